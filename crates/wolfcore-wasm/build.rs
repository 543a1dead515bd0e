//! Generates the package's TypeScript for the wire vocabulary (issue 17) into OUT_DIR, from the
//! one Rust definition of each type in the core (a build-dependency, compiled for the host):
//! - `wire.d.ts`: the fieldless enums' unions (`wire_enum!`, [`wolfcore::wire_typescript`]),
//!   shipped in every build of the package (`types.rs`);
//! - `game.d.ts`: the engine's data-carrying types (`wire_type!`, [`wolfcore::game_typescript`]),
//!   shipped with the `Game` class (`game_ts.rs`).
//!
//! Nothing generated is committed: a new role, command or event never edits a `.d.ts`. The text
//! only reaches the JS glue's `.d.ts` (a `typescript_custom_section`), never the `.wasm`.

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The core is a build-dependency: cargo reruns this script whenever it changes.
    println!("cargo:rerun-if-changed=build.rs");
    let out_dir = std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?;
    let game = wolfcore::game_typescript().map_err(|e| format!("cannot generate game.d.ts: {e}"))?;
    for (name, text) in [("wire.d.ts", wolfcore::wire_typescript()), ("game.d.ts", game)] {
        std::fs::write(Path::new(&out_dir).join(name), text).map_err(|e| format!("write {name}: {e}"))?;
    }
    Ok(())
}
