//! The `Game` class: one game of the engine (R1–R6) living in wasm memory.
//!
//! The class is a thin skin over [`wolfcore::engine::GameState`]: every rule is in the core.
//! JS arguments are read without letting JS code run while the game is borrowed in a way that
//! could unwind through Rust: commands and options are copied through guarded
//! `JSON.stringify` and parsed by the core's serde (so `deny_unknown_fields` applies and a
//! throwing getter becomes a typed error), and nothing here can panic. A refused call returns
//! through `Result`, so the object stays usable after any throw.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::engine::{
    BoardRules, CommandError, Event, GameOptions, GameOutcome, GameState, IngestError, OptionsError, PendingAction,
    PlayerView, PromptOptions, PublicPhase, RevealedRoles, SelfView, SnapshotError, View, Viewer,
};
use wolfcore::parse::{ParseError, Rejection};
use wolfcore::{Lang, PublicClaim, RoleCounts, Seat};

use crate::claims::valid_claims;
use crate::convert::{from_js, get, is_missing, lang_from_js, options_object, to_js};
use crate::errors::{code, js_type_name, thrown_message, BindingError, Detail};
use crate::storage;
use crate::types::{
    AppliedValue, CommandArg, GameEventList, GameOptionsArg, GameOutcomeValue, GameViewValue, IngestReportValue,
    IngestSummaryOptionsArg, IngestSummaryResultValue, PendingActionList, PromptContextValue, PromptOptionsArg,
    PublicClaimInputList, PublicClaimList, SeatArg, TextArg,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &'static str = r#"
/** A role that can be dealt (every `Role` but `Unknown`). */
export type BoardRole = Exclude<Role, "Unknown">;
/** A game's language: prompts and synthesised claim contents. */
export type GameLang = "en" | "zh";
/** R4: when the wolves win. `parity`: living wolves ≥ living non-wolves; `sideKill`: every god or every villager dead. */
export type WinRule = "parity" | "sideKill";
/** R2.3: when the Witch may save herself. */
export type WitchSelfSave = "always" | "firstNightOnly" | "never";
/** R3.3: who gives last words. */
export type LastWordsRule = "executedAndFirstNight" | "executedOnly";

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
  /** The sheriff election is a later feature: `true` throws `unsupported_option`. */
  sheriff?: boolean;
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
  | SelfRevealCommand;
/** The `type` of a command. */
export type CommandType = Command["type"];

/**
 * What a seat must do now. `pk_speak` is answered with a `speak` command, `pk_vote` with a
 * `vote`; every other kind with the command of the same name.
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
  | "pk_vote";
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
  | "game_over";
/** Main vote or PK revote. */
export type VoteRound = "main" | "pk";
/** One ballot; `target` is `undefined` for an abstention. */
export interface Ballot { voter: Seat; target: Seat | undefined }
/** A vote's result. */
export type VoteOutcome =
  | { result: "executed"; seat: Seat }
  | { result: "tie"; seats: Seat[] }
  | { result: "no_votes" };
/** Why a seat died (god view only). */
export type DeathCause = "wolf_kill" | "poison" | "execution" | "hunter_shot" | "self_reveal";
/** A night death with its cause (god view only). */
export interface NightDeath { seat: Seat; cause: DeathCause }
/** A seat and its role, as made public. */
export interface SeatRole { seat: Seat; role: BoardRole }
/** What happened, discriminated on `type`. A `target` of `undefined` means "nobody". */
export type GameEventKind =
  | { type: "game_started"; players: number; board: Record<BoardRole, number>; rules: BoardRules }
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
  | { type: "vote_tallied"; round: VoteRound; ballots: Ballot[]; outcome: VoteOutcome }
  | { type: "executed"; seat: Seat; role: BoardRole | undefined }
  | { type: "self_revealed"; seat: Seat }
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
  | { kind: "game_over" };
/** One seat as the viewer sees it. */
export interface PlayerView {
  seat: Seat;
  alive: boolean;
  /** The day it died. */
  diedOn: number | undefined;
  /** Only when the viewer may know it: its own, a fellow wolf's, a publicly revealed one, at game end, or the god view. */
  role: BoardRole | undefined;
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
  board: Record<BoardRole, number>;
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
}
/** Which prompt section. */
export type SectionName = "private_knowledge" | "public_facts" | "public_claims" | "transcript" | "your_turn";
/** One prompt section, tags included. */
export interface PromptSection { name: SectionName; text: string }
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
  | "one_potion_per_night"
  | "text_too_long"
  | "not_a_werewolf"
  | "invalid_command"
  | "unsupported_option"
  | "invalid_player_count"
  | "no_preset_board"
  | "player_count_mismatch"
  | "missing_board"
  | "invalid_roles"
  | "invalid_options"
  | "invalid_json"
  | "not_a_snapshot"
  | "unsupported_version"
  | "corrupted"
  | "engine_mismatch"
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
  /** `unknown_seat`, `dead_player`, `not_your_turn`, `already_acted`, `seat_out_of_range`: the seat. */
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
  /** `invalid_roles`: what is wrong with the list. */
  reason?: "no_werewolf" | "too_many_werewolves" | "unknown_role" | "duplicate_god";
  /** `text_too_long`: the text's length and the limit. */
  chars?: number;
  max?: number;
  /** `unsupported_version`: the version found. */
  version?: string;
  /** `engine_mismatch`: the engine version the save was written by. */
  engine?: string;
  /** `rejected_options`, `rejected_input`: the code the options or the input get live. */
  cause?: string;
  /** `future_day`: the claim's day and the game's. */
  day?: number;
  current?: number;
}
"#;

/// Codes raised by the `Game` binding itself (the core's codes pass through unchanged).
mod game_code {
    /// `Game.restore`: nothing saved under that key.
    pub(super) const NO_AUTOSAVE: &str = "no_autosave";
}

fn seat_detail(seat: Seat) -> Detail {
    Detail::Number(f64::from(seat))
}

/// A refused command, with its details (`seat`, `target`, `ability`, …).
pub(crate) fn command_error(err: &CommandError) -> BindingError {
    let e = BindingError::new(err.code(), err.to_string());
    match err {
        CommandError::UnknownSeat { seat }
        | CommandError::DeadPlayer { seat }
        | CommandError::NotYourTurn { seat }
        | CommandError::AlreadyActed { seat } => e.with("seat", seat_detail(*seat)),
        CommandError::InvalidTarget { target: Some(t) } => e.with("target", seat_detail(*t)),
        CommandError::AbilityUsed { ability } => e.with(
            "ability",
            Detail::Text(
                match ability {
                    wolfcore::engine::Ability::Antidote => "antidote",
                    wolfcore::engine::Ability::Poison => "poison",
                }
                .to_owned(),
            ),
        ),
        CommandError::TextTooLong { chars, max } => {
            e.with("chars", Detail::Number(*chars as f64)).with("max", Detail::Number(*max as f64))
        }
        _ => e,
    }
}

pub(crate) fn options_error(err: &OptionsError) -> BindingError {
    let e = BindingError::new(err.code(), err.to_string());
    match err {
        OptionsError::UnsupportedOption { option } => e.with("option", Detail::Text((*option).to_owned())),
        OptionsError::InvalidPlayerCount { players } => e.with("players", Detail::Number(*players as f64)),
        OptionsError::NoPresetBoard { players } => e.with("players", Detail::Number(f64::from(*players))),
        OptionsError::PlayerCountMismatch { players, roles } => {
            e.with("players", Detail::Number(f64::from(*players))).with("roles", Detail::Number(*roles as f64))
        }
        OptionsError::InvalidRoles { reason } => e.with("reason", Detail::Text(reason.as_str().to_owned())),
        OptionsError::MissingBoard | OptionsError::InvalidOptions { .. } => e,
    }
}

fn snapshot_error(err: &SnapshotError) -> BindingError {
    let e = BindingError::new(err.code(), err.to_string());
    match err {
        SnapshotError::UnsupportedVersion { version } => e.with("version", Detail::Text(version.clone())),
        SnapshotError::EngineMismatch { engine } => e.with("engine", Detail::Text(engine.clone())),
        SnapshotError::RejectedInput { index, error } => {
            e.with("index", Detail::Number(*index as f64)).with("cause", Detail::Text(error.code().to_owned()))
        }
        SnapshotError::RejectedOptions(error) => e.with("cause", Detail::Text(error.code().to_owned())),
        _ => e,
    }
}

fn ingest_error(err: &IngestError) -> BindingError {
    match err {
        IngestError::SeatOutOfRange { index, seat, players } => BindingError::new(err.code(), err.to_string())
            .with("index", Detail::Number(*index as f64))
            .with("seat", seat_detail(*seat))
            .with("players", Detail::Number(f64::from(*players))),
        IngestError::FutureDay { index, day, current } => BindingError::new(err.code(), err.to_string())
            .with("index", Detail::Number(*index as f64))
            .with("day", Detail::Number(f64::from(*day)))
            .with("current", Detail::Number(f64::from(*current))),
        IngestError::Ledger(e) => BindingError::from_ledger(e),
        IngestError::Parse(e) => BindingError::new(e.code(), e.to_string()),
    }
}

/// Copies a JS object argument to JSON text with a guarded `JSON.stringify` (getters that
/// throw, proxies, BigInts and cycles become `code` errors). Anything but a plain object (or
/// class instance) is refused before JS gets to run.
pub(crate) fn object_json(value: &JsValue, what: &str, code: &'static str) -> Result<String, BindingError> {
    if !value.is_object() || js_sys::Array::is_array(value) || value.is_function() {
        return Err(BindingError::new(code, format!("{what} must be an object, got {}", js_type_name(value))));
    }
    let unreadable = |why: String| BindingError::new(code, format!("{what} cannot be read: {why}"));
    let text = js_sys::JSON::stringify(value).map_err(|thrown| unreadable(thrown_message(&thrown)))?;
    text.as_string().ok_or_else(|| unreadable("it does not serialise to JSON".to_owned()))
}

/// Reads a 0-based seat argument: a non-negative integer (else `invalid_argument`); a seat the
/// board does not have is `unknown_seat`.
pub(crate) fn seat_arg(value: &JsValue, what: &str, players: u8) -> Result<Seat, BindingError> {
    let n = value.as_f64().ok_or_else(|| {
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a 0-based seat number, got {}", js_type_name(value)),
        )
    })?;
    if !n.is_finite() || n < 0.0 || n.fract() != 0.0 {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a non-negative integer, got {n}"),
        ));
    }
    if n >= f64::from(players) {
        return Err(BindingError::new(
            "unknown_seat",
            format!("seat {n} does not exist (the board has {players} seats)"),
        )
        .with("seat", Detail::Number(n)));
    }
    // In range 0..players ≤ 16, so the conversion is exact.
    Ok(n as Seat)
}

fn text_arg(value: &JsValue, what: &str) -> Result<String, BindingError> {
    value.as_string().ok_or_else(|| {
        BindingError::new(code::INVALID_ARGUMENT, format!("{what} must be a string, got {}", js_type_name(value)))
    })
}

/// Refuses keys of an options object that are not in `known` (serde-wasm-bindgen would skip
/// them silently, and a typo must not silently mean "the default").
fn check_keys(obj: &js_sys::Object, known: &[&str], what: &str) -> Result<(), BindingError> {
    for key in js_sys::Object::keys(obj).iter() {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                format!("{what}: unknown option {key:?} (expected one of {})", known.join(", ")),
            ));
        }
    }
    Ok(())
}

const PROMPT_KEYS: [&str; 7] =
    ["lang", "maxClaims", "maxPrivateChars", "maxFactsChars", "maxClaimsChars", "maxTranscriptChars", "maxLineChars"];

fn prompt_options(options: Option<&JsValue>) -> Result<PromptOptions, BindingError> {
    let mut opts = PromptOptions::default();
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(opts);
    };
    check_keys(&obj, &PROMPT_KEYS, "options")?;
    let lang: Option<Lang> = lang_from_js(&get(&obj, "lang", "options")?, "options.lang")?;
    opts.lang = lang;
    let caps: [(&str, &mut usize); 6] = [
        ("maxClaims", &mut opts.max_claims),
        ("maxPrivateChars", &mut opts.max_private_chars),
        ("maxFactsChars", &mut opts.max_facts_chars),
        ("maxClaimsChars", &mut opts.max_claims_chars),
        ("maxTranscriptChars", &mut opts.max_transcript_chars),
        ("maxLineChars", &mut opts.max_line_chars),
    ];
    for (key, slot) in caps {
        let value = get(&obj, key, "options")?;
        if !is_missing(&value) {
            *slot = from_js(value, &format!("options.{key}"))?;
        }
    }
    Ok(opts)
}

fn summary_day(options: Option<&JsValue>) -> Result<Option<u32>, BindingError> {
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(None);
    };
    check_keys(&obj, &["day"], "options")?;
    let day = get(&obj, "day", "options")?;
    if is_missing(&day) {
        return Ok(None);
    }
    let day: u32 = from_js(day, "options.day")?;
    if day == 0 {
        return Err(BindingError::new(code::INVALID_ARGUMENT, "options.day must be ≥ 1"));
    }
    Ok(Some(day))
}

pub(crate) fn cast<T: JsCast>(value: Result<JsValue, BindingError>) -> Result<T, JsValue> {
    Ok(value?.unchecked_into())
}

/// One game of werewolf (R1–R6), owned by the WebAssembly module.
///
/// Seats are **0-based** everywhere. `pending()`, `godView()`, `eventLog()` and `save()` are
/// moderator-level (the whole truth, including every role); a player's UI or prompt must use
/// `view(seat)` / `promptContext(seat)` only. Every method either succeeds or throws a
/// `GameError` and leaves the game exactly as it was; the object stays usable after a throw.
/// Call `free()` when done (or rely on the finalizer).
#[wasm_bindgen]
pub struct Game {
    pub(crate) state: GameState,
}

#[wasm_bindgen]
impl Game {
    /// Deals a new game (R1) and runs it to the first input (night 1).
    ///
    /// @throws {GameError} `invalid_options` (wrong shape, unknown key, bad seed),
    /// `unsupported_option` (`sheriff: true`), `invalid_player_count`, `no_preset_board`,
    /// `player_count_mismatch`, `missing_board`, `invalid_roles` (with `reason`).
    #[wasm_bindgen(constructor)]
    pub fn new(options: &GameOptionsArg) -> Result<Game, JsValue> {
        let json = object_json(options, "options", "invalid_options")?;
        let options = GameOptions::from_json(&json).map_err(|e| options_error(&e))?;
        let state = GameState::new(options).map_err(|e| options_error(&e))?;
        Ok(Game { state })
    }

    /// Restores a game from a save written by `save()`: deals it from the saved options and
    /// replays the saved inputs, each checked as it was live.
    ///
    /// @throws {GameError} `invalid_argument` (not a string), `invalid_json`, `not_a_snapshot`,
    /// `unsupported_version` (with `version`; version-1 saves are no longer read),
    /// `engine_mismatch` (with `engine`), `corrupted` (missing or extra keys),
    /// `rejected_options` (with `cause`), `rejected_input` (with `index` and `cause`, the code
    /// the input gets live).
    pub fn load(snapshot: &TextArg) -> Result<Game, JsValue> {
        let text = text_arg(snapshot, "snapshot")?;
        let state = GameState::load(&text).map_err(|e| snapshot_error(&e))?;
        Ok(Game { state })
    }

    /// The game as a versioned JSON save: its options and every input it accepted
    /// (`{"format":"wolfcore-game","version":2,"engine":…,"options":…,"inputs":[…]}`).
    /// Moderator-level: it holds the seed. `Game.load(s).save() === s`.
    #[must_use]
    pub fn save(&self) -> String {
        self.state.save()
    }

    /// Everyone the engine is waiting for and what is legal for each (R5), in seat order.
    /// Moderator-level: night actions reveal roles; a seat's UI should read `view(seat).pending`.
    pub fn pending(&self) -> Result<PendingActionList, JsValue> {
        cast(to_js(&self.state.pending()))
    }

    /// Applies one command (R5). A refused command throws and changes nothing.
    ///
    /// @throws {GameError} `invalid_command` (wrong shape or unknown field), `game_over`,
    /// `unknown_seat`, `wrong_phase`, `dead_player`, `not_your_turn`, `already_acted`,
    /// `invalid_target`, `ability_used`, `same_guard_target`, `self_save_forbidden`,
    /// `one_potion_per_night`, `text_too_long`, `not_a_werewolf`.
    pub fn apply(&mut self, command: &CommandArg) -> Result<AppliedValue, JsValue> {
        let json = object_json(command, "command", "invalid_command")?;
        let applied = self.state.apply_json(&json).map_err(|e| command_error(&e))?;
        cast(to_js(&applied))
    }

    /// The view of one seat (R6): public events, its own role and private results, the wolf
    /// team for wolves. Without a seat (`undefined`/`null`): the spectator view (public only).
    ///
    /// @throws {GameError} `invalid_argument` (not a non-negative integer), `unknown_seat`.
    pub fn view(&self, seat: Option<SeatArg>) -> Result<GameViewValue, JsValue> {
        let viewer = match seat.map(JsValue::from).filter(|s| !is_missing(s)) {
            Some(seat) => Viewer::Seat { seat: seat_arg(&seat, "seat", self.state.player_count())? },
            None => Viewer::Spectator,
        };
        let view = self.state.view(viewer).map_err(|e| command_error(&e))?;
        cast(to_js(&ViewOut::from(&view)))
    }

    /// The god view: everything, every role. For the moderator and replays; never for a
    /// player's prompt.
    #[wasm_bindgen(js_name = godView)]
    pub fn god_view(&self) -> Result<GameViewValue, JsValue> {
        cast(to_js(&ViewOut::from(&self.state.god_view())))
    }

    /// The prompt context of one seat, built from its view only (R6): `<private_knowledge>`,
    /// `<public_facts>`, `<public_claims>` (when the ledger has claims), `<transcript>`,
    /// `<your_turn>` (when the seat must act). Every line is sanitised (C5.3).
    ///
    /// @throws {GameError} `invalid_argument` (bad seat or options, unknown option key),
    /// `unsupported_lang`, `unknown_seat`.
    #[wasm_bindgen(js_name = promptContext)]
    pub fn prompt_context(
        &self,
        seat: &SeatArg,
        options: Option<PromptOptionsArg>,
    ) -> Result<PromptContextValue, JsValue> {
        let seat = seat_arg(seat, "seat", self.state.player_count())?;
        let opts = prompt_options(options.map(JsValue::from).as_ref())?;
        let context = self.state.prompt_context(seat, &opts).map_err(|e| command_error(&e))?;
        cast(to_js(&context))
    }

    /// The public-claims ledger (C3, verified by public ground truth, C4).
    #[wasm_bindgen(js_name = publicClaims)]
    pub fn public_claims(&self) -> Result<PublicClaimList, JsValue> {
        cast(to_js(self.state.public_claims()))
    }

    /// Reads a summary model's raw response (C2) with this game's seat count, talk day, phase
    /// and language, merges the valid claims into the ledger (C3) and verifies them (C4).
    /// A response that cannot be read is reported in `error` (not thrown) and changes nothing.
    ///
    /// @throws {GameError} `invalid_argument` (raw not a string, bad options), `future_day`,
    /// `too_many_claims`; the ledger is unchanged then.
    #[wasm_bindgen(js_name = ingestSummary)]
    pub fn ingest_summary(
        &mut self,
        raw: &TextArg,
        options: Option<IngestSummaryOptionsArg>,
    ) -> Result<IngestSummaryResultValue, JsValue> {
        let raw = text_arg(raw, "raw")?;
        let day = summary_day(options.map(JsValue::from).as_ref())?;
        match self.state.ingest_summary(&raw, day) {
            Ok(report) => cast(to_js(&report)),
            Err(IngestError::Parse(error)) => cast(to_js(&RefusedSummary {
                offered: 0,
                added: 0,
                ledger_size: self.state.public_claims().len(),
                rejected: Vec::new(),
                error: &error,
            })),
            Err(e) => Err(ingest_error(&e).into()),
        }
    }

    /// Merges claims into the ledger (C3) and verifies them (C4). Ids, statuses and reasons
    /// given are ignored: the game assigns ids from its seed and only ground truth sets a verdict.
    ///
    /// @throws {GameError} `invalid_argument`, `invalid_claim` (with `index`, `reason`),
    /// `seat_out_of_range`, `future_day`, `too_many_claims`; the ledger is unchanged then.
    #[wasm_bindgen(js_name = ingestClaims)]
    pub fn ingest_claims(&mut self, claims: &PublicClaimInputList) -> Result<IngestReportValue, JsValue> {
        let claims = valid_claims(claims)?;
        let report = self.state.ingest_claims(&claims).map_err(|e| ingest_error(&e))?;
        cast(to_js(&report))
    }

    /// The whole event log (moderator-level: private and wolves-only events included).
    #[wasm_bindgen(js_name = eventLog)]
    pub fn event_log(&self) -> Result<GameEventList, JsValue> {
        cast(to_js(self.state.events()))
    }

    /// The event log as JSON text: byte-identical for the same options and commands on every
    /// platform (native Rust, browsers, Node).
    #[wasm_bindgen(js_name = eventLogJson)]
    #[must_use]
    pub fn event_log_json(&self) -> String {
        self.state.event_log_json()
    }

    /// FNV-1a 64 of `eventLogJson()`, as 16 hex digits: the cross-platform parity check.
    #[wasm_bindgen(js_name = eventLogDigest)]
    #[must_use]
    pub fn event_log_digest(&self) -> String {
        self.state.event_log_digest()
    }

    /// Whether the game has ended (R4).
    #[wasm_bindgen(js_name = isOver)]
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The result once the game is over, else `undefined`.
    pub fn outcome(&self) -> Result<Option<GameOutcomeValue>, JsValue> {
        match self.state.outcome() {
            Some(outcome) => Ok(Some(cast(to_js(&outcome))?)),
            None => Ok(None),
        }
    }

    /// **Browser only.** Saves the snapshot in `localStorage` under `key`; read it back with
    /// `Game.restore(key)` (the stored value is exactly `save()`, so `Game.load` reads it too).
    /// Never called implicitly.
    ///
    /// @throws {GameError} `storage_unavailable` (Node, workers, storage disabled),
    /// `storage_failed` (e.g. quota exceeded), `invalid_argument`.
    pub fn autosave(&self, key: &TextArg) -> Result<(), JsValue> {
        let key = text_arg(key, "key")?;
        storage::write(&key, &self.state.save())?;
        Ok(())
    }

    /// **Browser only.** Loads the game `autosave(key)` stored.
    ///
    /// @throws {GameError} `storage_unavailable`, `no_autosave` (nothing under `key`), and the
    /// errors of `Game.load` for a stored value that is not a valid snapshot.
    pub fn restore(key: &TextArg) -> Result<Game, JsValue> {
        let key = text_arg(key, "key")?;
        let text = storage::read(&key)?
            .ok_or_else(|| BindingError::new(game_code::NO_AUTOSAVE, format!("no game is saved under {key:?}")))?;
        let state = GameState::load(&text).map_err(|e| snapshot_error(&e))?;
        Ok(Game { state })
    }

    /// **Browser only.** Whether `autosave(key)` stored something under `key`.
    ///
    /// @throws {GameError} `storage_unavailable`, `invalid_argument`.
    #[wasm_bindgen(js_name = hasAutosave)]
    pub fn has_autosave(key: &TextArg) -> Result<bool, JsValue> {
        let key = text_arg(key, "key")?;
        Ok(storage::read(&key)?.is_some())
    }

    /// **Browser only.** Removes what `autosave(key)` stored (nothing happens if there is none).
    ///
    /// @throws {GameError} `storage_unavailable`, `invalid_argument`.
    #[wasm_bindgen(js_name = clearAutosave)]
    pub fn clear_autosave(key: &TextArg) -> Result<(), JsValue> {
        let key = text_arg(key, "key")?;
        storage::remove(&key)?;
        Ok(())
    }
}

/// Revealed roles serialised as a map with decimal seat keys (`{"4":"Hunter"}`), without
/// building a second map.
struct SeatKeyed<'a>(&'a RevealedRoles);

impl serde::Serialize for SeatKeyed<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (seat, role) in self.0 {
            map.serialize_entry(&seat.to_string(), role)?;
        }
        map.end()
    }
}

/// A [`View`] as JS gets it: the same fields, but `revealedRoles` keyed by seat *strings*, as
/// a plain JS object's keys are (the one serializer refuses integer map keys, and must not
/// fall back to a `Map`). Destructured without `..`, so a field added to the core's `View`
/// does not compile until it is added here.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct ViewOut<'a> {
    viewer: &'a Viewer,
    player_count: u8,
    day: u32,
    phase: &'a PublicPhase,
    board: &'a RoleCounts,
    rules: &'a BoardRules,
    lang: Lang,
    players: &'a [PlayerView],
    you: Option<&'a SelfView>,
    events: &'a [Event],
    pending: &'a [PendingAction],
    public_claims: &'a [PublicClaim],
    revealed_roles: SeatKeyed<'a>,
    outcome: Option<GameOutcome>,
}

impl<'a> From<&'a View> for ViewOut<'a> {
    fn from(view: &'a View) -> Self {
        let View {
            viewer,
            player_count,
            day,
            phase,
            board,
            rules,
            lang,
            players,
            you,
            events,
            pending,
            public_claims,
            revealed_roles,
            outcome,
        } = view;
        ViewOut {
            viewer,
            player_count: *player_count,
            day: *day,
            phase,
            board,
            rules,
            lang: *lang,
            players,
            you: you.as_ref(),
            events,
            pending,
            public_claims,
            revealed_roles: SeatKeyed(revealed_roles),
            outcome: *outcome,
        }
    }
}

/// The result of `ingestSummary` for a response refused whole (C2.2): nothing added, the
/// ledger as it was.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct RefusedSummary<'a> {
    offered: usize,
    added: usize,
    ledger_size: usize,
    rejected: Vec<Rejection>,
    error: &'a ParseError,
}
