// C3 merge and C4 verify through the built package, including the plan's behaviours.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWolfcore, claim, seerCheck, assertThrowsCode } from "./helpers.mjs";

const w = await loadWolfcore();
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("C3.2 plan: two seats' same-day Seer checks plus a duplicate merge to 2 claims, all contested", () => {
  const merged = w.mergePublicClaims([], [seerCheck(1, 5), seerCheck(2, 5), seerCheck(1, 5)]);
  assert.equal(merged.length, 2);
  assert.deepEqual(merged.map((c) => c.speakerSeat), [1, 2]);
  assert.ok(merged.every((c) => c.status === "contested"));
  assert.ok(merged.every((c) => c.reasons.includes("counterclaim")));
  assert.ok(merged.every((c) => UUID_V4.test(c.id)), "ids are UUID v4");
  assert.notEqual(merged[0].id, merged[1].id);
});

test("C3.1: ids stay distinct UUID v4s across the id pool's refills (1,024 ids a refill, issue 13)", () => {
  const many = (from) =>
    Array.from({ length: 2600 }, (_, i) => ({
      day: 1 + from + i,
      phase: "DAY_SPEECH",
      speakerSeat: i % 12,
      claimType: "other",
      content: `said ${i}`,
      source: "summary",
    }));
  const a = w.mergePublicClaims([], many(0));
  const b = w.mergePublicClaims([], many(5000));
  const ids = [...a, ...b].map((c) => c.id);
  assert.equal(ids.length, 5200);
  assert.ok(ids.every((id) => UUID_V4.test(id)), "ids are UUID v4");
  assert.equal(new Set(ids).size, ids.length, "no id repeats");
});

test("C3 plan: mergePublicClaimsSafe(undefined, [one]) gives that one", () => {
  const one = seerCheck(0, 3);
  const merged = w.mergePublicClaimsSafe(undefined, [one]);
  assert.equal(merged.length, 1);
  const { id, status, ...rest } = merged[0];
  assert.match(id, UUID_V4);
  assert.equal(status, "unverified");
  // C3.1 canonical form: a check's implied role is not stored.
  const { role, ...expected } = one;
  assert.deepEqual(rest, expected);
  assert.deepEqual(w.mergePublicClaimsSafe(null, [one]).length, 1);
});

test("C3: results are plain objects without absent optional keys, inputs are not mutated", () => {
  const input = [claim({ speakerSeat: 3, claimType: "role_claim", role: "Witch" })];
  const snapshot = structuredClone(input);
  const [out] = w.mergePublicClaims([], input);
  assert.deepEqual(input, snapshot);
  assert.equal(Object.getPrototypeOf(out), Object.prototype);
  assert.ok(!("targetSeat" in out) && !("alignment" in out) && !("reasons" in out));
  assert.deepEqual(JSON.parse(JSON.stringify(out)), out);
});

test("C3.4: merging a ledger with itself or [] returns it unchanged", () => {
  const m = w.mergePublicClaims([], [seerCheck(1, 5), seerCheck(2, 5, "wolf", 2), claim({ speakerSeat: 4 })]);
  assert.deepEqual(w.mergePublicClaims(m, []), m);
  assert.deepEqual(w.mergePublicClaims(m, m), m);
  assert.deepEqual(w.mergePublicClaims([], m), m);
});

test("C3.2: a counterclaim across days, then the board's role counts", () => {
  const ledger = w.mergePublicClaims([], [claim({ speakerSeat: 0, claimType: "role_claim", role: "Guard" })]);
  assert.equal(ledger[0].status, "unverified");
  const counter = claim({ day: 3, speakerSeat: 6, claimType: "guard_protect", targetSeat: 2 });
  const next = w.mergePublicClaims(ledger, [counter]);
  assert.deepEqual(next.map((c) => c.status), ["contested", "contested"]);
  assert.equal(next[0].id, ledger[0].id, "existing ids are kept");
  const twoGuards = w.mergePublicClaims(ledger, [counter], { roleCounts: { Guard: 2, Villager: 4, Werewolf: 4 } });
  assert.deepEqual(twoGuards.map((c) => c.status), ["unverified", "unverified"]);
});

test("C4: verify takes 0-based seats as a plain object or a Map", () => {
  const ledger = w.mergePublicClaims([], [
    claim({ speakerSeat: 4, claimType: "role_claim", role: "Hunter" }),
    seerCheck(1, 4, "wolf"),
  ]);
  const byObject = w.verifyPublicClaims(ledger, { 4: "Hunter" });
  assert.deepEqual(byObject.map((c) => c.status), ["corroborated", "disproved"]);
  assert.deepEqual(byObject[0].reasons, ["revealed_role"]);
  const byMap = w.verifyPublicClaims(ledger, new Map([[4, "Werewolf"]]));
  assert.deepEqual(byMap.map((c) => c.status), ["disproved", "corroborated"]);
  assert.deepEqual(w.verifyPublicClaims(ledger, {}), ledger);
  // C3.3: verdicts are final; merging never downgrades them.
  const again = w.mergePublicClaims(byObject, [seerCheck(7, 4, "good")]);
  assert.deepEqual(again.slice(0, 2).map((c) => c.status), ["corroborated", "disproved"]);
});

test("claims may omit id and status; source is required", () => {
  const [c] = w.mergePublicClaims([], [{ day: 2, phase: "DAY_SPEECH", speakerSeat: 0, claimType: "other", content: "hi", source: "manual" }]);
  assert.match(c.id, UUID_V4);
  assert.equal(c.status, "unverified");
  const err = assertThrowsCode(
    () => w.mergePublicClaims([], [{ day: 2, phase: "DAY_SPEECH", speakerSeat: 0, claimType: "other", content: "hi" }]),
    "invalid_claim",
  );
  assert.match(err.message, /source/);
  assert.equal(err.list, "incoming");
  assert.equal(err.index, 0);
});

test("issue 8: the tolerant merge skips bad claims one by one, repairs what it can and reports both", () => {
  const legacy = [
    { id: "a", day: 1, phase: "", speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "I am the Seer", source: "summary" },
    { id: "b", day: 1, phase: "DAY_SPEECH", speakerSeat: 3, claimType: "role_claim", role: "Cupid", content: "Cupid here", source: "manual" },
  ];
  const incoming = [seerCheck(4, 5), claim({ speakerSeat: -1 }), "junk", { day: 2, speakerSeat: 6, claimType: "other", content: "", source: "regex" }];
  const report = w.mergePublicClaimsReport(legacy, incoming, { playerCount: 9, lang: "zh" });
  assert.equal(report.ledger.length, 4);
  assert.deepEqual(report.rejected, [
    { list: "incoming", index: 1, reason: "invalid_speaker_seat" },
    { list: "incoming", index: 2, reason: "not_an_object" },
  ]);
  assert.equal(report.rejectedCount, 2);
  assert.deepEqual(report.repaired.map((r) => [r.list, r.index, r.fields]), [
    ["existing", 0, ["phase"]],
    ["existing", 1, ["role"]],
    ["incoming", 3, ["content", "phase"]],
  ]);
  assert.equal(report.ledger[1].role, "Unknown");
  assert.match(report.ledger[3].content, /7号/, "synthesised in the ledger's language");
  // The plan-compatible safe merge gives the same ledger, as an array.
  const safe = w.mergePublicClaimsSafe(legacy, incoming, { playerCount: 9, lang: "zh" });
  assert.deepEqual(safe.map((c) => c.content), report.ledger.map((c) => c.content));
  // The strict merge still refuses the batch.
  assert.throws(() => w.mergePublicClaims(legacy, incoming), { code: "invalid_claim" });
});

test("issue 8: normalizePublicClaims repairs a ledger a plain TypeScript module wrote", () => {
  const out = w.normalizePublicClaims([
    { id: "x", day: 1, phase: "", speakerSeat: 0, claimType: "SeerCheck", targetSeat: 3, alignment: "wolf", content: "checked 4", status: "verified", source: "summary" },
    { id: "y", day: 0, phase: "DAY_SPEECH", speakerSeat: 1, claimType: "other", content: "day zero", source: "manual" },
  ]);
  assert.equal(out.ledger.length, 1);
  assert.equal(out.ledger[0].claimType, "seer_check");
  assert.equal(out.ledger[0].status, "unverified");
  assert.deepEqual(out.rejected, [{ list: "existing", index: 1, reason: "invalid_day" }]);
  assert.throws(() => w.normalizePublicClaims([], { playerCount: 3 }), { code: "invalid_argument" });
  assert.throws(() => w.normalizePublicClaims([], { roleCount: {} }), { code: "invalid_argument" });
});

test("issue 8: C3.2 boards from playerCount, and a claim to a role the board lacks is contested over_claim", () => {
  const villagers = [0, 1, 2].map((s) => claim({ speakerSeat: s, claimType: "role_claim", role: "Villager" }));
  assert.ok(w.mergePublicClaims([], villagers).every((c) => c.status === "unverified"), "12-seat default: 4 Villagers");
  assert.ok(w.mergePublicClaims([], villagers, { playerCount: 8 }).every((c) => c.reasons?.includes("over_claim")), "8 seats: 2 Villagers");
  const guard = claim({ speakerSeat: 1, claimType: "role_claim", role: "Guard" });
  const [onNine] = w.mergePublicClaims([], [guard], { playerCount: 9 });
  assert.deepEqual([onNine.status, onNine.reasons], ["contested", ["over_claim"]]);
  assert.equal(w.mergePublicClaims([], [guard], { playerCount: 10 })[0].status, "unverified");
  assert.throws(() => w.mergePublicClaims([], [claim({ speakerSeat: 8 })], { playerCount: 8 }), { code: "invalid_claim", reason: "speaker_seat_out_of_range" });
  assert.throws(() => w.mergePublicClaims([], [], { playerCount: 14 }), { code: "invalid_argument" });
});

test("issue 8: render defaults lang from the header, localises synthesised contents and never refuses long ones", () => {
  const [parsed] = w.parsePublicClaimsResponse('{"claims":[{"day":1,"speakerSeat":3,"claimType":"role_claim","role":"Seer"}]}');
  const ledger = w.mergePublicClaims([], [parsed]);
  const zh = w.renderPublicClaimsSection(ledger, { limit: 5, header: "以下是玩家的公开发言", disclaimer: "仅供参考" });
  assert.match(zh, /未证实/, "status label in Chinese without lang");
  assert.doesNotMatch(zh, /Seer|Seat/, "synthesised English content re-worded in Chinese");
  const en = w.renderPublicClaimsSection(ledger, { limit: 5 });
  assert.match(en, /unverified/);
  const long = w.renderPublicClaimsSection([claim({ speakerSeat: 0, content: "y".repeat(5_000) })], { limit: 1 });
  assert.match(long, /y…/);
});
