// R8.4: the Knight (骑士) at the table: the board in the lobby's list, the duel offered exactly
// when the engine lists it (view.moves), the events in the log, a model Knight's reply.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { boards, type GameView } from "wolfcore";
import { boardChips } from "../../lib/boards";
import { logLines } from "../../lib/events";
import { replyToCommand, seatInstruction, seatReplySchema, speechOptions } from "../../lib/ai/seat";
import { moveOf } from "../../lib/roles";
import { GameSession } from "../../lib/session";
import { ready, setup, translator } from "./helpers";

before(ready);

const canDuel = (view: GameView): boolean => moveOf(view, "knight_duel") !== undefined;

/** The White Wolf King + Knight board, the human at the Knight's seat. */
function knightGame(seed: string): GameSession {
  const board = boards().find((b) => b.id === "white-wolf-king-knight-12");
  assert.ok(board, "the core lists the Knight board (R8.3)");
  const base = setup({ players: board.players, boardId: board.id, roles: [...board.roles], winRule: board.winRule, seed });
  const probe = GameSession.create(base, "en");
  const knight = probe.game.godView().players.find((p) => p.role === "Knight")!.seat;
  probe.free();
  return GameSession.create({ ...base, humanSeat: knight }, "en");
}

test("R8.3: the Knight board lists 4 wolves (from the engine) and the Knight chip, in both languages", () => {
  const board = boards().find((b) => b.id === "white-wolf-king-knight-12")!;
  assert.equal(board.wolves, 4);
  assert.ok(boardChips(board.counts).some(([r, n]) => r === "Knight" && n === 1));
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    t("publicClaims.role.Knight");
    t("web.moves.knight_duel.prompt");
    t("web.moves.knight_duel.verb", { seat: "x" });
    t("web.errors.not_a_knight");
    assert.deepEqual(errors, []);
  }
});

test("R8.4: the duel is offered only in the day speeches, with the engine's targets; a wolf found ends the day", () => {
  for (const seed of ["1", "2", "3", "4", "5", "6"]) {
    const s = knightGame(seed);
    const knight = s.humanSeat!;
    assert.equal(canDuel(s.view()), false, "not at night");
    for (let i = 0; i < 500 && !s.game.isOver() && !canDuel(s.view()); i++) {
      const next = s.game.pending()[0];
      if (!next) break;
      s.apply(s.game.botCommand(next.seat));
    }
    const view = s.view();
    if (!canDuel(view)) {
      s.free();
      continue;
    }
    assert.ok(view.phase.kind === "day_speech", view.phase.kind);
    const duel = moveOf(view, "knight_duel")!;
    assert.ok(!duel.awaited && !duel.targets.includes(knight) && duel.targets.length > 0);
    const wolf = s.game.godView().players.find((p) => p.alive && p.role === "Werewolf")!.seat;
    s.apply({ type: "knight_duel", seat: knight, target: wolf });
    const after = s.view();
    assert.equal(canDuel(after), false, "once per game");
    assert.equal(after.players[wolf]!.alive, false);
    assert.ok(after.timeline.some((m) => m.died.includes(wolf)), "the timeline records the death");
    const { t, errors } = translator("en");
    const lines = logLines(after.events, t).map((l) => l.text);
    assert.ok(lines.some((l) => l.includes("reveals as the Knight") && l.includes(`Seat ${wolf + 1}`)), lines.join("\n"));
    assert.deepEqual(errors, []);
    s.free();
    return;
  }
  assert.fail("no seed reached a day speech with the Knight alive");
});

test("R8.4: a model Knight is offered the duel in its speech and its reply becomes the command", () => {
  const view = {
    outcome: undefined,
    you: { seat: 2, alive: true, role: "Knight" },
    phase: { kind: "day_speech", seat: 2 },
    players: [],
    moves: [
      { seat: 2, action: "speak", targets: [], canSkip: true, awaited: true, endsStep: true },
      { seat: 2, action: "knight_duel", targets: [0, 4, 5], canSkip: false, awaited: false, endsStep: true },
    ],
  } as unknown as GameView;
  const speak = { seat: 2, action: "speak" as const, targets: [], canSkip: true };
  const options = speechOptions(view, speak);
  // The engine's out-of-turn move itself (R5.1), offered by its kind.
  assert.deepEqual(options, [view.moves[1]]);
  // Issue 20: a rare move is its own reply (an alternative of the schema), not a field on every speech.
  const schema = seatReplySchema(speak, options).schema as { anyOf: { properties: Record<string, { enum?: unknown[] }> }[] };
  const duelAlt = schema.anyOf.find((alt) => alt.properties.action?.enum?.includes("knight_duel"));
  assert.ok(duelAlt, "the duel is offered as its own reply");
  assert.deepEqual(duelAlt.properties.target?.enum, [1, 5, 6]);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const text = seatInstruction(t, speak, lang, options);
    assert.ok(text.includes(t("web.moves.knight_duel.prompt")) && text.includes('{"action": "knight_duel", "target": N}') && text.includes("1, 5, 6"), text);
    assert.deepEqual(errors, []);
  }
  assert.deepEqual(replyToCommand('{"action": "knight_duel", "target": 3}', speak, options), { type: "knight_duel", seat: 2, target: 2 });
  assert.deepEqual(replyToCommand('{"action": "duel", "target": 5}', speak, options), { type: "knight_duel", seat: 2, target: 4 });
  assert.deepEqual(replyToCommand('{"speech": "hi"}', speak, options), { type: "speak", seat: 2, text: "hi" });
  // Not offered: ignored, the speech stands.
  assert.deepEqual(replyToCommand('{"speech": "hi", "action": "knight_duel", "target": 5}', speak), { type: "speak", seat: 2, text: "hi" });
});
