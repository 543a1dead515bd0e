"use client";
// The seat's out-of-turn moves, exactly as the engine lists them (`view.moves`, R5.1): a wolf's
// reveal (R3.7), the White Wolf King's explosion (R8.2), a candidate's withdrawal (R9.3), the
// Knight's duel (R8.4), and whatever a new role adds. One generic control per move — its prompt,
// its options and its command come from the move itself (`moveOptions`, words from
// `web.moves.<kind>`) — and no rule is decided here: a new kind needs only its catalog words.
import type { Command, GameView, LegalMove } from "wolfcore";
import { useId } from "react";
import { moveOptions, moveTestId } from "@/lib/moves";
import { outOfTurnMoves } from "@/lib/roles";
import { ChoiceBox } from "./Controls";
import { useT } from "./Providers";
import styles from "./Controls.module.css";

type OnCommand = (command: Command) => boolean;

export function OutOfTurnControls({ view, onCommand }: { view: GameView; onCommand: OnCommand }) {
  if (view.outcome !== undefined) return null;
  return (
    <>
      {outOfTurnMoves(view).map((m) => (
        <MoveControl key={m.action} move={m} view={view} onCommand={onCommand} />
      ))}
    </>
  );
}

function MoveControl({ move, view, onCommand }: { move: LegalMove; view: GameView; onCommand: OnCommand }) {
  const t = useT();
  const id = useId();
  const options = moveOptions(move, view, t);
  if (!options || options.length === 0) return null;
  return (
    <ChoiceBox
      testId={moveTestId(move.action)}
      promptId={`${id}-prompt`}
      prompt={
        <p id={`${id}-prompt`} className={styles.prompt}>
          {t(`web.moves.${move.action}.prompt`)}
        </p>
      }
      options={options}
      confirmOnceChosen
      onConfirm={(o) => onCommand(o.command)}
    />
  );
}
