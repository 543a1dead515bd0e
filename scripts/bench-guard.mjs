// Per-call cost of the JS entries' guards (issue 8): the `not_initialized` check and the
// stack-headroom probe of pkg/loader.js (plus the `freed` check for `Game` methods). Compares
// the same cheap export called raw (the generated glue, no guard) and through the package.
// A benchmark, not a test: it prints figures only.
//   node scripts/bench-guard.mjs [--calls 200000] [--runs 5]
// (scripts/build-pkg.sh first: it measures pkg/ as built.)
import { performance } from "node:perf_hooks";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const calls = arg("--calls", 200_000);
const runs = arg("--runs", 5);

const w = await import(new URL("../pkg/node.js", import.meta.url).href);
const glue = await import(new URL("../pkg/wasm/wolfcore.js", import.meta.url).href);
if (glue.sanitizeLine === w.sanitizeLine) throw new Error("bench-guard: could not reach the raw glue");

function nsPerCall(fn) {
  for (let i = 0; i < 20_000; i++) fn();
  const start = performance.now();
  for (let i = 0; i < calls; i++) fn();
  return ((performance.now() - start) * 1e6) / calls;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const game = new w.Game({ players: 9, seed: "1" });
const claim = (speakerSeat, targetSeat) => ({
  day: 1, phase: "DAY_SPEECH", claimType: "seer_check", role: "Seer", speakerSeat, targetSeat,
  alignment: "good", content: "checked", source: "summary",
});
const ledger = w.mergePublicClaims([], [claim(1, 5), claim(2, 6)]);
const cases = [
  ["sanitizeLine('abc') raw glue", () => glue.sanitizeLine("abc")],
  ["sanitizeLine('abc') guarded", () => w.sanitizeLine("abc")],
  ["version() raw glue", () => glue.version()],
  ["version() guarded", () => w.version()],
  ["mergePublicClaims(2 claims, 1 new) raw glue", () => glue.mergePublicClaims(ledger, [claim(3, 4)])],
  ["mergePublicClaims(2 claims, 1 new) guarded", () => w.mergePublicClaims(ledger, [claim(3, 4)])],
  ["game.isOver() guarded (method: freed check + probe)", () => game.isOver()],
];
console.log(`Node ${process.version}, ${calls} calls per run, median of ${runs} runs`);
for (const [name, fn] of cases) {
  const xs = Array.from({ length: runs }, () => nsPerCall(fn));
  console.log(`${name}: ${median(xs).toFixed(0)} ns/call (runs: ${xs.map((x) => x.toFixed(0)).join(", ")})`);
}
game.free();
