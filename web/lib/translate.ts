// The one translator shape the pure modules take: next-intl's `useTranslations()` (root
// namespace) in components, `createTranslator` in tests.
export type TranslateArgs = Record<string, string | number>;
export interface Translate {
  (key: string, args?: TranslateArgs): string;
  has(key: string): boolean;
  /** The table's player names by 0-based seat (R10.2, sanitised by the core), when the game has them. */
  seatNames?: readonly (string | undefined)[];
}

/** A seat label in the UI: 1-based, from the catalog ("Seat 3", "3号"), with the player's name when the game names seats. */
export function seatLabel(t: Translate, seat: number): string {
  const label = t("publicClaims.seat", { seat: seat + 1 });
  const name = t.seatNames?.[seat];
  return name ? t("game.seatNamed", { label, name }) : label;
}

/** `t` that also names the seats (for the table's components); the same `t` when there are no names. */
export function withSeatNames(t: Translate, names: readonly (string | undefined)[]): Translate {
  if (!names.some((n) => n)) return t;
  const named = ((key: string, args?: TranslateArgs) => t(key, args)) as Translate;
  named.has = (key: string) => t.has(key);
  named.seatNames = names;
  return named;
}

/** A list of seats, joined with the catalog's separator. */
export function seatList(t: Translate, seats: readonly number[]): string {
  if (seats.length === 0) return t("game.list.none");
  return seats.map((s) => seatLabel(t, s)).join(t("game.list.separator"));
}
