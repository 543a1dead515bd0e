// Browser and bundler entry of `wolfcore` (exports conditions "browser" and "default").
//
// `init()` fetches `wasm/wolfcore_bg.wasm` next to the generated module: bundlers such as
// Next.js (Turbopack and webpack) see the `new URL("...wasm", import.meta.url)` inside the
// generated code and emit the .wasm as an asset with the right URL. Until it has loaded, every
// export throws an Error with `code: "not_initialized"` (loader.js, wasm/api.js).
import { currentInstance } from "./loader.js";

export * from "./wasm/api.js";
// Frozen, remembered ledger results (these names shadow the generated ones above).
export {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} from "./remember.js";

const core = currentInstance();

/**
 * Loads the WebAssembly module. Call once and await it before any other function; later calls
 * return the same promise. `input` (optional) overrides where the module comes from: a URL,
 * `Response`, `Request`, bytes or a `WebAssembly.Module`.
 */
export default function init(input) {
  if (input !== undefined) {
    return core.glue.default({ module_or_path: input }).then(() => {
      core.ready = true;
    });
  }
  if (core.loading === undefined) {
    core.loading = core.glue.default().then(() => {
      core.ready = true;
    });
    // A failed load may be retried.
    core.loading.catch(() => {
      core.loading = undefined;
    });
  }
  return core.loading;
}

/** Synchronous initialisation from bytes or a compiled module. */
export function initSync(module) {
  core.glue.initSync({ module });
  core.ready = true;
}
