//! C4: verifying claims against public ground truth.
//!
//! Ground truth is only what the moderator made public (a Hunter's shot, roles revealed on
//! death, a wolf's self-reveal, every role at game end). The caller passes exactly that; the
//! ledger never learns anything else. Verdicts are final and carry reason codes.

use std::collections::BTreeMap;

use super::merge::SeatSet;

use crate::model::{ClaimStatus, ClaimType, PublicClaim, Reason, Role, Seat};

/// Publicly revealed roles, by 0-based seat.
pub type RevealedRoles = BTreeMap<Seat, Role>;

/// Returns the claims with every verdict the revealed roles allow. Never mutates its input;
/// claims that already carry a verdict keep it (C3.3); running it twice changes nothing.
#[must_use]
pub fn verify(claims: &[PublicClaim], revealed: &RevealedRoles) -> Vec<PublicClaim> {
    let mut out: Vec<PublicClaim> = claims.to_vec();
    for (at, status, reason) in verdicts(claims, revealed) {
        if let Some(claim) = out.get_mut(at) {
            claim.status = status;
            claim.reasons = vec![reason];
        }
    }
    out
}

/// The verdicts [`verify`] would give, as `(position, status, reason)` for the claims that
/// change, without copying the ledger (a kept ledger applies them in place).
#[must_use]
pub fn verdicts(claims: &[PublicClaim], revealed: &RevealedRoles) -> Vec<(usize, ClaimStatus, Reason)> {
    let truth = |seat: Seat| revealed.get(&seat).copied().filter(|r| *r != Role::Unknown);
    let mut found: Vec<(usize, ClaimStatus, Reason)> = Vec::new();
    for (at, claim) in claims.iter().enumerate().filter(|(_, c)| !c.status.is_final()) {
        if let Some((status, reason)) = verdict(claim, &truth) {
            found.push((at, status, reason));
        }
    }

    // C4.3: a real seer's checks are always right, so one disproved check disproves the
    // speaker's Seer claim.
    // Positions with a verdict, and those newly disproved, as flags by position.
    let mut judged = vec![false; claims.len()];
    let mut newly_disproved = vec![false; claims.len()];
    for (at, status, _) in &found {
        judged[*at] = true;
        newly_disproved[*at] = *status == ClaimStatus::Disproved;
    }
    let mut false_seers = SeatSet::default();
    for (at, c) in claims.iter().enumerate() {
        if c.claim_type == ClaimType::SeerCheck && (c.status == ClaimStatus::Disproved || newly_disproved[at]) {
            false_seers.insert(c.speaker_seat);
        }
    }
    if false_seers.is_empty() {
        return found;
    }
    for (at, claim) in claims.iter().enumerate() {
        if !claim.status.is_final()
            && !judged[at]
            && claim.claim_type == ClaimType::RoleClaim
            && claim.role == Some(Role::Seer)
            && false_seers.contains(claim.speaker_seat)
        {
            found.push((at, ClaimStatus::Disproved, Reason::FalseCheck));
        }
    }
    crate::sort::sort_by_key(&mut found, |(at, _, _)| *at);
    found
}

fn verdict(claim: &PublicClaim, truth: &impl Fn(Seat) -> Option<Role>) -> Option<(ClaimStatus, Reason)> {
    let judged = |ok: bool| if ok { ClaimStatus::Corroborated } else { ClaimStatus::Disproved };
    // C4.1: the speaker's own role is public.
    if let (Some(claimed), Some(actual)) = (claim.claimed_role(), truth(claim.speaker_seat)) {
        if claim.claim_type == ClaimType::RoleClaim {
            return Some((judged(role_claim_holds(claimed, actual)), Reason::RevealedRole));
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

/// C4.1: does a revealed role make a role claim true? The role itself, and a werewolf's self-reveal
/// ("I am a werewolf", 我自爆) by a White Wolf King, who is a werewolf (R8.2). The converse does
/// not hold: a plain Werewolf did not tell the truth claiming White Wolf King.
fn role_claim_holds(claimed: Role, actual: Role) -> bool {
    claimed == actual || (claimed == Role::Werewolf && actual == Role::WhiteWolfKing)
}
