"use client";
// The lobby's estimate of what the chosen board costs with the chosen model seats, before the game
// starts: calls, tokens, wall time and (when the operator set prices) money, measured by the
// server on bot games of that board (GET /api/ai/estimate, lib/ai/estimate.ts).
import { useEffect, useState } from "react";
import type { Locale } from "@/lib/messages";
import { useT } from "../Providers";
import styles from "./LobbyAi.module.css";

interface EstimateReply {
  ok: true;
  games: number;
  days: number;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  seconds: number;
  latencyMs: number;
  latencyMeasured: boolean;
  cost?: number;
}

export function AiEstimate(props: { players: number; modelSeats: number[]; summary: boolean; sheriff: boolean; locale: Locale }) {
  const t = useT();
  const [estimate, setEstimate] = useState<EstimateReply | null>(null);
  const seats = props.modelSeats.filter((s) => s < props.players).join(",");
  useEffect(() => {
    const abort = new AbortController();
    const q = new URLSearchParams({
      players: String(props.players),
      seats,
      summary: props.summary ? "1" : "0",
      sheriff: props.sheriff ? "1" : "0",
      lang: props.locale,
    });
    // Debounced: ticking seats one by one asks once.
    const timer = window.setTimeout(() => {
      fetch(`/api/ai/estimate?${q}`, { signal: abort.signal, cache: "no-store" })
        .then((r) => r.json() as Promise<EstimateReply | { ok: false }>)
        .then((e) => setEstimate(e.ok ? e : null))
        .catch(() => {
          if (!abort.signal.aborted) setEstimate(null);
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [props.players, seats, props.summary, props.sheriff, props.locale]);
  if (!estimate || estimate.calls === 0) return null;
  const minutes = Math.max(1, Math.round(estimate.seconds / 60));
  return (
    <p className={styles.note} data-testid="ai-estimate" data-calls={estimate.calls}>
      {t("web.ai.estimate.game", {
        days: estimate.days,
        calls: estimate.calls,
        prompt: estimate.promptTokens,
        completion: estimate.completionTokens,
        minutes,
        latency: (estimate.latencyMs / 1000).toFixed(1),
      })}
      {estimate.cost !== undefined && ` ${t("web.ai.estimate.cost", { cost: estimate.cost.toFixed(estimate.cost < 1 ? 3 : 2) })}`}
    </p>
  );
}
