//! Issue 13: the incremental ledger (`ledger::index`) gives exactly what the full merge and a
//! from-scratch `recompute_statuses` give
//! (C3.1 dedupe and ids, C3.2 statuses and reasons, C3.3 final statuses kept), batch after
//! batch, with verdicts (C4) arriving in between.

#[path = "support/claims.rs"]
mod claims;

use proptest::prelude::*;
use wolfcore::ledger::index::IndexedLedger;
use wolfcore::ledger::merge::{merge_with_ids, recompute_statuses, MergeOptions};
use wolfcore::ledger::verify::{verify, RevealedRoles};
use wolfcore::{ClaimStatus, ClaimType, PublicClaim, Role, RoleCounts};

fn claim_strategy() -> impl Strategy<Value = PublicClaim> {
    claims::claim_strategy(7, vec![Role::Seer, Role::Witch, Role::Guard, Role::Villager, Role::Werewolf, Role::Unknown])
}

fn counter() -> impl FnMut() -> String {
    let mut n = 0u32;
    move || {
        n += 1;
        format!("id-{n}")
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// C3: batches merged one by one into a kept `IndexedLedger` == `merge_with_ids` of the
    /// previous result with the batch (which recomputes every status), with C4 verdicts
    /// applied after each merge as the engine does.
    #[test]
    fn c3_incremental_merge_equals_full_recomputation(
        batches in prop::collection::vec(prop::collection::vec(claim_strategy(), 0..12), 1..6),
        revealed in prop::collection::vec((0u8..7, prop::sample::select(Role::REAL.to_vec())), 0..3),
        nine in any::<bool>(),
    ) {
        let counts = if nine { RoleCounts::preset(9).unwrap_or_default() } else { RoleCounts::default() };
        #[allow(clippy::needless_update)] // MergeOptions grows fields (the board's seat count)
        let opts = MergeOptions { role_counts: counts, ..MergeOptions::default() };
        let mut full_ids = counter();
        let mut inc_ids = counter();
        let mut full: Vec<PublicClaim> = Vec::new();
        let mut inc = IndexedLedger::new(counts);
        let mut truth = RevealedRoles::new();
        for (step, batch) in batches.iter().enumerate() {
            full = merge_with_ids(&full, batch, &opts, &mut full_ids).expect("valid claims");
            for c in batch {
                inc.offer(c.clone().canonical(), &mut |taken| loop {
                    let id = inc_ids();
                    if !taken.contains(&id) {
                        break id;
                    }
                });
            }
            inc.recompute();
            prop_assert_eq!(inc.claims(), &full[..], "after batch {}", step);
            // And both == the plain recomputation of every status from the whole ledger.
            let mut again = full.clone();
            recompute_statuses(&mut again, &counts);
            prop_assert_eq!(&again, &full, "recomputed from scratch after batch {}", step);

            // Verdicts between batches (C4), applied to both.
            if let Some((seat, role)) = revealed.get(step) {
                truth.insert(*seat, *role);
                full = verify(&full, &truth);
                let judged = verify(inc.claims(), &truth);
                for (at, c) in judged.into_iter().enumerate() {
                    if c.status != inc.claims()[at].status || c.reasons != inc.claims()[at].reasons {
                        inc.set_status(at, c.status, c.reasons);
                    }
                }
                prop_assert_eq!(inc.claims(), &full[..], "after verdicts {}", step);
            }
        }
        // One more (empty) merge recomputes everything on the full side.
        full = merge_with_ids(&full, &[], &opts, &mut full_ids).expect("valid claims");
        inc.recompute();
        prop_assert_eq!(inc.claims(), &full[..]);
    }
}

/// C4 as `verify` did it before it was built on `verdicts` (issue 13), kept as the reference;
/// `verdict` itself is unchanged and is reached through `verify` on one claim at a time.
fn verify_reference(claims: &[PublicClaim], revealed: &RevealedRoles) -> Vec<PublicClaim> {
    use std::collections::BTreeSet;
    let mut out: Vec<PublicClaim> = claims
        .iter()
        .map(|c| {
            // C4.1/C4.2 per claim; C4.3 below.
            let mut one = verify(std::slice::from_ref(c), revealed);
            one.pop().unwrap_or_else(|| c.clone())
        })
        .collect();
    // Undo single-claim C4.3 effects (none: one claim cannot be a check and a role claim), then C4.3.
    let false_seers: BTreeSet<u8> = out
        .iter()
        .filter(|c| c.claim_type == ClaimType::SeerCheck && c.status == ClaimStatus::Disproved)
        .map(|c| c.speaker_seat)
        .collect();
    for claim in out.iter_mut().filter(|c| {
        !c.status.is_final()
            && c.claim_type == ClaimType::RoleClaim
            && c.role == Some(Role::Seer)
            && false_seers.contains(&c.speaker_seat)
    }) {
        claim.status = ClaimStatus::Disproved;
        claim.reasons = vec![wolfcore::Reason::FalseCheck];
    }
    out
}

proptest! {
    /// C4: `verify` (built on `verdicts`) == the per-claim verdicts plus the C4.3 pass.
    #[test]
    fn c4_verdicts_equal_the_reference(
        claims in prop::collection::vec(claim_strategy(), 0..20),
        revealed in prop::collection::vec((0u8..7, prop::sample::select(Role::REAL.to_vec())), 0..4),
    ) {
        let claims = merge_with_ids(&claims, &[], &MergeOptions::default(), &mut counter()).expect("valid");
        let truth: RevealedRoles = revealed.into_iter().collect();
        prop_assert_eq!(verify(&claims, &truth), verify_reference(&claims, &truth));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// C3.1: the key a claim is kept under without copying it is the key of its canonical
    /// form (issue 13: the cap check and the Game merge use it).
    #[test]
    fn c3_canonical_key_is_the_key_of_the_canonical_claim(c in claim_strategy()) {
        prop_assert_eq!(c.canonical_key(), c.clone().canonical().key());
    }

    /// C3.2 with undo: claims offered and then popped again (a kept ledger going back to an
    /// older version) leave statuses that a recomputation brings to exactly the full merge of
    /// what is left, with the indexes still right for the next batch.
    #[test]
    fn c3_pop_then_merge_equals_full_recomputation(
        base in prop::collection::vec(claim_strategy(), 0..16),
        undone in prop::collection::vec(claim_strategy(), 0..12),
        next in prop::collection::vec(claim_strategy(), 0..12),
    ) {
        let opts = MergeOptions::default();
        let mut ids = counter();
        let mut inc = IndexedLedger::new(opts.role_counts);
        let mut offer = |inc: &mut IndexedLedger, batch: &[PublicClaim]| {
            for c in batch {
                inc.offer(c.clone().canonical(), &mut |taken| loop {
                    let id = ids();
                    if !taken.contains(&id) {
                        break id;
                    }
                });
            }
        };
        offer(&mut inc, &base);
        inc.recompute();
        let kept = inc.len();
        offer(&mut inc, &undone);
        inc.recompute();
        while inc.len() > kept {
            inc.pop();
        }
        inc.recompute();
        let mut expected = inc.claims().to_vec();
        recompute_statuses(&mut expected, &opts.role_counts);
        prop_assert_eq!(inc.claims(), &expected[..], "after the undo");
        offer(&mut inc, &next);
        inc.recompute();
        let mut expected = inc.claims().to_vec();
        recompute_statuses(&mut expected, &opts.role_counts);
        prop_assert_eq!(inc.claims(), &expected[..], "after the next batch");
    }
}
