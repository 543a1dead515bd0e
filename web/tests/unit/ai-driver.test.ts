// The table's AI driver (lib/ai/driver.ts) against the in-process route and the test server with a
// fixed latency: model seats in parallel where the engine awaits several moves, at most one call
// per seat, "skip ahead" and human moves never cancel and resend a call in flight, the elapsed-time
// list, and a summary for a day that ended by a wolf's self-reveal (issue 20, items 5 and 6).
import { test } from "node:test";
import assert from "node:assert/strict";
import { AiDriver } from "../../lib/ai/driver";
import { GameSession } from "../../lib/session";
import { aiSetup, configure, isSummaryRequest, modelPlayers, offeredActions, playUntil, seatSchema, useModelServer } from "../ai/harness";
import type { RecordedRequest } from "../ai/openai-test-server";

const model = useModelServer();

const SELF = /You are Seat (\d+)\./;
const seatOf = (r: RecordedRequest) => Number(SELF.exec(r.body.messages[1]?.content ?? "")?.[1] ?? 0);
/** A request's identity: the seat and the last words of its instruction (the action and its targets). */
const turnKey = (r: RecordedRequest) => `${seatOf(r)}|${r.body.messages[1]?.content.slice(-160)}|${r.body.messages.length}`;

function waitFor(cond: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (cond()) return resolve();
      if (Date.now() > deadline) return reject(new Error("timed out"));
      setTimeout(tick, 10);
    };
    tick();
  });
}

/** After `driver.stop()`: waits until the test server has seen no new request for 300 ms (calls the stop aborted land late). */
async function settle(): Promise<void> {
  let seen = -1;
  while (seen !== model.server.requests.length) {
    seen = model.server.requests.length;
    await new Promise((r) => setTimeout(r, 300));
  }
}

function driverFor(session: GameSession, pace = 0) {
  const players = modelPlayers(session);
  let changes = 0;
  const errors: string[] = [];
  const driver = new AiDriver({
    session,
    agents: players.agents,
    summarizer: players.summarizer,
    pace: (_a, fast) => (fast ? 0 : pace),
    onChange: () => changes++,
    onError: (c) => errors.push(c),
  });
  return { driver, players, errors, changes: () => changes };
}

/** Counts requests in flight at the test server (answered after `delayMs`). */
function concurrency(delayMs: number): { max: () => number } {
  let now = 0;
  let max = 0;
  const base = model.defaults.seat;
  model.responders.seat = (r) => {
    now++;
    max = Math.max(max, now);
    setTimeout(() => now--, delayMs);
    return { ...base(r), delayMs };
  };
  return { max: () => max };
}

test("the day's votes go out in parallel, one call per seat, and the game moves on", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  const session = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed: "4" }), "en");
  const c = concurrency(150);
  const { driver, errors } = driverFor(session);
  driver.start();
  await waitFor(() => session.game.view().day >= 2 || session.game.isOver(), 60_000);
  driver.stop();
  await settle();
  assert.deepEqual(errors, []);
  assert.ok(c.max() >= 4, `at most ${c.max()} calls at once`);
  const keys = model.server.requests.filter((r) => !isSummaryRequest(r)).map(turnKey);
  assert.equal(new Set(keys).size, keys.length, "no turn was asked twice");
  session.free();
});

test("skip ahead while calls are in flight: nothing is cancelled or sent again; the waiting list shows the seats with their start time", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  const session = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed: "4" }), "en");
  concurrency(300);
  const { driver } = driverFor(session, 200);
  driver.start();
  await waitFor(() => model.server.requests.length >= 1);
  await waitFor(() => driver.waiting().length >= 1);
  const w = driver.waiting()[0]!;
  assert.ok(Date.now() - w.since < 5_000 && w.since <= Date.now());
  driver.setFast(true);
  await waitFor(() => session.game.view().day >= 2 || session.game.isOver(), 60_000);
  // Only the calls in flight when the test leaves the table are cancelled (by leaving).
  const leaving = driver.waiting().length;
  driver.stop();
  await settle();
  const aborted = model.server.requests.filter((r) => r.aborted).length;
  assert.ok(aborted <= leaving, `${aborted} calls cancelled, ${leaving} in flight when the table closed`);
  const keys = model.server.requests.filter((r) => !isSummaryRequest(r)).map(turnKey);
  assert.equal(new Set(keys).size, keys.length, "no turn was asked twice");
  assert.deepEqual(driver.waiting(), []);
  session.free();
});

test("a human move while model votes are in flight cancels none of them; they land and the vote ends", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  const session = GameSession.create(aiSetup({ seatChoice: "seat", humanSeat: 0, seed: "4" }), "en");
  // Bots play everyone (the human too) up to the vote; then the model seats vote.
  for (let i = 0; i < 500 && session.game.view().phase.kind !== "vote"; i++) session.apply(session.game.botCommand(session.game.pending()[0]!.seat));
  assert.equal(session.game.view().phase.kind, "vote");
  concurrency(400);
  const { driver, errors } = driverFor(session);
  driver.start();
  await waitFor(() => model.server.requests.filter((r) => !isSummaryRequest(r)).length >= 3);
  const human = session.game.pending().find((p) => p.seat === 0)!;
  session.apply({ type: "vote", seat: 0, target: human.targets[0]! });
  driver.poke();
  await waitFor(() => session.game.view().phase.kind !== "vote", 30_000);
  const leaving = driver.waiting().length;
  const votes = model.server.requests.filter((r) => !isSummaryRequest(r) && (seatSchema(r) ?? {}).vote !== undefined);
  driver.stop();
  await settle();
  assert.deepEqual(errors, []);
  assert.ok(votes.length >= 3 && votes.every((r) => !r.aborted), "no model vote was cancelled by the human's vote");
  assert.ok(model.server.requests.filter((r) => r.aborted).length <= leaving);
  const keys = model.server.requests.filter((r) => !isSummaryRequest(r)).map(turnKey);
  assert.equal(new Set(keys).size, keys.length);
  session.free();
});

test("a day that ends with a wolf's self-reveal still gets its summary, before night 2's moves", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  // Every wolf offered the self-reveal takes it; everyone else plays the default legal move.
  model.responders.seat = (r) => (offeredActions(r).includes("self_reveal") ? { content: '{"action": "self_reveal"}' } : model.defaults.seat(r));
  let session: GameSession | null = null;
  for (let seed = 1; seed < 40 && !session; seed++) {
    const s = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed: String(seed) }), "en");
    // Bots up to the first day speech of a wolf that comes after some other speech.
    for (let i = 0; i < 300; i++) {
      const p = s.game.pending()[0];
      if (!p) break;
      const spoken = s.game.view().events.some((e) => e.kind.type === "speech");
      if (p.action === "speak" && spoken && s.game.view(p.seat).you?.role === "Werewolf") {
        session = s;
        break;
      }
      s.apply(s.game.botCommand(p.seat));
    }
    if (!session) s.free();
  }
  assert.ok(session, "a seed where a wolf speaks after someone else on day 1");
  const { driver, players } = driverFor(session);
  driver.start();
  await waitFor(() => session!.game.view().events.some((e) => e.kind.type === "self_revealed"));
  await waitFor(() => players.log.entries().some((e) => e.purpose === "summary" && e.day === 1), 30_000);
  driver.stop();
  const summaryAt = model.server.requests.findIndex((r) => isSummaryRequest(r));
  assert.ok(summaryAt >= 0, "a summary request");
  assert.match(model.server.requests[summaryAt]!.body.messages[1]!.content, /Seat \d+/);
  // Nothing of night 2 was asked before the summary.
  const later = model.server.requests.slice(0, summaryAt).filter((r) => /night 2|第2夜/i.test(r.body.messages[1]?.content ?? ""));
  assert.deepEqual(later, []);
  session.free();
});

test("a game that ends on a day with talk still gets that day's summary (the end review reads the ledger)", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  // A 6-seat game whose model seats play the first legal move: it ends within a few days.
  const session = GameSession.create(aiSetup({ players: 6, seatChoice: "watch", humanSeat: null, seed: "5" }), "en");
  const players = modelPlayers(session);
  await playUntil(session, players, (s) => s.game.isOver(), 400);
  assert.ok(session.game.isOver());
  const lastDay = session.game.view().day;
  const talked = new Set(session.game.view().events.filter((e) => e.kind.type === "speech").map((e) => e.day));
  assert.ok(talked.has(lastDay), "the game ended on a day with talk");
  const summarized = players.log.entries().filter((e) => e.purpose === "summary").map((e) => e.day);
  assert.deepEqual(summarized, [...talked].sort((a, b) => a - b));
  session.free();
});

test("held (paused, a read-only tab): nothing new is asked; let go, the game moves on", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  const session = GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed: "4" }), "en");
  const players = modelPlayers(session);
  let held = true;
  const driver = new AiDriver({ session, agents: players.agents, summarizer: players.summarizer, pace: () => 0, onChange: () => {}, hold: () => held });
  driver.start();
  await new Promise((r) => setTimeout(r, 600));
  assert.equal(model.server.requests.length, 0, "nothing asked while held");
  assert.equal(session.inputs.length, 0);
  held = false; // the driver looks again by itself
  await waitFor(() => session.inputs.length >= 3);
  driver.stop();
  await settle();
  session.free();
});

test("a summary the core refuses as a whole (a claim dated after the day) is logged as the extractor's fallback, and the game goes on", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "20000" });
  // What SmolLM2 sent in the real-model e2e run: day 1's summary with a claim dated day 2, which
  // `ingestSummary` throws on (`future_day`) instead of reporting; the driver used to swallow it.
  model.responders.summary = () => ({
    content: '{"claims": [{"day": 2, "speakerSeat": 3, "claimType": "seer_check", "targetSeat": 5, "alignment": "wolf", "content": "seer_check"}]}',
  });
  const session = GameSession.create(aiSetup({ players: 6, seatChoice: "watch", humanSeat: null, seed: "5" }), "en");
  const { driver, players, errors } = driverFor(session);
  driver.start();
  await waitFor(() => session.game.view().day >= 2 || session.game.isOver(), 60_000);
  await waitFor(() => players.log.entries().some((e) => e.purpose === "summary" && e.day === 1), 5_000);
  driver.stop();
  await settle();
  assert.deepEqual(errors, []);
  const summary = players.log.entries().find((e) => e.purpose === "summary" && e.day === 1)!;
  assert.equal(summary.outcome, "fallback_extractor");
  assert.equal(summary.code, "future_day");
  assert.equal(summary.model, "test-summary-model");
  // The ledger is as the extractor left it: no summary input was recorded.
  assert.deepEqual(session.inputs.filter((i) => i.type === "summary"), []);
  session.free();
});
