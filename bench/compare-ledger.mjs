// Builds of the package side by side on the small-N paths of issue 22, in one Node process
// (interleaved rounds, medians), with the plain-JS baseline in the same rounds: parse of a
// 20-claim reply alone, one day's update through the free functions (N = 20 and 200, the
// previous result passed back) and through a `Ledger` (N = 200). A benchmark, not a test: it
// prints figures and asserts nothing. Claims and reply as in bench/ledger-bench.mjs.
//
//   cp -r pkg /tmp/build-a   # one build (scripts/build-pkg.sh)
//   cp -r pkg /tmp/build-b   # another
//   node bench/compare-ledger.mjs /tmp/build-a /tmp/build-b [--rounds 15] [--cpu]
import { performance } from "node:perf_hooks";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { baselineMerge, baselineParse, baselineRender } from "./baseline-ledger.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 15;
// --cpu: time samples by the process's CPU time (user + system) instead of the wall clock, so
// the time this process spends descheduled on a shared machine is not counted.
const cpuAt = args.indexOf("--cpu");
const cpu = cpuAt >= 0 && args.splice(cpuAt, 1).length > 0;
const clock = cpu
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();
if (args.length < 1) {
  console.error("usage: node bench/compare-ledger.mjs <pkg dir> [<pkg dir> …] [--rounds N]");
  process.exit(2);
}
const builds = [];
for (const dir of args) {
  const m = await import(pathToFileURL(resolve(dir, "node.js")).href);
  await m.default();
  builds.push({ dir, m });
}

const PLAYERS = 12;
const BOARD = { roleCounts: { Seer: 1, Witch: 1, Hunter: 1, Guard: 1, Villager: 4, Werewolf: 4 } };
const TYPES = ["role_claim", "seer_check", "witch_save", "guard_protect", "alignment_statement", "other"];
const ROLES = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf"];
/** Distinct claim keys: the i-th (speaker, type, role/target) of a 12-seat board, `perDay` a day. */
function claimAt(i) {
  const speaker = i % PLAYERS;
  const type = TYPES[Math.floor(i / PLAYERS) % TYPES.length];
  const k = Math.floor(i / (PLAYERS * TYPES.length));
  const c = { speakerSeat: speaker, claimType: type, content: `Seat ${speaker + 1}: ${type.replace("_", " ")} #${i}; trust me on this one.` };
  if (type === "role_claim") c.role = ROLES[k % ROLES.length];
  else c.targetSeat = k % PLAYERS;
  if (type === "seer_check" || type === "alignment_statement") c.alignment = (speaker + k) % 3 ? "good" : "wolf";
  return c;
}
const ledgerOf = (n) =>
  Array.from({ length: n }, (_, i) => ({ ...claimAt(i + 1000), day: 1 + Math.floor(i / 20), phase: "DAY_SPEECH", source: "summary" }));
const REPLY = JSON.stringify(
  { claims: Array.from({ length: 20 }, (_, i) => { const c = claimAt(i); c.speakerSeat += 1; if (c.targetSeat !== undefined) c.targetSeat += 1; return c; }) },
  null,
  1,
);

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
function sample(f, reps) {
  const t0 = clock();
  for (let i = 0; i < reps; i++) f();
  return ((clock() - t0) * 1000) / reps;
}
// Repetitions for ~20 ms a sample, counted after 150 ms of warm-up calls (V8 tiers JS and wasm
// up lazily: calibrated from one cold call, a sample was a handful of unoptimised calls).
function calibrate(f) {
  const end = performance.now() + 150;
  let calls = 0;
  while (performance.now() < end) {
    f();
    calls++;
  }
  return Math.max(1, Math.min(2000, Math.round((calls * 20) / 150)));
}

const paths = []; // { name, n, run: () => µs sample }
for (const n of [20, 200]) {
  const day = 1 + Math.ceil(n / 20);
  const spread = ledgerOf(n);
  const base = baselineMerge([], spread.map((c) => ({ ...c, id: crypto.randomUUID(), status: "unverified" })));
  const baseline = () => baselineRender(baselineMerge(base, baselineParse(REPLY, { day })), { limit: 30 });
  paths.push({ name: "baseline", n, f: baseline });
  for (const { dir, m } of builds) {
    const kept = m.mergePublicClaims([], spread, BOARD);
    const opts = { playerCount: PLAYERS, day, lang: "en" };
    if (n === 20) paths.push({ name: `parse alone ${dir}`, n, f: () => m.parsePublicClaims(REPLY, opts) });
    paths.push({
      name: `free functions ${dir}`,
      n,
      f: () => m.renderPublicClaimsSection(m.mergePublicClaims(kept, m.parsePublicClaims(REPLY, opts).claims, BOARD), { limit: 30, lang: "en" }),
    });
    if (n === 200) {
      const save = m.Ledger.from(spread, { playerCount: PLAYERS }).save();
      // One timed update per fresh copy (load + a first merge stay untimed), median of 5.
      const once = () => {
        const l = m.Ledger.load(save);
        l.merge([]);
        const t0 = performance.now();
        l.ingestReply(REPLY, { day });
        l.render({ limit: 30, lang: "en" });
        const us = (performance.now() - t0) * 1000;
        l.free();
        return us;
      };
      paths.push({ name: `Ledger ${dir}`, n, single: () => median([once(), once(), once(), once(), once()]) });
    }
  }
}
for (const p of paths) if (p.f) p.reps = calibrate(p.f);
const times = paths.map(() => []);
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < paths.length; k++) {
    const i = (k + r) % paths.length;
    const p = paths[i];
    times[i].push(p.f ? sample(p.f, p.reps) : p.single());
  }
}
console.log(`Node ${process.version}; median ${cpu ? "CPU " : ""}µs over ${rounds} interleaved rounds; × = baseline / path (same N)`);
for (const n of [20, 200]) {
  const b = median(times[paths.findIndex((p) => p.n === n && p.name === "baseline")]);
  for (let i = 0; i < paths.length; i++) {
    if (paths[i].n !== n) continue;
    const t = median(times[i]);
    console.log(`N=${String(n).padStart(3)}  ${paths[i].name.padEnd(48)} ${t.toFixed(1).padStart(8)} µs  ×${(b / t).toFixed(2)}`);
  }
}
