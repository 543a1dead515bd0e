// AI players and the summary model behind the web helper's seams (lib/agents.ts).
//
// A model seat asks the route for its move, sending only what identifies the turn: the game (the
// setup, the language, the inputs: R7), the seat and the purpose. The server builds the prompt
// (the same bytes the prompt inspector shows), calls the model, judges the reply with the engine
// and retries once with the refusal (lib/ai/serve.ts). Here the move is judged again on this
// game and played; a failed or twice-refused turn falls back to the seat's built-in bot
// (`game.botCommand(seat)`), and the activity log says so, call by call. Only an abort (the
// player left or restarted) ends a turn without a move.
//
// The summarizer asks the route for a day's summary and hands the raw reply to the session
// (`ingestSummary`); the ledger keeps only what the core accepts, and an unreadable or failed
// reply leaves it as the rule-based extractor made it.
import type { Command, Game, IngestSummaryResult, Seat } from "wolfcore";
import type { DaySummarizer, SeatAgent } from "../agents";
import type { AiActivityLog, AiLogInput } from "./log";
import { describeMove, engineVerdict } from "./moves";
import type { CallFacts, TurnResponse } from "./protocol";
import type { GameRef, TurnRequest } from "./turn";

/** One model turn (in the browser: a POST to `/api/ai/chat`). Rejects only when aborted. */
export type TurnCaller = (req: TurnRequest, signal: AbortSignal) => Promise<TurnResponse>;

function abortError(): Error {
  return new DOMException("The game left this turn", "AbortError");
}

function isResponse(v: unknown): v is TurnResponse {
  return typeof v === "object" && v !== null && typeof (v as { ok?: unknown }).ok === "boolean" && Array.isArray((v as { calls?: unknown }).calls);
}

/** The browser's caller: the app's route, which holds the key and builds the prompt. */
export function routeCaller(url = "/api/ai/chat"): TurnCaller {
  return async (req, signal) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(req),
        signal,
        credentials: "same-origin",
      });
    } catch {
      if (signal.aborted) throw abortError();
      return { ok: false, code: "llm_unreachable", calls: [] };
    }
    try {
      const body: unknown = await res.json();
      if (isResponse(body)) return body;
    } catch {
      if (signal.aborted) throw abortError();
    }
    return { ok: false, code: "llm_upstream_error", calls: [] };
  };
}

export interface ModelPlayerOptions {
  call: TurnCaller;
  log: AiActivityLog;
  /** The game as the route needs it: setup, language and every accepted input, now. */
  game: () => GameRef;
}

/** The log entry of one call (`purpose` and `day` from the turn). */
function entryOf(c: CallFacts, seat: Seat | null, purpose: AiLogInput["purpose"], day: number): AiLogInput {
  return {
    seat,
    purpose,
    day,
    attempt: c.attempt,
    model: c.model,
    latencyMs: c.latencyMs,
    retries: c.retries,
    ...(c.usage ? { usage: c.usage } : {}),
    ...(c.format ? { format: c.format } : {}),
    ...(c.finishReason ? { finishReason: c.finishReason } : {}),
    prompt: c.promptSha256,
    outcome: c.outcome === "accepted" ? "accepted" : "refused",
    ...(c.code ? { code: c.code } : {}),
    ...(c.move ? { move: c.move } : {}),
  };
}

export class ModelSeatAgent implements SeatAgent {
  readonly kind = "model";
  readonly #o: ModelPlayerOptions;

  constructor(options: ModelPlayerOptions) {
    this.#o = options;
  }

  async decide(game: Game, seat: Seat, signal: AbortSignal): Promise<Command> {
    const { call, log } = this.#o;
    const pending = game.pending().find((p) => p.seat === seat);
    if (!pending) return game.botCommand(seat); // the engine's own `not_pending` error if nothing is owed
    const day = game.view().day;
    if (signal.aborted) throw abortError();
    const res = await call({ purpose: "seat", seat, game: this.#o.game() }, signal);
    if (signal.aborted) throw abortError();
    const entries = res.calls.map((c) => entryOf(c, seat, pending.action, day));
    if (res.ok && res.purpose === "seat") {
      // The server judged it on the same game; this game judges it again before it is played.
      const verdict = engineVerdict(game, res.command);
      if (verdict === null) {
        for (const e of entries) log.add(e);
        return res.command;
      }
      const served = entries.pop();
      if (served) entries.push({ ...served, outcome: "refused", code: verdict, move: undefined });
    }
    if (!res.ok && res.code === "llm_aborted" && signal.aborted) throw abortError();
    // A failed call, a twice-refused reply or a refused request: the bot moves, and the log says why.
    const bot = game.botCommand(seat);
    const last = entries.pop();
    for (const e of entries) log.add(e);
    const code = res.ok ? last?.code : res.code;
    if (last) delete last.move;
    log.add({
      ...(last ?? { seat, purpose: pending.action, day, attempt: 0, model: "", latencyMs: 0, retries: 0 }),
      outcome: "fallback_bot",
      ...(code ? { code } : {}),
      ...(!res.ok && res.retryAfterS !== undefined ? { retryAfterS: res.retryAfterS } : {}),
      move: describeMove(bot),
    });
    return bot;
  }
}

export class ModelSummarizer implements DaySummarizer {
  readonly kind = "model";
  readonly #o: ModelPlayerOptions;
  /** Ledger ids before the pending ingest, to name the claims it added. */
  #before = new Set<string>();
  #pending: { day: number; entry: AiLogInput } | null = null;

  constructor(options: ModelPlayerOptions) {
    this.#o = options;
  }

  async summarize(game: Game, day: number, signal: AbortSignal): Promise<string | null> {
    const { call, log } = this.#o;
    const res = await call({ purpose: "summary", day, game: this.#o.game() }, signal);
    if (signal.aborted) return null;
    const facts = res.calls[res.calls.length - 1];
    const entry: AiLogInput = facts
      ? entryOf(facts, null, "summary", day)
      : { seat: null, purpose: "summary", day, attempt: 0, model: "", latencyMs: 0, retries: 0, outcome: "fallback_extractor" };
    if (!res.ok || res.purpose !== "summary") {
      log.add({ ...entry, outcome: "fallback_extractor", code: res.ok ? "llm_bad_request" : res.code });
      return null;
    }
    this.#before = new Set(game.publicClaims().map((c) => c.id));
    this.#pending = { day, entry };
    return res.raw;
  }

  /** Called by the driver when `ingestSummary` threw on the reply `summarize` returned: the ledger is as the extractor left it. */
  refused(_game: Game, day: number, code: string): void {
    const meta = this.#pending;
    this.#pending = null;
    if (!meta || meta.day !== day) return;
    this.#o.log.add({ ...meta.entry, outcome: "fallback_extractor", code });
  }

  /** Called by the session with what `ingestSummary` did to the reply `summarize` returned. */
  ingested(game: Game, day: number, result: IngestSummaryResult): void {
    const meta = this.#pending;
    this.#pending = null;
    if (!meta || meta.day !== day) return;
    const addedContents = game
      .publicClaims()
      .filter((c) => !this.#before.has(c.id))
      .map((c) => c.content);
    this.#o.log.add({
      ...meta.entry,
      outcome: result.error ? "fallback_extractor" : "accepted",
      ...(result.error ? { code: "summary_unreadable", parseError: result.error.code } : {}),
      claims: { offered: result.offered, added: result.added, rejected: result.rejected, addedContents },
    });
  }
}
