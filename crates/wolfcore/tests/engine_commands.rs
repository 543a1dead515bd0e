//! R5: structured commands, pending actions with legal targets, typed errors that change nothing.

mod engine_support;

use engine_support::*;
use wolfcore::engine::{ActionKind, Command, CommandError, GameState, NightStep, Phase, MAX_TEXT_CHARS};
use wolfcore::Role::{Guard, Hunter, Seer, Villager, Werewolf, Witch};

#[test]
fn r5_commands_are_serde_tagged_json() {
    let cmd = Command::Vote { seat: 3, target: None };
    assert_eq!(serde_json::to_string(&cmd).expect("json"), r#"{"type":"vote","seat":3,"target":null}"#);
    let parsed = Command::from_json(r#"{"type":"witch_act","seat":2,"save":true}"#).expect("parse");
    assert_eq!(parsed, Command::WitchAct { seat: 2, save: true, poison: None });
    let parsed = Command::from_json(r#"{"type":"hunter_shoot","seat":1}"#).expect("parse");
    assert_eq!(parsed, Command::HunterShoot { seat: 1, target: None });
    for bad in [
        "",
        "{}",
        r#"{"type":"fly","seat":1}"#,
        r#"{"type":"vote","seat":-1}"#,
        r#"{"type":"vote","seat":300}"#,
        r#"{"type":"vote","seat":1,"target":"x"}"#,
        r#"{"type":"vote","seat":1,"extra":1}"#,
        r#"{"type":"speak","seat":1}"#,
    ] {
        assert_eq!(Command::from_json(bad).map_err(|e| e.code()), Err("invalid_command"), "{bad}");
    }
}

/// R5: every command type reads back what it serialises to, takes the documented defaults,
/// and refuses an unknown field (the reader shares one struct per field shape; issue 13).
#[test]
fn r5_every_command_type_round_trips_and_refuses_unknown_fields() {
    use wolfcore::engine::Direction;
    let all = [
        Command::GuardProtect { seat: 1, target: Some(2) },
        Command::WolfKill { seat: 3, target: None },
        Command::WitchAct { seat: 4, save: false, poison: Some(5) },
        Command::SeerCheck { seat: 6, target: 7 },
        Command::HunterShoot { seat: 8, target: Some(0) },
        Command::Speak { seat: 9, text: "I am the seer".to_owned() },
        Command::LastWords { seat: 10, text: String::new() },
        Command::Vote { seat: 11, target: Some(1) },
        Command::WhiteWolfKingExplode { seat: 2, target: 3 },
        Command::SelfReveal { seat: 4 },
        Command::SheriffRun { seat: 5, run: true },
        Command::SheriffWithdraw { seat: 6 },
        Command::SheriffDirection { seat: 7, direction: Direction::Counterclockwise },
        Command::PassBadge { seat: 8, target: None },
    ];
    for cmd in &all {
        let json = serde_json::to_string(cmd).expect("json");
        assert_eq!(Command::from_json(&json).as_ref(), Ok(cmd), "{json}");
        let extra = format!("{},\"extra\":1}}", &json[..json.len() - 1]);
        assert_eq!(Command::from_json(&extra).map_err(|e| e.code()), Err("invalid_command"), "{extra}");
        let seatless = json.replacen("\"seat\":", "\"chair\":", 1);
        assert_eq!(Command::from_json(&seatless).map_err(|e| e.code()), Err("invalid_command"), "{seatless}");
    }
    // Absent `target`/`save`/`poison` are nobody/false/nobody; a required target is required.
    let read = |json: &str| Command::from_json(json).expect(json);
    assert_eq!(read(r#"{"type":"guard_protect","seat":1}"#), Command::GuardProtect { seat: 1, target: None });
    assert_eq!(read(r#"{"type":"pass_badge","seat":1,"target":null}"#), Command::PassBadge { seat: 1, target: None });
    assert_eq!(read(r#"{"type":"witch_act","seat":2}"#), Command::WitchAct { seat: 2, save: false, poison: None });
    for bad in [
        r#"{"type":"seer_check","seat":1}"#,
        r#"{"type":"seer_check","seat":1,"target":null}"#,
        r#"{"type":"sheriff_run","seat":1}"#,
        r#"{"type":"sheriff_direction","seat":1,"direction":"up"}"#,
        r#"{"type":"self_reveal","seat":1,"target":2}"#,
        r#"{"type":"Vote","seat":1}"#,
        r#"[]"#,
    ] {
        assert_eq!(Command::from_json(bad).map_err(|e| e.code()), Err("invalid_command"), "{bad}");
    }
    // The message still names the command type.
    let message = Command::from_json(r#"{"type":"fly","seat":1}"#).expect_err("unknown type").to_string();
    assert!(message.contains("unknown variant `fly`"), "{message}");
}

#[test]
fn r5_pending_lists_who_acts_and_legal_targets() {
    let mut g = game(12, 1);
    let guard = seat_of(&g, Guard);
    let p = g.pending();
    assert_eq!(p.len(), 1);
    assert_eq!((p[0].seat, p[0].action, p[0].can_skip), (guard, ActionKind::GuardProtect, true));
    assert_eq!(p[0].targets, (0..12).collect::<Vec<_>>());
    ok(&mut g, Command::GuardProtect { seat: guard, target: None });
    let p = g.pending();
    assert_eq!(p.iter().map(|a| a.seat).collect::<Vec<_>>(), seats_of(&g, Werewolf));
    assert!(p.iter().all(|a| a.action == ActionKind::WolfKill && a.targets.len() == 12));
    let v = seat_of(&g, Villager);
    for w in seats_of(&g, Werewolf) {
        ok(&mut g, Command::WolfKill { seat: w, target: Some(v) });
    }
    let p = g.pending();
    assert_eq!(p[0].action, ActionKind::WitchAct);
    assert_eq!(p[0].save_target, Some(v));
    ok(&mut g, Command::WitchAct { seat: p[0].seat, save: false, poison: None });
    let p = g.pending();
    let seer = seat_of(&g, Seer);
    assert_eq!((p[0].seat, p[0].action, p[0].can_skip), (seer, ActionKind::SeerCheck, false));
    assert!(!p[0].targets.contains(&seer) && p[0].targets.len() == 11);
    let json = serde_json::to_value(&p[0]).expect("json");
    assert_eq!(json["action"], "seer_check");
    assert!(json.get("canSkip").is_some() && json.get("saveTarget").is_none());
}

#[test]
fn r5_error_codes_and_nothing_changes() {
    let mut g = game(12, 1);
    let guard = seat_of(&g, Guard);
    let wolf = seat_of(&g, Werewolf);
    refused(&mut g, Command::GuardProtect { seat: 12, target: None }, "unknown_seat");
    refused(&mut g, Command::Vote { seat: 0, target: None }, "wrong_phase");
    // R5.3: at night a role's holder out of its step hears `not_your_turn`, whichever step runs.
    refused(&mut g, Command::WolfKill { seat: wolf, target: None }, "not_your_turn");
    refused(&mut g, Command::GuardProtect { seat: wolf, target: None }, "not_your_turn");
    refused(&mut g, Command::GuardProtect { seat: guard, target: Some(200) }, "invalid_target");
    refused(&mut g, Command::Speak { seat: 0, text: "hi".into() }, "wrong_phase");
    let v = seat_of(&g, Villager);
    night(&mut g, Night { kill: Some(v), ..Night::default() });
    // v is dead; last words are theirs, nobody else's.
    refused(&mut g, Command::LastWords { seat: guard, text: "x".into() }, "not_your_turn");
    let long = "字".repeat(MAX_TEXT_CHARS + 1);
    refused(&mut g, Command::LastWords { seat: v, text: long }, "text_too_long");
    ok(&mut g, Command::LastWords { seat: v, text: "字".repeat(MAX_TEXT_CHARS) });
    let Phase::DaySpeech { seat } = g.phase().clone() else { panic!("speech") };
    refused(&mut g, Command::Speak { seat: v, text: "ghost".into() }, "dead_player");
    refused(&mut g, Command::Speak { seat: (seat + 1) % 12, text: "x".into() }, "not_your_turn");
    speeches(&mut g);
    refused(&mut g, Command::Vote { seat: v, target: None }, "dead_player");
    refused(&mut g, Command::Vote { seat: 0, target: Some(v) }, "invalid_target");
    let hunter = seat_of(&g, Hunter);
    refused(&mut g, Command::HunterShoot { seat: hunter, target: None }, "wrong_phase");
    assert!(matches!(g.apply_json("{nope"), Err(CommandError::InvalidCommand { .. })));
}

#[test]
fn r5_dead_wolf_and_dead_witch_cannot_act() {
    let mut g = game(12, 1);
    let wolves = seats_of(&g, Werewolf);
    let witch = seat_of(&g, Witch);
    night(&mut g, Night { poison: Some(wolves[0]), ..Night::default() });
    resolve_deaths(&mut g, None);
    speeches(&mut g);
    vote(&mut g, |s| (s != witch).then_some(witch));
    resolve_deaths(&mut g, None);
    assert_eq!(g.phase(), &Phase::Night { step: NightStep::Guard });
    let guard = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: guard, target: None });
    refused(&mut g, Command::WolfKill { seat: wolves[0], target: None }, "dead_player");
    for w in &wolves[1..] {
        ok(&mut g, Command::WolfKill { seat: *w, target: None });
    }
    // The dead witch's step is skipped.
    assert_eq!(g.phase(), &Phase::Night { step: NightStep::Seer });
    // R5.3: the dead Witch learns only what she knows already.
    refused(&mut g, Command::WitchAct { seat: witch, save: false, poison: None }, "dead_player");
}

#[test]
fn r5_applied_reports_new_events_and_json_entry_point() {
    let mut g = game(9, 2);
    let wolves = seats_of(&g, Werewolf);
    let seen = |g: &GameState| g.seat_view(wolves[0]).map(|v| v.events.len()).unwrap_or(0);
    let before = seen(&g);
    assert!(before < g.events().len(), "the wolf cannot see every event");
    let applied =
        g.apply_json(&format!(r#"{{"type":"wolf_kill","seat":{},"target":null}}"#, wolves[0])).expect("applied");
    // R6.1: counted in the acting seat's own view, so hidden events are never counted.
    assert_eq!(applied.first_event as usize, before);
    assert_eq!(applied.event_count as usize, seen(&g));
    assert!(applied.event_count > applied.first_event);
    assert!(!applied.game_over);
}

#[test]
fn r5_no_panic_on_any_seat_or_target_byte() {
    // Every seat/target byte for every command kind in several phases: typed errors only.
    let mut g = game(6, 8);
    let mut states: Vec<GameState> = vec![g.clone()];
    night(&mut g, Night::default());
    states.push(g.clone());
    speeches(&mut g);
    states.push(g.clone());
    for s in states {
        for seat in [0u8, 5, 6, 15, 16, 255] {
            for target in [None, Some(0u8), Some(5), Some(6), Some(255)] {
                let cmds = [
                    Command::GuardProtect { seat, target },
                    Command::WolfKill { seat, target },
                    Command::WitchAct { seat, save: true, poison: target },
                    Command::SeerCheck { seat, target: target.unwrap_or(0) },
                    Command::HunterShoot { seat, target },
                    Command::Speak { seat, text: "x".into() },
                    Command::LastWords { seat, text: String::new() },
                    Command::Vote { seat, target },
                    Command::SelfReveal { seat },
                ];
                for c in cmds {
                    let mut t = s.clone();
                    if t.apply(&c).is_err() {
                        assert_eq!(t, s, "{c:?}");
                    }
                }
            }
        }
    }
}
