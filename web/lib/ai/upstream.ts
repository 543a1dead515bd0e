// One chat completion against the configured OpenAI-compatible endpoint, through the official
// `openai` client, surviving what real servers do:
// - structured output first (`response_format: json_schema`); a server that refuses it (HTTP 400,
//   404, 415 or 422) is asked again with `json_object`, then with no format at all (the browser
//   then extracts the JSON from prose). The format that worked is remembered per model.
// - 429, 5xx and dropped connections: bounded retries with exponential backoff (honouring
//   `retry-after`/`retry-after-ms`, capped). Our own loop rather than the client's `maxRetries`,
//   because the client would also retry timeouts, 408 and 409, tripling a stalled turn.
// - a per-request timeout (the client's `timeout`), never retried;
// - cancellation: the caller's AbortSignal (the browser's request) aborts the upstream request
//   and any backoff sleep.
// Replies are bounded and scrubbed of the key before they leave the server.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { LlmConfig } from "./config";
import type { AiErrorCode, ChatRequest, ChatResponse, ReplyFormat, TokenUsage } from "./protocol";

const FORMATS: readonly ReplyFormat[] = ["json_schema", "json_object", "text"];
/** Statuses with which a server says "I do not take this response_format". */
const FORMAT_REFUSED = new Set([400, 404, 415, 422]);
const MAX_BACKOFF_MS = 8_000;
const BASE_BACKOFF_MS = 500;

/** Per base URL and model: the first format worth trying (learned from refusals). */
const formatMemory = new Map<string, number>();

/** Forgets what was learned about servers (tests). */
export function resetFormatMemory(): void {
  formatMemory.clear();
}

class Aborted extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Aborted());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Aborted());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The wait before retry `n` (0-based): the server's `retry-after` when sane, else 0.5 s · 2ⁿ with jitter. */
export function backoffMs(n: number, headers: Headers | undefined): number {
  const ms = Number(headers?.get("retry-after-ms"));
  if (Number.isFinite(ms) && ms >= 0 && headers?.get("retry-after-ms")) return Math.min(ms, MAX_BACKOFF_MS);
  const s = Number(headers?.get("retry-after"));
  if (Number.isFinite(s) && s >= 0 && headers?.get("retry-after")) return Math.min(s * 1000, MAX_BACKOFF_MS);
  const base = Math.min(BASE_BACKOFF_MS * 2 ** n, MAX_BACKOFF_MS);
  return Math.round(base * (0.75 + Math.random() * 0.25));
}

function responseFormat(format: ReplyFormat, req: ChatRequest): ChatCompletionCreateParamsNonStreaming["response_format"] {
  if (format === "json_schema") {
    return { type: "json_schema", json_schema: { name: req.schema.name, schema: req.schema.schema, strict: true } };
  }
  if (format === "json_object") return { type: "json_object" };
  return undefined;
}

function usageOf(u: OpenAI.CompletionUsage | undefined | null): TokenUsage | undefined {
  if (!u) return undefined;
  const usage: TokenUsage = {};
  if (typeof u.prompt_tokens === "number") usage.prompt = u.prompt_tokens;
  if (typeof u.completion_tokens === "number") usage.completion = u.completion_tokens;
  if (typeof u.total_tokens === "number") usage.total = u.total_tokens;
  return Object.keys(usage).length > 0 ? usage : undefined;
}

/** Removes the key from anything an upstream sends back (a hostile server could echo it). */
export function redactKey(text: string, apiKey: string): string {
  return apiKey.length >= 8 ? text.split(apiKey).join("[redacted]") : text;
}

/** The model for a purpose. */
export function modelFor(config: LlmConfig, req: ChatRequest): string {
  return req.purpose === "summary" ? config.summaryModel : config.model;
}

/** Calls the endpoint; never throws (every failure is a coded `ok: false`). */
export async function completeChat(config: LlmConfig, req: ChatRequest, signal: AbortSignal): Promise<ChatResponse> {
  const model = modelFor(config, req);
  const started = performance.now();
  let attempts = 0;
  let retries = 0;
  const facts = () => ({ model, latencyMs: Math.round(performance.now() - started), attempts, retries });
  const fail = (code: AiErrorCode, status?: number): ChatResponse => ({
    ok: false,
    code,
    ...(status !== undefined ? { status } : {}),
    ...facts(),
  });

  const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
  const memoryKey = `${config.baseURL}\u0000${model}`;
  let formatIndex = formatMemory.get(memoryKey) ?? 0;
  const startIndex = formatIndex;

  for (;;) {
    const format = FORMATS[formatIndex]!;
    const params: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: req.messages,
      ...(responseFormat(format, req) ? { response_format: responseFormat(format, req) } : {}),
      ...(config.maxTokens ? { max_tokens: config.maxTokens } : {}),
    };
    try {
      if (signal.aborted) return fail("llm_aborted");
      attempts++;
      const completion = await client.chat.completions.create(params, { signal, timeout: config.timeoutMs });
      if (formatIndex !== startIndex) formatMemory.set(memoryKey, formatIndex);
      const choice = completion.choices?.[0];
      const content = choice?.message?.content;
      if (typeof content !== "string" || content.trim() === "") return fail("llm_empty_reply");
      if (content.length > config.maxReplyChars) return fail("llm_reply_too_long");
      const usage = usageOf(completion.usage);
      return {
        ok: true,
        content: redactKey(content, config.apiKey),
        format,
        ...(choice?.finish_reason ? { finishReason: String(choice.finish_reason) } : {}),
        ...(usage ? { usage } : {}),
        ...facts(),
      };
    } catch (err) {
      if (err instanceof APIUserAbortError || signal.aborted) return fail("llm_aborted");
      if (err instanceof APIConnectionTimeoutError) return fail("llm_timeout");
      const status = err instanceof APIError ? err.status : undefined;
      if (status !== undefined && FORMAT_REFUSED.has(status) && formatIndex < FORMATS.length - 1) {
        formatIndex++;
        continue;
      }
      const retryable = status === undefined ? err instanceof APIError : status === 429 || status >= 500;
      if (retryable && retries < config.maxRetries) {
        try {
          await sleep(backoffMs(retries, err instanceof APIError ? err.headers : undefined), signal);
        } catch {
          return fail("llm_aborted");
        }
        retries++;
        continue;
      }
      if (status === 429) return fail("llm_rate_limited", status);
      if (status !== undefined && status >= 500) return fail("llm_upstream_error", status);
      if (status === undefined) return fail(err instanceof APIError ? "llm_unreachable" : "llm_upstream_error");
      return fail("llm_rejected", status);
    }
  }
}
