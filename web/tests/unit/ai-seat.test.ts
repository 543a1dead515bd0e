// lib/ai/seat.ts: the per-action reply schema (only legal 1-based seats), the reading of a reply
// into a command (0-based), and lib/save.ts's checks of the lobby's AI choices. The engine, not
// these readers, decides legality (R5): they only turn text into a command or a reply_* code.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { boards, Game, type PendingAction } from "wolfcore";
import { ReplyError, replyToCommand, retryMessages, seatInstruction, seatMessages, seatReplySchema, shapeOf } from "../../lib/ai/seat";
import { commandType } from "../../lib/moves";
import { parseSave } from "../../lib/save";
import { GameSession } from "../../lib/session";
import { ready, setup, translator } from "./helpers";

before(ready);

const vote: PendingAction = { seat: 4, action: "vote", targets: [0, 1, 3], canSkip: true };
const seer: PendingAction = { seat: 2, action: "seer_check", targets: [0, 5], canSkip: false };
const witch: PendingAction = { seat: 6, action: "witch_act", targets: [0, 1], canSkip: true, saveTarget: 1 };
const speak: PendingAction = { seat: 0, action: "speak", targets: [], canSkip: true };
const lastWords: PendingAction = { seat: 3, action: "last_words", targets: [], canSkip: true };

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof ReplyError) return e.code;
    throw e;
  }
  return "none";
}

test("schemas list only the legal seats, 1-based, with null only where skipping is allowed; strict-mode shape", () => {
  const v = seatReplySchema(vote).schema as { properties: { vote: { enum: unknown[] } }; required: string[]; additionalProperties: boolean };
  assert.deepEqual(v.properties.vote.enum, [1, 2, 4, null]);
  assert.deepEqual(v.required, ["vote"]);
  assert.equal(v.additionalProperties, false);
  const s = seatReplySchema(seer).schema as { properties: { target: { enum: unknown[]; type: string } } };
  assert.deepEqual(s.properties.target, { type: "integer", enum: [1, 6] });
  const w = seatReplySchema(witch).schema as { properties: { save: { enum: boolean[] }; poison: { enum: unknown[] } }; required: string[] };
  assert.deepEqual(w.properties.save.enum, [true, false]);
  assert.deepEqual(w.properties.poison.enum, [1, 2, null]);
  assert.deepEqual(w.required, ["save", "poison"]);
  const noSave = seatReplySchema({ ...witch, saveTarget: undefined }).schema as { properties: { save: { enum: boolean[] } } };
  assert.deepEqual(noSave.properties.save.enum, [false]);
  assert.deepEqual(Object.keys((seatReplySchema(speak).schema as { properties: object }).properties), ["speech"]);
});

test("replies become commands with 0-based seats; lenient about seat spellings, strict about shape", () => {
  assert.deepEqual(replyToCommand('{"vote": 2}', vote), { type: "vote", seat: 4, target: 1 });
  assert.deepEqual(replyToCommand('{"vote": null}', vote), { type: "vote", seat: 4, target: null });
  assert.deepEqual(replyToCommand('{"vote": "Seat 4"}', vote), { type: "vote", seat: 4, target: 3 });
  assert.deepEqual(replyToCommand('{"vote": "4号"}', vote), { type: "vote", seat: 4, target: 3 });
  assert.deepEqual(replyToCommand('{"vote": "abstain"}', vote), { type: "vote", seat: 4, target: null });
  assert.deepEqual(replyToCommand('{"target": 6}', seer), { type: "seer_check", seat: 2, target: 5 });
  assert.deepEqual(replyToCommand('{"save": true, "poison": null}', witch), { type: "witch_act", seat: 6, save: true, poison: null });
  assert.deepEqual(replyToCommand('{"save": false, "poison": 1}', witch), { type: "witch_act", seat: 6, save: false, poison: 0 });
  assert.deepEqual(replyToCommand('{"speech": "<b>hi</b>"}', speak), { type: "speak", seat: 0, text: "<b>hi</b>" });
  assert.deepEqual(replyToCommand('{"speech": "bye"}', lastWords), { type: "last_words", seat: 3, text: "bye" });
  // An out-of-board seat still becomes a command: the engine refuses it with its own code.
  assert.deepEqual(replyToCommand('{"vote": 12}', vote), { type: "vote", seat: 4, target: 11 });
  assert.equal(code(() => replyToCommand("I vote 2", vote)), "reply_not_json");
  assert.equal(code(() => replyToCommand('{"target": 2}', vote)), "reply_missing_field");
  assert.equal(code(() => replyToCommand('{"vote": 0}', vote)), "reply_bad_seat");
  assert.equal(code(() => replyToCommand('{"vote": 2.5}', vote)), "reply_bad_seat");
  assert.equal(code(() => replyToCommand('{"vote": "everyone"}', vote)), "reply_bad_seat");
  assert.equal(code(() => replyToCommand('{"target": null}', seer)), "reply_bad_seat");
  assert.deepEqual(replyToCommand('{"target": "nobody"}', { seat: 1, action: "guard_protect", targets: [2], canSkip: true }), { type: "guard_protect", seat: 1, target: null });
  assert.equal(code(() => replyToCommand('{"save": "yes"}', witch)), "reply_bad_field");
  assert.equal(code(() => replyToCommand('{"speech": 42}', speak)), "reply_missing_field");
});

test("issue 17: a target reply's command type is the engine's for every awaited target move met in bot games on every board, and the engine accepts it", () => {
  const seen = new Set<string>();
  for (const board of boards()) {
    for (const seed of ["1", "2"]) {
      const game = new Game({ roles: [...board.roles], winRule: board.winRule, seed, sheriff: true, lang: "en" });
      for (let step = 0; step < 800 && !game.isOver(); step++) {
        for (const p of game.pending().filter((x) => shapeOf(x.action) === "target")) {
          seen.add(p.action);
          const replies = [...p.targets.slice(0, 1).map((s) => s + 1), ...(p.canSkip ? [null] : [])];
          for (const target of replies) {
            const command = replyToCommand(JSON.stringify({ target }), p);
            assert.deepEqual(command, { type: commandType(p.action), seat: p.seat, target: target === null ? null : target - 1 });
            const copy = Game.load(game.save());
            try {
              copy.apply(command);
            } finally {
              copy.free();
            }
          }
          if (!p.canSkip) assert.equal(code(() => replyToCommand('{"target": null}', p)), "reply_bad_seat");
        }
        game.apply(game.botCommand(game.pending()[0]!.seat));
      }
      game.free();
    }
  }
  assert.ok(seen.size >= 4, [...seen].join(", "));
});

test("messages: system prompt, then the prompt text unchanged + the instruction; the retry quotes the reply and names the code", () => {
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const first = seatMessages(t, "<your_turn>\nVote.\n</your_turn>", vote, lang);
    assert.equal(first[0]!.role, "system");
    assert.equal(first[1]!.content, `<your_turn>\nVote.\n</your_turn>\n\n${seatInstruction(t, vote, lang)}`);
    for (const p of [vote, seer, witch, { ...witch, saveTarget: undefined }, speak, lastWords]) {
      const text = seatInstruction(t, p, lang);
      assert.match(text, /JSON/);
      if (p.targets.length > 0) assert.ok(text.includes(String(p.targets[0]! + 1)), text);
    }
    assert.ok(seatInstruction(t, vote, lang).includes('{"vote": null}'), "ICU quotes keep the JSON braces");
    const retry = retryMessages(t, first, '{"vote": 12}', "invalid_target", vote, lang);
    assert.deepEqual(retry.slice(0, 2), first);
    assert.deepEqual(retry[2], { role: "assistant", content: '{"vote": 12}' });
    assert.ok(retry[3]!.content.includes("invalid_target"));
    assert.deepEqual(errors, []);
  }
});

test("saves keep the lobby's AI choices and refuse malformed ones (save_malformed)", () => {
  const session = GameSession.create(setup({ modelSeats: [1, 2], modelSummary: true }), "en");
  const text = session.toSave();
  const back = GameSession.fromSave(text);
  assert.deepEqual(back.setup.modelSeats, [1, 2]);
  assert.equal(back.setup.modelSummary, true);
  back.free();
  session.free();
  const file = JSON.parse(text);
  for (const bad of [[9], [-1], ["1"], [1.5], "all", Array.from({ length: 10 }, (_, i) => i % 9)]) {
    assert.throws(() => parseSave(JSON.stringify({ ...file, setup: { ...file.setup, modelSeats: bad } })), { code: "save_malformed" });
  }
  assert.throws(() => parseSave(JSON.stringify({ ...file, setup: { ...file.setup, modelSummary: "yes" } })), { code: "save_malformed" });
  const old = { ...file, setup: { ...file.setup } };
  delete old.setup.modelSeats;
  delete old.setup.modelSummary;
  assert.doesNotThrow(() => parseSave(JSON.stringify(old)), "saves from before issue 10 still load");
});
