//! Issue 17: the package's TypeScript for the wire vocabulary is generated from the one Rust
//! definition of each type, never written by hand beside it, and never committed:
//! `crates/wolfcore-wasm/build.rs` writes
//! - the fieldless enums' unions (`wire_enum!`, [`wolfcore::wire_typescript`]) → `wire.d.ts`, in
//!   every build of the package;
//! - the data-carrying types of the engine — commands, events, phases, views, moves
//!   (`wire_type!`, [`wolfcore::game_typescript`]) → `game.d.ts`, with the `Game` class;
//!
//! into its OUT_DIR at build time. These tests check the generators themselves; that the text
//! ships in the package as generated is checked by `tests/ts_types.rs` (and `tsc` over the
//! package's declarations by `tests/node/`).

use std::collections::BTreeSet;

/// The names a declaration file exports, in order, with any repeated name.
fn exported(text: &str) -> (Vec<&str>, BTreeSet<&str>) {
    let mut names = Vec::new();
    let mut seen = BTreeSet::new();
    let mut repeated = BTreeSet::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("export type ").or_else(|| line.strip_prefix("export interface ")) else {
            continue;
        };
        let name = rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or_default();
        if !seen.insert(name) {
            repeated.insert(name);
        }
        names.push(name);
    }
    (names, repeated)
}

#[test]
fn wire_dts_declares_every_wire_enum_once() {
    let text = wolfcore::wire_typescript();
    assert!(text.starts_with("// Generated at build time"), "{}", &text[..80.min(text.len())]);
    let (names, repeated) = exported(&text);
    assert!(repeated.is_empty(), "declared twice: {repeated:?}");
    for name in ["Role", "ClaimType", "Reason", "ActionKind", "DeathCause", "GameLang"] {
        assert!(names.contains(&name), "{name} missing from wire.d.ts");
    }
    assert!(text.contains("\"WhiteWolfKing\""));
}

#[test]
fn game_dts_renders_and_declares_every_type_once() {
    let text = wolfcore::game_typescript().unwrap_or_else(|e| panic!("cannot generate game.d.ts: {e}"));
    assert!(text.starts_with("// Generated at build time"), "{}", &text[..80.min(text.len())]);
    let (names, repeated) = exported(&text);
    assert!(repeated.is_empty(), "declared twice: {repeated:?}");
    for name in ["Command", "EngineErrorCode", "BoardCounts"] {
        assert!(names.contains(&name), "{name} missing from game.d.ts");
    }
    // Nothing in game.d.ts repeats a union of wire.d.ts: both ship in the same module.
    let wire = wolfcore::wire_typescript();
    let (wire_names, _) = exported(&wire);
    let clash: Vec<&&str> = names.iter().filter(|n| wire_names.contains(n)).collect();
    assert!(clash.is_empty(), "declared in both files: {clash:?}");
}
