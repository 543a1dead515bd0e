// The summary model's request: exactly one day's public talk (speeches, sheriff campaign speeches
// and last words of that day, in order, from the spectator's view), with the core catalog's extraction prompt
// (`summary.system`, `summary.user`: claims are not facts, never write a status) and the core's
// `publicClaimsJsonSchema()` as the structured-output schema. Its reply goes, raw, to
// `game.ingestSummary(raw, { day })`, which parses, validates and merges (C2, C3).
import { publicClaimsJsonSchema, sanitizeLine } from "wolfcore";
import type { Game } from "wolfcore";
import type { Translate } from "../translate";
import { seatLabel } from "../translate";
import type { ChatMessage, ReplySchema } from "./protocol";

/** Cap of one transcript line (the core's prompt default). */
const MAX_LINE_CHARS = 1_200;

/** Day `day`'s public talk, one line per speech, from the spectator's view only. */
export function dayTranscript(game: Game, day: number, t: Translate): string {
  const lines: string[] = [];
  for (const e of game.view().events) {
    if (e.day !== day) continue;
    const k = e.kind;
    // R9.3: day 1's sheriff campaign speeches are public talk too (claims are made there first).
    if (k.type !== "speech" && k.type !== "last_words" && k.type !== "sheriff_speech") continue;
    const seat = seatLabel(t, k.seat);
    const text = k.text.trim() === "" ? t("game.transcript.silent") : sanitizeLine(k.text, MAX_LINE_CHARS);
    const key = k.type === "last_words" ? "game.transcript.lastWords" : k.pk ? "game.transcript.pk" : "game.transcript.speech";
    lines.push(t(key, { seat, text }));
  }
  return lines.join("\n");
}

export function summarySchema(): ReplySchema {
  return { name: "public_claims", schema: publicClaimsJsonSchema() as Record<string, unknown>, strict: true };
}

export function summaryMessages(game: Game, day: number, t: Translate): ChatMessage[] {
  const playerCount = game.view().playerCount;
  return [
    { role: "system", content: t("summary.system") },
    { role: "user", content: t("summary.user", { day, playerCount, transcript: dayTranscript(game, day, t) }) },
  ];
}
