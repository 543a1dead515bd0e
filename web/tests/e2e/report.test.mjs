// Issue 19 as a player sees it: the lobby's bot difficulty, the saved setup, and the per-seat
// report card at game end (docs/metrics.md M1–M9), in English and Chinese, with real clicks.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { LABELS, SAVE_KEY, openPage, startApp } from "./harness.mjs";

let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

test("a hard watch-only game ends with a report card for every seat; the difficulty is saved", async () => {
  for (const [lang, difficulty, option, title] of [
    ["en", "hard", "Hard", "Report card"],
    ["zh", "easy", "简单", "成绩单"],
  ]) {
    const { page, errors, context } = await openPage(app, { locale: lang });
    const L = LABELS[lang];
    await page.getByRole("radio", { name: lang === "en" ? "English" : "中文" }).check();
    await page.getByLabel(L.players).selectOption("9");
    await page.getByLabel(L.seat).selectOption("watch");
    await page.getByLabel(lang === "en" ? "Bot difficulty" : "机器人难度").selectOption({ label: option });
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    await page.waitForFunction((k) => localStorage.getItem(k) !== null, SAVE_KEY);
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), SAVE_KEY);
    assert.equal(saved?.setup?.botDifficulty, difficulty);
    await page.getByRole("button", { name: L.skip }).click();
    await page.getByTestId("game-end").waitFor({ timeout: 120_000 });
    const card = page.getByTestId("report-card");
    await card.waitFor();
    assert.ok((await card.getByRole("heading", { name: title }).count()) === 1);
    const rows = card.locator("tbody tr");
    assert.equal(await rows.count(), 9, "one row per seat");
    // Every row names its seat and role; the wolves are marked for the styling.
    const wolves = await card.locator('tbody tr[data-wolf="true"]').count();
    assert.equal(wolves, 3, "the 9-seat preset deals 3 werewolves");
    // The card's row spans both columns at 1280 px, and nothing (the sticky talk column) covers it when
    // scrolled to: what is drawn along its right edge, wherever it is in view, belongs to the card.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.right - 24;
      for (let y = Math.max(r.top, 0) + 24; y < Math.min(r.bottom, window.innerHeight) - 8; y += 16) {
        const top = document.elementFromPoint(x, y);
        if (top && !el.contains(top)) return `${top.tagName}.${top.className} at ${Math.round(y)} px`;
      }
      return null;
    });
    assert.equal(covered, null, "the report card is not covered along its right edge");
    const text = await card.innerText();
    assert.match(text, lang === "en" ? /Seat 1.*Seat 9/s : /1号.*9号/s);
    // Good bots never lie (M3): no good seat's lies cell counts a lie.
    const goodLies = await card
      .locator('tbody tr[data-wolf="false"] td:nth-of-type(2)')
      .evaluateAll((tds) => tds.map((td) => td.textContent ?? ""));
    assert.ok(goodLies.every((cell) => cell === "–" || cell.startsWith("0/")), goodLies.join(", "));
    assert.deepEqual(errors, []);
    await context.close();
  }
});
