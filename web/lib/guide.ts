// "What to do now": one short line for the person at the screen in every phase (the pending
// move, or what the table is waiting for), and when their move must be made by. Pure: the
// engine's view and pending moves in, a catalog key (`web.now.*`) and its arguments out.
import type { GameView, PendingAction, Seat } from "wolfcore";

export interface GuideLine {
  key: string;
  values?: Record<string, number | string>;
}

export interface Guide {
  now: GuideLine;
  /** When the pending move closes; `undefined` when nothing is asked of the human. */
  deadline?: GuideLine;
}

/**
 * The guide for the human at `humanSeat` (`null` = spectator). `seatText` turns a seat into its
 * label (the caller's translator, so names follow the language).
 */
export function guideFor(
  view: Pick<GameView, "phase" | "day" | "outcome" | "you">,
  humanSeat: Seat | null,
  pending: readonly PendingAction[],
  seatText: (seat: Seat) => string,
): Guide {
  if (view.outcome !== undefined) return { now: { key: "web.now.over" } };
  const mine = pending[0];
  if (mine) {
    // The engine waits for the human: no clock runs (R5), the move is made when confirmed.
    const text = mine.action === "speak" || mine.action === "pk_speak" || mine.action === "sheriff_speak" || mine.action === "last_words";
    return {
      now: { key: `web.now.act.${mine.action}` },
      deadline: { key: text ? "web.now.deadline.speech" : "web.now.deadline.confirm" },
    };
  }
  if (humanSeat === null) return { now: { key: "web.now.watching" } };
  if (view.you && !view.you.alive) return { now: { key: "web.now.dead" } };
  const phase = view.phase;
  switch (phase.kind) {
    case "day_speech":
    case "pk_speech":
    case "sheriff_speech":
    case "last_words":
      return { now: { key: `web.now.wait.${phase.kind}`, values: { seat: seatText(phase.seat) } } };
    case "sheriff_direction":
    case "badge":
      return { now: { key: `web.now.wait.${phase.kind}`, values: { seat: seatText(phase.seat) } } };
    default:
      return { now: { key: `web.now.wait.${phase.kind}` } };
  }
}
