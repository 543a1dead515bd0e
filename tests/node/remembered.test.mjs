// Results that remember their wasm-side ledger (issue 13): `mergePublicClaims` and
// `verifyPublicClaims` return frozen arrays the package recognises when they come back, so a
// React-style app that passes the previous result in pays for what changed, not for the
// ledger. Whatever path a call takes, the result must be the one the full path gives (C3, C4,
// C5): a property-style test runs random sequences through both and compares them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, claim, loadWolfcore, mulberry32 } from "./helpers.mjs";

const w = await loadWolfcore();

/** A seeded float in [0, 1) per call. */
function rng(seed) {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}
const ROLES = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf"];
const TYPES = ["role_claim", "role_claim", "seer_check", "witch_save", "guard_protect", "alignment_statement", "other"];
/** A random claim on a small key space (so duplicates, counterclaims and conflicts happen). */
function randomClaim(r, seats) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const type = pick(TYPES);
  const c = claim({ day: 1 + Math.floor(r() * 3), speakerSeat: Math.floor(r() * seats), claimType: type, content: `c${Math.floor(r() * 1000)}` });
  if (type === "role_claim") c.role = pick(ROLES);
  if (type !== "role_claim" && type !== "other") c.targetSeat = Math.floor(r() * seats);
  if (type === "seer_check" || type === "alignment_statement") c.alignment = pick(["good", "wolf"]);
  if (r() < 0.1) c.status = pick(["corroborated", "disproved"]);
  if (r() < 0.1) c.reasons = ["revealed_role"];
  return c;
}
const plain = (claims) => JSON.parse(JSON.stringify(claims));
const stripIds = (claims) => claims.map(({ id, ...rest }) => rest);

function assertFrozen(list) {
  assert.ok(Object.isFrozen(list), "the array is frozen");
  for (const c of list) {
    assert.ok(Object.isFrozen(c), "each claim is frozen");
    if (c.reasons) assert.ok(Object.isFrozen(c.reasons), "reasons are frozen");
  }
}

/** Ids of the claims the result kept from its base are the base's (C1: the ledger keeps ids). */
function assertKeepsIds(result, base) {
  const ids = new Set(result.map((c) => c.id));
  for (const c of base) if (c.id) assert.ok(ids.has(c.id) || base.filter((b) => b.id === c.id).length > 1, `id ${c.id} kept`);
}

test("issue 13: remembered and full paths give the same ledgers over 300 random sequences (C3, C4, C5)", () => {
  const options = { playerCount: 9 };
  for (let seq = 0; seq < 300; seq++) {
    const r = rng(1000 + seq);
    // history: [result, the full path's result for the same steps, whether the result's
    // wasm-side ledger is on this board]. A verification of an array the package no longer
    // remembers (an edited copy, an older result whose version was undone) is kept on the
    // default board (verify has no options), so the next merge with options reads it again.
    const history = [[w.mergePublicClaims([], [], options), [], true]];
    for (let step = 0; step < 14; step++) {
      const roll = r();
      const [baseMem, baseRef, baseKnown] = roll < 0.2 ? history[Math.floor(r() * history.length)] : history[history.length - 1];
      const head = baseMem === history[history.length - 1][0];
      // Sometimes an app's own modified copy: not remembered, the full path on both sides.
      const mem = r() < 0.1 ? baseMem.map((c, i) => (i === 0 ? { ...c, content: "edited" } : c)) : baseMem;
      const ref = mem === baseMem ? baseRef : baseRef.map((c, i) => (i === 0 ? { ...c, content: "edited" } : c));
      let next;
      if (r() < 0.75) {
        const incoming = Array.from({ length: Math.floor(r() * 6) }, () => randomClaim(r, 9));
        const gotMem = w.mergePublicClaims(mem, incoming, options);
        // Issue 18 (C3.3): a plain copy of a result is a foreign array whose verdicts are not the
        // ledger's, so the reference chain passes its own results (remembered by other ledgers,
        // often evicted: the adopt path) and the edited copies (the full path on both sides).
        const gotRef = w.mergePublicClaims(ref, plain(incoming), options);
        assert.deepEqual(stripIds(gotMem), stripIds(gotRef), `sequence ${seq} step ${step}: merge`);
        assertKeepsIds(gotMem, mem);
        next = [gotMem, gotRef, true];
      } else {
        const revealed = {};
        for (let k = 0; k < 3; k++) revealed[Math.floor(r() * 9)] = ROLES[Math.floor(r() * ROLES.length)];
        const gotMem = w.verifyPublicClaims(mem, revealed);
        const gotRef = w.verifyPublicClaims(ref, revealed);
        assert.deepEqual(stripIds(gotMem), stripIds(gotRef), `sequence ${seq} step ${step}: verify`);
        assert.deepEqual(gotMem.map((c) => c.id), mem.map((c) => c.id), "verify keeps every id");
        next = [gotMem, gotRef, head && baseKnown && mem === baseMem];
      }
      assertFrozen(next[0]);
      // Structural sharing: from the newest result, a claim that did not change is the same object
      // (an older result's version may have been undone: then nothing is shared).
      if (head && baseKnown && mem === baseMem) {
        for (let i = 0; i < mem.length; i++) {
          if (JSON.stringify(next[0][i]) === JSON.stringify(mem[i])) assert.equal(next[0][i], mem[i], `claim ${i} kept its object`);
        }
      }
      const renderOptions = { limit: 1 + Math.floor(r() * 8), lang: r() < 0.5 ? "en" : "zh" };
      assert.equal(w.renderPublicClaimsSection(next[0], renderOptions), w.renderPublicClaimsSection(plain(next[1]), renderOptions));
      history.push(next);
    }
  }
});

test("issue 13: results are frozen; mutate a copy, which takes the full path and gives the same result", () => {
  const a = w.mergePublicClaims([], [claim({ speakerSeat: 1, claimType: "role_claim", role: "Witch" })]);
  assertFrozen(a);
  assert.throws(() => a.push(claim({ speakerSeat: 2 })), TypeError);
  assert.throws(() => { a[0].content = "changed"; }, TypeError);
  const copy = [...a, claim({ speakerSeat: 2, claimType: "role_claim", role: "Witch" })];
  const viaCopy = w.mergePublicClaims(copy, []);
  const viaResult = w.mergePublicClaims(a, [claim({ speakerSeat: 2, claimType: "role_claim", role: "Witch" })]);
  assert.deepEqual(stripIds(viaCopy), stripIds(viaResult));
  assert.equal(viaCopy[0].id, a[0].id);
  assert.deepEqual(viaResult.map((c) => c.status), ["contested", "contested"]);
});

test("issue 13: an older result passed back again (React StrictMode calls reducers twice) gives the same answer", () => {
  const base = w.mergePublicClaims([], [claim({ speakerSeat: 1, claimType: "role_claim", role: "Seer" })]);
  const incoming = [claim({ speakerSeat: 3, claimType: "role_claim", role: "Seer" })];
  const first = w.mergePublicClaims(base, incoming);
  const second = w.mergePublicClaims(base, incoming);
  assert.deepEqual(stripIds(first), stripIds(second));
  assert.equal(first[0].id, second[0].id);
  // `first` was computed from a version the second call undid: it still renders and merges right.
  assert.equal(w.renderPublicClaimsSection(first, { limit: 5 }), w.renderPublicClaimsSection(plain(first), { limit: 5 }));
  assert.deepEqual(stripIds(w.mergePublicClaims(first, [])), stripIds(first));
  // And the base itself is untouched.
  assert.deepEqual(base.map((c) => c.status), ["unverified"]);
});

test("issue 13: a remembered array given other board options takes the full path (C3.2 by the board's counts)", () => {
  const two = [claim({ speakerSeat: 1, claimType: "role_claim", role: "Villager" }), claim({ speakerSeat: 2, claimType: "role_claim", role: "Villager" }), claim({ speakerSeat: 3, claimType: "role_claim", role: "Villager" })];
  const on12 = w.mergePublicClaims([], two);
  assert.deepEqual(on12.map((c) => c.status), ["unverified", "unverified", "unverified"]);
  const on6 = w.mergePublicClaims(on12, [], { playerCount: 6 });
  assert.deepEqual(on6.map((c) => c.status), ["contested", "contested", "contested"], "over-claim on a 2-villager board");
  const err = assertThrowsCode(() => w.mergePublicClaims(w.mergePublicClaims([], [claim({ speakerSeat: 8 })]), [], { playerCount: 6 }), "invalid_claim");
  assert.equal(err.list, "existing");
});

test("issue 13: errors on the remembered path are the full path's, and change nothing", () => {
  const base = w.mergePublicClaims([], [claim({ speakerSeat: 1 })]);
  const bad = [claim({ speakerSeat: 2 }), { ...claim({ speakerSeat: 3 }), day: 0 }];
  const remembered = assertThrowsCode(() => w.mergePublicClaims(base, bad), "invalid_claim");
  const full = assertThrowsCode(() => w.mergePublicClaims(plain(base), bad), "invalid_claim");
  assert.deepEqual([remembered.message, remembered.list, remembered.index, remembered.reason], [full.message, full.list, full.index, full.reason]);
  assertThrowsCode(() => w.verifyPublicClaims(base, { 40: "Seer" }), "invalid_argument");
  assertThrowsCode(() => w.renderPublicClaimsSection(base, { limit: -1 }), "invalid_argument");
  assert.deepEqual(stripIds(w.mergePublicClaims(base, [claim({ speakerSeat: 2 })])), stripIds(w.mergePublicClaims(plain(base), [claim({ speakerSeat: 2 })])));
});

test("issue 13: Ledger.claims() arrays render from wasm memory but never move the Ledger", () => {
  const ledger = new w.Ledger();
  ledger.merge([claim({ speakerSeat: 1, claimType: "role_claim", role: "Guard" })]);
  const snapshot = ledger.claims();
  assert.equal(w.renderPublicClaimsSection(snapshot, { limit: 3 }), ledger.render({ limit: 3 }));
  const merged = w.mergePublicClaims(snapshot, [claim({ speakerSeat: 2, claimType: "role_claim", role: "Guard" })]);
  assert.equal(merged.length, 2);
  assert.equal(ledger.size, 1, "the Ledger did not change");
  assert.equal(ledger.claims(), snapshot);
  ledger.free();
  // A freed Ledger's snapshot is still a plain frozen array: the full path reads it.
  assert.match(w.renderPublicClaimsSection(snapshot, { limit: 3 }), /Seat 2/);
});

test("issue 13: ledgers behind forgotten results are bounded: many foreign arrays, then the old results still work", () => {
  const results = [];
  for (let i = 0; i < 40; i++) {
    const foreign = [claim({ speakerSeat: i % 9, content: `foreign ${i}` })];
    results.push(w.mergePublicClaims(foreign, [claim({ speakerSeat: (i + 1) % 9, day: 2 })]));
  }
  // The oldest ledgers were freed; their arrays are plain frozen arrays now: the full path.
  for (const [i, r] of results.entries()) {
    assert.equal(r.length, 2);
    assert.match(w.renderPublicClaimsSection(r, { limit: 5 }), new RegExp(`foreign ${i}\\b`));
    assert.deepEqual(stripIds(w.mergePublicClaims(r, [])), stripIds(r));
    assert.deepEqual(stripIds(w.verifyPublicClaims(r, { 0: "Seer" })), stripIds(w.verifyPublicClaims(plain(r), { 0: "Seer" })));
  }
});

test("issue 13: a chain an app keeps merging into stays remembered while foreign arrays come and go", () => {
  let state = w.mergePublicClaims([], [claim({ speakerSeat: 1 })]);
  for (let i = 0; i < 30; i++) {
    w.mergePublicClaims([claim({ speakerSeat: i % 9, content: `foreign ${i}` })], []); // one-shot ledgers
    const next = w.mergePublicClaims(state, [claim({ speakerSeat: (i + 2) % 9, day: 2 + i })]);
    assert.equal(next[0], state[0], `step ${i}: the unchanged first claim kept its object`);
    state = next;
  }
});

test("issue 13: a base array whose ledger was freed (LRU) is read once again and keeps the fast path, with the same result", () => {
  const base = w.mergePublicClaims([], [claim({ speakerSeat: 1, claimType: "role_claim", role: "Seer" }), claim({ speakerSeat: 2 })], { playerCount: 9 });
  for (let i = 0; i < 40; i++) w.mergePublicClaims([claim({ speakerSeat: i % 9, content: `foreign ${i}` })], []);
  const incoming = [claim({ speakerSeat: 3, claimType: "role_claim", role: "Seer" })];
  const again = w.mergePublicClaims(base, incoming, { playerCount: 9 });
  assert.deepEqual(stripIds(again), stripIds(w.mergePublicClaims(plain(base), incoming, { playerCount: 9 })));
  assert.equal(again[1], base[1], "unchanged claims keep their objects");
  assert.deepEqual(again.map((c) => c.status), ["contested", "unverified", "contested"]);
});

test("issue 22: a result stays known however many results follow: a verdict it carries survives the next merge", () => {
  // Being remembered is part of a result's answer, not only of its cost: statuses of an array the
  // package does not know are not trusted (C3.3, issue 18). So results stay in a WeakMap as long
  // as the app holds them; a bounded list of the last results changed this merge (BENCHMARKS.md,
  // "merge results out of the WeakMap").
  const options = { playerCount: 9 };
  const merged = w.mergePublicClaims([], [claim({ speakerSeat: 3, claimType: "role_claim", role: "Seer" })], options);
  const verified = w.verifyPublicClaims(merged, { 3: "Seer" });
  assert.equal(verified[0].status, "corroborated");
  for (let i = 0; i < 100; i++) w.mergePublicClaims(w.mergePublicClaims([], [claim({ speakerSeat: i % 9, content: `other ${i}` })]), []);
  const next = w.mergePublicClaims(verified, [claim({ speakerSeat: 4, claimType: "role_claim", role: "Seer" })], options);
  assert.equal(next[0].status, "corroborated", "the verdict is the ledger's");
  assert.equal(next[0], verified[0], "the verified claim kept its object");
  assert.equal(next.length, 2);
});

/** A summary model's reply (C2): 0–24 claims, seats 1-based up to 10 (so some are off a 9-seat board), some invalid. */
function randomReply(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const claims = Array.from({ length: Math.floor(r() * 25) }, () => {
    const type = pick([...TYPES, "bogus"]);
    const c = { speakerSeat: 1 + Math.floor(r() * 10), claimType: type };
    if (r() < 0.8) c.content = pick(["I am the Seer", "trust me", "", "Seat 3 is a wolf", `c${Math.floor(r() * 50)}`]);
    if (type === "role_claim" || r() < 0.1) c.role = pick(ROLES);
    if ((type !== "role_claim" && type !== "other") || r() < 0.2) c.targetSeat = 1 + Math.floor(r() * 10);
    if (type === "seer_check" || type === "alignment_statement") c.alignment = pick(["good", "wolf"]);
    if (r() < 0.2) c.day = 1 + Math.floor(r() * 3);
    return c;
  });
  return r() < 0.5 ? JSON.stringify({ claims }) : `Here you go:\n${JSON.stringify(claims)}`;
}

/** An edit an app may make to a parse result before merging it (the merge must see it). */
function editParse(r, claims) {
  const roll = r();
  if (claims.length === 0 || roll < 0.2) claims.push(claim({ speakerSeat: Math.floor(r() * 9), content: "added by the app" }));
  else if (roll < 0.35) claims[0].content = "edited by the app";
  else if (roll < 0.45) claims[claims.length - 1].speakerSeat = 11; // off the board: invalid_claim
  else if (roll < 0.55) claims.pop();
  else if (roll < 0.62) delete claims[0].content;
  else if (roll < 0.7) claims[0].note = "an extra key";
  else if (roll < 0.78) claims[0] = { ...claims[0] }; // an equal copy: still as parsed
  else if (roll < 0.85) {
    // Not enumerable, so no key shows it, but `JSON.stringify` (the full path) reads the claim through it.
    const edited = { ...claims[0], content: "from toJSON" };
    Object.defineProperty(claims[0], "toJSON", { value: () => edited, enumerable: false });
  } else if (roll < 0.92) claims.note = "a property of the array JSON does not read"; // still as parsed
  else claims.toJSON = () => [];
}

test("issue 13: an unchanged parse result merged into a remembered result is not read again; every result equals the full path's (C2, C3)", () => {
  const options = { playerCount: 9 };
  const outcome = (f) => {
    try {
      return { value: f() };
    } catch (error) {
      return { error };
    }
  };
  for (let seq = 0; seq < 200; seq++) {
    const r = rng(7000 + seq);
    const history = [[w.mergePublicClaims([], [], options), []]];
    const parses = [];
    for (let step = 0; step < 10; step++) {
      let incoming;
      if (parses.length > 0 && r() < 0.25) {
        incoming = parses[Math.floor(r() * parses.length)]; // merged again (StrictMode) or later
      } else {
        const ctx = { playerCount: r() < 0.1 ? 12 : 9, day: 1 + step, lang: r() < 0.2 ? "zh" : "en" };
        const raw = randomReply(r);
        incoming = r() < 0.5 ? w.parsePublicClaims(raw, ctx).claims : w.parsePublicClaimsResponse(raw, ctx);
        assert.ok(!Object.isFrozen(incoming) && incoming.every((c) => !Object.isFrozen(c)), "parse results stay the app's to edit");
        parses.push(incoming);
      }
      if (r() < 0.15) editParse(r, incoming);
      // Many parses in between: the oldest kept batches are dropped (the ordinary path then).
      if (r() < 0.1) for (let k = 0; k < 20; k++) w.parsePublicClaims(randomReply(r), options);
      const [base, baseRef] = r() < 0.15 ? history[Math.floor(r() * history.length)] : history[history.length - 1];
      const before = JSON.stringify(incoming);
      const got = outcome(() => w.mergePublicClaims(base, incoming, options));
      const want = outcome(() => w.mergePublicClaims(plain(baseRef), plain(incoming), options));
      assert.equal(JSON.stringify(incoming), before, "the merge leaves the parse result alone");
      const where = `sequence ${seq} step ${step}`;
      if (want.error !== undefined) {
        assert.ok(got.error !== undefined, `${where}: the full path threw ${want.error.message}`);
        const fields = (e) => [e.code, e.message, e.list, e.index, e.reason];
        assert.deepEqual(fields(got.error), fields(want.error), where);
        continue;
      }
      assert.equal(got.error, undefined, `${where}: ${got.error?.message}`);
      // Parsed claims carry their ids, so the results are equal ids and all (but the app's own additions).
      assert.deepEqual(stripIds(got.value), stripIds(want.value), where);
      assert.equal(JSON.stringify(stripIds(got.value)), JSON.stringify(stripIds(want.value)), `${where}: keys in the same order`);
      for (const c of Array.isArray(incoming) ? incoming : []) {
        if (c?.id) assert.ok(got.value.some((g) => g.id === c.id) || want.value.every((g) => g.id !== c.id), `${where}: id ${c.id} kept`);
      }
      assert.deepEqual(
        got.value.map((c) => c.id).filter((id) => want.value.some((g) => g.id === id)),
        want.value.map((c) => c.id).filter((id) => got.value.some((g) => g.id === id)),
        `${where}: ids in the same places`,
      );
      assertFrozen(got.value);
      for (const c of got.value) assert.ok(!incoming.includes?.(c), `${where}: the result shares no object with the parse result`);
      const renderOptions = { limit: 1 + Math.floor(r() * 8), lang: r() < 0.5 ? "en" : "zh" };
      assert.equal(w.renderPublicClaimsSection(got.value, renderOptions), w.renderPublicClaimsSection(plain(want.value), renderOptions), where);
      history.push([got.value, want.value]);
    }
  }
});

test("issue 13: a parse result kept for merging behaves as before for everything else", () => {
  const raw = JSON.stringify({ claims: [{ speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "I am the Seer" }] });
  const result = w.parsePublicClaims(raw, { playerCount: 9, day: 1 });
  assert.deepEqual(Object.keys(result), ["claims", "rejected", "rejectedCount"]);
  assert.equal(result.claims[0].speakerSeat, 1);
  // Editable, and an edit is what the merge sees.
  result.claims[0].content = "I am the Seer, really";
  const merged = w.mergePublicClaims(w.mergePublicClaims([], []), result.claims);
  assert.equal(merged[0].content, "I am the Seer, really");
  assert.equal(merged[0].id, result.claims[0].id);
  assert.notEqual(merged[0], result.claims[0]);
  // Refusals and bad arguments are unchanged (C2.5).
  assert.equal(w.parsePublicClaims("not json", { day: 1 }).error.code, "no_json");
  assert.deepEqual(w.parsePublicClaimsResponse(42), []);
  assertThrowsCode(() => w.parsePublicClaims(42), "invalid_argument");
  assert.equal(w.parsePublicClaims.length, 2);
  assert.equal(w.parsePublicClaimsResponse.length, 2);
});
