// Step-by-step replay of the event log at game end: which seats were alive after step `n`, and
// who held the sheriff's badge — read from the view's `timeline` (one moment per event, R5.1),
// which the engine writes; nothing here knows which event kills whom.
import type { GameEvent, Moment, Seat } from "wolfcore";

/** Seats dead after the first `steps` events. */
export function deadAfter(timeline: readonly Moment[], steps: number): Set<Seat> {
  const dead = new Set<Seat>();
  for (const m of timeline.slice(0, Math.max(0, steps))) m.died.forEach((s) => dead.add(s));
  return dead;
}

/** R9: who holds the badge after the first `steps` events, as the live game showed it. */
export function sheriffAfter(timeline: readonly Moment[], steps: number): Seat | undefined {
  return steps > 0 ? timeline[Math.min(steps, timeline.length) - 1]?.sheriff : undefined;
}

/** The seat an event is about, to highlight it on the replay strip. */
export function actorOf(e: GameEvent | undefined): Seat | undefined {
  if (!e) return undefined;
  const k = e.kind;
  return "seat" in k && typeof k.seat === "number" ? k.seat : undefined;
}
