// Shared helpers of the node:test suites. They import the package exactly as a user does.
import init, * as wolfcore from "wolfcore";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The initialised package. */
export async function loadWolfcore() {
  await init();
  return wolfcore;
}

/** A small seeded PRNG (mulberry32), independent of the engine's: each call, the next uint32. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A claim in the C1 shape (seats 0-based). */
export function claim(fields) {
  return {
    day: 1,
    phase: "DAY_SPEECH",
    claimType: "other",
    content: `Seat ${(fields.speakerSeat ?? 0) + 1} spoke`,
    source: "summary",
    ...fields,
  };
}

/** A seer check by `speakerSeat` on `targetSeat` (0-based). */
export function seerCheck(speakerSeat, targetSeat, alignment = "good", day = 1) {
  return claim({ day, speakerSeat, claimType: "seer_check", role: "Seer", targetSeat, alignment });
}

/** Asserts `fn()` throws a real `Error` named WolfcoreError with `code`; returns the error. */
export function assertThrowsCode(fn, code) {
  let thrown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  assert.ok(thrown !== undefined, `expected a ${code} error, nothing was thrown`);
  assert.ok(thrown instanceof Error, `thrown value is not an Error: ${String(thrown)}`);
  assert.equal(thrown.name, "WolfcoreError", thrown.stack);
  assert.equal(thrown.code, code, thrown.message);
  assert.equal(typeof thrown.message, "string");
  assert.ok(thrown.message.length > 0);
  assert.doesNotMatch(thrown.message, /panicked|unreachable|RuntimeError/);
  return thrown;
}

/**
 * A human's move: a plain legal command for the pending action `p` (not the bot's choice), saying
 * `speech` in day and PK speeches. Sheriff ballots are votes like the day's.
 */
export function plainMove(p, speech = `Seat ${p.seat + 1} here.`) {
  const first = p.targets[0] ?? null;
  switch (p.action) {
    case "speak":
    case "pk_speak":
      return { type: "speak", seat: p.seat, text: speech };
    case "last_words":
      return { type: "last_words", seat: p.seat, text: "Good luck." };
    case "vote":
    case "pk_vote":
    case "sheriff_vote":
      return { type: "vote", seat: p.seat, target: first };
    case "witch_act":
      return { type: "witch_act", seat: p.seat };
    case "seer_check":
      return { type: "seer_check", seat: p.seat, target: p.targets[0] };
    default:
      return { type: p.action, seat: p.seat, target: first };
  }
}
