//! A ledger with numbered versions and undo steps (issue 17 item 3): the state the package's
//! `Ledger` class and its remembered free-function results stand on, kept here in the core so
//! it is tested natively against the full merge (`tests/ledger_versioned.rs`).
//!
//! Every change (a merge, a set of verdicts) that changes anything gets a new version and an
//! undo step. A caller holding an older version (an immutable result array of an app) can
//! ask what changed since ([`VersionedLedger::changed_since`]) or go back to it
//! ([`VersionedLedger::rollback_to`]) and change it again: the ledger then equals what the full
//! merge ([`merge_with_ids`](super::merge::merge_with_ids)) and [`verify`](super::verify::verify)
//! would give from that version's claims.
//!
//! Bounded: at most [`MAX_STEPS`] undo steps and [`MAX_JOURNAL_ENTRIES`] saved statuses over
//! all of them; older versions are forgotten first (a caller holding one takes its slow path).

use std::collections::VecDeque;

use super::index::IndexedLedger;
use super::merge::{fresh_id, validate_claim_on, ClaimList, LedgerError, MergeOptions, MAX_LEDGER_CLAIMS};
use super::verify::{self, RevealedRoles};
use crate::fast_hash::FastSet;
use crate::model::{ClaimKey, ClaimStatus, PublicClaim, Reason};

/// Undo steps kept at most: versions older than that can no longer be returned to.
pub const MAX_STEPS: usize = crate::caches::LEDGER_UNDO_STEPS;
/// Statuses (and pending marks) saved for undo over all steps at most.
pub const MAX_JOURNAL_ENTRIES: usize = crate::caches::LEDGER_UNDO_ENTRIES;
const _: () = assert!(MAX_JOURNAL_ENTRIES == 4 * MAX_LEDGER_CLAIMS, "caches.rs: four ledgers' worth of statuses");

/// A version no ledger ever has (a caller uses it for "every claim").
pub const NO_VERSION: u32 = u32::MAX;

/// One change, enough to undo it: the version before it, the ledger's length before it (the
/// claims it appended follow), the old status and reasons of the claims it changed, and which
/// claims were pending recomputation before it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Step {
    before: u32,
    len_before: usize,
    old: Vec<(usize, ClaimStatus, Vec<Reason>)>,
    pending_before: Vec<usize>,
}

impl Step {
    fn entries(&self) -> usize {
        self.old.len() + self.pending_before.len()
    }
}

/// An [`IndexedLedger`] for one board whose changes are numbered versions that can be undone.
#[derive(Debug, Clone)]
pub struct VersionedLedger {
    ledger: IndexedLedger,
    opts: MergeOptions,
    version: u32,
    next_version: u32,
    journal: VecDeque<Step>,
    journal_entries: usize,
}

/// Two versioned ledgers are equal when they hold the same claims (statuses and reasons
/// included) for the same board at the same version with the same undo steps.
impl PartialEq for VersionedLedger {
    fn eq(&self, other: &Self) -> bool {
        self.ledger == other.ledger
            && self.opts == other.opts
            && self.version == other.version
            && self.next_version == other.next_version
            && self.journal == other.journal
    }
}

impl Eq for VersionedLedger {}

impl VersionedLedger {
    /// `ledger` as version 0 of a ledger on the board `opts` (its claims must fit the board;
    /// whatever it has pending is recomputed by the next merge).
    #[must_use]
    pub fn new(ledger: IndexedLedger, opts: MergeOptions) -> Self {
        VersionedLedger { ledger, opts, version: 0, next_version: 1, journal: VecDeque::new(), journal_entries: 0 }
    }

    /// An empty ledger on the board `opts`.
    #[must_use]
    pub fn empty(opts: MergeOptions) -> Self {
        VersionedLedger::new(IndexedLedger::new(opts.role_counts), opts)
    }

    /// The claims with their indexes.
    #[must_use]
    pub fn ledger(&self) -> &IndexedLedger {
        &self.ledger
    }

    /// The claims, in ledger order.
    #[must_use]
    pub fn claims(&self) -> &[PublicClaim] {
        self.ledger.claims()
    }

    /// Number of claims.
    #[must_use]
    pub fn len(&self) -> usize {
        self.ledger.len()
    }

    /// Whether the ledger is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ledger.is_empty()
    }

    /// The board.
    #[must_use]
    pub fn opts(&self) -> &MergeOptions {
        &self.opts
    }

    /// The current version.
    #[must_use]
    pub fn version(&self) -> u32 {
        self.version
    }

    /// Merges `incoming` (C3): each is checked (C1, seats on this board) and the ledger's cap
    /// kept before anything changes; then as [`merge_with_ids`](super::merge::merge_with_ids)
    /// would merge them into the current claims. Returns how many were new.
    ///
    /// # Errors
    /// [`LedgerError::InvalidClaim`] (list `incoming`) or [`LedgerError::TooManyClaims`];
    /// nothing changes then.
    pub fn merge(
        &mut self,
        incoming: Vec<PublicClaim>,
        next_id: &mut dyn FnMut() -> String,
    ) -> Result<usize, LedgerError> {
        self.check(&incoming)?;
        self.merge_checked(incoming, next_id)
    }

    /// [`VersionedLedger::merge`] of claims known to be valid on this board: checked by
    /// [`VersionedLedger::check`] already, or made by the parser for this board (C2.3). Only
    /// the cap is checked.
    ///
    /// # Errors
    /// [`LedgerError::TooManyClaims`]; nothing changes then.
    pub fn merge_checked(
        &mut self,
        incoming: Vec<PublicClaim>,
        next_id: &mut dyn FnMut() -> String,
    ) -> Result<usize, LedgerError> {
        self.check_room(&incoming)?;
        Ok(self.offer_all(incoming, next_id))
    }

    /// Checks claims as [`VersionedLedger::merge`] does, without merging them.
    ///
    /// # Errors
    /// [`LedgerError::InvalidClaim`] for the first claim that is not valid on this board.
    pub fn check(&self, incoming: &[PublicClaim]) -> Result<(), LedgerError> {
        let seats = self.opts.seats();
        for (index, claim) in incoming.iter().enumerate() {
            validate_claim_on(claim, seats).map_err(|reason| LedgerError::InvalidClaim {
                list: ClaimList::Incoming,
                index,
                reason,
            })?;
        }
        Ok(())
    }

    /// Refuses a batch that would take the ledger over [`MAX_LEDGER_CLAIMS`].
    ///
    /// # Errors
    /// [`LedgerError::TooManyClaims`].
    pub fn check_room(&self, incoming: &[PublicClaim]) -> Result<(), LedgerError> {
        // O(1) in the common case: even if every claim were new, they fit.
        if self.ledger.len() + incoming.len() <= MAX_LEDGER_CLAIMS {
            return Ok(());
        }
        let new: FastSet<ClaimKey> =
            incoming.iter().map(PublicClaim::canonical_key).filter(|k| !self.ledger.contains_key(k)).collect();
        if self.ledger.len() + new.len() > MAX_LEDGER_CLAIMS {
            return Err(LedgerError::TooManyClaims);
        }
        Ok(())
    }

    /// Offers claims already checked ([`VersionedLedger::check`], [`VersionedLedger::check_room`])
    /// and brings statuses up to date (C3.2). Returns how many were new.
    fn offer_all(&mut self, claims: Vec<PublicClaim>, next_id: &mut dyn FnMut() -> String) -> usize {
        self.change(|ledger, old| {
            let before = ledger.len();
            for claim in claims {
                ledger.offer_changes(claim.canonical(), &mut |taken| fresh_id(next_id, taken), &mut |at, c| {
                    old.push((at, c.status, c.reasons.clone()));
                });
            }
            ledger.recompute_changes(&mut |at, c| old.push((at, c.status, c.reasons.clone())));
            ledger.len() - before
        })
    }

    /// Brings every status up to date with the whole ledger (C3.2), as a merge of nothing does.
    pub fn recompute(&mut self) {
        self.offer_all(Vec::new(), &mut String::new);
    }

    /// Applies public ground truth (C4), as [`verify::verify`] does: verdicts are final and
    /// carry a reason; the other statuses follow at the next merge (C3.2). Returns how many
    /// claims got a verdict.
    pub fn verify(&mut self, revealed: &RevealedRoles) -> usize {
        let found = verify::verdicts(self.ledger.claims(), revealed);
        let n = found.len();
        self.change(|ledger, old| {
            for (at, status, reason) in found {
                if let Some(c) = ledger.claims().get(at) {
                    old.push((at, c.status, c.reasons.clone()));
                }
                ledger.set_status(at, status, vec![reason]);
            }
        });
        n
    }

    /// Runs one change, recording its undo step; `change` reports the old status of each
    /// claim it changes (through its second argument) before changing it.
    fn change<T>(
        &mut self,
        change: impl FnOnce(&mut IndexedLedger, &mut Vec<(usize, ClaimStatus, Vec<Reason>)>) -> T,
    ) -> T {
        let len_before = self.ledger.len();
        let pending_before = sorted(self.ledger.pending());
        let mut old = Vec::new();
        let out = change(&mut self.ledger, &mut old);
        // Claims appended by this change are undone by removing them, not by their statuses.
        old.retain(|(at, _, _)| *at < len_before);
        if old.is_empty() && self.ledger.len() == len_before && sorted(self.ledger.pending()) == pending_before {
            return out; // nothing changed: same version
        }
        let step = Step { before: self.version, len_before, old, pending_before };
        self.version = self.next_version;
        self.next_version = if self.next_version >= NO_VERSION - 1 { 1 } else { self.next_version + 1 };
        self.journal_entries += step.entries();
        self.journal.push_back(step);
        while self.journal.len() > MAX_STEPS || (self.journal_entries > MAX_JOURNAL_ENTRIES && self.journal.len() > 1) {
            if let Some(dropped) = self.journal.pop_front() {
                self.journal_entries -= dropped.entries();
            }
        }
        out
    }

    /// Undoes changes back to `version`: true when the ledger is now at `version` (it was, or
    /// it is an ancestor still in the journal); false, and nothing undone, otherwise.
    pub fn rollback_to(&mut self, version: u32) -> bool {
        if version == self.version {
            return true;
        }
        if !self.journal.iter().any(|s| s.before == version) {
            return false;
        }
        while self.version != version {
            let Some(step) = self.journal.pop_back() else { return false };
            self.journal_entries -= step.entries();
            while self.ledger.len() > step.len_before {
                self.ledger.pop();
            }
            for (at, status, reasons) in step.old.into_iter().rev() {
                self.ledger.set_status(at, status, reasons);
            }
            self.ledger.mark_pending(&step.pending_before);
            self.version = step.before;
        }
        true
    }

    /// The positions of the claims that differ from version `version` (appended or with
    /// another status or reasons), ascending; `None` when that version is not known (not an
    /// ancestor in the journal): every claim may differ.
    #[must_use]
    pub fn changed_since(&self, version: u32) -> Option<Vec<usize>> {
        if version == self.version {
            return Some(Vec::new());
        }
        let from = self.journal.iter().position(|s| s.before == version)?;
        let mut changed = Vec::new();
        let mut first_len = self.ledger.len();
        for step in self.journal.range(from..) {
            first_len = first_len.min(step.len_before);
            changed.extend(step.old.iter().map(|(at, _, _)| *at).filter(|at| *at < first_len));
        }
        changed.retain(|at| *at < first_len);
        crate::sort::sort_dedup_positions(&mut changed);
        changed.extend(first_len..self.ledger.len());
        Some(changed)
    }
}

fn sorted(positions: &[usize]) -> Vec<usize> {
    let mut out = positions.to_vec();
    crate::sort::sort_dedup_positions(&mut out);
    out
}
