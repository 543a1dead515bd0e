// Model seats are offered a wolf's self-reveal (R3.7) and the White Wolf King's explosion (R8.2) at
// their speeches as their own replies (issue 20: `{"action": …}` alternatives of the schema, never a
// field every speech fills in), through the schema, the instruction and the reply reader; the AI
// activity log is saved with the game and resumed (hostile entries dropped).
import { test } from "node:test";
import assert from "node:assert/strict";
import { boards } from "wolfcore";
import type { GameView, PendingAction } from "wolfcore";
import { AiActivityLog, readLogEntries } from "../../lib/ai/log";
import { ModelSeatAgent } from "../../lib/ai/players";
import { NO_SPEECH_OPTIONS, replyToCommand, seatInstruction, seatReplySchema, speechOptions } from "../../lib/ai/seat";
import { parseSave } from "../../lib/save";
import { GameSession } from "../../lib/session";
import { aiSetup, configure, routeCall, useModelServer } from "../ai/harness";
import { setup, translator } from "./helpers";

const model = useModelServer();

const speak: PendingAction = { seat: 2, action: "speak", targets: [], canSkip: true };

/** A 10-seat standard board with a White Wolf King, watched; bots play until the King's first day speech. */
function kingAtHisSpeech(): { session: GameSession; king: number; view: GameView } {
  const board = boards().find((b) => (b.counts.WhiteWolfKing ?? 0) > 0 && b.players <= 10)!;
  for (let seed = 1; seed < 60; seed++) {
    const session = GameSession.create(
      aiSetup({ players: board.players, boardId: board.id, roles: [...board.roles], winRule: board.winRule, seed: String(seed), seatChoice: "watch", humanSeat: null }),
      "en",
    );
    const king = session.game.godView().players.find((p) => p.role === "WhiteWolfKing")!.seat;
    for (let i = 0; i < 300 && !session.game.isOver(); i++) {
      const next = session.nextAgentAction();
      if (!next) break;
      if (next.seat === king && next.action === "speak") return { session, king, view: session.game.view(king) };
      session.apply(session.game.botCommand(next.seat));
    }
    session.free();
  }
  throw new Error("no seed reaches the King's speech");
}

test("R3.7/R8.2: the King's speech offers self_reveal and explode (living others, 1-based); a villager's offers neither", () => {
  const { session, king, view } = kingAtHisSpeech();
  const p = session.game.pending().find((x) => x.seat === king)!;
  const options = speechOptions(view, p);
  assert.equal(options.selfReveal, true);
  const living = view.players.filter((x) => x.alive && x.seat !== king).map((x) => x.seat);
  assert.deepEqual(options.explodeTargets, living);
  const reply = seatReplySchema(p, options);
  assert.equal(reply.strict, false);
  const branches = (reply.schema as { anyOf: { properties: Record<string, { enum?: unknown[] }>; required: string[] }[] }).anyOf;
  assert.deepEqual(branches.map((b) => b.required), [["speech"], ["action"], ["action", "target"]], "the speech first, each rare move its own reply");
  assert.deepEqual(branches[1]!.properties.action!.enum, ["self_reveal"]);
  assert.deepEqual(branches[2]!.properties.target!.enum, living.map((s) => s + 1));
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const text = seatInstruction(t, p, lang, options);
    assert.ok(text.includes('"action": "self_reveal"') && text.includes('"action": "explode", "target": N'), text);
    assert.ok(text.includes(living.map((s) => s + 1).join(", ")));
    assert.deepEqual(errors, []);
  }
  // A villager's speech: only the speech field.
  const villager = session.game.godView().players.find((x) => x.role === "Villager" && x.alive)!.seat;
  const vOptions = speechOptions(session.game.view(villager), { ...p, seat: villager });
  assert.deepEqual(vOptions, NO_SPEECH_OPTIONS);
  assert.deepEqual(seatReplySchema({ ...p, seat: villager }, vOptions).schema.required, ["speech"]);
  assert.equal(seatReplySchema({ ...p, seat: villager }, vOptions).strict, true);
  session.free();
});

test("replies: a rare move only as its own offered action; fields that were not offered are ignored, bad ones refused", () => {
  const opts = { selfReveal: true, explodeTargets: [0, 4, 5] };
  assert.deepEqual(replyToCommand('{"action": "explode", "target": 5}', speak, opts), { type: "white_wolf_king_explode", seat: 2, target: 4 });
  assert.deepEqual(replyToCommand('{"action": "self_reveal"}', speak, opts), { type: "self_reveal", seat: 2 });
  assert.deepEqual(replyToCommand('{"speech": "hi"}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // The old boolean field is no move any more: a speech with "self_reveal": true is a speech.
  assert.deepEqual(replyToCommand('{"speech": "hi", "self_reveal": true, "explode": 1}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // Not offered (a villager): the same actions change nothing.
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "self_reveal"}', speak), { type: "speak", seat: 2, text: "hi" });
  assert.throws(() => replyToCommand('{"action": "self_reveal"}', speak), /reply_missing_field/);
  assert.throws(() => replyToCommand('{"action": "explode", "target": "nobody at all"}', speak, opts), /reply_bad_seat/);
  assert.throws(() => replyToCommand('{"action": "explode"}', speak, opts), /reply_bad_seat/);
});

test("a model King who answers with an explosion takes his target through the engine (R8.2); the log says so", async () => {
  configure(model.server);
  const { session, king, view } = kingAtHisSpeech();
  const target = view.players.find((x) => x.alive && x.seat !== king)!.seat;
  model.responders.seat = () => ({ content: JSON.stringify({ action: "explode", target: target + 1 }) });
  const agent = new ModelSeatAgent({ call: routeCall, log: session.aiLog, game: () => ({ setup: session.setup, lang: session.lang, inputs: [...session.inputs] }) });
  const command = await agent.decide(session.game, king, new AbortController().signal);
  assert.deepEqual(command, { type: "white_wolf_king_explode", seat: king, target });
  session.apply(command);
  const god = session.game.godView();
  assert.equal(god.players[king]!.alive, false);
  assert.equal(god.players[target]!.alive, false);
  const entry = session.aiLog.entries().at(-1)!;
  assert.equal(entry.outcome, "accepted");
  assert.equal(entry.move, `white_wolf_king_explode: ${target + 1}`);
  session.free();
});

test("a model wolf may self-reveal (R3.7): the day's talk and vote are skipped", async () => {
  configure(model.server);
  const { session, king } = kingAtHisSpeech();
  model.responders.seat = () => ({ content: JSON.stringify({ action: "self_reveal" }) });
  const agent = new ModelSeatAgent({ call: routeCall, log: session.aiLog, game: () => ({ setup: session.setup, lang: session.lang, inputs: [...session.inputs] }) });
  const day = session.game.view().day;
  session.apply(await agent.decide(session.game, king, new AbortController().signal));
  assert.equal(session.game.godView().players[king]!.alive, false);
  const after = session.game.view();
  assert.ok(after.phase.kind === "night" || after.day > day || session.game.isOver(), after.phase.kind);
  session.free();
});

test("the AI activity log is saved with the game, survives a reload and a language switch; forged entries are dropped", () => {
  const s = GameSession.create(setup({ humanSeat: 0 }), "en");
  s.aiLog.add({ seat: 3, purpose: "speak", day: 1, attempt: 0, model: "m", latencyMs: 12, retries: 0, outcome: "accepted", move: "speak: hi" });
  s.aiLog.add({ seat: 4, purpose: "vote", day: 1, attempt: 0, model: "m", latencyMs: 9, retries: 1, outcome: "fallback_bot", code: "llm_client_rate_limited", retryAfterS: 7, move: "vote: 2" });
  const text = s.toSave();
  const back = GameSession.fromSave(text);
  assert.deepEqual(back.aiLog.entries(), s.aiLog.entries());
  // New entries continue the ids.
  assert.equal(back.aiLog.add({ seat: 5, purpose: "vote", day: 1, attempt: 0, model: "m", latencyMs: 1, retries: 0, outcome: "accepted" }).id, 3);
  const zh = back.withLang("zh");
  assert.equal(zh.aiLog, back.aiLog);
  // Old saves without a log still load, with an empty one.
  const file = parseSave(text);
  delete file.aiLog;
  const old = GameSession.fromSave(JSON.stringify(file));
  assert.deepEqual(old.aiLog.entries(), []);
  // Edited storage: bad entries go, good ones stay, the game loads.
  const forged = parseSave(text) as unknown as { aiLog: unknown[] };
  forged.aiLog = [
    forged.aiLog[0],
    { ...(forged.aiLog[1] as object), outcome: "<script>" },
    { ...(forged.aiLog[1] as object), move: "x".repeat(10_000) },
    "nonsense",
    { ...(forged.aiLog[0] as object) }, // a repeated id
    null,
  ];
  const repaired = GameSession.fromSave(JSON.stringify(forged));
  assert.equal(repaired.aiLog.entries().length, 1);
  const notList = parseSave(text) as unknown as { aiLog: unknown };
  notList.aiLog = { length: 1e9 };
  assert.deepEqual(GameSession.fromSave(JSON.stringify(notList)).aiLog.entries(), []);
  assert.deepEqual(readLogEntries(undefined), []);
  assert.equal(new AiActivityLog(readLogEntries(Array.from({ length: 900 }, (_, i) => ({ ...(parseSave(text).aiLog![0]!), id: i + 1 })))).entries().length, 500);
  for (const x of [s, back, zh, old, repaired]) x.free();
});
