// Public types of `wolfcore`. Exports are listed by name (not `export *`) so the generated
// module's internals (`InitOutput`, raw wasm exports) stay out of the public API.
// tests/node/package.test.mjs checks this list against the module's runtime exports.
export type {
  ActionKind,
  Alignment,
  Applied,
  Ballot,
  BoardRole,
  BoardRules,
  BotConfig,
  BotError,
  BotErrorCode,
  ClaimSource,
  ClaimStatus,
  ClaimType,
  Command,
  CommandType,
  DeathCause,
  EventPhase,
  ExtractContext,
  FakeSeerStats,
  GameError,
  GameErrorCode,
  GameEvent,
  GameEventKind,
  GameLang,
  GameOptions,
  GameOutcome,
  GameView,
  GuardProtectCommand,
  HunterShootCommand,
  IngestReport,
  IngestSummaryOptions,
  IngestSummaryResult,
  JsonSchema,
  JsonValue,
  LangTag,
  LastWordsCommand,
  LastWordsRule,
  MergeOptions,
  MergeReport,
  MessageArgs,
  MessageTree,
  NightDeath,
  ParseError,
  ParseErrorCode,
  ParseOptions,
  ParseResult,
  PendingAction,
  PlayerView,
  Potions,
  PromptContext,
  PromptOptions,
  PromptSection,
  PublicClaim,
  PublicClaimInput,
  PublicPhase,
  Reason,
  RejectReason,
  Rejection,
  RenderOptions,
  RepairedClaim,
  ResolvedSimConfig,
  RevealedRoles,
  Role,
  RoleCounts,
  Seat,
  SeatRole,
  SectionName,
  SeerCheckCommand,
  SelfRevealCommand,
  SelfView,
  Share,
  Side,
  SideStats,
  SimConfig,
  SimReport,
  SimTally,
  SkippedClaim,
  SpeakCommand,
  Viewer,
  Visibility,
  VoteCommand,
  VoteOutcome,
  VoteRound,
  WinReason,
  WinReasons,
  WinRule,
  WitchActCommand,
  WitchSelfSave,
  WolfKillCommand,
  WolfcoreError,
  WolfcoreErrorCode,
} from "./wasm/wolfcore.js";

export {
  Game,
  extractPublicClaims,
  formatMessage,
  mergePublicClaims,
  mergePublicClaimsReport,
  mergePublicClaimsSafe,
  messages,
  normalizePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  publicClaimsJsonSchema,
  renderPublicClaimsSection,
  sanitizeLine,
  simulate,
  verifyPublicClaims,
  version,
} from "./wasm/wolfcore.js";

/** What `init` accepts to override where the WebAssembly module comes from. */
export type WolfcoreModuleSource =
  | RequestInfo
  | URL
  | Response
  | BufferSource
  | WebAssembly.Module
  | Promise<RequestInfo | URL | Response | BufferSource | WebAssembly.Module>;

/**
 * Loads the WebAssembly module; await it once before calling anything else. In Node it reads
 * the bundled .wasm from disk, in browsers and bundlers it fetches it. Later calls return the
 * same promise.
 */
export default function init(input?: WolfcoreModuleSource): Promise<void>;

/** Synchronous initialisation from the module's bytes or a compiled `WebAssembly.Module`. */
export function initSync(module: BufferSource | WebAssembly.Module): void;
