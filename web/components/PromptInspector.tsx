"use client";
// The exact prompt each AI seat is sent (lib/prompt.ts), byte for byte.
import type { Seat } from "wolfcore";
import { useId, useMemo, useState } from "react";
import type { Locale } from "@/lib/messages";
import { promptForSeat } from "@/lib/prompt";
import { hostSections } from "@/lib/session";
import type { GameSession } from "@/lib/session";
import { seatLabel } from "@/lib/translate";
import { SeatRequest } from "./ai/SeatRequest";
import { useT } from "./Providers";
import styles from "./PromptInspector.module.css";

export function PromptInspector({ session, locale, tick }: { session: GameSession; locale: Locale; tick: number }) {
  const t = useT();
  const id = useId();
  const aiSeats = useMemo(
    () => Array.from({ length: session.setup.players }, (_, s) => s).filter((s) => s !== session.humanSeat),
    [session],
  );
  const [seat, setSeat] = useState<Seat>(aiSeats[0] ?? 0);
  const prompt = useMemo(() => promptForSeat(session.game, seat, t, locale, hostSections(session.setup, seat)), [session, seat, t, locale, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label htmlFor={`${id}-seat`}>{t("web.prompt.seat")}</label>
        <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
          {aiSeats.map((s) => (
            <option key={s} value={s}>
              {seatLabel(t, s)}
            </option>
          ))}
        </select>
        <span className={styles.size}>{t("web.prompt.chars", { count: prompt.text.length })}</span>
      </div>
      {session.humanSeat !== null && <p className={styles.warning}>{t("web.prompt.spoiler")}</p>}
      <pre className={styles.text} data-testid="prompt-text" tabIndex={0}>
        {prompt.text}
      </pre>
      <SeatRequest session={session} seat={seat} tick={tick} />
    </div>
  );
}
