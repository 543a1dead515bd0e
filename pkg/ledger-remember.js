// The remembered ledger results of `wolfcore/ledger` (remember-core.js), shared by both of its
// entries; the ledger module's own instance, ledgers and memory.
import { currentInstance } from "./loader.js";
import * as api from "./wasm/ledger-api.js";
import { rememberFor } from "./remember-core.js";

// `currentInstance()` is this build's: wasm/ledger-api.js, evaluated just before, registered it.
export const {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} = rememberFor(currentInstance(), api);
