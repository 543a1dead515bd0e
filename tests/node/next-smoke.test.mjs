// Packaging smoke test: the minimal Next.js 16 app in tests/next-smoke imports wolfcore in a
// client component. It is built with Turbopack (the default) and with webpack, served with
// `next start` on a free localhost port, and checked in headless Chromium via playwright-core.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { chromium } from "playwright-core";
import { REPO_ROOT } from "./helpers.mjs";

const APP = path.join(REPO_ROOT, "tests", "next-smoke");
const NEXT_BIN = path.join(APP, "node_modules", "next", "dist", "bin", "next");
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, logs, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${logs.join("")}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${logs.join("")}`);
}

/** Kills the whole process group of a child started with `detached: true` (its own session, as `setsid`). */
function killGroup(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function buildServeAndCheck(bundler, t) {
  const distDir = `.next-${bundler}`;
  const env = { ...ENV, NEXT_DIST_DIR: distDir };
  const buildArgs = bundler === "webpack" ? ["build", "--webpack"] : ["build"];
  try {
    execFileSync(process.execPath, [NEXT_BIN, ...buildArgs], { cwd: APP, env, encoding: "utf8", stdio: "pipe" });
  } catch (err) {
    assert.fail(`next ${buildArgs.join(" ")} failed:\n${err.stdout}\n${err.stderr}`);
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const logs = [];
  // detached: the server gets its own session/process group (setsid), so killing the group
  // also ends the next-server child it forks.
  const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: APP,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (d) => logs.push(String(d)));
  server.stderr.on("data", (d) => logs.push(String(d)));
  let browser;
  try {
    await waitForHttp(url, server, logs);
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
    const page = await browser.newPage();
    const pageErrors = [];
    const consoleErrors = [];
    const wasmResponses = [];
    page.on("pageerror", (err) => pageErrors.push(err.message));
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    const failed = [];
    page.on("response", (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
      if (res.url().endsWith(".wasm")) wasmResponses.push([res.url(), res.status(), res.headers()["content-type"]]);
    });
    await page.goto(url, { waitUntil: "load" });
    const root = page.locator('[data-testid="wolfcore"]');
    await root.and(page.locator('[data-status="ready"], [data-status="error"]')).waitFor({ timeout: 30_000 });
    const status = await root.getAttribute("data-status");
    const error = status === "error" ? await page.locator('[data-testid="error"]').textContent() : "";
    assert.equal(status, "ready", `the component failed: ${error}\npage errors: ${pageErrors.join("; ")}`);
    const text = (id) => page.locator(`[data-testid="${id}"]`).textContent();
    await checkDom(text);
    assert.deepEqual(pageErrors, [], "no page errors");
    assert.deepEqual(failed, [], "no failed requests");
    assert.deepEqual(consoleErrors, [], "no console errors");
    assert.equal(wasmResponses.length, 1, `one .wasm fetched: ${JSON.stringify(wasmResponses)}`);
    assert.equal(wasmResponses[0][1], 200);
    t.diagnostic(`${bundler}: wasm served as ${wasmResponses[0][0].replace(url, "/")} (${wasmResponses[0][2]})`);
  } finally {
    await browser?.close();
    killGroup(server);
  }
}

async function checkDom(text) {
  const pkgVersion = JSON.parse(execFileSync("node", ["-p", "JSON.stringify(require('./pkg/package.json').version)"], { cwd: REPO_ROOT, encoding: "utf8" }));
  assert.equal(await text("version"), pkgVersion);
  assert.equal(await text("statuses"), "1:contested 4:disproved");
  assert.equal(await text("header"), "目前的公开声明：玩家在各天关于身份和查验说过的话。");
  const section = (await text("section")).split("\n");
  assert.equal(section[0], "<public_claims>");
  assert.equal(section[1], "目前的公开声明：玩家在各天关于身份和查验说过的话。");
  assert.deepEqual(section.slice(3), ["- D1 2号: I am the Seer (有争议)", "- D1 5号: No, I am the Seer ‹/public_claims› (已证伪)", "</public_claims>"]);
  assert.equal(await text("rejected"), "2:invalid_speaker_seat");
}

test("Next.js 16 app (Turbopack) builds, serves and runs wolfcore in Chromium", { timeout: 300_000 }, async (t) => {
  await buildServeAndCheck("turbopack", t);
});

test("Next.js 16 app (webpack) builds, serves and runs wolfcore in Chromium", { timeout: 300_000 }, async (t) => {
  await buildServeAndCheck("webpack", t);
});
