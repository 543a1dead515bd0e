// Public types of `wolfcore`. Exports are listed by name (not `export *`) so the generated
// module's internals (`InitOutput`, raw wasm exports) stay out of the public API.
// tests/node/package.test.mjs checks this list against the module's runtime exports.
//
// One declaration file serves `import` and `require`: at run time `require("wolfcore")` loads
// the same ES module (require(esm), Node ^20.19 / >=22.12) and returns its namespace, with
// `default` = `init` and `__esModule: true`, so TypeScript's CommonJS output
// (`import init, { … } from "wolfcore"` → `require`) works. TypeScript ≥ 5.8 accepts that
// import in CommonJS files under `"module": "nodenext"` (or `"node20"`); with
// `"moduleResolution": "bundler"` or `"node10"` there is nothing to configure.
import type { WolfcoreError as CoreError, WolfcoreErrorCode as CoreErrorCode } from "./wasm/wolfcore.js";

export type {
  ActionKind,
  Ability,
  Alignment,
  Applied,
  Ballot,
  BoardCounts,
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
  HostSection,
  HunterShootCommand,
  IngestReport,
  IngestSummaryOptions,
  IngestSummaryResult,
  JsonSchema,
  LedgerIngestReport,
  LedgerMergeReport,
  LedgerReplyContext,
  JsonValue,
  LangTag,
  KnightDuelCommand,
  LastWordsCommand,
  LastWordsRule,
  LegalMove,
  MergeOptions,
  MergeReport,
  MessageArgs,
  MessageTree,
  Moment,
  NightDeath,
  ParseError,
  ParseErrorCode,
  ParseOptions,
  ParseResult,
  PendingAction,
  PlayerView,
  PreferredRole,
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
  RoleInfo,
  Seat,
  SeatRole,
  SeatRoles,
  SectionName,
  SectionSlot,
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
  StandardBoard,
  VillageLedger,
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
  WhiteWolfKingExplodeCommand,
  WolfKillCommand,
  // Claim-consistency metrics (issue 19, docs/metrics.md): `game.metrics()`, `SimReport.consistency`/`metrics`.
  ConsistencyStats,
  GameMetrics,
  MetricsTally,
  PowerUse,
  RoleTally,
  SeatMetrics,
} from "./wasm/wolfcore.js";

/**
 * Every error code of the core, plus `not_initialized`: thrown by any function or `new Game()`
 * called before `init()` has resolved (browsers and bundled client code only; in Node and in
 * server bundles the module is ready at import).
 */
/**
 * Every `code` wolfcore throws. Besides the core's: `not_initialized` (a call before `init()`),
 * `stack_exhausted` (a call made with the JavaScript stack nearly exhausted, e.g. from deep
 * recursion; nothing was done, retry from a shallower stack), `freed` (a method of a `Game` or
 * `Ledger` after `free()` / `[Symbol.dispose]()`, or a call during which the object was freed)
 * and `invalid_handle` (a method called on a copy, a clone or a forged object, or on an object
 * of another class). These are thrown by the package's JavaScript before anything enters
 * WebAssembly (issue 18).
 */
export type WolfcoreErrorCode = CoreErrorCode | "not_initialized" | "stack_exhausted" | "freed" | "invalid_handle";

/** Everything wolfcore throws: a real `Error` named `WolfcoreError` with a stable `code`. */
export interface WolfcoreError extends Omit<CoreError, "code"> {
  code: WolfcoreErrorCode;
}

export {
  Game,
  Ledger,
  actionCommands,
  boards,
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
  roles,
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
 * Loads the WebAssembly module in browsers and bundled client code: await it once before
 * calling anything else (until then every call throws `not_initialized`); it fetches the .wasm
 * the bundler emitted, or what `input` names. Later calls return the same promise.
 *
 * In Node (ESM or CommonJS) and in server bundles (Next.js server components, route handlers,
 * SSR) the module is ready at import; there `init()` returns an already resolved promise and
 * ignores `input`, so code shared by server and client may always `await init()`.
 */
export default function init(input?: WolfcoreModuleSource): Promise<void>;

/**
 * Synchronous initialisation in browsers from the module's bytes or a compiled
 * `WebAssembly.Module`. Does nothing in Node and server bundles (ready at import).
 */
export function initSync(module: BufferSource | WebAssembly.Module): void;
