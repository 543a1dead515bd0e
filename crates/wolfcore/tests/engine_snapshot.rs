//! Item 6: versioned JSON snapshots that round-trip exactly and refuse anything inconsistent.

mod engine_support;

use engine_support::*;
use serde_json::{json, Value};
use wolfcore::engine::{GameState, PromptOptions, SnapshotError};
use wolfcore::Role::{Hunter, Villager, Witch};

/// Snapshots at many points of one game (night, dawn, hunter shot, speech, vote, PK, over).
fn states() -> Vec<GameState> {
    let mut out = Vec::new();
    let mut g = game_with(12, 21, |o| o.reveal_role_on_death = true);
    out.push(g.clone());
    let hunter = seat_of(&g, Hunter);
    let witch = seat_of(&g, Witch);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { kill: Some(hunter), poison: Some(v), ..Night::default() });
    out.push(g.clone());
    resolve_deaths(&mut g, Some(witch));
    out.push(g.clone());
    speeches(&mut g);
    out.push(g.clone());
    let living = g.living_seats();
    vote(&mut g, |s| {
        Some(if living.iter().position(|x| *x == s).unwrap_or(0) % 2 == 0 { living[0] } else { living[1] })
    });
    out.push(g.clone());
    // Play on to the end with legal moves.
    let mut step = 0usize;
    while !g.pending().is_empty() && step < 5_000 {
        let p = g.pending()[0].clone();
        let cmd = legal_command(&p, |n| (step * 7 + 3) % n);
        ok(&mut g, cmd);
        step += 1;
        if step % 25 == 0 {
            out.push(g.clone());
        }
    }
    out.push(g);
    out
}

#[test]
fn item6_save_load_round_trips_exactly() {
    for g in states() {
        let saved = g.save();
        let loaded = GameState::load(&saved).expect("load");
        assert_eq!(loaded, g);
        assert_eq!(loaded.save(), saved, "byte-identical");
        // The loaded game plays on identically.
        assert_eq!(loaded.pending(), g.pending());
        assert_eq!(
            loaded.prompt_context(0, &PromptOptions::default()).map(|p| p.text),
            g.prompt_context(0, &PromptOptions::default()).map(|p| p.text)
        );
        assert!(g.validate().is_ok());
    }
}

#[test]
fn item6_snapshot_envelope() {
    let g = game(9, 1);
    let v: Value = serde_json::from_str(&g.save()).expect("json");
    assert_eq!(v["format"], "wolfcore-game");
    assert_eq!(v["version"], 1);
    assert_eq!(v["state"]["options"]["seed"], "1", "seed written as a string (JS-safe)");
}

/// One way to damage a snapshot's JSON.
type Tamper = Box<dyn Fn(&mut Value)>;

fn code(json: &str) -> &'static str {
    GameState::load(json).map(|_| ()).map_err(|e| e.code()).expect_err("must be refused")
}

fn tampered(g: &GameState, f: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&g.save()).expect("json");
    f(&mut v);
    v.to_string()
}

#[test]
fn item6_bad_snapshots_get_typed_errors() {
    let g = states().swap_remove(3);
    assert_eq!(code(""), "invalid_json");
    assert_eq!(code("{\"format\":"), "invalid_json");
    assert_eq!(code(&g.save()[..g.save().len() - 1]), "invalid_json", "truncated");
    assert_eq!(code("[]"), "not_a_snapshot");
    assert_eq!(code(r#"{"format":"other","version":1,"state":{}}"#), "not_a_snapshot");
    assert_eq!(code(&tampered(&g, |v| v["version"] = json!(2))), "unsupported_version");
    assert_eq!(code(&tampered(&g, |v| v["version"] = json!("1"))), "unsupported_version");
    assert_eq!(code(&tampered(&g, |v| v["version"] = json!(0))), "unsupported_version");
    assert!(matches!(
        GameState::load(&tampered(&g, |v| v["version"] = json!(7))),
        Err(SnapshotError::UnsupportedVersion { version }) if version == "7"
    ));
    let corruptions: Vec<(&str, Tamper)> = vec![
        (
            "missing state",
            Box::new(|v| {
                v.as_object_mut().map(|o| o.remove("state"));
            }),
        ),
        ("extra top field", Box::new(|v| v["extra"] = json!(1))),
        ("unknown state field", Box::new(|v| v["state"]["cheat"] = json!(true))),
        (
            "alive flag flipped",
            Box::new(|v| {
                v["state"]["players"][0]["alive"] = json!(!v["state"]["players"][0]["alive"].as_bool().unwrap_or(true))
            }),
        ),
        (
            "role swapped",
            Box::new(|v| {
                let p = &mut v["state"]["players"];
                let wolf = (0..12).find(|i| p[*i]["role"] == "Werewolf").unwrap_or(0);
                p[wolf]["role"] = json!("Villager");
            }),
        ),
        ("seat renumbered", Box::new(|v| v["state"]["players"][1]["seat"] = json!(5))),
        (
            "player removed",
            Box::new(|v| {
                v["state"]["players"].as_array_mut().map(|a| a.pop());
            }),
        ),
        ("potion forged", Box::new(|v| v["state"]["potions"]["antidoteUsed"] = json!(1))),
        ("day jumps", Box::new(|v| v["state"]["day"] = json!(9))),
        (
            "phase speaker dead",
            Box::new(|v| {
                let dead = (0..12).find(|i| v["state"]["players"][*i]["alive"] == false).unwrap_or(0);
                v["state"]["phase"] = json!({"kind": "day_speech", "seat": dead});
            }),
        ),
        ("phase game over without outcome", Box::new(|v| v["state"]["phase"] = json!({"kind": "game_over"}))),
        ("event index", Box::new(|v| v["state"]["events"][2]["index"] = json!(40))),
        ("revealed lie", Box::new(|v| v["state"]["revealedRoles"]["0"] = json!("Seer"))),
        ("rng garbage", Box::new(|v| v["state"]["idRng"] = json!(["x"]))),
        ("seat 200", Box::new(|v| v["state"]["guardMemory"] = json!(200))),
        ("sheriff", Box::new(|v| v["state"]["options"]["sheriff"] = json!(true))),
        ("negative day", Box::new(|v| v["state"]["day"] = json!(-1))),
    ];
    for (name, f) in corruptions {
        assert_eq!(code(&tampered(&g, f)), "corrupted", "{name}");
    }
}
