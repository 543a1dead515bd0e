//! C3 kept incrementally: a ledger that remembers, by key, by speaker, by role and by check
//! target, what its statuses depend on, so adding a day's claims costs work in proportion to
//! what they touch instead of a recomputation of the whole ledger (issue 13).
//!
//! [`IndexedLedger`] gives exactly the claims, ids, statuses and reasons that
//! [`merge_with_ids`](super::merge::merge_with_ids) gives on the same input (a proptest holds
//! them equal); `merge_with_ids` itself is built on it.

use crate::board::RoleCounts;
use crate::fast_hash::{FastMap, FastSet};
use crate::model::{Alignment, ClaimKey, ClaimStatus, ClaimType, PublicClaim, Reason, Role, MAX_PLAYERS};

const SEATS: usize = MAX_PLAYERS as usize;
const ROLES: usize = Role::REAL.len();

fn role_slot(role: Role) -> Option<usize> {
    Role::REAL.iter().position(|r| *r == role)
}

fn align_slot(a: Alignment) -> usize {
    match a {
        Alignment::Good => 0,
        Alignment::Wolf => 1,
    }
}

/// A deduplicated ledger (C3.1) with its C3.2 statuses kept up to date incrementally.
#[derive(Debug, Clone, Default)]
pub struct IndexedLedger {
    claims: Vec<PublicClaim>,
    by_key: FastMap<ClaimKey, usize>,
    ids: FastSet<String>,
    counts: RoleCounts,
    /// Claims (not disproved) to each role, by speaker: who contests a role (C3.2).
    claimants: Vec<[u32; SEATS]>,
    /// Seats with at least one such claim, per role.
    claimant_seats: [u8; ROLES],
    /// Claims (any status) to each role, by speaker: self-contradiction (C3.2).
    roles_of: Vec<[u32; ROLES]>,
    /// Distinct roles each speaker claimed.
    role_kinds: [u8; SEATS],
    /// Seer checks with a verdict on each target, by alignment: conflicting checks (C3.2).
    checks: Vec<[u32; 2]>,
    /// Claim positions by speaker, by claimed role, and seer checks by target.
    by_speaker: Vec<Vec<usize>>,
    by_role: Vec<Vec<usize>>,
    by_target: Vec<Vec<usize>>,
    /// Claims whose reasons may be stale since the last recomputation.
    dirty: Vec<usize>,
}

impl IndexedLedger {
    /// An empty ledger for a board with `counts`.
    #[must_use]
    pub fn new(counts: RoleCounts) -> Self {
        IndexedLedger {
            counts,
            claimants: vec![[0; SEATS]; ROLES],
            roles_of: vec![[0; ROLES]; SEATS],
            checks: vec![[0; 2]; SEATS],
            by_speaker: vec![Vec::new(); SEATS],
            by_role: vec![Vec::new(); ROLES],
            by_target: vec![Vec::new(); SEATS],
            ..IndexedLedger::default()
        }
    }

    /// The claims, in ledger order.
    #[must_use]
    pub fn claims(&self) -> &[PublicClaim] {
        &self.claims
    }

    /// The claims, giving up the indexes.
    #[must_use]
    pub fn into_claims(self) -> Vec<PublicClaim> {
        self.claims
    }

    /// Number of claims.
    #[must_use]
    pub fn len(&self) -> usize {
        self.claims.len()
    }

    /// Whether the ledger is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.claims.is_empty()
    }

    /// Whether a claim with this C3.1 key is already kept.
    #[must_use]
    pub fn contains_key(&self, key: &ClaimKey) -> bool {
        self.by_key.contains_key(key)
    }

    /// Whether an id is taken.
    #[must_use]
    pub fn has_id(&self, id: &str) -> bool {
        self.ids.contains(id)
    }

    /// Offers one claim, already valid (C1) and canonical: kept when its key is new (with a
    /// fresh id from `fresh_id` when its own is empty or taken), otherwise a final status it
    /// carries moves to the kept copy (C3.3). Statuses are brought up to date by
    /// [`IndexedLedger::recompute`]. Returns whether it was kept.
    pub fn offer(&mut self, claim: PublicClaim, fresh_id: &mut dyn FnMut(&FastSet<String>) -> String) -> bool {
        self.offer_changes(claim, fresh_id, &mut |_, _| {})
    }

    /// [`IndexedLedger::offer`], calling `changed(position, old claim)` before a kept claim
    /// takes a duplicate's final status (C3.3), so a versioned ledger can undo it.
    pub fn offer_changes(
        &mut self,
        claim: PublicClaim,
        fresh_id: &mut dyn FnMut(&FastSet<String>) -> String,
        changed: &mut dyn FnMut(usize, &PublicClaim),
    ) -> bool {
        let key = claim.key();
        if let Some(&kept) = self.by_key.get(&key) {
            if !self.claims[kept].status.is_final() && claim.status.is_final() {
                changed(kept, &self.claims[kept]);
                self.set_status(kept, claim.status, claim.reasons);
            }
            return false;
        }
        let mut claim = claim;
        if claim.id.is_empty() || self.ids.contains(&claim.id) {
            claim.id = fresh_id(&self.ids);
        }
        self.ids.insert(claim.id.clone());
        let at = self.claims.len();
        self.by_key.insert(key, at);
        self.claims.push(claim);
        self.count(at, true, true);
        self.dirty.push(at);
        true
    }

    /// Sets claim `at`'s status and reasons (a verdict, C4), keeping the indexes right.
    pub fn set_status(&mut self, at: usize, status: ClaimStatus, reasons: Vec<Reason>) {
        let Some(claim) = self.claims.get(at) else { return };
        let was_disproved = claim.status == ClaimStatus::Disproved;
        let disproved = status == ClaimStatus::Disproved;
        if was_disproved != disproved {
            // Only "disproved" changes who contests a role.
            self.count(at, false, false);
            self.claims[at].status = status;
            self.count(at, true, false);
        } else {
            self.claims[at].status = status;
        }
        self.claims[at].reasons = reasons;
    }

    /// Adds (or removes) claim `at` to the aggregates, marking every claim whose reasons may
    /// change as dirty; a new claim (`register`) also joins the position lists.
    fn count(&mut self, at: usize, add: bool, register: bool) {
        let c = &self.claims[at];
        let speaker = usize::from(c.speaker_seat).min(SEATS - 1);
        if register {
            self.by_speaker[speaker].push(at);
        }
        let disproved = c.status == ClaimStatus::Disproved;
        if let Some(slot) = c.claimed_role().and_then(role_slot) {
            if register {
                self.by_role[slot].push(at);
            }
            // Only what `reasons_of` reads is compared: a speaker's claims change when they go
            // from one claimed role to two (or back), not at every further role.
            let contradicts_before = self.role_kinds[speaker] >= 2;
            let n = &mut self.roles_of[speaker][slot];
            if add {
                *n += 1;
                if *n == 1 {
                    self.role_kinds[speaker] += 1;
                }
            } else {
                *n -= 1;
                if *n == 0 {
                    self.role_kinds[speaker] -= 1;
                }
            }
            if contradicts_before != (self.role_kinds[speaker] >= 2) {
                self.dirty.extend_from_slice(&self.by_speaker[speaker]);
            }
            if !disproved {
                let contested_before = self.role_conflicts(slot);
                let n = &mut self.claimants[slot][speaker];
                if add {
                    *n += 1;
                    if *n == 1 {
                        self.claimant_seats[slot] += 1;
                    }
                } else {
                    *n -= 1;
                    if *n == 0 {
                        self.claimant_seats[slot] -= 1;
                    }
                }
                if contested_before != self.role_conflicts(slot) {
                    self.dirty.extend_from_slice(&self.by_role[slot]);
                }
            }
        }
        let c = &self.claims[at];
        if c.claim_type == ClaimType::SeerCheck {
            if let (Some(t), Some(a)) = (c.target_seat, c.alignment) {
                let t = usize::from(t).min(SEATS - 1);
                if register {
                    self.by_target[t].push(at);
                }
                let conflict_before = self.checks[t].iter().all(|n| *n > 0);
                let n = &mut self.checks[t][align_slot(a)];
                if add {
                    *n += 1;
                } else {
                    *n -= 1;
                }
                if conflict_before != self.checks[t].iter().all(|n| *n > 0) {
                    self.dirty.extend_from_slice(&self.by_target[t]);
                }
            }
        }
        self.compact_pending();
    }

    /// C3.2: brings every non-final status (and its reasons) up to date with the whole ledger,
    /// touching only the claims whose inputs changed since the last call.
    pub fn recompute(&mut self) {
        self.recompute_changes(&mut |_, _| {});
    }

    /// [`IndexedLedger::recompute`], calling `changed(position, old claim)` before each claim
    /// whose status or reasons change (a kept ledger tells its callers what changed, and can
    /// undo it).
    pub fn recompute_changes(&mut self, changed: &mut dyn FnMut(usize, &PublicClaim)) {
        let mut dirty = std::mem::take(&mut self.dirty);
        // Positions only: sorted and deduplicated without a generic sort (issue 22).
        crate::sort::sort_dedup_positions(&mut dirty);
        for &at in &dirty {
            let found = self.reasons_of(at);
            if let Some(claim) = self.claims.get_mut(at) {
                let found = found.as_slice();
                let same = claim.status.is_final()
                    || if found.is_empty() {
                        claim.status == ClaimStatus::Unverified && claim.reasons.is_empty()
                    } else {
                        claim.status == ClaimStatus::Contested && claim.reasons == found
                    };
                if !same {
                    changed(at, claim);
                    contest(claim, found.to_vec());
                }
            }
        }
        // The buffer is kept for the next offers (no allocation per update).
        dirty.clear();
        if self.dirty.is_empty() {
            self.dirty = dirty;
        }
    }

    /// Removes the last claim (undoing its [`IndexedLedger::offer`]); statuses that depended
    /// on it are brought up to date by the next [`IndexedLedger::recompute`].
    pub fn pop(&mut self) -> Option<PublicClaim> {
        let at = self.claims.len().checked_sub(1)?;
        self.count(at, false, false);
        let claim = self.claims.pop()?;
        let speaker = usize::from(claim.speaker_seat).min(SEATS - 1);
        self.by_speaker[speaker].pop();
        if let Some(slot) = claim.claimed_role().and_then(role_slot) {
            self.by_role[slot].pop();
        }
        if claim.claim_type == ClaimType::SeerCheck && claim.alignment.is_some() {
            if let Some(t) = claim.target_seat {
                self.by_target[usize::from(t).min(SEATS - 1)].pop();
            }
        }
        self.by_key.remove(&claim.key());
        self.ids.remove(&claim.id);
        self.dirty.retain(|d| *d < at);
        Some(claim)
    }

    /// The position of the claim kept under a C3.1 key.
    #[must_use]
    pub fn position(&self, key: &ClaimKey) -> Option<usize> {
        self.by_key.get(key).copied()
    }

    /// Claims whose statuses the next [`IndexedLedger::recompute`] will look at.
    #[must_use]
    pub fn pending(&self) -> &[usize] {
        &self.dirty
    }

    /// Adds claims (positions past the end are ignored) to those the next
    /// [`IndexedLedger::recompute`] looks at: a caller that undid changes restores what was
    /// pending before them.
    pub fn mark_pending(&mut self, positions: &[usize]) {
        let len = self.claims.len();
        self.dirty.extend(positions.iter().copied().filter(|at| *at < len));
        self.compact_pending();
    }

    /// Keeps the pending list within twice the ledger (it only grows between recomputations,
    /// which a caller applying verdicts or undoing changes may not run for a while).
    fn compact_pending(&mut self) {
        if self.dirty.len() > 2 * self.claims.len() + 64 {
            crate::sort::sort_dedup_positions(&mut self.dirty);
        }
    }

    /// The board's role counts.
    #[must_use]
    pub fn role_counts(&self) -> &RoleCounts {
        &self.counts
    }

    /// What the claimants of role `slot` mean for its claims (C3.2): two or more seats claim
    /// it (a counterclaim when the role is unique), and, for the Villager, more seats than the
    /// board has Villagers (an over-claim). Statuses depend on the claimant count only through
    /// these, so a count that leaves both as they were changes no status.
    fn role_conflicts(&self, slot: usize) -> (bool, bool) {
        let n = self.claimant_seats[slot];
        let villagers_over = Role::REAL.get(slot) == Some(&Role::Villager)
            && usize::from(n) > usize::from(self.counts.count(Role::Villager));
        (n >= 2, villagers_over)
    }

    /// The C3.2 conflicts claim `at` takes part in (as `merge::contest_reasons` finds them), in
    /// `Reason` order.
    fn reasons_of(&self, at: usize) -> Reasons {
        let mut found = Reasons::default();
        let Some(c) = self.claims.get(at) else { return found };
        if let Some(role) = c.claimed_role() {
            let (counterclaim, villagers_over) = role_slot(role).map_or((false, false), |s| self.role_conflicts(s));
            if self.counts.is_unique(role) && counterclaim {
                found.push(Reason::Counterclaim);
            }
            // A role the board does not have (a Guard on a 9-seat board): every claimant over-claims.
            let absent = role != Role::Unknown && self.counts.count(role) == 0;
            if villagers_over || absent {
                found.push(Reason::OverClaim);
            }
            if self.role_kinds[usize::from(c.speaker_seat).min(SEATS - 1)] >= 2 {
                found.push(Reason::SelfContradiction);
            }
        }
        if c.claim_type == ClaimType::SeerCheck && c.alignment.is_some() {
            if let Some(t) = c.target_seat {
                if self.checks[usize::from(t).min(SEATS - 1)].iter().all(|n| *n > 0) {
                    found.push(Reason::ConflictingCheck);
                }
            }
        }
        found
    }
}

/// The reasons of one claim, in `Reason` order, at most one of each C3.2 conflict, without an
/// allocation (most claims a recomputation looks at keep their reasons).
#[derive(Debug, Clone, Copy)]
struct Reasons {
    found: [Reason; 4],
    len: usize,
}

impl Default for Reasons {
    fn default() -> Self {
        Reasons { found: [Reason::Counterclaim; 4], len: 0 }
    }
}

impl Reasons {
    fn push(&mut self, reason: Reason) {
        if let Some(slot) = self.found.get_mut(self.len) {
            *slot = reason;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Reason] {
        &self.found[..self.len]
    }
}

/// Two ledgers are equal when they hold the same claims for the same board (the indexes are
/// derived from the claims).
impl PartialEq for IndexedLedger {
    fn eq(&self, other: &Self) -> bool {
        self.claims == other.claims && self.counts == other.counts
    }
}

impl Eq for IndexedLedger {}

/// C3.2/C3.3 (shared with `merge`, which builds on this index): a non-final claim becomes `contested` with `found` as its reasons, or
/// `unverified` when there are none; `corroborated`/`disproved` are never touched.
/// `found` is in `Reason` order without repeats (the order a set of reasons would iterate in).
pub(crate) fn contest(claim: &mut PublicClaim, found: Vec<Reason>) {
    if claim.status.is_final() {
        return;
    }
    if found.is_empty() {
        claim.status = ClaimStatus::Unverified;
        claim.reasons.clear();
    } else {
        claim.status = ClaimStatus::Contested;
        claim.reasons = found;
    }
}
