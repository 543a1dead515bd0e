// Shared set-up of the unit tests: the release package initialised as the app uses it, and the
// app's own translators over the merged catalogs.
import init from "wolfcore";
import { createTranslator } from "next-intl";
import { MESSAGES, type Locale } from "../../lib/messages";
import type { Translate } from "../../lib/translate";
import type { GameSetup } from "../../lib/save";
import { errorCode } from "../../lib/errors";

export async function ready(): Promise<void> {
  await init();
}

/** A translator that records every missing key or bad argument instead of hiding it. */
export function translator(locale: Locale): { t: Translate; errors: string[] } {
  const errors: string[] = [];
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: (e) => errors.push(`${e.code}: ${e.message}`),
  }) as unknown as Translate;
  return { t, errors };
}

export function setup(fields: Partial<GameSetup> = {}): GameSetup {
  return {
    players: 9,
    winRule: "parity",
    witchSelfSave: "always",
    revealRoleOnDeath: false,
    lastWords: "executedAndFirstNight",
    seed: "7",
    seatChoice: "seat",
    humanSeat: 0,
    ...fields,
  };
}

/** The `code` a call throws (through the app's own reader), or "no error". */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return errorCode(err);
  }
  return "no error";
}
