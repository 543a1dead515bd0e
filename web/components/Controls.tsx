"use client";
// Exactly what the engine says the human must do now (`pending()`), with only the legal targets.
// The out-of-turn moves (reveal, explosion, withdrawal) are in MoveControls.tsx.
import type { Command, GameView, PendingAction } from "wolfcore";
import { useId, useState, type FormEvent } from "react";
import { moveOf } from "@/lib/roles";
import { seatLabel } from "@/lib/translate";
import { useT } from "./Providers";
import styles from "./Controls.module.css";

interface Props {
  pending: readonly PendingAction[];
  view: GameView;
  onCommand: (command: Command) => boolean;
}

export function Controls({ pending, view, onCommand }: Props) {
  const first = pending[0];
  if (!first) return null;
  return <Action key={`${first.action}-${view.day}-${view.events.length}`} action={first} view={view} onCommand={onCommand} />;
}

function Action({ action, view, onCommand }: { action: PendingAction; view: GameView; onCommand: Props["onCommand"] }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const seat = action.seat;
  const targets = (skip: string, make: (target: number | null) => Command) => (
    <div className={styles.targets} role="group" aria-labelledby={`${id}-prompt`}>
      {action.targets.map((target) => (
        <button key={target} type="button" className={styles.target} onClick={() => onCommand(make(target))}>
          {seatLabel(t, target)}
        </button>
      ))}
      {action.canSkip && (
        <button type="button" className={styles.skip} onClick={() => onCommand(make(null))}>
          {skip}
        </button>
      )}
    </div>
  );

  const promptKey =
    action.action === "sheriff_speak" && view.phase.kind === "sheriff_speech" && view.phase.pk
      ? "sheriff_pk_speak"
      : action.action === "sheriff_vote" && view.phase.kind === "sheriff_vote" && view.phase.pk
        ? "sheriff_pk_vote"
        : action.action;
  const prompt = (
    <p id={`${id}-prompt`} className={styles.prompt}>
      {t(`web.controls.${promptKey}`)}
    </p>
  );

  switch (action.action) {
    case "sheriff_run":
      return (
        <div className={styles.box} data-testid="sheriff-run">
          {prompt}
          <div className={styles.targets} role="group" aria-labelledby={`${id}-prompt`}>
            <button type="button" className={styles.primary} onClick={() => onCommand({ type: "sheriff_run", seat, run: true })}>
              {t("web.controls.run")}
            </button>
            <button type="button" className={styles.skip} onClick={() => onCommand({ type: "sheriff_run", seat, run: false })}>
              {t("web.controls.dontRun")}
            </button>
          </div>
        </div>
      );
    case "sheriff_vote":
      return (
        <div className={styles.box} data-testid="sheriff-vote">
          {prompt}
          {targets(t("web.controls.abstain"), (target) => ({ type: "vote", seat, target }))}
        </div>
      );
    case "sheriff_direction":
      return (
        <div className={styles.box} data-testid="sheriff-direction">
          {prompt}
          <div className={styles.targets} role="group" aria-labelledby={`${id}-prompt`}>
            {(["clockwise", "counterclockwise"] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                className={styles.target}
                onClick={() => onCommand({ type: "sheriff_direction", seat, direction })}
              >
                {t(`web.controls.direction.${direction}`, {
                  first: seatLabel(t, moveOf(view, "sheriff_direction")?.firstSpeakers?.[direction] ?? seat),
                })}
              </button>
            ))}
          </div>
        </div>
      );
    case "pass_badge":
      return (
        <div className={styles.box} data-testid="pass-badge">
          {prompt}
          <div className={styles.targets} role="group" aria-labelledby={`${id}-prompt`}>
            {action.targets.map((target) => (
              <button key={target} type="button" className={styles.target} onClick={() => onCommand({ type: "pass_badge", seat, target })}>
                {t("web.controls.passBadgeTo", { seat: seatLabel(t, target) })}
              </button>
            ))}
            <button type="button" className={styles.danger} onClick={() => onCommand({ type: "pass_badge", seat, target: null })}>
              {t("web.controls.tearBadge")}
            </button>
          </div>
        </div>
      );
    case "sheriff_speak":
    case "speak":
    case "pk_speak":
    case "last_words": {
      const submit = (e: FormEvent) => {
        e.preventDefault();
        const command: Command =
          action.action === "last_words" ? { type: "last_words", seat, text } : { type: "speak", seat, text };
        if (onCommand(command)) setText("");
      };
      return (
        <form className={styles.box} onSubmit={submit}>
          {prompt}
          <label htmlFor={`${id}-text`} className={styles.visuallyHidden}>
            {t("web.controls.speechLabel")}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.text}
            rows={3}
            value={text}
            placeholder={t("web.controls.speechPlaceholder")}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <div className={styles.row}>
            <button type="submit" className={styles.primary} disabled={!action.canSkip && text.trim() === ""}>
              {t("web.controls.send")}
            </button>
            <span className={styles.hint}>{t("web.controls.sendHint")}</span>
          </div>
        </form>
      );
    }
    case "vote":
    case "pk_vote":
      return (
        <div className={styles.box}>
          {prompt}
          {targets(t("web.controls.abstain"), (target) => ({ type: "vote", seat, target }))}
        </div>
      );
    case "guard_protect":
      return (
        <div className={styles.box}>
          {prompt}
          {targets(t("web.controls.nobody"), (target) => ({ type: "guard_protect", seat, target }))}
        </div>
      );
    case "wolf_kill":
      return (
        <div className={styles.box}>
          {prompt}
          {targets(t("web.controls.nobody"), (target) => ({ type: "wolf_kill", seat, target }))}
        </div>
      );
    case "seer_check":
      return (
        <div className={styles.box}>
          {prompt}
          {targets("", (target) => ({ type: "seer_check", seat, target: target ?? 0 }))}
        </div>
      );
    case "hunter_shoot":
      return (
        <div className={styles.box}>
          {prompt}
          {targets(t("web.controls.holdFire"), (target) => ({ type: "hunter_shoot", seat, target }))}
        </div>
      );
    // Out-of-turn moves are never awaited: MoveControls.tsx offers them.
    case "self_reveal":
    case "white_wolf_king_explode":
    case "knight_duel":
    case "sheriff_withdraw":
      return null;
    case "witch_act":
      return (
        <div className={styles.box}>
          {prompt}
          <p className={styles.info}>
            {action.saveTarget !== undefined
              ? t("web.controls.witchTold", { seat: seatLabel(t, action.saveTarget) })
              : t("web.controls.witchNoSave")}
          </p>
          <div className={styles.targets}>
            {action.saveTarget !== undefined && (
              <button type="button" className={styles.save} onClick={() => onCommand({ type: "witch_act", seat, save: true })}>
                {t("web.controls.save", { seat: seatLabel(t, action.saveTarget) })}
              </button>
            )}
            {action.targets.map((target) => (
              <button
                key={target}
                type="button"
                className={styles.poison}
                onClick={() => onCommand({ type: "witch_act", seat, poison: target })}
              >
                {t("web.controls.poison", { seat: seatLabel(t, target) })}
              </button>
            ))}
            <button type="button" className={styles.skip} onClick={() => onCommand({ type: "witch_act", seat })}>
              {t("web.controls.pass")}
            </button>
          </div>
        </div>
      );
  }
}
