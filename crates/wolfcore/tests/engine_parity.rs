//! R1 ("the same seed and options give the same game, on every platform"): one seeded game,
//! played by a fixed deterministic policy, must produce one event log — natively, in the
//! browser (`crates/wolfcore-wasm/tests/game.rs`) and in Node through the npm package
//! (`tests/node/game.test.mjs`). All three compare against the same pinned digest
//! ([`PARITY_DIGEST`]); if the engine's output changes on purpose, update the constant in all
//! three places.
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

use wolfcore::engine::{
    ActionKind, Command, EventKind, GameOptions, GameState, PendingAction, Side, WinReason,
};
use wolfcore::Alignment;

/// The options of the parity game, as JSON (the JS tests pass the same object). The seed is
/// 2^53 + 7 as a decimal string: as a JS number it would round to 2^53 + 8.
pub const PARITY_OPTIONS: &str =
    r#"{"players":12,"seed":"9007199254740999","lang":"zh","witchSelfSave":"firstNightOnly"}"#;

/// FNV-1a 64 of the parity game's event log JSON (`GameState::event_log_digest`).
pub const PARITY_DIGEST: &str = "addf3c4e18c4fab3";

/// Commands the policy plays before the parity game ends.
pub const PARITY_COMMANDS: usize = 112;

/// The policy's command for one pending action.
fn policy(p: &PendingAction) -> Command {
    let seat = p.seat;
    let first = p.targets.first().copied();
    match p.action {
        ActionKind::GuardProtect => Command::GuardProtect {
            seat,
            target: first,
        },
        ActionKind::WolfKill => Command::WolfKill {
            seat,
            target: first,
        },
        ActionKind::WitchAct if p.save_target.is_some() => Command::WitchAct {
            seat,
            save: true,
            poison: None,
        },
        ActionKind::WitchAct => Command::WitchAct {
            seat,
            save: false,
            poison: first,
        },
        ActionKind::SeerCheck => Command::SeerCheck {
            seat,
            target: first.unwrap_or_else(|| panic!("seer has no target")),
        },
        ActionKind::HunterShoot => Command::HunterShoot {
            seat,
            target: first,
        },
        ActionKind::Speak | ActionKind::PkSpeak => Command::Speak {
            seat,
            text: format!("第{}号发言：我是好人 ✓", u32::from(seat) + 1),
        },
        ActionKind::LastWords => Command::LastWords {
            seat,
            text: format!("第{}号遗言", u32::from(seat) + 1),
        },
        ActionKind::Vote | ActionKind::PkVote => Command::Vote {
            seat,
            target: first,
        },
    }
}

/// Plays the parity game to its end; returns the final state and the number of commands.
fn play(options_json: &str) -> (GameState, usize) {
    let mut g =
        GameState::new(GameOptions::from_json(options_json).expect("options")).expect("game");
    let mut commands = 0;
    while let Some(p) = g.pending().first().cloned() {
        let cmd = policy(&p);
        g.apply(&cmd)
            .unwrap_or_else(|e| panic!("policy command {cmd:?} refused: {}", e.code()));
        commands += 1;
        assert!(commands < 2_000, "the parity game does not end");
    }
    (g, commands)
}

#[test]
fn r1_parity_game_digest_is_pinned() {
    let (g, commands) = play(PARITY_OPTIONS);
    assert!(g.is_over());
    assert_eq!(
        g.event_log_digest(),
        PARITY_DIGEST,
        "event log: {}",
        g.event_log_json()
    );
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
    assert!(
        has(&|k| matches!(k, EventKind::WitchActed { save: Some(_), .. })),
        "a save"
    );
    assert!(
        has(&|k| matches!(
            k,
            EventKind::WitchActed {
                poison: Some(_),
                ..
            }
        )),
        "a poison"
    );
    assert!(
        has(&|k| matches!(
            k,
            EventKind::SeerResult {
                alignment: Alignment::Wolf,
                ..
            }
        )),
        "a seer check finding a wolf"
    );
    assert!(
        has(&|k| matches!(k, EventKind::HunterShot { .. })),
        "a hunter shot"
    );
    assert!(
        has(&|k| matches!(k, EventKind::Speech { text, .. } if text.contains('✓'))),
        "speeches"
    );
    assert!(
        has(&|k| matches!(k, EventKind::LastWords { .. })),
        "last words"
    );
    assert!(
        has(&|k| matches!(k, EventKind::Executed { .. })),
        "an execution"
    );
    let outcome = g.outcome().expect("outcome");
    assert_eq!(
        (outcome.winner, outcome.reason, outcome.day),
        (Side::Village, WinReason::NoWolvesLeft, 6)
    );
}

#[test]
fn r1_parity_game_replays_from_a_snapshot_mid_game() {
    // Saving half-way and finishing from the loaded snapshot gives the same log: what the
    // browser's autosave/restore relies on.
    let mut g =
        GameState::new(GameOptions::from_json(PARITY_OPTIONS).expect("options")).expect("game");
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
