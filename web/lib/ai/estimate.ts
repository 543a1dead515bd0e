// What a game with model seats will cost before it starts: the lobby's estimate of calls, tokens,
// wall time and (with the operator's prices) money. Measured, not guessed: the built-in bots play
// a few games of the chosen board, and every turn a model seat would have is counted with the
// prompt the route would send for it (lib/ai/turn.ts `seatTurn`), plus one summary per day with
// talk. Prompt tokens are the prompt's characters over a per-language ratio; completion tokens
// are the purpose's typical reply; time counts a round of parallel calls once (lib/ai/driver.ts).
import { Game } from "wolfcore";
import type { Locale } from "../messages";
import type { GameSetup } from "../save";
import { gameOptions } from "../session";
import type { Translate } from "../translate";
import { talkOverDays } from "./due";
import { shapeOf } from "./seat";
import { summaryMessages } from "./summary";
import { seatTurn } from "./turn";

/** Characters per token, roughly, for the prompts' languages (English text; Chinese text with English tags). */
export const CHARS_PER_TOKEN: Record<Locale, number> = { en: 4, zh: 2 };
/** Typical reply lengths in tokens: a speech, a choice, a summary. */
export const REPLY_TOKENS = { speech: 90, move: 12, summary: 250 };
/** A call's latency when nothing was measured yet (ms). */
export const DEFAULT_LATENCY_MS = 3_000;

export interface Estimate {
  /** Bot games played to measure. */
  games: number;
  /** Per game, averaged. */
  days: number;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** Rounds of calls that cannot overlap (a round of parallel calls counts once). */
  rounds: number;
}

function addTurn(acc: Estimate, chars: number, lang: Locale, completion: number): void {
  acc.calls += 1;
  acc.promptTokens += Math.ceil(chars / CHARS_PER_TOKEN[lang]);
  acc.completionTokens += completion;
}

/** Plays `games` bot games of `setup` and counts what its model seats and summaries would cost. */
export function estimateGame(setup: GameSetup, lang: Locale, t: Translate, games = 3): Estimate {
  const total: Estimate = { games, days: 0, calls: 0, promptTokens: 0, completionTokens: 0, rounds: 0 };
  const modelSeats = new Set(setup.modelSeats ?? []);
  for (let g = 0; g < games; g++) {
    const game = new Game(gameOptions({ ...setup, seed: String(BigInt(setup.seed) + BigInt(g)) }, lang));
    try {
      const summarized = new Set<number>();
      for (let step = 0; step < 2_000 && !game.isOver(); step++) {
        const pending = game.pending();
        const model = pending.filter((p) => modelSeats.has(p.seat));
        if (model.length > 0) total.rounds += 1;
        for (const p of model) {
          const turn = seatTurn(game, setup, p.seat, t, lang);
          if (!turn) continue;
          const chars = turn.messages.reduce((n, m) => n + m.content.length, 0);
          addTurn(total, chars, lang, shapeOf(p.action) === "speech" ? REPLY_TOKENS.speech : REPLY_TOKENS.move);
        }
        // Everyone owed moves as the bots play them (the parallel ones arrive together).
        for (const p of pending) {
          if (game.pending().some((q) => q.seat === p.seat && q.action === p.action)) game.apply(game.botCommand(p.seat));
        }
        if (setup.modelSummary) {
          for (const day of talkOverDays(game.view())) {
            if (summarized.has(day)) continue;
            summarized.add(day);
            total.rounds += 1;
            const chars = summaryMessages(game, day, t).reduce((n, m) => n + m.content.length, 0);
            addTurn(total, chars, lang, REPLY_TOKENS.summary);
          }
        }
      }
      total.days += game.view().day;
    } finally {
      game.free();
    }
  }
  const avg = (n: number) => Math.round(n / games);
  return {
    games,
    days: avg(total.days),
    calls: avg(total.calls),
    promptTokens: avg(total.promptTokens),
    completionTokens: avg(total.completionTokens),
    rounds: avg(total.rounds),
  };
}
