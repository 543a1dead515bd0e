"use client";
// The exact prompt each AI seat is sent (lib/prompt.ts), byte for byte — behind the spoiler gate
// (lib/spoiler.ts): a living seated player sees their own seat's prompt whole and only the public
// sections of the AI seats' prompts; everything is open after death, at game end and to spectators.
import type { Seat } from "wolfcore";
import { useId, useMemo, useState } from "react";
import type { Locale } from "@/lib/messages";
import { promptForSeat } from "@/lib/prompt";
import { hostSections } from "@/lib/session";
import type { GameSession } from "@/lib/session";
import { gatePrompt, type InspectorAccess } from "@/lib/spoiler";
import { seatLabel } from "@/lib/translate";
import { SeatRequest } from "./ai/SeatRequest";
import { useT } from "./Providers";
import styles from "./PromptInspector.module.css";

export function PromptInspector({
  session,
  locale,
  tick,
  access,
}: {
  session: GameSession;
  locale: Locale;
  tick: number;
  access: InspectorAccess;
}) {
  const t = useT();
  const id = useId();
  // Every seat: the AI seats, and the human's own (what their seat would be told).
  const seats = useMemo(() => Array.from({ length: session.setup.players }, (_, s) => s), [session]);
  const aiSeats = seats.filter((s) => s !== session.humanSeat);
  const [seat, setSeat] = useState<Seat>(aiSeats[0] ?? 0);
  const prompt = useMemo(
    () => promptForSeat(session.game, seat, t, locale, hostSections(session.setup, seat)),
    [session, seat, t, locale, tick], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const gated = gatePrompt(access, seat, prompt.sections);
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label htmlFor={`${id}-seat`}>{t("web.prompt.seat")}</label>
        <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
          {seats.map((s) => (
            <option key={s} value={s}>
              {s === session.humanSeat ? t("web.prompt.yourSeat", { seat: seatLabel(t, s) }) : seatLabel(t, s)}
            </option>
          ))}
        </select>
        <span className={styles.size}>{t("web.prompt.chars", { count: gated.shownChars })}</span>
      </div>
      {access.kind === "seated" && gated.withheld.length > 0 && (
        <p className={styles.warning} data-testid="prompt-withheld">
          {t("web.prompt.withheld", { sections: gated.withheld.map((w) => `<${w}>`).join(", ") })}
        </p>
      )}
      {access.kind === "open" && session.humanSeat !== null && <p className={styles.note}>{t("web.prompt.open")}</p>}
      <pre className={styles.text} data-testid="prompt-text" data-gated={access.kind === "seated" && gated.withheld.length > 0} tabIndex={0}>
        {gated.text}
      </pre>
      {/* The whole request holds the whole prompt: shown only where the gate withholds nothing. */}
      {gated.withheld.length === 0 && <SeatRequest session={session} seat={seat} tick={tick} />}
    </div>
  );
}
