// The engine's verdict on a model's move and its short rendering for the AI activity log; used by
// the route (which judges a reply before answering) and by the browser (which judges it again on
// its own game before applying it).
import { Game } from "wolfcore";
import type { Command, Seat } from "wolfcore";
import { errorCode } from "../errors";

/** Whether the engine accepts `command` now: tried on a copy, so the real game is untouched. `null` = legal. */
export function engineVerdict(game: Game, command: Command): string | null {
  const probe = Game.load(game.save());
  try {
    probe.apply(command);
    return null;
  } catch (err) {
    return errorCode(err);
  } finally {
    probe.free();
  }
}

/** A short, log-friendly rendering of a move (1-based seats). */
export function describeMove(command: Command): string {
  const s = (seat: Seat | null | undefined) => (seat === null || seat === undefined ? "-" : String(seat + 1));
  switch (command.type) {
    case "speak":
    case "last_words":
      return `${command.type}: ${command.text.length > 80 ? `${command.text.slice(0, 80)}…` : command.text}`;
    case "witch_act":
      return `witch_act: save=${command.save ? "yes" : "no"} poison=${s(command.poison)}`;
    case "sheriff_run":
      return `sheriff_run: ${command.run ? "yes" : "no"}`;
    case "sheriff_direction":
      return `sheriff_direction: ${command.direction}`;
    default:
      // Every other command (a new role's too): its type, and its target if it has one.
      return "target" in command ? `${command.type}: ${s(command.target)}` : command.type;
  }
}
