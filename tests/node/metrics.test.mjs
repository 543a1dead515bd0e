// Issue 19 through the built release package: `game.metrics()` (docs/metrics.md, M1–M9) and the
// simulator's consistency report, checked against the event log the same game exposes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWolfcore } from "./helpers.mjs";

const { Game, boards, simulate } = await loadWolfcore();

function standard12(seed, extra = {}) {
  const b = boards().find((x) => x.id === "standard-12");
  return new Game({ roles: b.roles, winRule: b.winRule, seed, sheriff: true, ...extra });
}

test("metrics: one entry per seat, roles and ballots agree with the god log (M8)", () => {
  const game = standard12(21);
  const early = game.metrics();
  assert.equal(early.over, false);
  assert.equal(early.seats.length, 12);
  game.playBots();
  const m = game.metrics();
  assert.equal(m.over, true);
  const log = game.eventLog();
  const ended = log.find((e) => e.kind.type === "game_ended");
  assert.deepEqual(m.seats.map((s) => s.role), ended.kind.roles);
  for (const s of m.seats) {
    // M8 from the public tallies, counted here independently.
    let ballots = 0;
    let abstentions = 0;
    let sheriffBallots = 0;
    let sheriffAbstentions = 0;
    for (const e of log) {
      if (e.kind.type === "vote_tallied" || e.kind.type === "sheriff_vote_tallied") {
        for (const b of e.kind.ballots) {
          if (b.voter !== s.seat) continue;
          if (e.kind.type === "vote_tallied") {
            ballots++;
            if (b.target === undefined || b.target === null) abstentions++;
          } else {
            sheriffBallots++;
            if (b.target === undefined || b.target === null) sheriffAbstentions++;
          }
        }
      }
    }
    assert.deepEqual(
      [s.ballots, s.abstentions, s.sheriffBallots, s.sheriffAbstentions],
      [ballots, abstentions, sheriffBallots, sheriffAbstentions],
      `seat ${s.seat}`,
    );
    assert.ok(s.readBallotsFollowed <= s.readBallots && s.lies <= s.claims && s.wrongReads <= s.reads);
    assert.equal(s.wolf, s.role === "Werewolf" || s.role === "WhiteWolfKing");
    // Good bots never lie (M3), and they vote what they said (M1).
    if (!s.wolf) {
      assert.equal(s.lies, 0, `seat ${s.seat}`);
      assert.equal(s.readBallotsFollowed, s.readBallots, `seat ${s.seat}`);
    }
  }
  // The metrics are a plain JSON value (no Map, no undefined).
  assert.deepEqual(JSON.parse(JSON.stringify(m)), m);
  game.free();
});

test("metrics: the difficulty reaches the hosted bots, and a bad one is refused with its code", () => {
  const a = standard12(5);
  const b = standard12(5);
  a.playBots([], { difficulty: "easy" });
  b.playBots([], { difficulty: "hard" });
  assert.notEqual(a.eventLogDigest(), b.eventLogDigest(), "easy and hard bots play differently");
  const c = standard12(5);
  assert.throws(() => c.playBots([], { difficulty: "expert" }), (e) => e.code === "invalid_bot_config");
  for (const g of [a, b, c]) g.free();
});

test("simulate reports the consistency shares and per-role metrics", () => {
  const b = boards().find((x) => x.id === "standard-9");
  const r = simulate({ games: 40, roles: b.roles, winRule: b.winRule, seed: 3, sheriff: true });
  const c = r.consistency;
  for (const key of ["goodVotesFollowReads", "goodSheriffAbstentions", "witchPoisonedByNight3", "hunterShot", "day1Substantive", "distinctSpeeches"]) {
    assert.ok(c[key].of >= c[key].count && c[key].rate >= 0 && c[key].rate <= 1, key);
  }
  assert.equal(c.goodVotesFollowReads.count, c.goodVotesFollowReads.of);
  // One entry per dealt role (the core's `Role::REAL`: every `Role` but `Unknown`).
  assert.ok(r.metrics.roles.length >= 8);
  assert.equal(r.metrics.roles.reduce((n, t) => n + t.seats, 0), 40 * 9);
  assert.equal(r.metrics.good.seats + r.metrics.wolves.seats, 40 * 9);
  assert.equal(r.tally.metrics, undefined, "the sums travel as report.metrics only");
});
