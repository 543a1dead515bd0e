// Node entry of `wolfcore` (exports condition "node").
//
// wasm-pack's `web` target loads its .wasm with `fetch(new URL(..., import.meta.url))`, and
// Node's fetch cannot read `file:` URLs. So here `init()` reads the bytes itself and hands them
// to the generated initialiser. Everything else is the generated module, re-exported as is.
import { readFile } from "node:fs/promises";
import initWasm, { initSync as initWasmSync } from "./wasm/wolfcore.js";

export * from "./wasm/wolfcore.js";

const WASM_URL = new URL("./wasm/wolfcore_bg.wasm", import.meta.url);
let ready;

/**
 * Loads the WebAssembly module. Call once and await it before any other function; later calls
 * return the same promise. `input` (optional) overrides where the module comes from: bytes, a
 * `WebAssembly.Module`, or a URL/Response/Request as the browser entry accepts.
 */
export default function init(input) {
  if (input !== undefined) {
    return initWasm({ module_or_path: input }).then(() => undefined);
  }
  if (ready === undefined) {
    ready = readFile(WASM_URL)
      .then((bytes) => initWasm({ module_or_path: bytes }))
      .then(() => undefined);
    // A failed load may be retried.
    ready.catch(() => {
      ready = undefined;
    });
  }
  return ready;
}

/** Synchronous initialisation from bytes or a compiled module (no file reading). */
export function initSync(module) {
  initWasmSync({ module });
}
