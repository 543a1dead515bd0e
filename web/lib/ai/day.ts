// The end of a day's talk, shared by the table (components/GameScreen.tsx) and the tests: when
// an accepted move ends the day's speeches (`GameSession.talkEnded`), the summarizer reads that
// day's talk and the session ingests its raw reply. A failed, cancelled or unreadable summary leaves
// the ledger as the rule-based extractor made it (C2.5).
import type { IngestSummaryResult, PublicPhase } from "wolfcore";
import type { DaySummarizer } from "../agents";
import type { GameSession } from "../session";

/** Runs the summary seam if the talk just ended; resolves with what was ingested, if anything. */
export async function afterMove(
  session: GameSession,
  summarizer: DaySummarizer,
  before: PublicPhase,
  signal: AbortSignal,
): Promise<IngestSummaryResult | null> {
  const day = session.talkEnded(before); // the session's one definition of "the talk just ended"
  if (day === null) return null;
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
