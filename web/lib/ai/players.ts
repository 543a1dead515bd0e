// AI players and the summary model behind the web helper's seams (lib/agents.ts).
//
// A model seat: prompt (what the inspector shows) + i18n instruction → the model → a command.
// The engine judges every move on a copy of the game first; a refused or unreadable reply is
// retried once with the engine's error code, then the seat's built-in bot moves instead
// (`game.botCommand(seat)`), and the activity log says so. Failed calls (timeout, 5xx, no
// model) fall back the same way, so the game never stalls. Only an abort (the player left or
// restarted) ends a turn without a move.
//
// The summarizer sends one day's talk to the summary model and hands the raw reply to the
// session (`ingestSummary`); the ledger keeps only what the core accepts, and an unreadable or
// failed reply leaves it as the rule-based extractor made it.
import { Game } from "wolfcore";
import type { Command, HostSection, IngestSummaryResult, PendingAction, Seat } from "wolfcore";
import type { DaySummarizer, SeatAgent } from "../agents";
import { errorCode } from "../errors";
import type { Locale } from "../messages";
import { promptForSeat } from "../prompt";
import type { Translate } from "../translate";
import type { AiActivityLog } from "./log";
import type { ChatMessage, ChatRequest, ChatResponse, ReplyFormat, TokenUsage } from "./protocol";
import { ReplyError, replyToCommand, retryMessages, seatMessages, seatReplySchema, speechOptions } from "./seat";
import { summaryMessages, summarySchema } from "./summary";

/** One model call (in the browser: a POST to `/api/ai/chat`). Rejects only when aborted. */
export type ChatCaller = (req: ChatRequest, signal: AbortSignal) => Promise<ChatResponse>;

function abortError(): Error {
  return new DOMException("The game left this turn", "AbortError");
}

/** The browser's caller: the app's route, which holds the key. */
export function routeCaller(url = "/api/ai/chat"): ChatCaller {
  return async (req, signal) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(req),
        signal,
      });
    } catch {
      if (signal.aborted) throw abortError();
      return { ok: false, code: "llm_unreachable", model: "", latencyMs: 0, attempts: 0, retries: 0 };
    }
    try {
      const body = (await res.json()) as ChatResponse;
      if (typeof body === "object" && body !== null && typeof body.ok === "boolean") return body;
    } catch {
      if (signal.aborted) throw abortError();
    }
    return { ok: false, code: "llm_upstream_error", status: res.status, model: "", latencyMs: 0, attempts: 0, retries: 0 };
  };
}

/** Whether the engine accepts `command` now: tried on a copy, so the real game is untouched. `null` = legal. */
export function engineVerdict(game: Game, command: Command): string | null {
  const probe = Game.load(game.save());
  try {
    probe.apply(command);
    return null;
  } catch (err) {
    return errorCode(err);
  } finally {
    probe.free();
  }
}

/** A short, log-friendly rendering of a move (1-based seats). */
export function describeMove(command: Command): string {
  const s = (seat: Seat | null | undefined) => (seat === null || seat === undefined ? "-" : String(seat + 1));
  switch (command.type) {
    case "speak":
    case "last_words":
      return `${command.type}: ${command.text.length > 80 ? `${command.text.slice(0, 80)}…` : command.text}`;
    case "witch_act":
      return `witch_act: save=${command.save ? "yes" : "no"} poison=${s(command.poison)}`;
    case "self_reveal":
      return "self_reveal";
    case "white_wolf_king_explode":
      return `white_wolf_king_explode: ${s(command.target)}`;
    case "sheriff_run":
      return `sheriff_run: ${command.run ? "yes" : "no"}`;
    case "sheriff_withdraw":
      return "sheriff_withdraw";
    case "sheriff_direction":
      return `sheriff_direction: ${command.direction}`;
    default:
      return `${command.type}: ${s(command.target)}`;
  }
}

export interface ModelPlayerOptions {
  call: ChatCaller;
  t: Translate;
  lang: Locale;
  log: AiActivityLog;
  /** The host's prompt sections for a seat (R10.4: its persona); none by default. */
  sections?: (seat: Seat) => HostSection[];
}

/** The action `seat` owes now, if any. */
function pendingFor(game: Game, seat: Seat): PendingAction | undefined {
  return game.pending().find((p) => p.seat === seat);
}

export class ModelSeatAgent implements SeatAgent {
  readonly kind = "model";
  readonly #o: ModelPlayerOptions;

  constructor(options: ModelPlayerOptions) {
    this.#o = options;
  }

  async decide(game: Game, seat: Seat, signal: AbortSignal): Promise<Command> {
    const { call, t, lang, log } = this.#o;
    const pending = pendingFor(game, seat);
    if (!pending) return game.botCommand(seat); // the engine's own `not_pending` error if nothing is owed
    const day = game.view().day;
    // R3.7 / R8.2: a wolf's speech turn also offers the self-reveal, a King's the explosion.
    const options = speechOptions(game.view(seat), pending);
    const prompt = promptForSeat(game, seat, t, lang, this.#o.sections?.(seat) ?? []);
    const first = seatMessages(t, prompt.text, pending, lang, options);
    const schema = seatReplySchema(pending, options);
    let messages: ChatMessage[] = first;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (signal.aborted) throw abortError();
      const res = await call({ purpose: "seat", messages, schema }, signal);
      if (signal.aborted) throw abortError();
      const base = {
        seat,
        purpose: pending.action,
        day,
        attempt,
        model: res.model,
        latencyMs: res.latencyMs,
        retries: res.retries,
        ...(res.ok && res.usage ? { usage: res.usage } : {}),
        ...(res.ok ? { format: res.format } : {}),
      };
      if (!res.ok) {
        // The call itself failed (after the server's own retries): no second chance, the bot moves.
        if (res.code === "llm_aborted" && signal.aborted) throw abortError();
        const bot = game.botCommand(seat);
        log.add({
          ...base,
          outcome: "fallback_bot",
          code: res.code,
          ...(res.retryAfterS !== undefined ? { retryAfterS: res.retryAfterS } : {}),
          move: describeMove(bot),
        });
        return bot;
      }
      let code: string;
      let command: Command | undefined;
      try {
        command = replyToCommand(res.content, pending, options);
        const verdict = engineVerdict(game, command);
        code = verdict ?? "";
      } catch (err) {
        code = err instanceof ReplyError ? err.code : errorCode(err);
      }
      if (command && code === "") {
        log.add({ ...base, outcome: "accepted", move: describeMove(command) });
        return command;
      }
      if (attempt === 0) {
        log.add({ ...base, outcome: "refused", code });
        messages = retryMessages(t, first, res.content, code, pending, lang, options);
        continue;
      }
      const bot = game.botCommand(seat);
      log.add({ ...base, outcome: "fallback_bot", code, move: describeMove(bot) });
      return bot;
    }
    return game.botCommand(seat); // not reached: the loop returns on its second pass
  }
}

export class ModelSummarizer implements DaySummarizer {
  readonly kind = "model";
  readonly #o: ModelPlayerOptions;
  /** Ledger ids before the pending ingest, to name the claims it added. */
  #before = new Set<string>();
  #pending: { day: number; model: string; latencyMs: number; retries: number; usage?: TokenUsage; format: ReplyFormat } | null =
    null;

  constructor(options: ModelPlayerOptions) {
    this.#o = options;
  }

  async summarize(game: Game, day: number, signal: AbortSignal): Promise<string | null> {
    const { call, t, log } = this.#o;
    const res = await call({ purpose: "summary", messages: summaryMessages(game, day, t), schema: summarySchema() }, signal);
    if (signal.aborted) return null;
    if (!res.ok) {
      log.add({
        seat: null,
        purpose: "summary",
        day,
        attempt: 0,
        model: res.model,
        latencyMs: res.latencyMs,
        retries: res.retries,
        outcome: "fallback_extractor",
        code: res.code,
      });
      return null;
    }
    this.#before = new Set(game.publicClaims().map((c) => c.id));
    this.#pending = {
      day,
      model: res.model,
      latencyMs: res.latencyMs,
      retries: res.retries,
      ...(res.usage ? { usage: res.usage } : {}),
      format: res.format,
    };
    return res.content;
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
      seat: null,
      purpose: "summary",
      day,
      attempt: 0,
      model: meta.model,
      latencyMs: meta.latencyMs,
      retries: meta.retries,
      ...(meta.usage ? { usage: meta.usage } : {}),
      format: meta.format,
      outcome: result.error ? "fallback_extractor" : "accepted",
      ...(result.error ? { code: "summary_unreadable", parseError: result.error.code } : {}),
      claims: { offered: result.offered, added: result.added, rejected: result.rejected, addedContents },
    });
  }
}
