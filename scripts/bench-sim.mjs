// Bot-vs-bot games per second through the npm package in Node (issue 5), beside the native CLI
// (`cargo run --release -p wolfcore-sim -- --games N --players P --seed 1 --threads 1`).
// A benchmark, not a test: it prints figures, it asserts nothing about speed.
//   node scripts/bench-sim.mjs [--games 1000] [--players 9,12] [--seed 1] [--runs 1] [--pkg DIR]
// (scripts/build-pkg.sh first: it measures the release package in pkg/, or the copy of a
// package in DIR, e.g. another build kept with `cp -r pkg /tmp/build-a`.)
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const pkgDir = arg("pkg", "");
const { default: init, simulate, version } = await import(
  pkgDir ? pathToFileURL(resolve(pkgDir, "node.js")).href : "wolfcore"
);

const games = Number(arg("games", "1000"));
const playerCounts = arg("players", "9,12").split(",").map(Number);
const seed = arg("seed", "1");
const runs = Number(arg("runs", "1"));

await init();
console.log(`wolfcore ${version()} (wasm, Node ${process.version}), ${games} games per run, seed ${seed}, one thread`);
// Warm-up: V8 compiles wasm with its baseline compiler first and tiers hot functions up to
// optimised code lazily; 20 games measured mostly baseline code (issue 22: ~300 vs ~800 games
// per CPU-second for the same module), 300 games of each size reach the optimised code.
for (const players of playerCounts) simulate({ games: 300, players, seed: "999" });

for (const players of playerCounts) {
  const rates = [];
  const cpuRates = [];
  let report;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    report = simulate({ games, players, seed });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    rates.push(games / seconds);
    // CPU time of this process (user + system): on a shared machine, wall time also counts
    // the time other processes held the core.
    cpuRates.push(games / ((cpu.user + cpu.system) / 1e6));
  }
  const t = report.tally;
  console.log(
    `${players} players: ${rates.map((r) => r.toFixed(0)).join(", ")} games/s` +
      ` (per CPU-second: ${cpuRates.map((r) => r.toFixed(0)).join(", ")})` +
      ` (${(report.avgCommands * rates[rates.length - 1]).toFixed(0)} commands/s);` +
      ` village ${t.villageWins}/${t.games} (${(report.village.rate * 100).toFixed(2)}%), avg ${report.avgDays.toFixed(2)} days`,
  );
}
