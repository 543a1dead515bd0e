// The streamed-reply reader (lib/ai/sse.ts) against hostile streams: events split across reads
// anywhere (inside a line, inside a CRLF, inside a multi-byte character), junk lines and
// comments, `[DONE]` and what follows it, chunks with missing or wrong fields, oversized lines,
// bodies and replies, error events, and the key echoed in every field (issue 20).
import { test } from "node:test";
import assert from "node:assert/strict";
import { SseParser, readChatStream, type StreamLimits } from "../../lib/ai/sse";

const KEY = "sk-test-wolfcore-0123456789abcdef";
const LIMITS: StreamLimits = { maxBytes: 100_000, maxChars: 10_000, secret: KEY };

/** A body that delivers `writes` one read at a time (bytes, so a write may cut a character in two); `cancelled` says whether the reader hung up. */
function body(writes: (string | Uint8Array)[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean; pulled: () => number } {
  const enc = new TextEncoder();
  let i = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i >= writes.length) return controller.close();
      const w = writes[i++]!;
      controller.enqueue(typeof w === "string" ? enc.encode(w) : w);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled, pulled: () => i };
}

const chunk = (content: unknown, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }], ...extra })}\n\n`;
const finish = (reason: unknown) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: reason }] })}\n\n`;

/** Every way of cutting `text` into 2 reads, and a read per byte. */
function splits(text: string): Uint8Array[][] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[][] = [];
  for (let at = 1; at < bytes.length; at++) out.push([bytes.slice(0, at), bytes.slice(at)]);
  out.push(Array.from(bytes, (b) => Uint8Array.of(b)));
  return out;
}

test("a well-formed stream: content joined, finish_reason and usage whitelisted, [DONE] ends it", async () => {
  const { stream } = body([
    chunk(""),
    chunk('{"spee'),
    chunk('ch": "I am a villager"}'),
    finish("stop"),
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 120, completion_tokens: 9, total_tokens: 129 } })}\n\n`,
    "data: [DONE]\n\n",
  ]);
  const r = await readChatStream(stream, LIMITS);
  assert.deepEqual(r, { ok: true, content: '{"speech": "I am a villager"}', finishReason: "stop", usage: { prompt: 120, completion: 9, total: 129 }, done: true, skipped: 0 });
});

test("events split across reads at every byte (inside a line, a CRLF, a multi-byte character) read the same", async () => {
  // The second event's data is two lines (CRLF between them): a CR and LF read apart must not end the event early.
  const text = `data: {"choices":[{"index":0,"delta":{"content":"预言家 3号 "}}]}\r\n\r\n: keep-alive\r\ndata: {"choices":[{"index":0,\r\ndata: "delta":{"content":"is a wolf"},"finish_reason":"stop"}]}\r\rdata: [DONE]\n\n`;
  for (const writes of splits(text)) {
    const r = await readChatStream(body(writes).stream, LIMITS);
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.content, "预言家 3号 is a wolf");
    assert.equal(r.finishReason, "stop");
    assert.equal(r.done, true);
  }
});

test("[DONE] ends the reply: what follows is never read and the stream is cancelled (the connection closes)", async () => {
  const b = body([chunk("a"), "data: [DONE]\n\n", chunk("never"), chunk("read")]);
  const r = await readChatStream(b.stream, LIMITS);
  assert.ok(r.ok);
  assert.equal(r.content, "a");
  assert.equal(b.cancelled(), true);
  assert.ok(b.pulled() <= 3, `${b.pulled()} reads`);
});

test("junk lines, comments, unknown fields, non-JSON data and chunks with missing or wrong fields are skipped", async () => {
  const { stream } = body([
    "garbage without a colon\n",
    ": a comment\n",
    "event: message\nid: 7\nretry: 10\nfoo: bar\n",
    chunk("A"),
    "data: not json at all\n\n",
    "data: [1, 2, 3]\n\n",
    'data: {"choices": "nope"}\n\n',
    'data: {"choices": [{"index": 1, "delta": {"content": "other choice"}}]}\n\n',
    'data: {"choices": [{"index": 0}]}\n\n',
    'data: {"choices": [{"index": 0, "delta": {"content": 42}}]}\n\n',
    'data: {"choices": [{"index": 0, "delta": null}]}\n\n',
    'data: {"choices": [null, 5]}\n\n',
    chunk("B"),
    // Some servers send the whole message in the last chunk instead of a delta.
    'data: {"choices": [{"index": 0, "message": {"content": "C"}}]}\n\n',
    "data: [DONE]\n\n",
  ]);
  const r = await readChatStream(stream, LIMITS);
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.content, "ABC");
  assert.equal(r.skipped, 5);
  assert.equal(r.finishReason, undefined);
});

test("multi-line data is joined with LF; a stream that ends without [DONE] (or a final blank line) keeps what came", async () => {
  const r = await readChatStream(body(['data: {"choices": [{"index": 0,\ndata:  "delta": {"content": "x"}}]}\n\n', chunk("y"), 'data: {"choices":[{"delta":{"content":"z"}}]}']).stream, LIMITS);
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.content, "xyz");
  assert.equal(r.done, false);
});

test("the key echoed in every field: scrubbed from the text (even split across chunks), never read elsewhere", async () => {
  const half = KEY.length >> 1;
  const { stream } = body([
    `data: ${JSON.stringify({ id: KEY, model: KEY, system_fingerprint: KEY, choices: [{ index: 0, delta: { role: KEY, content: `key ${KEY.slice(0, half)}` } }] })}\n\n`,
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: `${KEY.slice(half)} end`, reasoning_content: KEY } }] })}\n\n`,
    finish(`stop ${KEY}`),
    `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: KEY, completion_tokens: -1, total_tokens: 1e12, extra: KEY } })}\n\n`,
    "data: [DONE]\n\n",
  ]);
  const r = await readChatStream(stream, LIMITS);
  assert.ok(r.ok);
  assert.equal(r.content, "key [redacted] end");
  assert.equal(r.finishReason, "other");
  assert.equal(r.usage, undefined);
  assert.ok(!JSON.stringify(r).includes(KEY));
});

test("bounds: too many bytes, a line without end, one event's data too long, too much text: cut off and the stream cancelled", async () => {
  // 20 MB of stream: stopped after ~maxBytes, not read to the end.
  const many = Array.from({ length: 2_000 }, () => chunk("x".repeat(10_000)));
  const b1 = body(many);
  const r1 = await readChatStream(b1.stream, { ...LIMITS, maxChars: 1e9 });
  assert.deepEqual(r1, { ok: false, reason: "too_large" });
  assert.ok(b1.cancelled() && b1.pulled() < 20, `${b1.pulled()} reads`);
  // A line that never ends, in small reads (never searched again from its start: linear time).
  const b2 = body(Array.from({ length: 5_000 }, () => "data: " + "y".repeat(100)));
  const t0 = performance.now();
  const r2 = await readChatStream(b2.stream, { ...LIMITS, maxBytes: 10_000_000, maxLineChars: 50_000 });
  assert.deepEqual(r2, { ok: false, reason: "too_large" });
  assert.ok(b2.cancelled() && b2.pulled() < 1_000);
  assert.ok(performance.now() - t0 < 5_000);
  // Many short data lines of one event.
  const b3 = body(Array.from({ length: 1_000 }, () => "data: " + "z".repeat(90) + "\n"));
  assert.deepEqual(await readChatStream(b3.stream, { ...LIMITS, maxLineChars: 20_000 }), { ok: false, reason: "too_large" });
  // More reply text than allowed.
  const b4 = body(Array.from({ length: 100 }, () => chunk("w".repeat(500))));
  assert.deepEqual(await readChatStream(b4.stream, { ...LIMITS, maxChars: 2_000 }), { ok: false, reason: "too_long" });
  assert.ok(b4.cancelled() && b4.pulled() < 10);
});

test("an error event, or a chunk with an error member, ends the reply as an upstream error (bounded message, never the content)", async () => {
  const r1 = await readChatStream(body([chunk("a"), `data: {"error": {"message": "model overloaded ${"!".repeat(10_000)}"}}\n\n`, chunk("b")]).stream, LIMITS);
  assert.equal(r1.ok, false);
  assert.ok(!r1.ok && r1.reason === "upstream_error" && r1.message!.startsWith("model overloaded") && r1.message!.length <= 4_000);
  const r2 = await readChatStream(body(["event: error\ndata: boom\n\n"]).stream, LIMITS);
  assert.deepEqual(r2, { ok: false, reason: "upstream_error", message: "boom" });
});

test("a read that fails (the connection dropped or the caller aborted) is `dropped`", async () => {
  let n = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (n++ === 0) controller.enqueue(new TextEncoder().encode(chunk("partial")));
      else controller.error(new Error("socket hang up"));
    },
  });
  assert.deepEqual(await readChatStream(stream, LIMITS), { ok: false, reason: "dropped" });
});

test("the parser alone: CR, LF and CRLF line ends, a CR at the end of one push and LF at the start of the next is one line end", () => {
  const p = new SseParser();
  assert.deepEqual(p.push("data: a\r"), []);
  assert.deepEqual(p.push("\ndata: b\r\n\r"), [{ event: "message", data: "a\nb" }]);
  assert.deepEqual(p.push("\n"), []);
  assert.deepEqual(p.push("event: error\ndata:c\n\n"), [{ event: "error", data: "c" }]);
  assert.deepEqual(p.push("data\n\n"), [{ event: "message", data: "" }]);
  assert.deepEqual(p.push("data: tail"), []);
  assert.deepEqual(p.end(), [{ event: "message", data: "tail" }]);
});
