// The model route (app/api/ai/chat, app/api/ai/status) and its upstream client against a real
// OpenAI-protocol test server on 127.0.0.1: the prompt built by the server from the game, format
// negotiation (llama-cpp-python's 500 on json_schema), retries with backoff on 429/5xx only, the
// timeout, cancellation, `max_tokens` per purpose, the retry that changes something, bounded and
// whitelisted replies, the key never leaving, and streamed replies (the abort reaching the server
// mid-generation, the stream learned per model).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import type { ActionKind } from "wolfcore";
import { GET } from "../../app/api/ai/status/route";
import { extractJsonObject } from "../../lib/ai/json";
import type { TurnResponse } from "../../lib/ai/protocol";
import { MAX_SPEECH_CHARS } from "../../lib/ai/seat";
import { seatTurn, SUMMARY_MAX_TOKENS, type TurnRequest } from "../../lib/ai/turn";
import { backoffMs, finishReasonOf, learnedFormat, learnedStream, streamByteCap } from "../../lib/ai/upstream";
import { GameSession } from "../../lib/session";
import { TEST_KEY, aiSetup, configure, offeredActions, routeBodies, routeCall, seatSchema, unconfigure, useModelServer } from "../ai/harness";
import { translator } from "./helpers";

const model = useModelServer();

/** A watched 9-seat game with every seat on the model, played by the bots until `stop`. */
function gameAt(stop: (s: GameSession) => boolean, seed = "7", lang: "en" | "zh" = "en"): GameSession {
  const s = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed }), lang);
  for (let i = 0; i < 500 && !stop(s) && !s.game.isOver(); i++) {
    const p = s.game.pending()[0]!;
    s.apply(s.game.botCommand(p.seat));
  }
  assert.ok(stop(s), "the bots never reached the wanted state");
  return s;
}

const owes = (action: ActionKind) => (s: GameSession) => s.game.pending().some((p) => p.action === action);
const turnOf = (s: GameSession, action?: ActionKind): TurnRequest => {
  const p = s.game.pending().find((q) => action === undefined || q.action === action)!;
  return { purpose: "seat", seat: p.seat, game: { setup: s.setup, lang: s.lang, inputs: [...s.inputs] } };
};
const call = (req: TurnRequest, signal = new AbortController().signal) => routeCall(req, signal);
const sha = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");

test("not configured: the status says so, the chat route refuses with llm_not_configured, nothing is called", async () => {
  unconfigure();
  const status = await (GET() as Response).json();
  assert.deepEqual(status, { configured: false });
  const res = await call(turnOf(gameAt(owes("vote"))));
  assert.equal(res.ok, false);
  assert.equal(!res.ok && res.code, "llm_not_configured");
  assert.equal(model.server.requests.length, 0);
});

test("status names the models (and the operator's prices), never the key or the URL", async () => {
  configure(model.server, { WOLFCORE_LLM_PRICE_IN: "0.15", WOLFCORE_LLM_PRICE_OUT: "0.6" });
  const text = await (GET() as Response).text();
  assert.deepEqual(JSON.parse(text), { configured: true, model: "test-seat-model", summaryModel: "test-summary-model", price: { in: 0.15, out: 0.6 } });
  assert.ok(!text.includes(TEST_KEY) && !text.includes("127.0.0.1"));
});

test("a seat turn: the server builds the prompt from the game (the inspector's bytes), sends max_tokens and json_schema; the move comes back", async () => {
  configure(model.server);
  const s = gameAt(owes("vote"));
  const req = turnOf(s, "vote");
  const res = await call(req);
  assert.ok(res.ok && res.purpose === "seat", JSON.stringify(res));
  assert.equal(res.command.type, "vote");
  assert.equal(res.command.seat, req.purpose === "seat" ? req.seat : -1);
  const sent = model.server.requests[0]!;
  assert.equal(sent.authorization, `Bearer ${TEST_KEY}`);
  assert.equal(sent.body.model, "test-seat-model");
  assert.equal(sent.body.max_tokens, 80);
  assert.equal(sent.body.response_format?.type, "json_schema");
  assert.equal(sent.body.response_format?.json_schema?.strict, true);
  // Exactly what the browser's inspector builds with the same function and the same catalogs.
  const local = seatTurn(s.game, s.setup, req.purpose === "seat" ? req.seat : 0, translator("en").t, "en")!;
  assert.deepEqual(sent.body.messages, local.messages);
  assert.equal(res.calls.length, 1);
  assert.equal(res.calls[0]!.promptSha256, sha(local.messages));
  assert.equal(res.calls[0]!.outcome, "accepted");
  assert.deepEqual(Object.keys(res.calls[0]!).sort(), ["attempt", "finishReason", "format", "latencyMs", "model", "move", "outcome", "promptSha256", "retries", "usage"]);
});

test("max_tokens: a speech gets 400, a choice 80, a summary 1,200 (or the operator's per kind); WOLFCORE_LLM_MAX_TOKENS caps them all", async () => {
  configure(model.server);
  const s = gameAt(owes("speak"));
  await call(turnOf(s, "speak"));
  assert.equal(model.server.requests[0]!.body.max_tokens, 400);
  const v = gameAt(owes("vote"));
  const day = v.game.view().day;
  const summary = await call({ purpose: "summary", day, game: { setup: v.setup, lang: v.lang, inputs: [...v.inputs] } });
  assert.ok(summary.ok, JSON.stringify(summary));
  assert.equal(model.server.requests[1]!.body.max_tokens, SUMMARY_MAX_TOKENS);
  assert.equal(model.server.requests[1]!.body.model, "test-summary-model");
  configure(model.server, { WOLFCORE_LLM_MAX_TOKENS: "64" });
  await call(turnOf(s, "speak"));
  assert.equal(model.server.requests[2]!.body.max_tokens, 64);
  // A reasoning model's operator gives each kind room to think.
  configure(model.server, { WOLFCORE_LLM_MAX_TOKENS_SPEECH: "3000", WOLFCORE_LLM_MAX_TOKENS_MOVE: "2000" });
  await call(turnOf(s, "speak"));
  await call(turnOf(v, "vote"));
  assert.deepEqual([model.server.requests[3]!.body.max_tokens, model.server.requests[4]!.body.max_tokens], [3000, 2000]);
});

test("llama-cpp-python: HTTP 500 on json_schema → json_object + schema, learned once per model and remembered", async () => {
  configure(model.server);
  const llamaCppPython500 = {
    status: 500,
    raw: JSON.stringify({ error: { message: "1 validation error: {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\"}" } }),
  };
  model.responders.seat = (r) => (r.body.response_format?.type === "json_schema" ? llamaCppPython500 : model.defaults.seat(r));
  const s = gameAt(owes("vote"));
  const first = await call(turnOf(s, "vote"));
  assert.ok(first.ok, JSON.stringify(first));
  assert.equal(first.calls[0]!.format, "json_object_schema");
  assert.deepEqual(
    model.server.requests.map((r) => r.body.response_format?.type),
    ["json_schema", "json_object"],
  );
  assert.ok((model.server.requests[1]!.body.response_format as { schema?: unknown }).schema, "the schema rides beside json_object");
  assert.equal(learnedFormat(model.server.baseURL, "test-seat-model", true), "json_object_schema");
  model.server.requests.length = 0;
  const second = await call(turnOf(s, "vote"));
  assert.ok(second.ok);
  assert.deepEqual(model.server.requests.map((r) => r.body.response_format?.type), ["json_object"], "no second probe");
});

test("negotiation: 400 on both JSON modes → no format, the JSON is read from prose; concurrent first calls probe once", async () => {
  configure(model.server);
  const s = gameAt(owes("vote"));
  const vote = s.game.pending().find((p) => p.action === "vote")!.targets[0]! + 1;
  model.responders.seat = (r) =>
    r.body.response_format ? { status: 400, raw: '{"error":{"message":"response_format is not supported"}}' } : { content: `Sure! {"vote": ${vote}}` };
  const seats = s.game.pending().filter((p) => p.action === "vote").slice(0, 4);
  const results = await Promise.all(seats.map((p) => call({ purpose: "seat", seat: p.seat, game: { setup: s.setup, lang: s.lang, inputs: [...s.inputs] } })));
  for (const r of results) assert.ok(r.ok, JSON.stringify(r));
  const kinds = model.server.requests.map((r) => r.body.response_format?.type ?? "none");
  assert.equal(kinds.filter((k) => k === "json_schema").length, 1, kinds.join(","));
  assert.equal(kinds.filter((k) => k === "none").length, 4);
  assert.equal(results[3]!.calls[0]!.format, "text");
});

test("a refused reply is retried once with something changed (the refusal in the messages, a higher temperature); refused again → ok: false", async () => {
  configure(model.server);
  model.responders.seat = () => ({ content: '{"vote": 15}' }); // no such seat at this table
  const s = gameAt(owes("vote"));
  const res = await call(turnOf(s, "vote"));
  assert.equal(res.ok, false);
  assert.equal(res.calls.length, 2);
  assert.deepEqual(res.calls.map((c) => c.outcome), ["refused", "refused"]);
  const [a, b] = model.server.requests;
  assert.equal(a!.body.messages.length, 2);
  assert.equal(b!.body.messages.length, 4);
  assert.equal(b!.body.messages[2]!.role, "assistant");
  assert.match(b!.body.messages[3]!.content, new RegExp(res.calls[0]!.code!));
  assert.ok((b!.body.temperature as number) > (a!.body.temperature as number));
  assert.notEqual(res.calls[0]!.promptSha256, res.calls[1]!.promptSha256);
});

test("HTTP 500 (not about the format) is retried with backoff, then reported (bounded: 1 + WOLFCORE_LLM_MAX_RETRIES requests)", async () => {
  configure(model.server, { WOLFCORE_LLM_MAX_RETRIES: "2" });
  model.server.script = [
    { status: 500, raw: "{}", headers: { "retry-after-ms": "5" } },
    { status: 502, raw: "{}", headers: { "retry-after-ms": "5" } },
    { status: 503, raw: "{}", headers: { "retry-after-ms": "5" } },
  ];
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.equal(!res.ok && res.code, "llm_upstream_error");
  assert.equal(res.calls[0]!.retries, 2);
  assert.equal(model.server.requests.length, 3);
});

test("429 then success: one retry after the server's retry-after", async () => {
  configure(model.server);
  model.server.script = [{ status: 429, raw: '{"error":"slow down"}', headers: { "retry-after": "0.05" } }];
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.ok(res.ok);
  assert.equal(res.calls[0]!.retries, 1);
  assert.ok(res.calls[0]!.latencyMs >= 40, `waited ${res.calls[0]!.latencyMs} ms`);
});

test("backoff: retry-after headers are honoured and capped; otherwise 0.5 s · 2^n with jitter, capped at 8 s", () => {
  assert.equal(backoffMs(0, new Headers({ "retry-after-ms": "120" })), 120);
  assert.equal(backoffMs(0, new Headers({ "retry-after": "2" })), 2000);
  assert.equal(backoffMs(0, new Headers({ "retry-after": "3600" })), 8000);
  const b0 = backoffMs(0, undefined);
  const b2 = backoffMs(2, undefined);
  assert.ok(b0 >= 375 && b0 <= 500, String(b0));
  assert.ok(b2 >= 1500 && b2 <= 2000, String(b2));
  assert.ok(backoffMs(10, undefined) <= 8000);
});

test("a 4xx other than a format refusal is not retried (llm_rejected)", async () => {
  configure(model.server);
  model.server.script = [{ status: 401, raw: '{"error":"bad key"}' }];
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.equal(!res.ok && res.code, "llm_rejected");
  assert.equal(model.server.requests.length, 1);
});

test("a timeout is llm_timeout, not retried, and the upstream request is closed", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "300" });
  model.server.script = [{ hang: true }];
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.equal(!res.ok && res.code, "llm_timeout");
  assert.equal(model.server.requests.length, 1);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(model.server.requests[0]!.aborted, true);
});

test("cancellation: aborting the browser's request aborts the upstream call (the connection closes)", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "10000" });
  model.server.script = [{ hang: true }];
  const controller = new AbortController();
  const pending = call(turnOf(gameAt(owes("vote")), "vote"), controller.signal).then(
    (r) => r,
    (e: unknown) => e,
  );
  while (model.server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  const t0 = Date.now();
  controller.abort();
  await pending;
  assert.ok(Date.now() - t0 < 2000);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(model.server.requests[0]!.aborted, true);
});

test("the bytes read from the upstream are capped: a 20 MB body is cut off (llm_reply_too_long), declared or chunked", async () => {
  configure(model.server, { WOLFCORE_LLM_MAX_REPLY_BYTES: "100000" });
  const huge = JSON.stringify({ choices: [{ message: { role: "assistant", content: "x".repeat(20_000_000) }, finish_reason: "stop" }] });
  model.server.script = [{ raw: huge }, { raw: huge, chunked: true }];
  const s = gameAt(owes("vote"));
  const declared = await call(turnOf(s, "vote"));
  assert.equal(!declared.ok && declared.code, "llm_reply_too_long");
  const chunked = await call(turnOf(s, "vote"));
  assert.equal(!chunked.ok && chunked.code, "llm_reply_too_long");
  // The client hung up after ~100 KB: the server wrote what the sockets' buffers took, not 20 MB.
  await new Promise((r) => setTimeout(r, 100));
  assert.ok(model.server.sentBytes[1]! < 10_000_000, `the server sent ${model.server.sentBytes[1]} bytes before the client hung up`);
});

test("finish_reason and usage are whitelisted: an echoed key or a 5 MB value never reaches the browser", async () => {
  configure(model.server);
  assert.equal(finishReasonOf("stop"), "stop");
  assert.equal(finishReasonOf("length"), "length");
  assert.equal(finishReasonOf(`key ${TEST_KEY}`), "other");
  assert.equal(finishReasonOf({ nested: true }), "other");
  assert.equal(finishReasonOf(null), undefined);
  const s = gameAt(owes("vote"));
  const legal = JSON.stringify({ vote: s.game.pending().find((p) => p.action === "vote")!.targets[0]! + 1 });
  model.server.script = [
    {
      raw: JSON.stringify({
        choices: [{ message: { role: "assistant", content: legal }, finish_reason: `x${TEST_KEY}${"y".repeat(5_000_000)}` }],
        usage: { prompt_tokens: TEST_KEY, completion_tokens: -5, total_tokens: 1e12, extra: TEST_KEY },
        system_fingerprint: TEST_KEY,
      }),
    },
  ];
  configure(model.server, { WOLFCORE_LLM_MAX_REPLY_BYTES: "8000000" });
  const res = await call(turnOf(s, "vote"));
  const text = routeBodies[routeBodies.length - 1]!;
  assert.ok(text.length < 5_000, `${text.length} bytes to the browser`);
  assert.ok(!text.includes(TEST_KEY));
  assert.equal(res.calls[0]?.finishReason, "other");
  assert.equal(res.calls[0]?.usage, undefined);
});

test("a speech is capped at MAX_SPEECH_CHARS and a key echoed in it is scrubbed", async () => {
  configure(model.server);
  model.responders.seat = (r) => ({ content: JSON.stringify({ speech: `Header: ${r.authorization}. ${"I am a villager. ".repeat(200)}` }) });
  const res = await call(turnOf(gameAt(owes("speak")), "speak"));
  assert.ok(res.ok && res.purpose === "seat" && res.command.type === "speak", JSON.stringify(res));
  const text = (res.command as { text: string }).text;
  assert.ok(Array.from(text).length <= MAX_SPEECH_CHARS, String(text.length));
  assert.ok(!text.includes(TEST_KEY));
  assert.match(text, /\[redacted\]/);
  for (const body of routeBodies) assert.ok(!body.includes(TEST_KEY));
});

test("rare moves are their own reply, never a field of every speech: offered to a wolf only, a villager's is not obeyed", async () => {
  configure(model.server);
  const s = gameAt((x) => {
    const p = x.game.pending().find((q) => q.action === "speak");
    return p !== undefined && x.game.view(p.seat).you?.role === "Werewolf";
  });
  const wolf = turnOf(s, "speak");
  model.responders.seat = () => ({ content: '{"action": "self_reveal"}' });
  const res = await call(wolf);
  const sent = model.server.requests[0]!;
  assert.deepEqual(offeredActions(sent), ["self_reveal"]);
  assert.deepEqual(Object.keys(seatSchema(sent) ?? {}), ["speech"], "the speech branch has no self_reveal field");
  assert.equal(sent.body.response_format?.json_schema?.strict, false);
  assert.ok(res.ok && res.purpose === "seat");
  assert.equal(res.command.type, "self_reveal");
  // A villager's speech: plain {speech}, strict; an "action" it sends is not obeyed.
  const v = gameAt((x) => {
    const p = x.game.pending().find((q) => q.action === "speak");
    return p !== undefined && x.game.view(p.seat).you?.role === "Villager";
  });
  model.server.requests.length = 0;
  model.responders.seat = () => ({ content: '{"action": "self_reveal", "speech": "hello"}' });
  const plain = await call(turnOf(v, "speak"));
  assert.deepEqual(offeredActions(model.server.requests[0]!), []);
  assert.equal(model.server.requests[0]!.body.response_format?.json_schema?.strict, true);
  assert.ok(plain.ok && plain.purpose === "seat");
  assert.equal(plain.command.type, "speak");
});

test("lenient extraction: whole, fenced and prose-wrapped JSON are read; garbage and truncated JSON are not", () => {
  assert.deepEqual(extractJsonObject('{"vote": 3}'), { vote: 3 });
  assert.deepEqual(extractJsonObject('```json\n{"vote": 3}\n```'), { vote: 3 });
  assert.deepEqual(extractJsonObject('Sure! My vote is {"vote": 3}. Good luck {everyone}'), { vote: 3 });
  assert.deepEqual(extractJsonObject('I think {maybe} {"speech": "a } inside"}'), { speech: "a } inside" });
  assert.deepEqual(extractJsonObject('<think>Seat 2 said {"vote": 1} earlier…</think>\n{"vote": 4}'), { vote: 4 });
  assert.equal(extractJsonObject("I vote for seat three."), null);
  assert.equal(extractJsonObject('{"vote": 3'), null);
  assert.equal(extractJsonObject("[1, 2]"), null);
  assert.equal(extractJsonObject("{".repeat(100_000)), null);
});

test("responses of failed calls never hold the key either", async () => {
  configure(model.server);
  model.responders.seat = () => ({ status: 500, raw: JSON.stringify({ error: { message: `bad key ${TEST_KEY}` } }), headers: { "retry-after-ms": "1" } });
  const res: TurnResponse = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.equal(res.ok, false);
  for (const body of routeBodies) assert.ok(!body.includes(TEST_KEY), body.slice(0, 200));
});

test("WOLFCORE_LLM_CONCURRENCY: at most N requests at the server at once, the rest queued before their timeout starts", async () => {
  configure(model.server, { WOLFCORE_LLM_CONCURRENCY: "1", WOLFCORE_LLM_TIMEOUT_MS: "700" });
  let now = 0;
  let max = 0;
  model.responders.seat = (r) => {
    now++;
    max = Math.max(max, now);
    setTimeout(() => now--, 400);
    return { ...model.defaults.seat(r), delayMs: 400 };
  };
  const s = gameAt(owes("vote"));
  const seats = s.game.pending().filter((p) => p.action === "vote").slice(0, 4);
  // Four calls of 400 ms each, one at a time: 1.6 s in all, yet none times out at 700 ms.
  const results = await Promise.all(seats.map((p) => call({ purpose: "seat", seat: p.seat, game: { setup: s.setup, lang: s.lang, inputs: [...s.inputs] } })));
  for (const r of results) assert.ok(r.ok, JSON.stringify(r));
  assert.equal(max, 1);
});

// ---- Streamed replies (issue 20, item 6: no abandoned upstream work) ----

test("streamed: the request asks stream: true with include_usage; the SSE reply comes back as before (move, usage, finish_reason)", async () => {
  configure(model.server);
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.ok(res.ok && res.purpose === "seat", JSON.stringify(res));
  const sent = model.server.requests[0]!;
  assert.equal(sent.body.stream, true);
  assert.deepEqual(sent.body.stream_options, { include_usage: true });
  assert.equal(sent.streamEnded, true);
  assert.ok(sent.piecesSent >= 2, "the reply came in pieces");
  assert.deepEqual(res.calls[0]!.usage, { prompt: 100, completion: 10, total: 110 });
  assert.equal(res.calls[0]!.finishReason, "stop");
  assert.equal(learnedStream(model.server.baseURL, "test-seat-model"), undefined, "nothing to learn from a server that streams");
});

test("abort mid-generation: the browser's abort closes the upstream stream while the server is still sending; it stops there", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  // A 600-piece speech at 10 ms a piece: ~6 s if nobody stops it.
  model.responders.seat = () => ({ content: JSON.stringify({ speech: "blah ".repeat(960) }), pieceChars: 8, pieceDelayMs: 10 });
  const controller = new AbortController();
  const pending = call(turnOf(gameAt(owes("speak")), "speak"), controller.signal).then(
    (r) => r,
    (e: unknown) => e,
  );
  while ((model.server.requests[0]?.piecesSent ?? 0) < 20) await new Promise((r) => setTimeout(r, 5));
  const t0 = Date.now();
  controller.abort();
  const res = await pending;
  assert.ok(Date.now() - t0 < 1_000, `the route answered ${Date.now() - t0} ms after the abort`);
  assert.equal((res as TurnResponse).ok, false);
  assert.equal(!(res as TurnResponse).ok && (res as { code: string }).code, "llm_aborted");
  const deadline = Date.now() + 2_000;
  while (!model.server.requests[0]!.aborted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const sent = model.server.requests[0]!;
  assert.equal(sent.aborted, true, "the server saw its client go");
  assert.equal(sent.streamEnded, false);
  const piecesAtAbort = sent.piecesSent;
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(sent.piecesSent, piecesAtAbort, "nothing was generated after the client went");
  assert.ok(piecesAtAbort < 200, `${piecesAtAbort} of 602 pieces sent`);
  assert.equal(model.server.requests.length, 1, "not retried");
});

test("the timeout covers the generation: a stream still trickling at WOLFCORE_LLM_TIMEOUT_MS is llm_timeout, not retried, and closed", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "400" });
  model.responders.seat = () => ({ content: JSON.stringify({ speech: "slow ".repeat(200) }), pieceChars: 4, pieceDelayMs: 20 });
  const res = await call(turnOf(gameAt(owes("speak")), "speak"));
  assert.equal(!res.ok && res.code, "llm_timeout");
  assert.equal(model.server.requests.length, 1);
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(model.server.requests[0]!.aborted, true);
  assert.equal(model.server.requests[0]!.streamEnded, false);
});

test("a streamed reply past the byte cap is cut off (llm_reply_too_long) and the server stops sending", async () => {
  configure(model.server, { WOLFCORE_LLM_MAX_REPLY_BYTES: "50000", WOLFCORE_LLM_MAX_REPLY_CHARS: "1000000" });
  model.responders.seat = () => ({ content: "x".repeat(2_000_000), pieceChars: 1_000, pieceDelayMs: 1 });
  const res = await call(turnOf(gameAt(owes("vote")), "vote"));
  assert.equal(!res.ok && res.code, "llm_reply_too_long");
  await new Promise((r) => setTimeout(r, 100));
  const sent = model.server.requests[0]!;
  assert.equal(sent.aborted, true);
  assert.ok(sent.piecesSent < 500, `${sent.piecesSent} of 2,002 pieces sent`);
});

test("a long streamed reply is not cut by the byte cap meant for whole replies: a stream may read 1 KB per allowed token", async () => {
  configure(model.server); // WOLFCORE_LLM_MAX_REPLY_BYTES: the default 256 KB
  // A summary of ~1,100 tokens the way llama-cpp-python streams it: one token a chunk, ~260 bytes each (~290 KB of SSE).
  const content = `{"claims": []}${" ".repeat(1_100)}`;
  model.responders.summary = () => ({ content, pieceChars: 1, chunkExtra: { id: `chatcmpl-${"0".repeat(36)}`, created: 1795700058, system_fingerprint: "b".repeat(40), logprobs: null, pad: "p".repeat(60) } });
  const v = gameAt(owes("vote"));
  const res = await call({ purpose: "summary", day: v.game.view().day, game: { setup: v.setup, lang: v.lang, inputs: [...v.inputs] } });
  assert.ok(res.ok && res.purpose === "summary", JSON.stringify(res).slice(0, 300));
  assert.equal(res.raw, content);
  assert.ok(model.server.sentBytes[0]! > 256_000, `${model.server.sentBytes[0]} bytes streamed`);
  assert.equal(streamByteCap(256_000, 80), 256_000);
  assert.equal(streamByteCap(256_000, 1_200), 1_294_336);
});

test("hostile SSE through the route: the key echoed in content, finish_reason and usage is scrubbed or dropped; junk is skipped", async () => {
  configure(model.server);
  const s = gameAt(owes("vote"));
  const legal = JSON.stringify({ vote: s.game.pending().find((p) => p.action === "vote")!.targets[0]! + 1 });
  model.server.script = [
    {
      sse: [
        ": hello\n\n",
        `data: ${JSON.stringify({ id: TEST_KEY, choices: [{ index: 0, delta: { content: legal.slice(0, 5) } }] })}\n\n`,
        "data: {not json\n\n",
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: legal.slice(5) }, finish_reason: `stop ${TEST_KEY}` }] })}\n\n`,
        `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: TEST_KEY, completion_tokens: 3 } })}\n\n`,
        "data: [DONE]\n\n",
      ].join(""),
      sseWrites: undefined,
    },
  ];
  const res = await call(turnOf(s, "vote"));
  assert.ok(res.ok, JSON.stringify(res));
  assert.equal(res.calls[0]!.finishReason, "other");
  assert.deepEqual(res.calls[0]!.usage, { completion: 3 });
  for (const body of routeBodies) assert.ok(!body.includes(TEST_KEY));
});

test("a server that refuses the stream (400 naming it) is asked without; learned per model and remembered", async () => {
  configure(model.server);
  model.responders.seat = (r) =>
    r.body.stream ? { status: 400, raw: '{"error":{"message":"Streaming is not supported for this model"}}' } : model.defaults.seat(r);
  const s = gameAt(owes("vote"));
  const first = await call(turnOf(s, "vote"));
  assert.ok(first.ok, JSON.stringify(first));
  assert.deepEqual(model.server.requests.map((r) => [r.body.stream ?? false, r.body.response_format?.type]), [
    [true, "json_schema"],
    [false, "json_schema"],
  ]);
  assert.equal(learnedStream(model.server.baseURL, "test-seat-model"), "none");
  assert.equal(learnedFormat(model.server.baseURL, "test-seat-model", true), "json_schema", "the format was not blamed");
  model.server.requests.length = 0;
  const second = await call(turnOf(s, "vote"));
  assert.ok(second.ok);
  assert.deepEqual(model.server.requests.map((r) => r.body.stream ?? false), [false], "no second probe");
  // Another model on the same server is asked afresh.
  assert.equal(learnedStream(model.server.baseURL, "test-summary-model"), undefined);
});

test("a server that refuses stream_options keeps the stream, without the usage chunk; one that ignores stream is read as JSON", async () => {
  configure(model.server);
  model.responders.seat = (r) =>
    r.body.stream_options ? { status: 422, raw: '{"detail":"Extra inputs are not permitted: stream_options"}' } : model.defaults.seat(r);
  const s = gameAt(owes("vote"));
  const res = await call(turnOf(s, "vote"));
  assert.ok(res.ok, JSON.stringify(res));
  assert.deepEqual(model.server.requests.map((r) => [r.body.stream, r.body.stream_options !== undefined]), [
    [true, true],
    [true, false],
  ]);
  assert.equal(model.server.requests[1]!.streamEnded, true);
  assert.equal(learnedStream(model.server.baseURL, "test-seat-model"), "stream");
  // Ignoring `stream` (JSON back): read as a whole completion, nothing learned.
  configure(model.server);
  model.server.requests.length = 0;
  model.responders.seat = (r) => ({ ...model.defaults.seat(r), ignoreStream: true });
  const json = await call(turnOf(s, "vote"));
  assert.ok(json.ok, JSON.stringify(json));
  assert.equal(json.calls[0]!.usage?.total, 110);
  assert.equal(learnedStream(model.server.baseURL, "test-seat-model"), undefined);
});

test("a stream that ends early is read as it is; one that drops mid-way, or sends an error event, is retried like a 5xx, then reported", async () => {
  configure(model.server, { WOLFCORE_LLM_MAX_RETRIES: "1" });
  const s = gameAt(owes("vote"));
  // A partial reply, then a clean end without a finish or [DONE]: read; its broken JSON is refused (and retried once with the refusal).
  const partial = { sse: `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: '{"vo' } }] })}\n\n` };
  model.server.script = [partial, partial];
  const res = await call(turnOf(s, "vote"));
  assert.equal(res.ok, false);
  assert.deepEqual(res.calls.map((c) => c.outcome), ["refused", "refused"]);
  // The connection dropped mid-stream: retried once, then llm_unreachable.
  model.server.requests.length = 0;
  model.server.script = [{ content: '{"vote": 1}', pieceChars: 2, dropAfterPieces: 3 }, { content: '{"vote": 1}', pieceChars: 2, dropAfterPieces: 3 }];
  const dropped = await call(turnOf(s, "vote"));
  assert.equal(!dropped.ok && dropped.code, "llm_unreachable");
  assert.equal(dropped.calls[0]!.retries, 1);
  assert.equal(model.server.requests.length, 2);
  // An error event mid-stream: retried once, then llm_upstream_error.
  model.server.requests.length = 0;
  const boom = { sse: `data: {"error": {"message": "out of memory"}}\n\n` };
  model.server.script = [boom, boom];
  const failed = await call(turnOf(s, "vote"));
  assert.equal(!failed.ok && failed.code, "llm_upstream_error");
  assert.equal(failed.calls[0]!.retries, 1);
  assert.equal(model.server.requests.length, 2);
});
