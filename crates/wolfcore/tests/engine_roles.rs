//! R8: the Idiot and the White Wolf King (docs/rules.md#r8), one rule per test.

mod engine_support;
#[path = "parity/mod.rs"]
mod parity;

use engine_support::*;
use wolfcore::engine::{Command, DeathCause, EventKind, GameOptions, GameState, Phase, VoteRound};
use wolfcore::Role::{self, Guard, Hunter, Idiot, Seer, Villager, Werewolf, WhiteWolfKing, Witch};
use wolfcore::{ClaimType, Seat};

/// A 12-seat board with both new roles: 3 Werewolves + White Wolf King, Seer, Witch, Hunter,
/// Guard, Idiot, 3 Villagers.
fn board12(seed: u64, f: impl FnOnce(&mut GameOptions)) -> GameState {
    game_with(12, seed, |o| {
        o.players = None;
        o.roles = Some(
            [vec![Werewolf; 3], vec![WhiteWolfKing, Seer, Witch, Hunter, Guard, Idiot], vec![Villager; 3]].concat(),
        );
        f(o);
    })
}

/// Plays a quiet night (nobody attacked) and the day's speeches, leaving the game at the vote.
fn to_vote(g: &mut GameState) {
    night(g, Night::default());
    resolve_deaths(g, None);
    speeches(g);
    assert!(matches!(g.phase(), Phase::Vote { .. }), "{:?}", g.phase());
}

fn everyone_votes(g: &mut GameState, target: Seat) {
    vote(g, |v| (v != target).then_some(target));
}

/// a and b vote for each other, the others split evenly (one abstains if odd): a tie.
fn tie(g: &mut GameState, a: Seat, b: Seat) {
    let others: Vec<Seat> = g.pending().iter().map(|p| p.seat).filter(|s| *s != a && *s != b).collect();
    ok(g, Command::Vote { seat: a, target: Some(b) });
    ok(g, Command::Vote { seat: b, target: Some(a) });
    let half = others.len() / 2;
    for (i, v) in others.iter().enumerate() {
        let t = if i < half {
            Some(a)
        } else if i < 2 * half {
            Some(b)
        } else {
            None
        };
        ok(g, Command::Vote { seat: *v, target: t });
    }
}

fn first_speaker(g: &mut GameState) -> Seat {
    night(g, Night::default());
    resolve_deaths(g, None);
    let phase = g.phase().clone();
    assert!(matches!(phase, Phase::DaySpeech { .. }), "expected a day speech, got {phase:?}");
    match phase {
        Phase::DaySpeech { seat } => seat,
        _ => 0,
    }
}

// ---------------------------------------------------------------- R8.1 Idiot

#[test]
fn r8_1_executed_idiot_is_revealed_survives_and_loses_his_vote() {
    let mut g = board12(1, |_| {});
    let idiot = seat_of(&g, Idiot);
    to_vote(&mut g);
    everyone_votes(&mut g, idiot);
    assert!(g.is_alive(idiot), "the Idiot survives his execution");
    assert_eq!(g.revealed_roles().get(&idiot), Some(&Idiot), "his card is public (C4 ground truth)");
    assert_eq!(g.idiots_revealed(), &[idiot]);
    assert!(g.events().iter().any(|e| e.kind == EventKind::IdiotRevealed { seat: idiot }));
    assert!(!g.events().iter().any(|e| matches!(e.kind, EventKind::Executed { .. })), "nobody died");
    assert!(matches!(g.phase(), Phase::Night { .. }), "no last words: the day ends");
    // Next day he still speaks, but never votes again.
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    let mut spoke = false;
    while let Phase::DaySpeech { seat } = g.phase().clone() {
        spoke |= seat == idiot;
        ok(&mut g, Command::Speak { seat, text: String::new() });
    }
    assert!(spoke, "a revealed Idiot still speaks");
    assert!(g.pending().iter().all(|p| p.seat != idiot), "no ballot awaited from him");
    refused(&mut g, Command::Vote { seat: idiot, target: None }, "no_vote");
    let target = other(&g, &[Idiot], &[]);
    everyone_votes(&mut g, target);
    let last = g.votes().last().expect("a vote");
    assert!(last.ballots.iter().all(|b| b.voter != idiot));
}

#[test]
fn r8_1_revealed_idiot_cannot_vote_in_a_pk_either_and_dies_when_executed_again() {
    let mut g = board12(2, |_| {});
    let idiot = seat_of(&g, Idiot);
    to_vote(&mut g);
    everyone_votes(&mut g, idiot);
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    speeches(&mut g);
    // Tie two other players to reach a PK.
    let a = other(&g, &[Idiot], &[]);
    let b = other(&g, &[Idiot], &[a]);
    tie(&mut g, a, b);
    assert!(matches!(g.phase(), Phase::PkSpeech { .. }), "{:?}", g.phase());
    speeches(&mut g);
    assert!(g.pending().iter().all(|p| p.seat != idiot));
    refused(&mut g, Command::Vote { seat: idiot, target: Some(a) }, "no_vote");
    vote(&mut g, |_| None);
    assert_eq!(g.votes().last().map(|r| r.round), Some(VoteRound::Pk));
    resolve_deaths(&mut g, None);
    // A second execution kills him: the card shows once.
    while g.is_alive(idiot) && !g.is_over() {
        night(&mut g, Night::default());
        resolve_deaths(&mut g, None);
        if g.is_over() {
            break;
        }
        speeches(&mut g);
        everyone_votes(&mut g, idiot);
        resolve_deaths(&mut g, None);
    }
    let p = &g.players()[usize::from(idiot)];
    assert_eq!(p.death.map(|d| d.cause), Some(DeathCause::Execution));
}

#[test]
fn r8_1_idiot_dies_normally_to_wolves_and_poison() {
    let mut g = board12(3, |_| {});
    let idiot = seat_of(&g, Idiot);
    night(&mut g, Night { kill: Some(idiot), ..Night::default() });
    assert!(!g.is_alive(idiot));
    assert_eq!(g.players()[usize::from(idiot)].death.map(|d| d.cause), Some(DeathCause::WolfKill));
    let mut g = board12(3, |_| {});
    night(&mut g, Night { poison: Some(idiot), ..Night::default() });
    assert_eq!(g.players()[usize::from(idiot)].death.map(|d| d.cause), Some(DeathCause::Poison));
}

#[test]
fn r8_1_idiot_reveal_is_ground_truth_for_the_ledger() {
    let mut g = board12(4, |_| {});
    let idiot = seat_of(&g, Idiot);
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    while let Phase::DaySpeech { seat } = g.phase().clone() {
        let text = if seat == idiot { "I am the Idiot." } else { "" };
        ok(&mut g, Command::Speak { seat, text: text.into() });
    }
    let claim = g
        .public_claims()
        .iter()
        .find(|c| c.speaker_seat == idiot && c.claim_type == ClaimType::RoleClaim)
        .cloned()
        .expect("the extractor records the Idiot claim");
    assert_eq!(claim.role, Some(Idiot));
    everyone_votes(&mut g, idiot);
    let after = g.public_claims().iter().find(|c| c.id == claim.id).expect("claim kept");
    assert_eq!(after.status, wolfcore::ClaimStatus::Corroborated);
}

// ---------------------------------------------------------------- R8.2 White Wolf King

#[test]
fn r8_2_white_wolf_king_explodes_during_day_speeches_and_takes_one_player() {
    let mut g = board12(5, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let seer = seat_of(&g, Seer);
    first_speaker(&mut g);
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: king }, "invalid_target");
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: 99 }, "invalid_target");
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: seer });
    assert!(!g.is_alive(king) && !g.is_alive(seer));
    assert_eq!(g.players()[usize::from(seer)].death.map(|d| d.cause), Some(DeathCause::WhiteWolfKing));
    assert_eq!(g.revealed_roles().get(&king), Some(&WhiteWolfKing));
    assert_eq!(g.revealed_roles().get(&seer), None, "the target's role stays hidden");
    assert!(g.votes().is_empty(), "the day ends: no vote");
    assert!(matches!(g.phase(), Phase::Night { .. }), "no last words for the taken player by default");
}

/// R8.2 + C4.1/C4.2: the explosion makes the King's role public — his White Wolf King claim and his
/// werewolf self-reveal are corroborated (a White Wolf King is a werewolf), a god claim of his is
/// disproved, and statements about his side are settled.
#[test]
fn r8_2_explosion_is_ground_truth_for_the_ledger() {
    use wolfcore::extract::{extract, ExtractContext};
    use wolfcore::{ClaimStatus, Reason};
    let mut g = board12(7, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let seer = seat_of(&g, Seer);
    let villager = seat_of(&g, Villager);
    first_speaker(&mut g);
    let said = |seat: Seat, text: &str| {
        let ctx = ExtractContext { day: 1, speaker_seat: seat, player_count: Some(12), ..ExtractContext::default() };
        let claims = extract(text, &ctx);
        assert_eq!(claims.len(), 1, "{text}: {claims:?}");
        claims
    };
    let claims = [
        said(king, "I am the White Wolf King."),
        said(king, "我自爆。"),
        said(villager, &format!("Seat {} is a wolf.", king + 1)),
        said(seer, &format!("Seat {} is good.", king + 1)),
    ]
    .concat();
    ok_ingest(&mut g, &claims);
    let status = |g: &GameState, c: &wolfcore::PublicClaim| {
        let found = g.public_claims().iter().find(|x| x.key() == c.key()).expect("claim kept");
        (found.status, found.reasons.clone())
    };
    for c in &claims {
        assert!(!status(&g, c).0.is_final(), "nothing is public yet: {c:?}");
    }
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: villager });
    let expected = [
        (ClaimStatus::Corroborated, Reason::RevealedRole),
        (ClaimStatus::Corroborated, Reason::RevealedRole),
        (ClaimStatus::Corroborated, Reason::RevealedAlignment),
        (ClaimStatus::Disproved, Reason::RevealedAlignment),
    ];
    for (c, (st, reason)) in claims.iter().zip(expected) {
        assert_eq!(status(&g, c), (st, vec![reason]), "{c:?}");
    }
}

fn ok_ingest(g: &mut GameState, claims: &[wolfcore::PublicClaim]) {
    let result = g.ingest_claims(claims);
    assert!(result.is_ok(), "ingest refused: {result:?}");
}

#[test]
fn r8_2_the_taken_player_speaks_last_words_when_configured_and_a_hunter_shoots() {
    let mut g = board12(6, |o| o.white_wolf_king_last_words = true);
    let king = seat_of(&g, WhiteWolfKing);
    let hunter = seat_of(&g, Hunter);
    first_speaker(&mut g);
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: hunter });
    assert_eq!(g.phase(), &Phase::LastWords { seat: hunter, context: wolfcore::engine::DeathContext::Execution });
    ok(&mut g, Command::LastWords { seat: hunter, text: "bye".into() });
    assert!(matches!(g.phase(), Phase::HunterShot { seat, .. } if *seat == hunter));
    let wolf = seat_of(&g, Werewolf);
    ok(&mut g, Command::HunterShoot { seat: hunter, target: Some(wolf) });
    assert!(!g.is_alive(wolf));
}

#[test]
fn r8_2_explosion_in_a_pk_speech_is_legal() {
    let mut g = board12(7, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    speeches(&mut g);
    let a = other(&g, &[WhiteWolfKing], &[]);
    let b = other(&g, &[WhiteWolfKing], &[a]);
    tie(&mut g, a, b);
    if matches!(g.phase(), Phase::PkSpeech { .. }) {
        let victim = other(&g, &[WhiteWolfKing, Werewolf], &[]);
        ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target: victim });
        assert!(!g.is_alive(victim));
        assert!(matches!(g.phase(), Phase::Night { .. }), "no revote");
    } else {
        panic!("this seed must reach a PK: {:?}", g.votes());
    }
}

#[test]
fn r8_2_explosion_is_refused_at_illegal_moments_and_by_other_roles() {
    let mut g = board12(8, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let wolf = seat_of(&g, Werewolf);
    let seer = seat_of(&g, Seer);
    // Night.
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: seer }, "wrong_phase");
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    // An ordinary wolf, a god.
    refused(&mut g, Command::WhiteWolfKingExplode { seat: wolf, target: seer }, "not_a_white_wolf_king");
    refused(&mut g, Command::WhiteWolfKingExplode { seat: seer, target: wolf }, "not_a_white_wolf_king");
    speeches(&mut g);
    // The vote.
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: seer }, "wrong_phase");
    // A dead target.
    let mut g = board12(8, |_| {});
    night(&mut g, Night { kill: Some(seer), ..Night::default() });
    resolve_deaths(&mut g, None);
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: seer }, "invalid_target");
    // A dead King.
    let mut g = board12(8, |_| {});
    night(&mut g, Night { poison: Some(king), ..Night::default() });
    resolve_deaths(&mut g, None);
    refused(&mut g, Command::WhiteWolfKingExplode { seat: king, target: seer }, "dead_player");
}

#[test]
fn r8_2_white_wolf_king_is_a_wolf_at_night_and_to_the_seer() {
    let mut g = board12(9, |_| {});
    let king = seat_of(&g, WhiteWolfKing);
    let seer = seat_of(&g, Seer);
    let guard = seat_of(&g, Guard);
    ok(&mut g, Command::GuardProtect { seat: guard, target: None });
    // The King votes with the pack at night (R2.2).
    assert!(g.pending().iter().any(|p| p.seat == king));
    night(&mut g, Night { check: Some(king), ..Night::default() });
    let verdict = g.events().iter().find_map(|e| match e.kind {
        EventKind::SeerResult { seat, target, alignment } if seat == seer && target == king => Some(alignment),
        _ => None,
    });
    assert_eq!(verdict, Some(wolfcore::Alignment::Wolf));
    // The King is on the wolf team (he sees the pack and it sees him).
    let team = g.events().iter().find_map(|e| match &e.kind {
        EventKind::WolfTeam { wolves } => Some(wolves.clone()),
        _ => None,
    });
    assert!(team.is_some_and(|t| t.contains(&king) && t.len() == 4));
    assert!(Role::WhiteWolfKing.is_wolf() && Role::Idiot.is_god());
}

#[test]
fn r8_boards_refuse_two_kings_or_two_idiots() {
    let roles = |extra: Vec<Role>| {
        let mut o = GameOptions::preset(12, 1);
        o.players = None;
        o.roles = Some([extra, vec![Seer, Witch], vec![Villager; 6]].concat());
        GameState::new(o).map(|_| ()).map_err(|e| e.code())
    };
    assert_eq!(roles(vec![Werewolf, Werewolf, WhiteWolfKing, Idiot]), Ok(()));
    assert_eq!(roles(vec![Werewolf, WhiteWolfKing, WhiteWolfKing, Idiot]), Err("invalid_roles"));
    assert_eq!(roles(vec![Werewolf, Werewolf, Idiot, Idiot]), Err("invalid_roles"));
}

#[test]
fn r8_save_and_replay_with_idiot_reveal_and_explosion() {
    let mut g = board12(10, |o| o.white_wolf_king_last_words = true);
    let idiot = seat_of(&g, Idiot);
    let king = seat_of(&g, WhiteWolfKing);
    to_vote(&mut g);
    everyone_votes(&mut g, idiot);
    first_speaker(&mut g);
    let target = other(&g, &[WhiteWolfKing, Werewolf, Idiot, Hunter], &[]);
    ok(&mut g, Command::WhiteWolfKingExplode { seat: king, target });
    resolve_deaths(&mut g, None);
    let saved = g.save();
    let loaded = GameState::load(&saved).expect("load");
    assert_eq!(loaded.events(), g.events());
    assert_eq!(loaded.idiots_revealed(), &[idiot]);
    assert_eq!(loaded.save(), saved);
}

// ---------------------------------------------------------------- R8.3 boards, parity

#[test]
fn r8_3_standard_12_bot_game_is_pinned() {
    use wolfcore::bots::{play_bots, BotConfig};
    let board = wolfcore::engine::boards().into_iter().find(|b| b.id == "standard-12").expect("board");
    let o = GameOptions::from_json(parity::STANDARD_12_OPTIONS).expect("options");
    // The fixture's roles are the board's (in any order: the deal canonicalises them).
    let mut fixture = o.roles.clone().expect("roles");
    let mut listed = board.roles.clone();
    fixture.sort();
    listed.sort();
    assert_eq!((fixture, o.win_rule), (listed, board.win_rule));
    let mut g = GameState::new(o).expect("game");
    let report = play_bots(&mut g, &BotConfig::default(), &[]).expect("bots");
    assert_eq!((report.commands, report.game_over), (parity::STANDARD_12_COMMANDS, true));
    assert_eq!(g.event_log_digest(), parity::STANDARD_12_DIGEST);
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.day), (wolfcore::engine::Side::Wolves, 2));
}

#[test]
fn r8_bots_use_the_new_roles_across_many_games() {
    use wolfcore::bots::{play_bots, BotConfig};
    let board = wolfcore::engine::boards().into_iter().find(|b| b.id == "standard-12").expect("board");
    let cfg = BotConfig { self_reveal_rate: 1.0, ..BotConfig::default() };
    let (mut reveals, mut explosions) = (0, 0);
    for seed in 0..40 {
        let mut o = GameOptions::preset(12, seed);
        o.players = None;
        o.roles = Some(board.roles.clone());
        o.win_rule = board.win_rule;
        let mut g = GameState::new(o).expect("game");
        assert!(play_bots(&mut g, &cfg, &[]).expect("bots").game_over, "seed {seed}");
        reveals += g.events().iter().filter(|e| matches!(e.kind, EventKind::IdiotRevealed { .. })).count();
        explosions += g.events().iter().filter(|e| matches!(e.kind, EventKind::WhiteWolfKingExploded { .. })).count();
    }
    assert!(reveals > 0, "no Idiot was ever voted out in 40 games");
    assert!(explosions > 0, "no exposed White Wolf King ever exploded in 40 games");
}
