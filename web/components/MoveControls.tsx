"use client";
// The seat's out-of-turn moves, exactly as the engine lists them (`view.moves`, R5.1): one
// control per action kind and nothing else — no rule is decided here. A kind the engine adds
// fails to type-check until it has a control (the `never` below).
import type { ActionKind, Command, GameView, LegalMove } from "wolfcore";
import { useId } from "react";
import { outOfTurnMoves } from "@/lib/roles";
import { seatLabel } from "@/lib/translate";
import { useT } from "./Providers";
import styles from "./Controls.module.css";

type OnCommand = (command: Command) => boolean;

export function OutOfTurnControls({ view, onCommand }: { view: GameView; onCommand: OnCommand }) {
  const moves = outOfTurnMoves(view);
  if (view.outcome !== undefined || moves.length === 0) return null;
  return (
    <>
      {moves.map((m) => (
        <MoveControl key={m.action} move={m} onCommand={onCommand} />
      ))}
    </>
  );
}

function MoveControl({ move, onCommand }: { move: LegalMove; onCommand: OnCommand }) {
  const t = useT();
  const id = useId();
  const seat = move.seat;
  const action: ActionKind = move.action;
  switch (action) {
    case "self_reveal":
      // R3.7: a living wolf, during day and PK speeches.
      return (
        <div className={styles.box} data-testid="self-reveal">
          <div className={styles.row}>
            <button type="button" className={styles.danger} onClick={() => onCommand({ type: "self_reveal", seat })}>
              {t("web.controls.selfReveal")}
            </button>
          </div>
        </div>
      );
    case "white_wolf_king_explode":
      // R8.2: at any day or PK speech, taking one of the listed players.
      return (
        <div className={styles.box} data-testid="explode">
          <p id={`${id}-explode`} className={styles.prompt}>
            {t("web.controls.explode")}
          </p>
          <div className={styles.targets} role="group" aria-labelledby={`${id}-explode`}>
            {move.targets.map((target) => (
              <button
                key={target}
                type="button"
                className={styles.danger}
                onClick={() => onCommand({ type: "white_wolf_king_explode", seat, target })}
              >
                {t("web.controls.explodeTarget", { seat: seatLabel(t, target) })}
              </button>
            ))}
          </div>
        </div>
      );
    case "knight_duel":
      // R8.4: once per game, during the day speeches, against one of the listed players.
      return (
        <div className={styles.box} data-testid="duel">
          <p id={`${id}-duel`} className={styles.prompt}>
            {t("web.controls.duel")}
          </p>
          <div className={styles.targets} role="group" aria-labelledby={`${id}-duel`}>
            {move.targets.map((target) => (
              <button
                key={target}
                type="button"
                className={styles.danger}
                onClick={() => onCommand({ type: "knight_duel", seat, target })}
              >
                {t("web.controls.duelTarget", { seat: seatLabel(t, target) })}
              </button>
            ))}
          </div>
        </div>
      );
    case "sheriff_withdraw":
      // R9.3: a standing candidate, any campaign speaker's turn.
      return (
        <div className={styles.box} data-testid="withdraw">
          <p className={styles.prompt}>{t("web.controls.withdrawPrompt")}</p>
          <div className={styles.row}>
            <button type="button" className={styles.skip} onClick={() => onCommand({ type: "sheriff_withdraw", seat })}>
              {t("web.controls.withdraw")}
            </button>
          </div>
        </div>
      );
    // Awaited moves have their control in <Controls> (the turn).
    case "guard_protect":
    case "wolf_kill":
    case "witch_act":
    case "seer_check":
    case "hunter_shoot":
    case "last_words":
    case "speak":
    case "pk_speak":
    case "vote":
    case "pk_vote":
    case "sheriff_run":
    case "sheriff_speak":
    case "sheriff_vote":
    case "sheriff_direction":
    case "pass_badge":
      return null;
    default: {
      const unmapped: never = action;
      return unmapped;
    }
  }
}
