// Browser and bundler entry of `wolfcore` (exports conditions "browser" and "default").
//
// `init()` fetches `wasm/wolfcore_bg.wasm` next to the generated module: bundlers such as
// Next.js (Turbopack and webpack) see the `new URL("...wasm", import.meta.url)` inside the
// generated code and emit the .wasm as an asset with the right URL (init-browser.js). Until it
// has loaded, every export throws an Error with `code: "not_initialized"` (loader.js, wasm/api.js).
import { currentInstance } from "./loader.js";
import { browserLoader } from "./init-browser.js";

export * from "./wasm/api.js";
// Frozen, remembered ledger results (these names shadow the generated ones above).
export {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} from "./remember.js";

const loader = browserLoader(currentInstance());

/**
 * Loads the WebAssembly module. Call once and await it before any other function; later calls
 * return the same promise. `input` (optional) overrides where the module comes from: a URL,
 * `Response`, `Request`, bytes or a `WebAssembly.Module`.
 */
export default loader.init;

/** Synchronous initialisation from bytes or a compiled module. */
export const initSync = loader.initSync;
