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
    for (const name of functions) record.api[name] = guardFunction(record, glue[name], name);
    for (const name of classes) record.api[name] = guardClass(record, glue[name], name);
    Object.defineProperty(globalThis, key, { value: record, enumerable: false, writable: false, configurable: false });
  }
  current = record;
  return record.api;
}

function notInitialized(what) {
  const err = new Error(
    `wolfcore: ${what} was called before the WebAssembly module was loaded; \`await init()\` first`,
  );
  err.name = "WolfcoreError";
  err.code = "not_initialized";
  return err;
}

function guardFunction(record, fn, name) {
  const guarded = function (...args) {
    if (!record.ready) throw notInitialized(`${name}()`);
    return fn.apply(this, args);
  };
  Object.defineProperty(guarded, "name", { value: name });
  Object.defineProperty(guarded, "length", { value: fn.length });
  return guarded;
}

// The generated class with `new` and its public static methods guarded. Static methods are
// replaced in place (the generated code calls them by the class's own name); `new` goes
// through a Proxy, which keeps `instanceof`, `prototype` and the statics of the class itself.
// Internal statics (`__wrap`, used by the glue once loaded) are left alone.
function guardClass(record, Cls, name) {
  for (const key of Object.getOwnPropertyNames(Cls)) {
    if (key.startsWith("__") || key === "prototype" || key === "name" || key === "length") continue;
    const desc = Object.getOwnPropertyDescriptor(Cls, key);
    if (typeof desc.value === "function") {
      Object.defineProperty(Cls, key, { ...desc, value: guardFunction(record, desc.value, `${name}.${key}`) });
    }
  }
  return new Proxy(Cls, {
    construct(target, args, newTarget) {
      if (!record.ready) throw notInitialized(`new ${name}()`);
      return Reflect.construct(target, args, newTarget);
    },
  });
}
