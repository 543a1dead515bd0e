// The model endpoint, from the server's environment only (route handlers read it per request;
// only route handlers import this module, and the e2e test checks that the key is in no client asset).
// See web/.env.example.

export interface LlmConfig {
  /** The OpenAI-compatible base URL, e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`. */
  baseURL: string;
  /** Sent as a bearer token; local servers often need none. */
  apiKey: string;
  /** The model for AI seats. */
  model: string;
  /** The model for the end-of-day summary (defaults to `model`). */
  summaryModel: string;
  /** Per upstream request, in ms. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection (never after a timeout). */
  maxRetries: number;
  /** Replies longer than this (characters) are refused as `llm_reply_too_long`. */
  maxReplyChars: number;
  /** Sent as `temperature` on a seat's first call (its retry raises it); `undefined` = not sent (`WOLFCORE_LLM_TEMPERATURE=none`). */
  temperature?: number;
  /** Upper bound on `max_tokens` (each purpose has its own default below it, always sent). */
  maxTokens?: number;
  /** `max_tokens` per kind of reply when the operator sets it (`WOLFCORE_LLM_MAX_TOKENS_SPEECH/_MOVE/_SUMMARY`): reasoning models need room to think. */
  tokens: { speech?: number; move?: number; summary?: number };
  /** Requests sent to the server at once (the rest wait in this process, their timeout not yet running). */
  concurrency: number;
  /** Most bytes read from one upstream response (a larger body is cut off). */
  maxReplyBytes: number;
  /** Per million tokens (prompt, completion), when `WOLFCORE_LLM_PRICE_IN/OUT` are set: the lobby's estimate and the AI calls tab's total. */
  price?: { in: number; out: number };
}

function temperatureOf(env: NodeJS.ProcessEnv): { temperature?: number } {
  const raw = env.WOLFCORE_LLM_TEMPERATURE?.trim();
  if (raw === "none") return {};
  const n = raw ? Number(raw) : NaN;
  return { temperature: Number.isFinite(n) && n >= 0 && n <= 2 ? n : 0.6 };
}

function tokensOf(env: NodeJS.ProcessEnv): LlmConfig["tokens"] {
  const out: LlmConfig["tokens"] = {};
  for (const kind of ["speech", "move", "summary"] as const) {
    const n = intEnv(env, `WOLFCORE_LLM_MAX_TOKENS_${kind.toUpperCase()}`, 0, 16, 1_000_000);
    if (n > 0) out[kind] = n;
  }
  return out;
}

function priceEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1e6 ? n : undefined;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** The configuration, or `null` when no model is configured (the game then uses its bots). */
export function readLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const baseURL = env.WOLFCORE_LLM_BASE_URL?.trim();
  const model = env.WOLFCORE_LLM_MODEL?.trim();
  if (!baseURL || !model) return null;
  try {
    const url = new URL(baseURL);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  } catch {
    return null;
  }
  const maxTokens = intEnv(env, "WOLFCORE_LLM_MAX_TOKENS", 0, 16, 1_000_000);
  const priceIn = priceEnv(env, "WOLFCORE_LLM_PRICE_IN");
  const priceOut = priceEnv(env, "WOLFCORE_LLM_PRICE_OUT");
  return {
    baseURL,
    // The client insists on a key; local servers ignore the header.
    apiKey: env.WOLFCORE_LLM_API_KEY?.trim() || "none",
    model,
    summaryModel: env.WOLFCORE_SUMMARY_MODEL?.trim() || model,
    timeoutMs: intEnv(env, "WOLFCORE_LLM_TIMEOUT_MS", 60_000, 100, 600_000),
    maxRetries: intEnv(env, "WOLFCORE_LLM_MAX_RETRIES", 2, 0, 5),
    maxReplyChars: intEnv(env, "WOLFCORE_LLM_MAX_REPLY_CHARS", 32_000, 100, 1_000_000),
    ...temperatureOf(env),
    tokens: tokensOf(env),
    concurrency: intEnv(env, "WOLFCORE_LLM_CONCURRENCY", 4, 1, 64),
    maxReplyBytes: intEnv(env, "WOLFCORE_LLM_MAX_REPLY_BYTES", 256_000, 4_000, 16_000_000),
    ...(maxTokens > 0 ? { maxTokens } : {}),
    ...(priceIn !== undefined && priceOut !== undefined ? { price: { in: priceIn, out: priceOut } } : {}),
  };
}
