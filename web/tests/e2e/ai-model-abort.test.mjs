// The abort reaches a real model server mid-generation (issue 20, item 6: no abandoned upstream
// work). llama-cpp-python's server with SmolLM2-135M-Instruct (scripts/model-server.sh, its own
// instance and log, started and stopped here), `next start` and the real route over HTTP.
//
// A long generation is asked through the route — day 1's summary: SmolLM2 decoding greedily under
// the claims grammar writes claims until `max_tokens` — and the client hangs up while the server
// is generating it (a tab closed); then a short night move is asked. The route streams from the
// server, so the server sees its client go and stops; the evidence is the server's own log, in
// order: the long request's connection is named in its "Disconnected from client" line, that line
// comes before the short request's generation ends, and the long generation never printed its
// timings (it never ran to its end). The same summary asked once before without an abort gives the
// generation's length (tokens, seconds) for the report and for where to abort, not for a timed
// assertion. (Without streaming, llama-cpp-python finishes a generation whose client has gone: its
// timings would come first and no disconnection would be logged.)
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import init, { Game } from "wolfcore";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SCRIPT = path.join(REPO_ROOT, "scripts", "model-server.sh");
// Its own server: a clean log of only this test's requests, and the flags this test relies on.
const stateDir = mkdtempSync(path.join(tmpdir(), "wolfcore-model-abort-"));
execFileSync("bash", [SCRIPT, "start", stateDir], { stdio: "inherit" });
const baseURL = readFileSync(path.join(stateDir, "url"), "utf8").trim();
const LOG = path.join(stateDir, "log");
Object.assign(process.env, {
  WOLFCORE_LLM_BASE_URL: baseURL,
  WOLFCORE_LLM_API_KEY: "",
  WOLFCORE_LLM_MODEL: "smollm2",
  WOLFCORE_LLM_TIMEOUT_MS: "600000",
  WOLFCORE_LLM_CONCURRENCY: "1",
  WOLFCORE_LLM_RATE_PER_MIN: "0",
  // Greedy decoding: the summary asked twice is the same generation.
  WOLFCORE_LLM_TEMPERATURE: "0",
  // The summary's budget (1,200 by default): ~30 s of generation on this machine.
  WOLFCORE_LLM_MAX_TOKENS_SUMMARY: "600",
});
delete process.env.WOLFCORE_SUMMARY_MODEL;
const { startApp } = await import("./harness.mjs");

let app;
before(async () => {
  app = await startApp();
});
after(async () => {
  await app?.stop();
  if (existsSync(path.join(stateDir, "pid"))) execFileSync("bash", [SCRIPT, "stop", stateDir], { stdio: "inherit" });
});

const SETUP = {
  players: 6,
  winRule: "parity",
  witchSelfSave: "always",
  revealRoleOnDeath: false,
  lastWords: "executedAndFirstNight",
  seed: "5",
  seatChoice: "watch",
  humanSeat: null,
  modelSeats: [0, 1, 2, 3, 4, 5],
  modelSummary: true,
};

/**
 * The route's body for the first pending `action` of the game the bots play from the start (R7:
 * setup + inputs); `"summary"`: day 1's summary, due once the day's talk is over (the vote).
 */
async function turn(action) {
  await init();
  const g = new Game({ players: SETUP.players, seed: SETUP.seed, winRule: SETUP.winRule, witchSelfSave: SETUP.witchSelfSave, revealRoleOnDeath: SETUP.revealRoleOnDeath, lastWords: SETUP.lastWords, lang: "en" });
  const inputs = [];
  try {
    for (let i = 0; i < 300; i++) {
      if (action === "summary" && g.pending().some((q) => q.action === "vote")) return { purpose: "summary", day: 1, game: { setup: SETUP, lang: "en", inputs } };
      const p = g.pending().find((q) => q.action === action);
      if (p) return { purpose: "seat", seat: p.seat, game: { setup: SETUP, lang: "en", inputs } };
      const command = g.botCommand(g.pending()[0].seat);
      g.apply(command);
      inputs.push({ type: "command", command });
    }
  } finally {
    g.free();
  }
  throw new Error(`no ${action} reached`);
}

function post(body, signal) {
  return fetch(new URL("/api/ai/chat", app.url), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(app.url).origin },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

const logText = () => readFileSync(LOG, "utf8");
const ACCESS = /127\.0\.0\.1:(\d+) - "POST \/v1\/chat\/completions HTTP\/1\.1" 200/;
const DISCONNECTED = /Disconnected from client \(via refresh\/close\) Address\(host='127\.0\.0\.1', port=(\d+)\)/;
const TIMINGS = /eval time =\s*([\d.]+) ms \/\s*(\d+) runs/;
/** Printed when a generation starts (the summary's prompt is cached from the first run: a prefix match). */
const GENERATE = /Llama\.generate: /;

async function waitFor(cond, ms, what) {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logText().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("a long generation aborted midway: the server drops it (its log says so) before the next call's generation ends", { timeout: 20 * 60_000 }, async (t) => {
  const summaryTurn = await turn("summary");
  const night = await turn("seer_check");

  // 1. The summary once to its end: how long the server generates it.
  let from = logText().length;
  const t0 = performance.now();
  const full = await post(summaryTurn);
  assert.equal(full.status, 200);
  const fullBody = await full.json();
  const fullMs = performance.now() - t0;
  const firstGeneration = TIMINGS.exec(logText().slice(from));
  assert.ok(firstGeneration, "the server printed the summary's timings");
  const fullTokens = Number(firstGeneration[2]);
  const fullGenMs = Number(firstGeneration[1]);
  t.diagnostic(`summary to its end: ${fullTokens} tokens generated in ${Math.round(fullGenMs)} ms (route ${Math.round(fullMs)} ms, ${fullBody.calls?.length} call(s), finish ${fullBody.calls?.[0]?.finishReason})`);
  // A generation long enough that an abort lands in the middle of it.
  assert.ok(fullTokens >= 100, `only ${fullTokens} tokens: too short to abort in the middle`);

  // 2. The same summary, the client gone a quarter of the way in (a closed tab).
  from = logText().length;
  const controller = new AbortController();
  const tA = performance.now();
  const aborted = post(summaryTurn, controller.signal).then(
    () => "answered",
    (e) => (e?.name === "AbortError" ? "aborted" : String(e)),
  );
  await waitFor(() => GENERATE.test(logText().slice(from)), 120_000, "the summary's generation at the server");
  await new Promise((r) => setTimeout(r, Math.max(1_000, fullGenMs / 4)));
  assert.equal(TIMINGS.test(logText().slice(from)), false, "still generating when the client leaves");
  controller.abort();
  const tAbort = performance.now();
  assert.equal(await aborted, "aborted");

  // 3. A short night move right after.
  const tB = performance.now();
  const short = await post(night);
  assert.equal(short.status, 200);
  const shortBody = await short.json();
  const shortMs = performance.now() - tB;
  assert.ok(shortBody.calls.length >= 1 && shortBody.calls.every((c) => c.outcome !== "failed"), JSON.stringify(shortBody));

  // The server's own log, in order.
  const log = logText().slice(from);
  const lines = log.split("\n");
  const disconnectAt = lines.findIndex((l) => DISCONNECTED.test(l));
  assert.ok(disconnectAt >= 0, `the server never saw its client go:\n${log.slice(-3000)}`);
  // A streamed response's access line is written when it starts: the first is the summary's.
  const summaryPort = ACCESS.exec(log)?.[1];
  assert.equal(DISCONNECTED.exec(lines[disconnectAt])[1], summaryPort, "the summary's own connection was dropped");
  const accesses = lines.map((l, i) => [i, ACCESS.exec(l)?.[1]]).filter(([, port]) => port !== undefined);
  assert.equal(accesses[0][1], summaryPort);
  const shortAccess = accesses.find(([, port]) => port !== summaryPort);
  assert.ok(shortAccess, "the night move's request");
  const timings = lines.map((l, i) => (TIMINGS.test(l) ? i : -1)).filter((i) => i >= 0);
  // The first timings printed after the summary began are the night move's: the summary never finished,
  // and the server let go of it before the night move's generation ended.
  assert.ok(timings.length >= 1, "the night move's timings");
  assert.ok(disconnectAt < timings[0], "the summary was dropped before the next generation finished");
  const shortTokens = Number(TIMINGS.exec(lines[timings[0]])[2]);
  assert.ok(shortTokens < fullTokens, `the first generation to finish is the short one (${shortTokens} tokens)`);
  t.diagnostic(
    `aborted ${Math.round(tAbort - tA)} ms after the request; night move answered ${Math.round(shortMs)} ms after the abort ` +
      `(${shortBody.calls.length} call(s), ${shortTokens} tokens); the summary alone would have needed ~${Math.round(fullGenMs - (tAbort - tA))} ms more`,
  );
});
