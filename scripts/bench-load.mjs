// What the Node entry's loading design costs (issue 8): the time to `import "wolfcore"` in a fresh
// Node process (the module is instantiated at import from bytes embedded as brotli + base64),
// beside the previous design (read the .wasm from disk, then `await init()`), and the bytes the
// embedded copy adds to the tarball and to a server bundle.
// A benchmark, not a test: it prints figures, it asserts nothing.
//   node scripts/bench-load.mjs [--runs 15]
// (scripts/build-pkg.sh first: it measures the release package in pkg/.)
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PKG = path.join(ROOT, "pkg");
const i = process.argv.indexOf("--runs");
const runs = i > 0 ? Number(process.argv[i + 1]) : 15;

// Each sample is one fresh process; the time is measured inside it, around the import only.
const NEW_DESIGN = `
const t = performance.now();
const m = await import(${JSON.stringify(path.join(PKG, "node.js"))});
const ms = performance.now() - t;
m.version();
console.log(ms);`;
// The previous Node entry: the ES module (no instantiation), then readFile + init() at first use.
const OLD_DESIGN = `
import { readFile } from "node:fs/promises";
const t = performance.now();
const glue = await import(${JSON.stringify(path.join(PKG, "wasm", "wolfcore.js"))});
await glue.default({ module_or_path: await readFile(${JSON.stringify(path.join(PKG, "wasm", "wolfcore_bg.wasm"))}) });
const ms = performance.now() - t;
glue.version();
console.log(ms);`;
// Just the decode (base64 → brotli → bytes) and the synchronous compile + instantiate.
const PARTS = `
import { Buffer } from "node:buffer";
import { brotliDecompressSync } from "node:zlib";
const { WASM_BROTLI_BASE64 } = await import(${JSON.stringify(path.join(PKG, "wasm", "embedded.js"))});
const glue = await import(${JSON.stringify(path.join(PKG, "wasm", "wolfcore.js"))});
let t = performance.now();
const bytes = brotliDecompressSync(Buffer.from(WASM_BROTLI_BASE64, "base64"));
const decode = performance.now() - t;
t = performance.now();
glue.initSync({ module: bytes });
const instantiate = performance.now() - t;
console.log(JSON.stringify({ decode, instantiate }));`;

function sample(script) {
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

const newMs = [];
const oldMs = [];
const parts = [];
for (let r = 0; r < runs; r++) {
  newMs.push(Number(sample(NEW_DESIGN)));
  oldMs.push(Number(sample(OLD_DESIGN)));
  parts.push(JSON.parse(sample(PARTS)));
}
console.log(`Node ${process.version}, ${runs} fresh processes each (median, min–max)`);
console.log(`  import "wolfcore" (ready at import, embedded bytes): ${fmt(median(newMs))} (${fmt(Math.min(...newMs))}–${fmt(Math.max(...newMs))})`);
console.log(`  previous design, import + readFile + await init():   ${fmt(median(oldMs))} (${fmt(Math.min(...oldMs))}–${fmt(Math.max(...oldMs))})`);
console.log(`    of which base64 + brotli decode: ${fmt(median(parts.map((p) => p.decode)))}; compile + instantiate (sync): ${fmt(median(parts.map((p) => p.instantiate)))}`);

const wasm = readFileSync(path.join(PKG, "wasm", "wolfcore_bg.wasm"));
const embedded = readFileSync(path.join(PKG, "wasm", "embedded.js"));
const tgz = readdirSync(path.join(PKG, "dist")).find((f) => f.endsWith(".tgz"));
console.log(`sizes`);
console.log(`  .wasm: ${wasm.length} bytes raw, ${gzipSync(wasm, { level: 9 }).length} gzip -9`);
console.log(`  wasm/embedded.js (in the tarball and in each server bundle that imports wolfcore): ${embedded.length} bytes raw, ${gzipSync(embedded, { level: 9 }).length} gzip -9`);
console.log(`  tarball ${tgz}: ${statSync(path.join(PKG, "dist", tgz)).size} bytes`);
