// Node and server entry of `wolfcore/ledger` (exports condition "node"): the ledger alone —
// parse, merge, verify, render, extract, schema, catalogs, `Ledger` — in its own, smaller
// WebAssembly module (built without the engine, bots and simulator; issue 22). Loaded exactly as
// `wolfcore` is (node.js): synchronously at import from wasm/ledger-embedded.js, so `import` and
// `require` work alike and `init()` resolves at once. Its instance, `Ledger` class and
// remembered results are its own, separate from `wolfcore`'s if both are loaded.
import { WASM_BROTLI_BASE64 } from "./wasm/ledger-embedded.js";
import { currentInstance } from "./loader.js";
import { loadEmbedded } from "./init-node.js";

export * from "./wasm/ledger-api.js";
// Frozen, remembered ledger results (these names shadow the generated ones above).
export {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} from "./ledger-remember.js";
export { default, initSync } from "./init-node.js";

loadEmbedded(currentInstance(), WASM_BROTLI_BASE64);
