// Public types of `wolfcore`. Exports are listed by name (not `export *`) so the generated
// module's internals (`InitOutput`, raw wasm exports) stay out of the public API.
// tests/node/package.test.mjs checks this list against the module's runtime exports.
export type {
  Alignment,
  ClaimSource,
  ClaimStatus,
  ClaimType,
  JsonSchema,
  JsonValue,
  LangTag,
  MergeOptions,
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
  RevealedRoles,
  Role,
  RoleCounts,
  Seat,
  WolfcoreError,
  WolfcoreErrorCode,
} from "./wasm/wolfcore.js";

export {
  formatMessage,
  mergePublicClaims,
  mergePublicClaimsSafe,
  messages,
  parsePublicClaims,
  parsePublicClaimsResponse,
  publicClaimsJsonSchema,
  renderPublicClaimsSection,
  sanitizeLine,
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
