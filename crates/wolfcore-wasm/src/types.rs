//! The TypeScript side of the contract: hand-written interfaces for the C1 record, the
//! options and the results, and typed extern handles so no exported signature says `any`.
//!
//! The ledger's interfaces are written here; the wire enums' unions (`wire.d.ts`) and the
//! engine's data-carrying types (`game.d.ts`, included by `game_ts.rs`) are generated at build
//! time (`build.rs`, into OUT_DIR, never committed) by the core from their one definition
//! (`wire_enum!`, `wire_type!`), which needs no wasm dependency.
//! Field names and enum spellings are the core's serde names (C1).

use wasm_bindgen::prelude::*;

/// The wire enums' unions, generated from their one definition in the core (`wire_enum!`) by
/// `build.rs` at build time.
#[wasm_bindgen(typescript_custom_section)]
const TS_WIRE: &'static str = include_str!(concat!(env!("OUT_DIR"), "/wire.d.ts"));

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A seat index. **0-based** inside the ledger (C1); people and models write 1-based seats. */
export type Seat = number;
/** A language of the catalogs: `en`, `zh`, or a regional form such as `zh-CN`. */
export type LangTag = "en" | "zh" | `en-${string}` | `zh-${string}` | `en_${string}` | `zh_${string}`;

/** One public statement a player made, as the ledger remembers it (C1). */
export interface PublicClaim {
  /** UUID v4 assigned by the ledger. */
  id: string;
  /** Game day, ≥ 1. */
  day: number;
  /** e.g. `DAY_SPEECH`, `DAY_PK_SPEECH`, `DAY_LAST_WORDS`. */
  phase: string;
  /** 0-based seat of the speaker. */
  speakerSeat: Seat;
  claimType: ClaimType;
  role?: Role;
  /** 0-based seat the claim is about. */
  targetSeat?: Seat;
  alignment?: Alignment;
  /** One human-readable line; never empty. */
  content: string;
  status: ClaimStatus;
  source: ClaimSource;
  reasons?: Reason[];
}

/**
 * A claim as callers may hand it in: `id` may be omitted (the ledger assigns a UUID v4),
 * `status` may be omitted (`unverified`) and `reasons` may be omitted. `source` is required,
 * as in the core. Every `PublicClaim` is a valid `PublicClaimInput`.
 */
export interface PublicClaimInput extends Omit<PublicClaim, "id" | "status"> {
  id?: string;
  status?: ClaimStatus;
}

/** How many seats hold each role (R1), e.g. `{ Seer: 1, Witch: 1, Villager: 3 }`; missing roles are 0. */
export type RoleCounts = Partial<Record<Exclude<Role, "Unknown">, number>>;

/** Options of `mergePublicClaims` (C3) and the tolerant merges. */
export interface MergeOptions {
  /**
   * The board's role counts: which roles are unique, how many Villagers there are, which roles
   * the board lacks (a claim to one is contested `over_claim`). Default: the preset for
   * `playerCount` (6–12 seats), else the 12-player preset.
   */
  roleCounts?: RoleCounts;
  /** Seats on the board (6–16): claims must name seats below it. Default 16. 13–16 need `roleCounts`. */
  playerCount?: number;
  /** Tolerant merges only: the language contents synthesised for empty ones are written in (default `en`). */
  lang?: LangTag;
}

/** A claim the tolerant merge left out. */
export interface SkippedClaim {
  list: "existing" | "incoming";
  index: number;
  /** A stable code: a `RejectReason` of the parser, an `invalid_claim` reason, or `too_many_claims`. */
  reason: string;
}
/** A claim the tolerant merge kept after repairing some fields. */
export interface RepairedClaim {
  list: "existing" | "incoming";
  index: number;
  /** The fields repaired, e.g. `["content", "phase"]`. */
  fields: string[];
}
/** What `mergePublicClaimsReport` and `normalizePublicClaims` did (each list capped at 100 entries). */
export interface MergeReport {
  ledger: PublicClaim[];
  rejected: SkippedClaim[];
  rejectedCount: number;
  repaired: RepairedClaim[];
  repairedCount: number;
}

/** Roles made public by the moderator, by **0-based** seat (C4): a plain object or a `Map`. */
export type RevealedRoles = { [seat: number]: Role } | ReadonlyMap<number, Role>;

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
/** A JSON Schema document. */
export type JsonSchema = { [key: string]: JsonValue };
/** A message catalog, nested as in `i18n/*.json`. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
/** Named arguments of `formatMessage`. */
export type MessageArgs = { [name: string]: string | number };
"#;

#[wasm_bindgen]
extern "C" {
    /// `PublicClaim[]` on the way out.
    #[wasm_bindgen(typescript_type = "PublicClaim[]")]
    pub type PublicClaimList;

    /// `readonly PublicClaimInput[]` on the way in (checked at run time).
    #[wasm_bindgen(typescript_type = "readonly PublicClaimInput[]")]
    pub type PublicClaimInputList;

    /// `MergeOptions`.
    #[wasm_bindgen(typescript_type = "MergeOptions")]
    pub type MergeOptionsArg;

    /// `MergeReport` on the way out.
    #[wasm_bindgen(typescript_type = "MergeReport")]
    pub type MergeReportValue;

    /// `RevealedRoles`.
    #[wasm_bindgen(typescript_type = "RevealedRoles")]
    pub type RevealedRolesArg;

    /// `RenderOptions`.
    #[wasm_bindgen(typescript_type = "RenderOptions")]
    pub type RenderOptionsArg;

    /// `ParseOptions`.
    #[wasm_bindgen(typescript_type = "ParseOptions")]
    pub type ParseOptionsArg;

    /// `ParseResult`.
    #[wasm_bindgen(typescript_type = "ParseResult")]
    pub type ParseResultValue;

    /// A language tag (checked at run time).
    #[wasm_bindgen(typescript_type = "LangTag")]
    pub type LangArg;

    /// A string argument (checked at run time, so a wrong type is a typed error).
    #[wasm_bindgen(typescript_type = "string")]
    pub type TextArg;

    /// A number argument (checked at run time).
    #[wasm_bindgen(typescript_type = "number")]
    pub type NumberArg;

    /// A JSON Schema document.
    #[wasm_bindgen(typescript_type = "JsonSchema")]
    pub type JsonSchemaValue;

    /// A nested message catalog.
    #[wasm_bindgen(typescript_type = "MessageTree")]
    pub type MessageTreeValue;

    /// Named message arguments.
    #[wasm_bindgen(typescript_type = "MessageArgs")]
    pub type MessageArgsArg;
}

// The `Game` class (game.rs): its arguments and results.
#[wasm_bindgen]
extern "C" {
    /// `GameOptions` (read through `JSON.stringify` and the core's strict serde).
    #[wasm_bindgen(typescript_type = "GameOptions")]
    pub type GameOptionsArg;

    /// `Command` (read through `JSON.stringify` and the core's strict serde).
    #[wasm_bindgen(typescript_type = "Command")]
    pub type CommandArg;

    /// A 0-based seat (checked at run time).
    #[wasm_bindgen(typescript_type = "Seat")]
    pub type SeatArg;

    /// `PromptOptions`.
    #[wasm_bindgen(typescript_type = "PromptOptions")]
    pub type PromptOptionsArg;

    /// `IngestSummaryOptions`.
    #[wasm_bindgen(typescript_type = "IngestSummaryOptions")]
    pub type IngestSummaryOptionsArg;

    /// `PendingAction[]`.
    #[wasm_bindgen(typescript_type = "PendingAction[]")]
    pub type PendingActionList;

    /// `LegalMove[]`.
    #[wasm_bindgen(typescript_type = "LegalMove[]")]
    pub type LegalMoveList;

    /// `Applied`.
    #[wasm_bindgen(typescript_type = "Applied")]
    pub type AppliedValue;

    /// `GameView`.
    #[wasm_bindgen(typescript_type = "GameView")]
    pub type GameViewValue;

    /// `PromptContext`.
    #[wasm_bindgen(typescript_type = "PromptContext")]
    pub type PromptContextValue;

    /// `IngestReport`.
    #[wasm_bindgen(typescript_type = "IngestReport")]
    pub type IngestReportValue;

    /// `IngestSummaryResult`.
    #[wasm_bindgen(typescript_type = "IngestSummaryResult")]
    pub type IngestSummaryResultValue;

    /// `GameEvent[]`.
    #[wasm_bindgen(typescript_type = "GameEvent[]")]
    pub type GameEventList;

    /// `GameOutcome`.
    #[wasm_bindgen(typescript_type = "GameOutcome")]
    pub type GameOutcomeValue;
}

// `extractPublicClaims` (extract.rs).
#[wasm_bindgen]
extern "C" {
    /// `ExtractContext` (checked field by field).
    #[wasm_bindgen(typescript_type = "ExtractContext")]
    pub type ExtractContextArg;
}

// Bots (bots.rs): `simulate` and `Game.botCommand` / `Game.playBots`.
#[wasm_bindgen]
extern "C" {
    /// `SimConfig` (read through `JSON.stringify` and the core's strict serde).
    #[wasm_bindgen(typescript_type = "SimConfig")]
    pub type SimConfigArg;

    /// `SimReport`.
    #[wasm_bindgen(typescript_type = "SimReport")]
    pub type SimReportValue;

    /// `BotConfig` (read through `JSON.stringify` and the core's strict serde).
    #[wasm_bindgen(typescript_type = "BotConfig")]
    pub type BotConfigArg;

    /// `readonly Seat[]` (checked at run time).
    #[wasm_bindgen(typescript_type = "readonly Seat[]")]
    pub type SeatListArg;

    /// `Command` on the way out.
    #[wasm_bindgen(typescript_type = "Command")]
    pub type CommandValue;
}
