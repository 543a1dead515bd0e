// The lobby's board preview: a board's role counts in a fixed display order (wolves first, the
// R8 roles beside their side), zero counts left out.
import type { BoardCounts, BoardRole } from "wolfcore";

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
