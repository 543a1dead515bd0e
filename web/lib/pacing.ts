// The pace of AI turns: how long the table lingers on each AI move so a person can follow it.
// Four speeds (remembered), a pause, and "skip ahead" (instant until the human's turn, stoppable).
import type { ActionKind } from "wolfcore";

export const SPEEDS = ["slow", "normal", "fast", "instant"] as const;
export type Speed = (typeof SPEEDS)[number];
export const SPEED_KEY = "wolfcore-web:speed";

const FACTOR: Record<Speed, number> = { slow: 2.2, normal: 1, fast: 0.35, instant: 0 };

/** Visible pacing of one AI move at normal speed, in ms (speech is read, votes and night moves are quick). */
function basePace(action: ActionKind): number {
  switch (action) {
    case "speak":
    case "pk_speak":
    case "sheriff_speak":
    case "last_words":
      return 1100;
    case "vote":
    case "pk_vote":
    case "sheriff_vote":
    case "sheriff_run":
      return 260;
    default:
      return 420;
  }
}

/** How long to wait before the AI move `action` at `speed`. */
export function paceFor(action: ActionKind, speed: Speed): number {
  return Math.round(basePace(action) * FACTOR[speed]);
}

export function isSpeed(v: unknown): v is Speed {
  return typeof v === "string" && (SPEEDS as readonly string[]).includes(v);
}

export function readSpeed(store: Pick<Storage, "getItem"> | null): Speed {
  try {
    const v = store?.getItem(SPEED_KEY);
    return isSpeed(v) ? v : "normal";
  } catch {
    return "normal";
  }
}

export function writeSpeed(store: Pick<Storage, "setItem"> | null, speed: Speed): void {
  try {
    store?.setItem(SPEED_KEY, speed);
  } catch {
    // not remembered
  }
}
