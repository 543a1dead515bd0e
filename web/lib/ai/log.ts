// The AI activity log: one entry per model call the game made (an AI seat's move, a retry, a
// day's summary), with what the UI shows — seat, purpose, model, latency, tokens, HTTP retries,
// the reply format, what the engine or the ledger did with it, and any fallback. A small store
// React reads with `useSyncExternalStore`.
import type { ActionKind, Rejection, Seat } from "wolfcore";
import type { ReplyFormat, TokenUsage } from "./protocol";

export type AiOutcome =
  /** The move was legal and played / the summary was read. */
  | "accepted"
  /** Refused (by the engine or unreadable); a retry follows. */
  | "refused"
  /** Refused or failed again: the seat's built-in bot moved instead. */
  | "fallback_bot"
  /** The summary failed or was unreadable: the ledger is as the extractor left it. */
  | "fallback_extractor";

export interface AiLogEntry {
  id: number;
  /** `Date.now()` when the call ended. */
  at: number;
  /** The acting seat; `null` for the summary. */
  seat: Seat | null;
  purpose: ActionKind | "summary";
  /** The game day. */
  day: number;
  /** 0 for the first request of a turn, 1 for the retry. */
  attempt: number;
  model: string;
  latencyMs: number;
  usage?: TokenUsage;
  /** HTTP retries (429, 5xx, dropped connection) inside the call. */
  retries: number;
  format?: ReplyFormat;
  outcome: AiOutcome;
  /** Why it was refused or failed: an `llm_*`, `reply_*` or engine error code. */
  code?: string;
  /** The move played (a short rendering), for seats. */
  move?: string;
  /** Summary: claims offered, new to the ledger, and rejected with reasons. */
  claims?: { offered: number; added: number; rejected: Rejection[]; addedContents: string[] };
  /** The parse error of an unreadable summary. */
  parseError?: string;
}

export type AiLogInput = Omit<AiLogEntry, "id" | "at">;

const MAX_ENTRIES = 500;

export class AiActivityLog {
  #entries: readonly AiLogEntry[] = [];
  #next = 1;
  readonly #listeners = new Set<() => void>();

  add(entry: AiLogInput): AiLogEntry {
    const full: AiLogEntry = { ...entry, id: this.#next++, at: Date.now() };
    const kept = this.#entries.length >= MAX_ENTRIES ? this.#entries.slice(1) : this.#entries;
    this.#entries = [...kept, full];
    for (const l of this.#listeners) l();
    return full;
  }

  /** A stable snapshot (a new array after every change). */
  entries = (): readonly AiLogEntry[] => this.#entries;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
