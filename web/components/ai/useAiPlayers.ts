"use client";
// The AI players of one game, from its setup: model seats get a `ModelSeatAgent`, the rest the
// built-in bot; with `modelSummary` each day's talk goes to the summary model. Built once per
// game (a language switch keeps them and their activity log), so the table's driver effect is
// not restarted by re-renders.
import type { Seat } from "wolfcore";
import { useMemo, useRef } from "react";
import { botTable, extractorOnly, type DaySummarizer, type SeatAgent } from "@/lib/agents";
import type { AiActivityLog } from "@/lib/ai/log";
import { ModelSeatAgent, ModelSummarizer, routeCaller } from "@/lib/ai/players";
import type { Locale } from "@/lib/messages";
import { hostSections, type GameSession } from "@/lib/session";
import type { Translate } from "@/lib/translate";

export interface AiPlayers {
  agents: Map<Seat, SeatAgent>;
  summarizer: DaySummarizer;
  log: AiActivityLog;
  /** Whether any model is in play (the AI calls tab is shown). */
  active: boolean;
}

export function useAiPlayers(session: GameSession, t: Translate, locale: Locale): AiPlayers {
  // The translator is read through a ref so that a new `t` never rebuilds the agents mid-turn.
  const tRef = useRef(t);
  tRef.current = t;
  return useMemo(() => {
    const stableT = Object.assign((key: string, args?: Record<string, string | number>) => tRef.current(key, args), {
      has: (key: string) => tRef.current.has(key),
    }) as Translate;
    const setup = session.setup;
    // The session's log: kept by a language switch, saved with the game and resumed after a reload.
    const log = session.aiLog;
    // A model seat's persona from the lobby goes in as a host prompt section (R10.4), as the inspector shows it.
    const options = { call: routeCaller(), t: stableT, lang: locale, log, sections: (seat: Seat) => hostSections(setup, seat) };
    const agents = botTable(setup.players, session.humanSeat);
    const modelSeats = (setup.modelSeats ?? []).filter((s) => agents.has(s));
    for (const seat of modelSeats) agents.set(seat, new ModelSeatAgent(options));
    const summarizer = setup.modelSummary ? new ModelSummarizer(options) : extractorOnly;
    return { agents, summarizer, log, active: modelSeats.length > 0 || setup.modelSummary === true };
  }, [session, locale]);
}
