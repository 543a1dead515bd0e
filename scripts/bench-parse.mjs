// Parser cost of a hostile 1 MiB reply (issue 8): `{"claims":[{},{},…]}` holding ~350,000 empty
// items, through the npm package in Node. A benchmark, not a test: it prints figures only.
//   node scripts/bench-parse.mjs [--runs 5]
// (scripts/build-pkg.sh first: it measures the release package in pkg/.)
import { performance } from "node:perf_hooks";
import init, { parsePublicClaims, version } from "wolfcore";

const i = process.argv.indexOf("--runs");
const runs = i >= 0 ? Number(process.argv[i + 1]) : 5;
await init();
let raw = '{"claims":[';
while (raw.length < 1024 * 1024 - 16) raw += "{},";
raw = `${raw.slice(0, -1)}]}`;
console.log(`wolfcore ${version()} (wasm, Node ${process.version}): parsePublicClaims of ${raw.length} bytes of {} items`);
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const out = parsePublicClaims(raw);
  const ms = performance.now() - start;
  const count = out.rejectedCount ?? out.rejected.length;
  console.log(`run ${run + 1}: ${ms.toFixed(1)} ms, ${out.rejected.length} rejections listed, ${count} counted`);
}
