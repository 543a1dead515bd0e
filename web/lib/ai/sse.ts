// Reading an OpenAI-compatible streamed chat completion (server-sent events, `stream: true`) from an
// upstream that may be broken or hostile (server only; lib/ai/upstream.ts calls it).
//
// - The events are parsed as the SSE format says: lines end with LF, CRLF or CR (a CRLF split
//   across two reads is one line end), `data:` lines of one event are joined with LF, a blank line
//   ends the event, `:` lines are comments, other fields are ignored.
// - Bounded: at most `maxBytes` are read in all (then the read is cancelled, so the connection
//   closes), at most `maxLineChars` in one line or one event's data, at most `maxChars` of reply
//   text; whatever is past a bound is never kept. The work per read is linear in its size (a line
//   split over many reads is not searched again from its start).
// - Only whitelisted fields are read from each chunk: `choices[0].delta.content` (or `.message.content`,
//   which some servers send), `finish_reason` (mapped onto a fixed list) and `usage` (bounded
//   integers). Everything else — ids, model names, fingerprints, reasoning text — is never read.
//   Junk lines, non-JSON data and chunks without those fields are skipped. `data: [DONE]` ends the
//   reply (the rest is not read); a stream that ends without it keeps what came.
// - An `error` event (or a chunk with an `error` member) ends the reply as an upstream error; its
//   message is kept only bounded, for the caller's classification, and is never returned to the
//   browser.
// - The reply text is scrubbed of the operator's key (split across chunks or not).
import type { FinishReason, TokenUsage } from "./protocol";

const FINISH: readonly FinishReason[] = ["stop", "length", "content_filter", "tool_calls"];

export interface StreamLimits {
  /** Most bytes read from the body; past it the read is cancelled (`too_large`). */
  maxBytes: number;
  /** Most characters of reply text; past it the read is cancelled (`too_long`). */
  maxChars: number;
  /** Longest line, and longest data of one event, in characters (`too_large` past it). */
  maxLineChars?: number;
  /** Scrubbed from the reply text (the operator's key). */
  secret?: string;
}

export type StreamReply =
  | {
      ok: true;
      content: string;
      finishReason?: FinishReason;
      usage?: TokenUsage;
      /** Whether `[DONE]` ended it (else the stream just ended). */
      done: boolean;
      /** Events skipped as junk (not JSON, not a chunk). */
      skipped: number;
    }
  | {
      ok: false;
      /** `too_large`: bytes or a line over its bound; `too_long`: reply text over its bound;
       * `upstream_error`: an error event; `dropped`: the read failed (connection lost or aborted). */
      reason: "too_large" | "too_long" | "upstream_error" | "dropped";
      /** A bounded error message (`upstream_error` only), for classification; never for the browser. */
      message?: string;
    };

export const DEFAULT_MAX_LINE_CHARS = 256_000;
const MAX_ERROR_MESSAGE = 4_000;

/** The upstream's `finish_reason`, whitelisted: never its text. */
export function finishReasonOf(v: unknown): FinishReason | undefined {
  if (v === undefined || v === null) return undefined;
  return typeof v === "string" && (FINISH as readonly string[]).includes(v) ? (v as FinishReason) : "other";
}

const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 1e9;

/** The upstream's `usage`, whitelisted: bounded integers only. */
export function usageOf(u: unknown): TokenUsage | undefined {
  if (typeof u !== "object" || u === null) return undefined;
  const raw = u as Record<string, unknown>;
  const usage: TokenUsage = {};
  if (count(raw.prompt_tokens)) usage.prompt = raw.prompt_tokens;
  if (count(raw.completion_tokens)) usage.completion = raw.completion_tokens;
  if (count(raw.total_tokens)) usage.total = raw.total_tokens;
  return Object.keys(usage).length > 0 ? usage : undefined;
}

/** Removes the key from anything an upstream sends back (a hostile server could echo it). */
export function redactKey(text: string, apiKey: string): string {
  return apiKey.length >= 8 ? text.split(apiKey).join("[redacted]") : text;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function errorMessage(v: unknown): string {
  if (typeof v === "string") return v.slice(0, MAX_ERROR_MESSAGE);
  if (isObject(v) && typeof v.message === "string") return v.message.slice(0, MAX_ERROR_MESSAGE);
  try {
    return JSON.stringify(v).slice(0, MAX_ERROR_MESSAGE);
  } catch {
    return "";
  }
}

/**
 * An incremental SSE parser: `push` text as it arrives, get complete events back. Lines and event
 * data are bounded (`overflow` says when a bound was passed; the parser then stops).
 */
export class SseParser {
  readonly #maxLine: number;
  /** The current line's pieces (not joined until the line ends). */
  #line: string[] = [];
  #lineLength = 0;
  #data: string[] | null = null;
  #dataLength = 0;
  #event = "";
  /** The last text ended with CR: an LF starting the next text belongs to that line end. */
  #afterCR = false;
  overflow = false;

  constructor(maxLineChars = DEFAULT_MAX_LINE_CHARS) {
    this.#maxLine = maxLineChars;
  }

  /** Feeds text; returns the events it completed (`{event, data}`). */
  push(text: string): { event: string; data: string }[] {
    const out: { event: string; data: string }[] = [];
    let at = 0;
    if (this.#afterCR && text.startsWith("\n")) at = 1;
    this.#afterCR = false;
    while (at < text.length && !this.overflow) {
      const lf = text.indexOf("\n", at);
      const cr = text.indexOf("\r", at);
      const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (end < 0) {
        this.#piece(text.slice(at));
        break;
      }
      this.#piece(text.slice(at, end));
      if (this.overflow) break;
      this.#endLine(out);
      if (text[end] === "\r") {
        if (end + 1 === text.length) {
          this.#afterCR = true;
          at = end + 1;
        } else at = text[end + 1] === "\n" ? end + 2 : end + 1;
      } else at = end + 1;
    }
    return out;
  }

  /** The stream ended: an event whose blank line never came is dispatched (lenient), then nothing more. */
  end(): { event: string; data: string }[] {
    const out: { event: string; data: string }[] = [];
    if (this.overflow) return out;
    if (this.#lineLength > 0) this.#endLine(out);
    this.#endLine(out); // a blank line
    return out;
  }

  #piece(s: string): void {
    if (s.length === 0) return;
    this.#lineLength += s.length;
    if (this.#lineLength > this.#maxLine) {
      this.overflow = true;
      this.#line = [];
      return;
    }
    this.#line.push(s);
  }

  #endLine(out: { event: string; data: string }[]): void {
    const line = this.#line.join("");
    this.#line = [];
    this.#lineLength = 0;
    if (line === "") {
      if (this.#data !== null) out.push({ event: this.#event || "message", data: this.#data.join("\n") });
      this.#data = null;
      this.#dataLength = 0;
      this.#event = "";
      return;
    }
    if (line.startsWith(":")) return; // a comment (keep-alive)
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      this.#dataLength += value.length + 1;
      if (this.#dataLength > this.#maxLine) {
        this.overflow = true;
        this.#data = null;
        return;
      }
      (this.#data ??= []).push(value);
    } else if (field === "event") this.#event = value.slice(0, 64);
    // `id`, `retry` and unknown fields: ignored.
  }
}

/**
 * Reads a streamed chat completion from `body` within `limits`. Never throws. On a bound passed,
 * `[DONE]` or an error event the read is cancelled, which closes the connection (the upstream
 * server sees its client gone and can stop generating).
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, limits: StreamLimits): Promise<StreamReply> {
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8");
  const parser = new SseParser(limits.maxLineChars ?? DEFAULT_MAX_LINE_CHARS);
  const parts: string[] = [];
  let chars = 0;
  let bytes = 0;
  let finishReason: FinishReason | undefined;
  let usage: TokenUsage | undefined;
  let skipped = 0;
  const stop = () => {
    reader.cancel().catch(() => {});
  };
  const done = (isDone: boolean): StreamReply => {
    const content = redactKey(parts.join(""), limits.secret ?? "");
    return {
      ok: true,
      content,
      ...(finishReason ? { finishReason } : {}),
      ...(usage ? { usage } : {}),
      done: isDone,
      skipped,
    };
  };
  /** One event: `null` to go on, or the reply. */
  const take = (ev: { event: string; data: string }): StreamReply | null => {
    const data = ev.data.trim();
    if (data === "[DONE]") return done(true);
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      if (ev.event === "error") return { ok: false, reason: "upstream_error", message: data.slice(0, MAX_ERROR_MESSAGE) };
      skipped++;
      return null;
    }
    if (ev.event === "error" || (isObject(chunk) && chunk.error !== undefined && chunk.error !== null)) {
      return { ok: false, reason: "upstream_error", message: errorMessage(isObject(chunk) && chunk.error !== undefined ? chunk.error : chunk) };
    }
    if (!isObject(chunk)) {
      skipped++;
      return null;
    }
    const u = usageOf(chunk.usage);
    if (u) usage = u;
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    const choice = choices.find((c) => isObject(c) && (c.index === 0 || c.index === undefined));
    if (!isObject(choice)) {
      if (!u) skipped++;
      return null;
    }
    const f = finishReasonOf(choice.finish_reason);
    if (f) finishReason = f;
    const delta = isObject(choice.delta) ? choice.delta : isObject(choice.message) ? choice.message : null;
    const text = delta?.content;
    if (typeof text === "string" && text.length > 0) {
      chars += text.length;
      if (chars > limits.maxChars) return { ok: false, reason: "too_long" };
      parts.push(text);
    }
    return null;
  };
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      return { ok: false, reason: "dropped" };
    }
    const events = step.done ? [...parser.push(decoder.decode()), ...parser.end()] : (() => {
      bytes += step.value.byteLength;
      return bytes > limits.maxBytes ? null : parser.push(decoder.decode(step.value, { stream: true }));
    })();
    if (events === null || parser.overflow) {
      stop();
      return { ok: false, reason: "too_large" };
    }
    for (const ev of events) {
      const r = take(ev);
      if (r) {
        if (!step.done) stop();
        return r;
      }
    }
    if (step.done) return done(false);
  }
}
