// The server's side of a model turn: read the untrusted request, replay the game with the package
// (R7: the setup and the inputs give the same game), check that the turn is a pending model turn
// — a seat the lobby gave to the model, not the human's, that owes a move now; or a day whose
// summary is due and asked for — and build the prompt, the instruction and the schema here. The
// browser sends no text that reaches the model except the game's own inputs, which the engine
// has judged (speeches are capped and sanitised by the core when they enter a prompt, C5.3).
import { Game } from "wolfcore";
import type { PendingAction, Seat } from "wolfcore";
import { errorCode } from "../errors";
import { isLocale, type Locale } from "../messages";
import { promptForSeat } from "../prompt";
import { isGameSetup, type GameSetup, type SessionInput } from "../save";
import { gameOptions, hostSections } from "../session";
import { withSeatNames, type Translate } from "../translate";
import { summariesDue } from "./due";
import type { ChatMessage, ReplySchema } from "./protocol";
import { maxTokensFor, seatMessages, seatReplySchema, speechOptions, type SpeechOptions } from "./seat";
import { summaryMessages, summarySchema } from "./summary";

/** The game a turn belongs to: exactly what the save holds (R7), minus the snapshot. */
export interface GameRef {
  setup: GameSetup;
  lang: Locale;
  inputs: SessionInput[];
}

/** What the browser sends for a model turn: never a prompt, only what identifies the turn. */
export type TurnRequest = { purpose: "seat"; seat: Seat; game: GameRef } | { purpose: "summary"; day: number; game: GameRef };

/** Most inputs a game may have (a 12-seat game to the end is a few hundred). */
export const MAX_INPUTS = 3_000;
/** Longest summary reply kept in the inputs (the route caps replies at this too). */
export const MAX_SUMMARY_RAW = 32_000;
/** `max_tokens` of a summary. */
export const SUMMARY_MAX_TOKENS = 1_200;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

function isInput(v: unknown): v is SessionInput {
  if (!isObject(v)) return false;
  if (v.type === "command") return isObject(v.command) && typeof v.command.type === "string";
  if (v.type === "summary") return typeof v.raw === "string" && v.raw.length <= MAX_SUMMARY_RAW && isInt(v.day, 1, 1000);
  return false;
}

function readGameRef(v: unknown): GameRef | null {
  if (!isObject(v) || !isGameSetup(v.setup) || !isLocale(v.lang)) return null;
  if (!Array.isArray(v.inputs) || v.inputs.length > MAX_INPUTS || !v.inputs.every(isInput)) return null;
  return { setup: v.setup as GameSetup, lang: v.lang as Locale, inputs: v.inputs as SessionInput[] };
}

/** Checks an untrusted body's shape; `null` when it is not a bounded, well-formed `TurnRequest`. */
export function readTurnRequest(body: unknown): TurnRequest | null {
  if (!isObject(body)) return null;
  const game = readGameRef(body.game);
  if (!game) return null;
  if (body.purpose === "seat" && isInt(body.seat, 0, game.setup.players - 1)) return { purpose: "seat", seat: body.seat, game };
  if (body.purpose === "summary" && isInt(body.day, 1, 1000)) return { purpose: "summary", day: body.day, game };
  return null;
}

/** Why a turn is refused before anything is sent upstream. */
export class TurnError extends Error {
  readonly code: "llm_bad_request" | "llm_not_your_turn";
  readonly detail: string;
  constructor(code: "llm_bad_request" | "llm_not_your_turn", detail: string) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail;
  }
}

/** The game the inputs make (R7). Throws `TurnError` (`llm_bad_request`) when the board or any input is refused. */
export function replayGame(ref: GameRef): Game {
  let game: Game;
  try {
    game = new Game(gameOptions(ref.setup, ref.lang));
  } catch (err) {
    throw new TurnError("llm_bad_request", `board: ${errorCode(err)}`);
  }
  try {
    for (const input of ref.inputs) {
      if (input.type === "command") game.apply(input.command);
      else {
        const result = game.ingestSummary(input.raw, { day: input.day });
        if (result.error) throw new TurnError("llm_bad_request", `summary: ${result.error.code}`);
      }
    }
  } catch (err) {
    game.free();
    throw err instanceof TurnError ? err : new TurnError("llm_bad_request", `input: ${errorCode(err)}`);
  }
  return game;
}

export interface SeatTurn {
  purpose: "seat";
  seat: Seat;
  pending: PendingAction;
  options: SpeechOptions;
  messages: ChatMessage[];
  schema: ReplySchema;
  maxTokens: number;
}

export interface SummaryTurn {
  purpose: "summary";
  day: number;
  messages: ChatMessage[];
  schema: ReplySchema;
  maxTokens: number;
}

/** A seat's request as the route sends it: system prompt, the inspector's prompt + instruction, the schema. */
export function seatTurn(game: Game, setup: GameSetup, seat: Seat, t: Translate, lang: Locale): SeatTurn | null {
  const pending = game.pending().find((p) => p.seat === seat);
  if (!pending) return null;
  const view = game.view(seat);
  const options = speechOptions(view, pending);
  // Seat labels in the instruction carry the players' names, as in the prompt (R10.2).
  const named = withSeatNames(t, view.players.map((p) => p.name ?? undefined));
  const prompt = promptForSeat(game, seat, named, lang, hostSections(setup, seat));
  t = named;
  return {
    purpose: "seat",
    seat,
    pending,
    options,
    messages: seatMessages(t, prompt.text, pending, lang, options),
    schema: seatReplySchema(pending, options),
    maxTokens: maxTokensFor(pending),
  };
}

/**
 * The turn `req` asks for in `game` (already replayed from `req.game`), built here; throws
 * `TurnError` (`llm_not_your_turn`) when it is not a pending model turn.
 */
export function resolveTurn(game: Game, req: TurnRequest, t: Translate): SeatTurn | SummaryTurn {
  const { setup, lang } = req.game;
  if (game.isOver() && req.purpose === "seat") throw new TurnError("llm_not_your_turn", "game over");
  if (req.purpose === "seat") {
    if (req.seat === setup.humanSeat) throw new TurnError("llm_not_your_turn", "human seat");
    if (!(setup.modelSeats ?? []).includes(req.seat)) throw new TurnError("llm_not_your_turn", "not a model seat");
    const turn = seatTurn(game, setup, req.seat, t, lang);
    if (!turn) throw new TurnError("llm_not_your_turn", "nothing pending");
    return turn;
  }
  if (setup.modelSummary !== true) throw new TurnError("llm_not_your_turn", "no model summary");
  if (!summariesDue(game, req.game.inputs).includes(req.day)) throw new TurnError("llm_not_your_turn", "summary not due");
  return {
    purpose: "summary",
    day: req.day,
    messages: summaryMessages(game, req.day, t),
    schema: summarySchema(),
    maxTokens: SUMMARY_MAX_TOKENS,
  };
}
