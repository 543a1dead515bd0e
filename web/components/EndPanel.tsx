"use client";
// Game end: the winner, every role (on the seats), and the event log replayed step by step.
import type { GameView } from "wolfcore";
import { useMemo, useState } from "react";
import { describeEvent } from "@/lib/events";
import { actorOf, deadAfter, sheriffAfter } from "@/lib/replay";
import type { GameSession } from "@/lib/session";
import { Icon } from "./Icon";
import { useT } from "./Providers";
import { SeatRing } from "./SeatRing";
import styles from "./EndPanel.module.css";

export function EndPanel({ session, view }: { session: GameSession; view: GameView }) {
  const t = useT();
  // The god view at the end: every event and the engine's timeline of deaths and badge (R5.1).
  const god = useMemo(() => session.game.godView(), [session]);
  const log = god.events;
  const [step, setStep] = useState(log.length);
  const outcome = view.outcome!;
  const current = log[step - 1];
  const line = current ? describeEvent(current, t, true) : null;
  const dead = useMemo(() => deadAfter(god.timeline, step), [god, step]);
  // The ring at this step: the badge where it was then, not where the game ended (R9).
  const sheriff = useMemo(() => sheriffAfter(god.timeline, step), [god, step]);
  const atStep = useMemo(() => ({ ...view, sheriff }), [view, sheriff]);
  return (
    <div className={styles.end} data-testid="game-end">
      <h2 className={styles.winner} data-winner={outcome.winner}>
        {t(`web.end.winner.${outcome.winner}`)}
      </h2>
      <p className={styles.reason}>{t(`web.end.reason.${outcome.reason}`, { day: outcome.day })}</p>
      <section className={styles.replay} aria-label={t("web.end.replay")}>
        <h3 className={styles.sub}>{t("web.end.replay")}</h3>
        <SeatRing view={atStep} humanSeat={session.humanSeat} deadOverride={dead} highlight={actorOf(current)} compact />
        <p className={styles.step} data-testid="replay-step" aria-live="polite">
          <span className={styles.counter}>{t("web.end.step", { step, total: log.length })}</span>
          <span className={styles.event}>
            {line ? (line.seat !== undefined ? `${t("publicClaims.seat", { seat: line.seat + 1 })}: ${line.text}` : line.text) : t("web.end.start")}
          </span>
        </p>
        <div className={styles.buttons}>
          <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
            <Icon name="first" size={14} />
            {t("web.end.first")}
          </button>
          <button type="button" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
            <Icon name="prev" size={14} />
            {t("web.end.prev")}
          </button>
          <button type="button" onClick={() => setStep((s) => Math.min(log.length, s + 1))} disabled={step === log.length}>
            {t("web.end.next")}
            <Icon name="next" size={14} />
          </button>
          <button type="button" onClick={() => setStep(log.length)} disabled={step === log.length}>
            {t("web.end.last")}
            <Icon name="last" size={14} />
          </button>
        </div>
        <input
          type="range"
          min={0}
          max={log.length}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label={t("web.end.scrub")}
          className={styles.range}
        />
      </section>
    </div>
  );
}
