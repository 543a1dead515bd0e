// The AI activity log: one entry per model call the game made (an AI seat's move, a retry, a
// day's summary), with what the UI shows — seat, purpose, model, latency, tokens, HTTP retries,
// the reply format, what the engine or the ledger did with it, and any fallback. A small store
// React reads with `useSyncExternalStore`.
import type { ActionKind, Rejection, Seat } from "wolfcore";
import type { FinishReason, ReplyFormat, TokenUsage } from "./protocol";
import { REPLY_FORMATS } from "./protocol";

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
  /** Why the model stopped (whitelisted by the route). */
  finishReason?: FinishReason;
  /** SHA-256 (hex) of the messages the route sent: the prompt inspector shows the same digest for the same prompt. */
  prompt?: string;
  outcome: AiOutcome;
  /** Why it was refused or failed: an `llm_*`, `reply_*` or engine error code. */
  code?: string;
  /** The move played (a short rendering), for seats. */
  move?: string;
  /** Summary: claims offered, new to the ledger, and rejected with reasons. */
  claims?: { offered: number; added: number; rejected: Rejection[]; addedContents: string[] };
  /** The parse error of an unreadable summary. */
  parseError?: string;
  /** With `llm_client_rate_limited`: seconds until the route takes calls again. */
  retryAfterS?: number;
}

export type AiLogInput = Omit<AiLogEntry, "id" | "at">;

export const MAX_ENTRIES = 500;

export class AiActivityLog {
  #entries: readonly AiLogEntry[] = [];
  #next = 1;
  readonly #listeners = new Set<() => void>();

  /** A log resumed from a save (entries already checked by `readLogEntries`). */
  constructor(entries: readonly AiLogEntry[] = []) {
    this.#entries = entries.slice(-MAX_ENTRIES);
    this.#next = this.#entries.reduce((n, e) => Math.max(n, e.id + 1), 1);
  }

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

// Reading a saved log back. The save sits in localStorage, which anyone at the machine can edit:
// every entry is checked field by field and bounded, and a bad entry is dropped (the log is a
// record for the player, never an input of the game, so dropping one changes no game state).

const OUTCOMES: readonly string[] = ["accepted", "refused", "fallback_bot", "fallback_extractor"];
const FORMATS: readonly string[] = REPLY_FORMATS;
const FINISH: readonly string[] = ["stop", "length", "content_filter", "tool_calls", "other"];
/** Longest text field kept from a saved entry (moves are ≤ ~100 characters when written). */
const MAX_TEXT = 500;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const nat = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER;
const text = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_TEXT;
const optional = <T>(v: unknown, ok: (x: unknown) => x is T): boolean => v === undefined || ok(v);

function isUsage(v: unknown): v is TokenUsage {
  return isObject(v) && optional(v.prompt, nat) && optional(v.completion, nat) && optional(v.total, nat);
}

function isRejection(v: unknown): v is Rejection {
  return isObject(v) && nat(v.index) && text(v.reason);
}

function isClaims(v: unknown): v is NonNullable<AiLogEntry["claims"]> {
  return (
    isObject(v) &&
    nat(v.offered) &&
    nat(v.added) &&
    Array.isArray(v.rejected) &&
    v.rejected.length <= 200 &&
    v.rejected.every(isRejection) &&
    Array.isArray(v.addedContents) &&
    v.addedContents.length <= 200 &&
    v.addedContents.every(text)
  );
}

function isEntry(v: unknown): v is AiLogEntry {
  return (
    isObject(v) &&
    nat(v.id) &&
    nat(v.at) &&
    (v.seat === null || (nat(v.seat) && v.seat < 16)) &&
    typeof v.purpose === "string" &&
    /^[a-z_]{1,32}$/.test(v.purpose) &&
    nat(v.day) &&
    nat(v.attempt) &&
    text(v.model) &&
    nat(v.latencyMs) &&
    nat(v.retries) &&
    optional(v.usage, isUsage) &&
    (v.format === undefined || FORMATS.includes(v.format as string)) &&
    (v.finishReason === undefined || FINISH.includes(v.finishReason as string)) &&
    optional(v.prompt, (c): c is string => typeof c === "string" && /^[0-9a-f]{64}$/.test(c)) &&
    OUTCOMES.includes(v.outcome as string) &&
    optional(v.code, (c): c is string => typeof c === "string" && /^[a-z_]{1,64}$/.test(c)) &&
    optional(v.move, text) &&
    optional(v.claims, isClaims) &&
    optional(v.parseError, (c): c is string => typeof c === "string" && /^[a-z_]{1,64}$/.test(c)) &&
    optional(v.retryAfterS, nat)
  );
}

/** The well-formed entries of a saved log (at most the last 500, ids unique and rising); anything else → `[]`. */
export function readLogEntries(v: unknown): AiLogEntry[] {
  if (!Array.isArray(v)) return [];
  const kept: AiLogEntry[] = [];
  let last = 0;
  for (const e of v.slice(-MAX_ENTRIES)) {
    if (!isEntry(e) || e.id <= last) continue;
    last = e.id;
    kept.push(e);
  }
  return kept;
}
