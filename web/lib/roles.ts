// What the table offers is the engine's list (`view.moves`, R5.1); this file only reads it.
import type { ActionKind, BoardRole, GameView, LegalMove } from "wolfcore";
import { WOLF_ROLES } from "./boards.generated";

/** On the wolf team (R1.1: the engine's `roles()`, the White Wolf King included). Used by the game-end review only. */
export function isWolfRole(role: BoardRole | undefined): boolean {
  return role !== undefined && WOLF_ROLES.includes(role);
}

/** The viewing seat's legal move of kind `action` now, if the engine lists one (R5.1). */
export function moveOf(view: GameView, action: ActionKind): LegalMove | undefined {
  const you = view.you;
  return you ? view.moves.find((m) => m.seat === you.seat && m.action === action) : undefined;
}

/** The viewing seat's out-of-turn moves now (a wolf's reveal, the King's explosion, a withdrawal, …). */
export function outOfTurnMoves(view: GameView): LegalMove[] {
  const you = view.you;
  return you ? view.moves.filter((m) => m.seat === you.seat && !m.awaited) : [];
}
