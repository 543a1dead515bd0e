//! R7: a save is the options and the input log; loading replays the inputs through the live
//! entry points, so a tampered input fails as the typed error it gets live.

mod engine_support;

use engine_support::*;
use serde_json::{json, Value};
use wolfcore::engine::{Command, GameState, Input, PromptOptions, SnapshotError, ENGINE_VERSION};
use wolfcore::Role::{Hunter, Villager, Witch};
use wolfcore::{ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role};

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
fn r7_save_load_round_trips_exactly() {
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
        assert_eq!(loaded.event_log_digest(), g.event_log_digest());
    }
}

#[test]
fn r7_save_is_options_and_inputs() {
    let g = states().swap_remove(4);
    let v: Value = serde_json::from_str(&g.save()).expect("json");
    let keys: Vec<&str> = v.as_object().map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
    let mut expected = ["format", "version", "rules", "engine", "options", "inputs"];
    expected.sort_unstable();
    assert_eq!(keys, expected);
    assert_eq!(v["format"], "wolfcore-game");
    assert_eq!(v["version"], 2);
    assert_eq!(v["rules"], wolfcore::engine::RULES_VERSION);
    assert_eq!(v["engine"], ENGINE_VERSION);
    assert_eq!(v["options"]["seed"], "21", "seed written as a string (JS-safe)");
    let inputs = v["inputs"].as_array().expect("inputs");
    assert_eq!(inputs.len(), g.inputs().len());
    assert!(inputs.iter().all(|i| i.get("command").is_some()), "this game only took commands");
    // Nothing internal is written: no roles, events, phase, ledger or RNG state.
    let text = g.save();
    for internal in
        ["\"events\"", "\"players\":[", "\"phase\"", "\"agenda\"", "\"idRng\"", "\"publicClaims\"", "Werewolf"]
    {
        assert!(!text.contains(internal), "{internal} in {text}");
    }
}

#[test]
fn r7_every_entry_point_is_recorded_and_replayed() {
    let mut g = game(9, 5);
    while !matches!(g.pending().first().map(|p| p.action), Some(wolfcore::engine::ActionKind::Speak) | None) {
        let p = g.pending()[0].clone();
        ok(&mut g, legal_command(&p, |_| 0));
    }
    let speaker = g.pending()[0].seat;
    ok(&mut g, Command::Speak { seat: speaker, text: "I am the Seer. I checked Seat 3: werewolf.".into() });
    let claim = PublicClaim {
        id: "forged-id".into(),
        day: 1,
        phase: "DAY_SPEECH".into(),
        speaker_seat: 0,
        claim_type: ClaimType::RoleClaim,
        role: Some(Role::Witch),
        target_seat: None,
        alignment: None,
        content: "I am the Witch.".into(),
        status: ClaimStatus::Corroborated,
        source: ClaimSource::Manual,
        reasons: Vec::new(),
    };
    g.ingest_claims(std::slice::from_ref(&claim)).expect("claims");
    g.ingest_summary(
        r#"{"claims":[{"speakerSeat":2,"claimType":"role_claim","role":"Hunter","content":"I am the Hunter."}]}"#,
        None,
    )
    .expect("summary");
    assert!(matches!(g.inputs().last(), Some(Input::Summary { day: None, .. })));
    assert!(g
        .inputs()
        .iter()
        .any(|i| matches!(i, Input::Claims(c) if c[0].status == ClaimStatus::Unverified && c[0].id.is_empty())));
    let loaded = GameState::load(&g.save()).expect("load");
    assert_eq!(loaded, g);
    assert_eq!(loaded.public_claims(), g.public_claims(), "ledger rebuilt with the same ids");
}

/// One way to damage a save's JSON.
type Tamper = Box<dyn Fn(&mut Value)>;

fn code(json: &str) -> &'static str {
    GameState::load(json).map(|_| ()).map_err(|e| e.code()).expect_err("must be refused")
}

fn tampered(g: &GameState, f: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(&g.save()).expect("json");
    f(&mut v);
    v.to_string()
}

/// The load error of a tampered save: code, cause and index.
fn rejection(json: &str) -> (&'static str, Option<&'static str>, Option<usize>) {
    let e = GameState::load(json).map(|_| ()).expect_err("must be refused");
    let index = match &e {
        SnapshotError::RejectedInput { index, .. } => Some(*index),
        _ => None,
    };
    (e.code(), e.cause(), index)
}

#[test]
fn r7_bad_envelopes_get_typed_errors() {
    let g = states().swap_remove(3);
    assert_eq!(code(""), "invalid_json");
    assert_eq!(code("{\"format\":"), "invalid_json");
    assert_eq!(code(&g.save()[..g.save().len() - 1]), "invalid_json", "truncated");
    assert_eq!(code("[]"), "not_a_snapshot");
    assert_eq!(code(r#"{"format":"other","version":2}"#), "not_a_snapshot");
    // A later envelope is a newer release's save (issue 18).
    assert_eq!(code(&tampered(&g, |v| v["version"] = json!(3))), "save_from_newer_version");
    assert_eq!(code(&tampered(&g, |v| v["version"] = json!("2"))), "unsupported_version");
    assert!(matches!(
        GameState::load(&tampered(&g, |v| v["version"] = json!(0))),
        Err(SnapshotError::UnsupportedVersion { version }) if version == "0"
    ));
    // A version-1 save (a dump of the internal state) is no longer read.
    assert_eq!(code(r#"{"format":"wolfcore-game","version":1,"state":{"day":1}}"#), "unsupported_version");
    // R7.3 (issue 18): the rules version decides, not the crate's. Another engine version
    // with the same rules loads; a newer rules version is refused with its own code; a save
    // without `rules` (0.1.0 wrote none) is rules version 1.
    let other_engine = tampered(&g, |v| v["engine"] = json!("0.0.1"));
    assert_eq!(GameState::load(&other_engine).map(|l| l.inputs().len()), Ok(g.inputs().len()));
    assert!(matches!(
        GameState::load(&tampered(&g, |v| v["rules"] = json!(2))),
        Err(SnapshotError::NewerVersion { rules }) if rules == "2"
    ));
    let no_rules = tampered(&g, |v| {
        v.as_object_mut().map(|o| o.remove("rules"));
    });
    assert_eq!(GameState::load(&no_rules).map(|l| l.save()), Ok(g.save()));
    assert_eq!(code(&tampered(&g, |v| v["rules"] = json!(0))), "corrupted");
    assert_eq!(code(&tampered(&g, |v| v["rules"] = json!("1"))), "corrupted");
    let corruptions: Vec<(&str, Tamper)> = vec![
        (
            "missing inputs",
            Box::new(|v| {
                v.as_object_mut().map(|o| o.remove("inputs"));
            }),
        ),
        (
            "missing engine",
            Box::new(|v| {
                v.as_object_mut().map(|o| o.remove("engine"));
            }),
        ),
        (
            "missing options",
            Box::new(|v| {
                v.as_object_mut().map(|o| o.remove("options"));
            }),
        ),
        ("engine not a string", Box::new(|v| v["engine"] = json!(1))),
        ("inputs not an array", Box::new(|v| v["inputs"] = json!({}))),
        ("extra top field", Box::new(|v| v["state"] = json!({}))),
    ];
    for (name, f) in corruptions {
        assert_eq!(code(&tampered(&g, f)), "corrupted", "{name}");
    }
    // Options are checked as they are live.
    // R9.5: only 1, 1.5 and 2 are vote weights.
    assert_eq!(rejection(&tampered(&g, |v| v["options"]["sheriffVoteWeight"] = json!(3))).1, Some("invalid_options"));
    // R9.1: a sheriff table plays another game, so the recorded inputs no longer replay.
    assert_eq!(rejection(&tampered(&g, |v| v["options"]["sheriff"] = json!(true))).0, "rejected_input");
    assert_eq!(rejection(&tampered(&g, |v| v["options"]["cheat"] = json!(1))).1, Some("invalid_options"));
    assert_eq!(rejection(&tampered(&g, |v| v["options"]["players"] = json!(5))).0, "rejected_options");
}

#[test]
fn r7_tampered_inputs_fail_as_their_live_errors_with_their_index() {
    let g = states().swap_remove(3);
    let saved: Value = serde_json::from_str(&g.save()).expect("json");
    let inputs = saved["inputs"].as_array().cloned().unwrap_or_default();
    let find = |ty: &str| inputs.iter().position(|i| i["command"]["type"] == ty).expect(ty);
    // A Seer who checks himself.
    let s = find("seer_check");
    let seer = inputs[s]["command"]["seat"].clone();
    let t = tampered(&g, |v| v["inputs"][s]["command"]["target"] = seer);
    assert_eq!(rejection(&t), ("rejected_input", Some("invalid_target"), Some(s)));
    // A wolf's kill sent by a seat that is not on the wolf team's turn.
    let w = find("wolf_kill");
    let t = tampered(&g, |v| v["inputs"][w]["command"]["type"] = json!("guard_protect"));
    assert_eq!(rejection(&t).2, Some(w));
    // A command of the wrong shape.
    let t = tampered(&g, |v| v["inputs"][0]["command"]["cheat"] = json!(1));
    assert_eq!(rejection(&t), ("rejected_input", Some("invalid_command"), Some(0)));
    // An entry that is no input at all.
    let t = tampered(&g, |v| v["inputs"][1] = json!({"event": {"type": "seer_result"}}));
    assert_eq!(rejection(&t), ("rejected_input", Some("invalid_input"), Some(1)));
    // Claims naming a seat the board does not have.
    let n = inputs.len();
    let t = tampered(&g, |v| {
        if let Some(a) = v["inputs"].as_array_mut() {
            a.push(json!({"claims": [{"day": 1, "phase": "DAY_SPEECH", "speakerSeat": 14, "claimType": "other",
                "content": "x", "source": "manual"}]}));
        }
    });
    assert_eq!(rejection(&t), ("rejected_input", Some("seat_out_of_range"), Some(n)));
    // A summary the parser refuses whole.
    let t = tampered(&g, |v| {
        if let Some(a) = v["inputs"].as_array_mut() {
            a.push(json!({"summary": {"raw": ""}}));
        }
    });
    assert_eq!(rejection(&t).0, "rejected_input");
    assert_eq!(rejection(&t).2, Some(n));
    // Dropping an input makes a later one illegal (the game moves differently).
    let t = tampered(&g, |v| {
        v["inputs"].as_array_mut().map(|a| a.remove(0));
    });
    assert_eq!(rejection(&t).0, "rejected_input");
}

#[test]
fn r7_forged_facts_cannot_be_loaded() {
    // A claim marked corroborated, with a chosen id, loads as what the ledger makes of it.
    let g = states().swap_remove(3);
    let forged = tampered(&g, |v| {
        if let Some(a) = v["inputs"].as_array_mut() {
            a.push(json!({"claims": [{"id": "me", "day": 1, "phase": "DAY_SPEECH", "speakerSeat": 0,
                "claimType": "role_claim", "role": "Seer", "content": "I am the Seer.", "status": "corroborated",
                "source": "manual", "reasons": ["revealed_role"]}]}));
        }
    });
    let loaded = GameState::load(&forged).expect("a claim is an input like any other");
    let claim = loaded.public_claims().iter().find(|c| c.speaker_seat == 0 && c.role == Some(Role::Seer));
    let claim = claim.expect("merged");
    assert_ne!(claim.id, "me");
    assert_ne!(claim.status, ClaimStatus::Corroborated, "only ground truth corroborates (C4)");
    // There is no way to write an event, a role, a potion or a phase into a save: the only
    // top-level keys are checked above, and an input entry that is not a command, claims or a
    // summary is refused.
    for key in ["event", "state", "players", "potions", "phase"] {
        let t = tampered(&g, |v| v["inputs"][0] = json!({ key: {} }));
        assert_eq!(rejection(&t).1, Some("invalid_input"), "{key}");
    }
    let _ = (Hunter, Villager, Witch);
}

/// A game at its first day speech (a day that has talk).
fn at_first_speech() -> GameState {
    let mut g = game(9, 5);
    while !matches!(g.pending().first().map(|p| p.action), Some(wolfcore::engine::ActionKind::Speak) | None) {
        let p = g.pending()[0].clone();
        ok(&mut g, legal_command(&p, |_| 0));
    }
    g
}

fn role_claim(speaker: u8, role: Role) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day: 1,
        phase: "DAY_SPEECH".into(),
        speaker_seat: speaker,
        claim_type: ClaimType::RoleClaim,
        role: Some(role),
        target_seat: None,
        alignment: None,
        content: format!("I am the {}.", role.as_str()),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Manual,
        reasons: Vec::new(),
    }
}

/// Issue 18 (bounded loads): calls that change nothing are no inputs; of a call that adds
/// claims only the new ones are recorded; the loaded game is the same game.
#[test]
fn issue18_calls_that_change_nothing_are_not_inputs() {
    let mut g = at_first_speech();
    let n = g.inputs().len();
    g.ingest_claims(&[]).expect("empty");
    assert_eq!(g.inputs().len(), n, "ingestClaims([]) recorded");
    g.ingest_summary("[]", None).expect("empty summary");
    g.ingest_summary(r#"{"claims":[]}"#, Some(1)).expect("empty summary");
    assert_eq!(g.inputs().len(), n, "an empty summary recorded");
    let seer = role_claim(2, Role::Seer);
    let witch = role_claim(3, Role::Witch);
    g.ingest_claims(std::slice::from_ref(&seer)).expect("claims");
    assert_eq!(g.inputs().len(), n + 1);
    // The same claim again, and a batch with one new claim among duplicates.
    g.ingest_claims(&[seer.clone(), seer.clone()]).expect("duplicates");
    assert_eq!(g.inputs().len(), n + 1, "a duplicate recorded");
    g.ingest_claims(&[seer.clone(), witch.clone(), seer.clone(), witch.clone()]).expect("one new");
    assert_eq!(g.inputs().len(), n + 2);
    assert!(matches!(g.inputs().last(), Some(Input::Claims(c)) if c.len() == 1 && c[0].speaker_seat == 3));
    // A summary that only repeats the ledger adds nothing and is not recorded.
    let repeat = r#"[{"speakerSeat":7,"claimType":"role_claim","role":"Guard","content":"I am the Guard."}]"#;
    g.ingest_summary(repeat, None).expect("new");
    assert_eq!(g.inputs().len(), n + 3);
    g.ingest_summary(repeat, None).expect("repeat");
    assert_eq!(g.inputs().len(), n + 3, "a repeated summary recorded");
    let loaded = GameState::load(&g.save()).expect("load");
    assert_eq!(loaded, g);
    assert_eq!(loaded.public_claims(), g.public_claims());
}

/// Issue 18: a summary dated day 0 or after the current day is refused live (in the core, not
/// only by the bindings) and, in a save, on load with the same code.
#[test]
fn issue18_summary_days_are_checked_live_and_on_load() {
    let mut g = at_first_speech();
    let before = g.clone();
    for (day, live) in [(0, "invalid_argument"), (99, "future_day"), (2, "future_day")] {
        assert_eq!(g.ingest_summary("[]", Some(day)).map(|_| ()).map_err(|e| e.code()), Err(live), "day {day}");
        assert_eq!(g, before, "a refused summary changed the game");
        let mut v: Value = serde_json::from_str(&g.save()).expect("json");
        v["inputs"].as_array_mut().expect("inputs").push(json!({"summary": {"raw": "[]", "day": day}}));
        let err = GameState::load(&v.to_string()).map(|_| ()).expect_err("refused on load");
        assert_eq!((err.code(), err.cause()), ("rejected_input", Some(live)), "day {day}");
    }
    // Day 1 is today: fine (and, adding nothing, not recorded).
    g.ingest_summary("[]", Some(1)).expect("today");
}

/// Issue 18: a save with more inputs than a live game can record is refused before replay.
#[test]
fn issue18_a_save_over_the_input_cap_is_refused_before_replay() {
    let g = at_first_speech();
    let mut v: Value = serde_json::from_str(&g.save()).expect("json");
    let inputs = v["inputs"].as_array_mut().expect("inputs");
    while inputs.len() <= wolfcore::engine::MAX_INPUTS {
        inputs.push(json!({"claims": []}));
    }
    let err = GameState::load(&v.to_string()).map(|_| ()).expect_err("refused");
    assert_eq!(err.code(), "too_many_inputs");
    // At the cap the same save loads (the empty batches replay as no-ops).
    v["inputs"].as_array_mut().expect("inputs").truncate(wolfcore::engine::MAX_INPUTS);
    let loaded = GameState::load(&v.to_string()).expect("at the cap");
    assert_eq!(loaded.public_claims(), g.public_claims());
}
