//! C3 merging and C4 verification, cited by rule.

use std::collections::BTreeMap;

use proptest::prelude::*;
use wolfcore::ledger::merge::{merge, merge_with_ids, ClaimList, InvalidClaim, LedgerError, MergeOptions};
use wolfcore::ledger::verify::{verify, RevealedRoles};
use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Role, RoleCounts};

fn claim(day: u32, speaker: u8, ty: ClaimType) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day,
        phase: "DAY_SPEECH".into(),
        speaker_seat: speaker,
        claim_type: ty,
        role: None,
        target_seat: None,
        alignment: None,
        content: format!("seat {} says something", speaker + 1),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Summary,
        reasons: vec![],
    }
}
fn role(day: u32, speaker: u8, r: Role) -> PublicClaim {
    PublicClaim { role: Some(r), ..claim(day, speaker, ClaimType::RoleClaim) }
}
fn check(day: u32, speaker: u8, target: u8, a: Alignment) -> PublicClaim {
    PublicClaim { target_seat: Some(target), alignment: Some(a), ..claim(day, speaker, ClaimType::SeerCheck) }
}
fn opts() -> MergeOptions {
    MergeOptions::default()
}
fn statuses(claims: &[PublicClaim]) -> Vec<ClaimStatus> {
    claims.iter().map(|c| c.status).collect()
}

#[test]
fn c3_2_same_day_seer_counterclaim_plus_duplicate_gives_two_contested() {
    let a = role(1, 1, Role::Seer);
    let b = role(1, 4, Role::Seer);
    let dup = PublicClaim { phase: "DAY_PK_SPEECH".into(), source: ClaimSource::Regex, ..a.clone() };
    let out = merge(&[], &[a, b, dup], &opts()).expect("merge");
    assert_eq!(out.len(), 2);
    assert_eq!(statuses(&out), [ClaimStatus::Contested; 2]);
    assert!(out.iter().all(|c| c.reasons == [Reason::Counterclaim]));
}

#[test]
fn c3_2_counterclaim_across_days() {
    let day1 = merge(&[], &[role(1, 2, Role::Seer)], &opts()).expect("day 1");
    assert_eq!(statuses(&day1), [ClaimStatus::Unverified]);
    let day2 = merge(&day1, &[role(2, 7, Role::Seer)], &opts()).expect("day 2");
    assert_eq!(statuses(&day2), [ClaimStatus::Contested; 2]);
    assert_eq!(day2[0].id, day1[0].id, "existing claims keep their id");
}

#[test]
fn c3_2_check_implies_a_seer_claim() {
    let out = merge(&[], &[role(1, 0, Role::Seer), check(2, 5, 3, Alignment::Wolf)], &opts()).expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Contested; 2]);
}

#[test]
fn c3_2_villagers_within_the_board_count_are_not_contested() {
    let counts = RoleCounts::preset(12).expect("12");
    assert_eq!(counts.count(Role::Villager), 4);
    let three = [role(1, 0, Role::Villager), role(1, 3, Role::Villager), role(2, 8, Role::Villager)];
    let out = merge(&[], &three, &MergeOptions { role_counts: counts, player_count: None }).expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Unverified; 3]);
}

#[test]
fn c3_2_villager_over_claim_is_contested() {
    let counts = RoleCounts::preset(9).expect("9"); // 3 villagers
    let four: Vec<_> = [0, 2, 4, 6].iter().map(|s| role(1, *s, Role::Villager)).collect();
    let out = merge(&[], &four, &MergeOptions { role_counts: counts, player_count: None }).expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Contested; 4]);
    assert!(out.iter().all(|c| c.reasons == [Reason::OverClaim]));
}

#[test]
fn c3_2_self_contradiction_seer_then_witch() {
    let out = merge(&[], &[role(1, 3, Role::Seer), role(2, 3, Role::Witch)], &opts()).expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Contested; 2]);
    assert!(out.iter().all(|c| c.reasons == [Reason::SelfContradiction]));
}

#[test]
fn c3_2_conflicting_checks_on_one_target() {
    // Same speaker changing their story also self-contradicts nothing (one role), but the checks conflict.
    let out = merge(&[], &[check(1, 0, 6, Alignment::Good), check(2, 0, 6, Alignment::Wolf)], &opts()).expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Contested; 2]);
    assert!(out.iter().all(|c| c.reasons == [Reason::ConflictingCheck]));
    // Two checks agreeing on one target are fine.
    let ok = merge(&[], &[check(1, 0, 6, Alignment::Good), check(2, 0, 6, Alignment::Good)], &opts()).expect("merge");
    assert_eq!(statuses(&ok), [ClaimStatus::Unverified; 2]);
}

#[test]
fn c3_2_role_counts_decide_uniqueness() {
    let two_seers = RoleCounts::default().with(Role::Seer, 2);
    let out = merge(
        &[],
        &[role(1, 0, Role::Seer), role(1, 1, Role::Seer)],
        &MergeOptions { role_counts: two_seers, player_count: None },
    )
    .expect("merge");
    assert_eq!(statuses(&out), [ClaimStatus::Unverified; 2]);
}

#[test]
fn c2_model_status_is_reset_by_the_ledger() {
    let lying = PublicClaim {
        status: ClaimStatus::Contested,
        reasons: vec![Reason::ConflictingCheck],
        ..role(1, 0, Role::Hunter)
    };
    let out = merge(&[], &[lying], &opts()).expect("merge");
    assert_eq!(out[0].status, ClaimStatus::Unverified);
    assert!(out[0].reasons.is_empty());
}

#[test]
fn c3_leaves_inputs_unchanged() {
    let existing = merge(&[], &[role(1, 0, Role::Seer)], &opts()).expect("merge");
    let incoming = vec![role(2, 1, Role::Seer), role(2, 2, Role::Witch)];
    let (e0, i0) = (existing.clone(), incoming.clone());
    let out = merge(&existing, &incoming, &opts()).expect("merge");
    assert_eq!(existing, e0);
    assert_eq!(incoming, i0);
    assert_eq!(out.len(), 3);
    assert_eq!(existing[0].status, ClaimStatus::Unverified, "the caller's copy is not re-tagged");
}

#[test]
fn c3_1_ids_are_uuid_v4_and_unique() {
    let out = merge(&[], &[role(1, 0, Role::Seer), role(1, 1, Role::Witch)], &opts()).expect("merge");
    for c in &out {
        let id = uuid::Uuid::parse_str(&c.id).expect("uuid");
        assert_eq!(id.get_version_num(), 4);
    }
    assert_ne!(out[0].id, out[1].id);
    // A colliding id from the caller is replaced, never shared.
    let mut a = role(1, 0, Role::Seer);
    a.id = "same".into();
    let mut b = role(1, 1, Role::Witch);
    b.id = "same".into();
    let out = merge(&[a], &[b], &opts()).expect("merge");
    assert_eq!(out[0].id, "same");
    assert_ne!(out[1].id, "same");
}

#[test]
fn c3_1_check_with_explicit_seer_role_is_the_same_claim() {
    let plain = check(1, 2, 5, Alignment::Good);
    let with_role = PublicClaim { role: Some(Role::Seer), ..plain.clone() };
    let out = merge(&[], &[plain, with_role], &opts()).expect("merge");
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].role, None);
}

#[test]
fn c3_invalid_claims_are_typed_errors_and_merge_nothing() {
    let cases: Vec<(PublicClaim, InvalidClaim)> = vec![
        (PublicClaim { day: 0, ..role(1, 0, Role::Seer) }, InvalidClaim::DayZero),
        (role(1, 16, Role::Seer), InvalidClaim::SpeakerSeatOutOfRange { seat: 16 }),
        (
            PublicClaim { target_seat: Some(200), ..check(1, 0, 1, Alignment::Good) },
            InvalidClaim::TargetSeatOutOfRange { seat: 200 },
        ),
        (PublicClaim { content: " \n ".into(), ..role(1, 0, Role::Seer) }, InvalidClaim::EmptyContent),
        (PublicClaim { content: "x".repeat(2001), ..role(1, 0, Role::Seer) }, InvalidClaim::ContentTooLong),
        (PublicClaim { phase: String::new(), ..role(1, 0, Role::Seer) }, InvalidClaim::InvalidPhase),
        (PublicClaim { role: None, ..role(1, 0, Role::Seer) }, InvalidClaim::RoleClaimWithoutRole),
    ];
    for (bad, reason) in cases {
        let err = merge(&[role(1, 3, Role::Hunter)], &[role(1, 4, Role::Guard), bad], &opts()).expect_err("invalid");
        assert_eq!(err, LedgerError::InvalidClaim { list: ClaimList::Incoming, index: 1, reason });
        assert_eq!(err.code(), "invalid_claim");
    }
}

#[test]
fn c3_4_merging_with_itself_or_empty_is_identity() {
    let m = merge(&[], &[role(1, 0, Role::Seer), role(2, 1, Role::Seer), check(2, 1, 4, Alignment::Wolf)], &opts())
        .expect("merge");
    assert_eq!(merge(&m, &m, &opts()).expect("self"), m);
    assert_eq!(merge(&m, &[], &opts()).expect("empty"), m);
    assert_eq!(merge(&[], &m, &opts()).expect("into empty"), m);
}

#[test]
fn c3_deterministic_ids_from_the_callers_source() {
    let mut n = 0;
    let mut ids = || {
        n += 1;
        format!("id-{n}")
    };
    let out =
        merge_with_ids(&[], &[role(1, 0, Role::Seer), role(1, 1, Role::Guard)], &opts(), &mut ids).expect("merge");
    assert_eq!(out.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["id-1", "id-2"]);
}

fn revealed(pairs: &[(u8, Role)]) -> RevealedRoles {
    pairs.iter().copied().collect::<BTreeMap<_, _>>()
}

#[test]
fn c4_1_revealed_roles_corroborate_or_disprove_role_claims() {
    let ledger = merge(&[], &[role(1, 2, Role::Hunter), role(1, 5, Role::Seer), role(1, 7, Role::Seer)], &opts())
        .expect("merge");
    let out = verify(&ledger, &revealed(&[(2, Role::Hunter), (5, Role::Werewolf)]));
    assert_eq!(statuses(&out), [ClaimStatus::Corroborated, ClaimStatus::Disproved, ClaimStatus::Contested]);
    assert_eq!(out[0].reasons, [Reason::RevealedRole]);
    assert_eq!(out[1].reasons, [Reason::RevealedRole]);
    // The fake Seer no longer contests the other claimant once merged again.
    let again = merge(&out, &[], &opts()).expect("merge");
    assert_eq!(statuses(&again), [ClaimStatus::Corroborated, ClaimStatus::Disproved, ClaimStatus::Unverified]);
}

#[test]
fn c4_2_and_c4_3_a_false_check_disproves_the_seer_claim() {
    let ledger = merge(
        &[],
        &[
            role(1, 4, Role::Seer),
            check(1, 4, 2, Alignment::Wolf),
            PublicClaim {
                target_seat: Some(9),
                alignment: Some(Alignment::Good),
                ..claim(1, 6, ClaimType::AlignmentStatement)
            },
        ],
        &opts(),
    )
    .expect("merge");
    // Seat 2 is shown to be the Hunter (good): the wolf verdict was false.
    let out = verify(&ledger, &revealed(&[(2, Role::Hunter), (9, Role::Villager)]));
    assert_eq!(out[1].status, ClaimStatus::Disproved);
    assert_eq!(out[1].reasons, [Reason::RevealedAlignment]);
    assert_eq!(out[0].status, ClaimStatus::Disproved);
    assert_eq!(out[0].reasons, [Reason::FalseCheck]);
    assert_eq!(out[2].status, ClaimStatus::Corroborated);
    assert_eq!(out[2].reasons, [Reason::RevealedAlignment]);
}

#[test]
fn c4_a_potion_claim_by_someone_who_is_not_the_witch_is_disproved() {
    let ledger = merge(&[], &[PublicClaim { target_seat: Some(1), ..claim(1, 3, ClaimType::WitchSave) }], &opts())
        .expect("merge");
    let out = verify(&ledger, &revealed(&[(3, Role::Villager)]));
    assert_eq!(out[0].status, ClaimStatus::Disproved);
    let by_witch = verify(&ledger, &revealed(&[(3, Role::Witch)]));
    assert_eq!(by_witch[0].status, ClaimStatus::Unverified, "the role alone does not settle whom she saved");
}

#[test]
fn c3_3_verdicts_are_final_through_merges() {
    let ledger = merge(&[], &[role(1, 2, Role::Seer)], &opts()).expect("merge");
    let verified = verify(&ledger, &revealed(&[(2, Role::Seer)]));
    assert_eq!(verified[0].status, ClaimStatus::Corroborated);
    // A later counterclaim does not downgrade the verdict.
    let out = merge(&verified, &[role(3, 8, Role::Seer)], &opts()).expect("merge");
    assert_eq!(out[0].status, ClaimStatus::Corroborated);
    assert_eq!(out[1].status, ClaimStatus::Contested);
    // An unverified duplicate arriving first does not erase the verdict either.
    let reversed = merge(&[ledger[0].clone()], &verified, &opts()).expect("merge");
    assert_eq!(reversed[0].status, ClaimStatus::Corroborated);
    // And verify never rewrites it.
    let wrong = verify(&out, &revealed(&[(2, Role::Werewolf)]));
    assert_eq!(wrong[0].status, ClaimStatus::Corroborated);
}

#[test]
fn c4_verify_is_idempotent_and_pure() {
    let ledger = merge(&[], &[role(1, 4, Role::Seer), check(1, 4, 2, Alignment::Wolf)], &opts()).expect("merge");
    let before = ledger.clone();
    let once = verify(&ledger, &revealed(&[(2, Role::Villager)]));
    assert_eq!(ledger, before);
    assert_eq!(verify(&once, &revealed(&[(2, Role::Villager)])), once);
    assert_eq!(verify(&ledger, &RevealedRoles::new()), ledger, "nothing public, nothing learnt");
}

// ---- properties -------------------------------------------------------------------------

fn arb_claim() -> impl Strategy<Value = PublicClaim> {
    let ty = prop::sample::select(ClaimType::ALL.to_vec());
    let role = prop::option::of(prop::sample::select(Role::REAL.to_vec()));
    let align = prop::option::of(prop::sample::select(vec![Alignment::Good, Alignment::Wolf]));
    (1u32..4, 0u8..8, ty, role, prop::option::of(0u8..8), align, "[a-z ]{1,12}").prop_map(
        |(day, speaker, ty, role, target, alignment, content)| {
            let role = if ty == ClaimType::RoleClaim { role.or(Some(Role::Seer)) } else { role };
            PublicClaim {
                role,
                target_seat: target,
                alignment,
                content: format!("c{content}"),
                ..claim(day, speaker, ty)
            }
        },
    )
}

fn status_by_key(claims: &[PublicClaim]) -> BTreeMap<wolfcore::ClaimKey, (ClaimStatus, Vec<Reason>)> {
    claims.iter().map(|c| (c.key(), (c.status, c.reasons.clone()))).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn prop_c3_4_merge_is_idempotent(a in prop::collection::vec(arb_claim(), 0..20), b in prop::collection::vec(arb_claim(), 0..20)) {
        let m = merge(&a, &b, &opts()).expect("merge");
        prop_assert_eq!(&merge(&m, &m, &opts()).expect("self"), &m);
        prop_assert_eq!(&merge(&m, &[], &opts()).expect("empty"), &m);
        // Re-merging what was already merged adds nothing.
        prop_assert_eq!(&merge(&m, &b, &opts()).expect("again"), &m);
    }

    #[test]
    fn prop_c3_2_statuses_do_not_depend_on_arrival_order(
        claims in prop::collection::vec(arb_claim(), 0..24),
        seed in any::<u64>(),
        split in 0usize..24,
    ) {
        let straight = merge(&[], &claims, &opts()).expect("merge");
        // Shuffle deterministically from the seed, and deliver in two batches.
        let mut shuffled = claims.clone();
        let mut s = seed;
        for i in (1..shuffled.len()).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let j = usize::try_from(s >> 33).unwrap_or(0) % (i + 1);
            shuffled.swap(i, j);
        }
        let cut = split.min(shuffled.len());
        let first = merge(&[], &shuffled[..cut], &opts()).expect("first");
        let second = merge(&first, &shuffled[cut..], &opts()).expect("second");
        prop_assert_eq!(status_by_key(&straight), status_by_key(&second));
    }

    #[test]
    fn prop_c4_verdicts_survive_any_later_merge(
        claims in prop::collection::vec(arb_claim(), 1..16),
        later in prop::collection::vec(arb_claim(), 0..16),
        reveal in prop::collection::btree_map(0u8..8, prop::sample::select(Role::REAL.to_vec()), 0..4),
    ) {
        let ledger = merge(&[], &claims, &opts()).expect("merge");
        let verified = verify(&ledger, &reveal);
        prop_assert_eq!(&verify(&verified, &reveal), &verified);
        let merged = merge(&verified, &later, &opts()).expect("merge");
        for c in verified.iter().filter(|c| c.status.is_final()) {
            let after = merged.iter().find(|m| m.key() == c.key()).expect("kept");
            prop_assert_eq!(after.status, c.status);
        }
    }
}
