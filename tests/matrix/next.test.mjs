// The packaging matrix, Next.js 16 side: the fixture app in tests/next-smoke (a server
// component, a route handler, a client component rendered on the server, a client component
// that inits in an effect; and a route handler and a client component on `wolfcore/ledger`) is copied into a temp folder, the packed tarball is installed there,
// and the app runs under Turbopack and webpack, in `next build` + `next start` and in
// `next dev`, with no `serverExternalPackages`. Each server runs on a free localhost port in its
// own process group (killed afterwards); pages are checked over HTTP and in headless Chromium
// (playwright-core, Debian's /usr/bin/chromium).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, freePort, installedCopy, killGroup, PKG, PKG_JSON, removeDir, TESTS } from "./helpers.mjs";

const FIXTURE = path.join(TESTS, "next-smoke");
const NEXT_BIN = path.join(FIXTURE, "node_modules", "next", "dist", "bin", "next");

// What the core computes in every host (tests/next-smoke/app/ledger.js): a cross-day Seer
// counter-claim is contested, a lone Villager claim is not; the section is rendered in Chinese.
const STATUSES = "1:contested 4:contested 6:unverified";
const HEADER = "目前的公开声明：玩家在各天关于身份和查验说过的话。";
const SECTION_LINES = ["- D1 2号 [有争议]: I am the Seer", "- D2 5号 [有争议]: No, I am the Seer", "- D2 7号 [未证实]: Just a villager", "</public_claims>"];

let app;
let browser;
before(async () => {
  app = installedCopy(path.join(FIXTURE, ".matrix"), "app", {
    files: { "package.json": JSON.stringify({ name: "next-host", private: true }) },
    copyFrom: [[path.join(FIXTURE, "app")], [path.join(FIXTURE, "next.config.mjs")]],
  });
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  removeDir(app);
});

function nextEnv(distDir) {
  // The app's copy sits below tests/next-smoke, whose node_modules hold next and react:
  // Turbopack's root must contain both.
  return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir, WOLFCORE_FIXTURE_ROOT: FIXTURE };
}

async function waitForHttp(url, child, logs, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${logs.join("")}`);
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

/** Starts `next <args>` on a free port in its own process group; returns `{ url, server, logs }`. */
async function startServer(args, distDir) {
  const port = await freePort();
  const logs = [];
  const server = spawn(process.execPath, [NEXT_BIN, ...args, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: app,
    env: nextEnv(distDir),
    detached: true, // its own session/process group (setsid): killGroup ends next-server too
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (d) => logs.push(String(d)));
  server.stderr.on("data", (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    // `next dev` compiles a page on its first request: allow for a loaded machine.
    await waitForHttp(`${url}/api/claims`, server, logs, 180_000);
  } catch (err) {
    await killGroup(server);
    throw err;
  }
  return { url, server, logs };
}

function textOf(html, testid) {
  const m = html.match(new RegExp(`data-testid="${testid}"[^>]*>([^<]*)<`));
  return m?.[1];
}

/** Server side: the route handler, the server component's HTML, the SSR'd client component's HTML. */
async function checkServer(url, logs) {
  const api = await fetch(`${url}/api/claims`);
  assert.equal(api.status, 200, logs.join(""));
  const json = await api.json();
  assert.equal(json.version, PKG_JSON.version);
  assert.equal(json.statuses, STATUSES);
  assert.deepEqual(json.section.split("\n").slice(3), SECTION_LINES);
  assert.deepEqual(json.parsed, ["2:Witch:Seat 3 claims to be the Witch"]);

  const server = await (await fetch(`${url}/server`)).text();
  assert.equal(textOf(server, "server-statuses"), STATUSES, server.slice(0, 2000));
  assert.equal(textOf(server, "server-version"), PKG_JSON.version);

  const ssr = await (await fetch(`${url}/ssr`)).text();
  assert.equal(textOf(ssr, "ssr-statuses"), STATUSES, `the client component was not rendered on the server:\n${ssr.slice(0, 2000)}`);

  // wolfcore/ledger in a route handler: the same results from the ledger module alone.
  const ledgerApi = await fetch(`${url}/api/ledger`);
  assert.equal(ledgerApi.status, 200, logs.join(""));
  const ledger = await ledgerApi.json();
  assert.deepEqual(ledger, { ...json, extracted: ["role_claim", "seer_check"] });
}

/** Browser side, in Chromium: the pages hydrate and run the core, with no error of any kind. */
async function checkBrowser(url, t, label) {
  const page = await browser.newPage();
  const problems = [];
  const wasm = [];
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`);
    if (res.url().endsWith(".wasm")) wasm.push(`${res.status()} ${res.headers()["content-type"]} ${res.url().replace(url, "")}`);
  });
  const text = (id) => page.locator(`[data-testid="${id}"]`).textContent();
  try {
    // The client component: init() in an effect; before it, calls throw `not_initialized`.
    await page.goto(`${url}/`, { waitUntil: "load" });
    const root = page.locator('[data-testid="wolfcore"]');
    await root.and(page.locator('[data-status="ready"], [data-status="error"]')).waitFor({ timeout: 60_000 });
    const status = await root.getAttribute("data-status");
    assert.equal(status, "ready", `the component failed: ${status === "error" ? await text("error") : ""}\n${problems.join("\n")}`);
    assert.equal(await text("version"), PKG_JSON.version);
    assert.equal(await text("before-init"), "WolfcoreError:not_initialized");
    assert.equal(await text("statuses"), "1:contested 4:disproved");
    assert.equal(await text("header"), HEADER);
    const section = (await text("section")).split("\n");
    assert.equal(section[0], "<public_claims>");
    assert.equal(section[1], HEADER);
    assert.deepEqual(section.slice(3), ["- D1 2号 [有争议]: I am the Seer", "- D1 5号 [已证伪]: No, I am the Seer ‹/public_claims›", "</public_claims>"]);
    assert.equal(await text("rejected"), "2:invalid_speaker_seat");
    assert.equal(wasm.length, 1, `one .wasm fetched on /: ${wasm.join(", ")}`);
    assert.match(wasm[0], /^200 application\/wasm /, wasm[0]);
    t.diagnostic(`${label}: / fetched ${wasm[0]}`);

    // The SSR'd client component hydrates once the browser has loaded the module.
    wasm.length = 0;
    await page.goto(`${url}/ssr`, { waitUntil: "load" });
    await page.locator('[data-testid="ssr-statuses"]').waitFor({ timeout: 60_000 });
    assert.equal(await text("ssr-statuses"), STATUSES);
    await page.waitForLoadState("networkidle");
    assert.equal(wasm.length, 1, `one .wasm fetched on /ssr: ${wasm.join(", ")}`);

    // wolfcore/ledger in a client component: init() fetches ledger_bg.wasm, and only it.
    wasm.length = 0;
    await page.goto(`${url}/ledger-only`, { waitUntil: "load" });
    const ledgerRoot = page.locator('[data-testid="ledger"]');
    await ledgerRoot.and(page.locator('[data-status="ready"], [data-status="error"]')).waitFor({ timeout: 60_000 });
    const ledgerStatus = await ledgerRoot.getAttribute("data-status");
    assert.equal(ledgerStatus, "ready", `the ledger component failed: ${ledgerStatus === "error" ? await text("ledger-error") : ""}\n${problems.join("\n")}`);
    assert.equal(await text("ledger-version"), PKG_JSON.version);
    assert.equal(await text("ledger-before-init"), "WolfcoreError:not_initialized");
    assert.equal(await text("ledger-statuses"), "1:contested 4:disproved");
    assert.equal(await text("ledger-extracted"), "role_claim seer_check");
    assert.match(await text("ledger-section"), /^- D1 Seat 5 \[disproved\]: No, I am the Seer$/m);
    await page.waitForLoadState("networkidle");
    assert.equal(wasm.length, 1, `one .wasm fetched on /ledger-only: ${wasm.join(", ")}`);
    assert.match(wasm[0], /^200 application\/wasm \S*ledger_bg\.[^/]*wasm$/, wasm[0]);
    t.diagnostic(`${label}: /ledger-only fetched ${wasm[0]}`);

    // The server component sends HTML only: no .wasm reaches the browser.
    wasm.length = 0;
    await page.goto(`${url}/server`, { waitUntil: "networkidle" });
    assert.equal(await text("server-statuses"), STATUSES);
    assert.deepEqual(wasm, [], "a server-only page fetched the .wasm");

    assert.deepEqual(problems, [], "no page errors, console errors or failed requests");
  } finally {
    await page.close();
  }
}

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(".js"))
    .map((d) => path.join(d.parentPath ?? d.path, d.name));
}

/**
 * The embedded .wasm (the Node entries', `wolfcore`'s and `wolfcore/ledger`'s) is in the server
 * bundle and never in the browser's.
 */
function checkBundles(dist, t, bundler) {
  for (const file of ["embedded.js", "ledger-embedded.js"]) {
    const embedded = readFileSync(path.join(PKG, "wasm", file), "utf8");
    const b64 = embedded.match(/WASM_BROTLI_BASE64 = "([^"]+)"/)[1];
    const probe = b64.slice(b64.length >> 1, (b64.length >> 1) + 120);
    const server = jsFiles(path.join(dist, "server")).filter((f) => readFileSync(f, "utf8").includes(probe));
    assert.ok(server.length >= 1, `the server bundle embeds the .wasm of ${file}`);
    const client = jsFiles(path.join(dist, "static")).filter((f) => readFileSync(f, "utf8").includes(probe));
    assert.deepEqual(client, [], `the browser bundle must not embed the .wasm of ${file} (it fetches it)`);
    const sizes = server.map((f) => readFileSync(f).length);
    t.diagnostic(`${bundler}: ${server.length} server chunks embed the .wasm of ${file} (${sizes.join(", ")} bytes; embedded string ${b64.length})`);
  }
}

async function buildAndStart(bundler, t) {
  const distDir = `.next-build-${bundler}`;
  const args = bundler === "webpack" ? ["build", "--webpack"] : ["build"];
  try {
    execFileSync(process.execPath, [NEXT_BIN, ...args], { cwd: app, env: nextEnv(distDir), encoding: "utf8", stdio: "pipe" });
  } catch (err) {
    assert.fail(`next ${args.join(" ")} failed:\n${err.stdout}\n${err.stderr}`);
  }
  checkBundles(path.join(app, distDir), t, bundler);
  const { url, server, logs } = await startServer(["start"], distDir);
  try {
    await checkServer(url, logs);
    await checkBrowser(url, t, `${bundler} build`);
  } finally {
    await killGroup(server);
  }
}

async function dev(bundler, t) {
  const args = bundler === "webpack" ? ["dev", "--webpack"] : ["dev"];
  const { url, server, logs } = await startServer(args, `.next-dev-${bundler}`);
  try {
    await checkServer(url, logs);
    await checkBrowser(url, t, `${bundler} dev`);
  } finally {
    await killGroup(server);
  }
}

test("Next.js 16, Turbopack, next build + next start: server component, route handler, SSR, browser", { timeout: 400_000 }, (t) =>
  buildAndStart("turbopack", t));
test("Next.js 16, webpack, next build + next start: server component, route handler, SSR, browser", { timeout: 400_000 }, (t) =>
  buildAndStart("webpack", t));
test("Next.js 16, Turbopack, next dev: server component, route handler, SSR, browser", { timeout: 400_000 }, (t) => dev("turbopack", t));
test("Next.js 16, webpack, next dev: server component, route handler, SSR, browser", { timeout: 400_000 }, (t) => dev("webpack", t));
