//! R1 ("the same seed and options give the same game, on every platform"): one seeded game,
//! played by a fixed deterministic policy, must produce one event log — natively, in the
//! browser (`crates/wolfcore-wasm/tests/game.rs`) and in Node through the npm package
//! (`tests/node/game.test.mjs`). All three compare against the same pinned digest
//! (`parity/mod.rs`); if the engine's output changes on purpose, update it there and in Node.
//!
//! The policy (the three implementations must match it exactly):
//! - act for the **first** pending action (`pending()[0]`);
//! - guard, wolves, hunter, vote, PK vote: the first legal target (`targets[0]`), or nobody
//!   when there is none;
//! - seer: the first legal target;
//! - witch: save when a `saveTarget` is offered, else poison the first legal target (or pass
//!   when the poison is spent);
//! - speeches (day and PK): `第{seat+1}号发言：我是好人 ✓`; last words: `第{seat+1}号遗言`.

#![allow(clippy::panic)] // test driver

mod parity;

use parity::{policy, PARITY_COMMANDS, PARITY_DIGEST, PARITY_OPTIONS};
use wolfcore::engine::{EventKind, GameOptions, GameState, Side, WinReason};
use wolfcore::Alignment;

/// Plays the parity game to its end; returns the final state and the number of commands.
fn play(options_json: &str) -> (GameState, usize) {
    let mut g = GameState::new(GameOptions::from_json(options_json).expect("options")).expect("game");
    let mut commands = 0;
    while let Some(p) = g.pending().first().cloned() {
        let cmd = policy(&p);
        g.apply(&cmd).unwrap_or_else(|e| panic!("policy command {cmd:?} refused: {}", e.code()));
        commands += 1;
        assert!(commands < 2_000, "the parity game does not end");
    }
    (g, commands)
}

#[test]
fn r1_parity_game_digest_is_pinned() {
    let (g, commands) = play(PARITY_OPTIONS);
    assert!(g.is_over());
    assert_eq!(g.event_log_digest(), PARITY_DIGEST, "event log: {}", g.event_log_json());
    assert_eq!(commands, PARITY_COMMANDS);
}

#[test]
fn r1_parity_game_covers_the_rules_it_is_meant_to() {
    // The pinned game is only a good cross-platform check if it exercises the interesting
    // parts: a save, a poison, a seer check, a Hunter's shot, speeches in Chinese, last words,
    // executions and a winner.
    let (g, _) = play(PARITY_OPTIONS);
    let kinds: Vec<&EventKind> = g.events().iter().map(|e| &e.kind).collect();
    let has = |f: &dyn Fn(&EventKind) -> bool| kinds.iter().any(|k| f(k));
    assert!(has(&|k| matches!(k, EventKind::WitchActed { save: Some(_), .. })), "a save");
    assert!(has(&|k| matches!(k, EventKind::WitchActed { poison: Some(_), .. })), "a poison");
    assert!(
        has(&|k| matches!(k, EventKind::SeerResult { alignment: Alignment::Wolf, .. })),
        "a seer check finding a wolf"
    );
    assert!(has(&|k| matches!(k, EventKind::HunterShot { .. })), "a hunter shot");
    assert!(has(&|k| matches!(k, EventKind::Speech { text, .. } if text.contains('✓'))), "speeches");
    assert!(has(&|k| matches!(k, EventKind::LastWords { .. })), "last words");
    assert!(has(&|k| matches!(k, EventKind::Executed { .. })), "an execution");
    let outcome = g.outcome().expect("outcome");
    assert_eq!((outcome.winner, outcome.reason, outcome.day), (Side::Village, WinReason::NoWolvesLeft, 6));
}

#[test]
fn r1_parity_game_replays_from_a_snapshot_mid_game() {
    // Saving half-way and finishing from the loaded snapshot gives the same log: what the
    // browser's autosave/restore relies on.
    let mut g = GameState::new(GameOptions::from_json(PARITY_OPTIONS).expect("options")).expect("game");
    for _ in 0..PARITY_COMMANDS / 2 {
        let p = g.pending().first().cloned().expect("pending");
        g.apply(&policy(&p)).expect("policy command");
    }
    let mut g = GameState::load(&g.save()).expect("load");
    while let Some(p) = g.pending().first().cloned() {
        g.apply(&policy(&p)).expect("policy command");
    }
    assert_eq!(g.event_log_digest(), PARITY_DIGEST);
}
