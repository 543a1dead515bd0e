// The end of a day's talk, shared by the table (components/GameScreen.tsx) and the tests: when
// an accepted move takes the game out of the day's speeches, the summarizer reads that day's
// talk and the session ingests its raw reply. A failed, cancelled or unreadable summary leaves
// the ledger as the rule-based extractor made it (C2.5).
import type { IngestSummaryResult, PublicPhase } from "wolfcore";
import type { DaySummarizer } from "../agents";
import type { GameSession } from "../session";

/** Whether a move from `before` to `after` ended the day's talk (the vote began, or a wolf's self-reveal ended the day). */
export function talkEnded(before: PublicPhase, after: PublicPhase): boolean {
  return before.kind === "day_speech" && after.kind !== "day_speech";
}

/** Runs the summary seam if the talk just ended; resolves with what was ingested, if anything. */
export async function afterMove(
  session: GameSession,
  summarizer: DaySummarizer,
  before: PublicPhase,
  signal: AbortSignal,
): Promise<IngestSummaryResult | null> {
  const view = session.game.view();
  if (!talkEnded(before, view.phase)) return null;
  // The day the talk happened (a self-reveal may already have moved the view on): the last speech's.
  const lastSpeech = view.events.findLast((e) => e.kind.type === "speech");
  const day = lastSpeech?.day ?? view.day;
  let raw: string | null;
  try {
    raw = await summarizer.summarize(session.game, day, signal);
  } catch {
    return null;
  }
  if (raw === null || signal.aborted) return null;
  let result: IngestSummaryResult;
  try {
    result = session.ingestSummary(raw, day);
  } catch {
    // Only a caller bug (a freed game, a future day) lands here; the ledger is unchanged (C2.5).
    return null;
  }
  summarizer.ingested?.(session.game, day, result);
  return result;
}
