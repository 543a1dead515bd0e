// The seams for AI players (issue 10). Every AI seat is driven through one `SeatAgent`; the
// end of each day's talk goes through one `DaySummarizer`. The defaults are the core's
// rule-based bots and the rule-based extractor (which the engine already runs on every speech).
import type { Command, Game, IngestSummaryResult, Seat } from "wolfcore";
import type { BotDifficulty } from "./save";

/** Decides one seat's next move. The engine validates it; a refused move is the agent's bug. */
export interface SeatAgent {
  /** Shown in the UI (`bot`, later a model name). */
  readonly kind: string;
  decide(game: Game, seat: Seat, signal: AbortSignal): Promise<Command>;
}

/** The core's rule-based bot: decides from that seat's own view only (R6). */
export const botAgent: SeatAgent = {
  kind: "bot",
  decide(game, seat) {
    return Promise.resolve(game.botCommand(seat));
  },
};

/** The rule-based bot at a difficulty (issue 19); `normal` is `botAgent` itself. */
export function botAgentAt(difficulty: BotDifficulty | undefined): SeatAgent {
  if (difficulty === undefined || difficulty === "normal") return botAgent;
  return {
    kind: "bot",
    decide(game, seat) {
      return Promise.resolve(game.botCommand(seat, { difficulty }));
    },
  };
}

/**
 * Called once when a day's talk ends (the vote begins). A summary model returns its raw reply,
 * which the session hands to `game.ingestSummary(raw, { day })`; `null` keeps the ledger as the
 * rule-based extractor left it.
 */
export interface DaySummarizer {
  readonly kind: string;
  summarize(game: Game, day: number, signal: AbortSignal): Promise<string | null>;
  /** Told what `ingestSummary` made of the reply `summarize` returned (for the AI activity log). */
  ingested?(game: Game, day: number, result: IngestSummaryResult): void;
  /**
   * Told that `ingestSummary` threw on the reply `summarize` returned (a `GameError` such as
   * `future_day`: a claim dated after the day summarised); the ledger is unchanged (C2.5).
   */
  refused?(game: Game, day: number, code: string): void;
}

/** The default: the engine's rule-based extractor (C6) has already read every speech. */
export const extractorOnly: DaySummarizer = {
  kind: "extractor",
  summarize() {
    return Promise.resolve(null);
  },
};

/** Which agent plays each seat; the human's seat has none. */
export type AgentTable = ReadonlyMap<Seat, SeatAgent>;

export function botTable(players: number, humanSeat: Seat | null, difficulty?: BotDifficulty): Map<Seat, SeatAgent> {
  const table = new Map<Seat, SeatAgent>();
  const agent = botAgentAt(difficulty);
  for (let seat = 0; seat < players; seat++) if (seat !== humanSeat) table.set(seat, agent);
  return table;
}
