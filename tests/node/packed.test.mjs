// The internal protocol's packed text (issue 22): `parsePublicClaims`, `parsePublicClaimsResponse`,
// `mergePublicClaims`, `verifyPublicClaims` and `Ledger.claims()` build their claims in JS from a
// packed text (crates/wolfcore-wasm/src/ledger_io.rs, `readClaim` in pkg/remember-core.js)
// instead of `JSON.parse`. The generated bindings underneath (pkg/wasm/api.js) still send JSON:
// both must give the same values, byte for byte as JSON, over contents that would break a careless
// reader (digits, `,` and `:` in strings, quotes, controls, characters outside the BMP, lone
// surrogates). Strings also enter wasm memory through `TextEncoder.encodeInto` once they are 64
// UTF-16 units or longer: same bytes as the glue's own copy (lone surrogates become U+FFFD).
import { test } from "node:test";
import assert from "node:assert/strict";
import * as raw from "../../pkg/wasm/api.js";
import { loadWolfcore } from "./helpers.mjs";

const w = await loadWolfcore();

const AWKWARD = [
  "12,34:56",
  "5:abc,7,",
  'quote " back\\slash / <b>',
  "controls \t and \u0001 and \u007f",
  "中文内容：我是预言家，3号是狼",
  "wolf 🐺 and 𝄞 outside the BMP, 🐺🐺",
  "line\u2028separator\u2029and \ufeff BOM",
  "x".repeat(63),
  "y".repeat(64),
  `${"z".repeat(70)}🐺,9:`,
  `${"狼".repeat(100)}🐺${"a".repeat(10)}`,
  `🐺${"好".repeat(70)}`,
];

/** A reply of 2-per-text claims with awkward contents, seats 1-based as a model writes them. */
function reply() {
  const claims = AWKWARD.flatMap((content, i) => [
    { speakerSeat: 1 + (i % 12), claimType: "other", targetSeat: 1 + ((i + 3) % 12), content },
    { speakerSeat: 1 + ((i + 5) % 12), claimType: "seer_check", targetSeat: 1 + ((i + 1) % 12), alignment: "wolf", content: `${content} #${i}` },
  ]);
  claims.push({ speakerSeat: 40, claimType: "other", content: "seat out of range" });
  return JSON.stringify({ claims });
}

/** JSON text with every UUID replaced by its order of appearance (fresh ids differ per call). */
function withoutIds(value) {
  const seen = new Map();
  return JSON.stringify(value).replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g, (id) => {
    if (!seen.has(id)) seen.set(id, `id${seen.size}`);
    return seen.get(id);
  });
}

test("C2.4: parsePublicClaims through the packed text equals the JSON path, byte for byte", () => {
  const options = { playerCount: 12, day: 3, lang: "zh" };
  const packed = w.parsePublicClaims(reply(), options);
  const json = raw.parsePublicClaims(reply(), options);
  assert.equal(withoutIds(packed), withoutIds(json));
  assert.equal(packed.claims.length, AWKWARD.length * 2);
  assert.deepEqual(Object.keys(packed), ["claims", "rejected", "rejectedCount"]);
  assert.equal(packed.rejectedCount, 1);
  for (const reply of ["", "no json here", '{"claims": [', "[]", '{"claims":[{"speakerSeat":1}]}']) {
    assert.equal(withoutIds(w.parsePublicClaims(reply, options)), withoutIds(raw.parsePublicClaims(reply, options)), reply);
  }
  assert.deepEqual(Object.keys(w.parsePublicClaims("no json here")), ["claims", "rejected", "rejectedCount", "error"]);
  assert.equal(withoutIds(w.parsePublicClaimsResponse(reply(), options)), withoutIds(raw.parsePublicClaimsResponse(reply(), options)));
  assert.deepEqual(w.parsePublicClaimsResponse(42), []);
});

test("C3/C4: merge and verify results through the packed delta equal the JSON path", () => {
  const board = { playerCount: 12 };
  const claims = AWKWARD.map((content, i) => ({
    id: `id-${i}:${content.length},`,
    day: 1 + (i % 3),
    phase: i % 2 ? "DAY_SPEECH" : "相位,3:",
    speakerSeat: i % 12,
    claimType: i % 3 ? "role_claim" : "other",
    role: i % 3 ? "Seer" : undefined,
    content,
    source: "manual",
  })).map((c) => JSON.parse(JSON.stringify(c)));
  const merged = w.mergePublicClaims([], claims, board); // full delta
  assert.equal(JSON.stringify(merged), JSON.stringify(raw.mergePublicClaims([], claims, board)));
  assert.ok(merged.some((c) => c.status === "contested" && c.reasons.length > 0), "counterclaims carry reasons");
  const more = [{ ...claims[0], id: "new:1,", speakerSeat: 11, claimType: "role_claim", role: "Seer", content: "𝄞 me too" }];
  const next = w.mergePublicClaims(merged, more, board); // a partial delta of a remembered result
  assert.equal(JSON.stringify(next), JSON.stringify(raw.mergePublicClaims(merged.map((c) => ({ ...c })), more, board)));
  const verified = w.verifyPublicClaims(next, { 1: "Seer" });
  assert.equal(JSON.stringify(verified), JSON.stringify(raw.verifyPublicClaims(next.map((c) => ({ ...c })), { 1: "Seer" })));
  // `Ledger.claims()` reads the same delta text: its claims as JSON, then back, change nothing.
  const ledger = w.Ledger.from(claims, board);
  try {
    const list = ledger.claims();
    assert.equal(JSON.stringify(list), JSON.stringify(JSON.parse(JSON.stringify(list))));
    assert.deepEqual(list.map((c) => c.id), claims.map((c) => c.id));
    assert.equal(list[9].content, AWKWARD[9]);
    assert.equal(list[10].content, AWKWARD[10]);
  } finally {
    ledger.free();
  }
});

test("C2: long and short strings enter wasm memory alike (lone surrogates become U+FFFD)", () => {
  for (const pad of ["", "p".repeat(80)]) {
    const content = `lone \ud800 high and \udc00 low ${pad}`;
    const text = JSON.stringify({ claims: [{ speakerSeat: 1, claimType: "other", content: "CONTENT" }] }).replace("CONTENT", content);
    const [claim] = w.parsePublicClaims(text, { day: 1 }).claims;
    assert.equal(claim.content, `lone \ufffd high and \ufffd low ${pad}`.trim());
    assert.equal(w.sanitizeLine(`a\ud800b${pad}`), w.sanitizeLine(`a\ufffdb${pad}`));
  }
});

test("C2.4: every combination of optional fields (role, targetSeat, alignment) reads as the JSON path, also after a merge", () => {
  const options = { playerCount: 12, day: 2 };
  const claims = [];
  for (let flags = 0; flags < 8; flags++) {
    const c = { speakerSeat: 1 + flags, claimType: "other", content: `combination ${flags}` };
    if (flags & 1) c.role = "Seer";
    if (flags & 2) c.targetSeat = 12 - flags;
    if (flags & 4) c.alignment = flags & 1 ? "wolf" : "good";
    claims.push(c);
  }
  const text = JSON.stringify({ claims });
  const packed = w.parsePublicClaims(text, options);
  assert.equal(withoutIds(packed), withoutIds(raw.parsePublicClaims(text, options)));
  assert.deepEqual(
    packed.claims.map((c) => Object.keys(c).filter((k) => ["role", "targetSeat", "alignment"].includes(k)).join()),
    ["", "role", "targetSeat", "role,targetSeat", "alignment", "role,alignment", "targetSeat,alignment", "role,targetSeat,alignment"],
  );
  const response = w.parsePublicClaimsResponse(text, options);
  assert.equal(withoutIds(response), withoutIds(raw.parsePublicClaimsResponse(text, options)));
  // Merged unchanged (the kept parse's copies) and as a plain copy (read again): the same claims.
  const base = w.mergePublicClaims([], [], { playerCount: 12 });
  const kept = w.mergePublicClaims(base, packed.claims, { playerCount: 12 });
  const read = w.mergePublicClaims([], packed.claims.map((c) => ({ ...c })), { playerCount: 12 });
  assert.equal(JSON.stringify(kept), JSON.stringify(read));
  assert.equal(kept.length, 8);
});
