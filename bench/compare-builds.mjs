// Compares builds of the package side by side in one Node process (interleaved rounds, medians):
// the result-conversion path (what a serializer change touches) and the simulator. A benchmark,
// not a test: it prints figures and asserts nothing. Used for the size work of issue 13
// (serializer and opt-level choices, BENCHMARKS.md "Size work").
//
//   cp -r pkg /tmp/build-a   # after scripts/build-pkg.sh with one setting
//   cp -r pkg /tmp/build-b   # after scripts/build-pkg.sh with the other
//   node bench/compare-builds.mjs /tmp/build-a /tmp/build-b [--rounds 21] [--sim-games 200]
import { performance } from "node:perf_hooks";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const rounds = option("rounds", 21);
const simGames = option("sim-games", 200);
const dirs = args;
if (dirs.length < 2) {
  console.error("usage: node bench/compare-builds.mjs <pkg dir A> <pkg dir B> [...] [--rounds N] [--sim-games N]");
  process.exit(2);
}
// Each build registers its own instance (loader.js keys it by the .wasm's hash), so they coexist.
const builds = [];
for (const dir of dirs) builds.push(await import(pathToFileURL(resolve(dir, "node.js")).href));

const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];

function cases(w) {
  const g = new w.Game({ players: 12, seed: "7", lang: "en" });
  g.playBots(undefined);
  const fresh = new w.Game({ players: 12, seed: "9", lang: "en" });
  const ledger = g.publicClaims();
  const many = [];
  for (let i = 0; i < 50; i++) for (const c of ledger) many.push({ ...c, id: "", day: c.day + i * 3 });
  const merged = w.mergePublicClaims([], many);
  return {
    "godView()": [20, () => g.godView()],
    "view(0)": [20, () => g.view(0)],
    "eventLog()": [20, () => g.eventLog()],
    [`publicClaims() (${ledger.length})`]: [20, () => g.publicClaims()],
    "pending()": [20, () => fresh.pending()],
    [`mergePublicClaims(${merged.length}, [])`]: [3, () => w.mergePublicClaims(merged, [])],
    [`simulate(${simGames} × 12 seats)`]: [1, () => w.simulate({ games: simGames, players: 12, seed: "1" })],
  };
}
const all = builds.map(cases);
const names = Object.keys(all[0]);
const times = all.map(() => Object.fromEntries(names.map((n) => [n, []])));
for (const w of builds) w.simulate({ games: 20, players: 9, seed: "999" }); // warm-up
for (let round = 0; round < rounds; round++) {
  for (const name of names) {
    // Alternate the order each round so drift on a shared machine hits every build alike.
    const order = round % 2 ? [...all.keys()].reverse() : [...all.keys()];
    for (const b of order) {
      const [reps, f] = all[b][name];
      const start = performance.now();
      for (let i = 0; i < reps; i++) f();
      times[b][name].push(((performance.now() - start) / reps) * 1000);
    }
  }
}
console.log(`Node ${process.version}; median µs per call over ${rounds} interleaved rounds; ratio = build / first build`);
for (const name of names) {
  const base = median(times[0][name]);
  const cols = dirs.map((d, b) => {
    const m = median(times[b][name]);
    return `${d}: ${m.toFixed(1)}${b ? ` (×${(m / base).toFixed(2)})` : ""}`;
  });
  console.log(`${name.padEnd(28)} ${cols.join(" | ")}`);
}
