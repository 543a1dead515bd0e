// The table's AI driver, outside React so the tests and the bench run it as the table does.
//
// - Model seats move in parallel wherever the engine awaits several moves at once (votes, the
//   night's independent actions): every pending model seat gets its call at once, at most one
//   call per seat. Wolves' kill votes stay one at a time (each wolf sees the pack's earlier
//   picks). Built-in bots move one at a time, in the engine's order, as before.
// - A call in flight is never cancelled and resent by "skip ahead" or by a human move: its move
//   is played when it arrives if the engine still awaits it (judged on the game as it is then),
//   and only a call whose turn has gone (the day ended under it) or the table closing aborts it.
// - Before new moves, the summary of every day whose talk is over (however it ended) is asked
//   once (lib/ai/due.ts); the model's moves in flight go on meanwhile.
// - An agent that throws, or whose move the engine refuses, is reported (`onError`) and asked
//   again after a backoff (1 s, then 2 s: `retry`), at most twice for the same turn; then the
//   seat's built-in bot (`game.botCommand(seat)`) moves in its place. A watched game never waits
//   for a click after a failed call. Only if the bot's move fails too (an engine bug) does the
//   seat stay unasked until its turn changes.
import type { ActionKind, PendingAction, Seat } from "wolfcore";
import { botAgent, type DaySummarizer, type SeatAgent } from "../agents";
import { errorCode } from "../errors";
import type { GameSession } from "../session";
import { summariesDue } from "./due";

/** The gap between moves while skipping ahead: 25 moves a second, quick to watch, slow enough to stop. */
const SKIP_GAP_MS = 40;

/** After an agent's error: asked again this many times (after a backoff), then the built-in bot moves. */
export const AGENT_RETRIES = 2;

/** The wait before the agent is asked again after its `n`-th error (0-based): 1 s · 2ⁿ, at most 8 s. */
export function agentBackoffMs(n: number): number {
  return Math.min(1_000 * 2 ** n, 8_000);
}

export interface DriverOptions {
  session: GameSession;
  agents: ReadonlyMap<Seat, SeatAgent>;
  summarizer: DaySummarizer;
  /** Delay before a move is asked for, in ms (the table's pacing; 0 when skipping ahead). */
  pace: (action: ActionKind, fast: boolean) => number;
  /** After every accepted move or summary (autosave, re-render). */
  onChange: () => void;
  /** An agent's move the engine refused, or an agent that threw (the table shows it). */
  onError?: (code: string) => void;
  /** Days whose summary was already asked (e.g. from the AI log after a reload). */
  summarized?: Iterable<number>;
  /** Off: every seat one at a time (the "before" of the bench). */
  parallel?: boolean;
  /**
   * While true nothing new is asked (paused, a read-only tab, a speech still read aloud); calls in
   * flight go on. Checked again every 250 ms until it lets go.
   */
  hold?: () => boolean;
  /** After an agent's error (tests shorten the wait): retries of the agent, and the wait before each. */
  retry?: { attempts: number; delayMs: (n: number) => number };
}

/** A model call in flight, for the elapsed-time indicator. */
export interface Waiting {
  seat: Seat;
  action: ActionKind;
  /** `Date.now()` when the call started. */
  since: number;
}

interface Running {
  action: ActionKind;
  abort: AbortController;
  /** `Date.now()` when asked; `null` while its pacing timer runs. */
  since: number | null;
  timer: ReturnType<typeof setTimeout> | null;
  model: boolean;
  /** The built-in bot moves in the agent's place (the agent failed this turn too often). */
  bot: boolean;
}

/** A seat whose agent failed on its current turn. */
interface Failure {
  action: ActionKind;
  /** Errors so far on this turn. */
  count: number;
  /** `Date.now()` before which the seat is not asked again. */
  notBefore: number;
}

export class AiDriver {
  readonly #o: DriverOptions;
  readonly #running = new Map<Seat, Running>();
  readonly #asked = new Set<number>();
  readonly #listeners = new Set<() => void>();
  #life = new AbortController();
  #summary: Promise<void> | null = null;
  #holdTimer: ReturnType<typeof setTimeout> | null = null;
  #soon: ReturnType<typeof setTimeout> | null = null;
  readonly #failures = new Map<Seat, Failure>();
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #retryAt = Infinity;
  #fast = false;
  #waiting: readonly Waiting[] = [];

  constructor(options: DriverOptions) {
    this.#o = options;
    for (const d of options.summarized ?? []) this.#asked.add(d);
  }

  /** Skip ahead: moves not yet asked for are asked now; calls in flight carry on untouched. */
  setFast(fast: boolean): void {
    this.#fast = fast;
    if (!fast) return;
    for (const [seat, r] of this.#running) {
      if (r.timer !== null) {
        clearTimeout(r.timer);
        r.timer = null;
        this.#ask(seat, r);
      }
    }
  }

  get fast(): boolean {
    return this.#fast;
  }

  /** Model calls in flight (a stable snapshot for `useSyncExternalStore`). */
  waiting = (): readonly Waiting[] => this.#waiting;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Whether anything is in flight or scheduled (tests and the bench wait for quiet). */
  get busy(): boolean {
    return this.#running.size > 0 || this.#summary !== null || this.#soon !== null || this.#retryTimer !== null;
  }

  /** Whether a day's summary is due and not asked yet (the next poke asks it before any move). */
  get summaryPending(): boolean {
    const { session, summarizer } = this.#o;
    return summarizer.kind !== "extractor" && summariesDue(session.game, session.inputs).some((d) => !this.#asked.has(d));
  }

  /** Whether a day's summary is being asked. */
  get summarizing(): boolean {
    return this.#summary !== null;
  }

  /** (Re)starts after `stop` (React's development mode mounts, unmounts and mounts again) and pokes. */
  start(): void {
    if (this.#life.signal.aborted) this.#life = new AbortController();
    this.poke();
  }

  /** The table closed: every call is aborted and nothing starts again until `start`. */
  stop(): void {
    this.#life.abort();
    if (this.#holdTimer !== null) clearTimeout(this.#holdTimer);
    if (this.#soon !== null) clearTimeout(this.#soon);
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#holdTimer = null;
    this.#soon = null;
    this.#retryTimer = null;
    this.#retryAt = Infinity;
    this.#failures.clear(); // a restart asks every agent afresh
    for (const r of this.#running.values()) {
      if (r.timer !== null) clearTimeout(r.timer);
      r.abort.abort();
    }
    this.#running.clear();
    this.#publish();
  }

  /** The game changed (a move by anyone, a summary, a resume): drop moot calls, start what is owed. */
  poke(): void {
    if (this.#life.signal.aborted) return;
    const { session } = this.#o;
    const pending = session.game.isOver() ? [] : session.game.pending().filter((p) => p.seat !== session.humanSeat);
    this.#dropMoot(pending);
    if (this.#held()) return;
    if (this.#summary) return; // resumes when the summary is in
    // Also after the last move of the game: the final day's talk is summarised too (the review reads the ledger).
    if (this.#startSummary()) return;
    if (session.game.isOver()) return;
    const parallel = this.#o.parallel !== false;
    const attempts = this.#o.retry?.attempts ?? AGENT_RETRIES;
    for (const p of pending) {
      if (this.#running.has(p.seat)) continue;
      const agent = this.#o.agents.get(p.seat);
      if (!agent) continue;
      const failed = this.#failures.get(p.seat);
      // Failed on this turn: asked again after its backoff; past the retries the bot moves instead.
      if (failed && failed.notBefore > Date.now()) {
        this.#armRetry();
        if (!parallel || agent === botAgent || agent.kind === "bot") break; // the bots keep their order
        continue;
      }
      if (failed && failed.count > attempts + 1) continue; // the bot's move failed too: nothing more to try
      const bot = failed !== undefined && failed.count > attempts;
      const model = !bot && agent !== botAgent && agent.kind !== "bot";
      if (!this.#mayStart(p, model, parallel)) continue;
      const r: Running = { action: p.action, abort: new AbortController(), since: null, timer: null, model, bot };
      this.#running.set(p.seat, r);
      const delay = this.#o.pace(p.action, this.#fast);
      if (delay > 0) {
        r.timer = setTimeout(() => {
          r.timer = null;
          this.#ask(p.seat, r);
        }, delay);
      } else this.#ask(p.seat, r);
      if (!parallel || !model) break;
    }
  }

  /** Whether the table holds the game; if so, looks again in 250 ms. */
  #held(): boolean {
    if (!this.#o.hold?.()) return false;
    if (this.#holdTimer === null && !this.#life.signal.aborted) {
      this.#holdTimer = setTimeout(() => {
        this.#holdTimer = null;
        this.poke();
      }, 250);
    }
    return true;
  }

  #mayStart(p: PendingAction, model: boolean, parallel: boolean): boolean {
    const others = [...this.#running.entries()].filter(([seat]) => seat !== p.seat).map(([, r]) => r);
    if (!parallel || !model) return others.length === 0; // bots (and the sequential mode) one at a time
    if (others.some((r) => !r.model)) return false; // a bot's move first
    // Each wolf sees the pack's earlier picks (R3): the kill votes go one at a time.
    return !(p.action === "wolf_kill" && others.some((r) => r.action === "wolf_kill"));
  }

  #dropMoot(pending: PendingAction[]): void {
    // A failure belongs to one turn: once the seat owes something else (or nothing), it is forgotten.
    for (const [seat, f] of this.#failures) if (!pending.some((p) => p.seat === seat && p.action === f.action)) this.#failures.delete(seat);
    for (const [seat, r] of this.#running) {
      if (pending.some((p) => p.seat === seat && p.action === r.action)) continue;
      if (r.timer !== null) clearTimeout(r.timer);
      r.abort.abort();
      this.#running.delete(seat);
    }
    this.#publish();
  }

  #startSummary(): boolean {
    const { session, summarizer } = this.#o;
    if (summarizer.kind === "extractor") return false;
    const day = summariesDue(session.game, session.inputs).find((d) => !this.#asked.has(d));
    if (day === undefined) return false;
    this.#asked.add(day);
    const signal = this.#life.signal;
    this.#summary = (async () => {
      let raw: string | null = null;
      try {
        raw = await summarizer.summarize(session.game, day, signal);
      } catch {
        raw = null;
      }
      if (raw !== null && !signal.aborted) {
        let result: ReturnType<GameSession["ingestSummary"]> | null = null;
        try {
          result = session.ingestSummary(raw, day);
        } catch (err) {
          // The core refused the reply as a whole (e.g. `future_day`: a weak model dated a claim
          // after the day it summarised): the ledger is unchanged (C2.5), and the log says so, or the
          // AI calls tab would never show this day's summary.
          summarizer.refused?.(session.game, day, errorCode(err));
        }
        if (result !== null) {
          try {
            summarizer.ingested?.(session.game, day, result);
          } catch {
            // The log's own bug: the ledger has the claims already.
          }
        }
      }
    })().finally(() => {
      this.#summary = null;
      if (signal.aborted) {
        this.#asked.delete(day); // asked again after a restart
        return;
      }
      this.#o.onChange();
      this.#pokeSoon();
    });
    return true;
  }

  #ask(seat: Seat, r: Running): void {
    const { session } = this.#o;
    const agent = r.bot ? botAgent : this.#o.agents.get(seat);
    if (!agent || this.#running.get(seat) !== r) return;
    if (this.#held()) {
      // Paused (or the like) while its pacing ran: not asked; asked again when the table lets go.
      this.#running.delete(seat);
      return;
    }
    r.since = Date.now();
    this.#publish();
    void (async () => {
      let code: string | null = null;
      try {
        const command = await agent.decide(session.game, seat, r.abort.signal);
        if (r.abort.signal.aborted || this.#running.get(seat) !== r) return;
        // Still owed? A human's move (an explosion, R8.2) may have ended the turn meanwhile.
        const still = session.game.pending().some((p) => p.seat === seat && p.action === r.action);
        if (still) {
          session.apply(command);
          this.#failures.delete(seat);
        }
      } catch (err) {
        if (r.abort.signal.aborted) return;
        code = errorCode(err);
      } finally {
        if (this.#running.get(seat) === r) this.#running.delete(seat);
        this.#publish();
      }
      if (code !== null) {
        this.#failed(seat, r.action);
        this.#o.onError?.(code);
        return;
      }
      this.#o.onChange();
      this.#pokeSoon();
    })();
  }

  /** Counts an error of `seat`'s agent on this turn and schedules the seat's next ask after the backoff. */
  #failed(seat: Seat, action: ActionKind): void {
    const before = this.#failures.get(seat);
    const count = before && before.action === action ? before.count + 1 : 1;
    const delay = (this.#o.retry?.delayMs ?? agentBackoffMs)(count - 1);
    this.#failures.set(seat, { action, count, notBefore: Date.now() + delay });
    this.#armRetry();
  }

  /** A poke when the earliest backoff ends (one timer for all seats). */
  #armRetry(): void {
    if (this.#life.signal.aborted) return;
    const now = Date.now();
    let first = Infinity;
    for (const f of this.#failures.values()) if (f.notBefore > now) first = Math.min(first, f.notBefore);
    if (first === Infinity || (this.#retryTimer !== null && this.#retryAt <= first)) return;
    if (this.#retryTimer !== null) clearTimeout(this.#retryTimer);
    this.#retryAt = first;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#retryAt = Infinity;
      this.poke();
    }, first - now);
  }

  /**
   * The next poke in a task of its own, never in the same one: the page renders between moves and
   * a click ("stop skipping", pause) is handled before the next one, even when the bots and
   * "skip ahead" move without delay.
   */
  #pokeSoon(): void {
    if (this.#soon !== null || this.#life.signal.aborted) return;
    // Skipping ahead: a short gap between moves, so the table shows each one and "stop skipping" lands.
    this.#soon = setTimeout(
      () => {
        this.#soon = null;
        this.poke();
      },
      this.#fast ? SKIP_GAP_MS : 0,
    );
  }

  #publish(): void {
    const next: Waiting[] = [];
    for (const [seat, r] of this.#running) if (r.model && r.since !== null) next.push({ seat, action: r.action, since: r.since });
    const same = next.length === this.#waiting.length && next.every((w, i) => this.#waiting[i]!.seat === w.seat && this.#waiting[i]!.since === w.since);
    if (same) return;
    this.#waiting = next;
    for (const l of this.#listeners) l();
  }
}
