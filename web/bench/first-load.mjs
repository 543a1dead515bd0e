// First-load bytes and times of the lobby under `next start` (BENCHMARKS.md, "The web game").
//   cd web && node node_modules/next/dist/bin/next build && node bench/first-load.mjs [runs] [--width 390] [--files] [--slow4g]
// Cold browser context each time, viewport `--width` × 844 (default 390, the issue's phone width).
// `--slow4g`: the network throttled through CDP as Lighthouse's mobile "Slow 4G" (150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up, both × 0.9 as its DevTools throttling), where the lobby's bytes and the engine's show apart in time.
// Bytes: every JS, CSS and .wasm response of a cold visit until the network is idle (prefetches
// and the engine streaming in included), gzip-compressed here (level 9 ≈ what a CDN serves;
// what `next start` sent — gzip, chunked — is reported too), split by when the request started:
//   lobby  = before the page started loading the engine (performance mark `wolfcore:engine-start`,
//            components/engine.ts): what the lobby needs to render and be interactive;
//   engine = after it: the engine's JS and .wasm, loaded off the critical path while the player chooses.
// Times (medians of `runs` cold loads, from navigation start):
//   lobby interactive = the start button and the board preview are rendered by the client
//                       (recorded in the page by a MutationObserver); the report counts the
//                       loads where the .wasm response had already ended by then;
//   engine ready      = the `wolfcore:engine-ready` mark (wasm fetched, compiled, instantiated);
//   table paint       = "Take a seat" click → the first frame painted with the table, clicked
//                       (a) as soon as the lobby is interactive (may wait for the engine) and
//                       (b) once the engine is ready.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { createServer } from "node:net";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== "--width") ?? 7);
const width = Number(option("--width", 390));
const slow4g = flag("--slow4g");
const port = await new Promise((r) => {
  const s = createServer();
  s.listen(0, "127.0.0.1", () => {
    const { port } = s.address();
    s.close(() => r(port));
  });
});
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
  detached: true,
  stdio: "ignore",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** Installs, before the click, a probe resolving to ms from the click to the first frame with the table. */
const PAINT_PROBE = () => {
  window.__tablePaint = new Promise((resolve) => {
    const button = document.querySelector('form button[type="submit"]');
    button.addEventListener(
      "click",
      (e) => {
        const t0 = e.timeStamp;
        const check = () => {
          if (document.querySelector('[data-testid="table"]')) {
            // The frame that contains the table: after its rAF, the next task runs once it is painted.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          } else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
};

/**
 * Runs before the page's scripts: records when the lobby is first on screen and interactive —
 * its start button and board preview rendered by the client (the server HTML has neither, so
 * they appear at hydration, with their handlers attached).
 */
const LOBBY_PROBE = () => {
  window.__lobbyAt = null;
  const seen = () => document.querySelector('form button[type="submit"]') && document.querySelector('[data-testid="board"] span');
  const observer = new MutationObserver(() => {
    if (window.__lobbyAt === null && seen()) {
      window.__lobbyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

const marks = () =>
  ({
    start: performance.getEntriesByName("wolfcore:engine-start")[0]?.startTime ?? null,
    ready: performance.getEntriesByName("wolfcore:engine-ready")[0]?.startTime ?? null,
  });

async function coldVisit({ bytes, paint }) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  if (slow4g) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
  }
  const bodies = [];
  if (bytes) {
    page.on("response", (res) => {
      const path = new URL(res.url()).pathname;
      const kind = path.endsWith(".wasm") ? "wasm" : path.endsWith(".css") ? "css" : path.endsWith(".js") ? "js" : null;
      if (!kind) return;
      bodies.push(
        Promise.all([res.body(), res.request().sizes()]).then(([b, sizes]) => ({
          url: res.url(),
          path,
          kind,
          raw: b.length,
          gz: gzipSync(b, { level: 9 }).length,
          // What came over the wire (next start gzips with chunked transfer, so no content-length).
          served: res.headers()["content-encoding"] ? sizes.responseBodySize : 0,
          encoding: res.headers()["content-encoding"] ?? "",
        })),
      );
    });
  }
  await page.addInitScript(LOBBY_PROBE);
  await page.goto(url, { waitUntil: "commit" });
  const start = page.locator('form button[type="submit"]:not([disabled])');
  await start.waitFor();
  await page.waitForFunction(() => window.__lobbyAt !== null);
  const interactive = await page.evaluate(() => window.__lobbyAt);
  // A build from before issue 22 (no engine marks) has loaded the engine by now.
  const legacy = (await page.getByTestId("start").count()) === 0;
  let table = null;
  if (paint === "now") {
    await page.evaluate(PAINT_PROBE);
    await start.click();
    table = await page.evaluate(() => window.__tablePaint);
  }
  if (!legacy) await page.waitForFunction(() => performance.getEntriesByName("wolfcore:engine-ready").length > 0, null, { timeout: 60_000 });
  if (paint === "ready") {
    await page.evaluate(PAINT_PROBE);
    await start.click();
    table = await page.evaluate(() => window.__tablePaint);
  }
  await page.waitForLoadState("networkidle");
  const m = await page.evaluate(marks);
  // Did the .wasm arrive before the lobby was interactive? (Both read in the page, same clock.)
  const wasmAt = await page.evaluate(() => performance.getEntriesByType("resource").find((e) => e.name.includes(".wasm"))?.responseEnd ?? null);
  const wasmBefore = wasmAt !== null && wasmAt <= interactive ? 1 : 0;
  const starts = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType("resource").map((e) => [e.name, e.startTime])));
  const files = await Promise.all(bodies);
  await context.close();
  if (legacy) m.ready = interactive;
  return { interactive, wasmBefore, table, marks: m, starts, files };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const kb = (n) => (n / 1024).toFixed(1);
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

try {
  const first = await coldVisit({ bytes: true, paint: null });
  const groups = { lobby: { js: [0, 0, 0], css: [0, 0, 0], wasm: [0, 0, 0] }, engine: { js: [0, 0, 0], css: [0, 0, 0], wasm: [0, 0, 0] } };
  const rows = [];
  for (const f of first.files) {
    const started = first.starts[f.url];
    const group = first.marks.start !== null && started !== undefined && started >= first.marks.start ? "engine" : "lobby";
    const g = groups[group][f.kind];
    g[0] += f.raw;
    g[1] += f.gz;
    g[2] += f.served;
    rows.push([group, f.kind, f.gz, f.raw, f.path]);
  }
  console.log(`cold visit at ${width} px${slow4g ? ", Slow 4G" : ""}, JS + CSS + wasm responses until network idle (gzip -9; what next start sent in brackets)`);
  const totals = {};
  for (const [group, kinds] of Object.entries(groups)) {
    let sum = 0;
    for (const [k, [raw, gz, served]] of Object.entries(kinds)) {
      sum += gz;
      if (raw === 0) continue;
      console.log(`  ${group.padEnd(6)} ${k.padEnd(4)} raw ${kb(raw).padStart(7)} KiB  gzip-9 ${kb(gz).padStart(6)} KiB  (${served ? `next start sent ${kb(served)} KiB` : "not compressed"})`);
    }
    totals[group] = sum;
  }
  console.log(`  lobby first load (before the engine started loading): ${kb(totals.lobby)} KiB gzip`);
  console.log(`  engine, streamed in off the critical path:            ${kb(totals.engine)} KiB gzip`);
  console.log(`  whole cold visit:                                     ${kb(totals.lobby + totals.engine)} KiB gzip`);
  if (flag("--files")) {
    for (const [group, kind, gz, raw, path] of rows.sort((a, b) => a[0].localeCompare(b[0]) || b[2] - a[2])) {
      console.log(`    ${group.padEnd(6)} ${kind.padEnd(4)} ${kb(gz).padStart(6)} KiB gz ${kb(raw).padStart(7)} KiB raw  ${path}`);
    }
  }

  const interactive = [first.interactive];
  const ready = [first.marks.ready];
  const wasmBefore = [first.wasmBefore];
  const tableNow = [];
  const tableReady = [];
  for (let run = 0; run < runs; run++) {
    const a = await coldVisit({ bytes: false, paint: "now" });
    interactive.push(a.interactive);
    ready.push(a.marks.ready);
    wasmBefore.push(a.wasmBefore);
    tableNow.push(a.table);
    const b = await coldVisit({ bytes: false, paint: "ready" });
    interactive.push(b.interactive);
    ready.push(b.marks.ready);
    wasmBefore.push(b.wasmBefore);
    tableReady.push(b.table);
  }
  console.log(`times, ${interactive.length} cold loads (${runs} for each table paint):`);
  console.log(`  lobby interactive:   ${fmt(interactive)}; the .wasm had arrived by then in ${wasmBefore.filter((n) => n > 0).length} of ${wasmBefore.length}`);
  console.log(`  engine ready:        ${fmt(ready)}`);
  console.log(`  table paint after Take a seat, clicked as soon as the lobby is interactive: ${fmt(tableNow)}`);
  console.log(`  table paint after Take a seat, clicked once the engine is ready:           ${fmt(tableReady)}`);
} finally {
  await browser.close();
  process.kill(-server.pid, "SIGTERM");
}
