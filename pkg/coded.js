// The one constructor of wolfcore's coded errors in JS (loader.js, handles.js, remember.js).

/** A `WolfcoreError` with a stable `code`. */
export function wolfcoreError(code, message) {
  const err = new Error(`wolfcore: ${message}`);
  err.name = "WolfcoreError";
  err.code = code;
  return err;
}
