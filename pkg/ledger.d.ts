// Public types of `wolfcore/ledger` (issue 22): the ledger alone — parse, merge, verify, render,
// extract, schema, catalogs, `Ledger` — from its own WebAssembly module, built without the
// engine. Names are listed (not `export *`) so the generated module's internals stay out;
// tests/node/ledger-entry.test.mjs checks this list against the entry's runtime exports.
// Every function here behaves exactly as the one of the same name in `wolfcore` (same code; the
// test compares them), except that the catalogs (`messages`, `formatMessage`) hold only the
// ledger's sections (`publicClaims`, `summary`).
//
// One declaration file serves `import` and `require`, as index.d.ts does for `wolfcore`.
import type { WolfcoreError as CoreError, WolfcoreErrorCode as CoreErrorCode } from "./wasm/ledger.js";

export type {
  Alignment,
  ClaimSource,
  ClaimStatus,
  ClaimType,
  ExtractContext,
  GameLang,
  JsonSchema,
  JsonValue,
  LangTag,
  LedgerIngestReport,
  LedgerMergeReport,
  LedgerReplyContext,
  MergeOptions,
  MergeReport,
  MessageArgs,
  MessageTree,
  ParseError,
  ParseErrorCode,
  ParseOptions,
  ParseResult,
  PublicClaim,
  PublicClaimInput,
  Reason,
  RejectReason,
  Rejection,
  RenderOptions,
  RepairedClaim,
  RevealedRoles,
  Role,
  RoleCounts,
  Seat,
  SkippedClaim,
} from "./wasm/ledger.js";

/**
 * Every `code` wolfcore/ledger throws: the core's, plus `not_initialized`, `stack_exhausted`,
 * `freed` and `invalid_handle`, thrown by the package's JavaScript before anything enters
 * WebAssembly (as in `wolfcore`, index.d.ts).
 */
export type WolfcoreErrorCode = CoreErrorCode | "not_initialized" | "stack_exhausted" | "freed" | "invalid_handle";

/** Everything wolfcore/ledger throws: a real `Error` named `WolfcoreError` with a stable `code`. */
export interface WolfcoreError extends Omit<CoreError, "code"> {
  code: WolfcoreErrorCode;
}

export {
  Ledger,
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
  verifyPublicClaims,
  version,
} from "./wasm/ledger.js";

/** What `init` accepts to override where the WebAssembly module comes from. */
export type WolfcoreModuleSource =
  | RequestInfo
  | URL
  | Response
  | BufferSource
  | WebAssembly.Module
  | Promise<RequestInfo | URL | Response | BufferSource | WebAssembly.Module>;

/**
 * Loads the ledger's WebAssembly module in browsers and bundled client code (it fetches
 * `ledger_bg.wasm`, which the bundler emitted, or what `input` names): await it once before
 * calling anything else; until then every call throws `not_initialized`. In Node and in server
 * bundles the module is ready at import and this resolves at once.
 */
export default function init(input?: WolfcoreModuleSource): Promise<void>;

/**
 * Synchronous initialisation in browsers from the module's bytes or a compiled
 * `WebAssembly.Module`. Does nothing in Node and server bundles (ready at import).
 */
export function initSync(module: BufferSource | WebAssembly.Module): void;
