// lib/ai/ratelimit.ts and its use in POST /api/ai/chat: a token bucket per client, one shared
// bucket over all of them, a bounded number of clients, and a clear 429 (`llm_client_rate_limited`,
// `retry-after`) that sends nothing upstream.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { POST } from "../../app/api/ai/chat/route";
import { clientKey } from "../../lib/ai/http";
import { stamp } from "../../lib/ai/peer";
import type { TurnResponse } from "../../lib/ai/protocol";
import { MAX_CLIENTS, RateLimiter, readRateConfig } from "../../lib/ai/ratelimit";
import { GameSession } from "../../lib/session";
import { aiSetup, configure, defaultSeatReply, routeRequest, unconfigure } from "../ai/harness";
import { startTestServer, type TestServer } from "../ai/openai-test-server";
import { ready, translator } from "./helpers";

let server: TestServer;
before(async () => {
  await ready();
  server = await startTestServer((r) => ({ content: defaultSeatReply(r) }));
});
after(async () => {
  unconfigure();
  await server.close();
});

const cfg = { burst: 3, perMinute: 60, globalFactor: 2 };

test("a client gets its burst at once, then one call per refill interval, with the wait rounded up in seconds", () => {
  let now = 1_000_000;
  const rl = new RateLimiter(() => now);
  for (let i = 0; i < 3; i++) assert.deepEqual(rl.take("a", cfg), { ok: true });
  assert.deepEqual(rl.take("a", cfg), { ok: false, retryAfterS: 1 });
  now += 500; // half a token
  assert.deepEqual(rl.take("a", cfg), { ok: false, retryAfterS: 1 });
  now += 500;
  assert.deepEqual(rl.take("a", cfg), { ok: true });
  // A slower refill gives a longer wait: 6 a minute = one every 10 s.
  const slow = { burst: 1, perMinute: 6, globalFactor: 2 };
  assert.deepEqual(rl.take("s", slow), { ok: true });
  assert.deepEqual(rl.take("s", slow), { ok: false, retryAfterS: 10 });
  // Refilling never exceeds the burst.
  now += 3_600_000;
  for (let i = 0; i < 3; i++) assert.equal(rl.take("a", cfg).ok, true);
  assert.equal(rl.take("a", cfg).ok, false);
});

test("clients are counted apart, but the shared bucket bounds them together (spoofed addresses gain nothing past it)", () => {
  const now = 5_000;
  const rl = new RateLimiter(() => now);
  let granted = 0;
  for (let i = 0; i < 20; i++) if (rl.take(`client-${i}`, cfg).ok) granted++;
  assert.equal(granted, cfg.burst * cfg.globalFactor);
  // A refused call takes no token from the client's own bucket.
  const fresh = new RateLimiter(() => now);
  for (let i = 0; i < 3; i++) fresh.take("a", cfg);
  assert.equal(fresh.take("b", cfg).ok, true);
  assert.equal(fresh.take("a", cfg).ok, false);
});

test("at most MAX_CLIENTS buckets are kept", () => {
  let now = 0;
  const rl = new RateLimiter(() => now);
  const many = { burst: 2, perMinute: 60, globalFactor: 100_000 };
  for (let i = 0; i < MAX_CLIENTS + 50; i++) {
    now += 1;
    rl.take(`c${i}`, many);
  }
  assert.ok(rl.clients <= MAX_CLIENTS, `${rl.clients} buckets`);
});

test("the client is the TCP peer (the server hook's header); a spoofed X-Forwarded-For is never read unless a proxy is trusted", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  assert.equal(clientKey(h({ "x-wolfcore-peer": "10.0.0.7", "x-forwarded-for": "1.2.3.4" }), {}), "peer:10.0.0.7");
  assert.equal(clientKey(h({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }), {}), "peer:unknown", "no hook: one shared bucket");
  // Behind a trusted proxy: the hop that proxy appended (the last), not what the client wrote first.
  assert.equal(clientKey(h({ "x-wolfcore-peer": "10.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), { WOLFCORE_TRUST_PROXY: "1" }), "proxy:203.0.113.5");
  assert.equal(clientKey(h({ "x-wolfcore-peer": "10.0.0.1" }), { WOLFCORE_TRUST_PROXY: "true" }), "peer:10.0.0.1");
  assert.equal(clientKey(h({ "x-wolfcore-peer": "x".repeat(500) }), {}).length, "peer:".length + 64);
});

test("the server hook stamps each request with its socket's address and drops the client's own copy", () => {
  const req = { headers: { "x-wolfcore-peer": "6.6.6.6", "x-forwarded-for": "6.6.6.6" }, socket: { remoteAddress: "192.0.2.44" } };
  stamp(req as unknown as import("node:http").IncomingMessage);
  assert.equal(req.headers["x-wolfcore-peer"], "192.0.2.44");
  const none = { headers: { "x-wolfcore-peer": "6.6.6.6" }, socket: {} };
  stamp(none as unknown as import("node:http").IncomingMessage);
  assert.equal(none.headers["x-wolfcore-peer"], undefined);
});

test("configuration: defaults, 0 turns the limit off, nonsense falls back to the default", () => {
  assert.deepEqual(readRateConfig({}), { burst: 40, perMinute: 60, globalFactor: 3 });
  assert.equal(readRateConfig({ WOLFCORE_LLM_RATE_PER_MIN: "0" }), null);
  assert.deepEqual(readRateConfig({ WOLFCORE_LLM_RATE_PER_MIN: "-5", WOLFCORE_LLM_RATE_BURST: "two" }), {
    burst: 40,
    perMinute: 60,
    globalFactor: 3,
  });
  assert.deepEqual(readRateConfig({ WOLFCORE_LLM_RATE_PER_MIN: "6", WOLFCORE_LLM_RATE_BURST: "2" }), { burst: 2, perMinute: 6, globalFactor: 3 });
});

async function post(peer: string, headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | null; body: TurnResponse }> {
  const s = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null }), "en");
  const p = s.game.pending()[0]!;
  const req = { purpose: "seat", seat: p.seat, game: { setup: s.setup, lang: s.lang, inputs: [] } };
  s.free();
  const res = await POST(routeRequest(JSON.stringify(req), undefined, { "x-wolfcore-peer": peer, ...headers }));
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as TurnResponse };
}

test("the route: over the budget → 429 llm_client_rate_limited with retry-after, and nothing reaches the model", async () => {
  configure(server, { WOLFCORE_LLM_RATE_PER_MIN: "6", WOLFCORE_LLM_RATE_BURST: "2" });
  server.requests.length = 0;
  const client = `198.51.100.${Math.floor(Math.random() * 200)}`;
  assert.equal((await post(client, { "x-forwarded-for": "10.9.9.1" })).status, 200);
  assert.equal((await post(client, { "x-forwarded-for": "10.9.9.2" })).status, 200);
  // A new X-Forwarded-For each time changes nothing: the connection is the client.
  const third = await post(client, { "x-forwarded-for": "10.9.9.3" });
  assert.equal(third.status, 429);
  assert.equal(third.retryAfter, "10");
  assert.equal(third.body.ok, false);
  assert.equal(!third.body.ok && third.body.code, "llm_client_rate_limited");
  assert.equal(!third.body.ok && third.body.retryAfterS, 10);
  assert.equal(server.requests.length, 2);
  // Another client still gets through.
  assert.equal((await post("203.0.113.9")).status, 200);
  // The UI has words for it in both languages.
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    assert.ok(t("web.ai.errors.llm_client_rate_limited").includes("429"));
    assert.ok(t("web.ai.rateLimited", { seconds: 10 }).includes("10"));
    assert.deepEqual(errors, []);
  }
});
