// Step-by-step replay of the event log at game end: which seats were alive after step `n`, and
// who held the sheriff's badge.
import type { GameEvent, Seat } from "wolfcore";

/** The seats an event kills. */
function killed(k: GameEvent["kind"]): readonly Seat[] {
  switch (k.type) {
    case "deaths_announced":
      return k.seats;
    case "executed":
    case "self_revealed":
      return [k.seat];
    case "hunter_shot":
      return [k.target];
    case "white_wolf_king_exploded":
      // R8.2: the King and the seat he takes die together.
      return [k.seat, k.target];
    default:
      return [];
  }
}

/** Seats dead after the first `steps` events of the log. */
export function deadAfter(events: readonly GameEvent[], steps: number): Set<Seat> {
  const dead = new Set<Seat>();
  for (const e of events.slice(0, Math.max(0, steps))) killed(e.kind).forEach((s) => dead.add(s));
  return dead;
}

/**
 * R9: who holds the badge after the first `steps` events, as the live game showed it: undefined
 * before the election, when nobody was elected, once it is torn, and from the sheriff's death
 * (or revealed Idiot, R9.7) until the badge is handed on.
 */
export function sheriffAfter(events: readonly GameEvent[], steps: number): Seat | undefined {
  let sheriff: Seat | undefined;
  for (const e of events.slice(0, Math.max(0, steps))) {
    const k = e.kind;
    if (k.type === "sheriff_elected") sheriff = k.seat;
    else if (k.type === "badge_passed") sheriff = k.target;
    else if (sheriff !== undefined && (killed(k).includes(sheriff) || (k.type === "idiot_revealed" && k.seat === sheriff))) {
      sheriff = undefined;
    }
  }
  return sheriff;
}

/** The seat an event is about, to highlight it on the replay strip. */
export function actorOf(e: GameEvent | undefined): Seat | undefined {
  if (!e) return undefined;
  const k = e.kind;
  return "seat" in k && typeof k.seat === "number" ? k.seat : undefined;
}
