// Browser and bundler entry of `wolfcore/ledger` (exports conditions "browser" and "default"):
// the ledger alone in its own, smaller WebAssembly module (issue 22). Loaded exactly as
// `wolfcore` is (browser.js): `await init()` fetches `wasm/ledger_bg.wasm`, which bundlers emit as
// an asset; until then every export throws `not_initialized`. Its instance, `Ledger` class and
// remembered results are its own, separate from `wolfcore`'s if both are loaded.
import { currentInstance } from "./loader.js";
import { browserLoader } from "./init-browser.js";

export * from "./wasm/ledger-api.js";
// Frozen, remembered ledger results (these names shadow the generated ones above).
export {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} from "./ledger-remember.js";

const loader = browserLoader(currentInstance());

/** Loads the ledger's WebAssembly module; as `init` of `wolfcore` (browser.js). */
export default loader.init;

/** Synchronous initialisation from bytes or a compiled module. */
export const initSync = loader.initSync;
