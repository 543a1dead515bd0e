// The lobby's boards without the wasm (issue 22): the standard boards (R8.3) and the size presets
// (R1) come from lib/boards.generated.ts, written from the engine's `boards()` and presets by
// scripts/lobby-boards.ts and checked against the engine by tests/unit/lobby-boards.test.ts.
// The board preview: a board's role counts in a fixed display order (wolves first, the R8 roles
// beside their side), zero counts left out.
import type { BoardCounts, BoardRole, StandardBoard } from "wolfcore";
import { PRESET_BOARDS, STANDARD_BOARDS } from "./boards.generated";

export const ROLE_ORDER: readonly BoardRole[] = [
  "Werewolf",
  "WhiteWolfKing",
  "Seer",
  "Witch",
  "Hunter",
  "Guard",
  "Idiot",
  "Knight",
  "Villager",
];

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
