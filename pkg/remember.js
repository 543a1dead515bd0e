// The remembered ledger results of `wolfcore` (remember-core.js), shared by both entries.
import { currentInstance } from "./loader.js";
import * as api from "./wasm/api.js";
import { rememberFor } from "./remember-core.js";

// `currentInstance()` is this build's: wasm/api.js, evaluated just before, registered it.
export const {
  mergePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  verifyPublicClaims,
} = rememberFor(currentInstance(), api);
