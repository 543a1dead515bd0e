// Step-by-step replay of the event log at game end: which seats were alive after step `n`.
import type { GameEvent, Seat } from "wolfcore";

/** Seats dead after the first `steps` events of the log. */
export function deadAfter(events: readonly GameEvent[], steps: number): Set<Seat> {
  const dead = new Set<Seat>();
  for (const e of events.slice(0, Math.max(0, steps))) {
    const k = e.kind;
    if (k.type === "deaths_announced") k.seats.forEach((s) => dead.add(s));
    else if (k.type === "executed" || k.type === "self_revealed") dead.add(k.seat);
    else if (k.type === "hunter_shot") dead.add(k.target);
  }
  return dead;
}

/** The seat an event is about, to highlight it on the replay strip. */
export function actorOf(e: GameEvent | undefined): Seat | undefined {
  if (!e) return undefined;
  const k = e.kind;
  return "seat" in k && typeof k.seat === "number" ? k.seat : undefined;
}
