// The route's work for one turn (server only): replay the game, check the turn, build the
// prompt, call the model, judge the reply with the engine, and answer with whitelisted fields.
//
// A seat gets at most two calls. A reply the engine refuses (or that says nothing readable) is
// retried once with something changed: the refused reply and the engine's error code go back into
// the messages, and the temperature is raised. Refused again, or a failed call: `ok: false` and
// the browser's seat falls back to the built-in bot (the call log says why).
import { createHash } from "node:crypto";
import { createTranslator } from "next-intl";
import type { Game } from "wolfcore";
import { errorCode } from "../errors";
import { MESSAGES, type Locale } from "../messages";
import type { Translate } from "../translate";
import type { LlmConfig } from "./config";
import { describeMove, engineVerdict } from "./moves";
import type { CallFacts, ChatMessage, TurnResponse } from "./protocol";
import { ReplyError, replyToCommand, retryMessages, shapeOf } from "./seat";
import { MAX_SUMMARY_RAW, TurnError, replayGame, resolveTurn, type SeatTurn, type SummaryTurn, type TurnRequest } from "./turn";
import { completeChat, type UpstreamResult } from "./upstream";

const translators = new Map<Locale, Translate>();

/** The latencies of this process's last successful calls (ms), for the lobby's time estimate. */
const latencies: number[] = [];

function recordLatency(ms: number): void {
  latencies.push(ms);
  if (latencies.length > 50) latencies.shift();
}

/** The mean latency of the last successful calls, or `undefined` before the first. */
export function meanLatencyMs(): number | undefined {
  return latencies.length === 0 ? undefined : Math.round(latencies.reduce((a, b) => a + b, 0) / latencies.length);
}

/** The server's translator over the same merged catalogs as the browser's (so the prompt is the same bytes). */
export function serverTranslator(lang: Locale): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator({ locale: lang, messages: MESSAGES[lang] }) as unknown as Translate;
    translators.set(lang, t);
  }
  return t;
}

/** SHA-256 (hex) of the messages as sent: the browser's inspector computes the same over its own build. */
export function promptSha256(messages: readonly ChatMessage[]): string {
  return createHash("sha256").update(JSON.stringify(messages)).digest("hex");
}

function factsOf(attempt: number, res: UpstreamResult, messages: ChatMessage[]): Omit<CallFacts, "outcome"> {
  if (res.ok) recordLatency(res.latencyMs);
  return {
    attempt,
    model: res.model,
    latencyMs: res.latencyMs,
    retries: res.retries,
    ...(res.ok && res.usage ? { usage: res.usage } : {}),
    ...(res.format ? { format: res.format } : {}),
    ...(res.ok && res.finishReason ? { finishReason: res.finishReason } : {}),
    promptSha256: promptSha256(messages),
  };
}

async function playSeat(config: LlmConfig, game: Game, turn: SeatTurn, t: Translate, lang: Locale, signal: AbortSignal): Promise<TurnResponse> {
  const calls: CallFacts[] = [];
  let messages = turn.messages;
  let code = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    const temperature = config.temperature === undefined ? undefined : Math.min(config.temperature + attempt * 0.4, 1.5);
    const res = await completeChat(
      config,
      { purpose: "seat", messages, schema: turn.schema, maxTokens: tokensFor(config, turn), ...(temperature !== undefined ? { temperature } : {}) },
      signal,
    );
    const facts = factsOf(attempt, res, messages);
    if (!res.ok) {
      calls.push({ ...facts, outcome: "failed", code: res.code });
      return { ok: false, code: res.code, calls };
    }
    try {
      const command = replyToCommand(res.content, turn.pending, turn.options);
      const verdict = engineVerdict(game, command);
      if (verdict === null) {
        calls.push({ ...facts, outcome: "accepted", move: describeMove(command) });
        return { ok: true, purpose: "seat", command, calls };
      }
      code = verdict;
    } catch (err) {
      code = err instanceof ReplyError ? err.code : errorCode(err);
    }
    calls.push({ ...facts, outcome: "refused", code });
    messages = retryMessages(t, turn.messages, res.content, code, turn.pending, lang, turn.options);
  }
  return { ok: false, code, calls };
}

async function summarize(config: LlmConfig, turn: SummaryTurn, signal: AbortSignal): Promise<TurnResponse> {
  const res = await completeChat(
    config,
    { purpose: "summary", messages: turn.messages, schema: turn.schema, maxTokens: tokensFor(config, turn), ...(config.temperature !== undefined ? { temperature: config.temperature } : {}) },
    signal,
  );
  const facts = factsOf(0, res, turn.messages);
  if (!res.ok) return { ok: false, code: res.code, calls: [{ ...facts, outcome: "failed", code: res.code }] };
  if (res.content.length > MAX_SUMMARY_RAW) {
    return { ok: false, code: "llm_reply_too_long", calls: [{ ...facts, outcome: "failed", code: "llm_reply_too_long" }] };
  }
  // The browser ingests it (and logs what the ledger kept); the core decides what is accepted (C2).
  return { ok: true, purpose: "summary", raw: res.content, calls: [{ ...facts, outcome: "accepted" }] };
}

/** The turn's `max_tokens`: the operator's for its kind of reply, else the default (lib/ai/seat.ts, lib/ai/turn.ts). */
function tokensFor(config: LlmConfig, turn: SeatTurn | SummaryTurn): number {
  const kind = turn.purpose === "summary" ? "summary" : shapeOf(turn.pending.action) === "speech" ? "speech" : "move";
  return config.tokens[kind] ?? turn.maxTokens;
}

export interface Served {
  status: number;
  body: TurnResponse;
}

/** One turn. Never throws: a turn that is not a pending model turn is refused before any call. */
export async function serveTurn(config: LlmConfig, req: TurnRequest, signal: AbortSignal): Promise<Served> {
  let game: Game;
  try {
    game = replayGame(req.game);
  } catch (err) {
    return { status: 400, body: { ok: false, code: err instanceof TurnError ? err.code : "llm_bad_request", calls: [] } };
  }
  try {
    const t = serverTranslator(req.game.lang);
    let turn: SeatTurn | SummaryTurn;
    try {
      turn = resolveTurn(game, req, t);
    } catch (err) {
      if (err instanceof TurnError) return { status: err.code === "llm_not_your_turn" ? 409 : 400, body: { ok: false, code: err.code, calls: [] } };
      throw err;
    }
    const body = turn.purpose === "seat" ? await playSeat(config, game, turn, t, req.game.lang, signal) : await summarize(config, turn, signal);
    return { status: 200, body };
  } catch (err) {
    return { status: 500, body: { ok: false, code: "llm_upstream_error", calls: [] } };
  } finally {
    game.free();
  }
}
