// End to end with AI players (issue 10): `next start` configured to talk to the OpenAI-protocol
// test server on 127.0.0.1, Debian's Chromium, real clicks. In each language a watched game
// with two model seats (the rest built-in bots) and model summaries plays day 1: the summary's
// claims reach the ledger, the claims panel and the next AI prompt; an illegal vote is replaced
// by the bot's; the activity log shows every call; the key is in no client asset and in no
// response the browser gets. Each run writes its transcript to target/ai-transcripts/{lang}.md.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const { startTestServer } = await import("../ai/openai-test-server.ts");
const { gameOptions } = await import("../../lib/session.ts");

const E2E_KEY = "sk-wolfcore-e2e-9f8e7d6c5b4a39281706";
const server = await startTestServer();
// The app reads these per request; set before the harness captures the environment.
Object.assign(process.env, {
  WOLFCORE_LLM_BASE_URL: server.baseURL,
  WOLFCORE_LLM_API_KEY: E2E_KEY,
  WOLFCORE_LLM_MODEL: "e2e-seat-model",
  WOLFCORE_SUMMARY_MODEL: "e2e-summary-model",
  WOLFCORE_LLM_TIMEOUT_MS: "5000",
  // The per-client limit (lib/ai/ratelimit.ts): room for the games below from one client, one
  // refill every 10 s, so the 429 test can empty its own client's bucket.
  WOLFCORE_LLM_RATE_BURST: "60",
  WOLFCORE_LLM_RATE_PER_MIN: "6",
});
const { LABELS, SAVE_KEY, confirmMove, findRoleSeed, openPage, startApp, shot, waitForHuman, REPO, WEB } = await import("./harness.mjs");
const { default: initWolfcore, Game } = await import("wolfcore");
await initWolfcore();

const TRANSCRIPTS = path.join(REPO, "target", "ai-transcripts");
const MODEL_SEATS = [2, 3]; // 1-based
const SPEECH = {
  en: { 2: "I am the Seer. Last night I checked Seat 5: werewolf. Vote Seat 5 today.", 3: "I am a villager. Seat 2's check sounds right to me." },
  zh: { 2: "我是预言家，昨晚查验了5号，是狼人。今天投5号。", 3: "我是平民，我相信2号的查验。" },
};
const SUMMARY = {
  en: {
    claims: [
      { day: 1, speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "Seat 2 says they are the Seer", status: "corroborated" },
      { day: 1, speakerSeat: 2, claimType: "seer_check", targetSeat: 5, alignment: "wolf", content: "Seat 2 says they checked Seat 5: a werewolf" },
      { day: 1, speakerSeat: 3, claimType: "alignment_statement", targetSeat: 2, alignment: "good", content: "Seat 3 says Seat 2 is good" },
      { day: 1, speakerSeat: 14, claimType: "role_claim", role: "Witch", content: "Seat 14 says they are the Witch" },
    ],
  },
  zh: {
    claims: [
      { day: 1, speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "2号自称预言家", status: "corroborated" },
      { day: 1, speakerSeat: 2, claimType: "seer_check", targetSeat: 5, alignment: "wolf", content: "2号称查验了5号：狼人（查杀）" },
      { day: 1, speakerSeat: 3, claimType: "alignment_statement", targetSeat: 2, alignment: "good", content: "3号称2号是好人" },
      { day: 1, speakerSeat: 14, claimType: "role_claim", role: "Witch", content: "14号自称女巫" },
    ],
  },
};
const SELF = { en: /You are Seat (\d+)\./, zh: /你是(\d+)号。/ };

let app;
let lang = "en";
const messages = JSON.parse(readFileSync(path.join(REPO, "i18n", "en.json"), "utf8"));
const messagesZh = JSON.parse(readFileSync(path.join(REPO, "i18n", "zh.json"), "utf8"));
// The catalog's text up to its first ICU-quoted part (the app sends it formatted).
const isSummary = (r) =>
  [messages.summary.system, messagesZh.summary.system].some((m) => r.body.messages[0]?.content.startsWith(m.slice(0, 60)));
const seatOf = (r) => Number(SELF[lang].exec(r.body.messages[1]?.content ?? "")?.[1] ?? 0);
/** The reply schema's properties (json_schema or json_object + schema; a speech's first branch when rare moves ride beside it). */
const propsOf = (r) => {
  const schema = r.body.response_format?.json_schema?.schema ?? r.body.response_format?.schema;
  return schema?.properties ?? schema?.anyOf?.[0]?.properties ?? {};
};

server.fallback = (r) => {
  if (isSummary(r)) return { content: "```json\n" + JSON.stringify(SUMMARY[lang], null, 1) + "\n```", usage: { prompt_tokens: 812, completion_tokens: 164, total_tokens: 976 } };
  const props = propsOf(r);
  const seat = seatOf(r);
  const usage = { prompt_tokens: 1200, completion_tokens: 24, total_tokens: 1224 };
  if ("speech" in props) return { content: JSON.stringify({ speech: SPEECH[lang][seat] ?? "…" }), usage };
  // Seat 3's votes are illegal (a seat this table does not have): the engine refuses, then the bot votes.
  if ("vote" in props) return { content: JSON.stringify({ vote: seat === 3 ? 12 : 5 }), usage };
  if ("save" in props) return { content: '{"save": false, "poison": null}', usage };
  return { content: JSON.stringify({ target: props.target?.enum?.find((v) => v !== null) ?? null }), usage };
};

before(async () => {
  app = await startApp();
});
after(async () => {
  await app?.stop();
  await server.close();
});

/**
 * Waits until the test server has seen no new request for `quietMs` (bounded by `maxMs`). A game's
 * page closed at the end of a test may have had a call on its way through `next start`: it can
 * reach the test server a moment after `context.close()` returns, and must not be counted as the
 * next test's (a CI run once saw an English Seat-1 prompt among the Chinese test's requests).
 */
async function settle(quietMs = 1500, maxMs = 15_000) {
  const deadline = Date.now() + maxMs;
  let seen = server.requests.length;
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await new Promise((r) => setTimeout(r, 100));
    if (server.requests.length !== seen) {
      seen = server.requests.length;
      since = Date.now();
    }
  }
}

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

test("the API key is in no built client asset (.next/static)", () => {
  const files = filesUnder(path.join(WEB, ".next", "static"));
  assert.ok(files.length > 0);
  for (const f of files) assert.ok(!readFileSync(f).includes(E2E_KEY), f);
});

for (const l of ["en", "zh"]) {
  test(`${l}: two model seats play day 1 against the test server; the summary feeds the ledger and the next prompts`, async () => {
    await settle();
    lang = l;
    server.requests.length = 0;
    const L = LABELS[l];
    const { page, errors, context } = await openPage(app, { locale: l });
    const bodies = [];
    page.on("response", async (res) => {
      try {
        bodies.push(await res.text());
      } catch {
        // redirects and aborted requests have no body
      }
    });

    // Lobby: the server says a model is configured (never the key); pick two model seats.
    await page.getByRole("radio", { name: l === "en" ? "English" : "中文" }).check();
    const status = page.getByTestId("ai-status");
    await status.and(page.locator('[data-configured="true"]')).waitFor();
    assert.match(await status.innerText(), /e2e-seat-model/);
    await page.getByRole("button", { name: l === "en" ? "All built-in bots" : "全部用内置机器人" }).click();
    for (const n of MODEL_SEATS) await page.getByRole("checkbox", { name: L.seatLabel(n), exact: true }).check();
    await page.getByLabel(L.seat).selectOption("watch");
    await shot(page, `ai-lobby-${l}`);
    await page.getByText(L.rules).click();
    await page.getByLabel(L.seed).fill("42");
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    await page.getByRole("button", { name: L.skip }).click();
    await page.waitForFunction(
      () => {
        const table = document.querySelector('[data-testid="table"]');
        return Number(table?.getAttribute("data-day")) >= 2 || table?.getAttribute("data-turn") === "over";
      },
      null,
      { timeout: 120_000 },
    );

    // Only the two model seats and the summary called the model.
    const seatReqs = server.requests.filter((r) => !isSummary(r));
    assert.ok(seatReqs.length >= 4, `seat requests: ${seatReqs.length}`);
    assert.deepEqual(
      [...new Set(seatReqs.map(seatOf))].sort(),
      MODEL_SEATS,
      `seats that called the model; a prompt without "${SELF[l].source}": ${JSON.stringify(seatReqs.find((r) => !seatOf(r))?.body.messages[1]?.content.slice(0, 160))}`,
    );
    for (const r of server.requests) assert.equal(r.authorization, `Bearer ${E2E_KEY}`);
    const summaryIdx = server.requests.findIndex(isSummary);
    assert.ok(summaryIdx > 0, "a summary request");
    const summaryReq = server.requests[summaryIdx];
    assert.equal(summaryReq.body.model, "e2e-summary-model");
    assert.ok(summaryReq.body.messages[1].content.includes(SPEECH[l][2]), "the day's talk went to the summary model");

    // The next AI prompt after the summary carries the merged claims with the language's disclaimer.
    const nextSeatReq = server.requests.slice(summaryIdx + 1).find((r) => !isSummary(r));
    assert.ok(nextSeatReq, "a seat request after the summary");
    const section = /<public_claims>[\s\S]*?<\/public_claims>/.exec(nextSeatReq.body.messages[1].content)?.[0];
    assert.ok(section, "a <public_claims> section");
    const disclaimer = (l === "en" ? messages : messagesZh).publicClaims.disclaimer;
    assert.ok(section.includes(disclaimer));


    // The AI calls tab: the summary (3 new, 1 rejected), seat calls with model and tokens, the illegal vote's fallback.
    await page.getByRole("tab", { name: l === "en" ? "AI calls" : "AI 调用" }).click();
    const log = page.getByTestId("ai-log");
    const summaryEntry = log.locator('[data-purpose="summary"]').last(); // newest first: day 1 is the last
    await summaryEntry.waitFor();
    const summaryText = await summaryEntry.innerText();
    assert.match(summaryText, /e2e-summary-model/);
    // C3.1: a claim the extractor already took from the speech is a duplicate, not new.
    assert.match(summaryText, l === "en" ? /3 claims accepted, [1-3] new in the ledger, 1 rejected/ : /采纳 3 条声明，账本新增 [1-3] 条，拒绝 1 条/);
    const added = [...summaryText.matchAll(l === "en" ? /^Added: (.*)$/gm : /^新增：(.*)$/gm)].map((m) => m[1]);
    assert.ok(added.includes(SUMMARY[l].claims[2].content), "the alignment statement only the summary found");
    for (const content of added) assert.ok(section.includes(content), `in the next prompt: ${content}`);
    assert.match(summaryText, /invalid_speaker_seat/);
    assert.match(summaryText, /812 \+ 164/);
    await log.locator('[data-purpose="vote"][data-outcome="fallback_bot"]').first().waitFor();
    const refused = await log.locator('[data-purpose="vote"][data-outcome="refused"]').first().innerText();
    assert.match(refused, /\([a-z_]+\)/, "the engine's code is shown");
    assert.ok(await log.locator('[data-purpose="speak"][data-outcome="accepted"]').count() >= 2);
    await shot(page, `ai-log-${l}`);

    // The ledger right after day 1's summary merged: the autosave's inputs replayed up to it.
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
    const replay = new Game(gameOptions(save.setup, save.lang));
    let merged = null;
    for (const input of save.inputs) {
      if (input.type === "command") replay.apply(input.command);
      else {
        merged = replay.ingestSummary(input.raw, { day: input.day });
        break;
      }
    }
    assert.ok(merged && !merged.error, "the summary is among the saved inputs");
    const ledgerAfter = replay.publicClaims();
    replay.free();
    assert.ok(ledgerAfter.some((c) => c.source === "summary" && c.content === SUMMARY[l].claims[2].content));
    for (const c of ledgerAfter) assert.ok(section.includes(c.content), `the next prompt renders the ledger: ${c.content}`);

    // The claims panel shows what the summary added.
    await page.getByRole("tab", { name: L.claims }).click();
    const { web } = JSON.parse(readFileSync(path.join(REPO, "i18n", `${l}.json`), "utf8"));
    await page
      .getByTestId("claim")
      .filter({ hasText: L.seatLabel(3) })
      .filter({ hasText: web.claimType.alignment_statement })
      .first()
      .waitFor();

    // The key reached the browser nowhere.
    for (const b of bodies) assert.ok(!b.includes(E2E_KEY));
    assert.deepEqual(errors, []);

    // The transcript of this run (docs/transcripts/ keeps a committed copy).
    const summaryReply = "```json\n" + JSON.stringify(SUMMARY[l], null, 1) + "\n```";
    mkdirSync(TRANSCRIPTS, { recursive: true });
    writeFileSync(
      path.join(TRANSCRIPTS, `${l}.md`),
      [
        `# AI players against the OpenAI-protocol test server (${l})`,
        "",
        "Written by `web/tests/e2e/ai.test.mjs`: a watched 9-seat game (seed 42), seats 2 and 3 played by the",
        "model, the others by the built-in bot, day summaries by the model. Everything below is what",
        "the test server received and answered, and what the browser showed.",
        "",
        "## The day's talk sent to the summary model (user message)",
        "",
        "```text",
        summaryReq.body.messages[1].content,
        "```",
        "",
        "## The summary model's reply (raw, fenced: the core reads through the fence)",
        "",
        summaryReply,
        "",
        `## The ledger after merging (${merged.offered} accepted, ${merged.added} new, ${merged.rejected.length} rejected: ${merged.rejected.map((r) => `#${r.index + 1} ${r.reason}`).join(", ")})`,
        "",
        "Seats are 0-based in the ledger (C1). `source` says who found the claim: `regex` = the rule-based",
        "extractor (C6) on each speech, `summary` = the summary model. The model's `status` was ignored.",
        "",
        "| day | speaker | type | role | target | alignment | status | source | content |",
        "|---|---|---|---|---|---|---|---|---|",
        ...ledgerAfter.map(
          (c) =>
            `| ${c.day} | ${c.speakerSeat} | ${c.claimType} | ${c.role ?? ""} | ${c.targetSeat ?? ""} | ${c.alignment ?? ""} | ${c.status} | ${c.source} | ${c.content.replaceAll("|", "\\|")} |`,
        ),
        "",
        "## The AI activity log entry of the summary",
        "",
        "```text",
        summaryText.trim(),
        "```",
        "",
        `## The next AI prompt's \`<public_claims>\` section (Seat ${seatOf(nextSeatReq)}, ${Object.keys(propsOf(nextSeatReq)).join(", ") || "text"})`,
        "",
        "```text",
        section,
        "```",
        "",
      ].join("\n"),
    );
    await context.close();
  });
}

test("issue 21: a seated, living player's AI calls tab hides the other seats' night moves, and their ballots until the tally", async () => {
  await settle();
  lang = "en";
  server.requests.length = 0;
  const L = LABELS.en;
  // Seat 1 is a werewolf, and the models take the highest legal seat for every target: seat 1
  // lives through night 1 and day 1's speeches (a dead player's gate is open).
  const seed = await findRoleSeed("Werewolf", 9);
  const saved = server.fallback;
  server.fallback = (r) => {
    const target = propsOf(r).target?.enum;
    if (isSummary(r) || !target) return saved(r);
    return { content: JSON.stringify({ target: Math.max(...target.filter((v) => v !== null)) }), usage: { prompt_tokens: 1200, completion_tokens: 8, total_tokens: 1208 } };
  };
  try {
    const { page, errors, context } = await openPage(app, { locale: "en" });
    await page.getByTestId("ai-status").and(page.locator('[data-configured="true"]')).waitFor();
    await page.getByLabel(L.seat).selectOption("0");
    await page.getByText(L.rules).click();
    await page.getByLabel(L.seed).fill(String(seed));
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    const NIGHT = ["wolf_kill", "seer_check", "witch_act", "guard_protect", "hunter_shoot"];
    const entries = async () =>
      page.getByTestId("ai-log-entry").evaluateAll((els) => els.map((e) => ({ purpose: e.getAttribute("data-purpose"), text: e.innerText })));
    let checkedVote = false;
    for (let step = 0; step < 40 && !checkedVote; step++) {
      await waitForHuman(page);
      const phase = await page.getByTestId("table").getAttribute("data-phase");
      if (phase === "night") {
        await page.getByRole("group").getByRole("button").first().click();
        await confirmMove(page);
      } else if (phase === "day_speech") {
        await page.getByRole("textbox", { name: L.speech }).fill("I am a villager.");
        await page.getByRole("button", { name: L.speak, exact: true }).click();
      } else if (phase === "vote") {
        // Every model vote of this round is in (the table waits for the human only), none shown yet.
        assert.ok(server.requests.some((r) => "vote" in propsOf(r)), "the models voted");
        assert.ok(server.requests.some((r) => "save" in propsOf(r) || "target" in propsOf(r)), "the models made night moves");
        await page.getByRole("tab", { name: "AI calls" }).click();
        await page.getByTestId("ai-log").waitFor();
        assert.match(await page.getByRole("tabpanel").innerText(), /your own seat's calls and the others' public moves only/);
        const shown = await entries();
        assert.ok(shown.some((e) => e.purpose === "speak"), "public speeches are shown");
        assert.deepEqual(shown.filter((e) => NIGHT.includes(e.purpose)), [], "no other seat's night move (the human's seat makes no model calls)");
        assert.deepEqual(shown.filter((e) => e.purpose === "vote"), [], "no ballot before the tally (R3.5)");
        // What the gate hides is really there: the game's saved AI log holds the models' ballots
        // of this round and their night moves.
        const logged = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).aiLog ?? [];
        assert.ok(logged.some((e) => e.purpose === "vote"), `the models' ballots are in the log: ${logged.map((e) => e.purpose).join(" ")}`);
        assert.ok(logged.some((e) => NIGHT.includes(e.purpose)), "their night moves are in the log");
        await shot(page, "ai-calls-gated-1280-en");
        await page.getByRole("group").getByRole("button", { name: L.abstain }).click();
        await confirmMove(page);
        await page.locator('[data-testid="table"]:not([data-phase="vote"])').waitFor();
        await page.getByTestId("ai-log").locator('[data-purpose="vote"]').first().waitFor();
        checkedVote = true;
      } else {
        assert.fail(`unexpected phase for the human: ${phase}`);
      }
    }
    assert.ok(checkedVote, "reached the day's vote");
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    server.fallback = saved;
  }
});

test("leaving the table while a model call is in flight aborts the upstream request (browser → route → test server)", async () => {
  await settle();
  lang = "en";
  server.requests.length = 0;
  const L = LABELS.en;
  const saved = server.fallback;
  server.fallback = (r) => (isSummary(r) ? saved(r) : { hang: true });
  try {
    const { page, context } = await openPage(app, { locale: "en" });
    await page.getByTestId("ai-status").and(page.locator('[data-configured="true"]')).waitFor();
    await page.getByLabel(L.seat).selectOption("watch");
    await page.getByRole("button", { name: L.start }).click();
    await page.getByTestId("table").waitFor();
    await page.getByRole("button", { name: L.skip }).click();
    const deadline = Date.now() + 30_000;
    while (server.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The night's independent moves are asked in parallel (issue 20), each once: "skip ahead" never
    // cancels a call in flight and sends it again.
    await new Promise((r) => setTimeout(r, 1_000));
    assert.ok(server.requests.length >= 1, `${server.requests.length} model calls`);
    const asked = server.requests.map((r) => `${seatOf(r)}:${Object.keys(propsOf(r)).join(",")}`);
    assert.equal(new Set(asked).size, asked.length, `a call was sent twice: ${asked.join(" ")}`);
    // Item 7 (issue 20): the inspector shows the request the route built for a waiting seat, byte
    // for byte: its SHA-256 equals the digest of the messages the test server received.
    const hanging = server.requests.find((r) => !isSummary(r));
    await page.getByRole("tab", { name: L.prompts }).click();
    await page.getByLabel(L.aiSeat).selectOption(String(seatOf(hanging) - 1));
    const request = page.getByTestId("seat-request");
    await request.and(page.locator('[data-sha256]:not([data-sha256=""])')).waitFor();
    const digest = createHash("sha256").update(JSON.stringify(hanging.body.messages)).digest("hex");
    assert.equal(await request.getAttribute("data-sha256"), digest);
    await page.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: L.start }).waitFor();
    while (!server.requests.every((r) => r.aborted) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.ok(server.requests.every((r) => r.aborted), "every upstream request was closed");
    await context.close();
  } finally {
    server.fallback = saved;
  }
});

test("the chat route's per-client limit: 429 llm_client_rate_limited, the bots move, the table says so in both languages", async () => {
  lang = "en";
  const L = LABELS.en;
  // The client is the connection (issue 20): a forwarded address the page makes up changes nothing.
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 }, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7" } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(app.url);
  // Empty this client's bucket (each call costs a token, even a malformed one: nothing goes upstream).
  // A text/plain "simple" request is refused before it counts (415), as a cross-site page's would be.
  const statuses = await page.evaluate(async () => {
    const out = [(await fetch("/api/ai/chat", { method: "POST", body: "{}" })).status];
    for (let i = 0; i < 200 && out.at(-1) !== 429; i++) {
      out.push((await fetch("/api/ai/chat", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status);
    }
    // Another made-up forwarded address gets no fresh budget.
    out.push((await fetch("/api/ai/chat", { method: "POST", body: "{}", headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99" } })).status);
    return out;
  });
  assert.equal(statuses[0], 415);
  assert.ok(statuses.slice(1, -2).every((s) => s === 400), statuses.join(","));
  assert.deepEqual(statuses.slice(-2), [429, 429]);
  const before = server.requests.length;
  await page.getByTestId("ai-status").and(page.locator('[data-configured="true"]')).waitFor();
  await page.getByLabel(L.seat).selectOption("watch");
  await page.getByRole("button", { name: L.start }).click();
  await page.getByTestId("table").waitFor();
  const notice = page.getByTestId("rate-limited");
  await notice.waitFor({ timeout: 30_000 });
  // The bucket refills one call per 10 s, so right after the first refusal nothing has gone upstream.
  assert.equal(server.requests.length, before, "nothing reached the model while limited");
  assert.match(await notice.innerText(), /Too many model calls from this browser: .* resume in about \d+ s\./);
  await page.getByRole("tab", { name: "AI calls" }).click();
  await page.getByText(/too many model calls from this browser \(429\)/).first().waitFor();
  await page.getByLabel("Language").selectOption("zh");
  await page.getByText(/本浏览器调用模型过于频繁/).first().waitFor();
  await shot(page, "ai-rate-limited-zh");
  assert.deepEqual(errors, []);
  await context.close();
});
