"use client";
// The table's AI driver (lib/ai/driver.ts) for one game: made once per session and agents, poked
// when the game changes, stopped when the table goes away. "Skip ahead" only shortens the pacing
// of moves not yet asked for; a model call in flight is never cancelled and sent again.
import type { ActionKind, Seat } from "wolfcore";
import { useEffect, useMemo, useRef } from "react";
import type { DaySummarizer, SeatAgent } from "@/lib/agents";
import { AiDriver } from "@/lib/ai/driver";
import type { GameSession } from "@/lib/session";

export interface DriverHooks {
  pace: (action: ActionKind) => number;
  /** Nothing new is asked while this says so (paused, read-only, a speech read aloud). */
  hold?: () => boolean;
  onChange: () => void;
  onError: (code: string) => void;
}

export function useAiDriver(
  session: GameSession,
  agents: ReadonlyMap<Seat, SeatAgent>,
  summarizer: DaySummarizer,
  hooks: DriverHooks,
): AiDriver {
  // The callbacks change on every render; the driver reads the latest through a ref.
  const ref = useRef(hooks);
  ref.current = hooks;
  const driver = useMemo(
    () =>
      new AiDriver({
        session,
        agents,
        summarizer,
        pace: (action, fast) => (fast ? 0 : ref.current.pace(action)),
        onChange: () => ref.current.onChange(),
        onError: (code) => ref.current.onError(code),
        hold: () => ref.current.hold?.() ?? false,
        // Days already summarised (or tried) before a reload or a language switch are not asked again.
        summarized: session.aiLog
          .entries()
          .filter((e) => e.seat === null)
          .map((e) => e.day),
      }),
    [session, agents, summarizer],
  );
  useEffect(() => {
    driver.start();
    return () => driver.stop();
  }, [driver]);
  return driver;
}
