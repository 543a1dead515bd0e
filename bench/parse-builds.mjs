// `parsePublicClaims` of the 20-claim reply of bench/compare-ledger.mjs, several builds side by
// side in one Node process: 3,000 warm-up calls each, then interleaved rounds of 200 calls,
// timed by the process's CPU time (user + system, so time spent descheduled on a shared machine
// is not counted); medians. A benchmark, not a test: it prints figures and asserts nothing.
// The other steps of one day's update at N = 20, one at a time (issue 22):
//   --merge   `mergePublicClaims` of that parse's claims (kept, unchanged) into a remembered
//             20-claim result, the step of the free functions' update after the parse;
//   --render  `renderPublicClaimsSection` of a remembered 40-claim result, limit 30.
//
//   node bench/parse-builds.mjs <entry.js> [<entry.js> …] [--rounds 61] [--zh] [--merge | --render]
//   e.g. node bench/parse-builds.mjs /tmp/before/ledger-node.js pkg/ledger-node.js
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const at = args.indexOf("--rounds");
const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 61;
// --zh: the same claims with Chinese contents (non-ASCII text crosses differently).
const zhAt = args.indexOf("--zh");
const zh = zhAt >= 0 && args.splice(zhAt, 1).length > 0;
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 && args.splice(i, 1).length > 0;
};
const step = flag("--merge") ? "merge" : flag("--render") ? "render" : "parse";
if (args.length < 1) {
  console.error("usage: node bench/parse-builds.mjs <entry.js> [<entry.js> …] [--rounds N]");
  process.exit(2);
}
const mods = [];
for (const entry of args) {
  const m = await import(pathToFileURL(resolve(entry)).href);
  await m.default();
  mods.push(m);
}
const PLAYERS = 12;
const TYPES = ["role_claim", "seer_check", "witch_save", "guard_protect", "alignment_statement", "other"];
const ROLES = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf"];
function claimAt(i) {
  const speaker = i % PLAYERS;
  const type = TYPES[Math.floor(i / PLAYERS) % TYPES.length];
  const k = Math.floor(i / (PLAYERS * TYPES.length));
  const content = zh
    ? `${speaker + 1}号：我是预言家，昨晚查验了${i}号，是狼人，请大家相信我。`
    : `Seat ${speaker + 1}: ${type.replace("_", " ")} #${i}; trust me on this one.`;
  const c = { speakerSeat: speaker, claimType: type, content };
  if (type === "role_claim") c.role = ROLES[k % ROLES.length];
  else c.targetSeat = k % PLAYERS;
  if (type === "seer_check" || type === "alignment_statement") c.alignment = (speaker + k) % 3 ? "good" : "wolf";
  return c;
}
const REPLY = JSON.stringify(
  { claims: Array.from({ length: 20 }, (_, i) => { const c = claimAt(i); c.speakerSeat += 1; if (c.targetSeat !== undefined) c.targetSeat += 1; return c; }) },
  null,
  1,
);
const options = { playerCount: PLAYERS, day: 2, lang: zh ? "zh" : "en" };
const BOARD = { playerCount: PLAYERS };
const ledgerOf = (n) =>
  Array.from({ length: n }, (_, i) => ({ ...claimAt(i + 1000), day: 1 + Math.floor(i / 20), phase: "DAY_SPEECH", source: "summary" }));
/** The call timed for one build. */
function pathOf(m) {
  if (step === "parse") return () => m.parsePublicClaims(REPLY, options);
  if (step === "merge") {
    const base = m.mergePublicClaims([], ledgerOf(20), BOARD);
    const incoming = m.parsePublicClaims(REPLY, options).claims;
    return () => m.mergePublicClaims(base, incoming, BOARD);
  }
  const ledger = m.mergePublicClaims([], ledgerOf(40), BOARD);
  const renderOptions = { limit: 30, lang: options.lang };
  return () => m.renderPublicClaimsSection(ledger, renderOptions);
}
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const paths = mods.map(pathOf);
for (const f of paths) for (let i = 0; i < 3000; i++) f();
const REPS = 200;
const times = paths.map(() => []);
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < paths.length; k++) {
    const i = (k + r) % paths.length;
    const t0 = cpu();
    for (let j = 0; j < REPS; j++) paths[i]();
    times[i].push(((cpu() - t0) * 1000) / REPS);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const what = {
  parse: `parsePublicClaims of a 20-claim reply (${REPLY.length} chars)`,
  merge: "mergePublicClaims of a kept 20-claim parse into a remembered 20-claim result",
  render: "renderPublicClaimsSection of a remembered 40-claim result, limit 30",
}[step];
console.log(`Node ${process.version}; ${what}${zh ? ", Chinese contents" : ""}; median CPU µs a call over ${rounds} interleaved rounds of ${REPS}`);
args.forEach((entry, i) => console.log(`${entry.padEnd(48)} ${median(times[i]).toFixed(1).padStart(7)} µs`));
