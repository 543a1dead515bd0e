//! Shared helpers for the engine tests (scenario scripts and a random driver).
#![allow(dead_code, clippy::panic)] // test helpers: a failed step must stop the test

use wolfcore::engine::{
    ActionKind, Command, Direction, GameOptions, GameState, MoveChoice, NightStep, PendingAction, Phase,
};
use wolfcore::{Role, Seat};

/// A preset game.
pub(crate) fn game(players: u8, seed: u64) -> GameState {
    GameState::new(GameOptions::preset(players, seed)).expect("preset game")
}

/// A game from options tweaked by `f`.
pub(crate) fn game_with(players: u8, seed: u64, f: impl FnOnce(&mut GameOptions)) -> GameState {
    let mut o = GameOptions::preset(players, seed);
    f(&mut o);
    GameState::new(o).expect("game")
}

pub(crate) fn seats_of(g: &GameState, role: Role) -> Vec<Seat> {
    g.players().iter().filter(|p| p.role == role).map(|p| p.seat).collect()
}

pub(crate) fn seat_of(g: &GameState, role: Role) -> Seat {
    *seats_of(g, role).first().unwrap_or_else(|| panic!("no {role:?} on this board"))
}

/// The first seat (ascending) holding none of `roles`, skipping `except`.
pub(crate) fn other(g: &GameState, roles: &[Role], except: &[Seat]) -> Seat {
    g.players()
        .iter()
        .find(|p| p.alive && !roles.contains(&p.role) && !except.contains(&p.seat))
        .map(|p| p.seat)
        .expect("another seat")
}

/// Applies a command that must succeed.
#[track_caller]
pub(crate) fn ok(g: &mut GameState, cmd: Command) {
    if let Err(e) = g.apply(&cmd) {
        panic!("{cmd:?} refused: {} ({e}); phase {:?}", e.code(), g.phase());
    }
}

/// Applies a command that must fail with `code`, and checks nothing changed (R5).
#[track_caller]
pub(crate) fn refused(g: &mut GameState, cmd: Command, code: &str) {
    let before = g.clone();
    match g.apply(&cmd) {
        Ok(_) => panic!("{cmd:?} was accepted, expected {code}"),
        Err(e) => assert_eq!(e.code(), code, "{cmd:?}: {e}"),
    }
    assert_eq!(*g, before, "a refused command changed the state");
}

/// What the scripted night does.
#[derive(Clone, Copy, Default)]
pub(crate) struct Night {
    pub(crate) guard: Option<Seat>,
    pub(crate) kill: Option<Seat>,
    pub(crate) save: bool,
    pub(crate) poison: Option<Seat>,
    /// Seer's check; `None` → first legal target.
    pub(crate) check: Option<Seat>,
}

/// Plays the current night's steps as scripted.
#[track_caller]
pub(crate) fn night(g: &mut GameState, plan: Night) {
    while let Phase::Night { step } = g.phase().clone() {
        let pending = g.pending();
        match step {
            NightStep::Guard => {
                let seat = pending[0].seat;
                ok(g, Command::GuardProtect { seat, target: plan.guard });
            }
            NightStep::Wolves => {
                for p in pending {
                    ok(g, Command::WolfKill { seat: p.seat, target: plan.kill });
                }
            }
            NightStep::Witch => {
                let seat = pending[0].seat;
                ok(g, Command::WitchAct { seat, save: plan.save, poison: plan.poison });
            }
            NightStep::Seer => {
                let p = &pending[0];
                let target = plan.check.unwrap_or(p.targets[0]);
                ok(g, Command::SeerCheck { seat: p.seat, target });
            }
        }
    }
}

/// Finishes hunter decisions (holding fire unless `shot` says otherwise) and last words.
#[track_caller]
pub(crate) fn resolve_deaths(g: &mut GameState, shot: Option<Seat>) {
    loop {
        match g.phase().clone() {
            Phase::HunterShot { seat, .. } => ok(g, Command::HunterShoot { seat, target: shot }),
            Phase::LastWords { seat, .. } => ok(g, Command::LastWords { seat, text: format!("last words of {seat}") }),
            _ => return,
        }
    }
}

/// All day (or PK) speeches with a fixed text.
#[track_caller]
pub(crate) fn speeches(g: &mut GameState) {
    while let Phase::DaySpeech { seat } | Phase::PkSpeech { seat, .. } = g.phase().clone() {
        ok(g, Command::Speak { seat, text: format!("speech of seat {seat}") });
    }
}

/// Plays the day's speeches (R3.4) with empty texts and returns who spoke, in order.
#[track_caller]
pub(crate) fn speech_order(g: &mut GameState) -> Vec<Seat> {
    let mut order = Vec::new();
    while let Phase::DaySpeech { seat } = g.phase().clone() {
        order.push(seat);
        ok(g, Command::Speak { seat, text: String::new() });
    }
    order
}

/// Every pending voter votes `f(voter)`.
#[track_caller]
pub(crate) fn vote(g: &mut GameState, f: impl Fn(Seat) -> Option<Seat>) {
    let voters: Vec<Seat> = g.pending().iter().map(|p| p.seat).collect();
    for v in voters {
        ok(g, Command::Vote { seat: v, target: f(v) });
    }
}

/// A legal command for one pending action, chosen by `pick` (an index source). The kinds with a
/// choice beyond a target (the Witch's potions, texts, the sheriff's run and direction, a
/// withdrawal during the campaign) are chosen here; every other kind is a target from the list
/// (or none, when it may be skipped) answered by `ActionKind::command`, so a new kind needs no
/// line here (issue 17).
pub(crate) fn legal_command(p: &PendingAction, mut pick: impl FnMut(usize) -> usize) -> Command {
    let target = |pick: &mut dyn FnMut(usize) -> usize| -> Option<Seat> {
        let n = p.targets.len() + usize::from(p.can_skip);
        if n == 0 {
            return None;
        }
        let i = pick(n);
        p.targets.get(i).copied()
    };
    let seat = p.seat;
    match p.action {
        ActionKind::WitchAct => match pick(3) {
            0 if p.save_target.is_some() => Command::WitchAct { seat, save: true, poison: None },
            1 if !p.targets.is_empty() => Command::WitchAct { seat, save: false, poison: target(&mut pick) },
            _ => Command::WitchAct { seat, save: false, poison: None },
        },
        ActionKind::LastWords => Command::LastWords { seat, text: format!("bye from {seat}") },
        ActionKind::Speak | ActionKind::PkSpeak => Command::Speak { seat, text: format!("I am seat {seat}") },
        // R9.
        ActionKind::SheriffRun => Command::SheriffRun { seat, run: pick(2) == 0 },
        ActionKind::SheriffSpeak if pick(4) == 0 => Command::SheriffWithdraw { seat },
        ActionKind::SheriffSpeak => Command::Speak { seat, text: format!("vote me for sheriff, seat {seat}") },
        ActionKind::SheriffDirection => Command::SheriffDirection {
            seat,
            direction: if pick(2) == 0 { Direction::Clockwise } else { Direction::Counterclockwise },
        },
        // A target (or none where the move may be skipped), out-of-turn moves included (R5.1).
        kind => {
            let target = target(&mut pick);
            kind.command(seat, MoveChoice { target, ..MoveChoice::default() })
                .unwrap_or_else(|| panic!("{kind:?} needs a target and {p:?} lists none"))
        }
    }
}
