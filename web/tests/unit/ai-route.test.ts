// The model route (app/api/ai/chat, app/api/ai/status) and its upstream client against a real
// OpenAI-protocol test server on 127.0.0.1: structured output and its fallbacks, retries with
// backoff on 429/5xx only, the timeout, cancellation, bounds, and the key never leaving.
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import { POST } from "../../app/api/ai/chat/route";
import { GET } from "../../app/api/ai/status/route";
import { extractJsonObject } from "../../lib/ai/json";
import type { ChatRequest, ChatResponse } from "../../lib/ai/protocol";
import { readChatRequest } from "../../lib/ai/protocol";
import { backoffMs } from "../../lib/ai/upstream";
import { TEST_KEY, configure, routeBodies, routeCall, unconfigure } from "../ai/harness";
import { startTestServer, type TestServer } from "../ai/openai-test-server";

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  unconfigure();
  await server.close();
});
afterEach(() => {
  server.script = [];
  server.fallback = () => ({ content: "{}" });
  server.requests.length = 0;
});

const REQ: ChatRequest = {
  purpose: "seat",
  messages: [
    { role: "system", content: "You play werewolf." },
    { role: "user", content: "<your_turn>Vote.</your_turn>" },
  ],
  schema: { name: "wolfcore_seat_move", schema: { type: "object", properties: { vote: { type: "integer" } }, required: ["vote"], additionalProperties: false } },
};

const call = (req: ChatRequest = REQ, signal = new AbortController().signal) => routeCall(req, signal);

test("not configured: the status says so, the chat route refuses with llm_not_configured, nothing is called", async () => {
  unconfigure();
  const status = await (GET() as Response).json();
  assert.deepEqual(status, { configured: false });
  const res = await call();
  assert.equal(res.ok, false);
  assert.equal(!res.ok && res.code, "llm_not_configured");
  assert.equal(server.requests.length, 0);
});

test("status names the models, never the key or the URL", async () => {
  configure(server);
  const text = await (GET() as Response).text();
  assert.deepEqual(JSON.parse(text), { configured: true, model: "test-seat-model", summaryModel: "test-summary-model" });
  assert.ok(!text.includes(TEST_KEY) && !text.includes("127.0.0.1"));
});

test("a call sends the messages with response_format json_schema (strict), the bearer key and the seat model; usage comes back", async () => {
  configure(server);
  server.script = [{ content: '{"vote": 3}', usage: { prompt_tokens: 50, completion_tokens: 5, total_tokens: 55 } }];
  const res = await call();
  assert.ok(res.ok);
  assert.equal(res.content, '{"vote": 3}');
  assert.equal(res.format, "json_schema");
  assert.deepEqual(res.usage, { prompt: 50, completion: 5, total: 55 });
  assert.equal(res.model, "test-seat-model");
  assert.equal(res.attempts, 1);
  const sent = server.requests[0]!;
  assert.equal(sent.authorization, `Bearer ${TEST_KEY}`);
  assert.equal(sent.body.model, "test-seat-model");
  assert.deepEqual(sent.body.messages, REQ.messages);
  assert.equal(sent.body.response_format?.type, "json_schema");
  assert.equal(sent.body.response_format?.json_schema?.strict, true);
  assert.deepEqual(sent.body.response_format?.json_schema?.schema, REQ.schema.schema);
});

test("the summary purpose uses WOLFCORE_SUMMARY_MODEL", async () => {
  configure(server);
  server.script = [{ content: '{"claims": []}' }];
  const res = await call({ ...REQ, purpose: "summary" });
  assert.ok(res.ok);
  assert.equal(server.requests[0]!.body.model, "test-summary-model");
});

test("a server refusing json_schema (400) is asked with json_object, then with no format; the working format is remembered", async () => {
  configure(server);
  server.script = [
    { status: 400, raw: '{"error":{"message":"response_format json_schema is not supported"}}' },
    { status: 400, raw: '{"error":{"message":"response_format json_object is not supported"}}' },
    { content: 'My vote: {"vote": 3}' },
    { content: '{"vote": 4}' },
  ];
  const first = await call();
  assert.ok(first.ok);
  assert.equal(first.format, "text");
  assert.equal(first.attempts, 3);
  assert.deepEqual(
    server.requests.map((r) => r.body.response_format?.type ?? "none"),
    ["json_schema", "json_object", "none"],
  );
  const second = await call();
  assert.ok(second.ok);
  assert.equal(second.format, "text");
  assert.equal(server.requests[3]!.body.response_format, undefined);
});

test("HTTP 500 is retried with backoff, then reported as llm_upstream_error (bounded: 1 + WOLFCORE_LLM_MAX_RETRIES requests)", async () => {
  configure(server, { WOLFCORE_LLM_MAX_RETRIES: "2" });
  server.script = [
    { status: 500, raw: "{}", headers: { "retry-after-ms": "5" } },
    { status: 502, raw: "{}", headers: { "retry-after-ms": "5" } },
    { status: 503, raw: "{}", headers: { "retry-after-ms": "5" } },
    { content: '{"vote": 1}' },
  ];
  const res = await call();
  assert.equal(res.ok, false);
  assert.equal(!res.ok && res.code, "llm_upstream_error");
  assert.equal(!res.ok && res.status, 503);
  assert.equal(res.attempts, 3);
  assert.equal(res.retries, 2);
  assert.equal(server.requests.length, 3);
});

test("429 then success: one retry after the server's retry-after, then the reply", async () => {
  configure(server);
  server.script = [{ status: 429, raw: '{"error":"slow down"}', headers: { "retry-after": "0.05" } }, { content: '{"vote": 2}' }];
  const res = await call();
  assert.ok(res.ok);
  assert.equal(res.content, '{"vote": 2}');
  assert.equal(res.retries, 1);
  assert.ok(res.latencyMs >= 40, `waited ${res.latencyMs} ms`);
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
  configure(server);
  server.script = [{ status: 401, raw: '{"error":"bad key"}' }, { content: "{}" }];
  const res = await call();
  assert.equal(!res.ok && res.code, "llm_rejected");
  assert.equal(!res.ok && res.status, 401);
  assert.equal(server.requests.length, 1);
});

test("a timeout is reported as llm_timeout, not retried, and the upstream request is closed", async () => {
  configure(server, { WOLFCORE_LLM_TIMEOUT_MS: "300" });
  server.script = [{ hang: true }, { content: '{"vote": 1}' }];
  const res = await call();
  assert.equal(!res.ok && res.code, "llm_timeout");
  assert.equal(server.requests.length, 1);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(server.requests[0]!.aborted, true);
});

test("cancellation: aborting the browser's request aborts the upstream call", async () => {
  configure(server, { WOLFCORE_LLM_TIMEOUT_MS: "10000" });
  server.script = [{ hang: true }];
  const controller = new AbortController();
  const pending = call(REQ, controller.signal).then(
    (r) => r,
    (e: unknown) => e,
  );
  while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  const t0 = Date.now();
  controller.abort();
  const res = (await pending) as ChatResponse;
  assert.equal(!res.ok && res.code, "llm_aborted");
  assert.ok(Date.now() - t0 < 2000);
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(server.requests[0]!.aborted, true);
});

test("an over-long reply is refused (llm_reply_too_long) and an empty one is llm_empty_reply", async () => {
  configure(server, { WOLFCORE_LLM_MAX_REPLY_CHARS: "1000" });
  server.script = [{ content: `{"speech": "${"a".repeat(5000)}"}` }, { content: "   " }];
  const long = await call();
  assert.equal(!long.ok && long.code, "llm_reply_too_long");
  const empty = await call();
  assert.equal(!empty.ok && empty.code, "llm_empty_reply");
});

test("a reply echoing the key is scrubbed; no response to the browser ever holds the key", async () => {
  configure(server);
  server.fallback = (r) => ({ content: `{"speech": "your header was ${r.authorization}"}` });
  const res = await call();
  assert.ok(res.ok);
  assert.ok(!res.content.includes(TEST_KEY));
  assert.match(res.content, /\[redacted\]/);
  server.fallback = () => ({ status: 500, raw: JSON.stringify({ error: { message: `bad key ${TEST_KEY}` } }), headers: { "retry-after-ms": "1" } });
  const failed = await call();
  assert.equal(failed.ok, false);
  for (const body of routeBodies) assert.ok(!body.includes(TEST_KEY), body);
});

test("the route refuses malformed or oversized requests with llm_bad_request before calling anyone", async () => {
  configure(server);
  const bad = [
    "not json",
    JSON.stringify({ purpose: "other", messages: REQ.messages, schema: REQ.schema }),
    JSON.stringify({ purpose: "seat", messages: [], schema: REQ.schema }),
    JSON.stringify({ purpose: "seat", messages: [{ role: "tool", content: "x" }], schema: REQ.schema }),
    JSON.stringify({ purpose: "seat", messages: [{ role: "user", content: "x".repeat(250_000) }], schema: REQ.schema }),
    JSON.stringify({ purpose: "seat", messages: REQ.messages, schema: { name: "bad name!", schema: {} } }),
    JSON.stringify({ purpose: "seat", messages: REQ.messages, schema: REQ.schema, model: "gpt-other" }).replace('"model":"gpt-other"', '"model":1'),
  ];
  for (const [i, body] of bad.entries()) {
    const res = await POST(new Request("http://127.0.0.1/api/ai/chat", { method: "POST", body }));
    if (i === bad.length - 1) {
      // Extra fields are ignored: the model is the server's choice, never the browser's.
      assert.equal(res.status, 200);
      continue;
    }
    assert.equal(res.status, 400, `case ${i}`);
    assert.equal(((await res.json()) as ChatResponse & { code?: string }).code, "llm_bad_request");
  }
  assert.equal(server.requests.length, 1);
  assert.equal(server.requests[0]!.body.model, "test-seat-model");
  assert.equal(readChatRequest({ ...REQ, messages: [...REQ.messages, { role: "assistant", content: "x" }] }), null, "must end with the user's turn");
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
