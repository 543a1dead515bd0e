// An AI seat's request and the reading of its reply. The user message is exactly the prompt the
// inspector shows (lib/prompt.ts), then the i18n instruction for the action the engine awaits;
// the reply is JSON with one structured field per action — `speech`, `vote`, or the night
// action's `target` (the Witch: `save` and `poison`) — checked against a JSON Schema that lists
// only the legal targets. Models and people write 1-based seats; commands carry 0-based ones.
// At its own speech a seat is also offered its out-of-turn moves, read from the engine's list
// (`view.moves`, R5.1) and named by their kinds: one alternative reply `{"action": <kind>}` (with a
// `target` when the move has targets) each, one generic instruction line each (the table's own
// words, `web.moves.<kind>.prompt`), the command type from the engine's table (`commandType`).
// No out-of-turn kind is named here: a new role's move reaches model seats with no edit.
import type { ActionKind, Command, GameView, LegalMove, PendingAction } from "wolfcore";
import type { Locale } from "../messages";
import type { Translate } from "../translate";
import { seatList } from "../translate";
import { commandType } from "../moves";
import { outOfTurnMoves } from "../roles";
import { extractJsonObject } from "./json";
import type { ChatMessage, ReplySchema } from "./protocol";

/** The reply field each action is answered with. */
export type ReplyShape = "speech" | "vote" | "target" | "witch" | "run" | "direction" | "badge";

export function shapeOf(action: ActionKind): ReplyShape {
  switch (action) {
    case "speak":
    case "pk_speak":
    case "sheriff_speak":
    case "last_words":
      return "speech";
    case "vote":
    case "pk_vote":
    case "sheriff_vote":
      return "vote";
    case "sheriff_run":
      return "run";
    case "sheriff_direction":
      return "direction";
    case "pass_badge":
      return "badge";
    case "witch_act":
      return "witch";
    default:
      return "target";
  }
}

/**
 * What a seat may do instead of its speech (R5.1): its out-of-turn moves exactly as the engine
 * lists them (`outOfTurnMoves`: a wolf's self-reveal, the White Wolf King's explosion, the
 * Knight's duel, a candidate's withdrawal, and whatever a new role adds), nothing restated. The
 * table offers these to the human at any speech; a model seat is offered them at its own speeches
 * (it is only asked when it owes a move), never at its last words.
 */
export type SpeechOptions = readonly LegalMove[];

export const NO_SPEECH_OPTIONS: SpeechOptions = [];

export function speechOptions(view: GameView, p: PendingAction): SpeechOptions {
  const you = view.you;
  if (shapeOf(p.action) !== "speech" || p.action === "last_words" || !you || !you.alive || view.outcome !== undefined) {
    return NO_SPEECH_OPTIONS;
  }
  return outOfTurnMoves(view).filter((m) => m.seat === p.seat);
}

/** 1-based seats as words: the schema's enum and the instruction's numbers. */
const oneBased = (seats: readonly number[]): number[] => seats.map((s) => s + 1);

function seatEnum(p: { targets: readonly number[] }, nullable: boolean): Record<string, unknown> {
  const seats = oneBased(p.targets);
  return nullable ? { type: ["integer", "null"], enum: [...seats, null] } : { type: "integer", enum: seats };
}

/** Longest speech a model seat may make, in characters (a longer one is cut at a word or sentence boundary). */
export const MAX_SPEECH_CHARS = 600;

/** `max_tokens` by reply shape: a few sentences for speech, a few tokens for a choice. */
export function maxTokensFor(p: PendingAction): number {
  return shapeOf(p.action) === "speech" ? 400 : 80;
}

/** A plain object schema (strict-mode compatible: every property required, nothing else allowed). */
function objectSchema(properties: Record<string, unknown>): Record<string, unknown> {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}

/**
 * The JSON Schema of the reply to `p`. A speech is `{speech}`; each out-of-turn move offered
 * (`options`, the engine's list) is its own alternative reply, `{action: <its kind>}` with a
 * `target` among its legal seats when it has targets (`{action: "knight_duel", target: 3}`),
 * never a field every speech must fill in: a weak model constrained to a schema with a required
 * `self_reveal` boolean takes it half the time.
 */
export function seatReplySchema(p: PendingAction, options: SpeechOptions = NO_SPEECH_OPTIONS): ReplySchema {
  const object = (properties: Record<string, unknown>): ReplySchema => ({
    name: "wolfcore_seat_move",
    schema: objectSchema(properties),
    strict: true,
  });
  switch (shapeOf(p.action)) {
    case "speech": {
      const alternatives = options.map((m) =>
        objectSchema({
          action: { type: "string", enum: [m.action] },
          ...(m.targets.length > 0 ? { target: seatEnum(m, m.canSkip) } : {}),
        }),
      );
      const speech = objectSchema({ speech: { type: "string" } });
      if (alternatives.length === 0) return { name: "wolfcore_seat_move", schema: speech, strict: true };
      // The speech first: grammar-constrained decoders try alternatives in order.
      return { name: "wolfcore_seat_move", schema: { anyOf: [speech, ...alternatives] }, strict: false };
    }
    case "vote":
      return object({ vote: seatEnum(p, p.canSkip) });
    case "witch": {
      const saves = p.saveTarget !== undefined ? [true, false] : [false];
      return object({ save: { type: "boolean", enum: saves }, poison: seatEnum(p, true) });
    }
    case "target":
      return object({ target: seatEnum(p, p.canSkip) });
    case "run":
      return object({ run: { type: "boolean" } });
    case "direction":
      return object({ direction: { type: "string", enum: ["clockwise", "counterclockwise"] } });
    case "badge":
      // `null` tears the badge (R9.7).
      return object({ pass_to: seatEnum(p, true) });
  }
}

/** `text` cut to `max` characters (code points) at the last sentence or word end, with an ellipsis. */
export function capSpeech(text: string, max = MAX_SPEECH_CHARS): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  const cut = chars.slice(0, max).join("");
  const sentence = Math.max(...[". ", "! ", "? ", "。", "！", "？"].map((m) => cut.lastIndexOf(m)));
  if (sentence > max / 2) return cut.slice(0, sentence + 1).trim();
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/** The i18n instruction for `p`: what to reply, with the legal targets (1-based labels). */
export function seatInstruction(t: Translate, p: PendingAction, lang: Locale, options: SpeechOptions = NO_SPEECH_OPTIONS): string {
  const targets = seatList(t, p.targets);
  const nums = p.targets.map((s) => s + 1).join(", ");
  switch (shapeOf(p.action)) {
    case "speech": {
      const parts = [
        t(p.action === "sheriff_speak" ? "web.ai.seat.replyCampaign" : "web.ai.seat.replySpeech", { language: t(`web.lang.${lang}`) }),
      ];
      // One generic line per offered move: the table's own words for it, then the exact JSON.
      for (const m of options) {
        const prompt = t(`web.moves.${m.action}.prompt`);
        parts.push(
          m.targets.length > 0
            ? t("web.ai.seat.replyMove", { prompt, action: m.action, targets: seatList(t, m.targets), nums: oneBased(m.targets).join(", ") })
            : t("web.ai.seat.replyMoveNoTarget", { prompt, action: m.action }),
        );
      }
      return parts.join(" ");
    }
    case "vote":
      if (p.action === "sheriff_vote") {
        return t(p.canSkip ? "web.ai.seat.replySheriffVote" : "web.ai.seat.replySheriffVoteNoAbstain", { targets, nums });
      }
      return t(p.canSkip ? "web.ai.seat.replyVote" : "web.ai.seat.replyVoteNoAbstain", { targets, nums });
    case "run":
      return t("web.ai.seat.replyRun");
    case "direction":
      return t("web.ai.seat.replyDirection");
    case "badge":
      return t("web.ai.seat.replyBadge", { targets, nums });
    case "witch":
      return p.saveTarget !== undefined
        ? t("web.ai.seat.replyWitchSave", { target: seatList(t, [p.saveTarget]), targets, nums: nums || "-" })
        : t("web.ai.seat.replyWitch", { targets, nums: nums || "-" });
    case "target":
      return t(p.canSkip ? "web.ai.seat.replyTargetOrNobody" : "web.ai.seat.replyTarget", { targets, nums });
  }
}

/** The messages of a seat's first request: the i18n system prompt, then the inspector's prompt + instruction. */
export function seatMessages(
  t: Translate,
  promptText: string,
  p: PendingAction,
  lang: Locale,
  options: SpeechOptions = NO_SPEECH_OPTIONS,
  system: string = t("web.ai.seat.system"),
): ChatMessage[] {
  return [
    { role: "system", content: system },
    { role: "user", content: `${promptText}\n\n${seatInstruction(t, p, lang, options)}` },
  ];
}

/** Longest earlier reply quoted back in a retry. */
const MAX_QUOTED_REPLY = 2_000;

/** The retry after a refused reply: the reply as the assistant's turn, then the engine's error code. */
export function retryMessages(
  t: Translate,
  first: ChatMessage[],
  reply: string,
  code: string,
  p: PendingAction,
  lang: Locale,
  options: SpeechOptions = NO_SPEECH_OPTIONS,
): ChatMessage[] {
  return [
    ...first,
    { role: "assistant", content: reply.slice(0, MAX_QUOTED_REPLY) },
    { role: "user", content: t("web.ai.seat.retry", { code, instruction: seatInstruction(t, p, lang, options) }) },
  ];
}

/** A reply that could not become a command, with the code sent back to the model. */
export class ReplyError extends Error {
  readonly code: string;
  constructor(code: "reply_not_json" | "reply_missing_field" | "reply_bad_seat" | "reply_bad_field") {
    super(code);
    this.code = code;
  }
}

/** A 1-based seat as models write it (an integer, or a string such as "3", "Seat 3", "3号"); `null` stays `null`. */
function readSeat(v: unknown): number | null {
  if (v === null) return null;
  let n: number = NaN;
  if (typeof v === "number") n = v;
  else if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (s === "" || s === "null" || s === "none" || s === "nobody" || s === "abstain" || s === "无" || s === "弃票") return null;
    const m = /^(?:seat\s*)?(\d{1,2})\s*(?:号)?$/.exec(s);
    if (m) n = Number(m[1]);
  }
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new ReplyError("reply_bad_seat");
  return n - 1;
}

/** The words of an action name: lower case, split at `_`, `-` and spaces. */
const words = (action: string): string[] => action.trim().toLowerCase().split(/[\s_-]+/).filter((w) => w !== "");

/**
 * The offered move a reply's `action` names: its kind (`"knight_duel"`, any case, `-` or spaces for
 * `_`), or else the last words of exactly one offered kind (`"duel"`, `"explode"`, `"withdraw"`:
 * weak models shorten them). Nothing else: an action that was not offered names no move.
 */
function offeredMove(action: string, options: SpeechOptions): LegalMove | undefined {
  const said = words(action);
  if (said.length === 0) return undefined;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
  const exact = options.find((m) => same(words(m.action), said));
  if (exact) return exact;
  const ending = options.filter((m) => {
    const kind = words(m.action);
    return kind.length > said.length && same(kind.slice(kind.length - said.length), said);
  });
  return ending.length === 1 ? ending[0] : undefined;
}

/**
 * The command a reply asks for. Throws `ReplyError` when the reply says nothing usable; the
 * engine decides whether the command is legal (the caller tries it before applying it).
 */
export function replyToCommand(reply: string, p: PendingAction, options: SpeechOptions = NO_SPEECH_OPTIONS): Command {
  const obj = extractJsonObject(reply);
  if (!obj) throw new ReplyError("reply_not_json");
  const seat = p.seat;
  switch (shapeOf(p.action)) {
    case "speech": {
      // Only what was offered is read: a villager's "white_wolf_king_explode" is ignored, not obeyed.
      const move = typeof obj.action === "string" ? offeredMove(obj.action, options) : undefined;
      if (move) {
        // The engine's table says which command answers the move (`commandType`); it judges the rest.
        const type = commandType(move.action);
        if (move.targets.length === 0) return { type, seat } as Command;
        const target = readSeat(obj.target ?? null);
        if (target === null && !move.canSkip) throw new ReplyError("reply_bad_seat");
        return { type, seat, target } as Command;
      }
      const text = obj.speech;
      if (typeof text !== "string") throw new ReplyError("reply_missing_field");
      const capped = capSpeech(text);
      return p.action === "last_words" ? { type: "last_words", seat, text: capped } : { type: "speak", seat, text: capped };
    }
    case "vote":
      if (!("vote" in obj)) throw new ReplyError("reply_missing_field");
      return { type: "vote", seat, target: readSeat(obj.vote) };
    case "run":
      if (!("run" in obj)) throw new ReplyError("reply_missing_field");
      if (typeof obj.run !== "boolean") throw new ReplyError("reply_bad_field");
      return { type: "sheriff_run", seat, run: obj.run };
    case "direction": {
      const d = typeof obj.direction === "string" ? obj.direction.trim().toLowerCase().replace(/[\s_-]/g, "") : undefined;
      if (d === undefined) throw new ReplyError("reply_missing_field");
      if (d === "clockwise" || d === "顺时针") return { type: "sheriff_direction", seat, direction: "clockwise" };
      if (d === "counterclockwise" || d === "anticlockwise" || d === "逆时针") {
        return { type: "sheriff_direction", seat, direction: "counterclockwise" };
      }
      throw new ReplyError("reply_bad_field");
    }
    case "badge":
      if (!("pass_to" in obj)) throw new ReplyError("reply_missing_field");
      return { type: "pass_badge", seat, target: readSeat(obj.pass_to) };
    case "witch": {
      const save = obj.save === undefined ? false : obj.save;
      if (typeof save !== "boolean") throw new ReplyError("reply_bad_field");
      const poison = obj.poison === undefined ? null : readSeat(obj.poison);
      return { type: "witch_act", seat, save, poison };
    }
    case "target": {
      if (!("target" in obj)) throw new ReplyError("reply_missing_field");
      const target = readSeat(obj.target);
      if (target === null && !p.canSkip) throw new ReplyError("reply_bad_seat");
      // The engine's table says which command answers the kind (a new role's night move included).
      return { type: commandType(p.action), seat, target } as Command;
    }
  }
}
