//! Issue 17 item 3: the versioned ledger (`ledger::versioned`, the state behind the package's
//! `Ledger` and its remembered results) equals the full merge (C3) and `verify` (C4) at every
//! version, on a board with every role, whatever mix of merges, verdicts and returns to older
//! versions reaches it; what it reports as changed is exactly what differs.

use std::collections::BTreeMap;

#[path = "support/claims.rs"]
mod claims;

use proptest::prelude::*;
use wolfcore::ledger::merge::{merge_with_ids, LedgerError, MergeOptions, MAX_LEDGER_CLAIMS};
use wolfcore::ledger::verify::{verify, RevealedRoles};
use wolfcore::ledger::versioned::{VersionedLedger, MAX_STEPS};
use wolfcore::{ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role, RoleCounts};

/// One of every role in `Role::REAL` (a new role joins here through `Role::REAL`).
fn every_role_board() -> MergeOptions {
    let mut roles = Vec::new();
    for role in Role::REAL {
        roles.push(role);
        if matches!(role, Role::Villager | Role::Werewolf) {
            roles.push(role);
        }
    }
    let counts = RoleCounts::from_roles(&roles);
    let players = u8::try_from(roles.len()).expect("a board of at most 16 seats");
    MergeOptions::for_board(Some(players), Some(counts)).expect("every role adds up")
}

fn claim_strategy(seats: u8) -> impl Strategy<Value = PublicClaim> {
    claims::claim_strategy(seats, Role::REAL.iter().copied().chain([Role::Unknown]).collect())
}

#[derive(Debug, Clone)]
enum Op {
    Merge(Vec<PublicClaim>),
    Verify(Vec<(u8, Role)>),
    /// Back to the version reached after the op this many ops ago (older ones are forgotten).
    Back(usize),
}

fn op_strategy(seats: u8) -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => prop::collection::vec(claim_strategy(seats), 0..10).prop_map(Op::Merge),
        1 => prop::collection::vec((0..seats, prop::sample::select(Role::REAL.to_vec())), 1..3).prop_map(Op::Verify),
        1 => (0usize..40).prop_map(Op::Back),
    ]
}

/// Ids `id-1`, `id-2`, … (both sides draw them in the same order).
fn counter() -> impl FnMut() -> String {
    let mut n = 0u32;
    move || {
        n += 1;
        format!("id-{n}")
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// C3/C4: at every version, the versioned ledger holds what the full merge
    /// (`merge_with_ids`, every status recomputed) and `verify` give from that version's
    /// parent; `changed_since` of every remembered version names exactly the claims that
    /// differ; going back restores a version's claims exactly.
    #[test]
    fn c3_c4_versioned_equals_full_merge_with_every_role(ops in prop::collection::vec(op_strategy(every_role_board().seats()), 1..40)) {
        let opts = every_role_board();
        let mut full_ids = counter();
        let mut kept_ids = counter();
        let mut kept = VersionedLedger::empty(opts);
        // The reference: the claims of every version reached, and the truth so far per version.
        let mut reference: BTreeMap<u32, (Vec<PublicClaim>, RevealedRoles)> = BTreeMap::new();
        reference.insert(kept.version(), (Vec::new(), RevealedRoles::new()));
        let mut reached: Vec<u32> = vec![kept.version()];
        // Each version's parent: versions are a tree once the ledger goes back and changes again.
        let mut parent: BTreeMap<u32, u32> = BTreeMap::new();
        for (step, op) in ops.iter().enumerate() {
            let before = kept.version();
            let (now, truth) = reference[&before].clone();
            match op {
                Op::Merge(batch) => {
                    let full = merge_with_ids(&now, batch, &opts, &mut full_ids).expect("valid claims");
                    let added = kept.merge(batch.clone(), &mut kept_ids).expect("valid claims");
                    prop_assert_eq!(added, full.len() - now.len(), "step {}", step);
                    prop_assert_eq!(kept.claims(), &full[..], "merge, step {}", step);
                    reference.insert(kept.version(), (full, truth));
                }
                Op::Verify(revealed) => {
                    let mut truth = truth;
                    truth.extend(revealed.iter().copied());
                    let full = verify(&now, &truth);
                    let judged = full.iter().zip(&now).filter(|(a, b)| a != b).count();
                    prop_assert_eq!(kept.verify(&truth), judged, "step {}", step);
                    prop_assert_eq!(kept.claims(), &full[..], "verify, step {}", step);
                    reference.insert(kept.version(), (full, truth));
                }
                Op::Back(ago) => {
                    let Some(&target) = reached.iter().rev().nth(*ago) else { continue };
                    let depth = ancestry(&parent, before).iter().position(|v| *v == target);
                    let back = kept.rollback_to(target);
                    // Only ancestors within the journal can be gone back to.
                    prop_assert_eq!(back, depth.is_some_and(|d| d <= MAX_STEPS), "back to {} at step {}", target, step);
                    if back {
                        prop_assert_eq!(kept.version(), target);
                        prop_assert_eq!(kept.claims(), &reference[&target].0[..], "back, step {}", step);
                    } else {
                        prop_assert_eq!(kept.version(), before, "nothing undone");
                    }
                }
            }
            if kept.version() != before && !matches!(op, Op::Back(_)) {
                prop_assert!(!parent.contains_key(&kept.version()), "a version is never reused");
                parent.insert(kept.version(), before);
            }
            reached.push(kept.version());
            // What changed since each ancestor in the journal is exactly what differs from it;
            // other versions are unknown.
            let line = ancestry(&parent, kept.version());
            for (version, (then, _)) in &reference {
                let depth = line.iter().position(|v| v == version);
                let changed = kept.changed_since(*version);
                prop_assert_eq!(changed.is_some(), depth.is_some_and(|d| d <= MAX_STEPS), "version {} at step {}", version, step);
                let Some(changed) = changed else { continue };
                let now = kept.claims();
                prop_assert!(then.len() <= now.len(), "an ancestor is never longer");
                let differ: Vec<usize> = (0..now.len()).filter(|at| then.get(*at) != Some(&now[*at])).collect();
                // A claim set back to what it was may be named too; none that differs is missed.
                prop_assert!(differ.iter().all(|at| changed.contains(at)), "step {}: {:?} not in {:?}", step, differ, changed);
                prop_assert!(changed.windows(2).all(|w| w[0] < w[1]), "ascending");
                prop_assert!(changed.iter().all(|at| *at < now.len()));
            }
        }
        // One more (empty) merge brings every status up to date, as the full merge does.
        let (now, _) = reference[&kept.version()].clone();
        let full = merge_with_ids(&now, &[], &opts, &mut full_ids).expect("valid claims");
        kept.recompute();
        prop_assert_eq!(kept.claims(), &full[..]);
    }
}

/// `version`, its parent, its parent's parent, … (version 0 has none).
fn ancestry(parent: &BTreeMap<u32, u32>, version: u32) -> Vec<u32> {
    let mut line = vec![version];
    while let Some(p) = parent.get(line.last().unwrap_or(&0)) {
        line.push(*p);
    }
    line
}

fn claim(i: usize) -> PublicClaim {
    PublicClaim {
        id: String::new(),
        day: 1 + u32::try_from(i / 144).unwrap_or(0),
        phase: "DAY_SPEECH".to_owned(),
        speaker_seat: u8::try_from(i % 12).unwrap_or(0),
        claim_type: ClaimType::Other,
        role: None,
        target_seat: Some(u8::try_from((i / 12) % 12).unwrap_or(0)),
        alignment: None,
        content: format!("claim {i}"),
        status: ClaimStatus::Unverified,
        source: ClaimSource::Summary,
        reasons: Vec::new(),
    }
}

/// C1/C3: a batch with an invalid claim, or one that would pass the cap, changes nothing —
/// not the claims, not the version.
#[test]
fn c1_refused_batches_change_nothing() {
    let opts = MergeOptions::for_board(Some(9), None).expect("preset");
    let mut kept = VersionedLedger::empty(opts);
    let mut ids = counter();
    kept.merge(vec![claim(0)], &mut ids).expect("valid");
    let before = kept.clone();
    let mut bad = claim(1);
    bad.speaker_seat = 11; // no such seat on a 9-seat board
    let err = kept.merge(vec![claim(2), bad], &mut ids).expect_err("seat 11 of 9");
    assert!(matches!(err, LedgerError::InvalidClaim { index: 1, .. }), "{err:?}");
    assert_eq!(kept, before);

    // Fill to the cap (distinct keys: days × speakers × targets), then one more new claim.
    let mut big = VersionedLedger::empty(MergeOptions::default());
    let all: Vec<PublicClaim> = (0..MAX_LEDGER_CLAIMS).map(claim).collect();
    assert_eq!(big.merge(all.clone(), &mut ids).expect("fits"), MAX_LEDGER_CLAIMS);
    let full = big.clone();
    assert_eq!(big.merge(vec![claim(MAX_LEDGER_CLAIMS)], &mut ids), Err(LedgerError::TooManyClaims));
    assert_eq!(big, full);
    // Duplicates of kept claims still fit (nothing new).
    assert_eq!(big.merge(all[..5].to_vec(), &mut ids), Ok(0));
}

/// The journal is bounded: after more than `MAX_STEPS` changes the oldest versions are
/// forgotten (unknown to `changed_since` and `rollback_to`), the newest are not.
#[test]
fn c3_journal_keeps_max_steps() {
    let mut kept = VersionedLedger::empty(MergeOptions::default());
    let mut ids = counter();
    let mut versions = vec![kept.version()];
    for i in 0..MAX_STEPS + 5 {
        kept.merge(vec![claim(i)], &mut ids).expect("valid");
        versions.push(kept.version());
    }
    let oldest_kept = versions.len() - 1 - MAX_STEPS;
    for (i, v) in versions.iter().enumerate() {
        assert_eq!(kept.changed_since(*v).is_some(), i >= oldest_kept, "version #{i}");
    }
    assert!(!kept.rollback_to(versions[0]));
    assert_eq!(kept.len(), MAX_STEPS + 5);
    assert!(kept.rollback_to(versions[oldest_kept]));
    assert_eq!(kept.len(), oldest_kept);
    // A change that changes nothing keeps the version.
    let v = kept.version();
    kept.merge(vec![claim(0)], &mut ids).expect("a duplicate");
    assert_eq!(kept.version(), v);
}
