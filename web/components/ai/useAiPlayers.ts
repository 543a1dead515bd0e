"use client";
// The AI players of one game, from its setup: model seats get a `ModelSeatAgent`, the rest the
// built-in bot; with `modelSummary` each day's talk goes to the summary model. Built once per
// game (a language switch keeps their activity log), so the table's driver is not restarted by
// re-renders.
import type { Seat } from "wolfcore";
import { useMemo } from "react";
import { botTable, extractorOnly, type DaySummarizer, type SeatAgent } from "@/lib/agents";
import type { AiActivityLog } from "@/lib/ai/log";
import { ModelSeatAgent, ModelSummarizer, routeCaller } from "@/lib/ai/players";
import type { Locale } from "@/lib/messages";
import type { GameSession } from "@/lib/session";
import type { Translate } from "@/lib/translate";

export interface AiPlayers {
  agents: Map<Seat, SeatAgent>;
  summarizer: DaySummarizer;
  log: AiActivityLog;
  /** Whether any model is in play (the AI calls tab is shown). */
  active: boolean;
}

export function useAiPlayers(session: GameSession, _t: Translate, locale: Locale): AiPlayers {
  return useMemo(() => {
    const setup = session.setup;
    // The session's log: kept by a language switch, saved with the game and resumed after a reload.
    const log = session.aiLog;
    // The route rebuilds the prompt from the game itself (personas included, R10.4): the browser sends the game, not text.
    const options = {
      call: routeCaller(),
      log,
      game: () => ({ setup: session.setup, lang: session.lang, inputs: [...session.inputs] }),
    };
    const agents = botTable(setup.players, session.humanSeat);
    const modelSeats = (setup.modelSeats ?? []).filter((s) => agents.has(s));
    for (const seat of modelSeats) agents.set(seat, new ModelSeatAgent(options));
    const summarizer = setup.modelSummary ? new ModelSummarizer(options) : extractorOnly;
    return { agents, summarizer, log, active: modelSeats.length > 0 || setup.modelSummary === true };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, locale]);
}
