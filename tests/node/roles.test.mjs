// R8 through the built release package: the Idiot, the White Wolf King and the standard boards
// (docs/rules.md#r8), played to the end by bots and a human seat.
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertThrowsCode, loadWolfcore, plainMove } from "./helpers.mjs";

const { Game, boards, roles } = await loadWolfcore();

// Pinned natively in crates/wolfcore/tests/engine_roles.rs (R1 parity).
const STANDARD_12_DIGEST = "9950448a502d55a2";

function standard(id) {
  const board = boards().find((b) => b.id === id);
  assert.ok(board, id);
  return board;
}

function newGame(id, seed, extra = {}) {
  const b = standard(id);
  return new Game({ roles: b.roles, winRule: b.winRule, seed, ...extra });
}

test("r8_3 boards(): standard boards for a lobby, each starts a game", () => {
  const all = boards();
  assert.ok(all.length >= 5);
  assert.equal(new Set(all.map((b) => b.id)).size, all.length);
  for (const b of all) {
    assert.equal(b.roles.length, b.players);
    const game = new Game({ roles: b.roles, winRule: b.winRule, seed: 1 });
    assert.equal(game.view().board.Seer, 1);
  }
  const twelve = standard("standard-12");
  assert.deepEqual(twelve.counts, { Seer: 1, Witch: 1, Guard: 1, Hunter: 1, Villager: 3, Werewolf: 3, Idiot: 1, WhiteWolfKing: 1 });
  const ten = standard("standard-10");
  assert.equal(ten.counts.Idiot, undefined, "absent roles are left out");
  assert.equal(ten.counts.WhiteWolfKing, 1);
});

test("r8_3 the standard 12-seat board played by bots is pinned (as natively)", () => {
  const game = newGame("standard-12", 12);
  assert.equal(game.playBots(), 59);
  assert.deepEqual(game.outcome(), { winner: "wolves", reason: "villagers_dead", day: 2 });
  assert.equal(game.eventLogDigest(), STANDARD_12_DIGEST);
});

/** A human's move: a plain legal command for the pending action. */
const humanMove = (p) => plainMove(p, `Seat ${p.seat + 1} here. I am the Idiot.`);

test("r8 a 12-seat game with every new role plays to the end: bots and a human seat", () => {
  let reveals = 0;
  let explosions = 0;
  for (let seed = 1; seed <= 16; seed++) {
    const game = newGame("standard-12", seed);
    const human = game.godView().players.findIndex((p) => p.role === (seed % 2 ? "Idiot" : "WhiteWolfKing"));
    assert.ok(human >= 0);
    for (let guard = 0; guard < 500 && !game.isOver(); guard++) {
      game.playBots([human], { selfRevealRate: 1 });
      if (game.isOver()) break;
      const pending = game.pending();
      assert.ok(pending.length > 0 && pending.every((p) => p.seat === human), JSON.stringify(pending));
      // The human White Wolf King explodes on his first day speech, taking the lowest other living seat.
      const me = game.view(human);
      if (me.you.role === "WhiteWolfKing" && pending[0].action === "speak" && me.day >= 2) {
        const target = me.players.find((p) => p.alive && p.seat !== human).seat;
        game.apply({ type: "white_wolf_king_explode", seat: human, target });
        continue;
      }
      game.apply(humanMove(pending[0]));
    }
    assert.equal(game.isOver(), true, `seed ${seed}`);
    const log = game.eventLog();
    reveals += log.filter((e) => e.kind.type === "idiot_revealed").length;
    explosions += log.filter((e) => e.kind.type === "white_wolf_king_exploded").length;
  }
  assert.ok(reveals > 0, "an Idiot was voted out and revealed");
  assert.ok(explosions > 0, "a White Wolf King exploded");
});

test("r8 typed refusals: a revealed Idiot's vote, explosions by others and at night", () => {
  const game = newGame("standard-12", 3);
  const god = game.godView().players;
  const seat = (role) => god.find((p) => p.role === role).seat;
  const king = seat("WhiteWolfKing");
  const seer = seat("Seer");
  const wolf = seat("Werewolf");
  const before = game.save();
  assertThrowsCode(() => game.apply({ type: "white_wolf_king_explode", seat: king, target: seer }), "wrong_phase");
  assert.equal(game.save(), before, "a refusal changes nothing");
  // Play to the first day speech.
  while (game.pending()[0]?.action !== "speak") game.apply(game.botCommand(game.pending()[0].seat));
  assertThrowsCode(() => game.apply({ type: "white_wolf_king_explode", seat: wolf, target: seer }), "not_a_white_wolf_king");
  assertThrowsCode(() => game.apply({ type: "white_wolf_king_explode", seat: king, target: king }), "invalid_target");
  // Vote the Idiot out: he survives, revealed, and may not vote again.
  const idiot = seat("Idiot");
  while (game.pending()[0]?.action === "speak") game.apply({ type: "speak", seat: game.pending()[0].seat, text: "" });
  for (const p of game.pending()) game.apply({ type: "vote", seat: p.seat, target: p.seat === idiot ? null : idiot });
  assert.ok(game.eventLog().some((e) => e.kind.type === "idiot_revealed" && e.kind.seat === idiot));
  assert.equal(game.view().revealedRoles[idiot], "Idiot");
  const saved = game.save();
  assert.equal(Game.load(saved).save(), saved, "save/replay with the reveal");
  while (!game.isOver() && !["vote"].includes(game.pending()[0]?.action)) game.apply(game.botCommand(game.pending()[0].seat));
  if (!game.isOver() && game.view(idiot).players[idiot].alive) {
    assert.ok(game.pending().every((p) => p.seat !== idiot));
    assertThrowsCode(() => game.apply({ type: "vote", seat: idiot, target: null }), "no_vote");
  }
});

test("issue 17 roles(): every role a board may deal, wolves first, then the gods, then the rest, with their sides (R1.1)", () => {
  const all = roles();
  const names = all.map((r) => r.role);
  // The groups in order: the wolf side, then the gods, then the other village roles (a new role
  // lands in its group by its sides, with no list here to update).
  const group = (r) => (r.wolf ? 0 : r.god ? 1 : 2);
  assert.deepEqual(all.map(group), [...all.map(group)].sort((a, b) => a - b), names.join(" "));
  assert.equal(new Set(names).size, names.length, "each role once");
  assert.ok(!names.includes("Unknown"), "Unknown is never dealt");
  assert.deepEqual(names.slice(0, 2), ["Werewolf", "WhiteWolfKing"]);
  for (const god of ["Seer", "Witch", "Guard", "Hunter", "Idiot", "Knight"]) assert.equal(group(all.find((r) => r.role === god)), 1, god);
  assert.equal(names.at(-1), "Villager");
  assert.ok(all.every((r) => !(r.wolf && r.god)));
  // Every role a standard board deals is listed.
  for (const b of boards()) for (const r of b.roles) assert.ok(all.some((i) => i.role === r), `${b.id}: ${r}`);
  assert.notEqual(roles(), roles(), "a fresh array each call");
});
