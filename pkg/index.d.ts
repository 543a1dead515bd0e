// Public types of `wolfcore`: the generated declarations plus the hand-written loader.
export * from "./wasm/wolfcore.js";

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
