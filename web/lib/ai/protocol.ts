// The one request and reply between the browser and the app's model route (`/api/ai/chat`).
//
// The browser never sends a prompt. It sends what identifies the turn — the game (the lobby's
// setup, the language and every accepted input: the save, R7), the seat and the purpose — and
// the server replays the game with the package, checks that this seat is a model seat whose move
// is pending (or that a day's summary is due), builds the prompt itself, calls the model, judges
// the reply with the engine (one retry that changes something) and returns the move (or the
// summary's raw reply) with the facts of each call for the AI activity log. A request that is not
// a pending model turn of a valid game never reaches the upstream. The request's types
// (`TurnRequest`, `GameRef`) live in lib/ai/turn.ts beside their reader.
import type { Command } from "wolfcore";

/** Why a model is called: one seat's move, or a day's summary (the ledger). */
export type AiPurpose = "seat" | "summary";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The structured-output schema, built by the server (never taken from a request). */
export interface ReplySchema {
  name: string;
  schema: Record<string, unknown>;
  /** Whether the schema fits OpenAI's strict mode (a plain object at the root). */
  strict: boolean;
}

/**
 * How the reply was asked for: the JSON Schema (`response_format: json_schema`), JSON mode with
 * the schema beside it (`json_object` + `schema`: llama-cpp-python, llama.cpp), plain JSON mode,
 * or no format at all.
 */
export type ReplyFormat = "json_schema" | "json_object_schema" | "json_object" | "text";
export const REPLY_FORMATS: readonly ReplyFormat[] = ["json_schema", "json_object_schema", "json_object", "text"];

export interface TokenUsage {
  prompt?: number;
  completion?: number;
  total?: number;
}

/** Why the upstream stopped, whitelisted (anything else is `other`). */
export type FinishReason = "stop" | "length" | "content_filter" | "tool_calls" | "other";

/** Stable codes of a failed call; the UI shows `web.ai.errors.<code>`. */
export type AiErrorCode =
  | "llm_not_configured"
  | "llm_bad_request"
  /** Not a pending model turn of a valid game (lib/ai/turn.ts): nothing was sent upstream. */
  | "llm_not_your_turn"
  | "llm_cross_site"
  | "llm_body_too_large"
  | "llm_body_timeout"
  | "llm_timeout"
  | "llm_rate_limited"
  /** This app's own per-client limit on `/api/ai/chat` (429 from our route, not upstream). */
  | "llm_client_rate_limited"
  | "llm_upstream_error"
  | "llm_unreachable"
  | "llm_rejected"
  | "llm_empty_reply"
  | "llm_reply_too_long"
  | "llm_aborted";

/** One upstream call of a turn, as the AI activity log shows it. Every field is whitelisted. */
export interface CallFacts {
  /** 0 for the first request of a turn, 1 for the retry. */
  attempt: number;
  /** The model asked (from the server's configuration). */
  model: string;
  /** Wall time of the call, HTTP retries included, in ms. */
  latencyMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  retries: number;
  usage?: TokenUsage;
  format?: ReplyFormat;
  finishReason?: FinishReason;
  /** `accepted` (the engine took it / the summary was read), `refused` (unreadable or illegal), `failed` (the call). */
  outcome: "accepted" | "refused" | "failed";
  /** An `llm_*`, `reply_*` or engine error code. */
  code?: string;
  /** SHA-256 (hex) of the messages sent, so the inspector can show it is the same prompt. */
  promptSha256: string;
  /** The move the reply asked for (a short rendering), for seats. */
  move?: string;
}

export type TurnResponse =
  | { ok: true; purpose: "seat"; command: Command; calls: CallFacts[] }
  | { ok: true; purpose: "summary"; raw: string; calls: CallFacts[] }
  | {
      ok: false;
      code: AiErrorCode | string;
      calls: CallFacts[];
      /** With `llm_client_rate_limited`: seconds until a call is allowed. */
      retryAfterS?: number;
    };

/** What `/api/ai/status` tells the browser: whether a model is configured and which (never the key). */
export interface AiStatus {
  configured: boolean;
  model?: string;
  summaryModel?: string;
  /** Per million tokens, in the operator's currency, when `WOLFCORE_LLM_PRICE_IN/OUT` are set. */
  price?: { in: number; out: number };
}
