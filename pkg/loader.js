// The one instance of `wolfcore` in a JS realm, shared by both entries (node.js, browser.js).
//
// 1. One instance per process, however the package is loaded. Node's `import` and
//    `require` (require(esm)) share one module graph, but tools that compile ES modules to
//    CommonJS themselves (tsx's require hook, some test runners) and bundles that include the
//    package twice evaluate these files twice. So the first copy to run registers its generated
//    module under a global symbol named after the build (version + hash of the .wasm), and every
//    later copy of the same build exports that copy's functions and classes: one WebAssembly
//    instance, one `Game` class (`instanceof` holds), one init. A different build of wolfcore
//    in the same process has a different symbol and stays separate.
// 2. Guards: until the module is instantiated, every export throws an Error with
//    `code: "not_initialized"` instead of a TypeError from inside the generated glue. The list
//    of guarded exports is not kept by hand: scripts/pkg-entries.mjs generates wasm/api.js from
//    the names the generated module exports, and the tests check that each one throws.
// 3. Stack headroom: every call into wasm (functions, `new`, static and instance methods) first
//    checks that the JS stack has STACK_HEADROOM bytes left, and otherwise throws
//    `code: "stack_exhausted"` without entering wasm. A call that overflows the stack *inside*
//    the generated glue or the Rust export shims (externref-table allocation, a `Game`'s borrow
//    flag) traps half-way and leaves the instance corrupt; no Rust code can catch that.
// 4. Handles (handles.js, issue 18): an object of a generated class is a handle in a private
//    table; copies, clones, forged objects and cross-class calls throw `invalid_handle`, a freed
//    one `freed` (a second `free()` does nothing), and `free()` during a call on the object is
//    deferred until the call returns (which then throws `freed`).

import { wolfcoreError } from "./coded.js";
import { handleTable } from "./handles.js";

export { wolfcoreError };

let current;

/** The instance record of this realm for this build (`instance()` must have run). */
export function currentInstance() {
  return current;
}

/**
 * Registers (first copy) or finds (later copies) the realm's instance of this build and
 * returns its guarded exports. `glue` is this copy's generated module namespace; `functions`
 * and `classes` are the names to export (generated from the glue's own export list).
 */
export function instance(buildId, glue, functions, classes) {
  const key = Symbol.for(`wolfcore ${buildId}`);
  let record = globalThis[key];
  if (record === undefined) {
    record = { buildId, glue, ready: false, loading: undefined, api: {} };
    // Frozen, and the table it closes over is reachable from nothing else.
    record.handles = handleTable((label) => ensureStack(`${label}()`));
    for (const name of functions) record.api[name] = guardFunction(record, glue[name], name);
    for (const name of classes) record.api[name] = guardClass(record, glue[name], name);
    Object.defineProperty(globalThis, key, { value: record, enumerable: false, writable: false, configurable: false });
  }
  current = record;
  return record.api;
}

function notInitialized(what) {
  return wolfcoreError(
    "not_initialized",
    `${what} was called before the WebAssembly module was loaded; \`await init()\` first`,
  );
}

// Bytes of JS stack a call into wasm must find free. Measured (Node 20, x64): calls of `Game`
// methods, `Game.load`, merge and sanitize at every depth near the limit trap inside wasm with
// 40 KiB of headroom and never with 48 KiB (measured with the walk of tests/node/hostile.test.mjs,
// "edge of the JS stack", and this constant changed); 64 KiB leaves a margin. Cost per call: BENCHMARKS.md, scripts/bench-guard.mjs.
const STACK_HEADROOM = 64 * 1024;
// The probe pushes this many arguments (8 bytes each on 64-bit V8, 4 on 32-bit: then it
// checks half the bytes) onto the stack in one step: the engine checks the whole block against
// its stack limit before it copies anything and throws RangeError if it does not fit.
const PROBE_ARGS = new Array(STACK_HEADROOM / 8).fill(0);
function probeTarget() {}

/** Throws `stack_exhausted` unless STACK_HEADROOM bytes of JS stack are free. */
function ensureStack(what) {
  try {
    Reflect.apply(probeTarget, undefined, PROBE_ARGS);
  } catch {
    // Building the error needs a little stack too; if even that fails the engine's own
    // RangeError propagates. Either way nothing entered wasm.
    throw wolfcoreError(
      "stack_exhausted",
      `${what} was called with the JavaScript stack nearly exhausted (deep recursion); nothing was done`,
    );
  }
}

function guardFunction(record, fn, name) {
  const guarded = function (...args) {
    if (!record.ready) throw notInitialized(`${name}()`);
    ensureStack(`${name}()`);
    return record.handles.call(fn, this, args);
  };
  Object.defineProperty(guarded, "name", { value: name });
  Object.defineProperty(guarded, "length", { value: fn.length });
  return guarded;
}

// The generated class with `new`, its public static methods and every prototype member
// guarded. Static methods are replaced in place (the generated code calls them by the class's
// own name); `new` goes through a Proxy, which keeps `instanceof`, `prototype` and the statics
// of the class itself, and returns a handle (handles.js). Prototype members and the internal
// static `__wrap` are guarded by the handle table.
function guardClass(record, Cls, name) {
  for (const key of Object.getOwnPropertyNames(Cls)) {
    if (key.startsWith("__") || key === "prototype" || key === "name" || key === "length") continue;
    const desc = Object.getOwnPropertyDescriptor(Cls, key);
    if (typeof desc.value === "function") {
      Object.defineProperty(Cls, key, { ...desc, value: guardFunction(record, desc.value, `${name}.${key}`) });
    }
  }
  record.handles.guardClass(Cls, name);
  return new Proxy(Cls, {
    construct(target, args, newTarget) {
      if (!record.ready) throw notInitialized(`new ${name}()`);
      ensureStack(`new ${name}()`);
      return record.handles.construct(target, args, newTarget);
    },
  });
}
