// The stateful `Ledger` class (issue 13) through the built release package: every method,
// errors, free/dispose and hostile input. Its results must equal the free functions' on the
// same input (C2–C5), so most tests compare the two.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, claim, loadWolfcore, seerCheck } from "./helpers.mjs";

const w = await loadWolfcore();
const { Ledger } = w;

const REPLY = JSON.stringify({
  claims: [
    { speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "I am the Seer" },
    { speakerSeat: 5, claimType: "role_claim", role: "Seer", content: "No, I am the Seer" },
    { speakerSeat: 5, claimType: "seer_check", targetSeat: 3, alignment: "wolf", content: "Seat 3 is a wolf" },
    { speakerSeat: 40, claimType: "role_claim", role: "Witch", content: "out of range" },
  ],
});
const stripIds = (claims) => claims.map(({ id, ...rest }) => rest);

test("C2/C3: ingestReply parses with the ledger's board and merges; the same ledger as parse + merge", () => {
  const ledger = new Ledger({ playerCount: 9 });
  const report = ledger.ingestReply(REPLY, { day: 2 });
  assert.equal(report.offered, 3);
  assert.equal(report.added, 3);
  assert.equal(report.ledgerSize, 3);
  assert.equal(report.rejectedCount, 1);
  assert.equal(report.rejected[0].index, 3);
  assert.equal(report.error, undefined);
  const parsed = w.parsePublicClaims(REPLY, { playerCount: 9, day: 2 });
  const merged = w.mergePublicClaims([], parsed.claims, { playerCount: 9 });
  assert.deepEqual(stripIds(ledger.claims()), stripIds(merged));
  assert.deepEqual(ledger.claims().map((c) => c.status), ["contested", "contested", "contested"]);
  // Again: nothing new (C3.1).
  assert.equal(ledger.ingestReply(REPLY, { day: 2 }).added, 0);
  assert.equal(ledger.size, 3);
  ledger.free();
});

test("C2.5: a reply refused whole comes back as `error` and changes nothing", () => {
  const ledger = new Ledger();
  ledger.merge([claim({ speakerSeat: 1 })]);
  const before = ledger.save();
  for (const raw of ["", "not json at all", "{\"claims\": [", "x".repeat((1 << 20) + 1)]) {
    const report = ledger.ingestReply(raw, { day: 1 });
    assert.equal(typeof report.error?.code, "string", raw.slice(0, 20));
    assert.equal(report.added, 0);
    assert.equal(ledger.save(), before);
  }
});

test("C3: merge keeps duplicates once, recomputes statuses, gives ids, and equals mergePublicClaims", () => {
  const ledger = new Ledger();
  const a = [claim({ speakerSeat: 1, claimType: "role_claim", role: "Witch" }), claim({ speakerSeat: 2 })];
  const b = [claim({ speakerSeat: 3, claimType: "role_claim", role: "Witch" }), claim({ speakerSeat: 2 })];
  assert.deepEqual(ledger.merge(a), { offered: 2, added: 2, ledgerSize: 2 });
  assert.deepEqual(ledger.merge(b), { offered: 2, added: 1, ledgerSize: 3 });
  const free = w.mergePublicClaims(w.mergePublicClaims([], a), b);
  assert.deepEqual(stripIds(ledger.claims()), stripIds(free));
  for (const c of ledger.claims()) assert.match(c.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(new Set(ledger.claims().map((c) => c.id)).size, 3);
});

test("C4: verify gives final verdicts like verifyPublicClaims; the next merge recomputes the rest (C3.2, C3.3)", () => {
  const claims = [claim({ speakerSeat: 1, claimType: "role_claim", role: "Seer" }), claim({ speakerSeat: 4, claimType: "role_claim", role: "Seer" }), seerCheck(4, 2, "wolf")];
  const ledger = new Ledger();
  ledger.merge(claims);
  const before = ledger.claims();
  assert.equal(ledger.verify({ 4: "Seer", 1: "Villager" }), 2);
  assert.deepEqual(ledger.claims(), w.verifyPublicClaims(before, { 4: "Seer", 1: "Villager" }));
  assert.equal(ledger.verify(new Map([[4, "Seer"]])), 0, "verdicts are final");
  ledger.merge([claim({ speakerSeat: 7 })]);
  const freeNext = w.mergePublicClaims(w.verifyPublicClaims(w.mergePublicClaims([], claims), { 4: "Seer", 1: "Villager" }), [claim({ speakerSeat: 7 })]);
  assert.deepEqual(stripIds(ledger.claims()), stripIds(freeNext));
});

test("C5: render equals renderPublicClaimsSection on the same claims, with callbacks and every option", () => {
  const ledger = Ledger.from(Array.from({ length: 60 }, (_, i) => claim({ day: 1 + (i % 5), speakerSeat: i % 12, targetSeat: (i * 7) % 12, content: `said ${i} <b>` })));
  const options = [
    { limit: 30 },
    { limit: 0 },
    { limit: 5, lang: "zh" },
    { limit: 7, header: "H", disclaimer: "D", seatLabel: (n) => `P${n}`, statusLabel: (s) => s.toUpperCase(), maxContentChars: 6 },
  ];
  for (const opts of options) assert.equal(ledger.render(opts), w.renderPublicClaimsSection(ledger.claims(), opts));
  assert.equal(new Ledger().render({ limit: 5 }), "", "C5.1 empty ledger");
  assertThrowsCode(() => ledger.render({}), "invalid_argument");
  assertThrowsCode(() => ledger.render({ limit: 3, seatLabel: () => 1 }), "label_not_string");
  assertThrowsCode(() => ledger.render({ limit: 3, seatLabel: () => { throw new Error("x"); } }), "label_callback_failed");
});

test("claims(): frozen, the same array while unchanged, unchanged claims keep their objects", () => {
  const ledger = new Ledger();
  ledger.merge([claim({ speakerSeat: 1, claimType: "role_claim", role: "Hunter" }), claim({ speakerSeat: 2 })]);
  const first = ledger.claims();
  assert.ok(Object.isFrozen(first) && first.every(Object.isFrozen));
  assert.equal(ledger.claims(), first);
  ledger.merge([claim({ speakerSeat: 3, claimType: "role_claim", role: "Hunter" })]);
  const second = ledger.claims();
  assert.notEqual(second, first);
  assert.notEqual(second[0], first[0], "contested now: a new object");
  assert.equal(second[1], first[1], "unchanged: the same object");
  assert.ok(Object.isFrozen(second[0].reasons));
  assert.throws(() => { second[0].status = "unverified"; }, TypeError);
});

test("Ledger.from is tolerant like normalizePublicClaims; save/load round-trips", () => {
  const written = [claim({ speakerSeat: 1, content: "" }), { nonsense: true }, claim({ speakerSeat: 99 }), claim({ speakerSeat: 1, content: "" })];
  const ledger = Ledger.from(written, { playerCount: 12, lang: "zh" });
  const normalized = w.normalizePublicClaims(written, { playerCount: 12, lang: "zh" }).ledger;
  assert.deepEqual(stripIds(ledger.claims()), stripIds(normalized));
  const save = ledger.save();
  const back = Ledger.load(save);
  assert.equal(back.save(), save);
  assert.deepEqual(back.claims(), ledger.claims());
  assertThrowsCode(() => Ledger.load("{"), "invalid_json");
  assertThrowsCode(() => Ledger.load("{}"), "not_a_snapshot");
  // Valid JSON that is no object is no save; text after the JSON is no JSON (issue 22: the header
  // is read first, the rest skipped).
  for (const text of ["[]", '["wolfcore-ledger", 1]', '"wolfcore-ledger"', "42", "null"]) assertThrowsCode(() => Ledger.load(text), "not_a_snapshot");
  assertThrowsCode(() => Ledger.load(`${save} x`), "invalid_json");
  assertThrowsCode(() => Ledger.load(save.replace('"format":"wolfcore-ledger"', '"format":7')), "not_a_snapshot");
  // The header's keys anywhere among the others; a key given twice is no save of ours.
  const moved = JSON.parse(save);
  const { format, version, ...rest } = moved;
  assert.deepEqual(Ledger.load(JSON.stringify({ ...rest, version, format })).claims(), ledger.claims());
  assertThrowsCode(() => Ledger.load(save.replace('"format":"wolfcore-ledger"', '"format":"wolfcore-ledger","format":"chess"')), "not_a_snapshot");
  assertThrowsCode(() => Ledger.load(save.replace('"lang":', '"lang":"en","lang":')), "corrupted");
  // A later format is a newer release's save (issue 18); version 0 or a non-number is unsupported.
  assert.equal(assertThrowsCode(() => Ledger.load(save.replace('"version":1', '"version":7')), "save_from_newer_version").version, 7);
  assertThrowsCode(() => Ledger.load(save.replace('"version":1', '"version":0')), "unsupported_version");
  assertThrowsCode(() => Ledger.load(save.replace('"version":1', '"version":"1"')), "unsupported_version");
  assertThrowsCode(() => Ledger.load(save.replace('"speakerSeat":1', '"speakerSeat":40')), "corrupted");
  const doubled = JSON.parse(save);
  doubled.claims.push(doubled.claims[0]);
  assertThrowsCode(() => Ledger.load(JSON.stringify(doubled)), "corrupted");
  assertThrowsCode(() => Ledger.load(42), "invalid_argument");
});

test("errors are coded and change nothing: bad options, claims, seats, the cap", () => {
  assertThrowsCode(() => new Ledger({ players: 9 }), "invalid_argument");
  assertThrowsCode(() => new Ledger({ playerCount: 3 }), "invalid_argument");
  assertThrowsCode(() => new Ledger({ lang: "fr" }), "unsupported_lang");
  const ledger = new Ledger({ playerCount: 6 });
  ledger.merge([claim({ speakerSeat: 1 })]);
  const before = ledger.save();
  const err = assertThrowsCode(() => ledger.merge([claim({ speakerSeat: 2 }), claim({ speakerSeat: 8 })]), "invalid_claim");
  assert.equal(err.list, "incoming");
  assert.equal(err.index, 1);
  assertThrowsCode(() => ledger.merge("nope"), "invalid_argument");
  assertThrowsCode(() => ledger.ingestReply(5), "invalid_argument");
  assertThrowsCode(() => ledger.ingestReply("[]", { turn: 1 }), "invalid_argument");
  assertThrowsCode(() => ledger.verify({ 99: "Seer" }), "invalid_argument");
  assert.equal(ledger.save(), before);
  const big = new Ledger();
  big.merge(Array.from({ length: 9_999 }, (_, i) => claim({ day: 1 + Math.floor(i / 16), speakerSeat: i % 16 })));
  const full = big.save();
  assertThrowsCode(() => big.merge([claim({ day: 900, speakerSeat: 1 }), claim({ day: 900, speakerSeat: 2 })]), "too_many_claims");
  assert.equal(big.save(), full);
  big.free();
});

test("free() and [Symbol.dispose]: every method throws `freed` afterwards; a second free() does nothing", () => {
  for (const dispose of [(l) => l.free(), (l) => l[Symbol.dispose]()]) {
    const ledger = new Ledger();
    ledger.merge([claim({ speakerSeat: 1 })]);
    dispose(ledger);
    ledger.free();
    for (const call of [() => ledger.claims(), () => ledger.size, () => ledger.merge([]), () => ledger.render({ limit: 1 }), () => ledger.save(), () => ledger.verify({}), () => ledger.ingestReply("[]")]) {
      assertThrowsCode(call, "freed");
    }
  }
  assert.equal(typeof Ledger.prototype[Symbol.dispose], "function");
});

function revoked(target = {}) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}
function throwingGetter(key, base) {
  return Object.defineProperty({ ...base }, key, { enumerable: true, get() { throw new Error("boom"); } });
}

test("hostile arguments to a Ledger are coded errors, 1,000 times each, and the ledger is unchanged", () => {
  const ledger = new Ledger();
  ledger.merge([claim({ speakerSeat: 1 }), seerCheck(2, 3)]);
  const before = ledger.save();
  const snapshot = ledger.claims();
  const hostile = [revoked(), revoked([]), throwingGetter("content", claim({ speakerSeat: 4 })), [revoked()], [throwingGetter("day", claim({ speakerSeat: 4 }))], 10n, Symbol("x")];
  for (let round = 0; round < 1000; round++) {
    for (const h of hostile) {
      for (const call of [() => ledger.merge(h), () => ledger.verify(h), () => ledger.render(h), () => ledger.ingestReply(h), () => ledger.ingestReply("[]", h), () => Ledger.from(h), () => new Ledger(h), () => Ledger.load(h)]) {
        try {
          call();
        } catch (err) {
          assert.equal(err.name, "WolfcoreError", String(err));
          assert.equal(typeof err.code, "string");
        }
      }
    }
  }
  assert.equal(ledger.save(), before);
  assert.equal(ledger.claims(), snapshot);
  assert.equal(ledger.merge([claim({ speakerSeat: 5 })]).added, 1);
});
