// The standard boards (R8.3) and the White Wolf King (R8.2) in the browser: real clicks in the
// lobby's board picker, a human King who explodes during day 1's speeches, and every role —
// the Idiot included — on the seats at the end. next build + next start, Debian's Chromium.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import init, { Game, boards } from "wolfcore";
import { LABELS, choose, openPage, shot, startApp } from "./harness.mjs";

let app;
let board;
let scenario;

/**
 * A seed where, on `board`, the King (the human) picks the first legal wolf-kill target on night 1
 * and is still alive when day 1's speeches begin, bots moving first whenever they owe a move — as
 * the app does. Found with the package the app runs, so the test follows the engine and its bots.
 */
function findKingSeed() {
  for (let seed = 1; seed < 500; seed++) {
    const g = new Game({ roles: board.roles, winRule: board.winRule, seed: String(seed) });
    try {
      const king = g.godView().players.find((p) => p.role === "WhiteWolfKing").seat;
      for (let i = 0; i < 100 && !g.isOver(); i++) {
        const v = g.view(king);
        if (v.phase.kind === "day_speech") {
          if (v.you.alive) return { seed, king };
          break;
        }
        const p = g.pending();
        const other = p.find((a) => a.seat !== king);
        const mine = p.find((a) => a.seat === king);
        if (other) g.apply(g.botCommand(other.seat));
        else if (mine?.action === "wolf_kill") g.apply({ type: "wolf_kill", seat: king, target: mine.targets[0] });
        else break;
      }
    } finally {
      g.free();
    }
  }
  throw new Error("no seed found for the White Wolf King scenario");
}

before(async () => {
  await init();
  board = boards().find((b) => b.id === "standard-12");
  assert.ok(board);
  scenario = findKingSeed();
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

test("a standard 12-seat board from the picker: Idiot and White Wolf King in the preview, the King explodes, every role at the end (R8)", async () => {
  const { page, errors, context } = await openPage(app);
  const L = LABELS.en;
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("heading", { name: "New game" }).waitFor();
  // R8.3: the picker lists the core's boards; choosing one previews its roles and fixes the seat count.
  await page.getByLabel("Board").selectOption(board.id);
  const preview = await page.getByTestId("board").innerText();
  assert.match(preview, /1 × White Wolf King/);
  assert.match(preview, /1 × Idiot/);
  assert.equal(await page.getByLabel(L.players).inputValue(), "12");
  assert.equal(await page.getByLabel(L.players).isDisabled(), true);
  // R9: a standard board ticks the sheriff election; this test is about day 1's speeches, so untick it.
  assert.equal(await page.getByTestId("sheriff-toggle").isChecked(), true);
  await page.getByTestId("sheriff-toggle").uncheck();
  await page.getByLabel(L.seat).selectOption(String(scenario.king));
  await page.getByText(L.rules).click();
  await page.getByLabel(L.seed).fill(String(scenario.seed));
  await shot(page, "boards-lobby-standard-12");
  await page.getByRole("button", { name: L.start }).click();
  await page.getByTestId("table").waitFor();
  const kingLabel = L.seatLabel(scenario.king + 1);
  assert.match(await page.getByTestId("private").innerText(), new RegExp(`${kingLabel} · White Wolf King`));

  // Night 1: no explosion offered; the King joins the pack's kill (first legal target).
  assert.equal(await page.getByTestId("white-wolf-king-explode").count(), 0);
  const wolfPrompt = page.getByText(/^Werewolf: choose tonight's victim with your pack, or nobody\. A packmate or yourself is allowed too/);
  await wolfPrompt.waitFor({ timeout: 60_000 });
  await choose(page, page.getByRole("group", { name: /choose tonight's victim/ }).getByRole("button").first());

  // Day 1's speeches: the explosion, with every other living player as a target (R8.2).
  const explode = page.getByTestId("white-wolf-king-explode");
  await explode.waitFor({ timeout: 60_000 });
  const buttons = explode.getByRole("group").getByRole("button");
  const names = await buttons.allInnerTexts();
  assert.ok(names.length > 0 && names.every((n) => n.startsWith("Explode · take ") && n !== `Explode · take ${kingLabel}`), names.join("|"));
  const target = names[0].replace("Explode · take ", "");
  // R3.7: a wolf may reveal out of turn too; the engine lists it, the same generic control offers it.
  assert.deepEqual(await page.getByTestId("self-reveal").getByRole("group").getByRole("button").allInnerTexts(), ["Reveal as werewolf"]);
  await shot(page, "boards-king-explode");
  await choose(page, buttons.first());
  await page.getByTestId("white-wolf-king-explode").waitFor({ state: "detached" });
  assert.equal(await page.getByTestId("refusal").innerText(), "");
  // The explosion is public: the King's role is on his seat, and the table talk says who went along.
  assert.equal(
    await page.getByTestId("seats").getByTestId(`seat-${scenario.king + 1}`).getAttribute("data-role"),
    "WhiteWolfKing",
  );
  await page.getByText(`${kingLabel} reveals as the White Wolf King, explodes and takes ${target} along.`).first().waitFor();

  // The King is dead: the bots play on to the end; every role is shown, the Idiot's among them.
  await page.getByRole("button", { name: L.skip }).click();
  await page.getByTestId("game-end").waitFor({ timeout: 120_000 });
  const roles = [];
  for (let s = 1; s <= 12; s++) roles.push(await page.getByTestId("seats").getByTestId(`seat-${s}`).getAttribute("data-role"));
  assert.deepEqual([...roles].sort(), [...board.roles].sort());
  await shot(page, "boards-game-end");
  assert.deepEqual(errors, []);
  await context.close();
});
