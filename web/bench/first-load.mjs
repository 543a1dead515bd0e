// First-load bytes and time to interactive of the lobby under `next start` (BENCHMARKS.md).
//   cd web && node node_modules/next/dist/bin/next build && node bench/first-load.mjs [runs]
// Bytes: every JS, CSS and .wasm response of a cold load, gzip-compressed here (level 9 ≈ what
// a CDN serves; next start's own gzip is reported too). TTI: navigation start → the lobby's
// start button is rendered and enabled (wasm loaded and the board preview computed by it).
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { createServer } from "node:net";
import { chromium } from "playwright-core";

const runs = Number(process.argv[2] ?? 7);
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
try {
  const bytes = { js: [0, 0, 0], css: [0, 0, 0], wasm: [0, 0, 0] };
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const bodies = [];
    if (run === 0) {
      page.on("response", async (res) => {
        const u = res.url();
        const kind = u.endsWith(".wasm") ? "wasm" : u.endsWith(".css") ? "css" : u.endsWith(".js") ? "js" : null;
        if (!kind) return;
        bodies.push(
          res.body().then((b) => {
            const served = Number(res.headers()["content-length"] ?? 0);
            bytes[kind][0] += b.length;
            bytes[kind][1] += gzipSync(b, { level: 9 }).length;
            bytes[kind][2] += res.headers()["content-encoding"] === "gzip" ? served : 0;
          }),
        );
      });
    }
    await page.goto(url, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Take a seat" }).waitFor();
    times.push(await page.evaluate(() => performance.now()));
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
    await context.close();
  }
  times.sort((a, b) => a - b);
  const kb = (n) => (n / 1024).toFixed(1);
  for (const [k, [raw, gz, served]] of Object.entries(bytes)) {
    console.log(`${k.padEnd(5)} raw ${kb(raw).padStart(7)} KiB  gzip-9 ${kb(gz).padStart(6)} KiB  (next start gzip: ${served ? kb(served) + " KiB" : "not compressed"})`);
  }
  const total = Object.values(bytes).reduce((s, [, gz]) => s + gz, 0);
  console.log(`total gzip-9 ${kb(total)} KiB`);
  console.log(`TTI (lobby start button), ${runs} cold loads: median ${times[Math.floor(runs / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[runs - 1].toFixed(0)} ms`);
} finally {
  await browser.close();
  process.kill(-server.pid, "SIGTERM");
}
