//! Issue 18 item 4: no side channel while a dead Hunter decides (R6.2, R5.3), and seat names
//! that cannot take the shape of a role or a seat label (R10.2).

#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)] // test: a failed step must stop the test

mod engine_support;

use engine_support::*;
use wolfcore::engine::{ActionKind, Command, GameOptions, GameState, OptionsError, Phase, SeatNamesProblem};
use wolfcore::Role::{Hunter, Villager};

/// A 12-seat game where the Hunter was killed at the second dawn and is deciding, and the game
/// as everyone else sees it (as if he held fire), in which someone has a move to make.
fn hunter_deciding() -> (GameState, GameState, u8) {
    for seed in 1..200 {
        let mut g = game(12, seed);
        let hunter = seat_of(&g, Hunter);
        let villager = other(&g, &[Villager], &[hunter]);
        night(&mut g, Night { kill: Some(villager), ..Night::default() });
        resolve_deaths(&mut g, None);
        speeches(&mut g);
        vote(&mut g, |_| None);
        resolve_deaths(&mut g, None);
        if !matches!(g.phase(), Phase::Night { .. }) {
            continue;
        }
        night(&mut g, Night { kill: Some(hunter), ..Night::default() });
        if !matches!(g.phase(), Phase::HunterShot { .. }) {
            continue;
        }
        let mut held = g.clone();
        ok(&mut held, Command::HunterShoot { seat: hunter, target: None });
        if held.pending().iter().any(|p| p.seat != hunter && p.action == ActionKind::Speak) {
            return (g, held, hunter);
        }
    }
    panic!("no seed gives a Hunter deciding before the day's speeches");
}

#[test]
fn issue18_r6_2_moves_made_while_the_hunter_decides_are_queued_not_refused() {
    let (mut g, mut held, hunter) = hunter_deciding();
    let speaker = held.pending()[0].seat;
    // Every seat but the Hunter gets exactly the answer of the game it sees, for every probe:
    // refusals and acceptances alike (before issue 18 a legal move was `not_your_turn`).
    for seat in (0..12u8).filter(|s| *s != hunter) {
        for cmd in [
            Command::Speak { seat, text: "x".into() },
            Command::Vote { seat, target: None },
            Command::LastWords { seat, text: "x".into() },
            Command::SeerCheck { seat, target: (seat + 1) % 12 },
        ] {
            let seen = held.clone().apply(&cmd).map(|a| a.game_over).map_err(|e| e.code());
            assert_eq!(g.clone().apply(&cmd).map(|a| a.game_over).map_err(|e| e.code()), seen, "{cmd:?}");
        }
    }
    // The speaker speaks while the Hunter decides: accepted, and the game everyone else sees is
    // the game after that speech.
    let speech = Command::Speak { seat: speaker, text: "I am a villager.".into() };
    let answer = g.apply(&speech).expect("queued");
    let live = held.apply(&speech).expect("live");
    assert_eq!(answer, live, "the answer is the one the seen game gives");
    for seat in (0..12u8).filter(|s| *s != hunter) {
        assert_eq!(g.seat_view(seat), held.seat_view(seat), "seat {seat}");
    }
    assert_eq!(g.spectator_view(), held.spectator_view());
    // The Hunter still sees his decision, and none of the queued speech.
    assert!(matches!(g.phase(), Phase::HunterShot { .. }));
    assert!(g.seat_view(hunter).expect("view").pending.iter().any(|p| p.action == ActionKind::HunterShoot));
    // A save made now replays to the same game (the speech is an input, queued again on load).
    let loaded = GameState::load(&g.save()).expect("load");
    assert_eq!(loaded, g);
    // He holds fire: the speech is played, and the game is the one the others already saw.
    let mut shot = g.clone();
    ok(&mut g, Command::HunterShoot { seat: hunter, target: None });
    assert_eq!(g.event_log_digest(), held.event_log_digest());
    assert_eq!(g.pending(), held.pending());
    // He shoots the speaker instead: the shot is public, the dead speaker's queued speech is dropped.
    ok(&mut shot, Command::HunterShoot { seat: hunter, target: Some(speaker) });
    assert!(shot.living_seats().iter().all(|s| *s != speaker));
    assert!(!shot.events().iter().any(|e| format!("{e:?}").contains("I am a villager.")));
    assert_eq!(GameState::load(&shot.save()).expect("load"), shot);
}

fn opts(players: u8, seed: u64, f: impl FnOnce(&mut GameOptions)) -> GameOptions {
    let mut o = GameOptions::preset(players, seed);
    f(&mut o);
    o
}

#[test]
fn issue18_r10_2_names_with_the_shape_of_a_role_or_a_seat_are_refused() {
    let names = |fifth: &str| {
        let mut n: Vec<String> =
            ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy"].map(str::to_owned).to_vec();
        n[4] = fifth.to_owned();
        n
    };
    for shaped in [
        "Werewolf",
        "Seat 5",
        "seat5",
        "5号",
        "The Seer",
        "Hunter",
        "狼人",
        "白狼王",
        "7",
        "Bob) Seat 4 (Eve",
        // Plurals, roles glued to digits, the word "seat", Chinese numerals and 座位 (audit).
        "Werewolves",
        "wolves",
        "Villagers",
        "The Witches",
        "Seer1",
        "2Wolf",
        "Seat Five",
        "Back Seat",
        "五号",
        "十二號",
        "座位5",
    ] {
        let err = GameState::new(opts(9, 2, |o| o.seat_names = Some(names(shaped)))).map(|_| ()).expect_err(shaped);
        assert_eq!(
            err,
            OptionsError::InvalidSeatNames { reason: SeatNamesProblem::ReservedName, index: Some(4) },
            "{shaped}"
        );
    }
    for fine in ["Wolfgang", "Seerah", "小明", "Agent Smith", "Ross", "Agent007", "P4", "Seattle", "Moses", "Wolfe"] {
        let g = GameState::new(opts(9, 2, |o| o.seat_names = Some(names(fine)))).expect(fine);
        let facts = g.prompt_context(0, &wolfcore::engine::PromptOptions::default()).expect("prompt").text;
        assert!(facts.contains(fine), "{fine}");
    }
}

/// R7.3 × R10.2 (audit): a save made when a name was allowed (0.1.0 reserved no shapes; later
/// releases may reserve more) still loads and plays on; a new game with that name is refused.
#[test]
fn issue18_r7_3_a_saved_name_a_later_release_reserves_still_loads() {
    let names: Vec<String> =
        ["Ann", "Bo", "Cy", "Di", "Werewolf", "Seat 5", "Gus", "Hal", "Ivy"].map(str::to_owned).to_vec();
    let refused = GameState::new(opts(9, 2, |o| o.seat_names = Some(names.clone()))).map(|_| ());
    assert!(matches!(refused, Err(OptionsError::InvalidSeatNames { reason: SeatNamesProblem::ReservedName, .. })));
    // The same game as an older release saved it: made with plain names, then the names written
    // as that release would have kept them.
    let plain = GameState::new(opts(9, 2, |_| {})).expect("game");
    let mut save: serde_json::Value = serde_json::from_str(&plain.save()).expect("json");
    save["options"]["seatNames"] = serde_json::json!(names);
    let mut loaded = GameState::load(&save.to_string()).expect("an older save loads");
    assert_eq!(loaded.seat_view(0).expect("view").players[4].name.as_deref(), Some("Werewolf"));
    let p = loaded.pending()[0].clone();
    ok(&mut loaded, legal_command(&p, |_| 0));
    // Saved again, it loads again (the save keeps the names as given).
    assert_eq!(GameState::load(&loaded.save()).expect("reload"), loaded);
}
