// The browser entries' loading (browser.js for `wolfcore`, ledger-browser.js for
// `wolfcore/ledger`): `init()` runs the generated initialiser, which fetches the build's .wasm
// next to its generated module (bundlers see the `new URL("…wasm", import.meta.url)` inside it
// and emit the file as an asset). Concurrent or repeated calls share one load; a failed load
// may be retried.

/** The `init` and `initSync` of the build whose instance record (loader.js) is `core`. */
export function browserLoader(core) {
  /**
   * Loads the WebAssembly module. Call once and await it before any other function; later calls
   * return the same promise. `input` (optional) overrides where the module comes from: a URL,
   * `Response`, `Request`, bytes or a `WebAssembly.Module`.
   */
  function init(input) {
    if (input !== undefined) {
      return core.glue.default({ module_or_path: input }).then(() => {
        core.ready = true;
      });
    }
    if (core.loading === undefined) {
      core.loading = core.glue.default().then(() => {
        core.ready = true;
      });
      // A failed load may be retried.
      core.loading.catch(() => {
        core.loading = undefined;
      });
    }
    return core.loading;
  }

  /** Synchronous initialisation from bytes or a compiled module. */
  function initSync(module) {
    core.glue.initSync({ module });
    core.ready = true;
  }

  return { init, initSync };
}
