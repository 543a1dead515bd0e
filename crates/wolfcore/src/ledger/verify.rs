//! C4: verifying claims against public ground truth.
//!
//! Ground truth is only what the moderator made public (a Hunter's shot, roles revealed on
//! death, a wolf's self-reveal, every role at game end). The caller passes exactly that; the
//! ledger never learns anything else. Verdicts are final and carry reason codes.

use std::collections::{BTreeMap, BTreeSet};

use crate::model::{ClaimStatus, ClaimType, PublicClaim, Reason, Role, Seat};

/// Publicly revealed roles, by 0-based seat.
pub type RevealedRoles = BTreeMap<Seat, Role>;

/// Returns the claims with every verdict the revealed roles allow. Never mutates its input;
/// claims that already carry a verdict keep it (C3.3); running it twice changes nothing.
#[must_use]
pub fn verify(claims: &[PublicClaim], revealed: &RevealedRoles) -> Vec<PublicClaim> {
    let truth = |seat: Seat| revealed.get(&seat).copied().filter(|r| *r != Role::Unknown);
    let mut out: Vec<PublicClaim> = claims.to_vec();

    for claim in out.iter_mut().filter(|c| !c.status.is_final()) {
        if let Some((status, reason)) = verdict(claim, &truth) {
            claim.status = status;
            claim.reasons = vec![reason];
        }
    }

    // C4.3: a real seer's checks are always right, so one disproved check disproves the
    // speaker's Seer claim.
    let false_seers: BTreeSet<Seat> = out
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
        claim.reasons = vec![Reason::FalseCheck];
    }
    out
}

fn verdict(claim: &PublicClaim, truth: &impl Fn(Seat) -> Option<Role>) -> Option<(ClaimStatus, Reason)> {
    let judged = |ok: bool| if ok { ClaimStatus::Corroborated } else { ClaimStatus::Disproved };
    // C4.1: the speaker's own role is public.
    if let (Some(claimed), Some(actual)) = (claim.claimed_role(), truth(claim.speaker_seat)) {
        if claim.claim_type == ClaimType::RoleClaim {
            return Some((judged(claimed == actual), Reason::RevealedRole));
        }
        // A check, potion or protect by someone who does not hold that role is false; by the
        // role's real holder it is not settled by the role alone.
        if claimed != actual {
            return Some((ClaimStatus::Disproved, Reason::RevealedRole));
        }
    }
    // C4.2: the target's alignment is public.
    if matches!(claim.claim_type, ClaimType::SeerCheck | ClaimType::AlignmentStatement) {
        let said = claim.alignment?;
        let actual = truth(claim.target_seat?)?.alignment()?;
        return Some((judged(said == actual), Reason::RevealedAlignment));
    }
    None
}
