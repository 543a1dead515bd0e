// The one translator shape the pure modules take: next-intl's `useTranslations()` (root
// namespace) in components, `createTranslator` in tests.
export type TranslateArgs = Record<string, string | number>;
export interface Translate {
  (key: string, args?: TranslateArgs): string;
  has(key: string): boolean;
}

/** A seat label in the UI and the prompts: 1-based, from the catalog ("Seat 3", "3号"). */
export function seatLabel(t: Translate, seat: number): string {
  return t("publicClaims.seat", { seat: seat + 1 });
}

/** A list of seats, joined with the catalog's separator. */
export function seatList(t: Translate, seats: readonly number[]): string {
  if (seats.length === 0) return t("game.list.none");
  return seats.map((s) => seatLabel(t, s)).join(t("game.list.separator"));
}
