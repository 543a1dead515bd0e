// The Node entries' loading (node.js for `wolfcore`, ledger-node.js for `wolfcore/ledger`): the
// module is instantiated synchronously, at import, from its embedded bytes (brotli + base64,
// generated at build time), once per realm and build; `init`/`initSync` stay for code shared
// with browsers.
import { Buffer } from "node:buffer";
import { brotliDecompressSync } from "node:zlib";

const done = Promise.resolve();

/** Instantiates `core` (an instance record, loader.js) from `brotliBase64` unless it is ready. */
export function loadEmbedded(core, brotliBase64) {
  if (!core.ready) {
    core.glue.initSync({ module: brotliDecompressSync(Buffer.from(brotliBase64, "base64")) });
    core.ready = true;
  }
}

/**
 * Kept for code shared with browsers: in Node the module is ready at import, so this returns an
 * already resolved promise (the same one every time) and ignores its argument.
 */
export default function init(_input) {
  return done;
}

/** Kept for code shared with browsers: in Node the module is ready at import; does nothing. */
export function initSync(_module) {}
