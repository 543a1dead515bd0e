//! Issue 17: the package's TypeScript for the wire vocabulary is generated from the one Rust
//! definition of each type, never written by hand beside it:
//! - the fieldless enums' unions (`wire_enum!`) → `crates/wolfcore-wasm/src/wire.d.ts`, in
//!   every build of the package;
//! - the data-carrying types of the engine — commands, events, phases, views, moves
//!   (`wire_type!`) → `crates/wolfcore-wasm/src/game.d.ts`, with the `Game` class.
//!
//! This test fails when a committed file is stale; regenerate both with
//!
//! ```sh
//! WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts
//! ```

use std::path::Path;

fn check_fresh(file: &str, fresh: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../wolfcore-wasm/src").join(file);
    if std::env::var_os("WOLFCORE_BLESS").is_some() {
        std::fs::write(&path, fresh).expect("write the generated file");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: run `WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts`",
        path.display()
    );
}

#[test]
fn wire_dts_is_fresh() {
    check_fresh("wire.d.ts", &wolfcore::wire_typescript());
}

#[test]
fn game_dts_is_fresh() {
    let fresh = wolfcore::game_typescript().unwrap_or_else(|e| format!("cannot generate: {e}"));
    assert!(!fresh.starts_with("cannot generate"), "{fresh}");
    check_fresh("game.d.ts", &fresh);
}
