//! M1–M9 on small hand-written logs (`docs/metrics.md`).

use super::*;
use crate::engine::Ballot;
use crate::model::{ClaimSource, ClaimStatus};

fn claim(
    day: u32,
    phase: &str,
    speaker: Seat,
    t: ClaimType,
    role: Option<Role>,
    target: Option<Seat>,
    al: Option<Alignment>,
) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day,
        phase: phase.to_owned(),
        speaker_seat: speaker,
        claim_type: t,
        role,
        target_seat: target,
        alignment: al,
        content: "x".to_owned(),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Regex,
        reasons: Vec::new(),
    }
}

fn wolf_read(day: u32, speaker: Seat, target: Seat) -> PublicClaim {
    claim(day, "DAY_SPEECH", speaker, ClaimType::AlignmentStatement, None, Some(target), Some(Alignment::Wolf))
}

fn tally(pairs: &[(Seat, Option<Seat>)]) -> EventKind {
    EventKind::VoteTallied {
        round: VoteRound::Main,
        ballots: pairs.iter().map(|(voter, target)| Ballot { voter: *voter, target: *target }).collect(),
        outcome: VoteOutcome::NoVotes,
        sheriff: None,
    }
}

/// Seats 0–5: 0 Werewolf, 1 Seer, 2 Witch, 3 Hunter, 4 Villager, 5 Villager.
const ROLES: [Role; 6] = [Role::Werewolf, Role::Seer, Role::Witch, Role::Hunter, Role::Villager, Role::Villager];

#[test]
fn m1_a_ballot_follows_the_voters_stated_read_of_that_day() {
    let claims = vec![
        wolf_read(1, 4, 0),
        wolf_read(1, 5, 0),
        wolf_read(1, 3, 0),
        claim(1, "DAY_SPEECH", 3, ClaimType::AlignmentStatement, None, Some(0), Some(Alignment::Good)),
    ];
    // R3.5: 4 votes its read (followed), 5 votes 2 (departed), 3 withdrew its read (not counted),
    // 2 stated nothing (not counted).
    let log = [(1, tally(&[(4, Some(0)), (5, Some(2)), (3, Some(1)), (2, Some(0))]))];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    let s = |i: usize| &m.seats[i];
    assert_eq!((s(4).read_ballots, s(4).read_ballots_followed), (1, 1));
    assert_eq!((s(5).read_ballots, s(5).read_ballots_followed), (1, 0));
    assert_eq!(s(3).read_ballots, 0);
    assert_eq!(s(2).read_ballots, 0);
    // A read of another day does not bind today's ballot.
    let log = [(2, tally(&[(4, Some(2))]))];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    assert_eq!(m.seats[4].read_ballots, 0);
}

#[test]
fn m1_a_read_on_a_dead_seat_does_not_bind() {
    let claims = vec![wolf_read(1, 4, 0)];
    let log = [(1, EventKind::Executed { seat: 0, role: None }), (1, tally(&[(4, Some(2))]))];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    assert_eq!(m.seats[4].read_ballots, 0);
    assert!(!m.seats[0].alive);
}

/// R8.4: a Knight who duels a good player dies and the day goes on to its vote. A read on the
/// dead Knight no longer binds the ballot (he cannot be voted), nor a read on the target the
/// duel showed good; a wolf killed by a duel is dead for every later ballot.
#[test]
fn m1_reads_on_the_dead_or_the_cleared_do_not_bind_after_a_knights_duel() {
    let mut roles = ROLES;
    roles[3] = Role::Knight;
    // 4 calls the Knight (3) a wolf; the Knight duels 5 (good) and dies; 4 then votes 0.
    // 1 called 5 a wolf before the duel showed 5 good, and votes 0: the table saw why.
    let claims = vec![wolf_read(1, 4, 3), wolf_read(1, 2, 0), wolf_read(1, 1, 5)];
    let log = [
        (1, EventKind::KnightDueled { seat: 3, target: 5, wolf: false, target_role: None }),
        (1, tally(&[(4, Some(0)), (2, Some(0)), (1, Some(0))])),
    ];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &roles);
    assert!(!m.seats[3].alive, "the Knight died in his duel");
    assert!(m.seats[5].alive, "the good target survives");
    assert_eq!(m.seats[4].read_ballots, 0, "a read on a dead seat does not bind");
    assert_eq!((m.seats[2].read_ballots, m.seats[2].read_ballots_followed), (1, 1));
    assert_eq!(m.seats[1].read_ballots, 0, "a read the duel disproved does not bind");
    // Without the duel the same ballots are held to their reads.
    let m = compute(log[1..].iter().map(|(d, k)| (*d, k)), &claims, &roles);
    assert_eq!((m.seats[4].read_ballots, m.seats[4].read_ballots_followed), (1, 0));
    assert_eq!((m.seats[1].read_ballots, m.seats[1].read_ballots_followed), (1, 0));
    // A duel on a wolf kills the wolf.
    let log = [(1, EventKind::KnightDueled { seat: 3, target: 0, wolf: true, target_role: None })];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &roles);
    assert!(!m.seats[0].alive && m.seats[3].alive);
}

/// M1, M6: only what the table saw before a vote counts. A Hunter executed by the vote and
/// shown good by his shot afterwards (R3.2) still binds the ballots cast on him that day.
#[test]
fn m1_m6_a_seat_shown_good_after_the_vote_still_binds_it() {
    let claims =
        vec![wolf_read(1, 4, 3), claim(1, "DAY_SPEECH", 1, ClaimType::SeerCheck, None, Some(3), Some(Alignment::Wolf))];
    let log = [
        (1, tally(&[(4, Some(3)), (5, Some(0))])),
        (1, EventKind::Executed { seat: 3, role: None }),
        (1, EventKind::HunterShot { seat: 3, target: 0, target_role: None }),
    ];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    assert_eq!((m.seats[4].read_ballots, m.seats[4].read_ballots_followed), (1, 1));
    assert_eq!((m.seats[4].check_ballots, m.seats[4].check_ballots_followed), (1, 1));
    assert_eq!((m.seats[5].check_ballots, m.seats[5].check_ballots_followed), (1, 0));
}

/// M6, R8.4: a duel that kills the Knight shows its target good, so a Seer's wolf check on that
/// target stops standing from that day.
#[test]
fn m6_a_check_on_a_seat_the_duel_cleared_no_longer_stands() {
    let mut roles = ROLES;
    roles[3] = Role::Knight;
    let check = claim(1, "DAY_SPEECH", 1, ClaimType::SeerCheck, None, Some(5), Some(Alignment::Wolf));
    let vote = (1, tally(&[(4, Some(0))]));
    let m = compute(std::iter::once((vote.0, &vote.1)), std::slice::from_ref(&check), &roles);
    assert_eq!(m.seats[4].check_ballots, 1);
    let duel = (1, EventKind::KnightDueled { seat: 3, target: 5, wolf: false, target_role: None });
    let log = [duel, vote];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), std::slice::from_ref(&check), &roles);
    assert_eq!(m.seats[4].check_ballots, 0, "the duel showed seat 5 good");
}

#[test]
fn m2_m3_lies_and_self_contradictions() {
    let claims = vec![
        // The wolf claims Seer (a lie), checks 1 as a wolf (a lie: it is no Seer), then claims Witch
        // (a self-contradiction and a lie).
        claim(1, "DAY_SPEECH", 0, ClaimType::RoleClaim, Some(Role::Seer), None, None),
        claim(1, "DAY_SPEECH", 0, ClaimType::SeerCheck, None, Some(1), Some(Alignment::Wolf)),
        claim(2, "DAY_SPEECH", 0, ClaimType::RoleClaim, Some(Role::Witch), None, None),
        // The real Seer reports its real check (true) and one it never made (a lie).
        claim(1, "DAY_SPEECH", 1, ClaimType::SeerCheck, None, Some(0), Some(Alignment::Wolf)),
        claim(2, "DAY_SPEECH", 1, ClaimType::SeerCheck, None, Some(4), Some(Alignment::Good)),
        // A villager's wrong read is a mistake, not a lie (M4).
        wolf_read(1, 4, 5),
        // The Witch's poison claim matches the log (true).
        claim(2, "DAY_SPEECH", 2, ClaimType::WitchPoison, None, Some(0), None),
    ];
    let log = [
        (1, EventKind::SeerResult { seat: 1, target: 0, alignment: Alignment::Wolf }),
        (2, EventKind::WitchActed { seat: 2, save: None, poison: Some(0) }),
    ];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    let s = |i: usize| &m.seats[i];
    assert_eq!((s(0).claims, s(0).lies, s(0).self_contradictions), (3, 3, 1));
    assert_eq!((s(1).claims, s(1).lies, s(1).self_contradictions), (2, 1, 0));
    assert_eq!((s(4).claims, s(4).lies, s(4).reads, s(4).wrong_reads), (0, 0, 1, 1));
    assert_eq!((s(2).claims, s(2).lies), (1, 0));
    assert_eq!(s(2).power.poisoned_night, Some(2));
    assert!(s(2).power.poisoned_wolf);
    assert_eq!((s(1).power.checks, s(1).power.wolves_found), (1, 1));
    // A wolf knows every side: calling a good seat a wolf is a lie, not a read.
    let claims = vec![wolf_read(1, 0, 4)];
    let m = compute(std::iter::empty(), &claims, &ROLES);
    assert_eq!((m.seats[0].claims, m.seats[0].lies, m.seats[0].reads), (1, 1, 0));
}

#[test]
fn m5_a_fake_seer_counter_claimed_then_voted_out_is_caught() {
    let claims = vec![
        claim(1, "DAY_SPEECH", 0, ClaimType::RoleClaim, Some(Role::Seer), None, None),
        claim(1, "DAY_SPEECH", 1, ClaimType::RoleClaim, Some(Role::Seer), None, None),
    ];
    let log = [(2, EventKind::Executed { seat: 0, role: None })];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &ROLES);
    assert_eq!((m.seats[0].fake_claims, m.seats[0].fake_claims_caught), (1, 1));
    assert_eq!(m.seats[1].fake_claims, 0, "the real Seer fakes nothing");
    // Without a counter-claim, an execution is no catch.
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims[..1], &ROLES);
    assert_eq!((m.seats[0].fake_claims, m.seats[0].fake_claims_caught), (1, 0));
}

#[test]
fn m6_checks_followed_only_while_the_check_stands_unrefuted() {
    let check = claim(1, "DAY_SPEECH", 1, ClaimType::SeerCheck, None, Some(0), Some(Alignment::Wolf));
    let log = [(1, tally(&[(4, Some(0)), (5, Some(3))]))];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), std::slice::from_ref(&check), &ROLES);
    assert_eq!((m.seats[4].check_ballots, m.seats[4].check_ballots_followed), (1, 1));
    assert_eq!((m.seats[5].check_ballots, m.seats[5].check_ballots_followed), (1, 0));
    // A counter-claimant makes the check contested: nothing stands.
    let counter = claim(1, "DAY_SPEECH", 0, ClaimType::RoleClaim, Some(Role::Seer), None, None);
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &[check, counter], &ROLES);
    assert_eq!(m.seats[4].check_ballots, 0);
}

#[test]
fn m7_m8_m9_power_abstentions_and_day_one() {
    let log = [
        (1, EventKind::NightFell { night: 1 }),
        (1, EventKind::GuardProtected { seat: 5, target: Some(4) }),
        (
            1,
            EventKind::NightResolved {
                night: 1,
                wolf_target: Some(4),
                guarded: Some(4),
                saved: None,
                poisoned: None,
                deaths: Vec::new(),
            },
        ),
        (1, EventKind::Speech { seat: 4, text: "hi".to_owned(), pk: false }),
        (1, EventKind::Speech { seat: 5, text: "hi".to_owned(), pk: false }),
        (1, tally(&[(4, None), (5, Some(0))])),
        (1, EventKind::Executed { seat: 3, role: None }),
        (1, EventKind::HunterShot { seat: 3, target: 0, target_role: None }),
        (2, EventKind::NightFell { night: 2 }),
    ];
    let mut roles = ROLES;
    roles[5] = Role::Guard;
    let claims = vec![wolf_read(1, 5, 0)];
    let m = compute(log.iter().map(|(d, k)| (*d, k)), &claims, &roles);
    let s = |i: usize| &m.seats[i];
    assert_eq!((s(4).ballots, s(4).abstentions), (1, 1));
    assert_eq!((s(5).power.guard_nights, s(5).power.guard_blocks), (1, 1));
    assert!(s(3).power.could_shoot && s(3).power.shot && s(3).power.shot_wolf);
    assert!(s(4).day1_spoke && !s(4).day1_claimed);
    assert!(s(5).day1_spoke && s(5).day1_claimed);
    assert_eq!((s(4).nights_alive, s(3).nights_alive, s(0).nights_alive), (2, 1, 1));
    let mut t = MetricsTally::default();
    t.add(&m);
    assert_eq!(t.role(Role::Hunter).shot, 1);
    assert_eq!(t.good.abstentions, 1);
    let mut u = MetricsTally::default();
    u.merge(&t);
    u.merge(&t);
    assert_eq!(u.role(Role::Guard).guard_blocks, 2);
}
