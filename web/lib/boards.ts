// The lobby's boards without the wasm (issue 22): the standard boards (R8.3), the size presets
// (R1) and the roles in display order come from lib/boards.generated.ts, generated (never
// committed) from the engine's `boards()`, presets and `roles()` by scripts/lobby-boards.ts and
// checked against the engine by tests/unit/lobby-boards.test.ts. No role is named here (issue
// 17): a role new to the engine reaches the preview and the board labels through the generated
// file.
import type { BoardCounts, BoardRole, StandardBoard } from "wolfcore";
import { PRESET_BOARDS, ROLE_ORDER, STANDARD_BOARDS } from "./boards.generated";

/** Every role, wolves first, then the village's gods, then the other village roles (the engine's `roles()`). */
export { ROLE_ORDER };

/** The board preview: a board's role counts in display order, zero counts left out. */
export function boardChips(counts: Partial<BoardCounts>): [BoardRole, number][] {
  return ROLE_ORDER.filter((r) => (counts[r] ?? 0) > 0).map((r) => [r, counts[r] ?? 0]);
}

/** The seat counts of the size picker: the engine's preset boards (R1), smallest first. */
export const PRESET_SIZES: readonly number[] = Object.keys(PRESET_BOARDS)
  .map(Number)
  .sort((a, b) => a - b);

/** The engine's standard boards (R8.3), smallest first. */
export const STANDARD: readonly StandardBoard[] = STANDARD_BOARDS;

/** The preset board's chips for a size (R1); empty for a size without a preset. */
export function presetChips(players: number): [BoardRole, number][] {
  const counts = PRESET_BOARDS[players];
  return counts ? boardChips(counts) : [];
}

/**
 * The roles that tell the standard boards apart, in display order: every role some standard
 * board lacks (a role every board deals, like the Seer, says nothing about one board).
 */
export const BOARD_EXTRAS: readonly BoardRole[] = ROLE_ORDER.filter(
  (r) => !STANDARD_BOARDS.every((b) => (b.counts[r] ?? 0) > 0),
);

/** The roles a standard board is named by in the picker ("White Wolf King + Guard + Hunter"). */
export function boardExtras(board: StandardBoard): BoardRole[] {
  return BOARD_EXTRAS.filter((r) => (board.counts[r] ?? 0) > 0);
}
