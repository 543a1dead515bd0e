// Screenshots (test artifacts in target/web-screenshots/; `npm run screenshots` copies them to
// docs/screenshots/) of the lobby, the table at night with a move selected and awaiting its
// confirmation, by day, the claims, the spoiler-gated inspector, a second tab's read-only table
// mid-game, the leave question, the recent games and the question before forgetting one, the
// sheriff election and the badge on the ring (R9), a paused watched game, the game-end result and
// review, at phone (390 px) and laptop (1280 px) widths in both languages — plus layout checks:
// nothing wider than the phone, and no layout shift while bots speak.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import {
  LABELS, SHOTS, confirmMove, findElectedSeed, findSeerSeed, openPage, shot, startApp, startGame, waitForHuman,
} from "./harness.mjs";

let app;
let seed;
let sheriffSeed;
before(async () => {
  app = await startApp();
  seed = await findSeerSeed("I am the Seer.");
  sheriffSeed = await findElectedSeed();
});
after(async () => {
  await app?.stop();
});

const SPEECH = { en: "I am the Seer. I checked Seat 2 last night.", zh: "我是预言家，昨晚查验了2号。" };

async function noHorizontalScroll(page, width) {
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(scroll <= width, `page is ${scroll}px wide at ${width}px`);
}

for (const lang of ["en", "zh"]) {
  for (const [width, height] of [[390, 844], [1280, 860]]) {
    test(`screenshots: ${lang} at ${width}px`, async () => {
      const L = LABELS[lang];
      const { page, errors, context } = await openPage(app, { width, height, locale: lang });
      const phone = width < 600;
      await page.getByRole("button", { name: L.start }).waitFor();
      await shot(page, `lobby-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      // The whole lobby with every section open (names, rules): an artifact to look at, not for docs/.
      await page.getByTestId("names").locator("summary").click();
      await page.getByText(L.rules).click();
      await noHorizontalScroll(page, width);
      await page.screenshot({ path: path.join(SHOTS, `lobby-open-${width}-${lang}.png`), fullPage: true });
      await page.getByTestId("names").locator("summary").click();
      await page.getByText(L.rules).click();

      await startGame(page, { lang, seat: 1, seed });
      await waitForHuman(page);
      // A deliberate move: Seat 2 selected on the ring, the confirm button says what it will do.
      await page.getByTestId("seats").getByRole("button").first().click();
      if (phone) await page.getByTestId("confirm-move").scrollIntoViewIfNeeded();
      await shot(page, `table-night-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      await confirmMove(page);

      await waitForHuman(page);
      await page.getByRole("textbox", { name: L.speech }).pressSequentially(SPEECH[lang]);
      await page.getByRole("button", { name: L.speak, exact: true }).click();
      // Two bots speak after the human.
      await page.getByTestId("speech").nth(2).waitFor({ timeout: 20_000 });
      if (phone) await page.getByTestId("seats").scrollIntoViewIfNeeded();
      await shot(page, `table-day-${width}-${lang}`);
      await noHorizontalScroll(page, width);

      await page.getByRole("button", { name: L.skip }).click();
      await waitForHuman(page);
      await page.getByRole("tab", { name: new RegExp(L.claims) }).click();
      if (phone) await page.getByTestId("claims-panel").scrollIntoViewIfNeeded();
      await shot(page, `claims-${width}-${lang}`);

      // The inspector while seated and alive: other seats' secrets withheld.
      await page.getByRole("tab", { name: L.prompts }).click();
      await page.getByLabel(L.aiSeat).selectOption("3");
      if (phone) await page.getByTestId("prompt-withheld").scrollIntoViewIfNeeded();
      await shot(page, `inspector-gated-${width}-${lang}`);

      // A second tab opens the same game mid-play: this one shows it read-only (no move can be
      // made here), with "take over here"; taking over gives the move back.
      const second = await context.newPage();
      await second.goto(app.url);
      await second.getByTestId("table").waitFor();
      await page.getByTestId("read-only").waitFor();
      assert.equal(await page.getByTestId("confirm-move").count(), 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `read-only-${width}-${lang}`);
      await page.getByRole("button", { name: lang === "en" ? "Take over here" : "在这里接管" }).click();
      await second.getByTestId("read-only").waitFor();
      await second.close();
      await waitForHuman(page);

      // Leaving a game in progress asks first; the lobby then lists it among the recent games.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: lang === "en" ? "New game" : "新对局", exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await shot(page, `leave-confirm-${width}-${lang}`);
      await page.getByRole("button", { name: lang === "en" ? "Leave the game" : "离开对局" }).click();
      await page.getByTestId("recent-game").first().waitFor();
      await shot(page, `recent-games-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      // Forgetting a game is asked first too.
      await page.getByTestId("recent-game").first().getByRole("button", { name: new RegExp(`^${lang === "en" ? "Forget" : "删除"}`) }).click();
      await page.getByTestId("forget-confirm").waitFor();
      await shot(page, `forget-confirm-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      await page.keyboard.press("Escape");
      await page.getByTestId("forget-confirm").waitFor({ state: "detached" });

      // R9: a watched game with the sheriff election: candidates on the ring, then the badge.
      await page.getByTestId("sheriff-toggle").check();
      await startGame(page, { lang, seat: "watch", seed: sheriffSeed });
      const table = page.getByTestId("table");
      await page.locator('[data-testid="table"][data-phase="sheriff_speech"]').waitFor({ timeout: 60_000 });
      await page.getByTestId("speech").first().waitFor({ timeout: 20_000 });
      if (phone) await page.getByTestId("seats").scrollIntoViewIfNeeded();
      await shot(page, `sheriff-election-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      await page.getByTestId("sheriff-badge").waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="table"][data-phase="day_speech"]').waitFor({ timeout: 60_000 });
      await page.getByRole("tab", { name: new RegExp(L.log) }).click();
      if (phone) await page.getByTestId("seats").scrollIntoViewIfNeeded();
      await shot(page, `sheriff-badge-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      assert.equal(await table.locator('[data-sheriff="true"]').count(), 1);
      // Watch mode paused: nothing moves until "Resume".
      await page.getByRole("button", { name: lang === "en" ? "Pause" : "暂停" }).click();
      await page.getByRole("button", { name: lang === "en" ? "Resume" : "继续" }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `watch-paused-${width}-${lang}`);
      await page.getByRole("button", { name: lang === "en" ? "Resume" : "继续" }).click();

      // A watch-only game to its end, with the who-lied review.
      await page.getByRole("button", { name: lang === "en" ? "New game" : "新对局", exact: true }).click();
      await startGame(page, { lang, seat: "watch" });
      await page.getByRole("button", { name: L.skip }).click();
      await page.getByTestId("game-end").waitFor({ timeout: 120_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      if (phone) await page.getByTestId("game-end").scrollIntoViewIfNeeded();
      await shot(page, `end-result-${width}-${lang}`);
      await page.getByRole("tab", { name: new RegExp(L.claims) }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      if (phone) await page.getByTestId("claims-panel").scrollIntoViewIfNeeded();
      await shot(page, `end-review-${width}-${lang}`);
      await noHorizontalScroll(page, width);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test("no layout shift while bots speak", async () => {
  const { page, errors, context } = await openPage(app, { width: 1280, height: 860 });
  await startGame(page, { lang: "en", seat: "watch" });
  await page.getByTestId("table").and(page.locator('[data-phase="day_speech"]')).waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
    }).observe({ type: "layout-shift" });
  });
  const before = await page.getByTestId("speech").count();
  await page.getByTestId("speech").nth(before + 2).waitFor({ timeout: 20_000 });
  const shift = await page.evaluate(() => window.__shift);
  assert.ok(shift < 0.01, `cumulative layout shift ${shift}`);
  assert.deepEqual(errors, []);
  await context.close();
});
