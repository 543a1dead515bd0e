// Browser and bundler entry of `wolfcore` (exports conditions "browser" and "default").
//
// `init()` fetches `wasm/wolfcore_bg.wasm` next to the generated module: bundlers such as
// Next.js (Turbopack and webpack) see the `new URL("...wasm", import.meta.url)` inside the
// generated code and emit the .wasm as an asset with the right URL.
import initWasm, { initSync as initWasmSync } from "./wasm/wolfcore.js";

export * from "./wasm/wolfcore.js";

let ready;

/**
 * Loads the WebAssembly module. Call once and await it before any other function; later calls
 * return the same promise. `input` (optional) overrides where the module comes from: a URL,
 * `Response`, `Request`, bytes or a `WebAssembly.Module`.
 */
export default function init(input) {
  if (input !== undefined) {
    return initWasm({ module_or_path: input }).then(() => undefined);
  }
  if (ready === undefined) {
    ready = initWasm().then(() => undefined);
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
}

/** Synchronous initialisation from bytes or a compiled module. */
export function initSync(module) {
  initWasmSync({ module });
}
