// Issue 21 as a player meets it, with real clicks in headless Chromium: the game is protected
// (confirm before leaving, recent games, export/import with clear errors, one tab per game), the
// inspector keeps secrets from a living player, moves are selected then confirmed (also by
// keyboard), the pace is the player's, voices read speeches (a stubbed speechSynthesis), and the
// result is in view on a phone at game end.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LABELS, SAVE_KEY, confirmMove, digestOf, findRoleSeed, findSeerSeed, openPage, shot, startApp, startGame, waitForHuman,
} from "./harness.mjs";

let app;
let seerSeed;
before(async () => {
  app = await startApp();
  seerSeed = await findSeerSeed("I am the Seer.");
});
after(async () => {
  await app?.stop();
});

const RECENT_KEY = "wolfcore-web:recent";

test("leaving a game in progress asks first; the game stays in the recent games and resumes exactly", async () => {
  for (const lang of ["en", "zh"]) {
    const { page, errors, context } = await openPage(app, { locale: lang });
    await startGame(page, { lang, seat: 1, seed: seerSeed });
    await waitForHuman(page);
    const digest = await digestOf(page);
    const newGame = lang === "en" ? "New game" : "新对局";
    await page.getByRole("button", { name: newGame, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    assert.match(await dialog.innerText(), lang === "en" ? /Leave this game\?.*recent games/s : /离开这个对局？.*最近的对局/s);
    await shot(page, `leave-confirm-1280-${lang}`);
    // The safe answer is focused: Escape (or Enter) keeps playing.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.equal(await digestOf(page), digest, "nothing happened to the game");
    await page.getByRole("button", { name: newGame, exact: true }).click();
    await page.getByRole("button", { name: lang === "en" ? "Leave the game" : "离开对局" }).click();
    await page.getByRole("button", { name: LABELS[lang].start }).waitFor();
    // The lobby lists it; a reload does not resume it (the player left), but it is one click away.
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), null);
    await page.reload();
    const recent = page.getByTestId("recent-game");
    await recent.first().waitFor();
    assert.equal(await recent.count(), 1);
    assert.match(await recent.first().innerText(), lang === "en" ? /In progress · day 1/ : /进行中 · 第 1 天/);
    await shot(page, `recent-games-1280-${lang}`);
    await recent.first().getByRole("button", { name: lang === "en" ? "Resume" : "继续" }).click();
    await page.getByTestId("table").waitFor();
    assert.equal(await digestOf(page), digest);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a watched game is left without a question (nothing of the player's is at stake) and is kept too", async () => {
  const { page, errors, context } = await openPage(app);
  await startGame(page, { lang: "en", seat: "watch" });
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.getByRole("button", { name: LABELS.en.start }).waitFor();
  assert.equal(await page.getByTestId("recent-game").count(), 1);
  assert.match(await page.getByTestId("recent-game").innerText(), /watched/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("forgetting a recent game asks first (the safe answer focused, Escape keeps it); confirmed, it is gone", async () => {
  for (const lang of ["en", "zh"]) {
    const { page, errors, context } = await openPage(app, { locale: lang });
    await startGame(page, { lang, seat: 1, seed: seerSeed });
    await waitForHuman(page);
    await page.getByRole("button", { name: lang === "en" ? "New game" : "新对局", exact: true }).click();
    await page.getByRole("button", { name: lang === "en" ? "Leave the game" : "离开对局" }).click();
    const recent = page.getByTestId("recent-game");
    await recent.first().waitFor();
    const forget = lang === "en" ? "Forget" : "删除";
    await recent.first().getByRole("button", { name: new RegExp(`^${forget}`) }).click();
    const ask = page.getByTestId("forget-confirm");
    await ask.waitFor();
    assert.match(await ask.innerText(), lang === "en" ? /Forget this game for good\?/ : /永久删除这个对局？/);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), lang === "en" ? "Keep it" : "保留", "the safe answer is focused");
    await shot(page, `forget-confirm-1280-${lang}`);
    await page.keyboard.press("Escape");
    await ask.waitFor({ state: "detached" });
    assert.equal(await recent.count(), 1, "Escape keeps the game");
    await recent.first().getByRole("button", { name: new RegExp(`^${forget}`) }).click();
    await page.getByRole("button", { name: lang === "en" ? "Forget for good" : "永久删除" }).click();
    await recent.first().waitFor({ state: "detached" });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), RECENT_KEY), "[]");
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("export a game to a file and import it elsewhere; bad files get clear, translated errors and change nothing", async () => {
  const dir = os.tmpdir();
  const { page, errors, context } = await openPage(app);
  await startGame(page, { lang: "en", seat: 1, seed: seerSeed });
  await waitForHuman(page);
  const digest = await digestOf(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export", exact: true }).click()]);
  assert.match(download.suggestedFilename(), /^wolfcore-\d{4}-\d\d-\d\d-g-[a-z0-9-]+\.json$/);
  const file = path.join(dir, `i21-${process.pid}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  assert.equal(JSON.parse(readFileSync(file, "utf8")).format, "wolfcore-web-save");
  await context.close();

  // Another browser profile (its own storage): import it.
  for (const lang of ["en", "zh"]) {
    const other = await openPage(app, { locale: lang });
    const input = other.page.getByTestId("import-file");
    const bad = [
      [path.join(dir, `i21-${process.pid}-notes.txt`), "just some notes", lang === "en" ? /could not be imported.*not.*valid JSON|could not be imported/s : /无法导入/],
      [path.join(dir, `i21-${process.pid}-other.json`), JSON.stringify({ hello: "world" }), lang === "en" ? /could not be imported:.*/s : /无法导入这个文件：/],
      [path.join(dir, `i21-${process.pid}-empty.json`), "", lang === "en" ? /empty or unreadable/ : /为空或无法读取/],
    ];
    for (const [name, text, message] of bad) {
      writeFileSync(name, text);
      await input.setInputFiles(name);
      const problem = other.page.getByTestId("recent-problem");
      await problem.waitFor();
      assert.match(await problem.innerText(), message);
      assert.equal(await other.page.getByTestId("table").count(), 0, "still in the lobby");
    }
    await shot(other.page, `import-error-1280-${lang}`);
    await input.setInputFiles(file);
    await other.page.getByTestId("table").waitFor();
    assert.equal(await digestOf(other.page), digest, "the same game, move for move");
    assert.deepEqual(other.errors, []);
    await other.context.close();
  }
  assert.deepEqual(errors, []);
});

test("one tab owns a game: the other shows it read-only, follows it, and can take over", async () => {
  const { page: a, errors, context } = await openPage(app);
  await startGame(a, { lang: "en", seat: 1, seed: seerSeed });
  await waitForHuman(a);
  // A second tab of the same browser opens the same game and takes it.
  const b = await context.newPage();
  b.on("pageerror", (e) => errors.push(String(e)));
  await b.goto(app.url);
  await b.getByTestId("table").waitFor();
  const banner = a.getByTestId("read-only");
  await banner.waitFor();
  assert.match(await banner.innerText(), /open in another tab/);
  assert.equal(await a.getByTestId("table").getAttribute("data-turn"), "readonly");
  assert.equal(await a.getByRole("group").count(), 0, "no move can be made here");
  await shot(a, "two-tabs-read-only-1280-en");
  // B plays the Seer's check; A follows it.
  await waitForHuman(b);
  await b.getByRole("group").getByRole("button").first().click();
  await confirmMove(b);
  await waitForHuman(b);
  const digestB = await digestOf(b);
  await a.waitForFunction((d) => document.querySelector('[data-testid="table"]')?.getAttribute("data-digest") === d, digestB);
  // Take over in A: B goes read-only, A plays.
  await a.getByRole("button", { name: "Take over here" }).click();
  await b.getByTestId("read-only").waitFor();
  assert.equal(await a.getByTestId("read-only").count(), 0);
  await waitForHuman(a);
  assert.equal(await digestOf(a), digestB);
  assert.ok((await a.getByRole("textbox", { name: LABELS.en.speech }).count()) === 1, "A has the move");
  assert.deepEqual(errors, []);
  await context.close();
});

test("spoiler-safe inspector: a living seated player sees other seats' public sections only; all once watching", async () => {
  const { page, errors, context } = await openPage(app);
  await startGame(page, { lang: "en", seat: 1, seed: seerSeed });
  await waitForHuman(page);
  await page.getByRole("tab", { name: LABELS.en.prompts }).click();
  for (const seat of ["1", "2", "4", "8"]) {
    await page.getByLabel(LABELS.en.aiSeat).selectOption(seat);
    const text = await page.getByTestId("prompt-text").innerText();
    assert.doesNotMatch(text, /<private_knowledge>|<your_turn>/, `seat ${Number(seat) + 1} keeps its secrets`);
    assert.match(await page.getByTestId("prompt-withheld").innerText(), /<private_knowledge>/);
  }
  // The player's own seat: its whole prompt (what the seat itself knows).
  await page.getByLabel(LABELS.en.aiSeat).selectOption("0");
  assert.match(await page.getByTestId("prompt-text").innerText(), /<private_knowledge>[\s\S]*Seer/);
  await shot(page, "inspector-gated-1280-en");
  // The AI calls tab is not there without a model; in watch mode everything opens.
  await page.getByRole("button", { name: "New game", exact: true }).click();
  await page.getByRole("button", { name: "Leave the game" }).click();
  await startGame(page, { lang: "en", seat: "watch" });
  await page.getByRole("tab", { name: LABELS.en.prompts }).click();
  await page.getByLabel(LABELS.en.aiSeat).selectOption("3");
  assert.match(await page.getByTestId("prompt-text").innerText(), /<private_knowledge>/);
  assert.equal(await page.getByTestId("prompt-withheld").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

/** How many times a seat token pulsed ("thinking") while the table showed the night, until it ended. */
function nightPulses(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let seen = 0;
        const table = () => document.querySelector('[data-testid="table"]');
        const check = () => {
          const t = table();
          if (t?.getAttribute("data-phase") === "night") seen += t.querySelectorAll('[data-thinking="true"]').length;
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, attributes: true, childList: true });
        const timer = setInterval(() => {
          check();
          if (table()?.getAttribute("data-phase") !== "night") {
            observer.disconnect();
            clearInterval(timer);
            resolve(seen);
          }
        }, 20);
      }),
  );
}

test("no spoiler on the ring: while a seated player lives, no AI seat pulses at night (a spectator sees the night's actors)", async () => {
  const villagerSeed = await findRoleSeed("Villager", 9);
  const pulses = {};
  for (const seat of [1, "watch"]) {
    const { page, errors, context } = await openPage(app);
    // Slow AI turns: each night move lingers ~0.9 s, long enough to see any pulse.
    await page.evaluate(() => localStorage.setItem("wolfcore-web:speed", "slow"));
    await startGame(page, { lang: "en", seat, seed: villagerSeed });
    assert.equal(await page.getByTestId("table").getAttribute("data-phase"), "night");
    pulses[seat] = await nightPulses(page);
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.equal(pulses[1], 0, "the seated Villager sees no night actor");
  assert.ok(pulses.watch > 0, `the spectator sees them (${pulses.watch} pulses): the check can fail`);
});

test("phone (390 px): the ring, the controls and the talk/claims tabs are reached without long scrolls", async () => {
  for (const lang of ["en", "zh"]) {
    const { page, errors, context } = await openPage(app, { width: 390, height: 844, locale: lang });
    await startGame(page, { lang, seat: 1, seed: seerSeed });
    await waitForHuman(page);
    const top = (testId) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const ring = await top("seats");
    const controls = await page.getByRole("group").first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const tabs = await page.getByRole("tablist").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const now = await page.getByTestId("now").boundingBox();
    console.log(`390 px ${lang}: ring at ${Math.round(ring)} px, the move's choices at ${Math.round(controls)} px, talk/claims tabs at ${Math.round(tabs)} px (screen 844 px)`);
    assert.ok(ring < 844 / 3, `the ring starts in the first third of the screen (${ring})`);
    assert.ok(controls < 844 * 1.25, `the move's choices are at most a quarter screen below (${controls})`);
    assert.ok(tabs < 844 * 1.75, `the talk and claims tabs are within one more screen (${tabs})`);
    // Scrolled down to the tabs, the pending move stays in view (the sticky "what to do now").
    await page.getByRole("tablist").scrollIntoViewIfNeeded();
    const stuck = await page.getByTestId("now").boundingBox();
    assert.ok(now && stuck && stuck.y >= 0 && stuck.y + stuck.height <= 844, `the pending move stays in view: ${JSON.stringify(stuck)}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("deliberate moves: a tap on the ring only selects; Escape clears; the keyboard selects and confirms", async () => {
  const { page, errors, context } = await openPage(app);
  await startGame(page, { lang: "en", seat: 1, seed: seerSeed });
  await waitForHuman(page);
  const digest = await digestOf(page);
  const now = page.getByTestId("now");
  assert.match(await now.innerText(), /Your move: check one player's side\. Select, then confirm\./);
  assert.match(await now.innerText(), /No clock: the table waits until you confirm\./);
  // The ring: selecting Seat 3 makes no move.
  await page.getByTestId("seats").getByRole("button", { name: "Choose Seat 3" }).click();
  assert.equal(await page.getByTestId("seats").getByTestId("seat-3").getAttribute("data-selected"), "true");
  const confirm = page.getByTestId("confirm-move");
  assert.equal(await confirm.innerText(), "Confirm: Check Seat 3");
  assert.equal(await digestOf(page), digest, "a tap selects, it does not act");
  await shot(page, "confirm-move-1280-en");
  // Changing the mind: another seat in the controls, then Escape clears.
  await page.getByRole("group").getByRole("button", { name: "Seat 5", exact: true }).click();
  assert.equal(await confirm.innerText(), "Confirm: Check Seat 5");
  await page.keyboard.press("Escape");
  assert.equal(await confirm.isDisabled(), true);
  // Keyboard only: focus Seat 2, Enter selects, the focus is on Confirm, Enter confirms.
  await page.getByRole("group").getByRole("button", { name: "Seat 2", exact: true }).focus();
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "confirm-move");
  await page.keyboard.press("Enter");
  await page.getByTestId("private").getByText(/checks Seat 2/).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("pacing: watch mode pauses and resumes; skip ahead can be stopped; the speed is remembered", async () => {
  const { page, errors, context } = await openPage(app);
  await startGame(page, { lang: "en", seat: "watch" });
  await page.getByLabel("AI speed").selectOption("fast");
  await page.getByRole("button", { name: "Pause" }).click();
  const paused = await digestOf(page);
  await page.waitForTimeout(1500);
  assert.equal(await digestOf(page), paused, "nothing moves while paused");
  await page.getByRole("button", { name: "Resume" }).click();
  await page.waitForFunction((d) => document.querySelector('[data-testid="table"]')?.getAttribute("data-digest") !== d, paused);
  // Skip ahead, then stop: the game is not run to its end.
  await page.getByRole("button", { name: "Skip ahead" }).click();
  await page.getByRole("button", { name: "Stop skipping" }).click();
  await page.getByRole("button", { name: "Skip ahead" }).waitFor();
  assert.equal(await page.getByTestId("game-end").count(), 0, "stopped before the end");
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByLabel("AI speed").inputValue(), "fast");
  assert.deepEqual(errors, []);
  await context.close();
});

test("voices: AI speeches are read in the game's language with a voice per seat; muting stops them and is remembered", async () => {
  const { page, errors, context } = await openPage(app, { locale: "zh" });
  // A stubbed speechSynthesis (headless Chromium has no voices): records what would be read.
  await context.addInitScript(() => {
    const spoken = [];
    let cancelled = 0;
    const voices = [
      { name: "Zh A", lang: "zh-CN", voiceURI: "a" },
      { name: "Zh B", lang: "zh-CN", voiceURI: "b" },
      { name: "Zh C", lang: "zh-TW", voiceURI: "c" },
      { name: "En A", lang: "en-US", voiceURI: "d" },
    ];
    window.__speech = { spoken, cancelled: () => cancelled };
    class Utterance {
      constructor(text) {
        this.text = text;
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speaking: false,
        pending: false,
        getVoices: () => voices,
        speak: (u) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null, pitch: u.pitch }),
        cancel: () => {
          cancelled++;
        },
      },
    });
  });
  await page.reload();
  await startGame(page, { lang: "zh", seat: "watch" });
  const toggle = page.getByTestId("voice-toggle");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false", "off until turned on");
  await toggle.click();
  await page.locator('[data-testid="table"][data-phase="day_speech"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__speech.spoken.length >= 3, null, { timeout: 30_000 });
  const spoken = await page.evaluate(() => window.__speech.spoken);
  assert.ok(spoken.every((u) => u.lang === "zh-CN" && ["Zh A", "Zh B", "Zh C"].includes(u.voice)), JSON.stringify(spoken));
  const speeches = await page.getByTestId("speech").allInnerTexts();
  assert.ok(spoken.every((u) => speeches.includes(u.text)), "exactly what was said at the table");
  assert.ok(new Set(spoken.slice(0, 3).map((u) => `${u.voice}/${u.pitch}`)).size >= 2, "seats sound different");
  await toggle.click();
  assert.ok((await page.evaluate(() => window.__speech.cancelled())) >= 1, "muting stops the reading");
  await page.reload();
  await page.getByTestId("table").waitFor();
  assert.equal(await page.getByTestId("voice-toggle").getAttribute("aria-pressed"), "false");
  assert.deepEqual(errors, []);
  await context.close();
});

test("dictation: where the browser recognises speech, what is heard goes into the speech box", async () => {
  const { page, errors, context } = await openPage(app);
  await context.addInitScript(() => {
    class Recognition {
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: "I am the Seer" }]] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    // Both names (Chromium may have the unprefixed one, which needs a network service).
    window.SpeechRecognition = Recognition;
    window.webkitSpeechRecognition = Recognition;
  });
  await page.reload();
  await startGame(page, { lang: "en", seat: 1, seed: seerSeed });
  await waitForHuman(page);
  await page.getByRole("group").getByRole("button").first().click();
  await confirmMove(page);
  await waitForHuman(page);
  await page.getByTestId("dictate").click();
  await page.waitForFunction(() => document.querySelector("textarea")?.value === "I am the Seer");
  // Dictating again adds to what is there (to edit before sending).
  await page.getByTestId("dictate").click();
  await page.waitForFunction(() => document.querySelector("textarea")?.value === "I am the Seer I am the Seer");
  assert.deepEqual(errors, []);
  await context.close();
});

test("phone: at game end the result is in view, and no glyph is missing from the replay", async () => {
  for (const lang of ["en", "zh"]) {
    const { page, errors, context } = await openPage(app, { width: 390, height: 844, locale: lang });
    await startGame(page, { lang, seat: "watch" });
    await page.getByLabel(lang === "en" ? "AI speed" : "AI 速度").selectOption("instant");
    await page.getByTestId("game-end").waitFor({ timeout: 120_000 });
    const banner = page.getByTestId("result-banner");
    const box = await banner.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `the result is in view: ${JSON.stringify(box)}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    const after = await banner.boundingBox();
    assert.ok(after && after.y >= 0 && after.y + after.height <= 844, "and stays in view while scrolling");
    // The replay's buttons draw their icons (SVG), not font glyphs.
    const replay = page.getByTestId("game-end").getByRole("button");
    for (const text of await replay.allInnerTexts()) assert.doesNotMatch(text, /[\u23e9-\u23fa]/u);
    assert.ok((await page.getByTestId("game-end").locator("button svg").count()) >= 4);
    await shot(page, `end-result-390-${lang}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
