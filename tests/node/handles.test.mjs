// Issue 18 item 1: handles that cannot be forged or copied (pkg/handles.js). The attacks of the
// issue's report, thousands of cycles each, in one process: a copy (`Object.assign(
// Object.create(Game.prototype), game)`), a cloneDeep-like copy, `structuredClone`, a forged
// `this`, cross-class calls, `free()` from a getter of an argument while a call reads it, and the
// original collected while a copy lives. After each: the copy is refused with a coded error,
// unrelated games are untouched (same save(), still playable) and `new Game()` never traps.
// Run alone: `cd tests && node --test node/handles.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import v8 from "node:v8";
import vm from "node:vm";

import { assertThrowsCode, loadWolfcore, seerCheck } from "./helpers.mjs";

const w = await loadWolfcore();
const CYCLES = 2_000;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");

/** A played-in game: 9 seats, a few moves, a claim in the ledger. */
function startedGame(seed = "11") {
  const game = new w.Game({ players: 9, seed });
  for (let i = 0; i < 6 && !game.isOver(); i++) game.apply(game.botCommand(game.pending()[0].seat));
  game.ingestClaims([seerCheck(1, 5)]);
  return game;
}

/** Every public method name of a class's prototype (the glue's, found, not listed). */
function methodsOf(cls) {
  const proto = cls.prototype;
  return Object.getOwnPropertyNames(proto).filter((k) => {
    if (k === "constructor" || k.startsWith("__")) return false;
    const d = Object.getOwnPropertyDescriptor(proto, k);
    return typeof d.value === "function";
  });
}

/** What `_.cloneDeep` does with a class instance: same prototype, own properties copied deeply. */
function cloneDeepLike(value, seen = new Map()) {
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  const out = Array.isArray(value) ? [] : Object.create(Object.getPrototypeOf(value));
  seen.set(value, out);
  for (const key of Reflect.ownKeys(value)) out[key] = cloneDeepLike(value[key], seen);
  return out;
}

/** Asserts every method and `free()` of `cls` on `obj` throws `code`. */
function refusedEverywhere(cls, obj, code) {
  for (const m of methodsOf(cls)) assertThrowsCode(() => cls.prototype[m].call(obj, 0), code);
}

// Witnesses: games and a ledger made before every attack, checked after.
const bystanders = [startedGame("101"), startedGame("202")];
const bystanderSaves = bystanders.map((g) => g.save());
const bystanderLedger = w.Ledger.from([seerCheck(2, 3)], { playerCount: 9 });
const bystanderLedgerSave = bystanderLedger.save();

function bystandersUntouched() {
  bystanders.forEach((g, i) => assert.equal(g.save(), bystanderSaves[i]));
  assert.equal(bystanderLedger.save(), bystanderLedgerSave);
  // Still playable: a loaded copy of each plays a move (the bystanders themselves stay as they were).
  for (const save of bystanderSaves) {
    const again = w.Game.load(save);
    if (!again.isOver()) again.apply(again.botCommand(again.pending()[0].seat));
    again.free();
  }
}

test("issue 18 (1): a copy of a Game or Ledger holds nothing: every method is invalid_handle, the original plays on (2,000 cycles)", () => {
  const deal = new w.Game({ players: 9, seed: "7" }).godView();
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const alice = startedGame(String(cycle % 50));
    const before = alice.save();
    const copy = Object.assign(Object.create(w.Game.prototype), alice);
    assert.ok(copy instanceof w.Game);
    assert.deepEqual(Object.keys(alice), [], "a handle has no own property to copy");
    if (cycle % 100 === 0) refusedEverywhere(w.Game, copy, "invalid_handle");
    else assertThrowsCode(() => copy.save(), "invalid_handle");
    assertThrowsCode(() => copy.free(), "invalid_handle");
    assertThrowsCode(() => copy[Symbol.dispose](), "invalid_handle");
    // The original still holds its own game, and a new game deals what it always did.
    assert.equal(alice.save(), before);
    alice.free();
    const fresh = new w.Game({ players: 9, seed: "7" });
    assert.deepEqual(fresh.godView(), deal);
    fresh.free();
    // The same for a Ledger.
    const ledger = w.Ledger.from([seerCheck(1, 4)], { playerCount: 9 });
    const lcopy = Object.assign(Object.create(w.Ledger.prototype), ledger);
    assertThrowsCode(() => lcopy.save(), "invalid_handle");
    assertThrowsCode(() => lcopy.claims(), "invalid_handle");
    assertThrowsCode(() => lcopy.size, "invalid_handle");
    assertThrowsCode(() => lcopy.free(), "invalid_handle");
    ledger.free();
  }
  bystandersUntouched();
});

test("issue 18 (1): cloneDeep-like copies and structuredClone are refused; so are tampered pointers", () => {
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const game = startedGame(String(cycle % 20));
    const before = game.save();
    const deep = cloneDeepLike(game);
    assert.ok(deep instanceof w.Game);
    assertThrowsCode(() => deep.save(), "invalid_handle");
    assertThrowsCode(() => deep.apply({ type: "speak", seat: 0, text: "x" }), "invalid_handle");
    const cloned = structuredClone(game);
    assertThrowsCode(() => w.Game.prototype.save.call(cloned), "invalid_handle");
    // What the old glue trusted: an own `__wbg_ptr`. Setting one on a handle changes nothing.
    game.__wbg_ptr = 8 + (cycle % 64) * 8;
    assert.equal(game.save(), before);
    const deep2 = cloneDeepLike(game);
    assertThrowsCode(() => deep2.pending(), "invalid_handle");
    game.free();
    assertThrowsCode(() => game.save(), "freed");
  }
  bystandersUntouched();
});

test("issue 18 (1): a forged `this`, cross-class calls and a user call of __wrap are invalid_handle", () => {
  const game = startedGame();
  const ledger = w.Ledger.from([seerCheck(1, 4)], { playerCount: 9 });
  const before = game.save();
  for (let ptr = 0; ptr < CYCLES; ptr += 8) {
    assertThrowsCode(() => w.Game.prototype.save.call({ __wbg_ptr: ptr }), "invalid_handle");
    assertThrowsCode(() => w.Game.prototype.free.call({ __wbg_ptr: ptr }), "invalid_handle");
    assertThrowsCode(() => w.Ledger.prototype.save.call(Object.assign(Object.create(w.Ledger.prototype), { __wbg_ptr: ptr })), "invalid_handle");
  }
  for (const bad of [undefined, null, 0, "x", {}, [], () => {}, Object.create(w.Game.prototype)]) {
    assertThrowsCode(() => w.Game.prototype.save.call(bad), "invalid_handle");
  }
  // A Ledger method on a Game and a Game method on a Ledger.
  refusedEverywhere(w.Ledger, game, "invalid_handle");
  refusedEverywhere(w.Game, ledger, "invalid_handle");
  assertThrowsCode(() => w.Ledger.prototype.free.call(game), "invalid_handle");
  assertThrowsCode(() => Object.getOwnPropertyDescriptor(w.Ledger.prototype, "size").get.call(game), "invalid_handle");
  // The glue's internal constructor of objects from pointers refuses to run for a caller.
  assertThrowsCode(() => w.Game.__wrap(8), "invalid_handle");
  assertThrowsCode(() => w.Ledger.__wrap(8), "invalid_handle");
  assert.equal(game.save(), before);
  assert.equal(ledger.size, 1);
  game.free();
  ledger.free();
  bystandersUntouched();
});

test("issue 18 (1): free() from a getter of an argument during a call: the call throws `freed`, nothing runs on freed memory (2,000 cycles)", () => {
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const game = startedGame(String(cycle % 30));
    const trap = { ...seerCheck(2, 6) };
    Object.defineProperty(trap, "content", {
      enumerable: true,
      get() {
        game.free(); // while ingestClaims reads its argument
        return "I checked seat 7";
      },
    });
    assertThrowsCode(() => game.ingestClaims([trap]), "freed");
    assertThrowsCode(() => game.save(), "freed");
    game.free(); // a second free does nothing
    // A command whose getter frees the game: the same.
    const g2 = startedGame(String(cycle % 30));
    const p = g2.pending()[0];
    const cmd = g2.botCommand(p.seat);
    const trapCmd = { ...cmd };
    Object.defineProperty(trapCmd, "seat", {
      enumerable: true,
      get() {
        g2[Symbol.dispose]();
        return cmd.seat;
      },
    });
    assertThrowsCode(() => g2.apply(trapCmd), "freed");
    assertThrowsCode(() => g2.pending(), "freed");
    // A Ledger freed by a getter while merging.
    const ledger = w.Ledger.from([seerCheck(1, 4)], { playerCount: 9 });
    const trapClaim = { ...seerCheck(3, 5) };
    Object.defineProperty(trapClaim, "day", {
      enumerable: true,
      get() {
        ledger.free();
        return 1;
      },
    });
    assertThrowsCode(() => ledger.merge([trapClaim]), "freed");
    assertThrowsCode(() => ledger.claims(), "freed");
    // new Game() after all of it: a fresh game, never a trap.
    const fresh = new w.Game({ players: 9, seed: "5" });
    assert.equal(fresh.isOver(), false);
    fresh.free();
  }
  bystandersUntouched();
});

test("issue 18 (1): a free() of another object from a getter is an ordinary free; the call goes on", () => {
  const game = startedGame();
  const other = startedGame("12");
  const trap = { ...seerCheck(2, 6) };
  Object.defineProperty(trap, "content", {
    enumerable: true,
    get() {
      other.free();
      return "I checked seat 7";
    },
  });
  const report = game.ingestClaims([trap]);
  assert.equal(report.added, 1);
  assertThrowsCode(() => other.save(), "freed");
  game.free();
});

test("issue 18 (1): the original collected while a copy lives: the copy stays refused, new games never trap (1,000 cycles)", async () => {
  const copies = [];
  let collected = 0;
  const watch = new FinalizationRegistry(() => collected++);
  for (let cycle = 0; cycle < 1_000; cycle++) {
    let original = new w.Game({ players: 9, seed: String(cycle) });
    watch.register(original, cycle);
    copies.push(Object.assign(Object.create(w.Game.prototype), original));
    copies.push(cloneDeepLike(original));
    original = undefined;
    if (cycle % 100 === 99) {
      gc();
      await new Promise((resolve) => setImmediate(resolve)); // finalizers run between tasks
      gc();
      for (const copy of copies) assertThrowsCode(() => copy.save(), "invalid_handle");
      for (const copy of copies) assertThrowsCode(() => copy.free(), "invalid_handle");
      const fresh = startedGame(String(cycle));
      assert.equal(w.Game.load(fresh.save()).save(), fresh.save());
      fresh.free();
    }
  }
  // The originals were really collected (their wasm memory freed by the glue's finalizer).
  assert.ok(collected > 0, "no original was collected: the attack did not run");
  bystandersUntouched();
});

test("issue 18 (1): handles of subclasses and of static constructors are handles too", () => {
  class MyGame extends w.Game {}
  const mine = new MyGame({ players: 9, seed: "3" });
  assert.ok(mine instanceof MyGame && mine instanceof w.Game);
  assert.equal(w.Game.load(mine.save()).save(), mine.save());
  const loaded = w.Game.load(mine.save());
  assert.ok(loaded instanceof w.Game);
  assert.deepEqual(Object.keys(loaded), []);
  assertThrowsCode(() => Object.assign(Object.create(w.Game.prototype), loaded).save(), "invalid_handle");
  mine.free();
  loaded.free();
});
