// Standard boards in the lobby (R8.3), the Idiot and the White Wolf King at the table (R8.1, R8.2):
// the board picker's data, a game started from it, the explosion offered and refused by the engine,
// and the who-lied review counting the King as a wolf.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { boards, type BoardRole, type GameView, type PublicClaim } from "wolfcore";
import { boardChips } from "../../lib/boards";
import { errorMessage } from "../../lib/errors";
import { logLines } from "../../lib/events";
import { reviewClaim } from "../../lib/review";
import { moveOf } from "../../lib/roles";

const canExplode = (view: GameView): boolean => moveOf(view, "white_wolf_king_explode") !== undefined;
const explodeTargets = (view: GameView): number[] => moveOf(view, "white_wolf_king_explode")?.targets ?? [];
import { GameSession } from "../../lib/session";
import { parseSave } from "../../lib/save";
import { codeOf, ready, setup, translator } from "./helpers";

before(ready);


/** The standard-12 board as the lobby passes it: its roles and win rule, the human at the King's seat. */
function kingGame(): GameSession {
  const board = boards().find((b) => b.id === "standard-12");
  assert.ok(board, "the core lists standard-12");
  const base = setup({ players: board.players, boardId: board.id, roles: [...board.roles], winRule: board.winRule, seed: "12" });
  const probe = GameSession.create(base, "en");
  const king = probe.game.godView().players.find((p) => p.role === "WhiteWolfKing")!.seat;
  probe.free();
  return GameSession.create({ ...base, humanSeat: king }, "en");
}

test("R8.3: the lobby's standard boards preview the Idiot and the White Wolf King, in both languages", () => {
  const list = boards();
  const withBoth = list.find((b) => (b.counts.Idiot ?? 0) > 0 && (b.counts.WhiteWolfKing ?? 0) > 0);
  assert.ok(withBoth, "a standard board with both new roles");
  const chips = boardChips(withBoth.counts);
  assert.deepEqual(chips.map(([r]) => r).slice(0, 2), ["Werewolf", "WhiteWolfKing"]);
  assert.ok(chips.some(([r, n]) => r === "Idiot" && n === 1));
  assert.equal(chips.reduce((sum, [, n]) => sum + n, 0), withBoth.players);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    for (const [role, count] of chips) t("web.lobby.roleCount", { role: t(`publicClaims.role.${role}`), count });
    for (const b of list) t("web.lobby.boardStandard", { count: b.players, wolves: 1, extras: "x" });
    assert.deepEqual(errors, []);
  }
});

test("R8.3: a game started on a standard board deals its roles, and its save resumes with them", () => {
  const s = kingGame();
  const board = s.game.view().board;
  assert.equal(board.WhiteWolfKing, 1);
  assert.equal(board.Idiot, 1);
  const roles = s.game.godView().players.map((p) => p.role).sort();
  assert.deepEqual(roles, [...(s.setup.roles as BoardRole[])].sort());
  const text = s.toSave();
  assert.deepEqual(parseSave(text).setup.roles, s.setup.roles);
  const back = GameSession.fromSave(text);
  assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
  back.free();
  s.free();
  // A tampered role list is the core's coded error, never a game.
  const bad = setup({ players: 12, roles: Array<BoardRole>(12).fill("Villager") });
  assert.notEqual(codeOf(() => GameSession.create(bad, "en")), "no error");
});

test("R8.2: the table offers the King's explosion only at day speeches; the engine refuses other moments", () => {
  const s = kingGame();
  const king = s.humanSeat!;
  const { t } = translator("zh");
  // Night 1: not offered, and the engine says wrong_phase (translated, not the raw code).
  assert.equal(canExplode(s.view()), false);
  const other = s.view().players.find((p) => p.seat !== king)!.seat;
  const refused = codeOf(() => s.apply({ type: "white_wolf_king_explode", seat: king, target: other }));
  assert.equal(refused, "wrong_phase");
  assert.notEqual(errorMessage(t, refused), refused);
  // Everyone (the King too) plays the bot until a day speech with the King alive.
  for (let i = 0; i < 500 && !s.game.isOver() && !canExplode(s.view()); i++) {
    const next = s.game.pending()[0];
    if (!next) break;
    s.apply(s.game.botCommand(next.seat));
  }
  const view = s.view();
  // Seed 12 is fixed: the King lives to day 1's speeches (bots never explode on their own then).
  assert.ok(canExplode(view), `phase ${view.phase.kind}, alive ${String(view.you?.alive)}`);
  const targets = explodeTargets(view);
  assert.ok(!targets.includes(king) && targets.length > 0);
  assert.equal(codeOf(() => s.apply({ type: "white_wolf_king_explode", seat: king, target: king })), "invalid_target");
  const target = targets[0]!;
  s.apply({ type: "white_wolf_king_explode", seat: king, target });
  const after = s.view();
  assert.equal(canExplode(after), false);
  assert.equal(after.players[king]!.alive, false);
  assert.equal(after.players[target]!.alive, false);
  assert.ok(after.events.some((e) => e.kind.type === "white_wolf_king_exploded"));
  const lines = logLines(after.events, translator("en").t).map((l) => l.text);
  assert.ok(lines.some((l) => l.includes(`Seat ${king + 1}`) && l.includes(`Seat ${target + 1}`)), lines.join("\n"));
  s.free();
});

test("R8.2: the who-lied review counts the White Wolf King as a wolf", () => {
  const roles: BoardRole[] = ["WhiteWolfKing", "Seer", "Idiot", "Villager"];
  const claim = (fields: Partial<PublicClaim>): PublicClaim => ({
    id: "c",
    day: 1,
    phase: "DAY_SPEECH",
    speakerSeat: 1,
    claimType: "alignment_statement",
    content: "x",
    status: "active",
    ...fields,
  }) as PublicClaim;
  assert.equal(reviewClaim(claim({ targetSeat: 0, alignment: "wolf" }), roles, []), "truth");
  assert.equal(reviewClaim(claim({ targetSeat: 0, alignment: "good" }), roles, []), "mistaken");
  assert.equal(reviewClaim(claim({ speakerSeat: 0, targetSeat: 2, alignment: "wolf" }), roles, []), "lie");
  assert.equal(reviewClaim(claim({ speakerSeat: 2, claimType: "role_claim", role: "Idiot" }), roles, []), "truth");
});
