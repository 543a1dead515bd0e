"use client";
// The seat's out-of-turn moves, exactly as the engine lists them (`view.moves`, R5.1): one
// control per action kind and nothing else — no rule is decided here. A kind the engine adds
// fails to type-check until it has a control (the `never` below).
import type { ActionKind, Command, GameView } from "wolfcore";
import { outOfTurnMoves } from "@/lib/roles";
import { DuelControl, ExplodeControl, WithdrawControl } from "./Controls";

type OnCommand = (command: Command) => boolean;

export function OutOfTurnControls({ view, onCommand }: { view: GameView; onCommand: OnCommand }) {
  if (view.outcome !== undefined) return null;
  return (
    <>
      {outOfTurnMoves(view).map((m) => (
        <MoveControl key={m.action} action={m.action} view={view} onCommand={onCommand} />
      ))}
    </>
  );
}

function MoveControl({ action, view, onCommand }: { action: ActionKind; view: GameView; onCommand: OnCommand }) {
  switch (action) {
    case "white_wolf_king_explode":
      return <ExplodeControl view={view} onCommand={onCommand} />;
    case "knight_duel":
      return <DuelControl view={view} onCommand={onCommand} />;
    case "sheriff_withdraw":
      return <WithdrawControl view={view} onCommand={onCommand} />;
    // R3.7: the reveal sits in the wolf's speech form (Controls.tsx), where he decides what to say.
    case "self_reveal":
      return null;
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
