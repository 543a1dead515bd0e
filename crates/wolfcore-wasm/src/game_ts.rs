//! The TypeScript declarations of the `Game` class's values (commands, views, events, …).

//!
//! The engine's data-carrying types (commands, events, phases, views, moves, options) are
//! generated from their one Rust definition (`wire_type!` in the core) into `game.d.ts` at build
//! time (`build.rs`, into OUT_DIR, never committed). What is left here has no such
//! definition: names derived in TypeScript (`BoardRole`, `CommandType`), a type with a
//! hand-written reader (`SeatRoles`), and the prompt, ingest and error types.

use wasm_bindgen::prelude::*;

/// The engine's wire types, generated from their one definition in the core (`wire_type!`).
#[wasm_bindgen(typescript_custom_section)]
const TS_GAME_WIRE: &'static str = include_str!(concat!(env!("OUT_DIR"), "/game.d.ts"));

#[wasm_bindgen(typescript_custom_section)]
const TS_GAME: &'static str = r#"
/** A role that can be dealt (every `Role` but `Unknown`). */
export type BoardRole = Exclude<Role, "Unknown">;
/**
 * R10.1: fixed seats. An array with one entry per seat (`null`: dealt by the seed), or an object
 * keyed by 0-based seat numbers in decimal (`{ "0": "Seer" }`). All seats fixed: a fixed deal,
 * whose counts must be the board's exactly; some: the rest is dealt from the remaining roles.
 */
export type SeatRoles = (BoardRole | null)[] | { [seat: string]: BoardRole };

/** The `type` of a command. */
export type CommandType = Command["type"];

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

/**
 * Codes of the errors the `Game` class throws (`err.code`): the engine's (generated) and those
 * of prompt sections, ingestion and browser storage.
 */
export type GameErrorCode =
  | EngineErrorCode
  | "invalid_prompt_section"
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
  ability?: Ability;
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
