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
// - streamed: `stream: true` (with `stream_options.include_usage`, for the token counts), the
//   reply read as server-sent events as it is generated (lib/ai/sse.ts), so that the caller's
//   abort (the browser left: its request's AbortSignal) closes the upstream connection while the
//   server is still generating, and a server that watches its client (llama-cpp-python, llama.cpp,
//   vLLM, Ollama, the hosted APIs) stops generating. A refusal (HTTP 400/404/415/422 or a 5xx)
//   whose message names `stream_options` is answered by asking without it, one naming `stream`
//   by asking without streaming (any other refusal is the format's, as above); that is remembered
//   per base URL and model, like the format (only from the server's own answers). A server that
//   ignores `stream` and answers JSON is read as JSON. A stream that drops mid-way or sends an
//   `error` event is retried like a 5xx;
// - cancellation: the caller's AbortSignal aborts the upstream request (the connection is closed)
//   and any backoff sleep; the timeout (`WOLFCORE_LLM_TIMEOUT_MS`) covers a whole request, the
//   generation included;
// - the bytes read from the upstream are capped (a larger body is cut off and the connection
//   dropped), and only whitelisted, bounded fields leave this module, scrubbed of the key.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions";
import type { LlmConfig } from "./config";
import type { AiErrorCode, AiPurpose, ChatMessage, FinishReason, ReplyFormat, ReplySchema, TokenUsage } from "./protocol";
import { REPLY_FORMATS } from "./protocol";
import { finishReasonOf, readChatStream, redactKey, usageOf } from "./sse";

export { finishReasonOf, redactKey } from "./sse";

/** Statuses with which a server says "I do not take this response_format". */
const FORMAT_REFUSED = new Set([400, 404, 415, 422]);
/** A 5xx whose message names the format is a refusal too (llama-cpp-python's pydantic 500). */
const FORMAT_WORDS = /response_format|json_schema|json_object|'text' or/i;
/** A refusal whose message names these is about the stream, not the format. */
const STREAM_OPTIONS_WORDS = /stream_options|include_usage/i;
const STREAM_WORDS = /\bstream/i;
const MAX_BACKOFF_MS = 8_000;
const BASE_BACKOFF_MS = 500;

/**
 * How a reply is asked for, tried in this order until the server takes one: streamed with the
 * usage chunk, streamed without `stream_options`, not streamed.
 */
export type StreamMode = "stream_usage" | "stream" | "none";
const STREAM_MODES: readonly StreamMode[] = ["stream_usage", "stream", "none"];

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
/** Per base URL and model: the first stream mode worth trying (learned from the server's refusals). */
const streamMemory = new Map<string, number>();

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
  streamMemory.clear();
}

/** The stream mode learned for a model (tests), `undefined` while nothing was learned. */
export function learnedStream(baseURL: string, model: string): StreamMode | undefined {
  const i = streamMemory.get(`${baseURL}\u0000${model}`);
  return i === undefined ? undefined : STREAM_MODES[i];
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

/** The bytes read from one response: the operator's cap, or for a stream 1 KB per allowed token + 64 KB if more. */
export function streamByteCap(maxReplyBytes: number, maxTokens: number): number {
  return Math.max(maxReplyBytes, Math.min(maxTokens, 1_000_000) * 1_024 + 65_536);
}

/** Whether the server refused what was asked (a status that says so, or a 5xx naming `words`). */
function refusedFor(status: number | undefined, err: unknown, words: RegExp): boolean {
  if (status === undefined) return false;
  const message = err instanceof Error ? err.message.slice(0, 4_000) : "";
  if (FORMAT_REFUSED.has(status)) return words.test(message) || words === FORMAT_WORDS;
  return status >= 500 && words.test(message);
}

/** What a refusal refers to: the stream options, the stream, or (by default) the format. */
function refusalKind(status: number | undefined, err: unknown): "stream_options" | "stream" | "format" | null {
  if (status === undefined) return null;
  if (refusedFor(status, err, STREAM_OPTIONS_WORDS)) return "stream_options";
  const message = err instanceof Error ? err.message.slice(0, 4_000) : "";
  // A message naming the format is about the format even if it says "stream" too.
  if (refusedFor(status, err, STREAM_WORDS) && !FORMAT_WORDS.test(message)) return "stream";
  return refusedFor(status, err, FORMAT_WORDS) ? "format" : null;
}

/** One reply read off a response: streamed (SSE) or a whole JSON completion. */
type Read =
  | { ok: true; content: string; finishReason?: FinishReason; usage?: TokenUsage }
  | { ok: false; why: "too_long" | "dropped" | "upstream_error" | "bad_body" };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A whole (non-streamed) chat completion, whitelisted: content, finish_reason, usage. */
async function readCompletion(res: Response, config: LlmConfig): Promise<Read> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return { ok: false, why: "dropped" };
  }
  // A whole reply gets the operator's cap (the fetch's own is the stream's, larger).
  if (Buffer.byteLength(text) > config.maxReplyBytes) return { ok: false, why: "too_long" };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, why: "bad_body" };
  }
  if (!isObject(body)) return { ok: false, why: "bad_body" };
  if (body.error !== undefined && body.error !== null) return { ok: false, why: "upstream_error" };
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  const message = isObject(choice) && isObject(choice.message) ? choice.message : undefined;
  const content = typeof message?.content === "string" ? message.content : "";
  if (content.length > config.maxReplyChars) return { ok: false, why: "too_long" };
  const finishReason = isObject(choice) ? finishReasonOf(choice.finish_reason) : undefined;
  const usage = usageOf(body.usage);
  return { ok: true, content: redactKey(content, config.apiKey), ...(finishReason ? { finishReason } : {}), ...(usage ? { usage } : {}) };
}

/** The reply of a 2xx response: SSE when the server streams, else the JSON it sent instead. */
async function readReply(res: Response, config: LlmConfig, maxStreamBytes: number): Promise<Read> {
  const type = res.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.includes("text/event-stream")) return readCompletion(res, config);
  if (!res.body) return { ok: false, why: "bad_body" };
  const r = await readChatStream(res.body, { maxBytes: maxStreamBytes, maxChars: config.maxReplyChars, secret: config.apiKey });
  if (r.ok) return { ok: true, content: r.content, ...(r.finishReason ? { finishReason: r.finishReason } : {}), ...(r.usage ? { usage: r.usage } : {}) };
  return { ok: false, why: r.reason === "too_large" || r.reason === "too_long" ? "too_long" : r.reason };
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
  const streamKey = `${config.baseURL}\u0000${model}`;
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
    const maxTokens = Math.min(req.maxTokens, config.maxTokens ?? Number.MAX_SAFE_INTEGER);
    // A streamed token costs ~200-250 bytes of SSE (ids, model, timestamps in every chunk): the bytes
    // read from a stream are capped at the larger of the operator's cap and 1 KB per allowed token.
    const cap = cappedFetch(streamByteCap(config.maxReplyBytes, maxTokens));
    // The client's own timeout only covers the wait for the headers; ours (below) the whole request.
    const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs + 1_000, fetch: cap.fetch });
    let formatIndex = formatMemory.get(key) ?? 0;
    let streamIndex = streamMemory.get(streamKey) ?? 0;
    for (;;) {
      const format = REPLY_FORMATS[formatIndex]!;
      const mode = STREAM_MODES[streamIndex]!;
      const params = {
        model,
        messages: req.messages,
        max_tokens: maxTokens,
        ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
        ...formatParams(format, req.schema),
        ...(mode === "none" ? {} : { stream: true }),
        ...(mode === "stream_usage" ? { stream_options: { include_usage: true } } : {}),
      } as ChatCompletionCreateParams;
      if (signal.aborted) return fail("llm_aborted");
      attempts++;
      // One deadline for the whole request (headers and generation); the caller's abort ends it too.
      const attempt = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        attempt.abort();
      }, config.timeoutMs);
      const onAbort = () => attempt.abort();
      signal.addEventListener("abort", onAbort, { once: true });
      try {
        let read: Read;
        try {
          const res = await client.chat.completions.create(params, { signal: attempt.signal }).asResponse();
          // The server took this format and stream mode: what it taught (possibly nothing new) is remembered.
          learn(formatIndex);
          if (streamIndex > 0) streamMemory.set(streamKey, streamIndex);
          read = await readReply(res, config, streamByteCap(config.maxReplyBytes, maxTokens));
        } catch (err) {
          if (signal.aborted || (err instanceof APIUserAbortError && !timedOut)) return fail("llm_aborted");
          if (cap.tooLarge()) return fail("llm_reply_too_long", undefined, format);
          if (timedOut || err instanceof APIConnectionTimeoutError) return fail("llm_timeout", undefined, format);
          const status = err instanceof APIError ? err.status : undefined;
          const kind = refusalKind(status, err);
          if (kind === "stream_options" && mode === "stream_usage") {
            streamIndex = STREAM_MODES.indexOf("stream");
            continue;
          }
          if (kind === "stream" && mode !== "none") {
            streamIndex = STREAM_MODES.indexOf("none");
            continue;
          }
          if (kind !== null && formatIndex < REPLY_FORMATS.length - 1) {
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
        if (read.ok) {
          if (read.content.trim() === "") return fail("llm_empty_reply", undefined, format);
          return {
            ok: true,
            content: read.content,
            format,
            ...(read.finishReason ? { finishReason: read.finishReason } : {}),
            ...(read.usage ? { usage: read.usage } : {}),
            ...facts(),
          };
        }
        // The body failed after the headers: the caller left, the deadline passed, a cap, or the server.
        if (signal.aborted) return fail("llm_aborted");
        if (timedOut) return fail("llm_timeout", undefined, format);
        if (read.why === "too_long" || cap.tooLarge()) return fail("llm_reply_too_long", undefined, format);
        if (read.why === "bad_body") return fail("llm_upstream_error", undefined, format);
        // A dropped connection or an error event mid-stream: retried like a 5xx.
        if (retries < config.maxRetries) {
          try {
            await sleep(backoffMs(retries, undefined), signal);
          } catch {
            return fail("llm_aborted");
          }
          retries++;
          continue;
        }
        return fail(read.why === "dropped" ? "llm_unreachable" : "llm_upstream_error", undefined, format);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        attempt.abort(); // whatever is left of the body is not read: the connection is closed
      }
    }
  } finally {
    gate.release();
    learn(null); // a probe that failed lets the waiting calls try for themselves
  }
}
