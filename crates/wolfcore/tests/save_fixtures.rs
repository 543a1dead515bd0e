//! R7.3 (issue 18 item 5): saves survive upgrades. `tests/fixtures/saves/<release>/` holds real
//! saves made by each release (scripts/gen-save-fixtures.mjs). Every one must load in this
//! build, be the game it was (its event-log digest, its ledger's size), and play on; a save
//! from a newer rules version is refused with its own code.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test: a broken fixture must stop the test

use std::path::PathBuf;

use serde_json::Value;
use wolfcore::bots::{bot_decision, BotConfig};
use wolfcore::engine::{GameState, SnapshotError, RULES_VERSION};

fn releases() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/saves");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("fixtures dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(!dirs.is_empty(), "no release fixtures in {}", root.display());
    dirs
}

#[test]
fn r7_3_every_release_s_saves_load_and_play_on() {
    let mut games = 0;
    for dir in releases() {
        let manifest: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).expect("manifest")).expect("json");
        for (name, expect) in manifest["saves"].as_object().expect("saves") {
            if expect["ledger"] == Value::Bool(true) {
                continue; // a Ledger save: the node suite loads it (the class lives in the bindings)
            }
            let text = std::fs::read_to_string(dir.join(format!("{name}.json"))).expect("fixture");
            let mut game = GameState::load(&text).unwrap_or_else(|e| panic!("{}/{name}: {e}", dir.display()));
            assert_eq!(game.event_log_digest(), expect["digest"].as_str().expect("digest"), "{name}: another game");
            // The ledger is derived, not an input: speeches are read again by this build's extractor
            // (C6), which may find more or fewer claims than the release that saved it did.
            assert!(!game.public_claims().is_empty() || expect["claims"] == 0, "{name}: no claims");
            assert_eq!(game.is_over(), expect["over"] == Value::Bool(true), "{name}");
            // Saved again, it records this build's rules version and loads to the same game.
            let again = game.save();
            let v: Value = serde_json::from_str(&again).expect("json");
            assert_eq!(v["rules"], RULES_VERSION, "{name}");
            assert_eq!(GameState::load(&again).expect("reload"), game, "{name}");
            // It plays on: bots finish the game.
            let config = BotConfig::default();
            let mut moves = 0;
            while !game.is_over() && moves < 2_000 {
                let seat = game.pending()[0].seat;
                let decision = bot_decision(&game, seat, &config).expect("bot");
                game.apply(&decision.command).unwrap_or_else(|e| panic!("{name}: {e}"));
                moves += 1;
            }
            assert!(game.is_over(), "{name}: did not finish");
            games += 1;
        }
    }
    assert!(games >= 4, "only {games} game fixtures");
}

#[test]
fn r7_3_a_save_from_a_newer_rules_version_is_refused_with_its_code() {
    let dir = releases().pop().expect("a release");
    let text = std::fs::read_to_string(dir.join("bots-9-en-over.json")).expect("fixture");
    let mut v: Value = serde_json::from_str(&text).expect("json");
    v["rules"] = Value::from(RULES_VERSION + 1);
    let err = GameState::load(&v.to_string()).map(|_| ()).expect_err("newer rules");
    assert!(matches!(&err, SnapshotError::NewerVersion { .. }), "{err:?}");
    assert_eq!(err.code(), "save_from_newer_version");
}
