// The games this browser keeps: the current autosave (`SAVE_KEY`, resumed on load) and the last
// few games (`RECENT_KEY` lists them, each save under its own key), so leaving a game, a damaged
// autosave or a second game never loses the first. Export and import move a game as a file.
// Everything read back is untrusted (anyone at the machine can edit localStorage or a file):
// the index is checked entry by entry and a save is only ever opened through `parseSave` and
// the core's `Game.load`.
import { AppError } from "./errors";
import { isLocale, type Locale } from "./messages";
import { SAVE_KEY } from "./save";

/** The index of recent games (newest first). */
export const RECENT_KEY = "wolfcore-web:recent";
/** Prefix of one recent game's save. */
export const RECENT_PREFIX = "wolfcore-web:game:";
/** How many games the browser keeps. */
export const MAX_RECENT = 6;
/** The largest save file an import reads (a long game with its AI log is well under 1 MB). */
export const MAX_IMPORT_BYTES = 4 * 1024 * 1024;

/** The part of `Storage` this module uses (a fake in unit tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the recent-games list shows of one game, without opening its save. */
export interface RecentEntry {
  id: string;
  /** `Date.now()` of the last save. */
  savedAt: number;
  players: number;
  lang: Locale;
  /** The human's 0-based seat; `null` when watching. */
  humanSeat: number | null;
  day: number;
  /** The phase kind when saved (`night`, `day_speech`, …). */
  phase: string;
  /** The winning side (`village`, `wolves`, `nobody`) once the game is over. */
  winner?: string;
}

const ID = /^[a-z0-9-]{1,40}$/;

export function isGameId(v: unknown): v is string {
  return typeof v === "string" && ID.test(v);
}

/** A fresh game id (time + randomness: unique in one browser, sortable enough to read). */
export function newGameId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `g-${Date.now().toString(36)}-${(words[0] ?? 0).toString(36)}${(words[1] ?? 0).toString(36)}`.slice(0, 40);
}

function isEntry(v: unknown): v is RecentEntry {
  if (typeof v !== "object" || v === null) return false;
  const e = v as Record<string, unknown>;
  const seat = e.humanSeat;
  return (
    isGameId(e.id) &&
    typeof e.savedAt === "number" &&
    Number.isFinite(e.savedAt) &&
    typeof e.players === "number" &&
    Number.isInteger(e.players) &&
    e.players >= 1 &&
    e.players <= 64 &&
    isLocale(e.lang) &&
    (seat === null || (typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < e.players)) &&
    typeof e.day === "number" &&
    Number.isInteger(e.day) &&
    e.day >= 0 &&
    e.day < 1000 &&
    typeof e.phase === "string" &&
    /^[a-z_]{1,32}$/.test(e.phase) &&
    (e.winner === undefined || e.winner === "village" || e.winner === "wolves" || e.winner === "nobody")
  );
}

/** The recent games, newest first; a damaged index yields the entries that still read (never throws). */
export function listRecent(store: KeyValueStore): RecentEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(RECENT_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: RecentEntry[] = [];
  for (const e of raw) {
    if (!isEntry(e) || seen.has(e.id)) continue;
    seen.add(e.id);
    out.push({
      id: e.id,
      savedAt: e.savedAt,
      players: e.players,
      lang: e.lang,
      humanSeat: e.humanSeat,
      day: e.day,
      phase: e.phase,
      ...(e.winner ? { winner: e.winner } : {}),
    });
  }
  return out.sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_RECENT);
}

/** One recent game's save text, or `null`. */
export function readRecent(store: KeyValueStore, id: string): string | null {
  return isGameId(id) ? store.getItem(RECENT_PREFIX + id) : null;
}

function writeIndex(store: KeyValueStore, entries: readonly RecentEntry[]) {
  store.setItem(RECENT_KEY, JSON.stringify(entries));
}

/**
 * Keeps `save` as the game `entry.id` (newest first), and as the current autosave unless
 * `current` is false. The oldest games beyond `MAX_RECENT` are dropped; when storage is full the
 * oldest other games make room. Throws `storage_failed` only when even that cannot fit it.
 */
export function remember(store: KeyValueStore, entry: RecentEntry, save: string, current = true): void {
  if (!isEntry(entry)) throw new AppError("save_malformed");
  let entries = [entry, ...listRecent(store).filter((e) => e.id !== entry.id)];
  const drop = (e: RecentEntry) => {
    try {
      store.removeItem(RECENT_PREFIX + e.id);
    } catch {
      // nothing to free
    }
  };
  for (const e of entries.slice(MAX_RECENT)) drop(e);
  entries = entries.slice(0, MAX_RECENT);
  for (;;) {
    try {
      store.setItem(RECENT_PREFIX + entry.id, save);
      if (current) store.setItem(SAVE_KEY, save);
      writeIndex(store, entries);
      return;
    } catch {
      // Full: the oldest other game makes room (the one being saved is never dropped).
      const oldest = entries.length > 1 ? entries[entries.length - 1] : undefined;
      if (!oldest) throw new AppError("storage_failed");
      drop(oldest);
      entries = entries.slice(0, -1);
    }
  }
}

/** Forgets one recent game (its save and its line); the current autosave is left alone. */
export function forget(store: KeyValueStore, id: string): void {
  if (!isGameId(id)) return;
  store.removeItem(RECENT_PREFIX + id);
  writeIndex(
    store,
    listRecent(store).filter((e) => e.id !== id),
  );
}

/** Stops resuming the current game on load (it stays in the recent list). */
export function clearCurrent(store: KeyValueStore): void {
  store.removeItem(SAVE_KEY);
}

/** A file name for an exported game: `wolfcore-<date>-<id>.json`. */
export function exportFileName(entry: Pick<RecentEntry, "id" | "savedAt">): string {
  const date = new Date(entry.savedAt).toISOString().slice(0, 10);
  return `wolfcore-${date}-${entry.id}.json`;
}

/**
 * Reads an imported file's text, bounded: a file over `MAX_IMPORT_BYTES` is refused
 * (`import_too_large`), an empty or unreadable one too (`import_unreadable`). The text is then
 * opened like any save (`GameSession.fromSave`), which gives the save's own codes.
 */
export async function readImportFile(file: Pick<File, "size" | "text">): Promise<string> {
  if (file.size > MAX_IMPORT_BYTES) throw new AppError("import_too_large");
  if (file.size === 0) throw new AppError("import_unreadable");
  try {
    return await file.text();
  } catch {
    throw new AppError("import_unreadable");
  }
}

/** `window.localStorage`, or `null` where storage is unavailable (private modes, blocked cookies). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Offers `text` as a downloaded file (browser only). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
