// Issue 22: the lobby renders without the wasm from lib/boards.generated.ts, which must say
// exactly what the engine says (R8.3 standard boards, R1 size presets). Issue 17: the file is
// generated from the built package (scripts/build-pkg.sh, `npm run dev`/`build`, the unit layer
// when it is missing), never committed; a package rebuilt without it fails here until
// `node --import tsx scripts/lobby-boards.ts` is run (never drifts).
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Game, boards, roles } from "wolfcore";
import { BOARD_EXTRAS, PRESET_SIZES, ROLE_ORDER, STANDARD, boardChips, boardExtras, presetChips } from "../../lib/boards";
import { PRESET_BOARDS, STANDARD_BOARDS, WOLF_ROLES } from "../../lib/boards.generated";
import { isWolfRole } from "../../lib/roles";
import { GENERATED, lobbyBoards, renderLobbyBoards } from "../../scripts/lobby-boards";
import { GameSession } from "../../lib/session";
import { ready, setup } from "./helpers";

before(ready);

test("issue 22: the generated standard boards are the engine's boards() (R8.3), field for field", () => {
  assert.deepEqual(STANDARD_BOARDS, boards());
  assert.equal(STANDARD, STANDARD_BOARDS);
  assert.ok(STANDARD.length > 0);
});

test("issue 22: the generated size presets are the engine's preset boards (R1), for every size the lobby offers", () => {
  assert.deepEqual([...PRESET_SIZES], [6, 7, 8, 9, 10, 11, 12]);
  for (const players of PRESET_SIZES) {
    const game = new Game({ players, seed: 0 });
    try {
      assert.deepEqual(PRESET_BOARDS[players], game.view().board, `${players} seats`);
      assert.deepEqual(presetChips(players), boardChips(game.view().board));
      assert.equal(presetChips(players).reduce((n, [, c]) => n + c, 0), players);
    } finally {
      game.free();
    }
  }
  assert.deepEqual(presetChips(13), []);
});

test("issue 22: lib/boards.generated.ts is byte for byte what the generator writes now, whatever the key order the engine emits", () => {
  const text = readFileSync(GENERATED, "utf8");
  assert.equal(text, renderLobbyBoards(lobbyBoards()));
  const reversed = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversed)
      : typeof v === "object" && v !== null
        ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]))
        : v;
  assert.equal(renderLobbyBoards(reversed(lobbyBoards()) as ReturnType<typeof lobbyBoards>), text);
});

test("issue 17: lib/boards.generated.ts is generated, not committed (git ignores it), so a new role never edits it", () => {
  const ignored = readFileSync(new URL("../../../.gitignore", import.meta.url), "utf8").split("\n");
  assert.ok(ignored.includes("/web/lib/boards.generated.ts"), ".gitignore must list /web/lib/boards.generated.ts");
  assert.ok(GENERATED.endsWith(path.join("web", "lib", "boards.generated.ts")), GENERATED);
});

test("issue 22: the check sees a changed board (a drift cannot pass)", () => {
  const live = lobbyBoards();
  const changed = structuredClone(live);
  const first = changed.standard[0]!;
  first.counts = { ...first.counts, Villager: first.counts.Villager + 1 };
  assert.notEqual(renderLobbyBoards(changed), readFileSync(GENERATED, "utf8"));
  assert.notDeepEqual(changed.standard, boards());
  const preset = structuredClone(live);
  preset.presets[9] = { ...preset.presets[9]!, Seer: 0 };
  assert.notEqual(renderLobbyBoards(preset), readFileSync(GENERATED, "utf8"));
});

test("issue 22: a game started from a generated standard board deals exactly its roles (R8.3)", () => {
  for (const board of STANDARD) {
    const s = GameSession.create(
      setup({ players: board.players, boardId: board.id, roles: [...board.roles], winRule: board.winRule, seed: "3" }),
      "en",
    );
    try {
      assert.deepEqual(s.game.view().board, board.counts, board.id);
      assert.equal(s.game.view().players.length, board.players);
    } finally {
      s.free();
    }
  }
});

test("issue 17: the role order and the wolf side are the engine's roles() (R1.1); the web names no role", () => {
  assert.deepEqual([...ROLE_ORDER], roles().map((r) => r.role));
  assert.deepEqual([...WOLF_ROLES], roles().filter((r) => r.wolf).map((r) => r.role));
  for (const r of roles()) assert.equal(isWolfRole(r.role), r.wolf, r.role);
  assert.equal(isWolfRole(undefined), false);
  // Every role any board deals has a place in the preview, so no chip is lost.
  for (const b of [...STANDARD, ...Object.values(PRESET_BOARDS).map((counts) => ({ counts }))]) {
    for (const [r, n] of Object.entries(b.counts)) if (n > 0) assert.ok(ROLE_ORDER.includes(r as never), r);
  }
});

test("issue 17: a board's label names the roles some standard board lacks, in display order (R8.3)", () => {
  for (const r of BOARD_EXTRAS) assert.ok(STANDARD.some((b) => (b.counts[r] ?? 0) === 0), r);
  for (const r of ROLE_ORDER) {
    if (!BOARD_EXTRAS.includes(r)) assert.ok(STANDARD.every((b) => (b.counts[r] ?? 0) > 0), r);
  }
  assert.ok(!BOARD_EXTRAS.includes("Seer") && !BOARD_EXTRAS.includes("Villager") && BOARD_EXTRAS.includes("Knight"));
  const knight = STANDARD.find((b) => b.id === "white-wolf-king-knight-12");
  assert.deepEqual(knight && boardExtras(knight), ["WhiteWolfKing", "Guard", "Knight"]);
  const classic = STANDARD.find((b) => b.id === "classic-8");
  assert.deepEqual(classic && boardExtras(classic), ["Hunter"]);
});
