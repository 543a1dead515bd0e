//! What version this is.

use wasm_bindgen::prelude::*;

/// The version of the wolfcore core inside this package (semver, e.g. `0.1.0`).
#[wasm_bindgen(js_name = version)]
#[must_use]
pub fn version() -> String {
    wolfcore::VERSION.to_owned()
}
