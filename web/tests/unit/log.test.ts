// lib/events.ts, lib/review.ts, lib/replay.ts, lib/errors.ts over real bot games.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Game, boards } from "wolfcore";
import type { BoardRole, GameEvent, PublicClaim } from "wolfcore";
import { eventArgs, logLines } from "../../lib/events";
import { errorMessage } from "../../lib/errors";
import { reviewClaim, reviewClaims } from "../../lib/review";
import { deadAfter, sheriffAfter } from "../../lib/replay";
import { ready, translator } from "./helpers";

before(ready);

function finished(seed: string, players: number, lang: "en" | "zh" = "en"): Game {
  const game = new Game({ players, seed, lang, revealRoleOnDeath: players % 2 === 0 });
  game.playBots();
  assert.ok(game.isOver());
  return game;
}

test("every event of whole bot games has a line in both languages, with no missing key or argument", () => {
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    for (const [seed, players] of [["1", 6], ["2", 9], ["3", 10], ["4", 12], ["5", 7]] as const) {
      const game = finished(seed, players, lang);
      const log = game.eventLog();
      const lines = logLines(log, t, true);
      assert.equal(lines.length, log.length);
      assert.ok(lines.every((l) => l.text.length > 0 || l.seat !== undefined));
      game.free();
    }
    assert.deepEqual(errors, []);
  }
});

test("speeches stay raw player text in the log lines (rendered as text by the chat log)", () => {
  const { t } = translator("en");
  const ev: GameEvent = { index: 0, day: 1, phase: "day_speech", visibility: { scope: "public" },
    kind: { type: "speech", seat: 2, text: "<img src=x onerror=alert(1)>", pk: false } };
  const [line] = logLines([ev], t);
  assert.equal(line!.text, "<img src=x onerror=alert(1)>");
  assert.equal(line!.seat, 2);
});

test("issue 17: an event without a line of its own is rendered from its fields (lib/events.ts convention)", () => {
  const { t, errors } = translator("en");
  // A made-up event of a new role: seats, seat lists, roles, alignments, booleans, numbers.
  const kind = { type: "elder_spoke", seat: 1, target: undefined, wolves: [0, 2], targetRole: "Seer", alignment: "wolf", wolf: true, direction: "clockwise", night: 2, board: { Seer: 1 } };
  assert.deepEqual(eventArgs(kind as never, t), {
    seat: "Seat 2",
    target: "nobody",
    wolves: "Seat 1, Seat 3",
    targetRole: "Seer",
    alignment: "a werewolf",
    wolf: "true",
    direction: "clockwise",
    night: 2,
  });
  const ev = (index: number, kind: object, scope: "public" | "seats" = "public"): GameEvent =>
    ({ index, day: 2, phase: "day_speech", visibility: scope === "public" ? { scope } : { scope, seats: [2] }, kind }) as GameEvent;
  const lines = logLines(
    [
      ev(0, { type: "knight_dueled", seat: 2, target: 3, wolf: true, targetRole: "Werewolf" }),
      ev(1, { type: "knight_dueled", seat: 2, target: 3, wolf: false }),
      ev(2, { type: "hunter_held_fire", seat: 2 }, "seats"),
      ev(3, { type: "guard_protected", seat: 2, target: undefined }, "seats"),
      ev(4, { type: "sheriff_direction_chosen", seat: 2, direction: "counterclockwise" }),
      ev(5, { type: "role_dealt", seat: 2, role: "Knight" }, "seats"),
      ev(6, { type: "idiot_revealed", seat: 4 }),
    ],
    t,
  );
  assert.deepEqual(
    lines.map((l) => [l.kind, l.text]),
    [
      ["death", "Seat 3 reveals as the Knight and duels Seat 4: a werewolf! Seat 4 dies and night falls. Seat 4 was the Werewolf."],
      ["death", "Seat 3 reveals as the Knight and duels Seat 4, who is good: the Knight dies."],
      ["death", "Seat 3 holds fire."],
      ["secret", "Seat 3 guards nobody."],
      ["sheriff", "Sheriff Seat 3 has the speeches go counter-clockwise; the sheriff speaks last."],
      // A private event's role is an argument, never a death notice.
      ["secret", "Seat 3 is the Knight."],
      ["day", "Seat 5 is revealed as the Idiot and survives, but can no longer vote."],
    ],
  );
  assert.deepEqual(errors, []);
});

test("replay: the dead after the whole log are exactly the dead of the final view", () => {
  const game = finished("8", 9);
  const view = game.view();
  const timeline = game.godView().timeline;
  const dead = deadAfter(timeline, timeline.length);
  assert.deepEqual([...dead].sort(), view.players.filter((p) => !p.alive).map((p) => p.seat).sort());
  assert.equal(deadAfter(timeline, 0).size, 0);
  game.free();
});

test("replay (R8.2, R9): at every step of sheriff games with a White Wolf King, the dead and the badge are the live game's", () => {
  const board = boards().find((b) => b.id === "standard-12");
  assert.ok(board, "the standard-12 board");
  assert.ok(board.roles.includes("WhiteWolfKing"), "standard-12 has a White Wolf King");
  let exploded = 0;
  let passed = 0;
  // Seeds 23 and 50: the bots' King explodes (rare: 3 of the first 200 seeds).
  for (const seed of ["1", "2", "3", "23", "50"]) {
    const game: Game = new Game({ roles: [...board.roles], seed, sheriff: true, lang: "en" });
    const seen: { steps: number; sheriff: number | undefined; dead: number[] }[] = [];
    const record = () => {
      const view = game.view();
      seen.push({ steps: game.eventLog().length, sheriff: view.sheriff, dead: view.players.filter((p) => !p.alive).map((p) => p.seat) });
    };
    record();
    for (let i = 0; i < 2000 && !game.isOver(); i++) {
      const next = game.pending()[0];
      assert.ok(next, "someone owes a move until the end");
      game.apply(game.botCommand(next.seat));
      record();
    }
    assert.ok(game.isOver(), `seed ${seed} ends`);
    const log = game.eventLog();
    const timeline = game.godView().timeline;
    exploded += log.filter((e) => e.kind.type === "white_wolf_king_exploded").length;
    passed += log.filter((e) => e.kind.type === "badge_passed").length;
    for (const { steps, sheriff, dead } of seen) {
      assert.equal(sheriffAfter(timeline, steps), sheriff, `seed ${seed}, step ${steps}: the sheriff`);
      assert.deepEqual([...deadAfter(timeline, steps)].sort((a, b) => a - b), dead.sort((a, b) => a - b), `seed ${seed}, step ${steps}: the dead`);
    }
    game.free();
  }
  // The games covered what the replay must follow (else pick other seeds).
  assert.ok(passed > 0, "a badge changed hands");
  assert.ok(exploded > 0, "a White Wolf King exploded");
});

const base = { id: "x", day: 1, phase: "DAY_SPEECH", content: "c", status: "unverified", source: "regex" } as const;
const roles: BoardRole[] = ["Werewolf", "Seer", "Witch", "Villager", "Hunter", "Werewolf"];
const night: GameEvent[] = [
  { index: 0, day: 1, phase: "night", visibility: { scope: "seats", seats: [1] }, kind: { type: "seer_result", seat: 1, target: 0, alignment: "wolf" } },
  { index: 1, day: 1, phase: "night", visibility: { scope: "seats", seats: [2] }, kind: { type: "witch_acted", seat: 2, save: 3, poison: undefined } },
];

test("who lied: role claims, checks and potions against the revealed truth", () => {
  const c = (f: Partial<PublicClaim>): PublicClaim => ({ ...base, speakerSeat: 0, claimType: "other", ...f }) as PublicClaim;
  assert.equal(reviewClaim(c({ speakerSeat: 1, claimType: "role_claim", role: "Seer" }), roles, night), "truth");
  assert.equal(reviewClaim(c({ speakerSeat: 0, claimType: "role_claim", role: "Seer" }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 1, claimType: "seer_check", targetSeat: 0, alignment: "wolf" }), roles, night), "truth");
  assert.equal(reviewClaim(c({ speakerSeat: 1, claimType: "seer_check", targetSeat: 0, alignment: "good" }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 1, claimType: "seer_check", targetSeat: 3, alignment: "good" }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 5, claimType: "seer_check", targetSeat: 3, alignment: "good" }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 2, claimType: "witch_save", targetSeat: 3 }), roles, night), "truth");
  assert.equal(reviewClaim(c({ speakerSeat: 2, claimType: "witch_poison", targetSeat: 3 }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 3, claimType: "alignment_statement", targetSeat: 4, alignment: "wolf" }), roles, night), "mistaken");
  assert.equal(reviewClaim(c({ speakerSeat: 5, claimType: "alignment_statement", targetSeat: 4, alignment: "wolf" }), roles, night), "lie");
  assert.equal(reviewClaim(c({ speakerSeat: 3, claimType: "alignment_statement", targetSeat: 5, alignment: "wolf" }), roles, night), "truth");
  assert.equal(reviewClaim(c({ claimType: "other" }), roles, night), "unknowable");
});

test("who lied, on whole games: a claim the ledger disproved is never reviewed as the truth", () => {
  for (const seed of ["21", "22", "23", "24", "25", "26"]) {
    const game = finished(seed, 9);
    const view = game.view();
    const truth = view.players.map((p) => p.role!);
    const review = reviewClaims(view.publicClaims, truth, game.eventLog());
    for (const r of review) {
      if (r.claim.status === "disproved" && r.claim.claimType === "role_claim") assert.equal(r.verdict, "lie");
      if (r.claim.status === "corroborated" && r.claim.claimType === "role_claim") assert.equal(r.verdict, "truth");
    }
    game.free();
  }
});

test("every error code the Game class declares has a translated message in both languages", () => {
  const dts = readFileSync(new URL("../../../pkg/wasm/wolfcore.d.ts", import.meta.url), "utf8");
  // GameErrorCode is a union of literals and other code unions (the generated EngineErrorCode):
  // follow every referenced `…ErrorCode` union declared in the same file.
  const codesOf = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const start = dts.indexOf(`export type ${name} =`);
    assert.ok(start >= 0, `${name} is declared`);
    const block = dts.slice(start + `export type ${name} =`.length, dts.indexOf(";", start));
    const literals = [...block.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!);
    const refs = [...block.replace(/"[^"]*"/g, "").matchAll(/\b([A-Z][A-Za-z]*ErrorCode)\b/g)].map((m) => m[1]!);
    return [...literals, ...refs.filter((r) => dts.includes(`export type ${r} =`)).flatMap((r) => codesOf(r, seen))];
  };
  const codes = codesOf("GameErrorCode");
  assert.ok(codes.length > 20, "GameErrorCode list found");
  assert.ok(codes.includes("not_your_turn") && codes.includes("invalid_options"), "the engine's codes are followed");
  for (const lang of ["en", "zh"] as const) {
    const { t } = translator(lang);
    for (const code of codes) {
      assert.ok(t.has(`web.errors.${code}`), `${lang}: web.errors.${code}`);
    }
    assert.match(errorMessage(t, "made_up_code"), /made_up_code/);
  }
});
