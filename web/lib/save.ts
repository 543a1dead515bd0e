// The autosave file: what the lobby chose, the inputs in order (every accepted command and
// summary), the core's snapshot and its event-log digest. Read back with checks, so a damaged
// or foreign save is a coded error (shown translated), never a half-loaded game.
import type { BoardRole, Command, LastWordsRule, WinRule, WitchSelfSave } from "wolfcore";
import type { AiLogEntry } from "./ai/log";
import { AppError } from "./errors";
import { isLocale, type Locale } from "./messages";

export const SAVE_KEY = "wolfcore-web:save";
export const SAVE_FORMAT = "wolfcore-web-save";
export const SAVE_VERSION = 1;

export type SeatChoice = "seat" | "random" | "watch";

/** What the lobby chose (R1 board options), with the seat already drawn for `random`. */
export interface GameSetup {
  players: number;
  /** A standard board from the core's `boards()` (its `id`, for display); absent = the size preset. */
  boardId?: string;
  /** That board's roles, one per seat, passed to `new Game({ roles })`; absent = the size preset (R1). */
  roles?: BoardRole[];
  winRule: WinRule;
  witchSelfSave: WitchSelfSave;
  revealRoleOnDeath: boolean;
  lastWords: LastWordsRule;
  /** The deal seed as a decimal string (u64). */
  seed: string;
  seatChoice: SeatChoice;
  /** The human's 0-based seat; `null` when watching. */
  humanSeat: number | null;
  /** Seats played by the configured AI model instead of the built-in bot (issue 10; absent = none). */
  modelSeats?: number[];
  /** Whether the AI model summarises each day's talk into the ledger (absent = no). */
  modelSummary?: boolean;
  /** R9: the day-1 sheriff election and the badge (absent = no). */
  sheriff?: boolean;
  /** R9.5: how much the sheriff's vote counts (absent = the engine's default, 1.5); only with `sheriff`. */
  sheriffVoteWeight?: SheriffVoteWeight;
  /** R10.3: whether the Witch may poison herself (absent = yes, the engine's default). */
  witchSelfPoison?: boolean;
  /** R10.1: the role the human would like (absent = random); honoured when the board has it. */
  preferredRole?: BoardRole;
  /** R10.2: the players' names, one per seat (absent = seat numbers only); the core sanitises them. */
  seatNames?: string[];
  /** Personas of AI seats, one per seat (`""` = none), sent to model seats as a host prompt section (R10.4). */
  personas?: string[];
  /** How well the built-in bots play (issue 19; absent = `normal`, the core's default). */
  botDifficulty?: BotDifficulty;
}

/** The core's bot difficulties (`BotConfig.difficulty`). */
export type BotDifficulty = "easy" | "normal" | "hard";
export const BOT_DIFFICULTIES: readonly BotDifficulty[] = ["easy", "normal", "hard"];

/** Longest name the lobby takes (the core keeps fewer characters after sanitising). */
export const MAX_NAME_INPUT = 40;

/** R9.5: the sheriff vote weights the engine takes. */
export type SheriffVoteWeight = 1 | 1.5 | 2;
export const SHERIFF_WEIGHTS: readonly SheriffVoteWeight[] = [1, 1.5, 2];
/** Longest persona the lobby takes (the core's host-section cap is 8,000). */
export const MAX_PERSONA_INPUT = 600;

/** One accepted input, in order: replaying them on the same setup gives the same game. */
export type SessionInput = { type: "command"; command: Command } | { type: "summary"; day: number; raw: string };

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: number;
  setup: GameSetup;
  lang: Locale;
  inputs: SessionInput[];
  /** `game.save()`. */
  snapshot: string;
  /** `game.eventLogDigest()` when saved. */
  digest: string;
  /** The AI activity log (issue 10's "AI calls" tab), so a reload keeps it; absent in older saves. */
  aiLog?: AiLogEntry[];
  /** The game's id in the browser's recent games (lib/library.ts); absent in older saves. */
  id?: string;
}

const WIN_RULES: readonly string[] = ["parity", "sideKill"];
const SELF_SAVE: readonly string[] = ["always", "firstNightOnly", "never"];
const LAST_WORDS: readonly string[] = ["executedAndFirstNight", "executedOnly"];
const SEAT_CHOICES: readonly string[] = ["seat", "random", "watch"];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Checks a setup's shape (the core checks the board itself when the game is built). */
export function isGameSetup(v: unknown): v is GameSetup {
  if (!isObject(v)) return false;
  const players = v.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players < 6 || players > 12) return false;
  const seat = v.humanSeat;
  const seatOk = seat === null || (typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < players);
  return (
    seatOk &&
    WIN_RULES.includes(v.winRule as string) &&
    SELF_SAVE.includes(v.witchSelfSave as string) &&
    typeof v.revealRoleOnDeath === "boolean" &&
    LAST_WORDS.includes(v.lastWords as string) &&
    typeof v.seed === "string" &&
    isSeed(v.seed) &&
    SEAT_CHOICES.includes(v.seatChoice as string) &&
    (v.seatChoice === "watch") === (seat === null) &&
    (v.modelSeats === undefined ||
      (Array.isArray(v.modelSeats) &&
        v.modelSeats.length <= players &&
        v.modelSeats.every((s) => typeof s === "number" && Number.isInteger(s) && s >= 0 && s < players))) &&
    (v.modelSummary === undefined || typeof v.modelSummary === "boolean") &&
    (v.boardId === undefined || typeof v.boardId === "string") &&
    (v.sheriff === undefined || typeof v.sheriff === "boolean") &&
    (v.sheriffVoteWeight === undefined || (v.sheriff === true && SHERIFF_WEIGHTS.includes(v.sheriffVoteWeight as SheriffVoteWeight))) &&
    (v.witchSelfPoison === undefined || typeof v.witchSelfPoison === "boolean") &&
    (v.preferredRole === undefined || typeof v.preferredRole === "string") &&
    textsPerSeat(v.seatNames, players, MAX_NAME_INPUT) &&
    textsPerSeat(v.personas, players, MAX_PERSONA_INPUT) &&
    (v.botDifficulty === undefined || BOT_DIFFICULTIES.includes(v.botDifficulty as BotDifficulty)) &&
    // The roles' names are checked by the core when the game is built (a coded error, never a panic).
    (v.roles === undefined ||
      (Array.isArray(v.roles) && v.roles.length === players && v.roles.every((r) => typeof r === "string")))
  );
}

/** Absent, or one bounded string per seat. */
function textsPerSeat(v: unknown, players: number, max: number): boolean {
  return v === undefined || (Array.isArray(v) && v.length === players && v.every((x) => typeof x === "string" && x.length <= max));
}

function isInput(v: unknown): v is SessionInput {
  if (!isObject(v)) return false;
  if (v.type === "command") return isObject(v.command) && typeof v.command.type === "string";
  if (v.type === "summary") return typeof v.raw === "string" && typeof v.day === "number";
  return false;
}

/**
 * Reads a save file's envelope. Throws an `AppError` coded `save_invalid_json`, `save_not_ours`,
 * `save_from_newer_version` (a later envelope), `save_unsupported_version` or `save_malformed`;
 * the snapshot inside is checked by the core.
 */
export function parseSave(text: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("save_invalid_json");
  }
  if (!isObject(raw) || raw.format !== SAVE_FORMAT) throw new AppError("save_not_ours");
  // A later envelope is a newer release's save (issue 18): say so, as the core does for its own.
  if (typeof raw.version === "number" && Number.isInteger(raw.version) && raw.version > SAVE_VERSION) {
    throw new AppError("save_from_newer_version");
  }
  if (raw.version !== SAVE_VERSION) throw new AppError("save_unsupported_version");
  if (
    !isGameSetup(raw.setup) ||
    !isLocale(raw.lang) ||
    !Array.isArray(raw.inputs) ||
    !raw.inputs.every(isInput) ||
    typeof raw.snapshot !== "string" ||
    typeof raw.digest !== "string" ||
    (raw.id !== undefined && !(typeof raw.id === "string" && /^[a-z0-9-]{1,40}$/.test(raw.id)))
  ) {
    throw new AppError("save_malformed");
  }
  return raw as unknown as SaveFile;
}

const U64_MAX = (1n << 64n) - 1n;

/** A deal seed: a decimal integer 0..2^64−1 (R1). */
export function isSeed(text: string): boolean {
  return /^\d{1,20}$/.test(text) && BigInt(text) <= U64_MAX;
}

/** A fresh random u64 seed as a decimal string. */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return ((BigInt(words[0] ?? 0) << 32n) | BigInt(words[1] ?? 0)).toString();
}
