"use client";
// Under the prompt inspector: the whole request the route would send for this seat now — the
// system prompt, the prompt with its instruction — built by the same function the server uses
// (lib/ai/turn.ts `seatTurn`), with the SHA-256 of the messages. The AI calls tab shows the
// digest the server computed over what it sent: equal digests, equal bytes.
import type { Seat } from "wolfcore";
import { useEffect, useMemo, useState } from "react";
import { seatTurn } from "@/lib/ai/turn";
import type { GameSession } from "@/lib/session";
import { useT } from "../Providers";
import styles from "./AiLogPanel.module.css";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function SeatRequest({ session, seat, tick }: { session: GameSession; seat: Seat; tick: number }) {
  const t = useT();
  const modelSeat = (session.setup.modelSeats ?? []).includes(seat) && seat !== session.humanSeat;
  const turn = useMemo(
    () => (modelSeat && !session.game.isOver() ? seatTurn(session.game, session.setup, seat, t, session.lang) : null),
    [session, seat, t, tick, modelSeat], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const [digest, setDigest] = useState("");
  useEffect(() => {
    let live = true;
    setDigest("");
    if (turn) void sha256(JSON.stringify(turn.messages)).then((d) => live && setDigest(d));
    return () => {
      live = false;
    };
  }, [turn]);
  if (!modelSeat) return null;
  if (!turn) return <p className={styles.empty} data-testid="seat-request-none">{t("web.ai.request.none")}</p>;
  return (
    <details className={styles.request} data-testid="seat-request" data-sha256={digest}>
      <summary>{t("web.ai.request.title")}</summary>
      <p className={styles.facts}>{t("web.ai.request.digest", { sha: digest.slice(0, 16) })}</p>
      {turn.messages.map((m, i) => (
        <div key={i}>
          <p className={styles.facts}>{m.role === "system" ? t("web.ai.request.system") : t("web.ai.request.user")}</p>
          <pre className={styles.pre} data-role={m.role}>
            {m.content}
          </pre>
        </div>
      ))}
    </details>
  );
}
