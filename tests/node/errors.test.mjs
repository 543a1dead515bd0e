// Bad input never crashes the module: typed errors (Error + code) or empty results.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWolfcore, claim, seerCheck, assertThrowsCode } from "./helpers.mjs";

const w = await loadWolfcore();
const WRONG_TYPES = [undefined, null, 0, 42, -1, NaN, "", "garbage", true, {}, { length: 3 }, () => [], Symbol("x"), 10n];

test("wrong types where claim arrays are expected → invalid_argument", () => {
  for (const bad of WRONG_TYPES) {
    assertThrowsCode(() => w.mergePublicClaims(bad, []), "invalid_argument");
    assertThrowsCode(() => w.mergePublicClaims([], bad), "invalid_argument");
    assertThrowsCode(() => w.verifyPublicClaims(bad, {}), "invalid_argument");
  }
});

test("wrong types inside claim arrays → invalid_claim with list, index and reason", () => {
  for (const bad of [null, 7, "claim", [], [1, 2], () => 1]) {
    const err = assertThrowsCode(() => w.mergePublicClaims([seerCheck(0, 1)], [seerCheck(1, 2), bad]), "invalid_claim");
    assert.deepEqual([err.list, err.index, err.reason], ["incoming", 1, "bad_shape"]);
  }
  const fields = [
    { day: "1" }, { day: 0 }, { day: -1 }, { day: 1.5 }, { speakerSeat: 999 }, { speakerSeat: 16 }, { speakerSeat: -1 },
    { targetSeat: 999 }, { targetSeat: 16 }, { claimType: "dragon" }, { role: "Dragon" }, { alignment: "evil" },
    { content: "" }, { content: "   " }, { content: 5 }, { phase: "" }, { phase: "A\nB" }, { status: "certain" },
    { source: "oracle" }, { reasons: ["because"] }, { claimType: "role_claim" }, { content: "x".repeat(5000) },
  ];
  for (const f of fields) {
    const err = assertThrowsCode(() => w.mergePublicClaims([claim({ speakerSeat: 1, ...f })], []), "invalid_claim");
    assert.equal(err.list, "existing");
    assert.equal(err.index, 0);
    assert.equal(typeof err.reason, "string", JSON.stringify(f));
  }
});

test("seat 999 and out-of-range seats are typed errors everywhere", () => {
  assertThrowsCode(() => w.mergePublicClaims([], [seerCheck(0, 999)]), "invalid_claim");
  const err = assertThrowsCode(() => w.mergePublicClaims([], [seerCheck(0, 20)]), "invalid_claim");
  assert.equal(err.reason, "target_seat_out_of_range");
  for (const key of ["999", "16", "-1", "1.5", "x", ""]) {
    assertThrowsCode(() => w.verifyPublicClaims([], { [key]: "Seer" }), "invalid_argument");
  }
  assertThrowsCode(() => w.verifyPublicClaims([], new Map([[999, "Seer"]])), "invalid_argument");
  assertThrowsCode(() => w.verifyPublicClaims([], { 1: "Dragon" }), "invalid_argument");
  assertThrowsCode(() => w.verifyPublicClaims([], { 1: 5 }), "invalid_argument");
  assertThrowsCode(() => w.verifyPublicClaims([seerCheck(0, 999)], {}), "invalid_claim");
});

test("bad merge options → invalid_argument", () => {
  for (const options of [5, "x", [], { roleCounts: 3 }, { roleCounts: { Seers: 1 } }, { roleCounts: { Seer: -1 } }, { roleCounts: { Seer: 300 } }]) {
    assertThrowsCode(() => w.mergePublicClaims([], [seerCheck(0, 1)], options), "invalid_argument");
  }
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)], null).length, 1);
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)], undefined).length, 1);
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)], {}).length, 1);
});

test("mergePublicClaimsSafe never throws and loses nothing", () => {
  const ledger = w.mergePublicClaims([], [seerCheck(1, 5)]);
  for (const bad of [...WRONG_TYPES, [null], [seerCheck(0, 999)], [{ day: 0 }]]) {
    if (Array.isArray(bad) || bad == null) {
      // Issue 8: bad claims are skipped one by one (no claims: none); the ledger's own claims all stay.
      assert.deepEqual(w.mergePublicClaimsSafe(ledger, bad), ledger);
    } else {
      assert.equal(w.mergePublicClaimsSafe(ledger, bad), ledger, "the very same ledger comes back");
    }
    const fromGarbage = w.mergePublicClaimsSafe(bad, [seerCheck(2, 5)]);
    assert.ok(Array.isArray(fromGarbage));
  }
  assert.deepEqual(w.mergePublicClaimsSafe("garbage", []), []);
  assert.equal(w.mergePublicClaimsSafe(ledger, [seerCheck(1, 5)], { roleCounts: { Nope: 1 } }), ledger);
});

test("huge input: a 20 000-claim batch is refused with too_many_claims, the module keeps working", () => {
  const many = Array.from({ length: 20_000 }, (_, i) => claim({ day: i + 1, speakerSeat: i % 16, content: `c${i}` }));
  assertThrowsCode(() => w.mergePublicClaims([], many), "too_many_claims");
  const huge = claim({ content: "x".repeat(2 * 1024 * 1024) });
  assertThrowsCode(() => w.mergePublicClaims([], [huge]), "invalid_claim");
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)]).length, 1);
});

test("hostile objects: throwing getters, proxies, BigInts and toJSON tricks are typed errors", () => {
  const hostile = claim({ speakerSeat: 0 });
  Object.defineProperty(hostile, "content", { get() { throw new Error("boom"); }, enumerable: true });
  const err = assertThrowsCode(() => w.mergePublicClaims([], [hostile]), "invalid_argument");
  assert.match(err.message, /boom/);
  const trap = new Proxy([], { get(target, key) { if (key === "length") throw new Error("trap"); return target[key]; } });
  assertThrowsCode(() => w.mergePublicClaims(trap, []), "invalid_argument");
  assertThrowsCode(() => w.mergePublicClaims([], [claim({ day: 1n })]), "invalid_argument");
  const sneaky = [seerCheck(0, 1)];
  sneaky.toJSON = () => undefined;
  assertThrowsCode(() => w.mergePublicClaims(sneaky, []), "invalid_argument");
  const cyclic = claim({ speakerSeat: 0 });
  cyclic.self = cyclic;
  assertThrowsCode(() => w.mergePublicClaims([cyclic], []), "invalid_argument");
  // Prototype-inherited fields are not own data: the claim is incomplete.
  assertThrowsCode(() => w.mergePublicClaims([], [Object.create(seerCheck(0, 1))]), "invalid_claim");
  // Still alive and correct afterwards.
  assert.equal(w.mergePublicClaims([], [seerCheck(0, 1)]).length, 1);
});
