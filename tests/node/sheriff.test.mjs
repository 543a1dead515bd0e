// R9 through the built release package: the sheriff election and the badge
// (docs/rules.md#r9), pinned against the native engine and played to the end by bots and a human.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, loadWolfcore, plainMove } from "./helpers.mjs";

const { Game, boards } = await loadWolfcore();

// Pinned natively in crates/wolfcore/tests/bots_sheriff.rs and in the browser (R1 parity).
const SHERIFF_12_DIGEST = "e7c9650110e89723";
const SHERIFF_12_COMMANDS = 114;

function standard12(seed, extra = {}) {
  const b = boards().find((x) => x.id === "standard-12");
  return new Game({ roles: b.roles, winRule: b.winRule, seed, sheriff: true, ...extra });
}

test("r9 the 12-seat sheriff bot game gives the native digest", () => {
  const game = standard12(12);
  assert.equal(game.playBots(), SHERIFF_12_COMMANDS);
  assert.deepEqual(game.outcome(), { winner: "wolves", reason: "villagers_dead", day: 3 });
  assert.equal(game.eventLogDigest(), SHERIFF_12_DIGEST);
});

/** The human's move for the pending action: he always runs and hands the badge on. */
function humanMove(p) {
  switch (p.action) {
    case "sheriff_run":
      return { type: "sheriff_run", seat: p.seat, run: true };
    case "sheriff_speak":
      return { type: "speak", seat: p.seat, text: `Seat ${p.seat + 1}: vote me for sheriff, I am good.` };
    case "sheriff_direction":
      return { type: "sheriff_direction", seat: p.seat, direction: "counterclockwise" };
    default:
      return plainMove(p);
  }
}

test("r9 a 12-seat sheriff game with every role plays to the end: bots and a human who runs", () => {
  const seen = { sheriff: 0, directions: 0, passed: 0, humanSheriff: 0, humanPassed: 0, weighted: 0 };
  const roles = new Set();
  // 24 deals (issue 19's bots changed which games reach each badge step; 12 no longer covered a
  // human sheriff who dies with the badge).
  for (let seed = 1; seed <= 24; seed++) {
    const game = standard12(seed);
    const human = seed % 12;
    roles.add(game.godView().players[human].role);
    for (let guard = 0; guard < 500 && !game.isOver(); guard++) {
      game.playBots([human]);
      if (game.isOver()) break;
      const pending = game.pending();
      assert.ok(pending.length > 0 && pending.every((p) => p.seat === human), JSON.stringify(pending));
      const view = game.view(human);
      if (pending[0].action === "sheriff_direction") {
        seen.humanSheriff += 1;
        assert.equal(view.sheriff, human);
        assert.match(game.promptContext(human).text, /choose the speaking direction/);
      }
      if (pending[0].action === "pass_badge") seen.humanPassed += 1;
      game.apply(humanMove(pending[0]));
    }
    assert.equal(game.isOver(), true, `seed ${seed}`);
    const log = game.eventLog();
    const elected = log.find((e) => e.kind.type === "sheriff_elected");
    assert.ok(elected, "the election ran");
    assert.ok(log.some((e) => e.kind.type === "sheriff_run_declared" && e.kind.seat === human && e.kind.run));
    if (elected.kind.seat !== undefined) seen.sheriff += 1;
    seen.directions += log.filter((e) => e.kind.type === "sheriff_direction_chosen").length;
    seen.passed += log.filter((e) => e.kind.type === "badge_passed").length;
    seen.weighted += log.filter((e) => e.kind.type === "vote_tallied" && e.kind.sheriff).length;
    // Save/replay of a sheriff game.
    const saved = game.save();
    assert.equal(Game.load(saved).eventLogDigest(), game.eventLogDigest());
  }
  assert.ok(seen.sheriff > 12 && seen.directions > 0 && seen.passed > 0 && seen.weighted > 0, JSON.stringify(seen));
  assert.ok(seen.humanSheriff > 0, `the human became sheriff: ${JSON.stringify(seen)}`);
  assert.ok(seen.humanPassed > 0, `the human passed the badge: ${JSON.stringify(seen)}`);
  assert.ok(roles.size >= 4, `the human played several roles: ${[...roles]}`);
});

test("r9 views, prompts and typed refusals through the package", () => {
  assertThrowsCode(() => new Game({ players: 9, seed: 1, sheriff: true, sheriffVoteWeight: 3 }), "invalid_options");
  const game = new Game({ players: 9, seed: 4, sheriff: true, sheriffVoteWeight: 2 });
  assert.deepEqual(
    { sheriff: game.view().rules.sheriff, weight: game.view().rules.sheriffVoteWeight },
    { sheriff: true, weight: 2 },
  );
  while (game.pending()[0].action !== "sheriff_run") game.apply(game.botCommand(game.pending()[0].seat));
  assert.deepEqual(game.view(0).phase, { kind: "sheriff_signup" });
  assert.equal(game.pending().length, 9);
  for (let s = 0; s < 9; s++) game.apply({ type: "sheriff_run", seat: s, run: s === 2 || s === 6 });
  assert.deepEqual(game.view().election.runners, [2, 6]);
  assert.deepEqual(game.view().phase, { kind: "sheriff_speech", seat: 2, pk: false });
  assertThrowsCode(() => game.apply({ type: "sheriff_withdraw", seat: 0 }), "not_a_candidate");
  game.apply({ type: "sheriff_withdraw", seat: 6 });
  assert.equal(game.view().sheriff, 2, "one candidate left: elected");
  const err = assertThrowsCode(() => game.apply({ type: "pass_badge", seat: 3, target: null }), "wrong_phase");
  assert.equal(err.code, "wrong_phase");
  while (!["sheriff_direction", "pass_badge"].includes(game.pending()[0]?.action) && !game.isOver()) {
    game.apply(game.botCommand(game.pending()[0].seat));
  }
  if (game.pending()[0]?.action === "sheriff_direction") {
    const e = assertThrowsCode(() => game.apply({ type: "sheriff_direction", seat: 0, direction: "clockwise" }), "not_sheriff");
    assert.equal(e.seat, 0);
    assert.match(game.promptContext(4).text, /Sheriff: Seat 3/);
    game.apply({ type: "sheriff_direction", seat: 2, direction: "clockwise" });
    assert.deepEqual(game.view().phase, { kind: "day_speech", seat: 3 });
  }
});
