// The table's AI driver (lib/ai/driver.ts) against the in-process route and the test server with a
// fixed latency: model seats in parallel where the engine awaits several moves, at most one call
// per seat, "skip ahead" and human moves never cancel and resend a call in flight, the elapsed-time
// list, a summary for a day that ended by a wolf's self-reveal, and after an agent's error a retry
// after a backoff, then the built-in bot (issue 20, items 5 and 6).
import { test } from "node:test";
import assert from "node:assert/strict";
import type { ActionKind, Command, Seat } from "wolfcore";
import { botTable, extractorOnly, type SeatAgent } from "../../lib/agents";
import { AGENT_RETRIES, AiDriver, agentBackoffMs } from "../../lib/ai/driver";
import { GameSession } from "../../lib/session";
import { aiSetup, configure, isSummaryRequest, modelPlayers, offeredActions, playUntil, seatSchema, useModelServer } from "../ai/harness";
import type { RecordedRequest } from "../ai/openai-test-server";
import { setup } from "./helpers";

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

// ---- After an agent's error (issue 20): asked again after a backoff, then the built-in bot moves. ----

/** A watched bots-only game, and the first seat the engine awaits. */
function botsGame(seed = "4"): { session: GameSession; seat: Seat; action: ActionKind } {
  const session = GameSession.create(setup({ seatChoice: "watch", humanSeat: null, seed }), "en");
  const p = session.game.pending()[0]!;
  return { session, seat: p.seat, action: p.action };
}

/** An agent for `seat` that fails its first `failures` asks (throws, or returns a move the engine refuses), then plays the bot's move. */
function flaky(failures: number, how: "throw" | "illegal") {
  const asks: { at: number; action: ActionKind | undefined }[] = [];
  const agent: SeatAgent = {
    kind: "model",
    decide(game, seat) {
      asks.push({ at: Date.now(), action: game.pending().find((p) => p.seat === seat)?.action });
      if (asks.length <= failures) {
        if (how === "throw") return Promise.reject(new Error("upstream exploded"));
        // A day speech at night: the engine refuses it.
        return Promise.resolve({ type: "speak", seat, text: "hello" } as Command);
      }
      return Promise.resolve(game.botCommand(seat));
    },
  };
  return { agent, asks };
}

test("an agent that throws is asked again after a backoff (no click, no outside poke), and its move is played", async () => {
  const { session, seat, action } = botsGame();
  const agents = botTable(session.setup.players, null);
  const f = flaky(2, "throw");
  agents.set(seat, f.agent);
  const errors: string[] = [];
  const delays = [60, 120];
  const driver = new AiDriver({
    session,
    agents,
    summarizer: extractorOnly,
    pace: () => 0,
    onChange: () => {},
    onError: (c) => errors.push(c),
    retry: { attempts: 2, delayMs: (n) => delays[n]! },
  });
  driver.start();
  await waitFor(() => session.inputs.some((i) => i.type === "command" && i.command.seat === seat), 10_000);
  // The game goes on by itself after the seat's move.
  await waitFor(() => session.game.view().day >= 2 || session.game.isOver(), 20_000);
  driver.stop();
  assert.equal(errors.length, 2, errors.join(","));
  const turn = f.asks.filter((a) => a.action === action).slice(0, 3);
  assert.equal(turn.length, 3);
  // Each ask after an error waited its backoff (timers never fire early; 5 ms of clock rounding).
  assert.ok(turn[1]!.at - turn[0]!.at >= delays[0]! - 5, `${turn[1]!.at - turn[0]!.at} ms`);
  assert.ok(turn[2]!.at - turn[1]!.at >= delays[1]! - 5, `${turn[2]!.at - turn[1]!.at} ms`);
  // The third ask's move (the agent's own) was played: one command of this seat for this action.
  const first = session.inputs.find((i) => i.type === "command" && i.command.seat === seat);
  assert.ok(first && first.type === "command");
  session.free();
});

test("an agent whose move the engine keeps refusing: 1 + attempts asks, then the built-in bot moves in its place", async () => {
  const { session, seat, action } = botsGame();
  const agents = botTable(session.setup.players, null);
  const f = flaky(Infinity, "illegal");
  agents.set(seat, f.agent);
  const errors: string[] = [];
  const driver = new AiDriver({
    session,
    agents,
    summarizer: extractorOnly,
    pace: () => 0,
    onChange: () => {},
    onError: (c) => errors.push(c),
    retry: { attempts: 2, delayMs: () => 20 },
  });
  driver.start();
  await waitFor(() => session.inputs.some((i) => i.type === "command" && i.command.seat === seat), 10_000);
  driver.stop();
  assert.equal(f.asks.filter((a) => a.action === action).length, 3, "asked once and retried twice");
  assert.equal(errors.length, 3);
  assert.ok(errors.every((c) => c !== "" && c !== "unknown"), errors.join(","));
  const at = session.inputs.findIndex((i) => i.type === "command" && i.command.seat === seat);
  const played = session.inputs[at]!;
  // The bot's move in the game as it stood when the fallback was played: while this seat waited out its
  // backoffs, its wolf teammates' bots picked their kills (R3), and the bot's own pick follows the pack's.
  const before = GameSession.create(session.setup, "en");
  for (const i of session.inputs.slice(0, at)) {
    assert.equal(i.type, "command", "only moves before the fallback (night 1)");
    if (i.type === "command") before.apply(i.command);
  }
  const expected = before.game.botCommand(seat);
  assert.deepEqual(played.type === "command" ? played.command : null, expected, "the bot's move");
  before.free();
  session.free();
});

test("a failure belongs to its turn: the next turn asks the agent afresh; stop() cancels a pending retry", async () => {
  const { session, seat } = botsGame();
  const agents = botTable(session.setup.players, null);
  // Fails 3 times: the first turn ends with the bot's move (attempts 2); the next turn asks the agent first.
  const f = flaky(3, "throw");
  agents.set(seat, f.agent);
  const errors: string[] = [];
  const driver = new AiDriver({
    session,
    agents,
    summarizer: extractorOnly,
    pace: () => 0,
    onChange: () => {},
    onError: (c) => errors.push(c),
    retry: { attempts: 2, delayMs: () => 20 },
  });
  driver.start();
  await waitFor(() => f.asks.length >= 4, 30_000);
  await waitFor(() => session.inputs.filter((i) => i.type === "command" && i.command.seat === seat).length >= 2, 30_000);
  driver.stop();
  assert.equal(errors.length, 3);
  session.free();

  // A retry scheduled when the table closes is never run.
  const g = botsGame();
  const agents2 = botTable(g.session.setup.players, null);
  const f2 = flaky(Infinity, "throw");
  agents2.set(g.seat, f2.agent);
  const d2 = new AiDriver({ session: g.session, agents: agents2, summarizer: extractorOnly, pace: () => 0, onChange: () => {}, retry: { attempts: 2, delayMs: () => 100 } });
  d2.start();
  await waitFor(() => f2.asks.length === 1);
  await new Promise((r) => setTimeout(r, 20));
  assert.ok(d2.busy, "a retry is scheduled");
  d2.stop();
  assert.equal(d2.busy, false);
  await new Promise((r) => setTimeout(r, 250));
  assert.equal(f2.asks.length, 1);
  g.session.free();
});

test("the default backoff after an agent's error: 1 s, 2 s, … at most 8 s; two retries", () => {
  assert.deepEqual([0, 1, 2, 3, 10].map(agentBackoffMs), [1000, 2000, 4000, 8000, 8000]);
  assert.equal(AGENT_RETRIES, 2);
});
