//! R5.1: `legal_moves()` is the engine's whole answer to "what may each seat do now". Over
//! random games on every standard board and preset (sheriff on and off), at every step: every
//! command a listed move allows is accepted by `apply`, and every command `apply` accepts is
//! allowed by a listed move. Both ways, so no client, bot or model seat needs a rule of its own.

#![allow(clippy::panic)] // property-test driver

use proptest::prelude::*;
use wolfcore::bots::{Bot, BotConfig};
use wolfcore::engine::{
    boards, ActionKind, Command, Direction, GameOptions, GameState, LegalMove, MoveChoice, Rng, Viewer,
};
use wolfcore::Seat;

/// Every command shape for `seat`: every kind's command (`ActionKind::command`, so a new kind is
/// covered without a line here) with every target on the board, one past it and none, every
/// Witch, text, run and direction choice; plus the Witch's malformed save-and-poison.
fn candidates(seat: Seat, n: u8) -> Vec<Command> {
    let mut choices: Vec<MoveChoice> = std::iter::once(None)
        .chain((0..=n).map(Some))
        .map(|target| MoveChoice { target, ..MoveChoice::default() })
        .collect();
    choices.push(MoveChoice { save: true, ..MoveChoice::default() });
    for text in [String::new(), "I am a villager.".to_owned(), "x".repeat(4_001)] {
        choices.push(MoveChoice { text, ..MoveChoice::default() });
    }
    choices.push(MoveChoice { run: true, ..MoveChoice::default() });
    choices.push(MoveChoice { direction: Direction::Counterclockwise, ..MoveChoice::default() });
    let mut out = vec![Command::WitchAct { seat, save: true, poison: Some(0) }];
    for kind in ActionKind::ALL {
        for choice in &choices {
            if let Some(cmd) = kind.command(seat, choice.clone()) {
                if !out.contains(&cmd) {
                    out.push(cmd);
                }
            }
        }
    }
    out
}

/// R5.1 both ways at the game's current step.
fn check_step(g: &GameState) {
    let moves = g.legal_moves();
    if !matches!(g.phase(), wolfcore::engine::Phase::HunterShot { .. }) {
        // While a dead Hunter decides, the others' moves are awaited in the game they see (R6.2).
        assert_eq!(g.pending().len(), moves.iter().filter(|m| m.awaited).count(), "awaited = pending");
    }
    if g.is_over() {
        assert!(moves.is_empty(), "no move after the game ends");
    }
    for seat in 0..g.player_count() {
        let mine: Vec<&LegalMove> = moves.iter().filter(|m| m.seat == seat).collect();
        let view = g.view(Viewer::Seat { seat }).expect("seat");
        for cmd in candidates(seat, g.player_count()) {
            let listed = mine.iter().any(|m| m.allows(&cmd));
            let mut trial = g.clone();
            let answer = trial.apply(&cmd);
            assert_eq!(
                answer.is_ok(),
                listed,
                "{cmd:?}: apply says {:?}, listed {listed}; phase {:?}, moves {mine:?}",
                answer.map_err(|e| e.code()),
                g.phase()
            );
        }
        // The view's timeline (one moment per event) agrees with the view's own facts: the
        // seats dead by its last event are the dead players, the badge is the sheriff's (R9.7).
        assert_eq!(view.timeline.len(), view.events.len());
        let died: std::collections::BTreeSet<Seat> = view.timeline.iter().flat_map(|m| m.died.clone()).collect();
        let dead: std::collections::BTreeSet<Seat> = view.players.iter().filter(|p| !p.alive).map(|p| p.seat).collect();
        assert_eq!(died, dead, "seat {seat}: deaths in the timeline");
        assert_eq!(view.timeline.last().and_then(|m| m.sheriff), view.sheriff, "seat {seat}: the badge");
        if let Some(next) = view.next_speaker {
            assert!(view.players[usize::from(next)].alive, "the next speaker lives");
        }
        // A seat's view lists its own moves — in the game it sees (R6.2: while a dead Hunter
        // decides, the others see the game as if he held fire, and their moves are queued).
        let own: Vec<LegalMove> = mine.into_iter().cloned().collect();
        assert_eq!(view.moves, own, "seat {seat}'s view lists its moves");
    }
}

/// Plays one game: the bots' moves for the awaited actions, and now and then a random listed
/// move (out-of-turn ones included) with a random target.
fn play(opts: GameOptions, seed: u64, every: usize) {
    let mut g = GameState::new(opts).expect("game");
    let bot = Bot::new(BotConfig::default()).expect("bot");
    let mut rng = Rng::new(seed, 11);
    let mut awaited_first: Option<u8> = None;
    for step in 0..2_000 {
        if step % every == 0 {
            check_step(&g);
        }
        let moves = g.legal_moves();
        let Some(first) = g.pending().first().cloned() else { break };
        let cmd = if rng.below(5) == 0 {
            let m = &moves[usize::try_from(rng.below(moves.len() as u64)).unwrap_or(0)];
            pick(m, &mut rng)
        } else {
            g.with_seat_view(first.seat, |v| bot.decide_seat(v, &first, &mut rng))
                .expect("seat")
                .expect("decision")
                .command
        };
        let listed = moves.iter().any(|m| m.allows(&cmd));
        assert!(listed, "the move played is listed: {cmd:?}");
        // R9.6: the first speaker each way round is the one the engine then calls.
        let direction = moves.iter().find_map(|m| m.first_speakers.map(|f| (m.seat, f)));
        let before_next = g.view(Viewer::Spectator).ok().and_then(|v| v.next_speaker);
        let was_speech =
            matches!(g.phase(), wolfcore::engine::Phase::DaySpeech { .. } | wolfcore::engine::Phase::PkSpeech { .. });
        g.apply(&cmd).unwrap_or_else(|e| panic!("{cmd:?} refused: {}", e.code()));
        if let (Some((_, first)), Command::SheriffDirection { direction: d, .. }) = (direction, &cmd) {
            let expected = if *d == Direction::Clockwise { first.clockwise } else { first.counterclockwise };
            awaited_first = Some(expected);
        }
        // The direction may be queued while a dead Hunter decides at dawn (R6.2 × R5.1): the
        // speeches then start once he has, at the announced seat unless his shot killed it
        // (dead seats are skipped, R9.6).
        if let (Some(expected), wolfcore::engine::Phase::DaySpeech { seat }) = (awaited_first, g.phase()) {
            if g.is_alive(expected) {
                assert_eq!(*seat, expected, "R9.6 first speaker");
            }
            awaited_first = None;
        }
        // R3.4: after a speech, the announced next speaker speaks.
        if let (true, Some(next), Command::Speak { .. }) = (was_speech, before_next, &cmd) {
            match g.phase() {
                wolfcore::engine::Phase::DaySpeech { seat } | wolfcore::engine::Phase::PkSpeech { seat, .. } => {
                    assert_eq!(*seat, next, "R3.4 next speaker");
                }
                _ => {}
            }
        }
    }
    check_step(&g);
}

/// One command a move allows, its target picked at random.
fn pick(m: &LegalMove, rng: &mut Rng) -> Command {
    let seat = m.seat;
    let target = if m.targets.is_empty() || (m.can_skip && rng.below(4) == 0) {
        None
    } else {
        m.targets.get(usize::try_from(rng.below(m.targets.len() as u64)).unwrap_or(0)).copied()
    };
    // The kinds with a choice beyond the target choose here; the rest is `ActionKind::command`.
    let choice = match m.action {
        ActionKind::WitchAct => {
            MoveChoice { save: m.save_target.is_some() && rng.below(2) == 0, target, ..MoveChoice::default() }
        }
        ActionKind::Speak | ActionKind::PkSpeak | ActionKind::SheriffSpeak => {
            MoveChoice { text: "Seat 1 is a wolf.".to_owned(), ..MoveChoice::default() }
        }
        ActionKind::SheriffRun => MoveChoice { run: rng.below(2) == 0, ..MoveChoice::default() },
        ActionKind::SheriffDirection => MoveChoice { direction: Direction::Counterclockwise, ..MoveChoice::default() },
        _ => MoveChoice { target, ..MoveChoice::default() },
    };
    let cmd = m.action.command(seat, choice).unwrap_or_else(|| panic!("{m:?}: no target to answer it with"));
    assert!(m.allows(&cmd), "{cmd:?} from {m:?}");
    cmd
}

/// Every standard board (R8.3) and every preset (R1.2), sheriff on and off (R9).
fn all_options(seed: u64) -> Vec<GameOptions> {
    let mut out = Vec::new();
    for b in boards() {
        let mut o = GameOptions::preset(b.players, seed);
        o.roles = Some(b.roles.clone());
        o.win_rule = b.win_rule;
        out.push(o);
    }
    for n in 6..=12 {
        out.push(GameOptions::preset(n, seed));
    }
    for (i, o) in out.iter_mut().enumerate() {
        o.sheriff = (seed + i as u64) % 2 == 0;
    }
    out
}

/// R5.1 on every board: one game each, every step checked.
#[test]
fn r5_1_legal_moves_are_exactly_what_apply_accepts_on_every_board() {
    for seed in 0..2u64 {
        for opts in all_options(seed) {
            play(opts, seed, 1);
        }
    }
}

/// Found by the proptest below in CI: the sheriff's direction queued while a Hunter killed in the
/// night decides at dawn; the speeches start after his shot, at the announced seat (R9.6, R6.2).
#[test]
fn r9_6_direction_queued_while_the_hunter_decides() {
    let all = all_options(516_059);
    play(all[11 % all.len()].clone(), 516_059, 4);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// R5.1 over random games (seeds, boards, sheriff), every fourth step checked.
    #[test]
    fn r5_1_legal_moves_both_ways(seed in 0u64..1_000_000, board in 0usize..14) {
        let all = all_options(seed);
        play(all[board % all.len()].clone(), seed, 4);
    }
}
