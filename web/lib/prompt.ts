// The prompt an AI seat is sent, assembled in one place: the prompt inspector shows it and the
// model players (issue 10) send it. Pure: the game's `promptContext(seat)` and the public
// ledger go in, the text comes out.
//
// The core builds every section from that seat's view only (R6). The app replaces the core's
// `<public_claims>` with one rendered by the core's C5 renderer with the header, disclaimer,
// seat and status labels of the current language's next-intl catalog, and places it after the
// history (`<transcript>`), just before `<your_turn>`.
import { renderPublicClaimsSection } from "wolfcore";
import type { ClaimStatus, Game, HostSection, PromptContext, PromptSection, PublicClaim, Seat } from "wolfcore";
import type { Locale } from "./messages";
import type { Translate } from "./translate";

/** Most claims in the section (the core's default). */
export const MAX_CLAIMS = 40;
/** Cap on the whole `<public_claims>` section in characters (the core's default). */
export const MAX_CLAIMS_CHARS = 8000;

export interface AssembledPrompt {
  /** Sections in the order they are sent. */
  sections: PromptSection[];
  /** Sections joined by a blank line: exactly what the seat's AI gets. */
  text: string;
}

/** A 1-based seat label in prompts: "Seat 3", or "Seat 3 (Alice)" with the game's sanitised names (R10.2). */
export function promptSeatLabel(t: Translate, seat: number, names?: readonly (string | undefined)[]): string {
  const label = t("publicClaims.seat", { seat });
  const name = names?.[seat - 1];
  return name ? t("game.seatNamed", { label, name }) : label;
}

/** C5: the ledger section with the translator's labels; `""` for an empty ledger (C5.1). */
export function renderClaimsSection(
  claims: readonly PublicClaim[],
  t: Translate,
  lang: Locale,
  names?: readonly (string | undefined)[],
): string {
  // Fewer claims until the section fits its cap (C5.2 keeps the most useful ones).
  for (let limit = MAX_CLAIMS; limit > 0; limit = Math.floor(limit / 2)) {
    const text = renderPublicClaimsSection(claims, {
      limit,
      lang,
      header: t("publicClaims.header"),
      disclaimer: t("publicClaims.disclaimer"),
      seatLabel: (seat: number) => promptSeatLabel(t, seat, names),
      statusLabel: (status: ClaimStatus) => t(`publicClaims.status.${status}`),
    });
    if (text.length <= MAX_CLAIMS_CHARS) return text;
  }
  return "";
}

/** Puts the claims section after the transcript (or, without one, before `<your_turn>`). */
export function assemblePrompt(
  context: PromptContext,
  claims: readonly PublicClaim[],
  t: Translate,
  lang: Locale,
  names?: readonly (string | undefined)[],
): AssembledPrompt {
  const sections = context.sections.filter((s) => s.name !== "public_claims");
  const claimsText = renderClaimsSection(claims, t, lang, names);
  if (claimsText) {
    const transcript = sections.findIndex((s) => s.name === "transcript");
    const yourTurn = sections.findIndex((s) => s.name === "your_turn");
    const at = transcript >= 0 ? transcript + 1 : yourTurn >= 0 ? yourTurn : sections.length;
    sections.splice(at, 0, { name: "public_claims", text: claimsText });
  }
  return { sections, text: sections.map((s) => s.text).join("\n\n") };
}

/**
 * The prompt of `seat` in `game` now, in `lang`, with the host's sections for that seat (R10.4:
 * a persona; the core checks and sanitises them and places them in their slots).
 */
export function promptForSeat(
  game: Game,
  seat: Seat,
  t: Translate,
  lang: Locale,
  sections: readonly HostSection[] = [],
): AssembledPrompt {
  const context = game.promptContext(seat, sections.length > 0 ? { lang, sections: [...sections] } : { lang });
  const names = game.view(seat).players.map((p) => p.name ?? undefined);
  return assemblePrompt(context, game.publicClaims(), t, lang, names);
}
