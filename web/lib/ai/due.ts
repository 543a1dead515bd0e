// When a day's summary is due: one definition for the browser (which asks) and the route (which
// refuses a summary that is not due). Every day that had public talk gets one, however the day
// ended: by the vote, by a wolf's self-reveal or the White Wolf King's explosion in the middle of
// the speeches (R3.7, R8.2), or by the end of the game.
import type { Game, GameView } from "wolfcore";
import type { SessionInput } from "../save";

const TALK = new Set(["speech", "last_words", "sheriff_speech"]);
/** Events after which a day's talk is over (the vote was counted, or a self-reveal / explosion cut the speeches). */
const TALK_ENDERS = new Set(["vote_tallied", "self_revealed", "white_wolf_king_exploded"]);
/** Phases of a day that come after its talk. */
const AFTER_TALK = new Set(["vote", "pk_speech", "pk_vote", "execution", "game_over"]);

/** Days (ascending) whose talk is over and that had talk, from the spectator's view. */
export function talkOverDays(view: GameView): number[] {
  const spoken = new Set<number>();
  const ended = new Set<number>();
  for (const e of view.events) {
    if (TALK.has(e.kind.type)) spoken.add(e.day);
    if (TALK_ENDERS.has(e.kind.type)) ended.add(e.day);
  }
  const days: number[] = [];
  for (const day of [...spoken].sort((a, b) => a - b)) {
    const over =
      view.outcome !== undefined || view.day > day || ended.has(day) || (view.day === day && AFTER_TALK.has(view.phase.kind));
    if (over) days.push(day);
  }
  return days;
}

/** The days whose summary is due now: talk over and no summary ingested yet (R7 inputs). */
export function summariesDue(game: Game, inputs: readonly SessionInput[]): number[] {
  const done = new Set(inputs.filter((i) => i.type === "summary").map((i) => i.day));
  return talkOverDays(game.view()).filter((d) => !done.has(d));
}
