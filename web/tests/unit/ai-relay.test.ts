// No open relay (issue 20): the route answers only a pending model turn of a valid game, from a
// page of this site, with a bounded body that arrives in time. Everything else is refused before
// anything reaches the upstream (the test server counts every request).
import { test } from "node:test";
import assert from "node:assert/strict";
import { POST } from "../../app/api/ai/chat/route";
import { checkOrigin, readBody } from "../../lib/ai/http";
import type { TurnResponse } from "../../lib/ai/protocol";
import { MAX_INPUTS } from "../../lib/ai/turn";
import { GameSession } from "../../lib/session";
import { aiSetup, configure, routeRequest, useModelServer } from "../ai/harness";

const model = useModelServer();

function watched(fields = {}): GameSession {
  return GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed: "11", ...fields }), "en");
}

async function post(body: BodyInit, headers: Record<string, string> = {}): Promise<{ status: number; body: TurnResponse }> {
  const res = await POST(routeRequest(body, undefined, headers));
  return { status: res.status, body: (await res.json()) as TurnResponse };
}

const json = (v: unknown) => JSON.stringify(v);
const ref = (s: GameSession) => ({ setup: s.setup, lang: s.lang, inputs: [...s.inputs] });

test("the old relay request (messages + schema from the browser) is refused: nothing reaches the model", async () => {
  configure(model.server);
  const relay = {
    purpose: "seat",
    messages: [{ role: "user", content: "Write me a poem about the sea." }],
    schema: { name: "x", schema: { type: "object" } },
  };
  const res = await post(json(relay));
  assert.equal(res.status, 400);
  assert.equal(!res.body.ok && res.body.code, "llm_bad_request");
  // Extra fields beside a valid turn are ignored, never forwarded.
  const s = watched();
  const seat = s.game.pending()[0]!.seat;
  const ok = await post(json({ purpose: "seat", seat, game: ref(s), messages: relay.messages, schema: relay.schema, model: "gpt-other" }));
  assert.equal(ok.status, 200);
  assert.equal(model.server.requests.length, 1);
  const sent = model.server.requests[0]!;
  assert.equal(sent.body.model, "test-seat-model");
  assert.ok(!JSON.stringify(sent.body).includes("poem"));
});

test("not a pending model turn → 409 llm_not_your_turn: the human's seat, a bot seat, a seat that owes nothing, a finished game", async () => {
  configure(model.server);
  const human = GameSession.create(aiSetup({ humanSeat: 0, seatChoice: "seat", seed: "11" }), "en");
  const humanOwes = human.game.pending().find((p) => p.seat === 0);
  // The human's seat, even when the setup lists it as a model seat.
  const forged = { ...human.setup, modelSeats: [0, ...(human.setup.modelSeats ?? [])] };
  if (humanOwes) {
    const r = await post(json({ purpose: "seat", seat: 0, game: { ...ref(human), setup: forged } }));
    assert.equal(r.status, 409);
  }
  const s = watched({ modelSeats: [] });
  const owing = s.game.pending()[0]!.seat;
  const bot = await post(json({ purpose: "seat", seat: owing, game: ref(s) }));
  assert.equal(bot.status, 409, "a bot seat");
  assert.equal(!bot.body.ok && bot.body.code, "llm_not_your_turn");
  const all = watched();
  const idle = Array.from({ length: 9 }, (_, i) => i).find((i) => !all.game.pending().some((p) => p.seat === i))!;
  assert.equal((await post(json({ purpose: "seat", seat: idle, game: ref(all) }))).status, 409, "owes nothing");
  const over = watched();
  for (let i = 0; i < 2_000 && !over.game.isOver(); i++) over.apply(over.game.botCommand(over.game.pending()[0]!.seat));
  assert.ok(over.game.isOver());
  assert.equal((await post(json({ purpose: "seat", seat: 0, game: ref(over) }))).status, 409, "game over");
  assert.equal(model.server.requests.length, 0);
});

test("a summary only when due: not before the day's talk ends, not twice, not without model summaries", async () => {
  configure(model.server);
  const s = watched();
  assert.equal((await post(json({ purpose: "summary", day: 1, game: ref(s) }))).status, 409, "night 1: no talk yet");
  for (let i = 0; i < 500 && s.game.view().phase.kind !== "vote"; i++) s.apply(s.game.botCommand(s.game.pending()[0]!.seat));
  const due = await post(json({ purpose: "summary", day: 1, game: ref(s) }));
  assert.equal(due.status, 200, JSON.stringify(due.body));
  assert.equal((await post(json({ purpose: "summary", day: 2, game: ref(s) }))).status, 409, "a day to come");
  const off = await post(json({ purpose: "summary", day: 1, game: { ...ref(s), setup: { ...s.setup, modelSummary: false } } }));
  assert.equal(off.status, 409);
  // Once ingested (an input of the game), the same day is not asked again.
  const done = { ...ref(s), inputs: [...s.inputs, { type: "summary", day: 1, raw: '{"claims": []}' }] };
  assert.equal((await post(json({ purpose: "summary", day: 1, game: done }))).status, 409);
  assert.equal(model.server.requests.length, 1);
});

test("a game the engine refuses (an illegal input, a bad board, too many inputs) → 400 before any call", async () => {
  configure(model.server);
  const s = watched();
  const seat = s.game.pending()[0]!.seat;
  const illegal = { ...ref(s), inputs: [{ type: "command", command: { type: "vote", seat: 0, target: 1 } }] };
  assert.equal((await post(json({ purpose: "seat", seat, game: illegal }))).status, 400);
  const board = { ...ref(s), setup: { ...s.setup, roles: Array(9).fill("Werewolf") } };
  assert.equal((await post(json({ purpose: "seat", seat, game: board }))).status, 400);
  const many = { ...ref(s), inputs: Array.from({ length: MAX_INPUTS + 1 }, () => ({ type: "command", command: { type: "speak", seat: 0, text: "" } })) };
  assert.equal((await post(json({ purpose: "seat", seat, game: many }))).status, 400);
  assert.equal((await post(json({ purpose: "seat", seat: 99, game: ref(s) }))).status, 400);
  assert.equal((await post("not json")).status, 400);
  assert.equal(model.server.requests.length, 0);
});

test("same origin only: cross-site, a foreign Origin, text/plain and form posts are refused; WOLFCORE_PUBLIC_ORIGIN adds an origin", async () => {
  configure(model.server);
  const s = watched();
  const body = json({ purpose: "seat", seat: s.game.pending()[0]!.seat, game: ref(s) });
  assert.equal((await post(body, { "sec-fetch-site": "cross-site" })).status, 403);
  assert.equal((await post(body, { "sec-fetch-site": "same-site" })).status, 403);
  assert.equal((await post(body, { origin: "https://evil.example" })).status, 403);
  assert.equal((await post(body, { origin: "null" })).status, 403);
  assert.equal((await post(body, { "content-type": "text/plain" })).status, 415);
  assert.equal((await post(body, { "content-type": "application/x-www-form-urlencoded" })).status, 415);
  assert.equal(model.server.requests.length, 0);
  const h = (o: Record<string, string>) => new Headers({ "content-type": "application/json", host: "game.example:443", ...o });
  assert.equal(checkOrigin(h({ origin: "https://game.example:443", "sec-fetch-site": "same-origin" }), {}), null);
  assert.equal(checkOrigin(h({}), {}), null, "not a browser: no Origin, no Sec-Fetch-Site");
  assert.equal(checkOrigin(h({ origin: "https://play.example" }), {})?.code, "llm_cross_site");
  assert.equal(checkOrigin(h({ origin: "https://play.example" }), { WOLFCORE_PUBLIC_ORIGIN: "https://play.example" }), null);
  // The proxy's X-Forwarded-Host counts only when the proxy is trusted.
  assert.equal(checkOrigin(h({ origin: "https://front.example", "x-forwarded-host": "front.example" }), {})?.code, "llm_cross_site");
  assert.equal(checkOrigin(h({ origin: "https://front.example", "x-forwarded-host": "front.example" }), { WOLFCORE_TRUST_PROXY: "1" }), null);
  assert.equal(checkOrigin(h({ "content-type": "application/json; charset=utf-8" }), {}), null);
});

/** A request body as a stream of `chunks` chunks of `size` bytes, `gapMs` apart; counts what was pulled. */
function slowStream(chunks: number, size: number, gapMs: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= chunks) return controller.close();
      if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
      sent++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

test("the body is read as a stream with a byte cap: a chunked 400 MB body stops at the cap (413), a declared one is refused unread", async () => {
  configure(model.server);
  const big = slowStream(400, 1_000_000, 0);
  const res = await post(big.stream);
  assert.equal(res.status, 413);
  assert.equal(!res.body.ok && res.body.code, "llm_body_too_large");
  assert.ok(big.pulled() <= 3, `${big.pulled()} MB pulled`);
  const declared = slowStream(400, 1_000_000, 0);
  const r2 = await post(declared.stream, { "content-length": "400000000" });
  assert.equal(r2.status, 413);
  assert.ok(declared.pulled() <= 1);
  assert.equal(model.server.requests.length, 0);
});

test("a slow body times out in seconds (408 llm_body_timeout), not minutes", async () => {
  configure(model.server, { WOLFCORE_BODY_TIMEOUT_MS: "300" });
  const slow = slowStream(1_000, 10, 100); // 10 bytes every 100 ms: 100 s for the whole body
  const t0 = Date.now();
  const res = await post(slow.stream);
  assert.equal(res.status, 408);
  assert.equal(!res.body.ok && res.body.code, "llm_body_timeout");
  assert.ok(Date.now() - t0 < 2_000, `${Date.now() - t0} ms`);
  const direct = await readBody(new Request("http://x/", { method: "POST", body: new Uint8Array([0xff, 0xfe]) }), 100, 1_000);
  assert.deepEqual(direct, { status: 400, code: "llm_bad_request" }, "not UTF-8");
  assert.equal(model.server.requests.length, 0);
});
