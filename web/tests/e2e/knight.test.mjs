// The Knight (R8.4) in the browser: the White Wolf King + Knight board from the lobby's picker,
// a human Knight who duels during day 1's speeches with real clicks (select, then confirm), the
// duel's public line, and the game to its end. next build + next start, Debian's Chromium.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import init, { Game, boards } from "wolfcore";
import { LABELS, confirmMove, openPage, shot, startApp } from "./harness.mjs";

let app;
let board;
let scenario;

/** A seed where the Knight (the human; he has no night action) is alive at day 1's speeches. */
function findKnightSeed() {
  for (let seed = 1; seed < 500; seed++) {
    const g = new Game({ roles: board.roles, winRule: board.winRule, seed: String(seed) });
    try {
      const knight = g.godView().players.find((p) => p.role === "Knight").seat;
      const good = g.godView().players.filter((p) => p.role !== "Werewolf" && p.role !== "WhiteWolfKing" && p.role !== "Knight").map((p) => p.seat);
      for (let i = 0; i < 100 && !g.isOver(); i++) {
        const v = g.view(knight);
        if (v.phase.kind === "day_speech") {
          if (v.you.alive) return { seed, knight, good };
          break;
        }
        const next = g.pending()[0];
        if (!next || next.seat === knight) break;
        g.apply(g.botCommand(next.seat));
      }
    } finally {
      g.free();
    }
  }
  throw new Error("no seed found for the Knight scenario");
}

before(async () => {
  await init();
  board = boards().find((b) => b.id === "white-wolf-king-knight-12");
  assert.ok(board);
  scenario = findKnightSeed();
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

test("the White Wolf King + Knight board: the Knight duels during day 1's speeches, the table shows it (R8.4)", async () => {
  const { page, errors, context } = await openPage(app);
  const L = LABELS.en;
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel("Board").selectOption(board.id);
  assert.match(await page.getByTestId("board").innerText(), /1 × Knight/);
  if (await page.getByTestId("sheriff-toggle").isChecked()) await page.getByTestId("sheriff-toggle").uncheck();
  await page.getByLabel(L.seat).selectOption(String(scenario.knight));
  await page.getByText(L.rules).click();
  await page.getByLabel(L.seed).fill(String(scenario.seed));
  await page.getByRole("button", { name: L.start }).click();
  await page.getByTestId("table").waitFor();
  const knightLabel = L.seatLabel(scenario.knight + 1);
  assert.match(await page.getByTestId("private").innerText(), new RegExp(`${knightLabel} · Knight`));

  // Day 1's speeches: the engine lists the duel; every other living player is a target.
  const duel = page.getByTestId("knight-duel");
  await duel.waitFor({ timeout: 90_000 });
  const buttons = duel.getByRole("group").getByRole("button");
  const names = await buttons.allInnerTexts();
  assert.ok(names.length > 0 && names.every((n) => n.startsWith("Duel ") && n !== `Duel ${knightLabel}`), names.join("|"));
  // A good player: the duel costs the Knight his life and the bots play on to the end.
  const index = names.findIndex((n) => scenario.good.some((s) => n === `Duel ${L.seatLabel(s + 1)}`));
  assert.ok(index >= 0, names.join("|"));
  const target = names[index].replace("Duel ", "");
  // The duel is the generic out-of-turn control (issue 17): its prompt and buttons from web.moves.knight_duel.
  await buttons.nth(index).click();
  await shot(page, "knight-duel-chosen");
  await confirmMove(page);
  await page.getByTestId("knight-duel").waitFor({ state: "detached" });
  assert.equal(await page.getByTestId("refusal").innerText(), "");
  // The Knight's card is public, and the table says how the duel went.
  assert.equal(
    await page.getByTestId("seats").getByTestId(`seat-${scenario.knight + 1}`).getAttribute("data-role"),
    "Knight",
  );
  await page.getByText(`${knightLabel} reveals as the Knight and duels ${target}, who is good: the Knight dies.`).first().waitFor();
  await shot(page, "knight-duel-line");

  await page.getByRole("button", { name: L.skip }).click();
  await page.getByTestId("game-end").waitFor({ timeout: 120_000 });
  assert.deepEqual(errors, []);
  await context.close();
});
