// Per-call timings of the ledger's JS↔wasm crossings (issue 13, item 1: "profile first").
// A benchmark, not a test: prints median µs per call, asserts nothing.
//   node bench/boundary-profile.mjs [--n 2000] [--reps 200]
import { performance } from "node:perf_hooks";
import {
  Ledger,
  mergePublicClaims,
  parsePublicClaims,
  renderPublicClaimsSection,
  verifyPublicClaims,
  sanitizeLine,
  version,
} from "../pkg/node.js";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const N = arg("n", 2000);
const REPS = arg("reps", 200);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
function time(label, f, reps = REPS) {
  for (let i = 0; i < Math.min(reps, 20); i++) f();
  const xs = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) f();
    xs.push(((performance.now() - t0) * 1000) / reps);
  }
  console.log(`${label.padEnd(58)} ${median(xs).toFixed(2).padStart(10)} µs`);
  return median(xs);
}

const types = ["role_claim", "seer_check", "other"];
const roles = ["Seer", "Witch", "Guard", "Hunter", "Villager"];
// N distinct claims (C3.1 keys): one per speaker per day.
const ledger = mergePublicClaims(
  [],
  Array.from({ length: N }, (_, i) => {
    const t = types[i % 3];
    const c = { day: 1 + Math.floor(i / 12), phase: "DAY_SPEECH", speakerSeat: i % 12, claimType: t, content: `claim ${i}: a sentence of about sixty characters, trust me`, source: "summary" };
    if (t === "role_claim") c.role = roles[(i >> 2) % 5];
    if (t === "seer_check") { c.targetSeat = (i >> 3) % 12; c.alignment = i % 2 ? "good" : "wolf"; }
    if (t === "other") c.targetSeat = (i >> 1) % 12;
    return c;
  }),
);
const reply = JSON.stringify({ claims: Array.from({ length: 20 }, (_, i) => ({ speakerSeat: 1 + (i % 12), claimType: "other", targetSeat: 1 + ((i * 5) % 12), content: `reply claim ${i}` })) });
const parsed = parsePublicClaims(reply, { playerCount: 12, day: 99 }).claims;

const foreign = ledger.map((c) => ({ ...c }));
// The same list with one unknown 9 KB field: the JSON-text reader hands such a list to the
// field-by-field reader (convert.rs), so this times reflection on the same claims.
const viaReflection = foreign.map((c, i) => (i === 0 ? { ...c, note: "x".repeat(9_000) } : c));

console.log(`wolfcore ${version()}, ledger N = ${ledger.length}, ${REPS} reps × 7, median`);
time("sanitizeLine('x') (guard + stack probe + tiny call)", () => sanitizeLine("x"), 5000);
time("stack probe alone (Reflect.apply with 8192 args)", (() => { const a = new Array(8192).fill(0); const f = () => {}; return () => Reflect.apply(f, undefined, a); })(), 5000);
time("crypto.getRandomValues(16 bytes) from JS", () => crypto.getRandomValues(new Uint8Array(16)), 5000);
time("parsePublicClaims (20 claims)", () => parsePublicClaims(reply, { playerCount: 12, day: 99 }));
time("JSON.stringify(ledger)", () => JSON.stringify(ledger), 20);
time("foreign list read as JSON text: render(foreign, limit 30)", () => renderPublicClaimsSection(foreign, { limit: 30, lang: "en" }), 10);
time("foreign list read field by field: render(…, limit 30)", () => renderPublicClaimsSection(viaReflection, { limit: 30, lang: "en" }), 10);
time("mergePublicClaims(foreign N, 20 parsed): full path", () => mergePublicClaims(foreign, parsed), 10);
time("mergePublicClaims(remembered N, 20 parsed)", () => mergePublicClaims(ledger, parsed), 50);
time("mergePublicClaims(remembered N, [])", () => mergePublicClaims(ledger, []), 50);
// The newest result (the merges above moved the ledger to their own versions).
const merged = mergePublicClaims(ledger, parsed);
time("renderPublicClaimsSection(remembered N + 20, limit 30)", () => renderPublicClaimsSection(merged, { limit: 30, lang: "en" }), 50);
time("verifyPublicClaims(remembered N + 20, {0: Seer})", () => verifyPublicClaims(merged, { 0: "Seer" }), 50);
const kept = Ledger.from(ledger);
time("Ledger.render(limit 30)", () => kept.render({ limit: 30, lang: "en" }), 50);
time("Ledger.size (a trivial method: guards + probe)", () => kept.size, 5000);
