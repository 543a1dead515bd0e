// R5.1 through the built package: Game.legalMoves() lists every legal move of every seat (the
// awaited ones and the out-of-turn ones), each seat's view carries its own, and the engine
// accepts what is listed; R8.4: the Knight's duel on the White Wolf King + Knight board.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWolfcore } from "./helpers.mjs";

const { Game, actionCommands, boards } = await loadWolfcore();

function knightBoard() {
  const board = boards().find((b) => b.id === "white-wolf-king-knight-12");
  assert.ok(board, "R8.3: the Knight board is listed");
  assert.equal(board.wolves, 4);
  return board;
}

/** Plays the first awaited move's bot command until `until(game)` or the end. */
function playUntil(game, until) {
  for (let i = 0; i < 2000 && !game.isOver() && !until(game); i++) {
    const next = game.pending()[0];
    game.apply(game.botCommand(next.seat));
  }
}

/** A Knight-board game at a day speech with the Knight and the White Wolf King alive. */
function atDaySpeech() {
  const board = knightBoard();
  for (let seed = 1; seed < 40; seed++) {
    const game = new Game({ roles: board.roles, winRule: board.winRule, seed: String(seed) });
    playUntil(game, (g) => g.view().phase.kind === "day_speech");
    const alive = (role) => game.godView().players.some((p) => p.role === role && p.alive);
    if (game.view().phase.kind === "day_speech" && alive("Knight") && alive("WhiteWolfKing")) return game;
    game.free();
  }
  throw new Error("no seed reached a day speech with the Knight and the King alive");
}

test("R5.1: legalMoves = pending (awaited) + out-of-turn moves; each view lists its seat's own", () => {
  const board = knightBoard();
  const fresh = new Game({ roles: board.roles, winRule: board.winRule, seed: "3" });
  assert.deepEqual(
    fresh.legalMoves().filter((m) => m.awaited).map((m) => [m.seat, m.action]),
    fresh.pending().map((p) => [p.seat, p.action]),
  );
  fresh.free();
  const game = atDaySpeech();
  try {
    const moves = game.legalMoves();
    const knight = game.godView().players.find((p) => p.role === "Knight").seat;
    const duel = moves.find((m) => m.action === "knight_duel");
    assert.ok(duel && duel.seat === knight && !duel.awaited, JSON.stringify(moves));
    assert.ok(moves.some((m) => m.action === "self_reveal"), "every living wolf may reveal");
    assert.ok(moves.some((m) => m.action === "white_wolf_king_explode"));
    for (let seat = 0; seat < 12; seat++) {
      assert.deepEqual(game.view(seat).moves, moves.filter((m) => m.seat === seat), `seat ${seat}`);
    }
    assert.deepEqual(game.view().moves, [], "spectators have no moves");
    // The engine accepts the listed duel; a good target costs the Knight his life (R8.4).
    const good = game.godView().players.find((p) => p.alive && p.seat !== knight && (p.role === "Villager" || p.role === "Seer")).seat;
    game.apply({ type: "knight_duel", seat: knight, target: good });
    const view = game.view(knight);
    assert.equal(view.players[knight].alive, false);
    assert.ok(view.events.some((e) => e.kind.type === "knight_dueled" && e.kind.wolf === false), "the duel is logged");
    assert.ok(view.timeline.at(-1) !== undefined && view.timeline.length === view.events.length);
    assert.ok(view.timeline.some((m) => m.died.includes(knight)), "the timeline records the death");
  } finally {
    game.free();
  }
});

test("R8.4: a duel outside the day speeches and by another seat is refused with stable codes", () => {
  const board = knightBoard();
  const night = new Game({ roles: board.roles, winRule: board.winRule, seed: "5" });
  const k = night.godView().players.find((p) => p.role === "Knight").seat;
  const v = night.godView().players.find((p) => p.role === "Villager").seat;
  assert.throws(() => night.apply({ type: "knight_duel", seat: k, target: v }), (e) => e.code === "wrong_phase");
  night.free();
  const game = atDaySpeech();
  try {
    const knight = game.godView().players.find((p) => p.role === "Knight").seat;
    const villager = game.godView().players.find((p) => p.role === "Villager" && p.alive).seat;
    assert.throws(() => game.apply({ type: "knight_duel", seat: villager, target: knight }), (e) => e.code === "not_a_knight");
    assert.throws(() => game.apply({ type: "knight_duel", seat: knight, target: knight }), (e) => e.code === "invalid_target");
  } finally {
    game.free();
  }
});

test("R5.1, issue 17: actionCommands() says which command answers each kind, and the engine accepts it", () => {
  const table = actionCommands();
  for (const [kind, type] of Object.entries(table)) {
    // speeches are answered with `speak`, ballots with `vote`, every other kind with its own name
    const expected = /_speak$/.test(kind) ? "speak" : /_vote$/.test(kind) ? "vote" : kind;
    assert.equal(type, expected, kind);
  }
  // Every kind a whole game lists (on every standard board, sheriff on) is in the table, and the
  // command it names, sent with a listed target, is accepted.
  const seen = new Set();
  for (const board of boards()) {
    const game = new Game({ roles: board.roles, winRule: board.winRule, seed: "5", sheriff: true });
    try {
      for (let i = 0; i < 2000 && !game.isOver(); i++) {
        for (const m of game.legalMoves()) seen.add(m.action);
        const next = game.pending()[0];
        // the bot's answer is the command of one of its seat's listed moves
        const listed = game.legalMoves().filter((m) => m.seat === next.seat).map((m) => table[m.action]);
        const bot = game.botCommand(next.seat);
        assert.ok(listed.includes(bot.type), `${board.id}: ${bot.type} not in ${listed}`);
        game.apply(bot);
      }
    } finally {
      game.free();
    }
  }
  for (const kind of seen) assert.ok(kind in table, kind);
  assert.ok(seen.size >= 15, `only ${seen.size} kinds seen`);
});
