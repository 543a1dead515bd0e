//! The TypeScript declarations of the `Game` class's values (commands, views, events, …).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &'static str = r#"
/** A role that can be dealt (every `Role` but `Unknown`). */
export type BoardRole = Exclude<Role, "Unknown">;
/**
 * A board's role counts. `Idiot` and `WhiteWolfKing` (R8) are left out when the board has none,
 * so boards without them read exactly as before.
 */
export type BoardCounts = Record<Exclude<BoardRole, "Idiot" | "WhiteWolfKing">, number> &
  Partial<Record<"Idiot" | "WhiteWolfKing", number>>;
/** A game's language: prompts and synthesised claim contents. */
export type GameLang = "en" | "zh";
/** R4: when the wolves win. `parity`: living wolves ≥ living non-wolves; `sideKill`: every god or every villager dead. */
export type WinRule = "parity" | "sideKill";
/** R2.3: when the Witch may save herself. */
export type WitchSelfSave = "always" | "firstNightOnly" | "never";
/** R3.3: who gives last words. */
export type LastWordsRule = "executedAndFirstNight" | "executedOnly";
/**
 * R10.1: fixed seats. An array with one entry per seat (`null`: dealt by the seed), or an object
 * keyed by 0-based seat numbers in decimal (`{ "0": "Seer" }`). All seats fixed: a fixed deal,
 * whose counts must be the board's exactly; some: the rest is dealt from the remaining roles.
 */
export type SeatRoles = (BoardRole | null)[] | { [seat: string]: BoardRole };
/** R10.1: the role one seat (the human) would like; honoured when the board has it free. */
export interface PreferredRole { seat: Seat; role: BoardRole }

/**
 * Options of `new Game(options)` (R1). Give `players` (6–12 use the preset board) or a custom
 * `roles` list (6–16 seats, dealt in a seeded random order), or both when they agree.
 */
export interface GameOptions {
  /** Seats, 6–16; boards of 13–16 need `roles`. */
  players?: number;
  /** A custom board, one role per seat (≥ 1 werewolf, wolves < non-wolves, at most one of each god). */
  roles?: BoardRole[];
  /**
   * The deal seed, an integer 0..2^64−1. JS numbers lose precision above 2^53 (`Number.MAX_SAFE_INTEGER`),
   * so pass larger seeds as a decimal string. Secret-equivalent: it never appears in a view.
   */
  seed: number | string;
  /** Default `parity`. */
  winRule?: WinRule;
  /** Default `always`. */
  witchSelfSave?: WitchSelfSave;
  /** Announce every dead player's role (default false). */
  revealRoleOnDeath?: boolean;
  /** Default `executedAndFirstNight`. */
  lastWords?: LastWordsRule;
  /** R8.2: the player a White Wolf King takes gives last words (default false). */
  whiteWolfKingLastWords?: boolean;
  /** R10.3: the Witch may poison herself (default true). */
  witchSelfPoison?: boolean;
  /** R10.1: a fixed or partial deal. Moderator-level like the seed: never in a view. */
  seatRoles?: SeatRoles;
  /** R10.1: one seat's wish, honoured when the board still has the role free (else ignored). */
  preferredRole?: PreferredRole;
  /**
   * R10.2: one name per seat, shown as `Seat 3 (Alice)` / `3号（Alice）` in prompts and as
   * `players[i].name` in views. Untrusted: sanitised (letters, digits, spaces, `-_.'·・`, at
   * most 24 chars); a name empty after that, or equal to another ignoring case, is refused.
   */
  seatNames?: string[];
  /**
   * R3.4 / R10.5: where day speeches start after a night nobody died in, when no sheriff orders
   * them (0-based seat; default 0). A seat off the board throws `invalid_first_speaker`.
   */
  firstSpeaker?: Seat;
  /** R9: a sheriff election on day 1 and the badge (default false; any board). */
  sheriff?: boolean;
  /** R9.5: the weight of the sheriff's ballot in day votes: 1, 1.5 (default) or 2. */
  sheriffVoteWeight?: 1 | 1.5 | 2;
  /** Default `en`. */
  lang?: GameLang;
}

/** R2.1: the Guard protects a living player (self allowed) or nobody (`null`). */
export interface GuardProtectCommand { type: "guard_protect"; seat: Seat; target: Seat | null }
/** R2.2: one wolf's choice of victim (a wolf allowed) or nobody. */
export interface WolfKillCommand { type: "wolf_kill"; seat: Seat; target: Seat | null }
/** R2.3: save the told target (`save: true`), or poison one living player, or pass (neither). At most one potion a night. */
export interface WitchActCommand { type: "witch_act"; seat: Seat; save?: boolean; poison?: Seat | null }
/** R2.4: the Seer checks one other living player. */
export interface SeerCheckCommand { type: "seer_check"; seat: Seat; target: Seat }
/** R3.2 / R3.6: a dead Hunter shoots a living player or holds fire (`null`). */
export interface HunterShootCommand { type: "hunter_shoot"; seat: Seat; target: Seat | null }
/** R3.4 / R3.5: the current day or PK speaker speaks (≤ 4,000 chars; may be empty). */
export interface SpeakCommand { type: "speak"; seat: Seat; text: string }
/** R3.3 / R3.6: last words of the dead player whose turn it is. */
export interface LastWordsCommand { type: "last_words"; seat: Seat; text: string }
/** R3.5: vote for a living player (PK: a tied player) or abstain (`null`). */
export interface VoteCommand { type: "vote"; seat: Seat; target: Seat | null }
/** A living werewolf reveals itself during day or PK speeches: it dies at once and the day ends. */
export interface SelfRevealCommand { type: "self_reveal"; seat: Seat }
/**
 * R8.2: a living White Wolf King explodes during day or PK speeches and takes another living
 * player with it; both die and the day ends.
 */
export interface WhiteWolfKingExplodeCommand { type: "white_wolf_king_explode"; seat: Seat; target: Seat }
/** R9.2: every living player declares at once whether he runs for sheriff (上警). */
export interface SheriffRunCommand { type: "sheriff_run"; seat: Seat; run: boolean }
/** R9.3: a standing candidate withdraws (退水) during the campaign speeches (any speaker's turn). */
export interface SheriffWithdrawCommand { type: "sheriff_withdraw"; seat: Seat }
/** R9.6: the speaking direction; `clockwise` = rising seat numbers. The sheriff speaks last. */
export type Direction = "clockwise" | "counterclockwise";
/** R9.6: the sheriff chooses the day's speaking direction, starting next to him. */
export interface SheriffDirectionCommand { type: "sheriff_direction"; seat: Seat; direction: Direction }
/** R9.7: the sheriff losing the badge passes it to a living player or tears it (`null`). */
export interface PassBadgeCommand { type: "pass_badge"; seat: Seat; target: Seat | null }
/** One move (R5), naming its **0-based** seat; discriminated on `type`. */
export type Command =
  | GuardProtectCommand
  | WolfKillCommand
  | WitchActCommand
  | SeerCheckCommand
  | HunterShootCommand
  | SpeakCommand
  | LastWordsCommand
  | VoteCommand
  | SelfRevealCommand
  | WhiteWolfKingExplodeCommand
  | SheriffRunCommand
  | SheriffWithdrawCommand
  | SheriffDirectionCommand
  | PassBadgeCommand;
/** The `type` of a command. */
export type CommandType = Command["type"];

/**
 * What a seat must do now. `pk_speak` and `sheriff_speak` are answered with a `speak` command
 * (a candidate may instead send `sheriff_withdraw`), `pk_vote` and `sheriff_vote` with a `vote`;
 * every other kind with the command of the same name.
 */
export type ActionKind =
  | "guard_protect"
  | "wolf_kill"
  | "witch_act"
  | "seer_check"
  | "hunter_shoot"
  | "last_words"
  | "speak"
  | "pk_speak"
  | "vote"
  | "pk_vote"
  | "sheriff_run"
  | "sheriff_speak"
  | "sheriff_vote"
  | "sheriff_direction"
  | "pass_badge";
/** Someone the engine is waiting for (R5). */
export interface PendingAction {
  /** The seat that must act (0-based). */
  seat: Seat;
  action: ActionKind;
  /** Legal targets, ascending (empty for text actions). Witch: the legal poison targets (empty once the poison is used). */
  targets: Seat[];
  /** Whether nobody / abstain / hold fire / pass is allowed; for text actions, whether the text may be empty. */
  canSkip: boolean;
  /** Witch only: the seat she may save tonight, when she may. */
  saveTarget?: Seat;
}

/** What an accepted command produced, counted in the acting seat's view: events `firstEvent..eventCount` of `view(seat).events` are new. */
export interface Applied {
  firstEvent: number;
  eventCount: number;
  gameOver: boolean;
}

/** The winning side. */
export type Side = "village" | "wolves" | "nobody";
/** R4: why the game ended. */
export type WinReason = "no_wolves_left" | "parity" | "gods_dead" | "villagers_dead" | "day_limit";
/** How the game ended. */
export interface GameOutcome {
  winner: Side;
  reason: WinReason;
  /** The day it ended. */
  day: number;
}

/** The board's rules without the seed (public). */
export interface BoardRules {
  winRule: WinRule;
  witchSelfSave: WitchSelfSave;
  revealRoleOnDeath: boolean;
  lastWords: LastWordsRule;
  /** R8.2; present only when `true`. */
  whiteWolfKingLastWords?: boolean;
  /** R10.3; present only when `false`. */
  witchSelfPoison?: boolean;
  /** R9; present only when `true`. */
  sheriff?: boolean;
  /** R9.5; present only with `sheriff`. */
  sheriffVoteWeight?: number;
}
/** Who may see an event (R6). */
export type Visibility =
  | { scope: "public" }
  | { scope: "seats"; seats: Seat[] }
  | { scope: "wolves" }
  | { scope: "god" };
/** The coarse phase an event happened in. */
export type EventPhase =
  | "setup"
  | "night"
  | "dawn"
  | "day_speech"
  | "vote"
  | "pk_speech"
  | "pk_vote"
  | "execution"
  | "game_over"
  | "sheriff";
/** Main vote or PK revote. */
export type VoteRound = "main" | "pk";
/** One ballot; `target` is `undefined` for an abstention. */
export interface Ballot { voter: Seat; target: Seat | undefined }
/** A vote's result. */
export type VoteOutcome =
  | { result: "executed"; seat: Seat }
  | { result: "tie"; seats: Seat[] }
  | { result: "no_votes" };
/** R9.3 / R9.4: a sheriff ballot round's result. */
export type ElectionOutcome =
  | { result: "elected"; seat: Seat }
  | { result: "tie"; seats: Seat[] }
  | { result: "no_votes" };
/** R9.4: how the election ended (`seat` is `undefined` for every end but `elected` / `unopposed`). */
export type ElectionEnd = "elected" | "unopposed" | "no_candidates" | "no_voters" | "no_votes" | "second_tie";
/** R9: the election as it stands (public). */
export interface Election {
  /** Everyone who signed up (empty until every seat declared). */
  runners: Seat[];
  /** Candidates who withdrew. */
  withdrawn: Seat[];
  /** The tied candidates of the PK round (empty before a tie). */
  pk: Seat[];
  finished: boolean;
}
/** Why a seat died (god view only). */
export type DeathCause = "wolf_kill" | "poison" | "execution" | "hunter_shot" | "self_reveal" | "white_wolf_king";
/** A night death with its cause (god view only). */
export interface NightDeath { seat: Seat; cause: DeathCause }
/** A seat and its role, as made public. */
export interface SeatRole { seat: Seat; role: BoardRole }
/** What happened, discriminated on `type`. A `target` of `undefined` means "nobody". */
export type GameEventKind =
  | { type: "game_started"; players: number; board: BoardCounts; rules: BoardRules }
  | { type: "role_dealt"; seat: Seat; role: BoardRole }
  | { type: "wolf_team"; wolves: Seat[] }
  | { type: "night_fell"; night: number }
  | { type: "guard_protected"; seat: Seat; target: Seat | undefined }
  | { type: "wolf_voted"; seat: Seat; target: Seat | undefined }
  | { type: "wolves_chose"; target: Seat | undefined }
  | { type: "witch_told"; seat: Seat; target: Seat | undefined }
  | { type: "witch_acted"; seat: Seat; save: Seat | undefined; poison: Seat | undefined }
  | { type: "seer_result"; seat: Seat; target: Seat; alignment: Alignment }
  | {
      type: "night_resolved";
      night: number;
      wolfTarget: Seat | undefined;
      guarded: Seat | undefined;
      saved: Seat | undefined;
      poisoned: Seat | undefined;
      deaths: NightDeath[];
    }
  | { type: "deaths_announced"; seats: Seat[]; roles: SeatRole[] }
  | { type: "cannot_shoot"; seat: Seat }
  | { type: "hunter_shot"; seat: Seat; target: Seat; targetRole: BoardRole | undefined }
  | { type: "hunter_held_fire"; seat: Seat }
  | { type: "last_words"; seat: Seat; text: string }
  | { type: "speech"; seat: Seat; text: string; pk: boolean }
  | { type: "vote_cast"; seat: Seat; target: Seat | undefined; round: VoteRound }
  | {
      type: "vote_tallied";
      round: VoteRound;
      ballots: Ballot[];
      outcome: VoteOutcome;
      /** R9.5: the sheriff's ballot and its weight, when the sheriff voted. */
      sheriff?: { seat: Seat; weight: number };
    }
  | { type: "executed"; seat: Seat; role: BoardRole | undefined }
  | { type: "self_revealed"; seat: Seat }
  | { type: "idiot_revealed"; seat: Seat }
  | { type: "white_wolf_king_exploded"; seat: Seat; target: Seat; targetRole: BoardRole | undefined }
  | { type: "sheriff_run_declared"; seat: Seat; run: boolean }
  | { type: "sheriff_candidates"; candidates: Seat[] }
  | { type: "sheriff_withdrew"; seat: Seat }
  | { type: "sheriff_speech"; seat: Seat; text: string; pk: boolean }
  | { type: "sheriff_vote_cast"; seat: Seat; target: Seat | undefined; pk: boolean }
  | { type: "sheriff_vote_tallied"; pk: boolean; ballots: Ballot[]; outcome: ElectionOutcome }
  | { type: "sheriff_elected"; seat: Seat | undefined; how: ElectionEnd }
  | { type: "sheriff_direction_chosen"; seat: Seat; direction: Direction }
  | { type: "badge_passed"; seat: Seat; target: Seat | undefined }
  | { type: "game_ended"; winner: Side; reason: WinReason; roles: BoardRole[] };
/** One entry of the event log. Texts (`speech`, `last_words`) are raw player input: untrusted. */
export interface GameEvent {
  /** Position in the list it came in (a view renumbers, so gaps never reveal hidden events). */
  index: number;
  /** Night `d` precedes day `d`; 0 before night 1. */
  day: number;
  phase: EventPhase;
  visibility: Visibility;
  kind: GameEventKind;
}

/** Who is looking at a view. */
export type Viewer = { kind: "seat"; seat: Seat } | { kind: "spectator" } | { kind: "god" };
/** The phase as a viewer may see it (night steps and a Hunter's decision are hidden). */
export type PublicPhase =
  | { kind: "night" }
  | { kind: "dawn" }
  | { kind: "last_words"; seat: Seat }
  | { kind: "day_speech"; seat: Seat }
  | { kind: "vote" }
  | { kind: "pk_speech"; seat: Seat; candidates: Seat[] }
  | { kind: "pk_vote"; candidates: Seat[] }
  | { kind: "execution" }
  | { kind: "sheriff_signup" }
  | { kind: "sheriff_speech"; seat: Seat; pk: boolean }
  | { kind: "sheriff_vote"; candidates: Seat[]; pk: boolean }
  | { kind: "sheriff_direction"; seat: Seat }
  | { kind: "badge"; seat: Seat }
  | { kind: "game_over" };
/** One seat as the viewer sees it. */
export interface PlayerView {
  seat: Seat;
  alive: boolean;
  /** The day it died. */
  diedOn: number | undefined;
  /** Only when the viewer may know it: its own, a fellow wolf's, a publicly revealed one, at game end, or the god view. */
  role: BoardRole | undefined;
  /** R10.2: the seat's name (sanitised `seatNames`), when the game has names. */
  name?: string;
}
/** The Witch's potions: the night each was used. */
export interface Potions { antidoteUsed: number | undefined; poisonUsed: number | undefined }
/** The viewing seat's private state. */
export interface SelfView {
  seat: Seat;
  role: BoardRole;
  alive: boolean;
  /** Wolves: every wolf seat, self included; empty for others. */
  wolfTeam: Seat[];
  /** Witch only. */
  potions: Potions | undefined;
  /** Guard only: last night's protected seat (not allowed tonight). */
  lastProtected: Seat | undefined;
}
/** Everything one viewer may know (R6). */
export interface GameView {
  viewer: Viewer;
  playerCount: number;
  day: number;
  phase: PublicPhase;
  board: BoardCounts;
  rules: BoardRules;
  lang: GameLang;
  players: PlayerView[];
  /** Seat views only. */
  you: SelfView | undefined;
  /** The events this viewer may see, renumbered. */
  events: GameEvent[];
  /** Actions awaited that this viewer may know of: its own plus the public ones (speeches, votes); god: all. */
  pending: PendingAction[];
  publicClaims: PublicClaim[];
  /** Publicly revealed roles by 0-based seat. */
  revealedRoles: { [seat: number]: BoardRole };
  outcome: GameOutcome | undefined;
  /** R9: the sheriff now; absent when there is none. */
  sheriff?: Seat;
  /** R9: the day-1 election; absent on boards without a sheriff and before it starts. */
  election?: Election;
}

/** Caps (in characters) and language of `game.promptContext`. Every field is optional. */
export interface PromptOptions {
  /** Default: the game's language. */
  lang?: LangTag;
  /** Most claims in `<public_claims>` (default 40). */
  maxClaims?: number;
  /** Cap of `<private_knowledge>` (default 4,000). */
  maxPrivateChars?: number;
  /** Cap of `<public_facts>` (default 6,000). */
  maxFactsChars?: number;
  /** Cap of the whole `<public_claims>` section (default 8,000). */
  maxClaimsChars?: number;
  /** Cap of `<transcript>` (default 16,000). */
  maxTranscriptChars?: number;
  /** Cap of one transcript line (default 1,200). */
  maxLineChars?: number;
  /** R10.4: the host's own sections (at most 8), placed in the slots around the core's. */
  sections?: HostSection[];
}
/**
 * R10.4: where a host section goes. The slots are always in this order, present or not the
 * section they are named after: `start`, (`<private_knowledge>`), `after_private_knowledge`,
 * (`<public_facts>`), `after_public_facts`, (`<public_claims>`), `after_public_claims`,
 * (`<transcript>`), `after_transcript`, (`<your_turn>`), `end`. Within a slot, the order given.
 */
export type SectionSlot =
  | "start"
  | "after_private_knowledge"
  | "after_public_facts"
  | "after_public_claims"
  | "after_transcript"
  | "end";
/**
 * R10.4: one host section, wrapped as `<name>` … `</name>`. `name` matches `[a-z_][a-z0-9_]{0,31}`
 * and is not a core section's; `content` (≤ 8,000 chars) is untrusted: each line is sanitised
 * (C5.3), so it cannot open or close any tag.
 */
export interface HostSection { name: string; content: string; position: SectionSlot }
/** Which prompt section (`host`: one of `options.sections`). */
export type SectionName = "private_knowledge" | "public_facts" | "public_claims" | "transcript" | "your_turn" | "host";
/** One prompt section, tags included. */
export interface PromptSection {
  name: SectionName;
  /** R10.4: a host section's name (its tag); only for `name: "host"`. */
  host?: string;
  text: string;
}
/** The prompt context of one seat, built from that seat's view only (R6). */
export interface PromptContext {
  sections: PromptSection[];
  /** All sections joined by a blank line. */
  text: string;
}

/** What `ingestClaims` did. */
export interface IngestReport {
  /** Claims offered. */
  offered: number;
  /** Claims new to the ledger (the rest were duplicates, C3.1). */
  added: number;
  /** Ledger size afterwards. */
  ledgerSize: number;
}
/** Options of `ingestSummary`. */
export interface IngestSummaryOptions {
  /** The day the talk happened (default: the current talk day). Not after the current day. */
  day?: number;
}
/**
 * What `ingestSummary` did. A response that cannot be read at all is not thrown: it comes
 * back as `error` with nothing added, and the ledger is unchanged (C2.5).
 */
export interface IngestSummaryResult extends IngestReport {
  /** Claims of the response rejected one by one (C2.3). */
  rejected: Rejection[];
  error?: ParseError;
}

/** Codes of the errors the `Game` class throws (`err.code`). */
export type GameErrorCode =
  | "game_over"
  | "unknown_seat"
  | "wrong_phase"
  | "dead_player"
  | "not_your_turn"
  | "already_acted"
  | "invalid_target"
  | "ability_used"
  | "same_guard_target"
  | "self_save_forbidden"
  | "self_poison_forbidden"
  | "one_potion_per_night"
  | "text_too_long"
  | "not_a_werewolf"
  | "not_a_white_wolf_king"
  | "no_vote"
  | "not_a_candidate"
  | "not_sheriff"
  | "invalid_command"
  | "unsupported_option"
  | "invalid_player_count"
  | "no_preset_board"
  | "player_count_mismatch"
  | "missing_board"
  | "invalid_roles"
  | "invalid_seat_roles"
  | "invalid_preferred_role"
  | "invalid_first_speaker"
  | "invalid_seat_names"
  | "invalid_prompt_section"
  | "invalid_options"
  | "invalid_json"
  | "not_a_snapshot"
  | "unsupported_version"
  | "corrupted"
  | "save_from_newer_version"
  | "too_many_inputs"
  | "rejected_options"
  | "rejected_input"
  | "seat_out_of_range"
  | "future_day"
  | "storage_unavailable"
  | "storage_failed"
  | "no_autosave";
/** An error of the `Game` class, with the details its code carries. */
export interface GameError extends WolfcoreError {
  code: GameErrorCode | WolfcoreErrorCode;
  /** `unknown_seat`, `dead_player`, `not_your_turn`, `already_acted`, `not_a_candidate`, `not_sheriff`, `seat_out_of_range`, `invalid_seat_roles`: the seat. */
  seat?: number;
  /** `invalid_target`: the target named, if any. */
  target?: Seat;
  /** `ability_used`: which potion. */
  ability?: "antidote" | "poison";
  /** `unsupported_option`: which option. */
  option?: string;
  /** `invalid_player_count`, `no_preset_board`, `player_count_mismatch`, `seat_out_of_range`: seats. */
  players?: number;
  /** `player_count_mismatch`: length of `roles`. */
  roles?: number;
  /**
   * What is wrong. `invalid_roles`: `no_werewolf`, `too_many_werewolves`, `unknown_role`,
   * `duplicate_god`. `invalid_seat_roles` / `invalid_preferred_role`: `wrong_length`, `bad_seat`,
   * `seat_out_of_range`, `unknown_role`, `not_on_board`, `seat_fixed`. `invalid_seat_names`:
   * `wrong_count`, `empty_name`, `duplicate_name`. `invalid_prompt_section`: `too_many`,
   * `bad_name`, `reserved_name`, `duplicate_name`, `too_long`.
   */
  reason?:
    | "no_werewolf"
    | "too_many_werewolves"
    | "unknown_role"
    | "duplicate_god"
    | "wrong_length"
    | "bad_seat"
    | "seat_out_of_range"
    | "not_on_board"
    | "seat_fixed"
    | "wrong_count"
    | "empty_name"
    | "duplicate_name"
    | "too_many"
    | "bad_name"
    | "reserved_name"
    | "too_long";
  /** `invalid_seat_roles`: the role concerned, when one is. */
  role?: Role;
  /** `invalid_seat_names`, `invalid_prompt_section`: the index of the bad name or section. */
  index?: number;
  /** `text_too_long`: the text's length and the limit. */
  chars?: number;
  max?: number;
  /** `unsupported_version`: the version found. */
  version?: string;
  /** `save_from_newer_version`: the rules version (or `envelope N`) the save was made with. */
  rules?: string;
  /** `too_many_inputs` from `Game.load`: how many inputs the save holds (`max` from a live call: the cap). */
  count?: number;
  /** `rejected_options`, `rejected_input`: the code the options or the input get live. */
  cause?: string;
  /** `future_day`: the claim's day and the game's. */
  day?: number;
  current?: number;
}
"#;
