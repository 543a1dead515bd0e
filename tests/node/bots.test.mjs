// The bots through the built release package (issue 5): `Game.playBots` / `Game.botCommand`
// (bots decide from their own seat's view only, R6, and play by the rules, R5) and `simulate`,
// whose report is pinned to the native run (R1: the same seed gives the same results natively,
// in Node and in the browser).
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, loadWolfcore, plainMove } from "./helpers.mjs";

const { Game, simulate } = await loadWolfcore();

// Pinned in crates/wolfcore/tests/bots.rs (native) and crates/wolfcore-wasm/tests/bots.rs (browser);
// re-pinned on purpose for issue 19 (bots v2).
const PARITY_CONFIG = Object.freeze({ games: 200, players: 9, seed: "7" });
const PARITY_TALLY = Object.freeze({
  games: 200,
  villageWins: 91,
  wolfWins: 109,
  noWolvesLeft: 91,
  parity: 109,
  godsDead: 0,
  villagersDead: 0,
  totalDays: 578,
  maxDays: 4,
  totalCommands: 9940,
  fakeClaimGames: 90,
  fakeContested: 89,
  fakeDisproved: 11,
  fakeContestedOrDisproved: 90,
  realSeerClaimed: 190,
  selfReveals: 4,
  villageWinsWithFakeClaim: 44,
});
const HOSTED_DIGEST = "48084b45ba74ee66";

/** Asserts a refused call throws `code` and leaves the game exactly as it was. */
function refuses(game, fn, code) {
  const before = game.save();
  const err = assertThrowsCode(fn, code);
  assert.equal(game.save(), before, `a refused call (${code}) changed the game`);
  return err;
}

test("r1_sim_parity: simulate gives the native report (200 games, 9 seats, seed 7)", () => {
  const r = simulate(PARITY_CONFIG);
  assert.deepEqual(r.tally, PARITY_TALLY);
  assert.equal(r.games, 200);
  assert.deepEqual(r.village, { wins: 91, rate: 0.455, ci95Low: 0.387482193098835, ci95High: 0.524213886275119 });
  assert.equal(r.wolves.wins, 109);
  assert.equal(r.avgDays, 2.89);
  assert.equal(r.avgCommands, 49.7);
  assert.equal(r.maxDays, 4);
  assert.deepEqual(r.winReasons, { noWolvesLeft: 91, parity: 109, godsDead: 0, villagersDead: 0 });
  assert.deepEqual(r.fakeSeer.claimed, { count: 90, of: 200, rate: 0.45 });
  assert.deepEqual(r.realSeerClaimed, { count: 190, of: 200, rate: 0.95 });
  assert.equal(r.selfRevealsPerGame, 0.02);
  // The resolved config: every default filled in, the seed as a string.
  assert.equal(r.config.seed, "7");
  assert.equal(r.config.games, 200);
  assert.equal(r.config.winRule, "parity");
  assert.equal(r.config.lang, "en");
  assert.equal(r.config.roles, undefined);
  assert.equal(r.config.bots.fakeClaimRate, 0.5);
  assert.equal(r.config.bots.ingestClaims, false);
  // A number seed is the same seed; the report is deterministic.
  assert.deepEqual(simulate({ ...PARITY_CONFIG, seed: 7, games: 20 }).tally, simulate({ ...PARITY_CONFIG, games: 20 }).tally);
});

test("simulate: options change the games; game i replays as new Game({ seed: seed + i })", () => {
  const base = { games: 30, players: 12, seed: "18446744073709551610" };
  const a = simulate(base);
  assert.equal(a.config.seed, "18446744073709551610", "64-bit seeds survive as strings");
  assert.equal(a.games, 30);
  assert.equal(a.village.wins + a.wolves.wins, 30);
  const never = simulate({ ...base, bots: { fakeClaimRate: 0 } });
  assert.equal(never.fakeSeer.claimed.count, 0);
  const always = simulate({ ...base, bots: { fakeClaimRate: 1 } });
  assert.equal(always.fakeSeer.claimed.count, 30);
  const side = simulate({ ...base, winRule: "sideKill", lang: "zh", revealRoleOnDeath: true });
  assert.equal(side.config.lang, "zh");
  assert.equal(side.config.bots.lang, "en", "the resolved bot config is echoed as given");
  // One game of the run, replayed by the hosted bots' engine: same board, a finished game.
  const roles = ["Werewolf", "Werewolf", "Seer", "Witch", "Hunter", "Villager", "Villager", "Werewolf"];
  const custom = simulate({ games: 5, roles, seed: 3 });
  assert.deepEqual(custom.config.roles, roles);
  assert.equal(custom.games, 5);
});

test("simulate: bad config is a typed error", () => {
  const cases = [
    [undefined, "invalid_sim_config"],
    [null, "invalid_sim_config"],
    [[], "invalid_sim_config"],
    ["games=10", "invalid_sim_config"],
    [{ gamez: 10 }, "invalid_sim_config"],
    [{ games: -1 }, "invalid_sim_config"],
    [{ games: 1.5 }, "invalid_sim_config"],
    [{ seed: -1 }, "invalid_sim_config"],
    [{ seed: "seven" }, "invalid_sim_config"],
    [{ winRule: "kill_all" }, "invalid_sim_config"],
    [{ bots: { fakeClaimRat: 1 } }, "invalid_sim_config"],
    [{ get games() { throw new Error("boom"); } }, "invalid_sim_config"],
    [{ games: 0 }, "no_games"],
    [{ games: 1, players: 5 }, "invalid_player_count"],
    [{ games: 1, players: 14 }, "no_preset_board"],
    [{ games: 1, roles: ["Werewolf", "Werewolf", "Werewolf", "Villager", "Villager", "Villager"] }, "invalid_roles"],
  ];
  for (const [config, code] of cases) {
    assertThrowsCode(() => simulate(config), code);
  }
  const rate = assertThrowsCode(() => simulate({ games: 1, bots: { busRate: 1.5 } }), "invalid_bot_config");
  assert.equal(rate.field, "busRate");
  assert.equal(assertThrowsCode(() => simulate({ games: 1, players: 20 }), "invalid_player_count").players, 20);
  // Still usable afterwards.
  assert.equal(simulate({ games: 2, players: 6 }).games, 2);
});

test("r5_playBots: bots play a whole game to a winner (pinned digest, as natively)", () => {
  const game = new Game({ players: 9, seed: 7 });
  const applied = game.playBots();
  assert.equal(applied, 58);
  assert.equal(game.isOver(), true);
  assert.deepEqual(game.outcome(), { winner: "village", reason: "no_wolves_left", day: 4 });
  assert.equal(game.eventLogDigest(), HOSTED_DIGEST);
  assert.equal(game.playBots(), 0, "nothing left to play");
  // Bots speak: the ledger holds what the extractor found in their speeches (C6).
  assert.ok(game.publicClaims().length > 0);
  assert.ok(game.eventLog().some((e) => e.kind.type === "speech" && e.kind.text.length > 0));
});

test("r5_playBots: every board size and language ends with a winner", () => {
  for (let players = 6; players <= 12; players++) {
    for (const lang of ["en", "zh"]) {
      const game = new Game({ players, seed: players * 31, lang });
      const n = game.playBots([], { ingestClaims: lang === "zh" });
      assert.ok(n > 0);
      assert.equal(game.isOver(), true, `${players} ${lang}`);
      assert.ok(["village", "wolves"].includes(game.outcome().winner));
      if (lang === "zh") {
        assert.ok(game.eventLog().some((e) => e.kind.type === "speech" && /[号我]/.test(e.kind.text)), "zh speeches");
      }
    }
  }
});

/** A human's move: a plain legal command for the pending action (not the bot's). */
const humanMove = (p) => plainMove(p, `Seat ${p.seat + 1} here. I am a villager.`);

test("r6_mixed game: one human seat driven by the test, bots in the rest", () => {
  for (let seed = 1; seed <= 12; seed++) {
    const human = seed % 9;
    const game = new Game({ players: 9, seed });
    let humanTurns = 0;
    let botCommands = 0;
    for (let guard = 0; guard < 400 && !game.isOver(); guard++) {
      botCommands += game.playBots([human]);
      if (game.isOver()) break;
      // Only the human is awaited now, and the human sees it in its own view.
      const pending = game.pending();
      assert.ok(pending.length > 0 && pending.every((p) => p.seat === human), JSON.stringify(pending));
      const mine = game.view(human).pending.filter((p) => p.seat === human);
      assert.deepEqual(mine, pending);
      game.apply(humanMove(pending[0]));
      humanTurns++;
    }
    assert.equal(game.isOver(), true, `seed ${seed}`);
    assert.ok(humanTurns > 0 && botCommands > 0);
    // The human's speeches are in the log beside the bots'.
    assert.ok(game.eventLog().some((e) => e.kind.type === "speech" && e.kind.seat === human) || !game.view(human).players[human].alive);
  }
});

test("r5_botCommand: always accepted by apply, the same when asked twice or after save/load", () => {
  for (const [players, seed, lang] of [[9, 3, "en"], [12, 4, "zh"], [6, 5, "en"], [10, "18446744073709551615", "zh"]]) {
    const game = new Game({ players, seed, lang });
    let moves = 0;
    while (!game.isOver()) {
      const pending = game.pending();
      // Any awaited seat, not just the first: wolves and voters act in any order.
      const p = pending[moves % pending.length];
      const cmd = game.botCommand(p.seat);
      assert.equal(cmd.seat, p.seat);
      assert.deepEqual(game.botCommand(p.seat), cmd, "a function of the game");
      assert.deepEqual(Game.load(game.save()).botCommand(p.seat), cmd, "survives save/load");
      const applied = game.apply(cmd);
      assert.ok(applied.eventCount > applied.firstEvent);
      moves++;
      assert.ok(moves < 2000);
    }
    assert.ok(game.outcome() !== undefined);
    refuses(game, () => game.botCommand(0), "not_pending");
  }
});

test("botCommand / playBots: bad arguments are typed errors that change nothing", () => {
  const game = new Game({ players: 9, seed: 11 });
  const idle = [...Array(9).keys()].find((s) => !game.pending().some((p) => p.seat === s));
  assert.equal(refuses(game, () => game.botCommand(idle), "not_pending").seat, idle);
  assert.equal(refuses(game, () => game.botCommand(9), "unknown_seat").seat, 9);
  refuses(game, () => game.botCommand(-1), "invalid_argument");
  refuses(game, () => game.botCommand("0"), "invalid_argument");
  refuses(game, () => game.botCommand(undefined), "invalid_argument");
  const seat = game.pending()[0].seat;
  refuses(game, () => game.botCommand(seat, { busRate: 2 }), "invalid_bot_config");
  refuses(game, () => game.botCommand(seat, { busRat: 0.5 }), "invalid_bot_config");
  refuses(game, () => game.botCommand(seat, "fast"), "invalid_bot_config");
  refuses(game, () => game.playBots("0,1"), "invalid_argument");
  refuses(game, () => game.playBots([0, 1.5]), "invalid_argument");
  refuses(game, () => game.playBots([0, null]), "invalid_argument");
  assert.equal(refuses(game, () => game.playBots([12]), "unknown_seat").seat, 12);
  refuses(game, () => game.playBots([], { ingestClaims: "yes" }), "invalid_bot_config");
  const rate = refuses(game, () => game.playBots([], { selfRevealRate: -0.5 }), "invalid_bot_config");
  assert.equal(rate.field, "selfRevealRate");
  // A proxy whose traps throw, or a getter calling back into the game, cannot break the object.
  const hostile = new Proxy([0], { get() { throw new Error("trap"); } });
  refuses(game, () => game.playBots(hostile), "invalid_argument");
  refuses(game, () => game.playBots([], { get busRate() { return game.save().length; } }), "invalid_bot_config");
  // A `null`/`undefined` list means "no humans"; `null` options mean the defaults.
  const twin = new Game({ players: 9, seed: 11 });
  assert.equal(game.botCommand(seat, null).seat, seat);
  assert.equal(game.playBots(null, null), twin.playBots(undefined));
  assert.equal(game.eventLogDigest(), twin.eventLogDigest());
});

test("playBots with every seat human plays nothing", () => {
  const game = new Game({ players: 6, seed: 2 });
  const before = game.save();
  assert.equal(game.playBots([0, 1, 2, 3, 4, 5]), 0);
  assert.equal(game.save(), before);
});
