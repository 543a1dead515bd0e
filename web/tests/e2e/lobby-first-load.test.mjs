// Issue 22: the lobby does not wait for the engine. The .wasm request is held back (playwright's
// route) while real clicks use the lobby at 390 px: language, board picker with each board's
// role preview and seat count, sizes, seats, names. "Take a seat" before the engine arrives shows
// a loading state (never a blank page or an error), and the table opens once the wasm is let
// through. An autosave and a recent game resume after the engine, saying so meanwhile; a failed
// load is a translated error in the lobby and the next click retries. next build + next start,
// Debian's Chromium. (Sizes and times are measured in bench/first-load.mjs, never here.)
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import init, { Game, boards } from "wolfcore";
import { LABELS, SAVE_KEY, shot, startApp } from "./harness.mjs";

let app;

before(async () => {
  await init();
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

const WASM = /\.wasm(\?.*)?$/;

/** Holds every .wasm request of `context` until `release()`; `arm()` holds the next ones again. */
async function wasmGate(context) {
  const gate = { requested: 0, answered: 0, release: () => {}, open: false };
  let released;
  gate.arm = () => {
    gate.open = false;
    released = new Promise((r) => {
      gate.release = () => {
        gate.open = true;
        r();
      };
    });
  };
  gate.arm();
  await context.route(WASM, async (route) => {
    gate.requested += 1;
    await released;
    await route.continue();
  });
  context.on("response", (res) => {
    if (WASM.test(new URL(res.url()).pathname)) gate.answered += 1;
  });
  return gate;
}

/** A page of `context` that records page errors and console errors (except those `allow` matches). */
async function pageOf(context, allow = null) {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !(allow && allow.test(m.text()))) errors.push(m.text());
  });
  page.on("dialog", (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return { page, errors };
}

async function until(what, check, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The preview's chips as `[role text, count]` in the English lobby ("2 × Werewolf"). */
async function chips(page) {
  const texts = await page.getByTestId("board").locator("span").allInnerTexts();
  return texts.map((s) => {
    const m = /^(\d+) × (.+)$/.exec(s.trim());
    assert.ok(m, `chip "${s}"`);
    return [m[2], Number(m[1])];
  });
}

const ROLE_EN = {
  Werewolf: "Werewolf",
  WhiteWolfKing: "White Wolf King",
  Seer: "Seer",
  Witch: "Witch",
  Hunter: "Hunter",
  Guard: "Guard",
  Idiot: "Idiot",
  Knight: "Knight",
  Villager: "Villager",
};

/** The engine's counts as the English preview shows them (zero counts left out), sorted for comparison. */
function expected(counts) {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => [ROLE_EN[r], n])
    .sort();
}

test("issue 22: the lobby works at 390 px with the wasm held back; Take a seat waits visibly, then the table opens", async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const gate = await wasmGate(context);
  const { page, errors } = await pageOf(context);
  const L = LABELS.en;
  try {
    await page.goto(app.url);
    await page.getByRole("heading", { name: "New game" }).waitFor();
    // The engine starts loading by itself while the lobby is idle (off the critical path)…
    await until("the engine's .wasm request", () => gate.requested > 0);
    assert.equal(gate.answered, 0, "no .wasm has arrived");

    // Language: the whole lobby switches, and back.
    await page.getByRole("radio", { name: "中文" }).check();
    await page.getByRole("heading", { name: "新对局" }).waitFor();
    await page.getByRole("radio", { name: "English" }).check();
    await page.getByRole("heading", { name: "New game" }).waitFor();

    // Size presets (R1): the preview is the engine's preset for each size.
    for (const players of [6, 12, 9]) {
      await page.getByLabel(L.players).selectOption(String(players));
      const g = new Game({ players, seed: 0 });
      const want = expected(g.view().board);
      g.free();
      assert.deepEqual((await chips(page)).sort(), want, `${players}-seat preset`);
      // One seat option per player, plus "random" and "watch".
      assert.equal(await page.getByLabel(L.seat).locator("option").count(), players + 2);
    }

    // The board picker (R8.3): every engine board previews its roles and fixes its seat count.
    for (const board of boards()) {
      await page.getByLabel("Board").selectOption(board.id);
      assert.deepEqual((await chips(page)).sort(), expected(board.counts), board.id);
      assert.equal(await page.getByLabel(L.players).inputValue(), String(board.players));
      assert.equal(await page.getByLabel(L.players).isDisabled(), true);
      assert.equal(await page.getByLabel(L.seat).locator("option").count(), board.players + 2);
    }
    const board = boards().find((b) => (b.counts.Idiot ?? 0) > 0) ?? boards()[0];
    await page.getByLabel("Board").selectOption(board.id);
    await page.getByLabel(L.seat).selectOption("0");
    await page.getByTestId("names").locator("summary").click();
    await page.getByPlaceholder("P1", { exact: true }).fill("Ada");
    assert.equal(gate.answered, 0, "still no .wasm");
    await shot(page, "lobby-before-engine-390-en");

    // Take a seat before the engine: a visible loading state, the lobby stays, no table, no error.
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("engine-loading").waitFor();
    assert.equal(await page.getByRole("button", { name: L.start }).getAttribute("aria-busy"), "true");
    assert.equal(await page.getByTestId("table").count(), 0);
    assert.equal(await page.getByRole("heading", { name: "New game" }).isVisible(), true);
    await shot(page, "lobby-engine-loading-390-en");

    gate.release();
    await page.getByTestId("table").waitFor();
    assert.ok(gate.answered > 0);
    assert.equal(await page.getByTestId("seats").locator('li[data-testid^="seat-"]').count(), board.players);
    assert.match(await page.getByTestId("seat-1").innerText(), /Ada/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("issue 22: an autosave and a recent game resume once the engine arrives, saying so meanwhile", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const gate = await wasmGate(context);
  const { page, errors } = await pageOf(context);
  const L = LABELS.en;
  try {
    gate.release();
    await page.goto(app.url);
    await page.getByRole("radio", { name: "English" }).check();
    await page.getByLabel(L.seat).selectOption("0");
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    assert.ok(await page.evaluate((k) => localStorage.getItem(k) !== null, SAVE_KEY));

    // The autosave: "Resuming your game…" until the wasm is let through, then the same game.
    gate.arm();
    await page.reload();
    await page.getByTestId("resuming").waitFor();
    assert.match(await page.getByTestId("resuming").innerText(), /Resuming your game/);
    assert.equal(await page.getByTestId("table").count(), 0);
    gate.release();
    await page.getByTestId("table").waitFor();

    // A recent game (no autosave): the list shows without the wasm; Resume waits visibly.
    await page.evaluate((k) => localStorage.removeItem(k), SAVE_KEY);
    gate.arm();
    await page.reload();
    const entry = page.getByTestId("recent-game");
    await entry.first().waitFor();
    assert.equal(await entry.count(), 1);
    await entry.getByRole("button", { name: "Resume" }).click();
    await page.getByTestId("recent-loading").waitFor();
    assert.equal(await page.getByTestId("table").count(), 0);
    gate.release();
    await page.getByTestId("table").waitFor();
    // The same game, not a copy: still one recent game.
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem("wolfcore-web:recent") ?? "[]").length);
    assert.equal(recent, 1);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("issue 22: a failed engine load is a translated error in the lobby, and the next Take a seat retries", async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  let refused = 0;
  await context.route(WASM, async (route) => {
    refused += 1;
    await route.abort("connectionrefused");
  });
  // The browser logs the refused request itself.
  const { page, errors } = await pageOf(context, /Failed to load resource|ERR_CONNECTION_REFUSED/);
  const L = LABELS.en;
  try {
    await page.goto(app.url);
    await page.getByRole("radio", { name: "English" }).check();
    await until("the engine's first (refused) .wasm request", () => refused > 0);
    await page.getByRole("button", { name: L.start }).click();
    const alert = page.locator('main [role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /The game engine could not be loaded/);
    assert.equal(await page.getByRole("heading", { name: "New game" }).isVisible(), true);
    assert.ok(refused >= 2, "the click asked for the .wasm again");

    await context.unroute(WASM);
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
