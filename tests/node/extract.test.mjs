// extractPublicClaims (C6) through the built package: the speaker's own claims from one
// speech, ready for the ledger; bad context is a typed error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, loadWolfcore } from "./helpers.mjs";

const { extractPublicClaims, mergePublicClaims, Game } = await loadWolfcore();

test("C6: English role claim and seer check, 0-based seats, source regex, no id", () => {
  const claims = extractPublicClaims("I am the Seer. Last night I checked Seat 7, he is a werewolf.", { day: 2, speakerSeat: 2 });
  assert.deepEqual(
    claims.map((c) => [c.claimType, c.role, c.targetSeat, c.alignment]),
    [
      ["role_claim", "Seer", undefined, undefined],
      ["seer_check", undefined, 6, "wolf"],
    ],
  );
  for (const c of claims) {
    assert.equal(c.day, 2);
    assert.equal(c.phase, "DAY_SPEECH");
    assert.equal(c.speakerSeat, 2);
    assert.equal(c.source, "regex");
    assert.equal(c.status, "unverified");
    assert.equal(c.id, "");
    assert.ok(c.content.startsWith("Seat 3"), c.content);
  }
});

test("C6: Chinese speech, content synthesised in Chinese, phase carried", () => {
  const claims = extractPublicClaims("我是女巫，昨晚救了3号。", { day: 1, speakerSeat: 0, phase: "DAY_LAST_WORDS", lang: "zh-CN" });
  assert.deepEqual(claims.map((c) => [c.claimType, c.role, c.targetSeat]), [
    ["role_claim", "Witch", undefined],
    ["witch_save", undefined, 2],
  ]);
  assert.ok(claims.every((c) => c.phase === "DAY_LAST_WORDS" && /号/.test(c.content)));
  // Detected language when none is given.
  assert.match(extractPublicClaims("我是预言家，昨晚验了5号，他是狼人。", { day: 1, speakerSeat: 0 })[1].content, /查验/);
});

test("C6: hypotheticals, plans and seats beyond the board yield nothing", () => {
  assert.deepEqual(extractPublicClaims("如果我是预言家，我会验5号。", { day: 1, speakerSeat: 2 }), []);
  assert.deepEqual(extractPublicClaims("Tonight I will check seat 4.", { day: 1, speakerSeat: 2 }), []);
  assert.equal(extractPublicClaims("I checked seat 12 and he is a wolf.", { day: 1, speakerSeat: 0 }).length, 1);
  assert.deepEqual(extractPublicClaims("I checked seat 12 and he is a wolf.", { day: 1, speakerSeat: 0, playerCount: 9 }), []);
  assert.deepEqual(extractPublicClaims("", { day: 1, speakerSeat: 0 }), []);
});

test("C6 → C3: extracted claims merge into the ledger and enter a game", () => {
  const a = extractPublicClaims("I am the Seer. I checked seat 5: wolf.", { day: 1, speakerSeat: 1 });
  const b = extractPublicClaims("No, I am the real Seer!", { day: 1, speakerSeat: 3 });
  const ledger = mergePublicClaims([], [...a, ...b], { roleCounts: { Werewolf: 3, Seer: 1, Witch: 1, Hunter: 1, Villager: 3 } });
  assert.ok(ledger.length >= 2 && ledger.every((c) => c.id.length === 36));
  assert.ok(ledger.filter((c) => c.claimType === "role_claim").every((c) => c.status === "contested"));
  const game = new Game({ players: 9, seed: 4 });
  assert.equal(game.ingestClaims(a).added, a.length);
});

test("bad input is a typed error", () => {
  const ok = { day: 1, speakerSeat: 0 };
  assertThrowsCode(() => extractPublicClaims(5, ok), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x"), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", null), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { day: 1 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { speakerSeat: 0 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, day: 0 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, day: 1.5 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, speakerSeat: 16 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, speakerSeat: "1" }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, playerCount: 17 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, phase: "" }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, phase: "DAY\nSPEECH" }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, speaker: 0 }), "invalid_argument");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, lang: "fr" }), "unsupported_lang");
  assertThrowsCode(() => extractPublicClaims("x", { ...ok, get day() { throw new Error("no"); } }), "invalid_argument");
});
