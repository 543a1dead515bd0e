// The one request and reply between the browser and the app's model route (`/api/ai/chat`).
// The browser holds the game, so it builds the messages (the prompt the inspector shows plus the
// i18n instructions); the server holds the key, picks the model from its own configuration and
// talks to the OpenAI-compatible endpoint. Everything the browser sends is untrusted: the server
// checks it with `readChatRequest` before anything leaves the machine.

/** Why a model is called: one seat's move, or the day's summary (the ledger). */
export type AiPurpose = "seat" | "summary";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The structured-output schema, sent as `response_format: json_schema` while the model takes it. */
export interface ReplySchema {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  purpose: AiPurpose;
  messages: ChatMessage[];
  schema: ReplySchema;
}

/** How the reply was asked for: the JSON Schema, plain JSON mode, or no format at all. */
export type ReplyFormat = "json_schema" | "json_object" | "text";

export interface TokenUsage {
  prompt?: number;
  completion?: number;
  total?: number;
}

/** Stable codes of a failed call; the UI shows `web.ai.errors.<code>`. */
export type AiErrorCode =
  | "llm_not_configured"
  | "llm_bad_request"
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

interface CallFacts {
  /** The model asked (from the server's configuration). */
  model: string;
  /** Wall time of the whole call, retries included, in ms. */
  latencyMs: number;
  /** HTTP requests made upstream (1 + retries + format fallbacks). */
  attempts: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  retries: number;
}

export type ChatResponse =
  | (CallFacts & {
      ok: true;
      content: string;
      format: ReplyFormat;
      finishReason?: string;
      usage?: TokenUsage;
    })
  | (CallFacts & { ok: false; code: AiErrorCode; status?: number; /** With `llm_client_rate_limited`: seconds until a call is allowed. */ retryAfterS?: number });

/** What `/api/ai/status` tells the browser: whether a model is configured and which (never the key). */
export interface AiStatus {
  configured: boolean;
  model?: string;
  summaryModel?: string;
}

/** Bounds on what the browser may send (a prompt is at most ~40 KB; these leave room, and stop abuse). */
export const MAX_MESSAGES = 8;
export const MAX_REQUEST_CHARS = 200_000;
export const MAX_SCHEMA_CHARS = 20_000;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Checks an untrusted request body; `null` when it is not a well-formed, bounded `ChatRequest`. */
export function readChatRequest(body: unknown): ChatRequest | null {
  if (!isObject(body)) return null;
  if (body.purpose !== "seat" && body.purpose !== "summary") return null;
  const { messages, schema } = body;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_MESSAGES) return null;
  let chars = 0;
  const clean: ChatMessage[] = [];
  for (const m of messages) {
    if (!isObject(m) || typeof m.content !== "string") return null;
    if (m.role !== "system" && m.role !== "user" && m.role !== "assistant") return null;
    chars += m.content.length;
    clean.push({ role: m.role, content: m.content });
  }
  if (chars > MAX_REQUEST_CHARS || clean[clean.length - 1]!.role !== "user") return null;
  if (!isObject(schema) || typeof schema.name !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(schema.name)) return null;
  if (!isObject(schema.schema)) return null;
  let schemaText: string;
  try {
    schemaText = JSON.stringify(schema.schema);
  } catch {
    return null;
  }
  if (schemaText.length > MAX_SCHEMA_CHARS) return null;
  return {
    purpose: body.purpose,
    messages: clean,
    schema: { name: schema.name, schema: JSON.parse(schemaText) as Record<string, unknown> },
  };
}
