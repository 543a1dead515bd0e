//! C3: merging claims into the ledger.
//!
//! `merge` is a pure function: it returns a new ledger and never mutates its inputs. Claims are
//! deduplicated by the C3.1 key, then every non-final status is recomputed from the whole
//! ledger (C3.2), so the result does not depend on the order claims arrived. Verdicts from
//! public ground truth (`corroborated`, `disproved`) are final (C3.3).

use serde::{Deserialize, Serialize};

use super::index::{contest, IndexedLedger};
use crate::board::RoleCounts;
use crate::fast_hash::FastSet;
use crate::model::{Alignment, ClaimStatus, ClaimType, PublicClaim, Reason, Role, Seat, MAX_PLAYERS, MIN_PLAYERS};

/// Longest content a ledger claim may carry (chars). Parser and extractor stay well below it.
pub const MAX_CONTENT_CHARS: usize = 2_000;
/// Longest phase name (chars).
pub const MAX_PHASE_CHARS: usize = 64;
/// Most claims a ledger may hold: far above any real game (16 seats × ~20 days × a few claims).
pub const MAX_LEDGER_CLAIMS: usize = 10_000;
pub use crate::model::MAX_ID_CHARS;

/// Options for [`merge`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct MergeOptions {
    /// The board's role counts: which roles are unique (C3.2 counterclaim), how many
    /// Villagers there are and which roles the board lacks (C3.2 over-claim). Defaults to the
    /// 12-player preset; [`MergeOptions::for_board`] derives it from a seat count.
    pub role_counts: RoleCounts,
    /// Seats on the board: claims must name seats below it. `None`: the largest board (16).
    pub player_count: Option<u8>,
}

/// Board options that do not describe a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// `playerCount` outside 6–16.
    #[error("playerCount {0} is not a board size (6–16)")]
    PlayerCount(u8),
    /// A seat count with no preset (13–16) and no `roleCounts`.
    #[error("there is no preset board for {0} players: pass roleCounts")]
    NoPreset(u8),
    /// `roleCounts` and `playerCount` disagree.
    #[error("roleCounts add up to {total} seats but playerCount is {players}")]
    Mismatch {
        /// The seats the role counts add up to.
        total: u32,
        /// The seat count given.
        players: u8,
    },
}

impl BoardError {
    /// Stable machine code (the bindings throw it as `invalid_argument`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        "invalid_argument"
    }
}

impl MergeOptions {
    /// The options of a board given by its seat count and/or role counts: role counts win;
    /// without them, the R1 preset for `player_count`; without either, the 12-player preset
    /// with seats up to 16 (the default).
    ///
    /// # Errors
    /// A seat count outside 6–16, 13–16 seats without role counts, or role counts that do not
    /// add up to the seat count.
    pub fn for_board(player_count: Option<u8>, role_counts: Option<RoleCounts>) -> Result<MergeOptions, BoardError> {
        if let Some(n) = player_count.filter(|n| !(MIN_PLAYERS..=MAX_PLAYERS).contains(n)) {
            return Err(BoardError::PlayerCount(n));
        }
        let role_counts = match (player_count, role_counts) {
            (Some(players), Some(counts)) if counts.total() != u32::from(players) => {
                return Err(BoardError::Mismatch { total: counts.total(), players })
            }
            (_, Some(counts)) => counts,
            (Some(players), None) => RoleCounts::preset(players).ok_or(BoardError::NoPreset(players))?,
            (None, None) => RoleCounts::default(),
        };
        Ok(MergeOptions { role_counts, player_count })
    }

    /// Seats on the board (16 when not given).
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.player_count.unwrap_or(MAX_PLAYERS).min(MAX_PLAYERS)
    }
}

/// Which list an invalid claim came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ClaimList {
    /// The ledger being merged into.
    Existing,
    /// The new claims.
    Incoming,
}

impl std::fmt::Display for ClaimList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ClaimList::Existing => "existing",
            ClaimList::Incoming => "incoming",
        })
    }
}

/// Why a claim cannot enter the ledger.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum InvalidClaim {
    /// Days start at 1.
    #[error("day must be at least 1")]
    DayZero,
    /// Seats are 0-based and below 16.
    #[error("speakerSeat {seat} is out of range (0..{max})", max = MAX_PLAYERS)]
    SpeakerSeatOutOfRange {
        /// The seat given.
        seat: Seat,
    },
    /// Seats are 0-based and below 16.
    #[error("targetSeat {seat} is out of range (0..{max})", max = MAX_PLAYERS)]
    TargetSeatOutOfRange {
        /// The seat given.
        seat: Seat,
    },
    /// C1: content is never empty.
    #[error("content is empty")]
    EmptyContent,
    /// Content over [`MAX_CONTENT_CHARS`].
    #[error("content is longer than {max} characters", max = MAX_CONTENT_CHARS)]
    ContentTooLong,
    /// Phase empty, too long or containing control characters.
    #[error("phase must be 1–{max} printable characters", max = MAX_PHASE_CHARS)]
    InvalidPhase,
    /// A `role_claim` must name a role.
    #[error("role_claim without a role")]
    RoleClaimWithoutRole,
    /// An id over [`MAX_ID_CHARS`] characters or with control characters.
    #[error("id must be at most {max} printable characters", max = MAX_ID_CHARS)]
    InvalidId,
}

impl InvalidClaim {
    /// The stable snake_case kind (the serde tag), e.g. `speaker_seat_out_of_range`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            InvalidClaim::DayZero => "day_zero",
            InvalidClaim::SpeakerSeatOutOfRange { .. } => "speaker_seat_out_of_range",
            InvalidClaim::TargetSeatOutOfRange { .. } => "target_seat_out_of_range",
            InvalidClaim::EmptyContent => "empty_content",
            InvalidClaim::ContentTooLong => "content_too_long",
            InvalidClaim::InvalidPhase => "invalid_phase",
            InvalidClaim::RoleClaimWithoutRole => "role_claim_without_role",
            InvalidClaim::InvalidId => "invalid_id",
        }
    }
}

/// A merge that could not be done. The inputs are untouched.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    /// One claim is malformed; nothing was merged.
    #[error("{list} claim #{index} is invalid: {reason}")]
    InvalidClaim {
        /// Which input list.
        list: ClaimList,
        /// Its position in that list.
        index: usize,
        /// What is wrong.
        reason: InvalidClaim,
    },
    /// The merged ledger would exceed [`MAX_LEDGER_CLAIMS`].
    #[error("the ledger would hold more than {max} claims", max = MAX_LEDGER_CLAIMS)]
    TooManyClaims,
}

impl LedgerError {
    /// Stable machine code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            LedgerError::InvalidClaim { .. } => "invalid_claim",
            LedgerError::TooManyClaims => "too_many_claims",
        }
    }
}

/// Checks one claim against the C1 contract.
///
/// # Errors
/// The first problem found.
pub fn validate_claim(claim: &PublicClaim) -> Result<(), InvalidClaim> {
    validate_claim_on(claim, MAX_PLAYERS)
}

/// [`validate_claim`] on a board of `seats` seats: seats must be below it.
///
/// # Errors
/// The first problem found.
pub fn validate_claim_on(claim: &PublicClaim, seats: u8) -> Result<(), InvalidClaim> {
    let seats = seats.min(MAX_PLAYERS);
    if claim.day == 0 {
        return Err(InvalidClaim::DayZero);
    }
    if claim.speaker_seat >= seats {
        return Err(InvalidClaim::SpeakerSeatOutOfRange { seat: claim.speaker_seat });
    }
    if let Some(t) = claim.target_seat.filter(|t| *t >= seats) {
        return Err(InvalidClaim::TargetSeatOutOfRange { seat: t });
    }
    if claim.content.trim().is_empty() {
        return Err(InvalidClaim::EmptyContent);
    }
    if claim.content.chars().count() > MAX_CONTENT_CHARS {
        return Err(InvalidClaim::ContentTooLong);
    }
    let phase_len = claim.phase.chars().count();
    if phase_len == 0 || phase_len > MAX_PHASE_CHARS || claim.phase.chars().any(char::is_control) {
        return Err(InvalidClaim::InvalidPhase);
    }
    if claim.claim_type == ClaimType::RoleClaim && claim.role.is_none() {
        return Err(InvalidClaim::RoleClaimWithoutRole);
    }
    if claim.id.chars().count() > MAX_ID_CHARS || claim.id.chars().any(char::is_control) {
        return Err(InvalidClaim::InvalidId);
    }
    Ok(())
}

/// C1, C3.3 (issue 18): statuses and reasons are the ledger's alone. Claims read from outside
/// (an app's array, a save, a model) enter `unverified` without reasons; the merge recomputes
/// C3.2 and verdicts come only from ground truth (C4). Returns how many verdicts were dropped.
pub fn drop_statuses(claims: &mut [PublicClaim]) -> usize {
    let mut verdicts = 0;
    for claim in claims {
        verdicts += usize::from(claim.status.is_final());
        claim.status = ClaimStatus::Unverified;
        claim.reasons.clear();
    }
    verdicts
}

/// Merges `incoming` into `existing` with fresh random UUID v4 ids for claims that have none.
///
/// # Errors
/// [`LedgerError`] when a claim is malformed; nothing is merged then.
pub fn merge(
    existing: &[PublicClaim],
    incoming: &[PublicClaim],
    opts: &MergeOptions,
) -> Result<Vec<PublicClaim>, LedgerError> {
    merge_with_ids(existing, incoming, opts, &mut || uuid::Uuid::new_v4().to_string())
}

/// [`merge`] with the caller's id source (the engine derives ids from its seeded RNG so a
/// seeded game is byte-identical on every platform).
///
/// # Errors
/// [`LedgerError`] when a claim is malformed; nothing is merged then.
pub fn merge_with_ids(
    existing: &[PublicClaim],
    incoming: &[PublicClaim],
    opts: &MergeOptions,
    next_id: &mut dyn FnMut() -> String,
) -> Result<Vec<PublicClaim>, LedgerError> {
    merge_indexed(existing, incoming, opts, next_id).map(IndexedLedger::into_claims)
}

/// [`merge_with_ids`] keeping the indexes, for a caller that goes on merging into the result.
///
/// # Errors
/// [`LedgerError`] when a claim is malformed; nothing is merged then.
pub fn merge_indexed(
    existing: &[PublicClaim],
    incoming: &[PublicClaim],
    opts: &MergeOptions,
    next_id: &mut dyn FnMut() -> String,
) -> Result<IndexedLedger, LedgerError> {
    let lists = [(ClaimList::Existing, existing), (ClaimList::Incoming, incoming)];
    for (list, claims) in lists {
        for (index, claim) in claims.iter().enumerate() {
            validate_claim_on(claim, opts.seats()).map_err(|reason| LedgerError::InvalidClaim {
                list,
                index,
                reason,
            })?;
        }
    }

    // C3.1: dedupe by key; the first one kept wins, order stable. A final status on a
    // duplicate moves to the kept copy (C3.3). Then C3.2 over the whole ledger.
    let mut ledger = IndexedLedger::new(opts.role_counts);
    for claim in existing.iter().chain(incoming) {
        let claim = claim.clone().canonical();
        if ledger.len() >= MAX_LEDGER_CLAIMS && !ledger.contains_key(&claim.key()) {
            return Err(LedgerError::TooManyClaims);
        }
        ledger.offer(claim, &mut |taken| fresh_id(next_id, taken));
    }
    ledger.recompute();
    Ok(ledger)
}

/// An id from `next_id` that is not empty and not in `taken` (a caller's id source could
/// repeat; two claims never share an id).
pub fn fresh_id(next_id: &mut dyn FnMut() -> String, taken: &FastSet<String>) -> String {
    let mut id = next_id();
    let mut n = 1u32;
    while id.is_empty() || taken.contains(&id) {
        id = format!("{}-{n}", next_id());
        n += 1;
    }
    id
}

/// C3.2: recomputes every non-final status (and its reasons) from the whole ledger.
pub fn recompute_statuses(claims: &mut [PublicClaim], counts: &RoleCounts) {
    let reasons = contest_reasons(claims, counts);
    for (claim, found) in claims.iter_mut().zip(reasons) {
        contest(claim, found);
    }
}

/// A set of seats (any `u8`, so an out-of-range seat is kept apart, not clamped) as 256 bits:
/// C3.2's sets of claimants without a `BTreeSet` per role (bitmasks keep the .wasm small).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct SeatSet([u64; 4]);

impl SeatSet {
    pub(crate) fn insert(&mut self, seat: Seat) {
        self.0[usize::from(seat >> 6)] |= 1 << (seat & 63);
    }

    pub(crate) fn contains(&self, seat: Seat) -> bool {
        self.0[usize::from(seat >> 6)] & (1 << (seat & 63)) != 0
    }

    pub(crate) fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }
}

/// The bit of `role` in a set of roles (its position in [`Role::ALL`]).
fn role_bit(role: Role) -> u16 {
    Role::ALL.iter().position(|r| *r == role).map_or(0, |i| 1 << i)
}

/// The bit of `alignment` in a set of verdicts.
fn alignment_bit(alignment: Alignment) -> u8 {
    match alignment {
        Alignment::Good => 1,
        Alignment::Wolf => 2,
    }
}

/// For each claim, the C3.2 conflicts it takes part in, in `Reason` order.
fn contest_reasons(claims: &[PublicClaim], counts: &RoleCounts) -> Vec<Vec<Reason>> {
    // Who claims which role (by position in `Role::ALL`). A claimant whose every claim to a
    // role was disproved by ground truth no longer contests that role with anyone.
    let mut claimants = [SeatSet::default(); Role::ALL.len()];
    let claimants_of = |claimants: &[SeatSet], role: Role| {
        Role::ALL.iter().position(|r| *r == role).and_then(|i| claimants.get(i).copied()).unwrap_or_default()
    };
    // Roles each speaker claimed, and the seer checks' verdicts on each target, as bitmasks.
    let mut roles_of = [0u16; 256];
    let mut verdicts = [0u8; 256];
    for c in claims {
        if let Some(role) = c.claimed_role() {
            roles_of[usize::from(c.speaker_seat)] |= role_bit(role);
            if c.status != ClaimStatus::Disproved {
                if let Some(seats) = Role::ALL.iter().position(|r| *r == role).and_then(|i| claimants.get_mut(i)) {
                    seats.insert(c.speaker_seat);
                }
            }
        }
    }
    for c in claims.iter().filter(|c| c.claim_type == ClaimType::SeerCheck) {
        if let (Some(t), Some(a)) = (c.target_seat, c.alignment) {
            verdicts[usize::from(t)] |= alignment_bit(a);
        }
    }
    let villagers_over = claimants_of(&claimants, Role::Villager).len() > u32::from(counts.count(Role::Villager));
    // A role the board does not have (a Guard on a 9-seat board): every claimant over-claims.
    let absent = |role: Role| role != Role::Unknown && counts.count(role) == 0;

    claims
        .iter()
        .map(|c| {
            let mut found = Vec::new();
            if let Some(role) = c.claimed_role() {
                let n = claimants_of(&claimants, role).len();
                if counts.is_unique(role) && n >= 2 {
                    found.push(Reason::Counterclaim);
                }
                if (role == Role::Villager && villagers_over) || absent(role) {
                    found.push(Reason::OverClaim);
                }
                if roles_of[usize::from(c.speaker_seat)].count_ones() >= 2 {
                    found.push(Reason::SelfContradiction);
                }
            }
            if c.claim_type == ClaimType::SeerCheck && c.alignment.is_some() {
                if let Some(t) = c.target_seat {
                    if verdicts[usize::from(t)].count_ones() >= 2 {
                        found.push(Reason::ConflictingCheck);
                    }
                }
            }
            found
        })
        .collect()
}
