// The `Game` class through the built release package, as a Node user imports it: whole games
// (R1–R4), refused commands with stable codes that change nothing (R5), what each seat may see
// (R6), snapshots, the claims ledger inside the game (C2–C5) and the browser-only autosave.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, loadWolfcore, mulberry32 } from "./helpers.mjs";

const { Game } = await loadWolfcore();

// R1 parity: the same options, policy and digest as crates/wolfcore/tests/engine_parity.rs
// (native) and crates/wolfcore-wasm/tests/game.rs (browser).
const PARITY_OPTIONS = Object.freeze({ players: 12, seed: "9007199254740999", lang: "zh", witchSelfSave: "firstNightOnly" });
const PARITY_DIGEST = "addf3c4e18c4fab3";
const PARITY_COMMANDS = 112;

/** The parity policy: the first pending action, the first legal target. */
function policy(p) {
  const first = p.targets[0] ?? null;
  switch (p.action) {
    case "guard_protect":
      return { type: "guard_protect", seat: p.seat, target: first };
    case "wolf_kill":
      return { type: "wolf_kill", seat: p.seat, target: first };
    case "witch_act":
      return p.saveTarget !== undefined
        ? { type: "witch_act", seat: p.seat, save: true, poison: null }
        : { type: "witch_act", seat: p.seat, save: false, poison: first };
    case "seer_check":
      return { type: "seer_check", seat: p.seat, target: p.targets[0] };
    case "hunter_shoot":
      return { type: "hunter_shoot", seat: p.seat, target: first };
    case "speak":
    case "pk_speak":
      return { type: "speak", seat: p.seat, text: `第${p.seat + 1}号发言：我是好人 ✓` };
    case "last_words":
      return { type: "last_words", seat: p.seat, text: `第${p.seat + 1}号遗言` };
    case "vote":
    case "pk_vote":
      return { type: "vote", seat: p.seat, target: first };
    default:
      throw new Error(`unknown action ${p.action}`);
  }
}

/** A seeded integer in 0..n-1 per call. */
function prng(seed) {
  const next = mulberry32(seed);
  return (n) => next() % n;
}

/** A random legal command for a random pending action. */
function randomPolicy(rand) {
  return (pending) => {
    const p = pending[rand(pending.length)];
    const pick = () => {
      const n = p.targets.length + (p.canSkip ? 1 : 0);
      return n === 0 ? null : (p.targets[rand(n)] ?? null);
    };
    switch (p.action) {
      case "witch_act": {
        const r = rand(3);
        if (r === 0 && p.saveTarget !== undefined) return { type: "witch_act", seat: p.seat, save: true };
        if (r === 1 && p.targets.length > 0) return { type: "witch_act", seat: p.seat, poison: pick() };
        return { type: "witch_act", seat: p.seat };
      }
      case "seer_check":
        return { type: "seer_check", seat: p.seat, target: p.targets[rand(p.targets.length)] };
      case "speak":
      case "pk_speak":
        return { type: "speak", seat: p.seat, text: `seat ${p.seat + 1}: I am good` };
      case "last_words":
        return { type: "last_words", seat: p.seat, text: "" };
      case "vote":
      case "pk_vote":
        return { type: "vote", seat: p.seat, target: pick() };
      default:
        return { type: p.action, seat: p.seat, target: pick() };
    }
  };
}

/** Plays `game` with `choose(pending)` until it ends (or `max` commands); returns the count. */
function play(game, choose = (pending) => policy(pending[0]), max = 5000) {
  let played = 0;
  for (let pending = game.pending(); pending.length > 0 && played < max; pending = game.pending()) {
    const applied = game.apply(choose(pending));
    played += 1;
    assert.equal(applied.gameOver, game.isOver());
    assert.ok(applied.eventCount > applied.firstEvent, "every accepted command logs something");
  }
  return played;
}

/** Runs `fn` and asserts it threw `code` and left the game byte-identical (R5). */
function refused(game, fn, code) {
  const before = game.save();
  const err = assertThrowsCode(fn, code);
  assert.equal(game.save(), before, `a refused call (${code}) changed the game`);
  return err;
}

/** FNV-1a 64 over the UTF-8 bytes of `text`, 16 hex digits (an independent check of the digest). */
function fnv1a64(text) {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(text)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, "0");
}

/** Plays the parity policy until `pred(game)` holds. */
function playUntil(game, pred) {
  while (!pred(game)) {
    const pending = game.pending();
    assert.ok(pending.length > 0, "the game ended before the wanted state");
    game.apply(policy(pending[0]));
  }
}

test("R1: the parity game gives the pinned digest, as natively and in the browser", () => {
  const game = new Game(PARITY_OPTIONS);
  assert.equal(play(game), PARITY_COMMANDS);
  assert.equal(game.isOver(), true);
  assert.equal(game.eventLogDigest(), PARITY_DIGEST);
  assert.equal(fnv1a64(game.eventLogJson()), PARITY_DIGEST, "digest = FNV-1a 64 of the log's UTF-8 JSON");
  assert.deepEqual(game.outcome(), { winner: "village", reason: "no_wolves_left", day: 6 });
  // The seed as a JS number would be 2^53 + 8: a different deal, so strings matter.
  const rounded = new Game({ ...PARITY_OPTIONS, seed: 9007199254740999 });
  play(rounded);
  assert.notEqual(rounded.eventLogDigest(), PARITY_DIGEST);
  rounded.free();
  game.free();
});

test("R1–R4: whole games on every preset board reach a winner through pending()/apply()", () => {
  for (let players = 6; players <= 12; players += 1) {
    for (const [i, rules] of [{}, { winRule: "sideKill", revealRoleOnDeath: true }, { witchSelfSave: "never", lastWords: "executedOnly" }].entries()) {
      const seed = players * 1000 + i;
      const game = new Game({ players, seed, ...rules });
      const played = play(game, randomPolicy(prng(seed)));
      assert.ok(game.isOver(), `${players} players, rules ${JSON.stringify(rules)}: not over after ${played}`);
      const outcome = game.outcome();
      assert.ok(["village", "wolves"].includes(outcome.winner));
      assert.deepEqual(game.pending(), []);
      const end = game.eventLog().at(-1);
      assert.equal(end.kind.type, "game_ended");
      assert.equal(end.kind.winner, outcome.winner);
      assert.equal(end.kind.roles.length, players);
      // After the end every command is refused.
      refused(game, () => game.apply({ type: "vote", seat: 0, target: null }), "game_over");
      game.free();
    }
  }
});

test("R1: the same options and commands give the same log; eventLog() is the log", () => {
  const a = new Game({ players: 10, seed: 5 });
  const b = new Game({ players: 10, seed: "5" });
  play(a, randomPolicy(prng(9)));
  play(b, randomPolicy(prng(9)));
  assert.equal(a.eventLogJson(), b.eventLogJson());
  const log = a.eventLog();
  assert.deepEqual(log.map((e) => e.index), log.map((_, i) => i));
  assert.equal(log.length, JSON.parse(a.eventLogJson()).length);
  assert.equal(log[0].kind.type, "game_started");
  assert.equal(JSON.stringify(log).includes('"seed"'), false, "the seed never appears in the log");
});

test("constructor errors carry codes (sheriff weight, boards, bad shapes)", () => {
  const cases = [
    [{ players: 9, seed: 1, sheriff: true, sheriffVoteWeight: 2.5 }, "invalid_options"],
    [{ players: 5, seed: 1 }, "invalid_player_count"],
    [{ players: 14, seed: 1 }, "no_preset_board"],
    [{ seed: 1 }, "missing_board"],
    [{ players: 7, seed: 1, roles: ["Werewolf", "Seer", "Villager", "Villager", "Villager", "Villager"] }, "player_count_mismatch"],
    [{ seed: 1, roles: ["Werewolf", "Werewolf", "Werewolf", "Seer", "Villager", "Villager"] }, "invalid_roles"],
    [{ players: 9 }, "invalid_options"],
    [{ players: 9, seed: -1 }, "invalid_options"],
    [{ players: 9, seed: 1.5 }, "invalid_options"],
    [{ players: 9, seed: 1, winrule: "parity" }, "invalid_options"],
    [{ players: 9, seed: 1, winRule: "bloodbath" }, "invalid_options"],
    [null, "invalid_options"],
    [9, "invalid_options"],
    [[9], "invalid_options"],
    [{ players: 9, seed: 10n }, "invalid_options"],
  ];
  for (const [options, code] of cases) {
    assertThrowsCode(() => new Game(options), code);
  }
  // R9.1: the sheriff election is allowed on every board.
  assert.equal(new Game({ players: 9, seed: 1, sheriff: true }).view().rules.sheriff, true);
  const roles = assertThrowsCode(() => new Game({ seed: 1, roles: ["Werewolf", "Werewolf", "Werewolf", "Seer", "Villager", "Villager"] }), "invalid_roles");
  assert.equal(roles.reason, "too_many_werewolves");
  assert.equal(assertThrowsCode(() => new Game({ players: 20, seed: 1 }), "invalid_player_count").players, 20);
  // A custom 16-seat board works.
  const big = new Game({ seed: 3, roles: [...Array(5).fill("Werewolf"), "Seer", "Witch", "Guard", "Hunter", ...Array(7).fill("Villager")] });
  assert.equal(big.godView().playerCount, 16);
});

test("R5: refused commands carry codes and details and change nothing", () => {
  const game = new Game(PARITY_OPTIONS);
  const god = game.godView();
  const roleOf = (seat) => god.players[seat].role;
  const seatsOf = (role) => god.players.filter((p) => p.role === role).map((p) => p.seat);
  const [guard] = seatsOf("Guard");
  const wolves = seatsOf("Werewolf");
  const villager = seatsOf("Villager")[0];

  // Night 1, the Guard's step.
  assert.deepEqual(game.pending().map((p) => p.action), ["guard_protect"]);
  refused(game, () => game.apply({ type: "speak", seat: villager, text: "hi" }), "wrong_phase");
  refused(game, () => game.apply({ type: "vote", seat: villager, target: 0 }), "wrong_phase");
  assert.equal(refused(game, () => game.apply({ type: "guard_protect", seat: villager, target: 0 }), "not_your_turn").seat, villager);
  assert.equal(refused(game, () => game.apply({ type: "guard_protect", seat: 12, target: 0 }), "unknown_seat").seat, 12);
  assert.equal(refused(game, () => game.apply({ type: "guard_protect", seat: guard, target: 40 }), "invalid_target").target, 40);
  refused(game, () => game.apply({ type: "self_reveal", seat: villager }), "wrong_phase");
  // Bad JSON shapes: unknown type, unknown field, missing field, wrong types, not an object.
  for (const bad of [
    { type: "fly", seat: 0 },
    { type: "guard_protect", seat: guard, target: 0, extra: 1 },
    { type: "guard_protect", target: 0 },
    { type: "guard_protect", seat: "3", target: 0 },
    { type: "guard_protect", seat: -1, target: 0 },
    { type: "guard_protect", seat: 256, target: 0 },
    { type: "guard_protect", seat: 1.5, target: 0 },
    { seat: guard, target: 0 },
    { type: "speak", seat: 0, text: 5 },
    [],
    "guard_protect",
    null,
    undefined,
    42,
  ]) {
    refused(game, () => game.apply(bad), "invalid_command");
  }

  game.apply({ type: "guard_protect", seat: guard, target: 0 });
  // Wolves: one vote each, no second vote.
  game.apply({ type: "wolf_kill", seat: wolves[0], target: 0 });
  assert.equal(refused(game, () => game.apply({ type: "wolf_kill", seat: wolves[0], target: 1 }), "already_acted").seat, wolves[0]);
  for (const w of wolves.slice(1)) game.apply({ type: "wolf_kill", seat: w, target: 0 });
  // Witch: both potions at once is refused.
  const witch = seatsOf("Witch")[0];
  refused(game, () => game.apply({ type: "witch_act", seat: witch, save: true, poison: 3 }), "one_potion_per_night");
  game.apply({ type: "witch_act", seat: witch, save: true, poison: null });

  // Day 1: seat 0 died (guarded and saved). Dead players cannot speak or vote.
  playUntil(game, (g) => g.view().phase.kind === "day_speech");
  const dead = game.view().players.filter((p) => !p.alive).map((p) => p.seat);
  assert.deepEqual(dead, [0]);
  const speaker = game.view().phase.seat;
  const notSpeaker = speaker === 1 ? 2 : 1;
  assert.equal(refused(game, () => game.apply({ type: "speak", seat: 0, text: "boo" }), "dead_player").seat, 0);
  assert.equal(refused(game, () => game.apply({ type: "speak", seat: notSpeaker, text: "me first" }), "not_your_turn").seat, notSpeaker);
  const long = refused(game, () => game.apply({ type: "speak", seat: speaker, text: "x".repeat(4001) }), "text_too_long");
  assert.deepEqual([long.chars, long.max], [4001, 4000]);
  refused(game, () => game.apply({ type: "self_reveal", seat: villager }), "not_a_werewolf");
  refused(game, () => game.apply({ type: "seer_check", seat: seatsOf("Seer")[0], target: 3 }), "wrong_phase");

  playUntil(game, (g) => g.view().phase.kind === "vote");
  const voter = game.pending()[0].seat;
  refused(game, () => game.apply({ type: "vote", seat: voter, target: 0 }), "invalid_target");
  refused(game, () => game.apply({ type: "vote", seat: 0, target: 1 }), "dead_player");
  game.apply({ type: "vote", seat: voter, target: 1 });
  refused(game, () => game.apply({ type: "vote", seat: voter, target: 2 }), "already_acted");
  assert.equal(roleOf(0), "Werewolf", "seat 0 of the parity deal");
  // Finishing after all those refusals gives the pinned game.
  const replay = new Game(PARITY_OPTIONS);
  playUntil(replay, (g) => g.view().phase.kind === "vote");
  replay.apply({ type: "vote", seat: voter, target: 1 });
  assert.equal(game.save(), replay.save(), "refused commands left no trace");
});

test("R5: hostile command objects are typed errors, and the game stays usable (no poisoned object)", () => {
  const game = new Game(PARITY_OPTIONS);
  const before = game.save();
  const [p] = game.pending();
  const hostile = [
    { get type() { throw new Error("getter boom"); }, seat: p.seat },
    new Proxy({}, { ownKeys() { throw new Error("proxy boom"); } }),
    { type: "guard_protect", seat: p.seat, target: 1n },
    (() => { const o = { type: "guard_protect", seat: p.seat }; o.self = o; return o; })(),
    // Re-entrancy: reading the command calls back into the same game while it is borrowed.
    { get type() { game.pending(); return "guard_protect"; }, seat: p.seat, target: 0 },
    { toJSON() { return game.apply({ type: "guard_protect", seat: p.seat, target: 0 }); } },
  ];
  for (const cmd of hostile) {
    const err = refused(game, () => game.apply(cmd), "invalid_command");
    assert.match(err.message, /cannot be read|must be an object/);
  }
  assert.equal(game.save(), before);
  // Every method still works after the throws.
  assert.equal(game.pending().length, 1);
  game.apply(policy(p));
  assert.notEqual(game.save(), before);
  assert.equal(game.view(0).viewer.seat, 0);
});

test("R6: a seat's view never contains another seat's hidden role or private events", () => {
  for (const seed of [11, 12]) {
    const game = new Game({ players: 12, seed });
    const rand = prng(seed);
    const choose = randomPolicy(rand);
    const trueRoles = game.godView().players.map((p) => p.role);
    const wolves = new Set(trueRoles.flatMap((r, s) => (r === "Werewolf" ? [s] : [])));
    let steps = 0;
    for (let pending = game.pending(); pending.length > 0; pending = game.pending()) {
      if (steps % 7 === 0) {
        for (let seat = 0; seat < 12; seat += 1) {
          const view = game.view(seat);
          assert.deepEqual(view.viewer, { kind: "seat", seat });
          assert.equal(view.you.role, trueRoles[seat]);
          for (const p of view.players) {
            const allowed = p.seat === seat || (wolves.has(seat) && wolves.has(p.seat)) || String(p.seat) in view.revealedRoles;
            if (allowed) assert.equal(p.role, trueRoles[p.seat]);
            else assert.equal(p.role, undefined, `seed ${seed}, step ${steps}: seat ${seat} sees seat ${p.seat}'s role`);
          }
          for (const e of view.events) {
            const v = e.visibility;
            const visible = v.scope === "public" || (v.scope === "seats" && v.seats.includes(seat)) || (v.scope === "wolves" && wolves.has(seat));
            assert.ok(visible, `seat ${seat} sees ${JSON.stringify(e)}`);
            if (e.kind.type === "role_dealt") assert.equal(e.kind.seat, seat);
          }
          assert.deepEqual(view.events.map((e) => e.index), view.events.map((_, i) => i), "renumbered");
          // Pending actions of others are only the public ones (speeches, votes).
          for (const a of view.pending) {
            assert.ok(a.seat === seat || ["speak", "pk_speak", "vote", "pk_vote", "last_words"].includes(a.action));
          }
          // A prompt for the seat holds no role of another seat that its view hides.
          const prompt = game.promptContext(seat).text;
          assert.doesNotMatch(prompt, /<public_claims>/, "no claims were ingested");
          for (const tag of ["private_knowledge", "public_facts", "transcript"]) {
            assert.match(prompt, new RegExp(`<${tag}>`));
          }
        }
        const spectator = game.view();
        assert.deepEqual(spectator.viewer, { kind: "spectator" });
        assert.equal(spectator.you, undefined);
        assert.ok(spectator.events.every((e) => e.visibility.scope === "public"));
        assert.deepEqual(game.view(null), spectator);
        assert.deepEqual(game.view(undefined), spectator);
      }
      game.apply(choose(pending));
      steps += 1;
    }
    // R4: at the end every role is known to everyone.
    assert.deepEqual(game.view(3).players.map((p) => p.role), trueRoles);
    assert.deepEqual(game.godView().viewer, { kind: "god" });
  }
  const game = new Game(PARITY_OPTIONS);
  assertThrowsCode(() => game.view(12), "unknown_seat");
  assertThrowsCode(() => game.view(300), "unknown_seat");
  assertThrowsCode(() => game.view(-1), "invalid_argument");
  assertThrowsCode(() => game.view(1.5), "invalid_argument");
  assertThrowsCode(() => game.view("1"), "invalid_argument");
});

test("save → load → save is identical; loaded games play on identically", () => {
  const game = new Game(PARITY_OPTIONS);
  for (let i = 0; i < 40; i += 1) game.apply(policy(game.pending()[0]));
  const snapshot = game.save();
  const parsed = JSON.parse(snapshot);
  assert.equal(parsed.format, "wolfcore-game");
  assert.equal(parsed.version, 2);
  assert.deepEqual(Object.keys(parsed), ["format", "version", "rules", "engine", "options", "inputs"]);
  assert.equal(parsed.inputs.length, 40, "R7: a save is the options and the accepted inputs");
  const loaded = Game.load(snapshot);
  assert.equal(loaded.save(), snapshot);
  assert.deepEqual(loaded.godView(), game.godView());
  play(game);
  play(loaded);
  assert.equal(loaded.eventLogDigest(), PARITY_DIGEST);
  assert.equal(game.eventLogDigest(), PARITY_DIGEST);
  // A finished game round-trips too.
  assert.equal(Game.load(game.save()).save(), game.save());
});

test("corrupted, foreign and future snapshots are refused with codes", () => {
  const game = new Game(PARITY_OPTIONS);
  for (let i = 0; i < 30; i += 1) game.apply(policy(game.pending()[0]));
  const snap = JSON.parse(game.save());
  const variant = (f) => {
    const copy = structuredClone(snap);
    f(copy);
    return JSON.stringify(copy);
  };
  assertThrowsCode(() => Game.load("{not json"), "invalid_json");
  assertThrowsCode(() => Game.load(""), "invalid_json");
  assertThrowsCode(() => Game.load("[]"), "not_a_snapshot");
  assertThrowsCode(() => Game.load(variant((s) => { s.format = "chess"; })), "not_a_snapshot");
  // Issue 18 (R7.3): a later envelope or rules version is a newer release's save.
  assertThrowsCode(() => Game.load(variant((s) => { s.version = 3; })), "save_from_newer_version");
  assert.equal(assertThrowsCode(() => Game.load(variant((s) => { s.rules = 2; })), "save_from_newer_version").rules, "2");
  assert.equal(assertThrowsCode(() => Game.load(variant((s) => { s.version = 0; })), "unsupported_version").version, "0");
  assertThrowsCode(() => Game.load(variant((s) => { delete s.version; })), "unsupported_version");
  assertThrowsCode(() => Game.load('{"format":"wolfcore-game","version":1,"state":{}}'), "unsupported_version");
  // Another crate version with the same rules loads (it was `engine_mismatch` before issue 18).
  assert.equal(Game.load(variant((s) => { s.engine = "0.0.0"; })).eventLogDigest(), game.eventLogDigest());
  assertThrowsCode(() => Game.load(variant((s) => { s.extra = 1; })), "corrupted");
  assertThrowsCode(() => Game.load(variant((s) => { delete s.inputs; })), "corrupted");
  assert.equal(assertThrowsCode(() => Game.load(variant((s) => { s.options.sheriffVoteWeight = 3; })), "rejected_options").cause, "invalid_options");
  // R7: a tampered input fails as the error it gets live, with its index.
  const forged = assertThrowsCode(() => Game.load(variant((s) => { s.inputs[3].command.seat = 200; })), "rejected_input");
  assert.equal(forged.index, 3);
  assert.equal(forged.cause, "unknown_seat");
  assert.equal(assertThrowsCode(() => Game.load(variant((s) => { s.inputs[0] = { event: {} }; })), "rejected_input").cause, "invalid_input");
  assertThrowsCode(() => Game.load(42), "invalid_argument");
  assertThrowsCode(() => Game.load(undefined), "invalid_argument");
});

const SUMMARY = JSON.stringify({
  claims: [
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "I am the Seer" },
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 2, claimType: "seer_check", targetSeat: 7, alignment: "wolf", content: "7 is a wolf" },
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 5, claimType: "role_claim", role: "Seer", content: "No, I am the Seer" },
    { day: 1, speakerSeat: 99, claimType: "role_claim", role: "Seer" },
  ],
});

test("C2–C5: ingestSummary fills the ledger and the prompt gets <public_claims>", () => {
  const game = new Game({ players: 9, seed: 21 });
  playUntil(game, (g) => g.view().phase.kind === "day_speech");
  assert.doesNotMatch(game.promptContext(0).text, /<public_claims>/);
  const report = game.ingestSummary("Here you go:\n```json\n" + SUMMARY + "\n```");
  assert.deepEqual(report, { offered: 3, added: 3, ledgerSize: 3, rejected: [{ index: 3, reason: "invalid_speaker_seat" }] });
  const claims = game.publicClaims();
  assert.equal(claims.length, 3);
  // Seats are 1-based in the response, 0-based in the ledger. Two speakers claim the unique
  // Seer role (a seer_check implies a Seer claim): all three are contested (C3.2 counterclaim).
  assert.deepEqual(claims.map((c) => [c.speakerSeat, c.claimType, c.status]).sort(), [
    [1, "role_claim", "contested"],
    [1, "seer_check", "contested"],
    [4, "role_claim", "contested"],
  ].sort());
  assert.ok(claims.every((c) => /^[0-9a-f-]{36}$/.test(c.id) && c.day === 1 && c.source === "summary"));
  const prompt = game.promptContext(0);
  assert.match(prompt.text, /<public_claims>[\s\S]*<\/public_claims>/);
  assert.ok(prompt.sections.some((s) => s.name === "public_claims"));
  assert.deepEqual(game.view().publicClaims, claims);
  // Ingesting the same summary again adds nothing (C3.1 duplicates).
  assert.equal(game.ingestSummary(SUMMARY).added, 0);
  // Claim ids come from the game's seed: the same game ingesting the same text gets the same ids.
  const twin = new Game({ players: 9, seed: 21 });
  playUntil(twin, (g) => g.view().phase.kind === "day_speech");
  twin.ingestSummary(SUMMARY);
  assert.deepEqual(twin.publicClaims(), claims);
  // Prompt options: caps, language, typos refused.
  assert.match(game.promptContext(0, { lang: "zh-CN" }).text, /<public_claims>/);
  assert.ok(game.promptContext(0, { maxClaims: 1 }).text.length < prompt.text.length);
  assertThrowsCode(() => game.promptContext(0, { maxclaims: 1 }), "invalid_argument");
  assertThrowsCode(() => game.promptContext(0, { maxClaims: -1 }), "invalid_argument");
  assertThrowsCode(() => game.promptContext(0, { lang: "fr" }), "unsupported_lang");
  assertThrowsCode(() => game.promptContext(9), "unknown_seat");
  assertThrowsCode(() => game.promptContext(undefined), "invalid_argument");
});

test("whole-number options: a plain number is read directly, anything else gets serde's refusal (issue 22)", () => {
  // promptContext's caps and ingestSummary's day skip JSON for a whole JS number; every other
  // value still goes through JSON.stringify + serde, so what is accepted and how a refusal reads
  // stay as they were.
  const game = new Game({ players: 9, seed: 21 });
  const refusal = (f) => {
    try {
      f();
    } catch (e) {
      return `${e.code}: ${e.message}`;
    }
    return "accepted";
  };
  const cap = (v) => refusal(() => game.promptContext(0, { maxClaims: v }));
  assert.equal(cap(30), "accepted");
  assert.equal(cap(-0), "accepted");
  assert.equal(cap(null), "accepted"); // not given
  assert.equal(cap(1.5), "invalid_argument: options.maxClaims: invalid type: floating point `1.5`, expected usize");
  assert.equal(cap("30"), 'invalid_argument: options.maxClaims: invalid type: string "30", expected usize');
  assert.equal(cap(-1), "invalid_argument: options.maxClaims: invalid value: integer `-1`, expected usize");
  assert.equal(cap(2 ** 32), "invalid_argument: options.maxClaims: invalid value: integer `4294967296`, expected usize");
  assert.equal(cap(NaN), "invalid_argument: options.maxClaims: invalid type: null, expected usize");
  assert.equal(cap(Infinity), "invalid_argument: options.maxClaims: invalid type: null, expected usize");
  assert.equal(cap(true), "invalid_argument: options.maxClaims: invalid type: boolean `true`, expected usize");
  assert.equal(cap(10_001), "invalid_argument: options.maxClaims must be at most 10000");
  const day = (v) => refusal(() => game.ingestSummary('{"claims":[]}', { day: v }));
  assert.equal(day(1), "accepted");
  assert.equal(day(0), "invalid_argument: options.day must be ≥ 1");
  assert.equal(day(-0), "invalid_argument: options.day must be ≥ 1");
  assert.equal(day(1.5), "invalid_argument: options.day: invalid type: floating point `1.5`, expected u32");
  assert.equal(day("1"), 'invalid_argument: options.day: invalid type: string "1", expected u32');
  assert.equal(day(2 ** 32), "invalid_argument: options.day: invalid value: integer `4294967296`, expected u32");
  assert.equal(game.publicClaims().length, 0);
});

test("C2.5: a garbage summary is reported as an error and changes nothing", () => {
  const game = new Game({ players: 9, seed: 21 });
  playUntil(game, (g) => g.view().phase.kind === "day_speech");
  game.ingestSummary(SUMMARY);
  const claims = game.publicClaims();
  const before = game.save();
  for (const [raw, code] of [
    ["I could not find any claims, sorry!", "no_json"],
    ["", "empty"],
    ['{"claims": [{"day": 1,', "truncated"],
    ["{\"claims\": 5}", "wrong_shape"],
  ]) {
    const result = game.ingestSummary(raw);
    assert.equal(result.error?.code, code, raw);
    assert.equal(typeof result.error.message, "string");
    assert.deepEqual([result.offered, result.added, result.ledgerSize, result.rejected], [0, 0, claims.length, []]);
    assert.deepEqual(game.publicClaims(), claims);
    assert.equal(game.save(), before);
  }
  // Caller bugs throw, and change nothing either.
  refused(game, () => game.ingestSummary(42), "invalid_argument");
  // Claims without their own day get `options.day`; a day after the current one is a caller bug.
  const undated = JSON.stringify([{ speakerSeat: 4, claimType: "role_claim", role: "Hunter", content: "Hunter here" }]);
  const future = refused(game, () => game.ingestSummary(undated, { day: 5 }), "future_day");
  assert.deepEqual([future.day, future.current], [5, 1]);
  assert.equal(game.ingestSummary(undated, { day: 1 }).added, 1);
  refused(game, () => game.ingestSummary(SUMMARY, { day: 0 }), "invalid_argument");
  refused(game, () => game.ingestSummary(SUMMARY, { dya: 1 }), "invalid_argument");
});

test("ingestClaims: validated claims enter the ledger; bad ones change nothing", () => {
  const game = new Game({ players: 9, seed: 21 });
  playUntil(game, (g) => g.view().phase.kind === "day_speech");
  const claim = (fields) => ({ day: 1, phase: "DAY_SPEECH", claimType: "role_claim", role: "Witch", content: "I am the Witch", source: "manual", ...fields });
  const report = game.ingestClaims([claim({ speakerSeat: 3 }), claim({ speakerSeat: 3 }), claim({ speakerSeat: 6, id: "mine", status: "disproved" })]);
  assert.deepEqual(report, { offered: 3, added: 2, ledgerSize: 2 });
  const ledger = game.publicClaims();
  assert.ok(ledger.every((c) => c.id !== "mine" && c.status === "contested"), "ids and verdicts come from the game");
  const err = refused(game, () => game.ingestClaims([claim({ speakerSeat: 1 }), claim({ speakerSeat: 9 })]), "seat_out_of_range");
  assert.deepEqual([err.index, err.seat, err.players], [1, 9, 9]);
  assert.deepEqual([refused(game, () => game.ingestClaims([claim({ speakerSeat: 1, day: 3 })]), "future_day").day], [3]);
  const bad = refused(game, () => game.ingestClaims([claim({ speakerSeat: 1, content: "" })]), "invalid_claim");
  assert.deepEqual([bad.index, bad.reason], [0, "empty_content"]);
  refused(game, () => game.ingestClaims([claim({ speakerSeat: 1, source: undefined })]), "invalid_claim");
  refused(game, () => game.ingestClaims("claims"), "invalid_argument");
  assert.deepEqual(game.publicClaims(), ledger);
});

test("autosave is browser-only: in Node it throws storage_unavailable, and nothing touches storage implicitly", () => {
  // A localStorage that records every access, as Node ≥ 22 may define one: the package must not
  // use it (it is not a browser window), neither explicitly nor implicitly.
  const touched = [];
  const spy = new Proxy({}, { get(_, key) { touched.push(String(key)); return undefined; } });
  Object.defineProperty(globalThis, "localStorage", { value: spy, configurable: true });
  try {
    const game = new Game(PARITY_OPTIONS);
    play(game);
    const err = refused(game, () => game.autosave("slot-1"), "storage_unavailable");
    assert.match(err.message, /browser/);
    assertThrowsCode(() => Game.restore("slot-1"), "storage_unavailable");
    assertThrowsCode(() => Game.hasAutosave("slot-1"), "storage_unavailable");
    assertThrowsCode(() => Game.clearAutosave("slot-1"), "storage_unavailable");
    assertThrowsCode(() => game.autosave(7), "invalid_argument");
    // The game survives the throws.
    assert.equal(game.eventLogDigest(), PARITY_DIGEST);
    assert.equal(Game.load(game.save()).save(), game.save());
    assert.deepEqual(touched, []);
  } finally {
    delete globalThis.localStorage;
  }
});

test("a freed game refuses further use with an Error, not a crash of the module", () => {
  const game = new Game(PARITY_OPTIONS);
  game.free();
  assert.throws(() => game.pending(), Error);
  // The module itself is fine.
  const other = new Game(PARITY_OPTIONS);
  assert.equal(other.pending().length, 1);
});

test("the README's Game example runs as written", async () => {
  const { readFileSync } = await import("node:fs");
  const { execFileSync } = await import("node:child_process");
  const path = await import("node:path");
  const { REPO_ROOT } = await import("./helpers.mjs");
  const readme = readFileSync(path.join(REPO_ROOT, "pkg", "README.md"), "utf8");
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes("new Game("));
  assert.ok(block, "pkg/README.md has a Game example");
  // `decide` stands for the caller's AI: here the parity policy, fed the prompt it is given.
  const script = `${policy.toString()}
    async function decide(next, prompt) {
      if (!prompt.includes("<private_knowledge>")) throw new Error("no private section");
      return policy(next);
    }
    ${block}`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: path.join(REPO_ROOT, "tests"),
    encoding: "utf8",
  });
  assert.match(out, /winner: '(village|wolves)'/);
  assert.match(out, /[0-9a-f]{16}/);
});

test("C6 in the game: a claim made in a speech reaches the ledger and other seats' prompts", () => {
  const game = new Game({ players: 9, seed: 21, lang: "zh" });
  playUntil(game, (g) => g.view().phase.kind === "day_speech");
  const speaker = game.view().phase.seat;
  const target = (speaker + 3) % 9;
  game.apply({ type: "speak", seat: speaker, text: `我是预言家，昨晚验了${target + 1}号，他是狼人。` });
  const claims = game.publicClaims();
  assert.deepEqual(claims.map((c) => [c.speakerSeat, c.claimType, c.source]), [
    [speaker, "role_claim", "regex"],
    [speaker, "seer_check", "regex"],
  ]);
  assert.equal(claims[1].targetSeat, target);
  const other = (speaker + 1) % 9;
  assert.match(game.promptContext(other).text, /<public_claims>[\s\S]*预言家[\s\S]*<\/public_claims>/);
});
