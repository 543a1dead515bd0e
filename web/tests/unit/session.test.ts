// lib/session.ts and lib/save.ts: autosave files, resuming, recovery codes, switching language.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { GameSession } from "../../lib/session";
import { isSeed, parseSave, randomSeed } from "../../lib/save";
import { codeOf, ready, setup } from "./helpers";

before(ready);

/** Plays bot moves (for every seat but the human's) until `stop` or the human must act. */
function playBots(session: GameSession, stop: () => boolean = () => false) {
  for (let i = 0; i < 500 && !session.game.isOver() && !stop(); i++) {
    const next = session.nextAgentAction();
    if (!next) break;
    session.apply(session.game.botCommand(next.seat));
  }
}


test("a save resumes the same game (same event-log digest, same inputs)", () => {
  const s = GameSession.create(setup({ humanSeat: 3 }), "en");
  playBots(s);
  assert.ok(s.humanPending().length > 0 || s.game.isOver());
  const text = s.toSave();
  const back = GameSession.fromSave(text);
  assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
  assert.deepEqual(back.inputs, s.inputs);
  assert.equal(back.toSave(), text);
  s.free();
  back.free();
});

test("R5: a refused command changes nothing and is not recorded", () => {
  const s = GameSession.create(setup({ humanSeat: 0 }), "en");
  const before = s.toSave();
  assert.equal(codeOf(() => s.apply({ type: "vote", seat: 0, target: 1 })), "wrong_phase");
  assert.equal(s.toSave(), before);
  s.free();
});

test("recovery codes: damaged, foreign, future and inconsistent saves are refused with a code", () => {
  const s = GameSession.create(setup(), "en");
  playBots(s);
  const good = JSON.parse(s.toSave());
  assert.equal(codeOf(() => GameSession.fromSave("{not json")), "save_invalid_json");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ format: "other" }))), "save_not_ours");
  // A later envelope, or a core snapshot of later rules, is a newer release's save (issue 18).
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, version: 99 }))), "save_from_newer_version");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, version: 0 }))), "save_unsupported_version");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, version: "1" }))), "save_unsupported_version");
  const newerRules = JSON.parse(good.snapshot);
  newerRules.rules += 1;
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, snapshot: JSON.stringify(newerRules) }))), "save_from_newer_version");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, inputs: "x" }))), "save_malformed");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, setup: { ...good.setup, players: 30 } }))), "save_malformed");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, snapshot: "{oops" }))), "invalid_json");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, snapshot: "{}" }))), "not_a_snapshot");
  const state = JSON.parse(good.snapshot);
  state.version = 1; // R7: saves before the input-log format are refused, not guessed at
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, snapshot: JSON.stringify(state) }))), "unsupported_version");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, digest: "0000000000000000" }))), "save_digest_mismatch");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ ...good, lang: "zh" }))), "save_setup_mismatch");
  s.free();
});

test("switching language replays the inputs: same log, new bot speeches in the new language", () => {
  const s = GameSession.create(setup({ humanSeat: null, seatChoice: "watch" }), "en");
  playBots(s, () => s.game.view().phase.kind === "day_speech");
  const zh = s.withLang("zh");
  assert.equal(zh.game.eventLogDigest(), s.game.eventLogDigest());
  assert.equal(zh.game.view().lang, "zh");
  assert.equal(zh.toSave().length > 0, true);
  // The next bot speech is Chinese.
  let speech = "";
  for (let i = 0; i < 50 && !speech; i++) {
    const next = zh.nextAgentAction()!;
    const cmd = zh.game.botCommand(next.seat);
    zh.apply(cmd);
    if (cmd.type === "speak" && cmd.text) speech = cmd.text;
  }
  assert.match(speech, /[\u4e00-\u9fff]/, speech);
  s.free();
  zh.free();
});

test("a whole watch-only game can be saved and resumed at every tenth move", () => {
  const s = GameSession.create(setup({ humanSeat: null, seatChoice: "watch", players: 12, seed: "99" }), "zh");
  let n = 0;
  while (!s.game.isOver() && n < 800) {
    s.apply(s.game.botCommand(s.nextAgentAction()!.seat));
    if (++n % 10 === 0) {
      const back = GameSession.fromSave(s.toSave());
      assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
      back.free();
    }
  }
  assert.ok(s.game.isOver());
  s.free();
});

test("seeds: decimal u64 only; random seeds are valid", () => {
  assert.ok(isSeed("0") && isSeed("18446744073709551615"));
  assert.ok(!isSeed("18446744073709551616") && !isSeed("-1") && !isSeed("1e3") && !isSeed("") && !isSeed(" 1"));
  for (let i = 0; i < 20; i++) assert.ok(isSeed(randomSeed()));
});

test("parseSave accepts exactly what toSave writes", () => {
  const s = GameSession.create(setup({ seatChoice: "random", humanSeat: 5 }), "zh");
  const file = parseSave(s.toSave());
  assert.equal(file.setup.humanSeat, 5);
  assert.equal(file.lang, "zh");
  s.free();
});

test("the summary seam: the talk's end is detected once, a summary reply is ingested, saved and replayed", async () => {
  const s = GameSession.create(setup({ humanSeat: null, seatChoice: "watch", seed: "5" }), "en");
  let ended: number[] = [];
  while (!s.game.isOver() && ended.length === 0) {
    const before = s.game.view().phase;
    s.apply(s.game.botCommand(s.nextAgentAction()!.seat));
    const day = s.talkEnded(before);
    if (day !== null) ended = [...ended, day];
  }
  assert.deepEqual(ended, [1]);
  assert.equal(s.game.view().phase.kind, "vote");
  // A speaker who claimed no role today (the bots' talk varies), so the Guard claim conflicts only with the board.
  const claimedRole = new Set(
    s.game.publicClaims().filter((c) => c.claimType !== "alignment_statement" && c.claimType !== "other").map((c) => c.speakerSeat),
  );
  const speaker = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((seat) => !claimedRole.has(seat))! + 1;
  const reply = `\`\`\`json\n{"claims":[{"speakerSeat":${speaker},"claimType":"role_claim","role":"Guard","content":"Seat ${speaker} says Guard","status":"corroborated"}]}\n\`\`\``;
  const result = s.ingestSummary(reply, 1);
  assert.equal(result.error, undefined);
  assert.equal(result.added, 1);
  const summary = s.game.publicClaims().filter((c) => c.source === "summary");
  assert.equal(summary.length, 1);
  // C2.3: the model said "corroborated"; only the ledger sets status. The 9-seat board has no Guard,
  // so the ledger contests the claim as an over-claim (C3.2) instead.
  assert.equal(summary[0]!.status, "contested", "C2.3: a model's status is never trusted");
  assert.deepEqual(summary[0]!.reasons, ["over_claim"]);
  // An unreadable reply changes nothing and is not recorded (C2.5).
  const before = s.toSave();
  assert.ok(s.ingestSummary("not json at all", 1).error);
  assert.equal(s.toSave(), before);
  const back = GameSession.fromSave(before);
  assert.deepEqual(back.game.publicClaims(), s.game.publicClaims());
  const zh = back.withLang("zh");
  assert.deepEqual(zh.game.publicClaims().map((c) => c.id), s.game.publicClaims().map((c) => c.id));
  for (const x of [s, back, zh]) x.free();
});
