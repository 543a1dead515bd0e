"use client";
// The lobby's AI section: asks the server whether a model is configured (never seeing the key),
// says so, and lets the player choose per seat between the model and the built-in bot, and
// whether the model summarises each day's talk. Without a model nothing changes: bots and the
// rule-based extractor, exactly as before.
import { useEffect, useId, useState } from "react";
import type { AiStatus } from "@/lib/ai/protocol";
import type { Locale } from "@/lib/messages";
import { AiEstimate } from "./AiEstimate";
import { useT } from "../Providers";
import styles from "./LobbyAi.module.css";

export interface AiChoice {
  /** Whether the server has a model (`null` while asking). */
  configured: boolean | null;
  /** 0-based seats the model plays (the human's seat is dropped when the game starts). */
  modelSeats: number[];
  modelSummary: boolean;
}

export const NO_AI: AiChoice = { configured: null, modelSeats: [], modelSummary: false };

export function LobbyAi({
  players,
  value,
  onChange,
  sheriff = false,
  locale = "en",
}: {
  players: number;
  value: AiChoice;
  onChange: (v: AiChoice) => void;
  sheriff?: boolean;
  locale?: Locale;
}) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<AiStatus | "checking" | "failed">("checking");

  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/ai/status", { signal: abort.signal, cache: "no-store" })
      .then((r) => r.json() as Promise<AiStatus>)
      .then((s) => {
        const configured = s.configured === true;
        setStatus(configured ? s : { configured: false });
        // A configured model plays every AI seat and summarises by default; the player can change that.
        onChange(
          configured
            ? { configured, modelSeats: Array.from({ length: 16 }, (_, i) => i), modelSummary: true }
            : { ...NO_AI, configured: false },
        );
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        setStatus("failed");
        onChange({ ...NO_AI, configured: false });
      });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text =
    status === "checking"
      ? t("web.ai.status.checking")
      : status === "failed"
        ? t("web.ai.status.failed")
        : status.configured
          ? t("web.ai.status.configured", { model: status.model ?? "", summaryModel: status.summaryModel ?? "" })
          : t("web.ai.status.none");
  const configured = status !== "checking" && status !== "failed" && status.configured;
  const chosen = new Set(value.modelSeats);
  const toggle = (seat: number, on: boolean) =>
    onChange({ ...value, modelSeats: on ? [...value.modelSeats, seat].sort((a, b) => a - b) : value.modelSeats.filter((s) => s !== seat) });

  return (
    <section className={styles.ai} aria-labelledby={`${id}-status`}>
      <p id={`${id}-status`} className={styles.status} data-testid="ai-status" data-configured={configured ? "true" : "false"} role="status">
        {text}
      </p>
      {configured && (
        <>
          <fieldset className={styles.seats}>
            <legend>{t("web.ai.lobby.legend")}</legend>
            <div className={styles.grid}>
              {Array.from({ length: players }, (_, seat) => (
                <label key={seat} className={styles.seat}>
                  <input type="checkbox" checked={chosen.has(seat)} onChange={(e) => toggle(seat, e.target.checked)} />
                  <span>{t("publicClaims.seat", { seat: seat + 1 })}</span>
                </label>
              ))}
            </div>
            <div className={styles.actions}>
              <button type="button" onClick={() => onChange({ ...value, modelSeats: Array.from({ length: 16 }, (_, i) => i) })}>
                {t("web.ai.lobby.allModel")}
              </button>
              <button type="button" onClick={() => onChange({ ...value, modelSeats: [] })}>
                {t("web.ai.lobby.allBot")}
              </button>
            </div>
            <p className={styles.note}>{t("web.ai.lobby.humanNote")}</p>
          </fieldset>
          <label className={styles.summary}>
            <input type="checkbox" checked={value.modelSummary} onChange={(e) => onChange({ ...value, modelSummary: e.target.checked })} />
            <span>{t("web.ai.lobby.summary")}</span>
          </label>
          <AiEstimate players={players} modelSeats={value.modelSeats} summary={value.modelSummary} sheriff={sheriff} locale={locale} />
        </>
      )}
    </section>
  );
}
