// One game in the browser: the wasm `Game` (the single source of truth) plus what the app must
// remember around it — the lobby's setup and every accepted input, so the game can be saved,
// resumed after a reload, and rebuilt in another language (bot speeches follow the game's
// language from then on; everything said before stays as it was said).
import { Game } from "wolfcore";
import type {
  Applied,
  Command,
  GameOptions,
  GameView,
  HostSection,
  IngestSummaryResult,
  PendingAction,
  PublicPhase,
  Seat,
} from "wolfcore";
import { AiActivityLog, readLogEntries } from "./ai/log";
import { AppError } from "./errors";
import { newGameId, type RecentEntry } from "./library";
import type { Locale } from "./messages";
import { SAVE_FORMAT, SAVE_VERSION, parseSave, type GameSetup, type SaveFile, type SessionInput } from "./save";

export function gameOptions(setup: GameSetup, lang: Locale): GameOptions {
  return {
    // A standard board passes its roles (the seat count follows from them); otherwise the size preset.
    ...(setup.roles ? { roles: setup.roles } : { players: setup.players }),
    seed: setup.seed,
    winRule: setup.winRule,
    witchSelfSave: setup.witchSelfSave,
    revealRoleOnDeath: setup.revealRoleOnDeath,
    lastWords: setup.lastWords,
    // The options below are left out when unused, so the game (and its save) is exactly as before them.
    ...(setup.sheriff ? { sheriff: true } : {}),
    ...(setup.sheriff && setup.sheriffVoteWeight !== undefined ? { sheriffVoteWeight: setup.sheriffVoteWeight } : {}),
    ...(setup.witchSelfPoison === false ? { witchSelfPoison: false } : {}),
    ...(setup.preferredRole !== undefined && setup.humanSeat !== null
      ? { preferredRole: { seat: setup.humanSeat, role: setup.preferredRole } }
      : {}),
    ...(setup.seatNames ? { seatNames: [...setup.seatNames] } : {}),
    lang,
  };
}

/** R10.4: the host sections of `seat`'s prompt: its persona, if the lobby gave it one. */
export function hostSections(setup: GameSetup, seat: Seat): HostSection[] {
  const persona = setup.personas?.[seat]?.trim();
  return persona ? [{ name: "persona", content: persona, position: "start" }] : [];
}

export class GameSession {
  readonly game: Game;
  readonly setup: GameSetup;
  readonly lang: Locale;
  /** Every model call of this game (kept across a language switch and saved with the game). */
  readonly aiLog: AiActivityLog;
  /** The game's id among the browser's recent games (kept across reloads, language switches and exports). */
  readonly id: string;
  readonly #inputs: SessionInput[];

  private constructor(game: Game, setup: GameSetup, lang: Locale, inputs: SessionInput[], aiLog: AiActivityLog, id: string) {
    this.id = id;
    this.game = game;
    this.setup = setup;
    this.lang = lang;
    this.#inputs = inputs;
    this.aiLog = aiLog;
  }

  /** A new game; throws the core's coded errors for a bad board. */
  static create(setup: GameSetup, lang: Locale): GameSession {
    return new GameSession(new Game(gameOptions(setup, lang)), setup, lang, [], new AiActivityLog(), newGameId());
  }

  /**
   * Resumes a save. Throws coded errors: the envelope's (`save_*`), the core's snapshot codes
   * (`invalid_json`, `not_a_snapshot`, `unsupported_version`, `corrupted`), or
   * `save_digest_mismatch` / `save_setup_mismatch` when the parts disagree.
   */
  static fromSave(text: string, id?: string): GameSession {
    const file = parseSave(text);
    const game = Game.load(file.snapshot);
    try {
      if (game.eventLogDigest() !== file.digest) throw new AppError("save_digest_mismatch");
      const view = game.view();
      if (view.playerCount !== file.setup.players || view.lang !== file.lang) throw new AppError("save_setup_mismatch");
    } catch (err) {
      game.free();
      throw err;
    }
    // The log is only a record: malformed entries are dropped, never a reason to refuse the save.
    return new GameSession(game, file.setup, file.lang, [...file.inputs], new AiActivityLog(readLogEntries(file.aiLog)), id ?? file.id ?? newGameId());
  }

  get inputs(): readonly SessionInput[] {
    return this.#inputs;
  }

  get humanSeat(): Seat | null {
    return this.setup.humanSeat;
  }

  /** Applies one move; a refused one throws its coded error and changes nothing (R5). */
  apply(command: Command): Applied {
    const applied = this.game.apply(command);
    // Recorded as it will be saved (a plain JSON copy: no `undefined` fields, no shared object).
    this.#inputs.push({ type: "command", command: JSON.parse(JSON.stringify(command)) as Command });
    return applied;
  }

  /** A summary model's raw reply for `day`; an unreadable one changes nothing (C2.5). */
  ingestSummary(raw: string, day: number): IngestSummaryResult {
    const result = this.game.ingestSummary(raw, { day });
    if (!result.error && result.offered > 0) this.#inputs.push({ type: "summary", day, raw });
    return result;
  }

  /**
   * The day whose talk the last move ended (speeches over, the vote begins), given the phase
   * before that move; `null` otherwise. This is when the `DaySummarizer` seam runs.
   */
  talkEnded(before: PublicPhase): number | null {
    const view = this.game.view();
    return before.kind === "day_speech" && view.phase.kind === "vote" ? view.day : null;
  }

  /** What the person at the screen may see: their seat's view, or the spectator's. */
  view(): GameView {
    return this.humanSeat === null ? this.game.view() : this.game.view(this.humanSeat);
  }

  /** What the human must do now (empty when watching or waiting). */
  humanPending(): PendingAction[] {
    const seat = this.humanSeat;
    if (seat === null) return [];
    return this.game.pending().filter((p) => p.seat === seat);
  }

  /** The next move an AI seat owes, if any. */
  nextAgentAction(): PendingAction | undefined {
    return this.game.pending().find((p) => p.seat !== this.humanSeat);
  }

  /**
   * The same game in another language: a new `Game` with the same setup, fed the same inputs.
   * Everything already said stays as said; prompts and new bot speeches use `lang`. Throws
   * `relang_diverged` (and keeps nothing) if the replay does not reach the same event log.
   */
  withLang(lang: Locale): GameSession {
    if (lang === this.lang) return this;
    const game = new Game(gameOptions(this.setup, lang));
    try {
      for (const input of this.#inputs) {
        if (input.type === "command") game.apply(input.command);
        else game.ingestSummary(input.raw, { day: input.day });
      }
      if (game.eventLogDigest() !== this.game.eventLogDigest()) throw new AppError("relang_diverged");
    } catch (err) {
      game.free();
      throw err;
    }
    return new GameSession(game, this.setup, lang, [...this.#inputs], this.aiLog, this.id);
  }

  toSaveFile(): SaveFile {
    return {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      setup: this.setup,
      lang: this.lang,
      inputs: this.#inputs,
      snapshot: this.game.save(),
      digest: this.game.eventLogDigest(),
      ...(this.aiLog.entries().length > 0 ? { aiLog: [...this.aiLog.entries()] } : {}),
      id: this.id,
    };
  }

  /** What the recent-games list shows of this game (lib/library.ts). */
  recentEntry(savedAt = Date.now()): RecentEntry {
    const view = this.game.view();
    return {
      id: this.id,
      savedAt,
      players: view.playerCount,
      lang: this.lang,
      humanSeat: this.humanSeat,
      day: view.day,
      phase: view.outcome ? "over" : view.phase.kind,
      ...(view.outcome ? { winner: view.outcome.winner } : {}),
    };
  }

  toSave(): string {
    return JSON.stringify(this.toSaveFile());
  }

  free(): void {
    this.game.free();
  }
}
