// Issue 8 "Hostile JS arguments": every argument read is guarded. Each attack runs ROUNDS times
// in one process (a throw that unwound through wasm used to lock the Game and, after ~512–1,024
// of them, trap every later call); afterwards the module and a Game still work and the Game's
// save() is unchanged. Run alone: `cd tests && node --test node/hostile.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";

import { claim, loadWolfcore, seerCheck } from "./helpers.mjs";

const w = await loadWolfcore();
const ROUNDS = 5_000;

function revoked(target = {}) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

function throwingGetter(key = "x", base = {}) {
  const obj = { ...base };
  Object.defineProperty(obj, key, { enumerable: true, get() { throw new Error("getter boom"); } });
  return obj;
}

function recursingGetter(key = "x", base = {}) {
  const obj = { ...base };
  const deeper = () => deeper() + 1;
  Object.defineProperty(obj, key, { enumerable: true, get: deeper });
  return obj;
}

function throwingMap() {
  const map = new Map([[1, "Seer"]]);
  map.entries = () => { throw new Error("entries boom"); };
  map[Symbol.iterator] = () => { throw new Error("iterator boom"); };
  return map;
}

function deeplyNested(depth = 100_000) {
  let v = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Runs `fn`; a throw must be a WolfcoreError with a string code (in `codes` when given). */
function coded(fn, codes) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof Error, `not an Error: ${String(err)}`);
    assert.equal(err.name, "WolfcoreError", `uncoded ${err.name}: ${err.message}`);
    assert.equal(typeof err.code, "string");
    if (codes) assert.ok(codes.includes(err.code), `code ${err.code} not in ${codes}`);
    return err.code;
  }
  return undefined;
}

/** A played-in game: 9 seats, a few moves, a claim in the ledger. */
function startedGame() {
  const game = new w.Game({ players: 9, seed: "11" });
  for (let i = 0; i < 6 && !game.isOver(); i++) game.apply(game.botCommand(game.pending()[0].seat));
  game.ingestClaims([seerCheck(1, 5)]);
  return game;
}

// Each hostile value is made once and thrown at every entry point ROUNDS times. Values that
// are costly for JS itself to walk (JSON.stringify of a 20,000-deep array takes ~9 ms before it
// throws RangeError) run ROUNDS times in all, one entry point per round in turn.
const HOSTILE = [
  ["revoked proxy", revoked()],
  ["revoked array proxy", revoked([])],
  ["throwing getter", throwingGetter("content", claim({ speakerSeat: 1 }))],
  ["stack-exhausting getter", recursingGetter("day", claim({ speakerSeat: 1 }))],
  ["array of revoked proxies", [revoked(), revoked([])]],
  ["array with a throwing getter", [claim({ speakerSeat: 0 }), throwingGetter("day", claim({ speakerSeat: 2 }))]],
  ["throwing Map", throwingMap()],
];
const COSTLY = [
  ["deep nesting past the JS stack", deeplyNested(20_000)],
  ["deep nesting JS can copy", deeplyNested(2_000)],
];

/** Runs every call of `calls(h)` ROUNDS times for the cheap values, ROUNDS times in all for the costly ones. */
function attack(calls) {
  for (const [name, h] of HOSTILE) {
    const list = calls(h, name);
    for (let round = 0; round < ROUNDS; round++) for (const call of list) call();
  }
  for (const [name, h] of COSTLY) {
    const list = calls(h, name);
    for (let round = 0; round < ROUNDS; round++) list[round % list.length]();
  }
}

const BAD_ARG = ["invalid_argument", "invalid_claim", "invalid_command", "invalid_bot_config", "too_many_claims", "too_large"];

test("issue 8: hostile arguments to the free functions are coded errors (or [] for the never-throwing ones), 5,000 times each", () => {
  const ledger = w.mergePublicClaims([], [seerCheck(1, 5), claim({ speakerSeat: 2 })]);
  attack((h, name) => [
    () => coded(() => w.mergePublicClaims(h, []), BAD_ARG),
    () => coded(() => w.mergePublicClaims([], h), BAD_ARG),
    () => coded(() => w.mergePublicClaims([], [], h), BAD_ARG),
    () => coded(() => w.mergePublicClaims([], [], { roleCounts: h }), BAD_ARG),
    () => coded(() => w.mergePublicClaimsReport([], [], { playerCount: h }), BAD_ARG),
    () => coded(() => w.mergePublicClaimsReport(ledger, h), BAD_ARG),
    () => coded(() => w.normalizePublicClaims(h), BAD_ARG),
    () => coded(() => w.verifyPublicClaims(ledger, h), BAD_ARG),
    () => coded(() => w.renderPublicClaimsSection(h, { limit: 3 }), BAD_ARG),
    () => coded(() => w.renderPublicClaimsSection(ledger, h), BAD_ARG),
    () => coded(() => w.sanitizeLine(h), BAD_ARG),
    () => coded(() => w.parsePublicClaims("[]", h), BAD_ARG),
    () => coded(() => w.formatMessage("en", "publicClaims.header", h), BAD_ARG),
    () => coded(() => w.extractPublicClaims("I am the Seer", h), BAD_ARG),
    // The never-throwing pair.
    () => assert.ok(Array.isArray(w.mergePublicClaimsSafe(ledger, h)), name),
    () => assert.ok(Array.isArray(w.mergePublicClaimsSafe(h, [])), name),
    () => assert.deepEqual(w.parsePublicClaimsResponse(h), [], name),
    () => assert.ok(Array.isArray(w.parsePublicClaimsResponse("[]", h)), name),
  ]);
  // The module still works.
  assert.equal(w.mergePublicClaims(ledger, [seerCheck(3, 4)]).length, 3);
  assert.match(w.renderPublicClaimsSection(ledger, { limit: 5 }), /^<public_claims>/);
});

test("issue 8: hostile arguments to a Game are coded errors, and the Game stays usable with an unchanged save()", () => {
  const game = startedGame();
  const before = game.save();
  const seat = game.pending()[0].seat;
  attack((h) => [
    () => coded(() => game.apply(h)),
    () => coded(() => game.view(h)),
    () => coded(() => game.promptContext(seat, h)),
    () => coded(() => game.promptContext(h)),
    () => coded(() => game.ingestClaims(h)),
    () => coded(() => game.ingestSummary(h)),
    () => coded(() => game.ingestSummary("[]", h)),
    () => coded(() => game.botCommand(seat, h)),
    () => coded(() => game.playBots(h)),
    () => coded(() => w.Game.load(h)),
    () => coded(() => new w.Game(h)),
    () => coded(() => new w.Game({ players: 9, seed: h })),
  ]);
  assert.equal(game.save(), before, "a refused call changed the game");
  // Still usable: a legal move goes through, save/load round-trips, free works.
  const copy = w.Game.load(before);
  copy.apply(copy.botCommand(seat));
  assert.equal(w.Game.load(copy.save()).save(), copy.save());
  copy.free();
  game.free();
});

test("issue 8: a label callback that throws, recurses or returns a revoked proxy is coded; the module keeps working", () => {
  const ledger = w.mergePublicClaims([], [seerCheck(1, 5)]);
  const callbacks = [
    () => { throw new Error("label boom"); },
    function deeper() { return deeper(); },
    () => revoked(),
    () => { throw revoked(); },
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const seatLabel of callbacks) {
      coded(() => w.renderPublicClaimsSection(ledger, { limit: 2, seatLabel }), ["label_callback_failed", "label_not_string"]);
    }
  }
  assert.match(w.renderPublicClaimsSection(ledger, { limit: 2, seatLabel: (n) => `S${n}` }), /S2/);
});

test("issue 8: huge strings are refused before they are copied into wasm memory", () => {
  const huge = "x".repeat(64 * 1024 * 1024);
  for (let i = 0; i < 5; i++) {
    assert.equal(w.parsePublicClaims(huge).error.code, "too_large");
    assert.deepEqual(w.parsePublicClaimsResponse(huge), []);
    coded(() => w.sanitizeLine(huge), ["too_large"]);
    coded(() => w.formatMessage("en", huge), ["too_large"]);
    coded(() => w.Game.load(huge), ["too_large"]);
    assert.ok(Array.isArray(w.extractPublicClaims(huge, { day: 1, speakerSeat: 0 })));
  }
  const game = startedGame();
  coded(() => game.ingestSummary(huge));
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)]).length, 1);
});

test("issue 8: a 1 MiB reply of {} items gives a capped rejection list with a count", () => {
  let raw = '{"claims":[';
  while (raw.length < 1024 * 1024 - 16) raw += "{},";
  raw = `${raw.slice(0, -1)}]}`;
  const out = w.parsePublicClaims(raw);
  assert.equal(out.claims.length, 0);
  assert.equal(out.rejected.length, 200);
  assert.ok(out.rejectedCount > 340_000, String(out.rejectedCount));
  assert.equal(out.rejected[0].reason, "missing_speaker_seat");
  assert.equal(out.rejected[199].reason, "missing_speaker_seat");
});

test("issue 8: bounds on lists, claim ids, keys and prompt options", () => {
  const many = Array.from({ length: 10_001 }, (_, i) => claim({ day: i + 1 }));
  coded(() => w.mergePublicClaims([], many), ["too_many_claims"]);
  coded(() => w.mergePublicClaims([], [claim({ speakerSeat: 0, id: "i".repeat(129) })]), ["invalid_claim"]);
  const repaired = w.normalizePublicClaims([claim({ speakerSeat: 0, id: "i".repeat(129) })]);
  assert.equal(repaired.ledger.length, 1);
  assert.notEqual(repaired.ledger[0].id.length, 129);
  const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, "v"]));
  coded(() => w.formatMessage("en", "publicClaims.header", wide), ["invalid_argument"]);
  const game = startedGame();
  coded(() => game.promptContext(0, { maxClaims: 10_001 }), ["invalid_argument"]);
  coded(() => game.promptContext(0, { maxLineChars: 2 ** 31 }), ["invalid_argument"]);
  assert.equal(typeof game.promptContext(0, { maxClaims: 10_000, maxLineChars: 1_000_000 }).text, "string");
});

// Calls made with the JS stack nearly exhausted used to overflow *inside* the wasm glue or the
// Rust export shims (externref-table allocation, the object's borrow flag) before any Rust code
// of ours ran: the wasm trapped ("table index is out of bounds", "recursive use of an object")
// and its state was left corrupt. pkg/loader.js now probes for stack headroom before every call
// into wasm and throws `stack_exhausted` instead. The walk: recurse until the stack overflows,
// then on the way back up, every 10th frame, make each call with 0–99 extra stack slots used
// (8-byte steps), so calls land at every depth near the limit (~5,000 attempts per call).
test("issue 8: calls at the edge of the JS stack throw stack_exhausted or succeed; the module and a Game stay usable", () => {
  const game = startedGame();
  const before = game.save();
  const calls = [
    () => game.save(),
    () => game.view(0),
    () => game.promptContext(0, { maxClaims: 5 }),
    () => w.mergePublicClaims([], [seerCheck(1, 2)]),
    () => w.Game.load(before).free(),
    () => w.sanitizeLine("abc"),
  ];
  const pads = Array.from({ length: 100 }, (_, k) => new Array(k).fill(0));
  const inner = (call) => call();
  const errors = [];
  let succeeded = 0;
  let level = 0;
  const f = () => {
    try {
      f();
    } catch {
      if (level++ >= 3000) return;
      if (level % 10 === 0) {
        for (let k = 0; k < pads.length; k += 4) {
          for (const call of calls) {
            try {
              Reflect.apply(inner, undefined, [call, ...pads[k]]);
              succeeded++;
            } catch (err) {
              errors.push(err); // inspected below: string work at the stack edge can itself overflow
            }
          }
        }
      }
      throw new RangeError("unwinding");
    }
  };
  try {
    f();
  } catch (err) {
    assert.equal(err.message, "unwinding");
  }
  let exhausted = 0;
  for (const err of errors) {
    assert.notEqual(err.name, "RuntimeError", `wasm trapped: ${err.message}`);
    if (err.code === "stack_exhausted") {
      assert.equal(err.name, "WolfcoreError");
      exhausted++;
    } else {
      // Nothing else may fail here: only the engine's own RangeError (no room even for the
      // guard or for building the coded error), never an error from inside the glue.
      assert.equal(err.name, "RangeError", `${err.name}: ${err.message}`);
    }
  }
  assert.ok(exhausted > 0, "no call met the guard: the walk never reached the stack edge");
  assert.ok(succeeded > 0);
  // The module and the Game still work and the Game is unchanged.
  assert.equal(game.save(), before);
  assert.equal(w.mergePublicClaims([], [seerCheck(1, 2)]).length, 1);
  const copy = w.Game.load(before);
  copy.apply(copy.botCommand(copy.pending()[0].seat));
  assert.equal(w.Game.load(copy.save()).save(), copy.save());
  copy.free();
  game.free();
});

test("issue 8: every Game method after free() or [Symbol.dispose]() throws a coded `freed`; a second free() does nothing", () => {
  const proto = w.Game.prototype;
  // Generated from the prototype too: every public method the glue defines.
  const methods = Object.getOwnPropertyNames(proto).filter(
    (k) => k !== "constructor" && k !== "free" && !k.startsWith("__") && typeof proto[k] === "function",
  );
  assert.ok(methods.length >= 15, methods.join());
  for (const dispose of [(g) => g.free(), (g) => g[Symbol.dispose]()]) {
    const game = startedGame();
    dispose(game);
    for (const m of methods) {
      const err = coded(() => game[m](0), ["freed"]);
      assert.equal(err, "freed", `${m} after free did not throw freed`);
    }
    game.free();
    game[Symbol.dispose]();
  }
  // A `this` that is no Game is a coded invalid_handle (issue 18), not "null pointer passed to rust".
  assert.equal(coded(() => proto.save.call({})), "invalid_handle");
  assert.equal(coded(() => proto.save.call(undefined)), "invalid_handle");
  // Other games are unaffected.
  const live = startedGame();
  assert.equal(w.Game.load(live.save()).save(), live.save());
  live.free();
});
