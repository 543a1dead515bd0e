//! Issue 13: the incremental ledger (`ledger::index`) gives exactly what the full merge and a
//! from-scratch `recompute_statuses` give
//! (C3.1 dedupe and ids, C3.2 statuses and reasons, C3.3 final statuses kept), batch after
//! batch, with verdicts (C4) arriving in between.

use proptest::prelude::*;
use wolfcore::ledger::index::IndexedLedger;
use wolfcore::ledger::merge::{merge_with_ids, recompute_statuses, MergeOptions};
use wolfcore::ledger::verify::{verify, RevealedRoles};
use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role, RoleCounts};

fn claim_strategy() -> impl Strategy<Value = PublicClaim> {
    (
        1u32..4,
        0u8..7,
        prop::sample::select(ClaimType::ALL.to_vec()),
        prop::option::of(prop::sample::select(vec![
            Role::Seer,
            Role::Witch,
            Role::Guard,
            Role::Villager,
            Role::Werewolf,
            Role::Unknown,
        ])),
        prop::option::of(0u8..7),
        prop::option::of(prop::sample::select(vec![Alignment::Good, Alignment::Wolf])),
        prop::sample::select(vec![
            ClaimStatus::Unverified,
            ClaimStatus::Unverified,
            ClaimStatus::Contested,
            ClaimStatus::Corroborated,
            ClaimStatus::Disproved,
        ]),
        prop::sample::select(vec!["", "", "", "u1", "u2"]),
    )
        .prop_map(|(day, speaker, claim_type, role, target, alignment, status, id)| PublicClaim {
            id: id.to_owned(),
            day,
            phase: "DAY_SPEECH".to_owned(),
            speaker_seat: speaker,
            claim_type,
            role: if claim_type == ClaimType::RoleClaim { Some(role.unwrap_or(Role::Seer)) } else { role },
            target_seat: target,
            alignment,
            content: "said so".to_owned(),
            status,
            source: ClaimSource::Summary,
            reasons: Vec::new(),
        })
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
