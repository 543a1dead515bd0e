// One chat completion against the configured OpenAI-compatible endpoint, through the official
// `openai` client, surviving what real servers do (web/README.md lists them with their settings):
// - the reply format, negotiated per model: `response_format: json_schema` first, then
//   `json_object` with the schema beside it (llama-cpp-python answers json_schema with HTTP 500
//   "Input should be 'text' or 'json_object'" and constrains `json_object` + `schema` with a
//   grammar; llama.cpp's llama-server takes both), then plain `json_object`, then no format. A
//   format counts as refused on HTTP 400/404/415/422, or a 5xx whose message names the format.
//   The first call for a model (and schema kind) is the probe; concurrent calls wait for it; what
//   the server taught is remembered per base URL, model and schema kind. Every schema is built by
//   this server (lib/ai/turn.ts), so no request can teach it anything.
// - 429, 5xx and dropped connections: bounded retries with exponential backoff (honouring
//   `retry-after`/`retry-after-ms`, capped). Our own loop rather than the client's `maxRetries`,
//   because the client would also retry timeouts, 408 and 409, tripling a stalled turn.
// - `max_tokens` always sent (a default per purpose, capped by `WOLFCORE_LLM_MAX_TOKENS`), so a
//   runaway reply cannot hold the server; a per-request timeout (never retried);
// - at most `WOLFCORE_LLM_CONCURRENCY` requests at once per server, the rest queued here before
//   their timeout starts (llama-cpp-python answers one at a time);
// - cancellation: the caller's AbortSignal (the browser's request) aborts the upstream request
//   (the connection is closed) and any backoff sleep;
// - the bytes read from the upstream are capped (a larger body is cut off and the connection
//   dropped), and only whitelisted, bounded fields leave this module, scrubbed of the key.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { LlmConfig } from "./config";
import type { AiErrorCode, AiPurpose, ChatMessage, FinishReason, ReplyFormat, ReplySchema, TokenUsage } from "./protocol";
import { REPLY_FORMATS } from "./protocol";

/** Statuses with which a server says "I do not take this response_format". */
const FORMAT_REFUSED = new Set([400, 404, 415, 422]);
/** A 5xx whose message names the format is a refusal too (llama-cpp-python's pydantic 500). */
const FORMAT_WORDS = /response_format|json_schema|json_object|'text' or/i;
const MAX_BACKOFF_MS = 8_000;
const BASE_BACKOFF_MS = 500;
const FINISH: readonly FinishReason[] = ["stop", "length", "content_filter", "tool_calls"];

export interface UpstreamRequest {
  purpose: AiPurpose;
  messages: ChatMessage[];
  schema: ReplySchema;
  maxTokens: number;
  temperature?: number;
}

interface Facts {
  model: string;
  latencyMs: number;
  /** HTTP requests made (1 + retries + format fallbacks). */
  attempts: number;
  retries: number;
}

export type UpstreamResult =
  | (Facts & { ok: true; content: string; format: ReplyFormat; finishReason?: FinishReason; usage?: TokenUsage })
  | (Facts & { ok: false; code: AiErrorCode; status?: number; format?: ReplyFormat });

/** Per base URL, model and schema kind: the first format worth trying (learned from the server's refusals). */
const formatMemory = new Map<string, number>();
/** The probe in flight per key: concurrent first calls wait for it rather than all probing. */
const probes = new Map<string, Promise<void>>();

/**
 * At most `limit` requests at once per base URL; the others wait here, before their timeout
 * starts (a server that answers one request at a time, like llama-cpp-python, would otherwise
 * count the queue against every request's timeout). A waiter's abort takes it out of the queue.
 */
class Slots {
  #busy = 0;
  readonly #queue: (() => void)[] = [];

  async take(limit: number, signal: AbortSignal): Promise<boolean> {
    if (this.#busy < limit) {
      this.#busy++;
      return true;
    }
    return new Promise<boolean>((resolve) => {
      const go = () => {
        signal.removeEventListener("abort", quit);
        this.#busy++;
        resolve(true);
      };
      const quit = () => {
        const i = this.#queue.indexOf(go);
        if (i >= 0) this.#queue.splice(i, 1);
        resolve(false);
      };
      if (signal.aborted) return resolve(false);
      signal.addEventListener("abort", quit, { once: true });
      this.#queue.push(go);
    });
  }

  release(): void {
    this.#busy--;
    this.#queue.shift()?.();
  }
}

const slots = new Map<string, Slots>();

/** Forgets what was learned about servers (tests). */
export function resetFormatMemory(): void {
  formatMemory.clear();
  probes.clear();
}

/** What was learned for a model (tests, the README's table). */
export function learnedFormat(baseURL: string, model: string, strict: boolean): ReplyFormat | undefined {
  const i = formatMemory.get(memoryKey(baseURL, model, strict));
  return i === undefined ? undefined : REPLY_FORMATS[i];
}

function memoryKey(baseURL: string, model: string, strict: boolean): string {
  return `${baseURL}\u0000${model}\u0000${strict ? "strict" : "loose"}`;
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

/** Resolves when `p` settles or `signal` aborts (never rejects). */
function until(p: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      signal.removeEventListener("abort", done);
      resolve();
    };
    signal.addEventListener("abort", done, { once: true });
    p.then(done, done);
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

/** The request's format fields (`response_format`, and for `json_object_schema` its `schema`). */
export function formatParams(format: ReplyFormat, schema: ReplySchema): Record<string, unknown> {
  switch (format) {
    case "json_schema":
      return { response_format: { type: "json_schema", json_schema: { name: schema.name, schema: schema.schema, strict: schema.strict } } };
    case "json_object_schema":
      return { response_format: { type: "json_object", schema: schema.schema } };
    case "json_object":
      return { response_format: { type: "json_object" } };
    case "text":
      return {};
  }
}

const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 1e9;

function usageOf(u: unknown): TokenUsage | undefined {
  if (typeof u !== "object" || u === null) return undefined;
  const raw = u as Record<string, unknown>;
  const usage: TokenUsage = {};
  if (count(raw.prompt_tokens)) usage.prompt = raw.prompt_tokens;
  if (count(raw.completion_tokens)) usage.completion = raw.completion_tokens;
  if (count(raw.total_tokens)) usage.total = raw.total_tokens;
  return Object.keys(usage).length > 0 ? usage : undefined;
}

/** The upstream's `finish_reason`, whitelisted: never its text. */
export function finishReasonOf(v: unknown): FinishReason | undefined {
  if (v === undefined || v === null) return undefined;
  return typeof v === "string" && (FINISH as readonly string[]).includes(v) ? (v as FinishReason) : "other";
}

/** Removes the key from anything an upstream sends back (a hostile server could echo it). */
export function redactKey(text: string, apiKey: string): string {
  return apiKey.length >= 8 ? text.split(apiKey).join("[redacted]") : text;
}

/** The model for a purpose. */
export function modelFor(config: LlmConfig, purpose: AiPurpose): string {
  return purpose === "summary" ? config.summaryModel : config.model;
}

/**
 * `fetch` that reads at most `maxBytes` of a response body: past it the stream errors (the client
 * sees a failed read) and the connection is dropped; `tooLarge()` then says why.
 */
export function cappedFetch(maxBytes: number): { fetch: typeof fetch; tooLarge: () => boolean } {
  let over = false;
  const capped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, init);
    const declared = Number(res.headers.get("content-length") ?? "");
    if (Number.isFinite(declared) && declared > maxBytes) {
      over = true;
      await res.body?.cancel().catch(() => {});
      throw new Error("upstream body over the cap");
    }
    if (!res.body) return res;
    let seen = 0;
    const body = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            over = true;
            controller.error(new Error("upstream body over the cap"));
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  }) as typeof fetch;
  return { fetch: capped, tooLarge: () => over };
}

function isFormatRefusal(status: number | undefined, err: unknown): boolean {
  if (status === undefined) return false;
  if (FORMAT_REFUSED.has(status)) return true;
  return status >= 500 && err instanceof Error && FORMAT_WORDS.test(err.message.slice(0, 4_000));
}

/** Calls the endpoint; never throws (every failure is a coded `ok: false`). */
export async function completeChat(config: LlmConfig, req: UpstreamRequest, signal: AbortSignal): Promise<UpstreamResult> {
  const model = modelFor(config, req.purpose);
  const started = performance.now();
  let attempts = 0;
  let retries = 0;
  const facts = (): Facts => ({ model, latencyMs: Math.round(performance.now() - started), attempts, retries });
  const fail = (code: AiErrorCode, status?: number, format?: ReplyFormat): UpstreamResult => ({
    ok: false,
    code,
    ...(status !== undefined ? { status } : {}),
    ...(format ? { format } : {}),
    ...facts(),
  });

  const key = memoryKey(config.baseURL, model, req.schema.strict);
  // The first call for this key probes; the others wait for what it learns.
  let endProbe: (() => void) | null = null;
  if (!formatMemory.has(key)) {
    const running = probes.get(key);
    if (running) await until(running, signal);
    else probes.set(key, new Promise<void>((resolve) => (endProbe = resolve)));
  }
  const learn = (index: number | null) => {
    if (index !== null) formatMemory.set(key, index);
    if (endProbe) {
      probes.delete(key);
      endProbe();
      endProbe = null;
    }
  };

  let gate = slots.get(config.baseURL);
  if (!gate) slots.set(config.baseURL, (gate = new Slots()));
  if (!(await gate.take(config.concurrency, signal))) {
    learn(null);
    return fail("llm_aborted");
  }
  try {
    const cap = cappedFetch(config.maxReplyBytes);
    const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs, fetch: cap.fetch });
    let formatIndex = formatMemory.get(key) ?? 0;
    const maxTokens = Math.min(req.maxTokens, config.maxTokens ?? Number.MAX_SAFE_INTEGER);
    for (;;) {
      const format = REPLY_FORMATS[formatIndex]!;
      const params = {
        model,
        messages: req.messages,
        max_tokens: maxTokens,
        ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
        ...formatParams(format, req.schema),
      } as ChatCompletionCreateParamsNonStreaming;
      try {
        if (signal.aborted) return fail("llm_aborted");
        attempts++;
        const completion = await client.chat.completions.create(params, { signal, timeout: config.timeoutMs });
        // The server took this format: what it taught (possibly nothing new) is remembered.
        learn(formatIndex);
        const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
        const content = choice?.message?.content;
        const finishReason = finishReasonOf(choice?.finish_reason);
        if (typeof content !== "string" || content.trim() === "") return fail("llm_empty_reply", undefined, format);
        if (content.length > config.maxReplyChars) return fail("llm_reply_too_long", undefined, format);
        const usage = usageOf(completion.usage);
        return {
          ok: true,
          content: redactKey(content, config.apiKey),
          format,
          ...(finishReason ? { finishReason } : {}),
          ...(usage ? { usage } : {}),
          ...facts(),
        };
      } catch (err) {
        if (err instanceof APIUserAbortError || signal.aborted) return fail("llm_aborted");
        if (cap.tooLarge()) return fail("llm_reply_too_long", undefined, format);
        if (err instanceof APIConnectionTimeoutError) return fail("llm_timeout", undefined, format);
        const status = err instanceof APIError ? err.status : undefined;
        if (isFormatRefusal(status, err) && formatIndex < REPLY_FORMATS.length - 1) {
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
        if (status === 429) return fail("llm_rate_limited", status, format);
        if (status !== undefined && status >= 500) return fail("llm_upstream_error", status, format);
        if (status === undefined) return fail(err instanceof APIError ? "llm_unreachable" : "llm_upstream_error", undefined, format);
        return fail("llm_rejected", status, format);
      }
    }
  } finally {
    gate.release();
    learn(null); // a probe that failed lets the waiting calls try for themselves
  }
}
