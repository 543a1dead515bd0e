// Model seats are offered their out-of-turn moves — a wolf's self-reveal (R3.7), the White Wolf
// King's explosion (R8.2), and whatever the engine lists (issue 17) — at their speeches as their own
// replies (issue 20: `{"action": <kind>}` alternatives of the schema, never a field every speech
// fills in), through the schema, the instruction and the reply reader; the AI
// activity log is saved with the game and resumed (hostile entries dropped).
import { test } from "node:test";
import assert from "node:assert/strict";
import { boards, Game } from "wolfcore";
import type { GameView, PendingAction } from "wolfcore";
import { AiActivityLog, readLogEntries } from "../../lib/ai/log";
import { ModelSeatAgent } from "../../lib/ai/players";
import { NO_SPEECH_OPTIONS, replyToCommand, seatInstruction, seatReplySchema, shapeOf, speechOptions, type SpeechOptions } from "../../lib/ai/seat";
import { commandType } from "../../lib/moves";
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

test("R3.7/R8.2: the King's speech offers the engine's out-of-turn moves, each its own reply by kind (self_reveal, white_wolf_king_explode with living others, 1-based); a villager's offers none", () => {
  const { session, king, view } = kingAtHisSpeech();
  const p = session.game.pending().find((x) => x.seat === king)!;
  const options = speechOptions(view, p);
  // Exactly the engine's list for this seat (R5.1), nothing restated.
  assert.deepEqual(options, view.moves.filter((m) => m.seat === king && !m.awaited));
  assert.deepEqual(options.map((m) => m.action).sort(), ["self_reveal", "white_wolf_king_explode"]);
  const living = view.players.filter((x) => x.alive && x.seat !== king).map((x) => x.seat);
  assert.deepEqual(options.find((m) => m.action === "white_wolf_king_explode")!.targets, living);
  const reply = seatReplySchema(p, options);
  assert.equal(reply.strict, false);
  const branches = (reply.schema as { anyOf: { properties: Record<string, { enum?: unknown[] }>; required: string[] }[] }).anyOf;
  assert.deepEqual(branches[0]!.required, ["speech"], "the speech first");
  assert.equal(branches.length, 1 + options.length, "each offered move its own reply");
  const explode = branches.find((b) => b.properties.action?.enum?.[0] === "white_wolf_king_explode")!;
  assert.deepEqual(explode.required, ["action", "target"]);
  assert.deepEqual(explode.properties.target!.enum, living.map((s) => s + 1));
  const reveal = branches.find((b) => b.properties.action?.enum?.[0] === "self_reveal")!;
  assert.deepEqual(reveal.required, ["action"]);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const text = seatInstruction(t, p, lang, options);
    assert.ok(text.includes('{"action": "self_reveal"}') && text.includes('{"action": "white_wolf_king_explode", "target": N}'), text);
    // The table's own words for each move (web.moves.<kind>.prompt).
    assert.ok(text.includes(t("web.moves.white_wolf_king_explode.prompt")) && text.includes(t("web.moves.self_reveal.prompt")), text);
    assert.ok(text.includes(living.map((s) => s + 1).join(", ")));
    assert.deepEqual(errors, []);
  }
  // A villager's speech: only the speech field.
  const villager = session.game.godView().players.find((x) => x.role === "Villager" && x.alive)!.seat;
  const vOptions = speechOptions(session.game.view(villager), { ...p, seat: villager });
  assert.deepEqual(vOptions, NO_SPEECH_OPTIONS);
  assert.deepEqual(seatReplySchema({ ...p, seat: villager }, vOptions).schema.required, ["speech"]);
  assert.equal(seatReplySchema({ ...p, seat: villager }, vOptions).strict, true);
  // Last words offer nothing, whatever the engine lists.
  assert.deepEqual(speechOptions(view, { ...p, action: "last_words" }), NO_SPEECH_OPTIONS);
  session.free();
});

const kingMoves: SpeechOptions = [
  { seat: 2, action: "self_reveal", targets: [], canSkip: false, awaited: false, endsStep: true },
  { seat: 2, action: "white_wolf_king_explode", targets: [0, 4, 5], canSkip: false, awaited: false, endsStep: true },
];

test("replies: an out-of-turn move only as its own offered action, by its kind; fields that were not offered are ignored, bad ones refused", () => {
  const opts = kingMoves;
  assert.deepEqual(replyToCommand('{"action": "white_wolf_king_explode", "target": 5}', speak, opts), { type: "white_wolf_king_explode", seat: 2, target: 4 });
  assert.deepEqual(replyToCommand('{"action": " Self_Reveal "}', speak, opts), { type: "self_reveal", seat: 2 });
  assert.deepEqual(replyToCommand('{"speech": "hi"}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // Weak models shorten the kind: the last words of exactly one offered kind name it.
  assert.deepEqual(replyToCommand('{"action": "explode", "target": "Seat 6"}', speak, opts), { type: "white_wolf_king_explode", seat: 2, target: 5 });
  assert.deepEqual(replyToCommand('{"action": "reveal"}', speak, opts), { type: "self_reveal", seat: 2 });
  assert.deepEqual(replyToCommand('{"action": "king explode", "target": 1}', speak, opts), { type: "white_wolf_king_explode", seat: 2, target: 0 });
  // Not a word-ending of one kind: no move (the speech field is read instead).
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "plode"}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "white_wolf_king"}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // A kind the engine did not list for this seat is not read, even a real one (a duel for the King).
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "knight_duel", "target": 1}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // The old boolean field is no move any more: a speech with "self_reveal": true is a speech.
  assert.deepEqual(replyToCommand('{"speech": "hi", "self_reveal": true, "explode": 1}', speak, opts), { type: "speak", seat: 2, text: "hi" });
  // Not offered (a villager): the same actions change nothing.
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "self_reveal"}', speak), { type: "speak", seat: 2, text: "hi" });
  assert.throws(() => replyToCommand('{"action": "self_reveal"}', speak), /reply_missing_field/);
  assert.throws(() => replyToCommand('{"action": "white_wolf_king_explode", "target": "nobody at all"}', speak, opts), /reply_bad_seat/);
  assert.throws(() => replyToCommand('{"action": "white_wolf_king_explode"}', speak, opts), /reply_bad_seat/);
  assert.throws(() => replyToCommand('{"action": "explode", "target": null}', speak, opts), /reply_bad_seat/);
});

test("issue 17: a move the engine lists that seat.ts has never heard of is offered, worded and read generically", () => {
  // A fabricated out-of-turn move of an existing non-bespoke kind no code here special-cases as
  // out of turn (the Hunter's shot): schema, instruction and command all come from the move itself.
  const view = {
    outcome: undefined,
    you: { seat: 2, alive: true, role: "Hunter" },
    phase: { kind: "day_speech", seat: 2 },
    players: [],
    moves: [
      { seat: 2, action: "speak", targets: [], canSkip: true, awaited: true, endsStep: true },
      { seat: 2, action: "hunter_shoot", targets: [1, 3], canSkip: false, awaited: false, endsStep: true },
      { seat: 5, action: "self_reveal", targets: [], canSkip: false, awaited: false, endsStep: true },
    ],
  } as unknown as GameView;
  const options = speechOptions(view, speak);
  assert.deepEqual(options.map((m) => m.action), ["hunter_shoot"], "this seat's out-of-turn moves only");
  const branches = (seatReplySchema(speak, options).schema as { anyOf: { properties: Record<string, { enum?: unknown[] }> }[] }).anyOf;
  assert.deepEqual(branches[1]!.properties.action!.enum, ["hunter_shoot"]);
  assert.deepEqual(branches[1]!.properties.target!.enum, [2, 4]);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const text = seatInstruction(t, speak, lang, options);
    assert.ok(text.includes(t("web.moves.hunter_shoot.prompt")) && text.includes('{"action": "hunter_shoot", "target": N}') && text.includes("2, 4"), text);
    assert.deepEqual(errors, []);
  }
  assert.deepEqual(replyToCommand('{"action": "hunter_shoot", "target": 4}', speak, options), { type: "hunter_shoot", seat: 2, target: 3 });
  assert.deepEqual(replyToCommand('{"action": "shoot", "target": 2}', speak, options), { type: "hunter_shoot", seat: 2, target: 1 });
});

test("issue 17: on every board, every out-of-turn move the engine lists at a seat's speech is offered to a model seat, and its reply is a command the engine accepts", () => {
  const { t, errors } = translator("en");
  const seen = new Map<string, number>();
  for (const board of boards()) {
    for (const seed of ["1", "2", "3"]) {
      const game = new Game({ roles: [...board.roles], winRule: board.winRule, seed, sheriff: true, lang: "en" });
      for (let step = 0; step < 800 && !game.isOver(); step++) {
        for (const p of game.pending().filter((x) => shapeOf(x.action) === "speech" && x.action !== "last_words")) {
          const view = game.view(p.seat);
          const listed = view.moves.filter((m) => m.seat === p.seat && !m.awaited);
          const options = speechOptions(view, p);
          assert.deepEqual(options, listed, `${board.id}: ${p.action} of seat ${p.seat + 1}`);
          if (listed.length === 0) continue;
          const branches = (seatReplySchema(p, options).schema as { anyOf: { properties: Record<string, { enum?: unknown[] }> }[] }).anyOf;
          const text = seatInstruction(t, p, "en", options);
          for (const [i, m] of listed.entries()) {
            seen.set(m.action, (seen.get(m.action) ?? 0) + 1);
            assert.deepEqual(branches[i + 1]!.properties.action!.enum, [m.action]);
            assert.ok(text.includes(`"action": "${m.action}"`), text);
            // The first and the last legal target (or none): the reply becomes a command the engine accepts.
            const targets = m.targets.length > 0 ? [...new Set([m.targets[0]!, m.targets.at(-1)!])] : [undefined];
            for (const target of targets) {
              const reply = JSON.stringify(target === undefined ? { action: m.action } : { action: m.action, target: target + 1 });
              const command = replyToCommand(reply, p, options);
              assert.equal(command.type, commandType(m.action));
              const copy = Game.load(game.save());
              try {
                copy.apply(command);
              } finally {
                copy.free();
              }
            }
          }
        }
        game.apply(game.botCommand(game.pending()[0]!.seat));
      }
      game.free();
    }
  }
  assert.deepEqual(errors, []);
  // The boards' out-of-turn kinds were all met (the test itself names none of them above).
  for (const kind of ["self_reveal", "white_wolf_king_explode", "knight_duel", "sheriff_withdraw"]) assert.ok(seen.has(kind), `${kind} met: ${[...seen.keys()].join(", ")}`);
});

test("a model King who answers with an explosion takes his target through the engine (R8.2); the log says so", async () => {
  configure(model.server);
  const { session, king, view } = kingAtHisSpeech();
  const target = view.players.find((x) => x.alive && x.seat !== king)!.seat;
  model.responders.seat = () => ({ content: JSON.stringify({ action: "white_wolf_king_explode", target: target + 1 }) });
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
