//! R8.4: the Knight (骑士) on the "White Wolf King + Knight" board (R8.3).

#![allow(clippy::panic)] // scenario scripts: a failed step must stop the test

mod engine_support;

use engine_support::*;
use wolfcore::engine::{boards, ActionKind, Command, DeathCause, EventKind, GameOptions, GameState, Phase, Viewer};
use wolfcore::Role::{Knight, Villager, Werewolf, WhiteWolfKing};
use wolfcore::{Role, Seat};

/// The R8.3 `white-wolf-king-knight-12` board, dealt by `seed`.
fn knight_board(seed: u64, f: impl FnOnce(&mut GameOptions)) -> GameState {
    let board = boards().into_iter().find(|b| b.id == "white-wolf-king-knight-12").expect("the Knight board");
    game_with(12, seed, |o| {
        o.players = None;
        o.roles = Some(board.roles);
        o.win_rule = board.win_rule;
        f(o);
    })
}

/// A quiet night 1 (nobody attacked); returns the first day speaker.
fn to_day_speeches(g: &mut GameState) -> Seat {
    night(g, Night::default());
    resolve_deaths(g, None);
    match g.phase().clone() {
        Phase::DaySpeech { seat } => seat,
        other => panic!("expected a day speech, got {other:?}"),
    }
}

fn dueled(g: &GameState) -> Vec<(Seat, Seat, bool)> {
    g.events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::KnightDueled { seat, target, wolf, .. } => Some((seat, target, wolf)),
            _ => None,
        })
        .collect()
}

#[test]
fn r8_3_the_knight_board_is_white_wolf_king_plus_knight() {
    let g = knight_board(1, |_| {});
    let count = |r: Role| g.players().iter().filter(|p| p.role == r).count();
    assert_eq!((count(Werewolf), count(WhiteWolfKing), count(Knight), count(Villager)), (3, 1, 1, 4));
    assert_eq!(count(Role::Hunter), 0);
    assert!(Knight.is_god(), "R8.4: a god (R4 sideKill)");
    assert_eq!(Knight.alignment(), Some(wolfcore::Alignment::Good));
}

/// R8.4: a duel on a wolf kills the wolf, reveals the Knight and ends the day at once.
#[test]
fn r8_4_a_duel_on_a_wolf_kills_it_and_night_falls() {
    let mut g = knight_board(2, |_| {});
    let knight = seat_of(&g, Knight);
    let wolf = seat_of(&g, Werewolf);
    to_day_speeches(&mut g);
    // R5.1: the Knight's view lists the duel, out of turn, with every other living seat.
    let view = g.view(Viewer::Seat { seat: knight }).expect("seat");
    let duel = view.moves.iter().find(|m| m.action == ActionKind::KnightDuel).expect("the duel is listed");
    assert!(!duel.awaited && !duel.targets.contains(&knight) && duel.targets.len() == 11);
    ok(&mut g, Command::KnightDuel { seat: knight, target: wolf });
    assert!(!g.is_alive(wolf) && g.is_alive(knight));
    assert_eq!(g.players()[usize::from(wolf)].death.map(|d| d.cause), Some(DeathCause::Duel));
    assert_eq!(g.revealed_roles().get(&knight), Some(&Knight), "the Knight's card is public (C4)");
    assert_eq!(g.revealed_roles().get(&wolf), None, "the wolf's role only under revealRoleOnDeath");
    assert_eq!(dueled(&g), vec![(knight, wolf, true)]);
    assert!(g.votes().is_empty(), "the day ends: no vote");
    assert!(matches!(g.phase(), Phase::Night { .. }), "night falls at once: {:?}", g.phase());
    assert_eq!(GameState::load(&g.save()).as_ref(), Ok(&g), "R7: replays");
}

/// R8.4: a duel on a good player kills the Knight; the speeches go on, then the vote.
#[test]
fn r8_4_a_duel_on_a_good_player_kills_the_knight_and_the_day_goes_on() {
    for seed in 1..30 {
        let mut g = knight_board(seed, |_| {});
        let knight = seat_of(&g, Knight);
        let speaker = to_day_speeches(&mut g);
        if speaker == knight {
            continue;
        }
        let villager = other(&g, &[Werewolf, WhiteWolfKing, Knight], &[speaker]);
        ok(&mut g, Command::KnightDuel { seat: knight, target: villager });
        assert!(!g.is_alive(knight) && g.is_alive(villager));
        assert_eq!(g.players()[usize::from(knight)].death.map(|d| d.cause), Some(DeathCause::Duel));
        assert_eq!(dueled(&g), vec![(knight, villager, false)]);
        assert_eq!(g.phase(), &Phase::DaySpeech { seat: speaker }, "the current speaker goes on");
        let order = speech_order(&mut g);
        assert!(!order.contains(&knight), "the dead Knight's turn is skipped: {order:?}");
        assert!(matches!(g.phase(), Phase::Vote { .. }), "then the vote: {:?}", g.phase());
        return;
    }
    panic!("no seed where the Knight is not the first speaker");
}

/// R8.4, R5.2, R5.3: who may duel, when, and whom.
#[test]
fn r8_4_refusals() {
    let mut g = knight_board(3, |_| {});
    let knight = seat_of(&g, Knight);
    let wolf = seat_of(&g, Werewolf);
    let villager = seat_of(&g, Villager);
    refused(&mut g, Command::KnightDuel { seat: knight, target: wolf }, "wrong_phase");
    to_day_speeches(&mut g);
    refused(&mut g, Command::KnightDuel { seat: villager, target: wolf }, "not_a_knight");
    refused(&mut g, Command::KnightDuel { seat: wolf, target: knight }, "not_a_knight");
    refused(&mut g, Command::KnightDuel { seat: knight, target: knight }, "invalid_target");
    refused(&mut g, Command::KnightDuel { seat: knight, target: 99 }, "invalid_target");
    ok(&mut g, Command::KnightDuel { seat: knight, target: wolf });
    refused(&mut g, Command::KnightDuel { seat: knight, target: villager }, "wrong_phase");
    // Next day: once per game.
    night(&mut g, Night::default());
    resolve_deaths(&mut g, None);
    assert!(matches!(g.phase(), Phase::DaySpeech { .. }), "{:?}", g.phase());
    refused(&mut g, Command::KnightDuel { seat: knight, target: villager }, "ability_used");
    assert!(g.legal_moves().iter().all(|m| m.action != ActionKind::KnightDuel), "R5.1: no longer listed");
}

/// R8.4: no duel in the PK speeches (the vote has been taken).
#[test]
fn r8_4_no_duel_during_pk_speeches() {
    let mut g = knight_board(4, |_| {});
    let knight = seat_of(&g, Knight);
    let wolves = seats_of(&g, Werewolf);
    to_day_speeches(&mut g);
    speeches(&mut g);
    // Two seats tied: half the table on each wolf.
    let (a, b) = (wolves[0], wolves[1]);
    let voters: Vec<Seat> = g.pending().iter().map(|p| p.seat).collect();
    for (i, v) in voters.iter().enumerate() {
        ok(&mut g, Command::Vote { seat: *v, target: Some(if i % 2 == 0 { a } else { b }) });
    }
    assert!(matches!(g.phase(), Phase::PkSpeech { .. }), "{:?}", g.phase());
    refused(&mut g, Command::KnightDuel { seat: knight, target: a }, "wrong_phase");
}

/// R8.4 + R9.7: a sheriff Knight who dies in his duel passes the badge first.
#[test]
fn r8_4_a_sheriff_knight_who_loses_passes_the_badge() {
    for seed in 1..60 {
        let mut g = knight_board(seed, |o| o.sheriff = true);
        let knight = seat_of(&g, Knight);
        night(&mut g, Night::default());
        // Only the Knight runs: he is sheriff unopposed (R9.2).
        while let Some(p) = g.pending().first().cloned() {
            if p.action != ActionKind::SheriffRun {
                break;
            }
            ok(&mut g, Command::SheriffRun { seat: p.seat, run: p.seat == knight });
        }
        resolve_deaths(&mut g, None);
        if let Phase::SheriffDirection { seat } = g.phase().clone() {
            ok(&mut g, Command::SheriffDirection { seat, direction: wolfcore::engine::Direction::Clockwise });
        }
        let Phase::DaySpeech { seat: speaker } = g.phase().clone() else { continue };
        if speaker == knight {
            continue;
        }
        let villager = other(&g, &[Werewolf, WhiteWolfKing, Knight], &[speaker]);
        ok(&mut g, Command::KnightDuel { seat: knight, target: villager });
        assert_eq!(g.phase(), &Phase::Badge { seat: knight }, "R9.7: the badge first");
        ok(&mut g, Command::PassBadge { seat: knight, target: Some(villager) });
        assert_eq!(g.phase(), &Phase::DaySpeech { seat: speaker }, "then the speeches go on");
        return;
    }
    panic!("no seed with a sheriff Knight who is not the first speaker");
}

/// R8.4 + C2.3 + C6: the role's words in both languages, in the extractor and the summary
/// parser; and the duel makes the Knight's card public ground truth (C4.1).
#[test]
fn r8_4_knight_words_and_ground_truth() {
    use wolfcore::extract::{extract, ExtractContext};
    use wolfcore::parse::{parse_summary, ParseContext};
    use wolfcore::{ClaimStatus, ClaimType};
    let ctx = ExtractContext { day: 1, speaker_seat: 2, player_count: Some(12), ..ExtractContext::default() };
    for text in ["I am the Knight.", "我是骑士。"] {
        let claims = extract(text, &ctx);
        assert!(
            claims.iter().any(|c| c.claim_type == ClaimType::RoleClaim && c.role == Some(Knight)),
            "{text}: {claims:?}"
        );
    }
    for role in ["Knight", "knight", "骑士"] {
        let reply =
            format!(r#"{{"claims":[{{"speakerSeat":3,"claimType":"role_claim","role":"{role}","content":"x"}}]}}"#);
        let parsed =
            parse_summary(&reply, &ParseContext { player_count: Some(12), day: Some(1), ..ParseContext::default() });
        assert_eq!(parsed.claims.first().and_then(|c| c.role), Some(Knight), "{role}: {parsed:?}");
    }
    let mut g = knight_board(2, |_| {});
    let knight = seat_of(&g, Knight);
    let wolf = seat_of(&g, Werewolf);
    to_day_speeches(&mut g);
    let said = extract("I am the Knight.", &ExtractContext { speaker_seat: knight, ..ctx });
    assert!(!said.is_empty());
    assert!(g.ingest_claims(&said).is_ok(), "claims ingested");
    ok(&mut g, Command::KnightDuel { seat: knight, target: wolf });
    let claim = g.public_claims().iter().find(|c| c.speaker_seat == knight).expect("kept");
    assert_eq!(claim.status, ClaimStatus::Corroborated, "C4.1: the duel shows his card");
}
