//! Scenario tests for R1–R4, one rule or option each (rule numbers in the names).

mod engine_support;

use engine_support::*;
use wolfcore::engine::{
    Command, DeathCause, EventKind, GameOptions, GameState, LastWordsRule, MoveChoice, NightStep, Phase, PromptOptions,
    Side, Visibility, VoteOutcome, WinReason, WinRule, WitchSelfSave, MAX_DAYS,
};
use wolfcore::Role::{self, Guard, Hunter, Seer, Villager, Werewolf, Witch};
use wolfcore::{RoleCounts, Seat};

/// Day without execution: dawn business, speeches, everyone abstains.
fn quiet_day(g: &mut GameState) {
    resolve_deaths(g, None);
    speeches(g);
    vote(g, |_| None);
}

/// Day that executes `target` (everyone living votes for it; the target abstains).
fn execute(g: &mut GameState, target: Seat) {
    resolve_deaths(g, None);
    speeches(g);
    vote(g, |v| (v != target).then_some(target));
}

fn public_kinds(g: &GameState) -> Vec<&EventKind> {
    g.events().iter().filter(|e| e.visibility == Visibility::Public).map(|e| &e.kind).collect()
}

fn last_announcement(g: &GameState) -> Vec<Seat> {
    g.events()
        .iter()
        .rev()
        .find_map(|e| match &e.kind {
            EventKind::DeathsAnnounced { seats, .. } => Some(seats.clone()),
            _ => None,
        })
        .expect("an announcement")
}

// ---------------------------------------------------------------- R1

#[test]
fn r1_presets_are_dealt_with_the_table_counts() {
    for players in 6..=12u8 {
        let g = game(players, u64::from(players));
        assert_eq!(g.players().len(), usize::from(players));
        let counts = RoleCounts::from_roles(&g.players().iter().map(|p| p.role).collect::<Vec<_>>());
        assert_eq!(Some(counts), RoleCounts::preset(players), "{players}");
    }
    // The 10-player board: 3 wolves, 4 gods, 3 Villagers (seat count wins).
    let g = game(10, 3);
    assert_eq!(seats_of(&g, Villager).len(), 3);
    assert_eq!(seats_of(&g, Werewolf).len(), 3);
}

#[test]
fn r1_custom_roles_board_up_to_16_and_r9_1_sheriff_allowed() {
    let roles = [vec![Werewolf; 5], vec![Seer, Witch, Guard, Hunter], vec![Villager; 7]].concat();
    let mut o = GameOptions::preset(16, 5);
    o.roles = Some(roles);
    let g = GameState::new(o.clone()).expect("16 seats");
    assert_eq!(seats_of(&g, Werewolf).len(), 5);
    o.sheriff = true;
    assert!(GameState::new(o).is_ok(), "R9.1: a sheriff election on any board");
    let json = r#"{"roles":["Werewolf","Seer","Villager","Villager","Villager","Villager"],"seed":"9"}"#;
    let g = GameState::from_options_json(json).expect("custom 6");
    assert_eq!(seats_of(&g, Werewolf).len(), 1);
    // No guard / witch / hunter on this board: their night steps never run (R2).
    assert_eq!(g.phase(), &Phase::Night { step: NightStep::Wolves });
}

#[test]
fn r1_deal_is_private_and_wolves_know_each_other_from_night_1() {
    let g = game(9, 11);
    for p in g.players() {
        let dealt = g.events().iter().find(|e| matches!(e.kind, EventKind::RoleDealt { seat, .. } if seat == p.seat));
        let e = dealt.expect("deal event");
        assert_eq!(e.visibility, Visibility::Seats { seats: vec![p.seat] });
    }
    let team = g.events().iter().find(|e| matches!(e.kind, EventKind::WolfTeam { .. })).expect("team");
    assert_eq!(team.visibility, Visibility::Wolves);
    assert_eq!(team.kind, EventKind::WolfTeam { wolves: seats_of(&g, Werewolf) });
}

// ---------------------------------------------------------------- R2

#[test]
fn r2_night_order_guard_wolves_witch_seer() {
    let mut g = game(12, 1);
    assert_eq!(g.day(), 1);
    let mut steps = Vec::new();
    while let Phase::Night { step } = g.phase().clone() {
        if steps.last() != Some(&step) {
            steps.push(step);
        }
        night_step_default(&mut g);
    }
    assert_eq!(steps, [NightStep::Guard, NightStep::Wolves, NightStep::Witch, NightStep::Seer]);
}

/// One step of a night with harmless defaults (protect nobody, kill nobody, pass, first check).
fn night_step_default(g: &mut GameState) {
    let p = g.pending()[0].clone();
    let cmd = match g.phase() {
        Phase::Night { step: NightStep::Guard } => Command::GuardProtect { seat: p.seat, target: None },
        Phase::Night { step: NightStep::Wolves } => Command::WolfKill { seat: p.seat, target: None },
        Phase::Night { step: NightStep::Witch } => Command::WitchAct { seat: p.seat, save: false, poison: None },
        _ => Command::SeerCheck { seat: p.seat, target: p.targets[0] },
    };
    ok(g, cmd);
}

#[test]
fn r2_a_step_is_skipped_when_its_role_is_dead() {
    let mut g = game(12, 1);
    let guard = seat_of(&g, Guard);
    let seer = seat_of(&g, Seer);
    night(&mut g, Night { kill: Some(guard), ..Night::default() });
    execute(&mut g, seer);
    resolve_deaths(&mut g, None);
    assert_eq!(g.day(), 2);
    assert_eq!(g.phase(), &Phase::Night { step: NightStep::Wolves }, "no guard step");
    night(&mut g, Night::default());
    // No seer step either: the night resolved straight after the witch.
    assert!(!matches!(g.phase(), Phase::Night { .. }));
}

#[test]
fn r2_1_guard_may_protect_self_or_nobody_never_the_same_player_twice_running() {
    let mut g = game(12, 1);
    let guard = seat_of(&g, Guard);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { guard: Some(v), ..Night::default() });
    quiet_day(&mut g);
    assert_eq!(g.guard_memory(), Some(v));
    refused(&mut g, Command::GuardProtect { seat: guard, target: Some(v) }, "same_guard_target");
    ok(&mut g, Command::GuardProtect { seat: guard, target: Some(guard) });
    night(&mut g, Night::default());
    quiet_day(&mut g);
    // Night 3: last night was the guard himself; `v` is allowed again, self is not.
    refused(&mut g, Command::GuardProtect { seat: guard, target: Some(guard) }, "same_guard_target");
    let targets = &g.pending()[0].targets;
    assert!(targets.contains(&v) && !targets.contains(&guard));
    ok(&mut g, Command::GuardProtect { seat: guard, target: None });
    night(&mut g, Night::default());
    quiet_day(&mut g);
    // After protecting nobody, anyone is allowed.
    ok(&mut g, Command::GuardProtect { seat: guard, target: Some(guard) });
}

#[test]
fn r2_2_wolves_plurality_and_lowest_seated_wolf_breaks_ties() {
    let mut g = game(12, 1);
    let wolves = seats_of(&g, Werewolf);
    let good: Vec<Seat> = g.players().iter().filter(|p| p.role != Werewolf).map(|p| p.seat).collect();
    let (a, b) = (good[0], good[1]);
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    // 2–2 tie between a and b; the lowest wolf voted b.
    for (w, t) in wolves.iter().zip([b, a, a, b]) {
        ok(&mut g, Command::WolfKill { seat: *w, target: Some(t) });
    }
    assert_eq!(g.nights()[0].wolf_target(), Some(b));
    let chose = g.events().iter().find(|e| matches!(e.kind, EventKind::WolvesChose { .. })).expect("decision");
    assert_eq!(chose.visibility, Visibility::Wolves);

    // Plurality beats the lowest wolf.
    let mut g = game(12, 1);
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    for (w, t) in wolves.iter().zip([Some(b), Some(a), Some(a), None]) {
        ok(&mut g, Command::WolfKill { seat: *w, target: t });
    }
    assert_eq!(g.nights()[0].wolf_target(), Some(a));
}

#[test]
fn r2_2_a_wolf_or_nobody_are_valid_targets_and_each_wolf_votes_once() {
    let mut g = game(12, 1);
    let wolves = seats_of(&g, Werewolf);
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    let actor = seat_of(&g, Seer);
    refused(&mut g, Command::WolfKill { seat: actor, target: Some(wolves[0]) }, "not_your_turn");
    ok(&mut g, Command::WolfKill { seat: wolves[0], target: Some(wolves[1]) });
    refused(&mut g, Command::WolfKill { seat: wolves[0], target: None }, "already_acted");
    for w in &wolves[1..] {
        ok(&mut g, Command::WolfKill { seat: *w, target: if *w == wolves[3] { Some(wolves[1]) } else { None } });
    }
    // 2 votes for wolves[1], 2 for nobody; the lowest wolf voted wolves[1].
    assert_eq!(g.nights()[0].wolf_target(), Some(wolves[1]));
    let mut g2 = game(12, 1);
    night(&mut g2, Night::default());
    assert_eq!(last_announcement(&g2), Vec::<Seat>::new(), "kill nobody → peaceful night");
    assert!(public_kinds(&g2).contains(&&EventKind::DeathsAnnounced { seats: vec![], roles: vec![] }));
}

#[test]
fn r2_3_witch_is_told_the_target_only_while_the_antidote_is_unused() {
    let mut g = game(12, 1);
    let witch = seat_of(&g, Witch);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { kill: Some(v), save: true, ..Night::default() });
    let told: Vec<_> = g.events().iter().filter(|e| matches!(e.kind, EventKind::WitchTold { .. })).collect();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].kind, EventKind::WitchTold { seat: witch, target: Some(v) });
    assert_eq!(told[0].visibility, Visibility::Seats { seats: vec![witch] });
    assert!(g.is_alive(v), "saved");
    quiet_day(&mut g);
    night(&mut g, Night { kill: Some(v), ..Night::default() });
    let told = g.events().iter().filter(|e| matches!(e.kind, EventKind::WitchTold { .. })).count();
    assert_eq!(told, 1, "not told on night 2: the antidote is used");
}

#[test]
fn r2_3_witch_self_save_always() {
    let mut g = game_with(12, 1, |o| o.witch_self_save = WitchSelfSave::Always);
    let witch = seat_of(&g, Witch);
    quiet_night_then(&mut g, 2);
    night(&mut g, Night { kill: Some(witch), save: true, ..Night::default() });
    assert!(g.is_alive(witch));
}

/// Plays `nights - 1` peaceful nights and quiet days, reaching night `nights`.
fn quiet_night_then(g: &mut GameState, nights: u32) {
    while g.day() < nights {
        night(g, Night::default());
        quiet_day(g);
    }
}

#[test]
fn r2_3_witch_self_save_first_night_only() {
    let mut g = game_with(12, 1, |o| o.witch_self_save = WitchSelfSave::FirstNightOnly);
    let witch = seat_of(&g, Witch);
    night(&mut g, Night { kill: Some(witch), save: true, ..Night::default() });
    assert!(g.is_alive(witch), "night 1 self-save allowed");

    let mut g = game_with(12, 1, |o| o.witch_self_save = WitchSelfSave::FirstNightOnly);
    quiet_night_then(&mut g, 2);
    while g.phase() != &(Phase::Night { step: NightStep::Witch }) {
        let p = g.pending()[0].clone();
        match g.phase() {
            Phase::Night { step: NightStep::Guard } => ok(&mut g, Command::GuardProtect { seat: p.seat, target: None }),
            _ => ok(&mut g, Command::WolfKill { seat: p.seat, target: Some(witch) }),
        }
    }
    assert_eq!(g.pending()[0].save_target, None, "no save offered");
    refused(&mut g, Command::WitchAct { seat: witch, save: true, poison: None }, "self_save_forbidden");
}

#[test]
fn r2_3_witch_self_save_never() {
    let mut g = game_with(12, 1, |o| o.witch_self_save = WitchSelfSave::Never);
    let witch = seat_of(&g, Witch);
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    for w in seats_of(&g, Werewolf) {
        ok(&mut g, Command::WolfKill { seat: w, target: Some(witch) });
    }
    refused(&mut g, Command::WitchAct { seat: witch, save: true, poison: None }, "self_save_forbidden");
    ok(&mut g, Command::WitchAct { seat: witch, save: false, poison: None });
}

#[test]
fn r2_3_one_potion_per_night_each_once_per_game() {
    let mut g = game(12, 1);
    let witch = seat_of(&g, Witch);
    let v = seats_of(&g, Villager);
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    for w in seats_of(&g, Werewolf) {
        ok(&mut g, Command::WolfKill { seat: w, target: Some(v[0]) });
    }
    refused(&mut g, Command::WitchAct { seat: witch, save: true, poison: Some(v[1]) }, "one_potion_per_night");
    refused(&mut g, Command::WitchAct { seat: witch, save: false, poison: Some(99) }, "invalid_target");
    ok(&mut g, Command::WitchAct { seat: witch, save: false, poison: Some(v[1]) });
    night(&mut g, Night::default());
    assert_eq!(last_announcement(&g), {
        let mut s = vec![v[0], v[1]];
        s.sort_unstable();
        s
    });
    quiet_day(&mut g);
    // Night 2: poison is spent; nobody attacked → nothing to save.
    let actor = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: actor, target: None });
    for w in seats_of(&g, Werewolf) {
        ok(&mut g, Command::WolfKill { seat: w, target: None });
    }
    let p = g.pending()[0].clone();
    assert!(p.targets.is_empty() && p.save_target.is_none());
    refused(&mut g, Command::WitchAct { seat: witch, save: false, poison: Some(v[2]) }, "ability_used");
    refused(&mut g, Command::WitchAct { seat: witch, save: true, poison: None }, "invalid_target");
    ok(&mut g, Command::WitchAct { seat: witch, save: false, poison: None });
    assert_eq!(g.potions().poison_used, Some(1));
    assert_eq!(g.potions().antidote_used, None);
}

#[test]
fn r2_4_seer_checks_one_other_living_player() {
    let mut g = game(12, 1);
    let seer = seat_of(&g, Seer);
    let wolf = seat_of(&g, Werewolf);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { kill: Some(v), check: Some(wolf), ..Night::default() });
    let result = g.events().iter().find(|e| matches!(e.kind, EventKind::SeerResult { .. })).expect("result");
    assert_eq!(result.kind, EventKind::SeerResult { seat: seer, target: wolf, alignment: wolfcore::Alignment::Wolf });
    assert_eq!(result.visibility, Visibility::Seats { seats: vec![seer] });
    quiet_day(&mut g);
    while g.phase() != &(Phase::Night { step: NightStep::Seer }) {
        night_step_default(&mut g);
    }
    assert!(!g.pending()[0].can_skip);
    refused(&mut g, Command::SeerCheck { seat: seer, target: seer }, "invalid_target");
    refused(&mut g, Command::SeerCheck { seat: seer, target: v }, "invalid_target");
    let good = seat_of(&g, Hunter);
    ok(&mut g, Command::SeerCheck { seat: seer, target: good });
    assert_eq!(g.nights()[1].seer.map(|c| c.alignment), Some(wolfcore::Alignment::Good));
}

#[test]
fn r2_5_milk_death_when_guarded_and_saved() {
    let mut g = game(12, 1);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { guard: Some(v), kill: Some(v), save: true, ..Night::default() });
    assert!(!g.is_alive(v));
    assert_eq!(last_announcement(&g), vec![v]);
    assert_eq!(g.players()[usize::from(v)].death.map(|d| d.cause), Some(DeathCause::WolfKill));
}

#[test]
fn r2_5_guard_alone_or_save_alone_protects() {
    let mut g = game(12, 1);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { guard: Some(v), kill: Some(v), ..Night::default() });
    assert!(g.is_alive(v));
    let mut g = game(12, 1);
    night(&mut g, Night { kill: Some(v), save: true, ..Night::default() });
    assert!(g.is_alive(v));
    assert_eq!(last_announcement(&g), Vec::<Seat>::new(), "peaceful night");
}

#[test]
fn r2_5_the_guard_does_not_stop_poison() {
    let mut g = game(12, 1);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { guard: Some(v), poison: Some(v), ..Night::default() });
    assert!(!g.is_alive(v));
    assert_eq!(g.players()[usize::from(v)].death.map(|d| d.cause), Some(DeathCause::Poison));
}

// ---------------------------------------------------------------- R3

#[test]
fn r3_1_deaths_announced_in_seat_order_without_cause_or_role() {
    let mut g = game(12, 1);
    let vs = seats_of(&g, Villager);
    let (lo, hi) = (vs[0], vs[3]);
    night(&mut g, Night { kill: Some(hi), poison: Some(lo), ..Night::default() });
    let e = g.events().iter().find(|e| matches!(e.kind, EventKind::DeathsAnnounced { .. })).expect("announce");
    assert_eq!(e.kind, EventKind::DeathsAnnounced { seats: vec![lo, hi], roles: vec![] });
    assert_eq!(e.visibility, Visibility::Public);
    assert!(g.revealed_roles().is_empty());
}

#[test]
fn r3_1_reveal_role_on_death_option() {
    let mut g = game_with(12, 1, |o| o.reveal_role_on_death = true);
    let v = seat_of(&g, Villager);
    night(&mut g, Night { kill: Some(v), ..Night::default() });
    let e = g.events().iter().find(|e| matches!(e.kind, EventKind::DeathsAnnounced { .. })).expect("announce");
    assert_eq!(
        e.kind,
        EventKind::DeathsAnnounced {
            seats: vec![v],
            roles: vec![wolfcore::engine::SeatRole { seat: v, role: Villager }]
        }
    );
    assert_eq!(g.revealed_roles().get(&v), Some(&Villager));
    let wolf = seat_of(&g, Werewolf);
    execute(&mut g, wolf);
    assert!(g.events().iter().any(|e| e.kind == EventKind::Executed { seat: wolf, role: Some(Werewolf) }));
    assert_eq!(g.revealed_roles().get(&wolf), Some(&Werewolf));
}

#[test]
fn r3_2_hunter_killed_at_night_shoots_publicly_and_is_revealed() {
    let mut g = game(12, 1);
    let hunter = seat_of(&g, Hunter);
    let wolf = seat_of(&g, Werewolf);
    night(&mut g, Night { kill: Some(hunter), ..Night::default() });
    assert!(matches!(g.phase(), Phase::HunterShot { seat, .. } if *seat == hunter));
    refused(&mut g, Command::HunterShoot { seat: hunter, target: Some(hunter) }, "invalid_target");
    ok(&mut g, Command::HunterShoot { seat: hunter, target: Some(wolf) });
    assert!(!g.is_alive(wolf));
    let shot = g.events().iter().find(|e| matches!(e.kind, EventKind::HunterShot { .. })).expect("shot");
    assert_eq!(shot.visibility, Visibility::Public);
    assert_eq!(g.revealed_roles().get(&hunter), Some(&Hunter));
    assert_eq!(g.players()[usize::from(wolf)].death.map(|d| d.cause), Some(DeathCause::HunterShot));
    // R3.3: night-1 death gives last words after the shot; the shot wolf has none.
    assert_eq!(g.phase(), &Phase::LastWords { seat: hunter, context: wolfcore::engine::DeathContext::Dawn });
    resolve_deaths(&mut g, None);
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }));
}

#[test]
fn r3_2_poisoned_hunter_cannot_shoot() {
    let mut g = game(12, 1);
    let hunter = seat_of(&g, Hunter);
    night(&mut g, Night { poison: Some(hunter), ..Night::default() });
    assert!(!g.is_alive(hunter));
    assert_eq!(g.phase(), &Phase::LastWords { seat: hunter, context: wolfcore::engine::DeathContext::Dawn });
    refused(&mut g, Command::HunterShoot { seat: hunter, target: Some(0) }, "wrong_phase");
    let told = g.events().iter().find(|e| matches!(e.kind, EventKind::CannotShoot { .. })).expect("told");
    assert_eq!(told.visibility, Visibility::Seats { seats: vec![hunter] });
    assert!(g.revealed_roles().is_empty(), "nothing public reveals him");
}

#[test]
fn r3_2_hunter_holding_fire_stays_private() {
    let mut g = game(12, 1);
    let hunter = seat_of(&g, Hunter);
    night(&mut g, Night { kill: Some(hunter), ..Night::default() });
    ok(&mut g, Command::HunterShoot { seat: hunter, target: None });
    let held = g.events().iter().find(|e| matches!(e.kind, EventKind::HunterHeldFire { .. })).expect("held");
    assert_eq!(held.visibility, Visibility::Seats { seats: vec![hunter] });
    assert!(g.revealed_roles().is_empty());
}

#[test]
fn r3_3_last_words_executed_and_first_night() {
    let mut g = game(12, 1);
    let vs = seats_of(&g, Villager);
    night(&mut g, Night { kill: Some(vs[0]), ..Night::default() });
    assert!(matches!(g.phase(), Phase::LastWords { seat, .. } if *seat == vs[0]));
    execute(&mut g, vs[1]);
    assert!(matches!(g.phase(), Phase::LastWords { seat, .. } if *seat == vs[1]));
    resolve_deaths(&mut g, None);
    assert!(g.events().iter().any(|e| matches!(&e.kind, EventKind::LastWords { seat, .. } if *seat == vs[1])));
    night(&mut g, Night { kill: Some(vs[2]), ..Night::default() });
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }), "no last words on night 2");
}

#[test]
fn r3_3_last_words_executed_only() {
    let mut g = game_with(12, 1, |o| o.last_words = LastWordsRule::ExecutedOnly);
    let vs = seats_of(&g, Villager);
    night(&mut g, Night { kill: Some(vs[0]), ..Night::default() });
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }), "no first-night last words");
    speeches(&mut g);
    vote(&mut g, |v| (v != vs[1]).then_some(vs[1]));
    assert!(matches!(g.phase(), Phase::LastWords { seat, .. } if *seat == vs[1]));
}

#[test]
fn r3_4_speeches_start_after_the_lowest_seated_night_death() {
    let mut g = game(12, 1);
    let vs = seats_of(&g, Villager);
    let (lo, hi) = (vs[1], vs[3]);
    night(&mut g, Night { kill: Some(hi), poison: Some(lo), ..Night::default() });
    resolve_deaths(&mut g, None);
    let order = speech_order(&mut g);
    let expected: Vec<Seat> = (0..12u8).map(|k| (lo + 1 + k) % 12).filter(|s| *s != lo && *s != hi).collect();
    assert_eq!(order, expected);

    let mut g = game(12, 1);
    night(&mut g, Night::default());
    assert_eq!(speech_order(&mut g), (0..12).collect::<Vec<Seat>>(), "peaceful night: from seat 1");
}

#[test]
fn r3_5_plurality_is_executed_and_ballots_are_secret_until_the_tally() {
    let mut g = game(12, 1);
    night(&mut g, Night::default());
    speeches(&mut g);
    let v = seat_of(&g, Villager);
    ok(&mut g, Command::Vote { seat: 0, target: Some(v) });
    let cast = g.events().last().expect("cast");
    assert_eq!(cast.visibility, Visibility::Seats { seats: vec![0] });
    refused(&mut g, Command::Vote { seat: 0, target: Some(1) }, "already_acted");
    vote(&mut g, |s| if s % 3 == 0 { None } else { Some(v) });
    let tally = g.events().iter().find(|e| matches!(e.kind, EventKind::VoteTallied { .. })).expect("tally");
    assert_eq!(tally.visibility, Visibility::Public);
    assert_eq!(g.votes()[0].outcome, VoteOutcome::Executed { seat: v });
    assert_eq!(g.votes()[0].ballots.len(), 12, "one ballot per living seat");
    assert!(!g.is_alive(v));
}

#[test]
fn r3_5_tie_goes_to_pk_and_others_revote_among_the_tied() {
    let mut g = game(12, 1);
    night(&mut g, Night::default());
    speeches(&mut g);
    let (a, b) = (2u8, 7u8);
    vote(&mut g, |s| Some(if s < 6 { a } else { b }));
    assert_eq!(g.votes()[0].outcome, VoteOutcome::Tie { seats: vec![a, b] });
    assert!(matches!(g.phase(), Phase::PkSpeech { seat, .. } if *seat == a));
    refused(&mut g, Command::Speak { seat: b, text: "me first".into() }, "not_your_turn");
    ok(&mut g, Command::Speak { seat: a, text: "not me".into() });
    ok(&mut g, Command::Speak { seat: b, text: "not me either".into() });
    assert!(matches!(g.phase(), Phase::PkVote { .. }));
    let voters: Vec<Seat> = g.pending().iter().map(|p| p.seat).collect();
    assert_eq!(voters.len(), 10);
    assert!(!voters.contains(&a) && !voters.contains(&b));
    refused(&mut g, Command::Vote { seat: a, target: Some(b) }, "not_your_turn");
    refused(&mut g, Command::Vote { seat: 0, target: Some(5) }, "invalid_target");
    vote(&mut g, |s| Some(if s == 0 { a } else { b }));
    assert_eq!(g.votes()[1].outcome, VoteOutcome::Executed { seat: b });
    assert!(!g.is_alive(b));
}

#[test]
fn r3_5_second_tie_executes_nobody() {
    let mut g = game(12, 1);
    night(&mut g, Night::default());
    speeches(&mut g);
    let (a, b) = (2u8, 7u8);
    vote(&mut g, |s| Some(if s < 6 { a } else { b }));
    speeches(&mut g);
    vote(&mut g, |s| Some(if s % 2 == 0 { a } else { b }));
    assert!(matches!(g.votes()[1].outcome, VoteOutcome::Tie { .. }));
    assert_eq!(g.living_seats().len(), 12, "nobody executed");
    assert_eq!(g.day(), 2);
    assert!(matches!(g.phase(), Phase::Night { .. }));
}

#[test]
fn r3_5_all_abstain_executes_nobody() {
    let mut g = game(12, 1);
    night(&mut g, Night::default());
    quiet_day(&mut g);
    assert_eq!(g.votes()[0].outcome, VoteOutcome::NoVotes);
    assert_eq!(g.living_seats().len(), 12);
}

#[test]
fn r3_6_executed_hunter_gives_last_words_then_shoots() {
    let mut g = game(12, 1);
    let hunter = seat_of(&g, Hunter);
    let wolf = seat_of(&g, Werewolf);
    night(&mut g, Night::default());
    speeches(&mut g);
    vote(&mut g, |v| (v != hunter).then_some(hunter));
    assert!(matches!(g.phase(), Phase::LastWords { seat, .. } if *seat == hunter));
    ok(&mut g, Command::LastWords { seat: hunter, text: "I am the hunter".into() });
    assert!(matches!(g.phase(), Phase::HunterShot { seat, .. } if *seat == hunter));
    ok(&mut g, Command::HunterShoot { seat: hunter, target: Some(wolf) });
    assert!(!g.is_alive(wolf));
    assert_eq!(g.day(), 2);
    assert!(matches!(g.phase(), Phase::Night { .. }));
}

// ---------------------------------------------------------------- R4

/// 6 players: 2 wolves, Seer, Witch, 2 Villagers. Night 1 kills a villager, day 1 executes
/// `day1` (as `vote` decides).
fn six(win_rule: WinRule, day1_target: impl Fn(&GameState) -> Seat) -> GameState {
    let mut g = game_with(6, 3, |o| o.win_rule = win_rule);
    let vs = seats_of(&g, Villager);
    night(&mut g, Night { kill: Some(vs[0]), ..Night::default() });
    let t = day1_target(&g);
    execute(&mut g, t);
    resolve_deaths(&mut g, None);
    g
}

#[test]
fn r4_parity_wolves_win_when_they_match_the_others() {
    let g = six(WinRule::Parity, |g| seat_of(g, Seer));
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Side::Wolves, WinReason::Parity)));
    assert_eq!(g.phase(), &Phase::GameOver);
}

#[test]
fn r4_side_kill_needs_a_whole_side_dead() {
    // Same moves: parity reached (2 v 2) but a god and a villager live → the game goes on.
    let g = six(WinRule::SideKill, |g| seat_of(g, Seer));
    assert_eq!(g.outcome(), None);
    assert!(matches!(g.phase(), Phase::Night { .. }));
    // Killing both villagers ends it.
    let g = six(WinRule::SideKill, |g| seats_of(g, Villager)[1]);
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Side::Wolves, WinReason::VillagersDead)));
    // And every god.
    let mut g = six(WinRule::SideKill, |g| seat_of(g, Seer));
    let witch = seat_of(&g, Witch);
    night(&mut g, Night { kill: Some(witch), ..Night::default() });
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Side::Wolves, WinReason::GodsDead)));
}

#[test]
fn r4_village_wins_when_no_wolf_lives_and_all_roles_are_revealed() {
    let mut g = game(6, 3);
    let wolves = seats_of(&g, Werewolf);
    night(&mut g, Night { poison: Some(wolves[0]), ..Night::default() });
    execute(&mut g, wolves[1]);
    resolve_deaths(&mut g, None);
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Side::Village, WinReason::NoWolvesLeft)));
    let end = g.events().last().expect("end");
    assert_eq!(end.visibility, Visibility::Public);
    let roles: Vec<Role> = g.players().iter().map(|p| p.role).collect();
    assert!(matches!(&end.kind, EventKind::GameEnded { roles: r, .. } if *r == roles));
    assert_eq!(g.revealed_roles().len(), 6);
    refused(&mut g, Command::Vote { seat: 0, target: None }, "game_over");
    assert!(g.pending().is_empty());
}

#[test]
fn r4_the_win_check_follows_the_hunters_shot() {
    // 7 players: 2 wolves, Seer, Witch, Hunter, 2 Villagers.
    let mut g = game(7, 5);
    let vs = seats_of(&g, Villager);
    let hunter = seat_of(&g, Hunter);
    let wolves = seats_of(&g, Werewolf);
    night(&mut g, Night { kill: Some(vs[0]), ..Night::default() });
    execute(&mut g, vs[1]);
    resolve_deaths(&mut g, None);
    // Night 2 kills the Hunter: 2 wolves v 2 others would be parity, but his shot comes first.
    night(&mut g, Night { kill: Some(hunter), ..Night::default() });
    assert!(matches!(g.phase(), Phase::HunterShot { .. }));
    ok(&mut g, Command::HunterShoot { seat: hunter, target: Some(wolves[0]) });
    assert_eq!(g.outcome(), None);
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }));
    // Without the shot the wolves would have won at that dawn.
    let mut g2 = game(7, 5);
    night(&mut g2, Night { kill: Some(vs[0]), ..Night::default() });
    execute(&mut g2, vs[1]);
    resolve_deaths(&mut g2, None);
    night(&mut g2, Night { kill: Some(hunter), ..Night::default() });
    ok(&mut g2, Command::HunterShoot { seat: hunter, target: None });
    assert_eq!(g2.outcome().map(|o| o.winner), Some(Side::Wolves));
}

#[test]
fn self_reveal_kills_the_wolf_and_ends_the_day() {
    let mut g = game(12, 1);
    let wolves = seats_of(&g, Werewolf);
    night(&mut g, Night::default());
    let Phase::DaySpeech { seat } = g.phase().clone() else { panic!("day") };
    let actor = seat_of(&g, Seer);
    refused(&mut g, Command::SelfReveal { seat: actor }, "not_a_werewolf");
    ok(&mut g, Command::Speak { seat, text: "hello".into() });
    ok(&mut g, Command::SelfReveal { seat: wolves[2] });
    assert!(!g.is_alive(wolves[2]));
    assert_eq!(g.revealed_roles().get(&wolves[2]), Some(&Werewolf));
    assert_eq!(g.day(), 2, "straight to night: no more speeches, no vote");
    assert!(g.votes().is_empty());
    assert!(matches!(g.phase(), Phase::Night { .. }));
    refused(&mut g, Command::SelfReveal { seat: wolves[0] }, "wrong_phase");
}

#[test]
fn r4_3_a_game_that_never_ends_stops_at_the_day_limit() {
    // Wolves who never kill, a Witch who never acts and a table that always abstains.
    let mut g = game(9, 3);
    let mut commands = 0;
    while let Some(p) = g.pending().first().cloned() {
        // Nobody, abstain, hold fire, an empty speech; the Seer must check someone.
        let target = if p.can_skip { None } else { p.targets.first().copied() };
        let cmd = p.action.command(p.seat, MoveChoice { target, ..MoveChoice::default() }).expect("a command");
        ok(&mut g, cmd);
        commands += 1;
        assert!(commands < 10_000, "the game must end");
    }
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason, outcome.day), (Side::Nobody, WinReason::DayLimit, MAX_DAYS));
    assert_eq!(g.living_seats().len(), 9, "nobody died");
    assert_eq!(g.revealed_roles().len(), 9, "R4.2: every role is revealed at the end");
    refused(&mut g, Command::Vote { seat: 0, target: None }, "game_over");
    let facts = g.prompt_context(0, &PromptOptions::default()).expect("prompt").text;
    assert!(facts.contains(&format!("Day {MAX_DAYS}: the day limit was reached. Game over: nobody wins.")), "{facts}");
    assert_eq!(GameState::load(&g.save()).as_ref(), Ok(&g), "R7: replays to the same end");
}
