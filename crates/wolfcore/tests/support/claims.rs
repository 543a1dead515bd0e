//! A random claim for the ledger's property tests (`ledger_index`, `ledger_versioned`): a day
//! 1–3 claim of any type by a seat below `seats`, roles drawn from `roles`.

use proptest::prelude::*;
use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role};

pub(crate) fn claim_strategy(seats: u8, roles: Vec<Role>) -> impl Strategy<Value = PublicClaim> {
    (
        1u32..4,
        0..seats,
        prop::sample::select(ClaimType::ALL.to_vec()),
        prop::option::of(prop::sample::select(roles)),
        prop::option::of(0..seats),
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
