//! R9: the sheriff election and the badge (docs/rules.md#r9), one rule per test.

mod engine_support;

use engine_support::*;
use wolfcore::engine::{
    ActionKind, Command, Direction, ElectionEnd, ElectionOutcome, EventKind, GameOptions, GameState, Phase,
    PromptOptions, PublicPhase, SheriffBallotWeight, VoteOutcome, VoteWeight,
};
use wolfcore::Role::{Hunter, Idiot, Seer, Villager, Werewolf, WhiteWolfKing, Witch};
use wolfcore::Seat;

/// 9 seats with both R8 roles: White Wolf King + 2 Werewolves, Seer, Witch, Hunter, Idiot, 2 Villagers.
fn board9(seed: u64, f: impl FnOnce(&mut GameOptions)) -> GameState {
    game_with(9, seed, |o| {
        o.players = None;
        o.roles = Some(vec![WhiteWolfKing, Werewolf, Werewolf, Seer, Witch, Hunter, Idiot, Villager, Villager]);
        o.sheriff = true;
        f(o);
    })
}

/// The 9-seat preset (3 Werewolves, Seer, Witch, Hunter, 3 Villagers) with a sheriff election.
fn preset9(seed: u64) -> GameState {
    game_with(9, seed, |o| o.sheriff = true)
}

/// Every living seat declares; `runners` run.
#[track_caller]
fn signup(g: &mut GameState, runners: &[Seat]) {
    assert!(matches!(g.phase(), Phase::SheriffSignup { .. }), "{:?}", g.phase());
    for s in g.living_seats() {
        ok(g, Command::SheriffRun { seat: s, run: runners.contains(&s) });
    }
}

/// Every campaign speech still to come (main or PK).
#[track_caller]
fn campaign(g: &mut GameState) {
    while let Phase::SheriffSpeech { seat, .. } = g.phase().clone() {
        ok(g, Command::Speak { seat, text: format!("vote seat {} for sheriff", seat + 1) });
    }
}

/// Every pending sheriff voter votes `f(voter)`.
#[track_caller]
fn sheriff_votes(g: &mut GameState, f: impl Fn(Seat) -> Option<Seat>) {
    assert!(matches!(g.phase(), Phase::SheriffVote { .. }), "{:?}", g.phase());
    vote(g, f);
}

fn elected(g: &GameState) -> Option<(Option<Seat>, ElectionEnd)> {
    g.events().iter().find_map(|e| match e.kind {
        EventKind::SheriffElected { seat, how } => Some((seat, how)),
        _ => None,
    })
}

/// A quiet night 1, then `runners` sign up and give their speeches; the game waits at the vote
/// (or past the election when it ended without one).
fn to_sheriff_vote(g: &mut GameState, runners: &[Seat]) {
    night(g, Night::default());
    signup(g, runners);
    campaign(g);
}

/// Elects `sheriff` after a quiet night: he alone runs.
fn with_sheriff(g: &mut GameState, sheriff: Seat) {
    to_sheriff_vote(g, &[sheriff]);
    assert_eq!(g.sheriff(), Some(sheriff));
}

#[test]
fn r9_1_option_and_weights() {
    let o = GameOptions::from_json(r#"{"players":9,"seed":1,"sheriff":true}"#).expect("options");
    assert!(o.sheriff);
    assert_eq!(o.sheriff_vote_weight, VoteWeight::SHERIFF_DEFAULT);
    for (w, halves) in [("1", 2), ("1.5", 3), ("2", 4)] {
        let o = GameOptions::from_json(&format!(r#"{{"players":9,"seed":1,"sheriff":true,"sheriffVoteWeight":{w}}}"#))
            .expect("weight");
        assert_eq!(o.sheriff_vote_weight.halves(), halves);
    }
    for bad in ["0", "2.5", "1.25", "\"1.5\"", "-1"] {
        let json = format!(r#"{{"players":9,"seed":1,"sheriffVoteWeight":{bad}}}"#);
        assert_eq!(GameOptions::from_json(&json).map_err(|e| e.code()), Err("invalid_options"), "{bad}");
    }
    // The default weight is left out of a save; the board rules show it only with a sheriff.
    let g = preset9(1);
    assert!(!g.save().contains("sheriffVoteWeight"));
    let rules = serde_json::to_value(g.seat_view(0).expect("view").rules).expect("json");
    assert_eq!(rules["sheriff"], true);
    assert_eq!(rules["sheriffVoteWeight"], 1.5);
    let plain = serde_json::to_value(game(9, 1).seat_view(0).expect("view").rules).expect("json");
    assert!(plain.get("sheriff").is_none() && plain.get("sheriffVoteWeight").is_none());
}

#[test]
fn r9_1_election_before_the_deaths_are_announced_and_a_victim_may_win() {
    let mut g = preset9(3);
    let wolf = seat_of(&g, Werewolf);
    let victim = other(&g, &[Werewolf, Witch, Hunter], &[]);
    night(&mut g, Night { kill: Some(victim), ..Night::default() });
    // R9.1: the sign-up comes first; the victim is still alive to everyone.
    assert_eq!(g.seat_view(wolf).expect("view").phase, PublicPhase::SheriffSignup);
    assert!(g.is_alive(victim));
    assert!(!g.events().iter().any(|e| matches!(e.kind, EventKind::DeathsAnnounced { .. })));
    assert_eq!(g.pending().len(), 9, "every living seat declares");
    assert!(g.pending().iter().all(|p| p.action == ActionKind::SheriffRun));
    signup(&mut g, &[victim]);
    assert_eq!(elected(&g), Some((Some(victim), ElectionEnd::Unopposed)), "R9.4: one candidate, no vote");
    // Then dawn: the new sheriff died in the night and decides on the badge first (R9.7).
    assert!(!g.is_alive(victim));
    assert_eq!(g.phase(), &Phase::Badge { seat: victim });
    assert_eq!(g.sheriff(), None);
    let heir = other(&g, &[Werewolf], &[victim]);
    refused(&mut g, Command::PassBadge { seat: heir, target: Some(heir) }, "not_sheriff");
    refused(&mut g, Command::PassBadge { seat: victim, target: Some(victim) }, "invalid_target");
    ok(&mut g, Command::PassBadge { seat: victim, target: Some(heir) });
    assert_eq!(g.sheriff(), Some(heir));
    let announced = g.events().iter().position(|e| matches!(e.kind, EventKind::DeathsAnnounced { .. }));
    let passed = g.events().iter().position(|e| matches!(e.kind, EventKind::BadgePassed { .. }));
    assert!(announced < passed, "the deaths are announced, then the badge moves");
    // Night-1 last words after the badge, then the new sheriff picks the direction.
    resolve_deaths(&mut g, None);
    assert_eq!(g.phase(), &Phase::SheriffDirection { seat: heir });
    let e = g.spectator_view().events;
    assert!(e.iter().any(|e| e.kind == EventKind::BadgePassed { seat: victim, target: Some(heir) }), "public");
}

#[test]
fn r9_2_sign_up_is_secret_until_everyone_declared() {
    let mut g = preset9(4);
    night(&mut g, Night::default());
    ok(&mut g, Command::SheriffRun { seat: 0, run: true });
    refused(&mut g, Command::SheriffRun { seat: 0, run: false }, "already_acted");
    let seen_by_1 = g.seat_view(1).expect("view");
    assert!(!seen_by_1.events.iter().any(|e| matches!(e.kind, EventKind::SheriffRunDeclared { .. })));
    assert!(g
        .seat_view(0)
        .expect("view")
        .events
        .iter()
        .any(|e| e.kind == EventKind::SheriffRunDeclared { seat: 0, run: true }));
    assert!(!g.pending().iter().any(|p| p.seat == 0));
    for s in 1..9 {
        ok(&mut g, Command::SheriffRun { seat: s, run: s == 4 });
    }
    let public = g.spectator_view();
    assert!(public.events.iter().any(|e| e.kind == EventKind::SheriffCandidates { candidates: vec![0, 4] }));
    assert_eq!(public.election.as_ref().map(|e| e.runners.clone()), Some(vec![0, 4]));
    refused(&mut g, Command::SheriffRun { seat: 2, run: true }, "wrong_phase");
}

#[test]
fn r9_4_nobody_runs_no_sheriff() {
    let mut g = preset9(5);
    night(&mut g, Night::default());
    signup(&mut g, &[]);
    assert_eq!(elected(&g), Some((None, ElectionEnd::NoCandidates)));
    assert_eq!(g.sheriff(), None);
    // Without a sheriff the day runs as R3.4: seat 1 first on a peaceful night.
    assert_eq!(g.phase(), &Phase::DaySpeech { seat: 0 });
    let ctx = g.prompt_context(3, &PromptOptions::default()).expect("prompt").text;
    assert!(ctx.contains("nobody stands for sheriff") && ctx.contains("There is no sheriff."), "{ctx}");
}

#[test]
fn r9_4_everyone_runs_nobody_votes_no_sheriff() {
    let mut g = preset9(5);
    night(&mut g, Night::default());
    signup(&mut g, &(0..9).collect::<Vec<_>>());
    assert_eq!(elected(&g), Some((None, ElectionEnd::NoVoters)));
}

#[test]
fn r9_3_speeches_in_seat_order_then_the_non_candidates_vote() {
    let mut g = preset9(6);
    night(&mut g, Night::default());
    signup(&mut g, &[5, 1, 7]);
    assert_eq!(g.phase(), &Phase::SheriffSpeech { seat: 1, pk: false });
    assert_eq!(g.pending()[0].action, ActionKind::SheriffSpeak);
    refused(&mut g, Command::Speak { seat: 5, text: String::new() }, "not_your_turn");
    campaign(&mut g);
    let Phase::SheriffVote { candidates, pk: false, .. } = g.phase().clone() else { panic!("{:?}", g.phase()) };
    assert_eq!(candidates, vec![1, 5, 7]);
    let voters: Vec<Seat> = g.pending().iter().map(|p| p.seat).collect();
    assert_eq!(voters, vec![0, 2, 3, 4, 6, 8], "candidates do not vote");
    refused(&mut g, Command::Vote { seat: 5, target: Some(1) }, "not_your_turn");
    refused(&mut g, Command::Vote { seat: 0, target: Some(3) }, "invalid_target");
    ok(&mut g, Command::Vote { seat: 0, target: Some(7) });
    // Ballots are secret until everyone voted (R9.3, like R3.5).
    assert!(!g.seat_view(2).expect("view").events.iter().any(|e| matches!(e.kind, EventKind::SheriffVoteCast { .. })));
    for (v, t) in [(2, Some(7)), (3, Some(1)), (4, None), (6, Some(7)), (8, Some(5))] {
        ok(&mut g, Command::Vote { seat: v, target: t });
    }
    assert_eq!(elected(&g), Some((Some(7), ElectionEnd::Elected)));
    let tally = g.spectator_view().events.into_iter().find_map(|e| match e.kind {
        EventKind::SheriffVoteTallied { ballots, outcome, .. } => Some((ballots.len(), outcome)),
        _ => None,
    });
    assert_eq!(tally, Some((6, ElectionOutcome::Elected { seat: 7 })));
    assert_eq!(g.sheriff(), Some(7));
    assert!(g.votes().is_empty(), "the election is not a day vote");
}

#[test]
fn r9_3_withdrawal_removes_a_candidate_and_his_vote() {
    let mut g = preset9(7);
    night(&mut g, Night::default());
    signup(&mut g, &[1, 3, 6]);
    // 3 withdraws during 1's speech; 6 (not speaking) and non-candidates are checked.
    refused(&mut g, Command::SheriffWithdraw { seat: 0 }, "not_a_candidate");
    ok(&mut g, Command::SheriffWithdraw { seat: 3 });
    refused(&mut g, Command::SheriffWithdraw { seat: 3 }, "not_a_candidate");
    assert_eq!(g.phase(), &Phase::SheriffSpeech { seat: 1, pk: false }, "someone else's turn goes on");
    campaign(&mut g);
    assert_eq!(g.election().map(|e| e.withdrawn.clone()), Some(vec![3]));
    let Phase::SheriffVote { candidates, .. } = g.phase().clone() else { panic!("{:?}", g.phase()) };
    assert_eq!(candidates, vec![1, 6], "3's speech was skipped and he is no candidate");
    assert!(!g.pending().iter().any(|p| p.seat == 3), "a withdrawn candidate may not vote");
    refused(&mut g, Command::Vote { seat: 3, target: Some(1) }, "not_your_turn");
    refused(&mut g, Command::Vote { seat: 0, target: Some(3) }, "invalid_target");
    refused(&mut g, Command::SheriffWithdraw { seat: 1 }, "wrong_phase");
    sheriff_votes(&mut g, |_| Some(6));
    assert_eq!(elected(&g), Some((Some(6), ElectionEnd::Elected)));
    assert!(g.spectator_view().events.iter().any(|e| e.kind == EventKind::SheriffWithdrew { seat: 3 }));
}

#[test]
fn r9_3_withdrawal_down_to_one_candidate_elects_him() {
    let mut g = preset9(8);
    night(&mut g, Night::default());
    signup(&mut g, &[2, 5]);
    // The current speaker withdraws: his turn ends, 5 is alone and elected without a vote.
    ok(&mut g, Command::SheriffWithdraw { seat: 2 });
    assert_eq!(elected(&g), Some((Some(5), ElectionEnd::Unopposed)));
    assert!(!matches!(g.phase(), Phase::SheriffSpeech { .. } | Phase::SheriffVote { .. }));
    // And when the last two both withdraw: no sheriff.
    let mut g = preset9(8);
    night(&mut g, Night::default());
    signup(&mut g, &[2, 5, 7]);
    ok(&mut g, Command::SheriffWithdraw { seat: 5 });
    ok(&mut g, Command::SheriffWithdraw { seat: 7 });
    assert_eq!(elected(&g), Some((Some(2), ElectionEnd::Unopposed)));
}

#[test]
fn r9_4_tie_pk_revote_by_the_others() {
    let mut g = preset9(9);
    night(&mut g, Night::default());
    signup(&mut g, &[1, 4, 6]);
    ok(&mut g, Command::SheriffWithdraw { seat: 6 });
    campaign(&mut g);
    // Voters 0,2,3,5,7,8: three each for 1 and 4.
    sheriff_votes(&mut g, |v| Some(if v < 4 { 1 } else { 4 }));
    assert_eq!(g.phase(), &Phase::SheriffSpeech { seat: 1, pk: true });
    campaign(&mut g);
    let Phase::SheriffVote { candidates, pk: true, .. } = g.phase().clone() else { panic!("{:?}", g.phase()) };
    assert_eq!(candidates, vec![1, 4]);
    // R9.4: everyone but the PK candidates and the withdrawn votes.
    let voters: Vec<Seat> = g.pending().iter().map(|p| p.seat).collect();
    assert_eq!(voters, vec![0, 2, 3, 5, 7, 8]);
    sheriff_votes(&mut g, |v| Some(if v == 0 { 1 } else { 4 }));
    assert_eq!(elected(&g), Some((Some(4), ElectionEnd::Elected)));
}

#[test]
fn r9_4_second_tie_loses_the_badge() {
    let mut g = preset9(10);
    night(&mut g, Night::default());
    signup(&mut g, &[0, 8]);
    campaign(&mut g);
    // 7 voters: 3 each, one abstains, twice.
    let split = |v: Seat| match v {
        1..=3 => Some(0),
        4..=6 => Some(8),
        _ => None,
    };
    sheriff_votes(&mut g, split);
    assert!(matches!(g.phase(), Phase::SheriffSpeech { pk: true, .. }), "{:?}", g.phase());
    campaign(&mut g);
    sheriff_votes(&mut g, |v| match v {
        1..=3 => Some(0),
        4..=6 => Some(8),
        _ => None,
    });
    assert_eq!(elected(&g), Some((None, ElectionEnd::SecondTie)));
    assert_eq!(g.sheriff(), None);
    let ctx = g.prompt_context(0, &PromptOptions::default()).expect("prompt").text;
    assert!(ctx.contains("tied again: no sheriff, the badge is lost"), "{ctx}");
}

#[test]
fn r9_4_no_votes_no_sheriff() {
    let mut g = preset9(11);
    to_sheriff_vote(&mut g, &[2, 3]);
    sheriff_votes(&mut g, |_| None);
    assert_eq!(elected(&g), Some((None, ElectionEnd::NoVotes)));
}

/// After the election, `a` and `b` tie in the day vote but the sheriff's ballot (for `b`) counts more.
#[test]
fn r9_5_the_sheriffs_weight_breaks_a_tie() {
    let run = |weight: &str| {
        let mut g = game_with(9, 12, |o| {
            o.sheriff = true;
            o.sheriff_vote_weight = VoteWeight::from_f64(weight.parse().expect("number")).expect("weight");
        });
        with_sheriff(&mut g, 0);
        ok(&mut g, Command::SheriffDirection { seat: 0, direction: Direction::Clockwise });
        speeches(&mut g);
        // Seat 2 gets {0 (the sheriff), 1}, seat 1 gets {2, 3}: a tie unless the sheriff weighs more.
        vote(&mut g, |v| match v {
            0 | 1 => Some(2),
            2 | 3 => Some(1),
            _ => None,
        });
        g
    };
    let g = run("1.5");
    let tallied = g.events().iter().find_map(|e| match &e.kind {
        EventKind::VoteTallied { outcome, sheriff, .. } => Some((outcome.clone(), *sheriff)),
        _ => None,
    });
    let weight = VoteWeight::SHERIFF_DEFAULT;
    assert_eq!(tallied, Some((VoteOutcome::Executed { seat: 2 }, Some(SheriffBallotWeight { seat: 0, weight }))));
    let json = serde_json::to_value(&g.spectator_view().events).expect("json");
    let shown = json.as_array().and_then(|a| a.iter().find(|e| e["kind"]["type"] == "vote_tallied")).expect("tally");
    assert_eq!(shown["kind"]["sheriff"], serde_json::json!({"seat": 0, "weight": 1.5}));
    let ctx = g.prompt_context(5, &PromptOptions::default()).expect("prompt").text;
    assert!(ctx.contains("Seat 3 got 2.5 (Seat 1, Seat 2)"), "{ctx}");
    // With weight 1 the same ballots tie.
    let g = run("1");
    assert!(g.events().iter().any(|e| matches!(&e.kind, EventKind::VoteTallied { outcome: VoteOutcome::Tie { seats }, .. } if *seats == vec![1, 2])));
}

#[test]
fn r9_6_the_sheriff_chooses_the_direction_and_speaks_last() {
    for (direction, order) in [
        (Direction::Clockwise, vec![5, 6, 7, 8, 0, 1, 2, 3, 4]),
        (Direction::Counterclockwise, vec![3, 2, 1, 0, 8, 7, 6, 5, 4]),
    ] {
        let mut g = preset9(13);
        with_sheriff(&mut g, 4);
        assert_eq!(g.phase(), &Phase::SheriffDirection { seat: 4 });
        assert_eq!(g.pending()[0].action, ActionKind::SheriffDirection);
        refused(&mut g, Command::SheriffDirection { seat: 3, direction }, "not_sheriff");
        refused(&mut g, Command::PassBadge { seat: 4, target: None }, "wrong_phase");
        ok(&mut g, Command::SheriffDirection { seat: 4, direction });
        let mut spoke = Vec::new();
        while let Phase::DaySpeech { seat } = g.phase().clone() {
            if seat == 4 {
                let ctx = g.prompt_context(4, &PromptOptions::default()).expect("prompt").text;
                assert!(ctx.contains("sum up"), "R9.6: the sheriff is told to sum up: {ctx}");
            }
            spoke.push(seat);
            ok(&mut g, Command::Speak { seat, text: String::new() });
        }
        assert_eq!(spoke, order);
        assert!(matches!(g.phase(), Phase::Vote { .. }));
        assert!(g
            .spectator_view()
            .events
            .iter()
            .any(|e| e.kind == EventKind::SheriffDirectionChosen { seat: 4, direction }));
    }
}

#[test]
fn r9_6_dead_seats_are_skipped_and_the_order_holds_on_later_days() {
    let mut g = preset9(14);
    let victim = other(&g, &[Werewolf, Witch], &[]);
    let sheriff = other(&g, &[Werewolf], &[victim]);
    night(&mut g, Night { kill: Some(victim), ..Night::default() });
    signup(&mut g, &[sheriff]);
    resolve_deaths(&mut g, None);
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    let mut spoke = Vec::new();
    while let Phase::DaySpeech { seat } = g.phase().clone() {
        spoke.push(seat);
        ok(&mut g, Command::Speak { seat, text: String::new() });
    }
    assert!(!spoke.contains(&victim));
    assert_eq!(spoke.last(), Some(&sheriff));
    assert_eq!(spoke.len(), 8);
}

#[test]
fn r9_7_an_executed_sheriff_passes_the_badge_before_his_last_words() {
    let mut g = preset9(15);
    let sheriff = other(&g, &[Hunter], &[]);
    with_sheriff(&mut g, sheriff);
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != sheriff).then_some(sheriff));
    assert_eq!(g.phase(), &Phase::Badge { seat: sheriff });
    let p = &g.pending()[0];
    assert_eq!((p.action, p.can_skip, p.targets.contains(&sheriff)), (ActionKind::PassBadge, true, false));
    let ctx = g.prompt_context(sheriff, &PromptOptions::default()).expect("prompt").text;
    assert!(ctx.contains("pass it to one player, or tear it up"), "{ctx}");
    // Tearing it: no sheriff from now on.
    ok(&mut g, Command::PassBadge { seat: sheriff, target: None });
    assert_eq!(g.sheriff(), None);
    assert!(matches!(g.phase(), Phase::LastWords { seat, .. } if *seat == sheriff));
    resolve_deaths(&mut g, None);
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }), "no sheriff, no direction: {:?}", g.phase());
    let ctx = g.prompt_context(0, &PromptOptions::default()).expect("prompt").text;
    assert!(ctx.contains("tore up the badge"), "{ctx}");
}

#[test]
fn r9_7_a_hunter_shot_sheriff_passes_the_badge() {
    let mut g = preset9(16);
    let hunter = seat_of(&g, Hunter);
    let sheriff = other(&g, &[Hunter, Werewolf], &[]);
    with_sheriff(&mut g, sheriff);
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Counterclockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != hunter).then_some(hunter));
    resolve_deaths(&mut g, Some(sheriff));
    assert_eq!(g.phase(), &Phase::Badge { seat: sheriff }, "the shot sheriff decides at once");
    let heir = other(&g, &[], &[sheriff, hunter]);
    ok(&mut g, Command::PassBadge { seat: sheriff, target: Some(heir) });
    assert_eq!(g.sheriff(), Some(heir));
}

#[test]
fn r9_7_the_white_wolf_king_takes_the_sheriff_or_explodes_as_sheriff() {
    // The King takes the sheriff: the sheriff passes the badge.
    let mut g = board9(17, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let sheriff = other(&g, &[WhiteWolfKing, Werewolf, Hunter], &[]);
    with_sheriff(&mut g, sheriff);
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: sheriff });
    assert_eq!(g.phase(), &Phase::Badge { seat: sheriff });
    let heir = other(&g, &[], &[sheriff, king]);
    ok(&mut g, Command::PassBadge { seat: sheriff, target: Some(heir) });
    assert_eq!(g.sheriff(), Some(heir));
    assert!(matches!(g.phase(), Phase::Night { .. }), "the day ends (R8.2)");

    // A sheriff King explodes: he gives the badge away (to a fellow wolf, if he likes).
    let mut g = board9(18, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let mate = seat_of(&g, Werewolf);
    let victim = other(&g, &[WhiteWolfKing, Werewolf, Hunter], &[]);
    with_sheriff(&mut g, king);
    ok(&mut g, Command::SheriffDirection { seat: king, direction: Direction::Clockwise });
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: victim });
    assert_eq!(g.phase(), &Phase::Badge { seat: king });
    ok(&mut g, Command::PassBadge { seat: king, target: Some(mate) });
    assert_eq!(g.sheriff(), Some(mate));
}

#[test]
fn r9_7_a_revealed_idiot_gives_up_the_badge() {
    let mut g = board9(19, |_| {});
    let idiot = seat_of(&g, Idiot);
    with_sheriff(&mut g, idiot);
    ok(&mut g, Command::SheriffDirection { seat: idiot, direction: Direction::Clockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != idiot).then_some(idiot));
    assert!(g.is_alive(idiot));
    assert_eq!(g.phase(), &Phase::Badge { seat: idiot });
    refused(&mut g, Command::PassBadge { seat: idiot, target: Some(idiot) }, "invalid_target");
    ok(&mut g, Command::PassBadge { seat: idiot, target: None });
    assert_eq!(g.sheriff(), None);
}

#[test]
fn r9_7_a_revealed_idiot_cannot_receive_the_badge() {
    let mut g = board9(19, |_| {});
    let idiot = seat_of(&g, Idiot);
    let sheriff = other(&g, &[WhiteWolfKing, Werewolf, Hunter, Idiot], &[]);
    with_sheriff(&mut g, sheriff);
    // Day 1: the Idiot is voted out and shows his card (R8.1).
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != idiot).then_some(idiot));
    assert!(g.is_alive(idiot));
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    // Day 2: the sheriff is executed and decides on the badge.
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != sheriff).then_some(sheriff));
    assert_eq!(g.phase(), &Phase::Badge { seat: sheriff });
    let p = &g.pending()[0];
    assert!(!p.targets.contains(&idiot), "the revealed Idiot is not offered: {:?}", p.targets);
    assert!(!p.targets.is_empty());
    refused(&mut g, Command::PassBadge { seat: sheriff, target: Some(idiot) }, "invalid_target");
    let heir = p.targets[0];
    ok(&mut g, Command::PassBadge { seat: sheriff, target: Some(heir) });
    assert_eq!(g.sheriff(), Some(heir));
}

#[test]
fn r9_7_a_poisoned_sheriff_decides_at_dawn() {
    let mut g = preset9(20);
    let witch = seat_of(&g, Witch);
    let sheriff = other(&g, &[Witch, Werewolf], &[]);
    with_sheriff(&mut g, sheriff);
    ok(&mut g, Command::SheriffDirection { seat: sheriff, direction: Direction::Clockwise });
    speeches(&mut g);
    vote(&mut g, |_| None);
    night(&mut g, Night { poison: Some(sheriff), ..Night::default() });
    assert_eq!(g.phase(), &Phase::Badge { seat: sheriff });
    ok(&mut g, Command::PassBadge { seat: sheriff, target: Some(witch) });
    assert_eq!(g.phase(), &Phase::SheriffDirection { seat: witch });
}

#[test]
fn r9_r7_save_and_replay_with_every_sheriff_rule() {
    let mut g = board9(21, |o| o.sheriff_vote_weight = VoteWeight::from_f64(2.0).expect("2"));
    night(&mut g, Night::default());
    signup(&mut g, &[1, 3, 5]);
    ok(&mut g, Command::SheriffWithdraw { seat: 5 });
    campaign(&mut g);
    sheriff_votes(&mut g, |v| Some(if v < 5 { 1 } else { 3 }));
    campaign(&mut g);
    sheriff_votes(&mut g, |v| Some(if v == 0 { 1 } else { 3 }));
    assert_eq!(g.sheriff(), Some(3));
    ok(&mut g, Command::SheriffDirection { seat: 3, direction: Direction::Counterclockwise });
    speeches(&mut g);
    vote(&mut g, |v| (v != 3).then_some(3));
    if let Phase::Badge { seat } = g.phase().clone() {
        ok(&mut g, Command::PassBadge { seat, target: Some(1) });
    }
    let saved = g.save();
    assert!(saved.contains("\"sheriff\":true") && saved.contains("\"sheriffVoteWeight\":2"), "{saved}");
    let loaded = GameState::load(&saved).expect("replays");
    assert_eq!(loaded, g);
    assert_eq!(loaded.save(), saved);
    assert_eq!(loaded.event_log_digest(), g.event_log_digest());
}
