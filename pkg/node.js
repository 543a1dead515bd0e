// Node and server entry of `wolfcore` (exports condition "node": Node itself, and the server
// bundles of Next.js and other bundlers, webpack and Turbopack alike).
//
// The WebAssembly module is instantiated synchronously, here, at import, from bytes embedded in
// wasm/embedded.js (brotli + base64, generated at build time; init-node.js). Nothing is read
// from disk, so no bundler can break the path (they rewrite `new URL("…wasm", import.meta.url)`
// into pseudo-URLs that `fs` refuses), and there is nothing to forget: every function works
// right after import. With no top-level await, `require("wolfcore")` loads this same ES module
// (require(esm), Node ≥ 20.19 / ≥ 22.12), so `import` and `require` share one instance; copies
// made by tools that compile ES modules to CommonJS share it too (loader.js).
import { WASM_BROTLI_BASE64 } from "./wasm/embedded.js";
import { currentInstance } from "./loader.js";
import { loadEmbedded } from "./init-node.js";

export * from "./wasm/api.js";
// Frozen, remembered ledger results (these names shadow the generated ones above).
export {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} from "./remember.js";
export { default, initSync } from "./init-node.js";

loadEmbedded(currentInstance(), WASM_BROTLI_BASE64);
