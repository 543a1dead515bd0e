// One day's ledger update, wolfcore vs a plain-JS baseline, side by side in one Node process
// (issue 13). A benchmark, not a test: it prints figures and asserts nothing about speed.
//
//   node bench/ledger-bench.mjs [--sizes 20,200,2000,cap] [--rounds 15] [--json out.json]
//   (scripts/build-pkg.sh first: it measures the release package in pkg/.)
//
// "One day's update" = parse a summary model's 20-claim reply, merge it into a ledger of N
// claims, render 30 claims into the prompt section. Five paths, interleaved round by round
// (so machine noise hits all of them alike), each reported as the median over rounds:
//   baseline  bench/baseline-ledger.mjs (JSON.parse + Map + slice; labelled a baseline)
//   free      parsePublicClaims → mergePublicClaims → renderPublicClaimsSection, the ledger kept
//             as immutable app state (each call gets the previous result back: a remembered,
//             frozen array, so nothing is re-read — pkg/remember.js)
//   foreign   the same calls given a plain copy of the ledger each time (an array the package
//             did not return: the full read path)
//   ledger    a Ledger holding the N claims: ingestReply(reply) + render({limit: 30})
//   game      a Game holding the N claims: ingestSummary(reply) + promptContext(seat, {maxClaims: 30}),
//             its seat's first prompt of the game (the public-facts lines of six days formatted
//             now: a game played by bots alone, or just loaded)
//   game, prompted daily  the same update in a game whose seat 0 was prompted once a day on the
//             way, as a model seat is every turn (the facts of days 1–5 already formatted)
//   parse     parsePublicClaims of the 20-claim reply alone (issue 22: ≤ 30 µs in Node)
// Ledgers: N distinct claim keys (C3.1) drawn in a fixed shuffled order from every claim shape
// the parser accepts on a 12-seat board, contents ~50–70 chars. The free functions and the
// baseline spread them 20 per day; the Game (which refuses claims dated after its current day)
// is played by its bots to day 6 and holds up to 1,864 a day. The reply's 20 claims are new keys.
import { performance } from "node:perf_hooks";
import init, { Game, Ledger, mergePublicClaims, parsePublicClaims, renderPublicClaimsSection, version } from "../pkg/node.js";
import { baselineMerge, baselineParse, baselineRender } from "./baseline-ledger.mjs";

const MAX_LEDGER_CLAIMS = 10_000; // crates/wolfcore/src/ledger/merge.rs
const PLAYERS = 12;
const REPLY_CLAIMS = 20;
const LIMIT = 30;
const BOARD = { roleCounts: { Seer: 1, Witch: 1, Hunter: 1, Guard: 1, Villager: 4, Werewolf: 4 } };

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const sizes = arg("sizes", "20,200,2000,cap")
  .split(",")
  .map((s) => (s === "cap" ? MAX_LEDGER_CLAIMS - REPLY_CLAIMS : Number(s)));
const rounds = Number(arg("rounds", "15"));
const jsonOut = arg("json", "");

// --- deterministic claim keys -------------------------------------------------------------
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// Claim shapes the summary parser accepts (C2.3) on a 12-seat board whose keys are distinct
// both for wolfcore (C3.1: day, speaker, type, role, target, alignment) and for the baseline
// (day|phase|speaker|type|role|target, no alignment), per speaker: role_claim × 6 roles;
// seer_check, witch_save, witch_poison, guard_protect, alignment_statement × 12 targets (one
// alignment per target); other × {none, 6 roles} × {none, 12 targets}. 157 per speaker, 1,884 a
// day, in a fixed shuffled order.
const ROLES = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf"];
const SEATS = Array.from({ length: PLAYERS }, (_, i) => i);
function allCombos() {
  const out = [];
  for (let speaker = 0; speaker < PLAYERS; speaker++) {
    const add = (type, role, target, alignment) => out.push({ speaker, type, role, target, alignment });
    for (const role of ROLES) add("role_claim", role);
    for (const t of SEATS) {
      const a = (speaker + t) % 3 === 0 ? "wolf" : "good";
      add("seer_check", undefined, t, a);
      for (const type of ["witch_save", "witch_poison", "guard_protect"]) add(type, undefined, t);
      add("alignment_statement", undefined, t, a);
    }
    for (const role of [undefined, ...ROLES]) for (const t of [undefined, ...SEATS]) add("other", role, t);
  }
  const r = rng(13);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const COMBOS = allCombos();
const PER_DAY_MAX = COMBOS.length - REPLY_CLAIMS; // the reply's 20 shapes never appear in a ledger
const content = (c) =>
  `Seat ${c.speaker + 1}: ${c.type.replace("_", " ")}${c.role ? ` as ${c.role}` : ""}` +
  `${c.target !== undefined ? ` about Seat ${c.target + 1}` : ""}${c.alignment ? `, ${c.alignment}` : ""}; trust me on this one.`;
function claim(c, day) {
  const out = { day, phase: "DAY_SPEECH", speakerSeat: c.speaker, claimType: c.type, content: content(c), source: "summary" };
  if (c.role) out.role = c.role;
  if (c.target !== undefined) out.targetSeat = c.target;
  if (c.alignment) out.alignment = c.alignment;
  return out;
}
/** The N ledger claims (0-based seats), `perDay` a day from day 1: distinct keys (C3.1). */
function ledgerClaims(n, perDay) {
  return Array.from({ length: n }, (_, i) => claim(COMBOS[REPLY_CLAIMS + (i % PER_DAY_MAX)], 1 + Math.floor(i / perDay)));
}
/** The summary model's reply: 20 claims with 1-based seats, no `day` (the context gives it). */
function reply() {
  const claims = COMBOS.slice(0, REPLY_CLAIMS).map((c) => {
    const out = { speakerSeat: c.speaker + 1, claimType: c.type, content: content(c) };
    if (c.role) out.role = c.role;
    if (c.target !== undefined) out.targetSeat = c.target + 1;
    if (c.alignment) out.alignment = c.alignment;
    return out;
  });
  return JSON.stringify({ claims }, null, 1);
}
/** A 12-seat game its bots brought to day 6 (the ledger cap fits in days 1–6), the first seed from 13 that gets there. */
const GAME_DAY = 6;
let gameSeed = 13; // the first seed found is kept
/** With `prompted`, seat 0's prompt is built once a day on the way, as a model seat's would be
 * every turn: the game's cache of public-facts lines is then warm but for the last day's events. */
function gameOnDay(prompted = false) {
  for (let seed = gameSeed; ; seed++) {
    const game = new Game({ players: PLAYERS, seed: String(seed), lang: "en" });
    let day = game.view().day;
    if (prompted) game.promptContext(0, { maxClaims: LIMIT });
    while (!game.isOver() && day < GAME_DAY) {
      const [next] = game.pending();
      game.apply(game.botCommand(next.seat));
      const before = day;
      day = game.view().day;
      if (prompted && day !== before && day < GAME_DAY) game.promptContext(0, { maxClaims: LIMIT });
    }
    if (!game.isOver()) {
      gameSeed = seed;
      return game;
    }
    game.free();
  }
}

// --- timing ---------------------------------------------------------------------------------
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Per-call µs of `f`, run `reps` times in one timed sample. */
function sample(f, reps) {
  const t0 = performance.now();
  for (let i = 0; i < reps; i++) f();
  return ((performance.now() - t0) * 1000) / reps;
}
/** Reps so that one sample lasts about `ms` (at least 1). */
function calibrate(f, ms = 20) {
  const once = sample(f, 1) / 1000;
  return Math.max(1, Math.min(2000, Math.round(ms / Math.max(once, 0.001))));
}

await init();
const RAW = reply();
console.log(
  `wolfcore ${version()} (Node ${process.version}); one day's update: parse a ${REPLY_CLAIMS}-claim reply, ` +
    `merge into N, render ${LIMIT}; median µs per update over ${rounds} interleaved rounds`,
);
const results = [];
for (const n of sizes) {
  const spread = ledgerClaims(n, 20);
  const day = 1 + Math.ceil(n / 20);
  // Free functions: the app's state is the previous merge's result.
  const freeLedger = mergePublicClaims([], spread, BOARD);
  const free = () => {
    const { claims } = parsePublicClaims(RAW, { playerCount: PLAYERS, day, lang: "en" });
    const merged = mergePublicClaims(freeLedger, claims, BOARD);
    return renderPublicClaimsSection(merged, { limit: LIMIT, lang: "en" });
  };
  // Foreign: a plain (unfrozen, unremembered) copy of the same ledger each call.
  const foreignLedger = freeLedger.map((c) => ({ ...c }));
  const foreign = () => {
    const { claims } = parsePublicClaims(RAW, { playerCount: PLAYERS, day, lang: "en" });
    const merged = mergePublicClaims(foreignLedger, claims, BOARD);
    return renderPublicClaimsSection(merged, { limit: LIMIT, lang: "en" });
  };
  // Ledger: a fresh copy (Ledger.load + an empty merge, untimed) of a Ledger holding the N claims per update.
  const ledgerSave = (() => {
    const l = Ledger.from(spread, { playerCount: PLAYERS });
    const text = l.save();
    l.free();
    return text;
  })();
  const ledgerOnce = () => {
    const ledger = Ledger.load(ledgerSave);
    // A loaded ledger keeps its statuses and recomputes them at its first merge; an app's
    // ledger lives across days, so that one-off pass stays out of the timed update.
    ledger.merge([]);
    const t0 = performance.now();
    const report = ledger.ingestReply(RAW, { day });
    const text = ledger.render({ limit: LIMIT, lang: "en" });
    const us = (performance.now() - t0) * 1000;
    if (report.added !== REPLY_CLAIMS || ledger.size !== n + REPLY_CLAIMS || !text)
      throw new Error(`ledger path: added ${report.added}, size ${ledger.size}, want ${n} + ${REPLY_CLAIMS}`);
    ledger.free();
    return us;
  };
  // Baseline: its own ledger (ids, statuses) built by its own merge.
  const baseLedger = baselineMerge([], spread.map((c) => ({ ...c, id: crypto.randomUUID(), status: "unverified" })));
  const baseline = () => {
    const claims = baselineParse(RAW, { day });
    const merged = baselineMerge(baseLedger, claims);
    return baselineRender(merged, { limit: LIMIT });
  };
  // Game: a fresh game (built untimed: bots to day 6, then the N claims) per update, so every
  // update adds 20 new claims to N. (Not Game.load: snapshots are capped at 1 MB.)
  const probe = gameOnDay();
  // At the cap, room is left for the bots' own claims and the reply.
  const gameN = Math.min(n, MAX_LEDGER_CLAIMS - REPLY_CLAIMS - probe.publicClaims().length);
  probe.free();
  const GAME_CLAIMS = ledgerClaims(gameN, PER_DAY_MAX);
  const freshGame = (prompted = false) => {
    const game = gameOnDay(prompted);
    if (gameN > 0) game.ingestClaims(GAME_CLAIMS);
    return game;
  };
  const sizeProbe = freshGame();
  const gameSize = sizeProbe.publicClaims().length; // N plus the claims the bots' own speeches made (C6)
  sizeProbe.free();
  const gameOnce = (prompted = false) => {
    const game = freshGame(prompted);
    const t0 = performance.now();
    const report = game.ingestSummary(RAW, { day: GAME_DAY });
    const text = game.promptContext(0, { maxClaims: LIMIT }).text;
    const us = (performance.now() - t0) * 1000;
    if (report.added !== REPLY_CLAIMS || report.ledgerSize !== gameSize + REPLY_CLAIMS || !text)
      throw new Error(`game path: added ${report.added}, size ${report.ledgerSize}, want ${gameSize} + ${REPLY_CLAIMS}`);
    game.free();
    return us;
  };
  // Sanity: every path adds the 20 claims.
  const check = mergePublicClaims(freeLedger, parsePublicClaims(RAW, { playerCount: PLAYERS, day }).claims, BOARD);
  if (check.length !== n + REPLY_CLAIMS) throw new Error(`free path: ${check.length} claims, want ${n + REPLY_CLAIMS}`);
  if (baselineMerge(baseLedger, baselineParse(RAW, { day })).length !== n + REPLY_CLAIMS) throw new Error("baseline path");

  if (foreign() !== free()) throw new Error("foreign and remembered paths render differently");
  const parseOnly = () => parsePublicClaims(RAW, { playerCount: PLAYERS, day, lang: "en" });
  const repsParse = calibrate(parseOnly);
  const repsBase = calibrate(baseline);
  const repsFree = calibrate(free);
  const repsForeign = calibrate(foreign);
  const t = { baseline: [], free: [], foreign: [], ledger: [], game: [], gamePrompted: [], parse: [] };
  for (let r = 0; r < rounds; r++) {
    // Rotate the order each round.
    const order = [
      () => t.baseline.push(sample(baseline, repsBase)),
      () => t.free.push(sample(free, repsFree)),
      () => t.foreign.push(sample(foreign, repsForeign)),
      () => t.ledger.push(median([ledgerOnce(), ledgerOnce(), ledgerOnce(), ledgerOnce(), ledgerOnce()])),
      () => t.game.push(n >= 2000 ? gameOnce() : median([gameOnce(), gameOnce(), gameOnce()])),
      () => t.gamePrompted.push(n >= 2000 ? gameOnce(true) : median([gameOnce(true), gameOnce(true), gameOnce(true)])),
      () => t.parse.push(sample(parseOnly, repsParse)),
    ];
    for (let k = 0; k < order.length; k++) order[(k + r) % order.length]();
  }
  const row = {
    n,
    gameLedger: gameSize,
    baselineUs: median(t.baseline),
    freeUs: median(t.free),
    foreignUs: median(t.foreign),
    ledgerUs: median(t.ledger),
    gameUs: median(t.game),
    gamePromptedUs: median(t.gamePrompted),
    parseUs: median(t.parse),
  };
  row.freeSpeedup = row.baselineUs / row.freeUs;
  row.foreignSpeedup = row.baselineUs / row.foreignUs;
  row.ledgerSpeedup = row.baselineUs / row.ledgerUs;
  row.gameSpeedup = row.baselineUs / row.gameUs;
  row.gamePromptedSpeedup = row.baselineUs / row.gamePromptedUs;
  results.push(row);
  const cell = (us, x) => `${us.toFixed(1)} µs (×${x.toFixed(2)})`;
  console.log(
    `N=${String(n).padStart(5)}: baseline ${row.baselineUs.toFixed(1)} µs | free functions, remembered ` +
      `${cell(row.freeUs, row.freeSpeedup)} | free functions, foreign array ${cell(row.foreignUs, row.foreignSpeedup)} | ` +
      `Ledger ${cell(row.ledgerUs, row.ledgerSpeedup)} | Game (${gameSize} claims) ${cell(row.gameUs, row.gameSpeedup)} | ` +
      `Game, seat 0 prompted daily ${cell(row.gamePromptedUs, row.gamePromptedSpeedup)} | ` +
      `parse alone ${row.parseUs.toFixed(1)} µs`,
  );
}
if (jsonOut) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(jsonOut, JSON.stringify({ version: version(), node: process.version, rounds, results }, null, 2));
}
