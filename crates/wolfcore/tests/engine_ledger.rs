//! Item 4: the ledger in the state — claims merged during the day (C3), verified by public
//! ground truth as it appears (C4), a full "who lied" record at game end.

mod engine_support;

use engine_support::*;
use wolfcore::engine::{Command, GameState, Phase};
use wolfcore::Role::{self, Hunter, Seer, Villager, Werewolf};
use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Seat};

fn role_claim(day: u32, speaker: Seat, role: Role) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day,
        phase: "DAY_SPEECH".into(),
        speaker_seat: speaker,
        claim_type: ClaimType::RoleClaim,
        role: Some(role),
        target_seat: None,
        alignment: None,
        content: format!("Seat {} claims {}", speaker + 1, role.as_str()),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Manual,
        reasons: vec![],
    }
}

fn check_claim(day: u32, speaker: Seat, target: Seat, alignment: Alignment) -> PublicClaim {
    PublicClaim {
        claim_type: ClaimType::SeerCheck,
        role: Some(Seer),
        target_seat: Some(target),
        alignment: Some(alignment),
        content: format!("Seat {} checked Seat {}", speaker + 1, target + 1),
        ..role_claim(day, speaker, Seer)
    }
}

fn status_of(g: &GameState, speaker: Seat, claim_type: ClaimType) -> Vec<ClaimStatus> {
    g.public_claims()
        .iter()
        .filter(|c| c.speaker_seat == speaker && c.claim_type == claim_type)
        .map(|c| c.status)
        .collect()
}

/// Night 1 with nobody killed, then day 1 up to the first speech.
fn day_one(seed: u64) -> GameState {
    let mut g = game(12, seed);
    night(&mut g, Night::default());
    g
}

#[test]
fn c3_ingest_assigns_deterministic_ids_and_resets_status() {
    let mut a = day_one(7);
    let mut b = day_one(7);
    let mut claim = role_claim(1, 3, Seer);
    claim.id = "caller-chosen".into();
    claim.status = ClaimStatus::Corroborated;
    claim.reasons = vec![Reason::RevealedRole];
    let ra = a.ingest_claims(std::slice::from_ref(&claim)).expect("ingest");
    b.ingest_claims(&[claim]).expect("ingest");
    assert_eq!((ra.offered, ra.added, ra.ledger_size), (1, 1, 1));
    assert_eq!(a.public_claims(), b.public_claims());
    let c = &a.public_claims()[0];
    assert_ne!(c.id, "caller-chosen");
    assert_eq!(uuid::Uuid::parse_str(&c.id).map(|u| u.get_version_num()), Ok(4));
    assert_eq!(c.status, ClaimStatus::Unverified, "only ground truth sets a verdict");
    assert!(c.reasons.is_empty());
    // C3.1: a repeat is one claim.
    let again = a.ingest_claims(&[role_claim(1, 3, Seer)]).expect("ingest");
    assert_eq!(again.added, 0);
    // C3.2: a counterclaim contests both.
    a.ingest_claims(&[role_claim(1, 5, Seer)]).expect("ingest");
    assert_eq!(status_of(&a, 3, ClaimType::RoleClaim), [ClaimStatus::Contested]);
    assert_eq!(status_of(&a, 5, ClaimType::RoleClaim), [ClaimStatus::Contested]);
}

#[test]
fn c3_refused_claims_leave_the_ledger_and_id_stream_untouched() {
    let mut g = day_one(7);
    let clean = g.clone();
    let err = g.ingest_claims(&[role_claim(1, 3, Seer), role_claim(1, 12, Seer)]).expect_err("seat 12");
    assert_eq!(err.code(), "seat_out_of_range");
    let err = g.ingest_claims(&[role_claim(2, 3, Seer)]).expect_err("future");
    assert_eq!(err.code(), "future_day");
    let mut empty = role_claim(1, 3, Seer);
    empty.content = "   ".into();
    let err = g.ingest_claims(&[role_claim(1, 4, Seer), empty]).expect_err("empty content");
    assert_eq!(err.code(), "invalid_claim");
    assert_eq!(g, clean);
    // Ids after failures equal ids without them.
    let mut fresh = clean.clone();
    g.ingest_claims(&[role_claim(1, 3, Seer)]).expect("ingest");
    fresh.ingest_claims(&[role_claim(1, 3, Seer)]).expect("ingest");
    assert_eq!(g.public_claims(), fresh.public_claims());
}

#[test]
fn c4_1_a_hunters_shot_corroborates_his_claim() {
    let mut g = game(12, 2);
    let hunter = seat_of(&g, Hunter);
    let impostor = seat_of(&g, Villager);
    let wolf = seat_of(&g, Werewolf);
    night(&mut g, Night::default());
    g.ingest_claims(&[role_claim(1, hunter, Hunter), role_claim(1, impostor, Hunter)]).expect("ingest");
    assert_eq!(status_of(&g, hunter, ClaimType::RoleClaim), [ClaimStatus::Contested]);
    speeches(&mut g);
    vote(&mut g, |v| (v != hunter).then_some(hunter));
    resolve_deaths(&mut g, Some(wolf));
    assert_eq!(g.revealed_roles().get(&hunter), Some(&Hunter));
    let c = g.public_claims().iter().find(|c| c.speaker_seat == hunter).expect("claim");
    assert_eq!((c.status, c.reasons.as_slice()), (ClaimStatus::Corroborated, [Reason::RevealedRole].as_slice()));
    // The impostor's role is not public yet: the claim stays contested, never guessed.
    assert_eq!(status_of(&g, impostor, ClaimType::RoleClaim), [ClaimStatus::Contested]);
}

#[test]
fn c4_a_self_revealed_wolf_is_disproved_with_its_checks() {
    let mut g = day_one(2);
    let wolf = seat_of(&g, Werewolf);
    let v = seat_of(&g, Villager);
    let Phase::DaySpeech { seat } = g.phase().clone() else { panic!("speech") };
    ok(&mut g, Command::Speak { seat, text: "I am the seer".into() });
    g.ingest_claims(&[role_claim(1, wolf, Seer), check_claim(1, v, wolf, Alignment::Good)]).expect("ingest");
    ok(&mut g, Command::SelfReveal { seat: wolf });
    assert_eq!(status_of(&g, wolf, ClaimType::RoleClaim), [ClaimStatus::Disproved]);
    // C4.2/C4.3: v's "good" check on the wolf is disproved, and so is v's implied Seer claim.
    assert_eq!(status_of(&g, v, ClaimType::SeerCheck), [ClaimStatus::Disproved]);
}

#[test]
fn c4_reveal_role_on_death_verifies_as_it_happens() {
    let mut g = game_with(12, 2, |o| o.reveal_role_on_death = true);
    let v = seat_of(&g, Villager);
    night(&mut g, Night::default());
    g.ingest_claims(&[role_claim(1, v, Seer)]).expect("ingest");
    speeches(&mut g);
    vote(&mut g, |s| (s != v).then_some(v));
    assert_eq!(status_of(&g, v, ClaimType::RoleClaim), [ClaimStatus::Disproved]);
}

#[test]
fn c4_game_end_makes_the_ledger_a_full_who_lied_record() {
    let mut g = game(6, 3);
    let wolves = seats_of(&g, Werewolf);
    night(&mut g, Night { poison: Some(wolves[0]), ..Night::default() });
    resolve_deaths(&mut g, None);
    let claims: Vec<PublicClaim> =
        g.players().iter().filter(|p| p.alive).map(|p| role_claim(1, p.seat, Villager)).collect();
    g.ingest_claims(&claims).expect("ingest");
    speeches(&mut g);
    vote(&mut g, |s| (s != wolves[1]).then_some(wolves[1]));
    resolve_deaths(&mut g, None);
    assert!(g.is_over());
    for c in g.public_claims() {
        let truth = g.role_of(c.speaker_seat).expect("seat");
        let expect = if truth == Villager { ClaimStatus::Corroborated } else { ClaimStatus::Disproved };
        assert_eq!(c.status, expect, "seat {} ({truth:?})", c.speaker_seat);
    }
    // Claims arriving after the end are verified at once.
    g.ingest_claims(&[role_claim(1, wolves[0], Seer)]).expect("late ingest");
    assert_eq!(status_of(&g, wolves[0], ClaimType::RoleClaim), [ClaimStatus::Disproved]);
}

fn action_claim(day: u32, speaker: Seat, claim_type: ClaimType, target: Seat) -> PublicClaim {
    let role = if claim_type == ClaimType::GuardProtect { Role::Guard } else { Role::Witch };
    PublicClaim {
        claim_type,
        role: Some(role),
        target_seat: Some(target),
        content: format!("Seat {} used {:?} on Seat {}", speaker + 1, claim_type, target + 1),
        ..role_claim(day, speaker, role)
    }
}

#[test]
fn c4_5_game_end_settles_witch_saves_and_poisons_against_the_log() {
    let mut g = game(6, 3);
    let wolves = seats_of(&g, Werewolf);
    let witch = seat_of(&g, Role::Witch);
    let victim = other(&g, &[Werewolf, Role::Witch], &[]);
    let bystander = other(&g, &[Werewolf, Role::Witch], &[victim]);
    // Night 1: the wolves attack `victim`, the Witch saves him.
    night(&mut g, Night { kill: Some(victim), save: true, ..Night::default() });
    resolve_deaths(&mut g, None);
    g.ingest_claims(&[
        action_claim(1, witch, ClaimType::WitchSave, victim),
        action_claim(1, witch, ClaimType::WitchSave, bystander),
        action_claim(1, bystander, ClaimType::WitchSave, victim),
    ])
    .expect("ingest");
    // While the game runs, only the impostor is settled (C4.1 needs his role public: it is not yet).
    assert!(g.public_claims().iter().all(|c| c.status != ClaimStatus::Corroborated));
    speeches(&mut g);
    vote(&mut g, |s| (s != wolves[0]).then_some(wolves[0]));
    resolve_deaths(&mut g, None);
    // Night 2: the Witch poisons the last wolf; the village wins at dawn.
    night(&mut g, Night { poison: Some(wolves[1]), ..Night::default() });
    resolve_deaths(&mut g, None);
    assert!(g.is_over(), "{:?}", g.phase());
    let verdict = |speaker: Seat, target: Seat| {
        g.public_claims()
            .iter()
            .find(|c| {
                c.speaker_seat == speaker && c.target_seat == Some(target) && c.claim_type == ClaimType::WitchSave
            })
            .map(|c| (c.status, c.reasons.clone()))
    };
    assert_eq!(verdict(witch, victim), Some((ClaimStatus::Corroborated, vec![Reason::RevealedAction])));
    assert_eq!(verdict(witch, bystander), Some((ClaimStatus::Disproved, vec![Reason::RevealedAction])));
    assert_eq!(verdict(bystander, victim), Some((ClaimStatus::Disproved, vec![Reason::RevealedRole])));
    // Claims arriving after the end are settled at once: the poison was real, a guard never was.
    g.ingest_claims(&[
        action_claim(2, witch, ClaimType::WitchPoison, wolves[1]),
        action_claim(2, witch, ClaimType::WitchPoison, victim),
    ])
    .expect("late ingest");
    let poison = |target: Seat| {
        g.public_claims()
            .iter()
            .find(|c| c.claim_type == ClaimType::WitchPoison && c.target_seat == Some(target))
            .map(|c| c.status)
    };
    assert_eq!(poison(wolves[1]), Some(ClaimStatus::Corroborated));
    assert_eq!(poison(victim), Some(ClaimStatus::Disproved));
}

#[test]
fn c4_5_game_end_settles_guard_protects_and_leaves_targetless_claims_unverified() {
    // 6 seats: one wolf, the Guard, the Witch, three villagers; the wolf is voted out on day 1.
    let mut g = game_with(6, 5, |o| {
        o.players = None;
        o.roles = Some(vec![Werewolf, Role::Guard, Role::Witch, Villager, Villager, Villager]);
    });
    let wolf = seat_of(&g, Werewolf);
    let guard = seat_of(&g, Role::Guard);
    let witch = seat_of(&g, Role::Witch);
    let covered = other(&g, &[Werewolf, Role::Guard, Role::Witch], &[]);
    let bystander = other(&g, &[Werewolf, Role::Guard, Role::Witch], &[covered]);
    // Night 1: the Guard protects `covered`, whom the wolf attacks (a peaceful night).
    night(&mut g, Night { guard: Some(covered), kill: Some(covered), ..Night::default() });
    resolve_deaths(&mut g, None);
    let targetless = |claim_type, speaker| PublicClaim {
        target_seat: None,
        content: format!("Seat {} used {claim_type:?}", speaker + 1),
        ..action_claim(1, speaker, claim_type, 0)
    };
    g.ingest_claims(&[
        action_claim(1, guard, ClaimType::GuardProtect, covered),
        action_claim(1, guard, ClaimType::GuardProtect, bystander),
        targetless(ClaimType::GuardProtect, guard),
        targetless(ClaimType::WitchSave, witch),
    ])
    .expect("ingest");
    speeches(&mut g);
    vote(&mut g, |s| (s != wolf).then_some(wolf));
    resolve_deaths(&mut g, None);
    assert!(g.is_over(), "{:?}", g.phase());
    let status = |speaker: Seat, claim_type: ClaimType, target: Option<Seat>| {
        g.public_claims()
            .iter()
            .find(|c| c.speaker_seat == speaker && c.claim_type == claim_type && c.target_seat == target)
            .map(|c| (c.status, c.reasons.clone()))
    };
    assert_eq!(
        status(guard, ClaimType::GuardProtect, Some(covered)),
        Some((ClaimStatus::Corroborated, vec![Reason::RevealedAction]))
    );
    assert_eq!(
        status(guard, ClaimType::GuardProtect, Some(bystander)),
        Some((ClaimStatus::Disproved, vec![Reason::RevealedAction]))
    );
    // A claim naming no seat cannot be held against the log (C4.5): it stays unverified.
    for (speaker, claim_type) in [(guard, ClaimType::GuardProtect), (witch, ClaimType::WitchSave)] {
        assert_eq!(status(speaker, claim_type, None).map(|(s, _)| s), Some(ClaimStatus::Unverified), "{claim_type:?}");
    }
}

#[test]
fn c2_summary_is_parsed_with_the_games_context() {
    let mut g = game_with(12, 2, |o| o.lang = wolfcore::Lang::Zh);
    night(&mut g, Night::default());
    let raw = "```json\n{\"claims\":[{\"speakerSeat\":4,\"claimType\":\"role_claim\",\"role\":\"预言家\"},\
               {\"speakerSeat\":13,\"claimType\":\"role_claim\",\"role\":\"Seer\"}]}\n```";
    let report = g.ingest_summary(raw, None).expect("ingest");
    assert_eq!((report.offered, report.added, report.ledger_size, report.rejected.len()), (1, 1, 1, 1));
    assert_eq!(report.rejected[0].index, 1, "seat 13 is off a 12-seat board");
    let c = &g.public_claims()[0];
    assert_eq!((c.day, c.speaker_seat, c.phase.as_str()), (1, 3, "DAY_SPEECH"));
    assert_eq!(c.source, ClaimSource::Summary);
    assert!(c.content.contains("4号"), "content synthesised in the game's language: {}", c.content);
    // At night the talk day is the day before.
    speeches(&mut g);
    vote(&mut g, |_| None);
    assert_eq!(g.talk_day(), 1);
    let raw = r#"[{"speakerSeat":6,"claimType":"role_claim","role":"Witch"}]"#;
    g.ingest_summary(raw, None).expect("ingest");
    assert_eq!(g.public_claims()[1].day, 1);
    assert_eq!(g.ingest_summary(raw, Some(5)).map(|_| ()).map_err(|e| e.code()), Err("future_day"));
}

#[test]
fn c2_5_a_refused_summary_leaves_the_ledger_untouched() {
    let mut g = day_one(2);
    g.ingest_claims(&[role_claim(1, 2, Seer)]).expect("ingest");
    let before = g.clone();
    for (raw, code) in [("", "empty"), ("no json here", "no_json"), ("{\"claims\":[{\"speakerSeat\":1", "truncated")] {
        let err = g.ingest_summary(raw, None).expect_err("refused");
        assert_eq!(err.code(), code);
        assert_eq!(g, before);
    }
}

/// Item 4 + C6: every public speech runs the rule-based extractor and its claims merge into the
/// ledger (source `regex`), with a counter-claim across speakers contested (C3.2).
#[test]
fn c6_speeches_feed_the_ledger_through_the_extractor() {
    let mut g = day_one(11);
    let Phase::DaySpeech { seat: first } = g.phase().clone() else { panic!("not in day speeches: {:?}", g.phase()) };
    let target = (first + 4) % 12;
    ok(
        &mut g,
        Command::Speak {
            seat: first,
            text: format!("I am the Seer. Last night I checked Seat {}: werewolf.", target + 1),
        },
    );
    let claims = g.public_claims().to_vec();
    assert_eq!(claims.len(), 2, "{claims:?}");
    assert!(claims.iter().all(|c| c.source == ClaimSource::Regex && c.speaker_seat == first && c.day == 1));
    assert!(claims.iter().any(|c| c.claim_type == ClaimType::SeerCheck
        && c.target_seat == Some(target)
        && c.alignment == Some(Alignment::Wolf)));
    assert_eq!(status_of(&g, first, ClaimType::RoleClaim), [ClaimStatus::Unverified]);

    // The next speaker counter-claims in Chinese; both Seer claims become contested.
    let Phase::DaySpeech { seat: second } = g.phase().clone() else { panic!("speeches ended early") };
    ok(&mut g, Command::Speak { seat: second, text: "我才是真预言家，悍跳的是他。".into() });
    assert_eq!(status_of(&g, first, ClaimType::RoleClaim), [ClaimStatus::Contested]);
    assert_eq!(status_of(&g, second, ClaimType::RoleClaim), [ClaimStatus::Contested]);

    // Negations and questions add nothing (C6).
    let before = g.public_claims().len();
    let Phase::DaySpeech { seat: third } = g.phase().clone() else { panic!("speeches ended early") };
    ok(&mut g, Command::Speak { seat: third, text: "I am not the seer. Are you the witch?".into() });
    assert_eq!(g.public_claims().len(), before);
}
