//! R6.4: the ledger lives in the state. Claims are merged during the day (C3) and verified
//! against public ground truth as it appears (C4).
//!
//! All calls into `ledger::merge` / `ledger::verify` go through [`GameState::merge_into_ledger`]
//! and [`GameState::reverify_ledger`]; the rule-based extractor (C6, issue 5) plugs in at
//! [`speech_claims`], the single call site for claims found in speeches.

use serde::{Deserialize, Serialize};

use crate::fast_hash::FastSet;
use crate::i18n::Lang;
use crate::ledger::merge::{fresh_id, validate_claim_on, ClaimList, LedgerError, MergeOptions, MAX_LEDGER_CLAIMS};
use crate::ledger::verify::verdicts;
use crate::model::{ClaimKey, ClaimStatus, ClaimType, PublicClaim, Reason, Seat};
use crate::parse::{parse_summary, ParseContext, ParseError, Rejection};

use super::command::Input;
use super::event::EventKind;
use super::state::GameState;

/// Why claims could not enter the ledger. The ledger is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IngestError {
    /// A claim names a seat this board does not have.
    #[error("claim #{index} names seat {seat}, but the board has {players} seats")]
    SeatOutOfRange {
        /// Position in the input.
        index: usize,
        /// The seat (0-based).
        seat: Seat,
        /// Seats on the board.
        players: u8,
    },
    /// A claim is dated after the current day.
    #[error("claim #{index} is dated day {day}, after the current day {current}")]
    FutureDay {
        /// Position in the input.
        index: usize,
        /// Its day.
        day: u32,
        /// The game's day.
        current: u32,
    },
    /// The merge refused the claims (C1 validation).
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// The summary response could not be read (C2.2); the ledger is untouched (C2.5).
    #[error("summary refused: {0}")]
    Parse(#[from] ParseError),
    /// A summary dated day 0 or after the current day (issue 18: checked in the core, so a
    /// save's summary is refused on load exactly as the live call was).
    #[error("a summary dated day {day} (the game is on day {current})")]
    SummaryDay {
        /// The day given.
        day: u32,
        /// The game's day.
        current: u32,
    },
    /// The game has recorded [`super::command::MAX_INPUTS`] inputs (issue 18).
    #[error("the game has recorded {max} inputs, the most a save holds")]
    TooManyInputs {
        /// The cap.
        max: usize,
    },
}

impl IngestError {
    /// Stable snake_case code (the merge's and parser's codes are passed through).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            IngestError::SeatOutOfRange { .. } => "seat_out_of_range",
            IngestError::FutureDay { .. } => "future_day",
            IngestError::Ledger(e) => e.code(),
            IngestError::Parse(e) => e.code(),
            IngestError::SummaryDay { day: 0, .. } => "invalid_argument",
            IngestError::SummaryDay { .. } => "future_day",
            IngestError::TooManyInputs { .. } => "too_many_inputs",
        }
    }
}

crate::wire_type::wire_type! {
    /// What an ingestion did.
    #[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct IngestReport {
        /// Claims offered (after parsing, for a summary).
        pub offered: usize,
        /// Claims that were new to the ledger (the rest were duplicates, C3.1).
        pub added: usize,
        /// Ledger size afterwards.
        pub ledger_size: usize,
    }
}

/// What [`GameState::ingest_summary`] did.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SummaryReport {
    /// Valid claims the response held.
    pub offered: usize,
    /// Claims that were new to the ledger.
    pub added: usize,
    /// Ledger size afterwards.
    pub ledger_size: usize,
    /// Claims of the response that were rejected one by one (C2.3).
    pub rejected: Vec<Rejection>,
}

/// The claims the rule-based extractor (C6) finds in one speech: the single call site where
/// `wolfcore::extract` feeds the ledger. The speech's language is detected per speech (a
/// player may speak English at a Chinese table), with the game's language weighing in for
/// code-switched talk (issue 23), and the extractor's claim content follows it.
pub(crate) fn speech_claims(
    text: &str,
    day: u32,
    phase: &str,
    speaker: Seat,
    player_count: u8,
    game_lang: Lang,
) -> Vec<PublicClaim> {
    crate::extract::extract(
        text,
        &crate::extract::ExtractContext {
            day,
            phase: phase.to_owned(),
            speaker_seat: speaker,
            lang: None,
            game_lang: Some(game_lang),
            player_count: Some(player_count),
        },
    )
}

impl GameState {
    /// Merges claims (C3) with ids from the game's seeded id stream, then re-verifies them against
    /// the public ground truth (C4). On error nothing changed, not even the id stream.
    pub(crate) fn merge_into_ledger(&mut self, incoming: Vec<PublicClaim>) -> Result<usize, LedgerError> {
        // Incremental C3 (issue 13): what `merge_with_ids(ledger, incoming)` then `verify` gave,
        // touching only the claims the batch affects. Checks first, so a refused batch changes
        // nothing, not even the id stream.
        let opts = MergeOptions { role_counts: self.board, player_count: None };
        for (index, claim) in incoming.iter().enumerate() {
            validate_claim_on(claim, opts.seats()).map_err(|reason| LedgerError::InvalidClaim {
                list: ClaimList::Incoming,
                index,
                reason,
            })?;
        }
        let canonical: Vec<PublicClaim> = incoming.into_iter().map(PublicClaim::canonical).collect();
        // The cap: O(1) unless the batch could reach it even if every claim were new.
        if self.ledger.len() + canonical.len() > MAX_LEDGER_CLAIMS {
            let new_keys: FastSet<ClaimKey> =
                canonical.iter().map(PublicClaim::key).filter(|k| !self.ledger.contains_key(k)).collect();
            if self.ledger.len() + new_keys.len() > MAX_LEDGER_CLAIMS {
                return Err(LedgerError::TooManyClaims);
            }
        }
        let before = self.ledger.len();
        let rng = &mut self.id_rng;
        for claim in canonical {
            self.ledger.offer(claim, &mut |taken| fresh_id(&mut || rng.uuid_v4(), taken));
        }
        if self.ledger.len() == before {
            // Only duplicates (their statuses were cleared, so nothing moved): no status can
            // change, and a load full of them stays cheap (issue 18, bounded loads).
            return Ok(0);
        }
        self.ledger.recompute();
        self.reverify_ledger();
        Ok(self.ledger.len() - before)
    }

    /// C4: applies the current public ground truth to the ledger.
    pub(crate) fn reverify_ledger(&mut self) {
        for (at, status, reason) in verdicts(self.ledger.claims(), &self.revealed_roles) {
            self.ledger.set_status(at, status, vec![reason]);
        }
        if self.outcome.is_some() {
            for (at, status) in self.action_verdicts() {
                self.ledger.set_status(at, status, vec![Reason::RevealedAction]);
            }
        }
    }

    /// C4.5: at game end the night actions are public, so a potion or protect claimed by the
    /// role's real holder (anyone else's is already disproved by C4.1) is settled by the log.
    fn action_verdicts(&self) -> Vec<(usize, ClaimStatus)> {
        let made = |claim: &PublicClaim, target: Seat| {
            self.events.iter().any(|e| match (&e.kind, claim.claim_type) {
                (EventKind::WitchActed { seat, save, .. }, ClaimType::WitchSave) => {
                    *seat == claim.speaker_seat && *save == Some(target)
                }
                (EventKind::WitchActed { seat, poison, .. }, ClaimType::WitchPoison) => {
                    *seat == claim.speaker_seat && *poison == Some(target)
                }
                (EventKind::GuardProtected { seat, target: t }, ClaimType::GuardProtect) => {
                    *seat == claim.speaker_seat && *t == Some(target)
                }
                _ => false,
            })
        };
        self.ledger
            .claims()
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                !c.status.is_final()
                    && matches!(c.claim_type, ClaimType::WitchSave | ClaimType::WitchPoison | ClaimType::GuardProtect)
            })
            .filter_map(|(at, c)| {
                let target = c.target_seat?;
                Some((at, if made(c, target) { ClaimStatus::Corroborated } else { ClaimStatus::Disproved }))
            })
            .collect()
    }

    /// Hook run on every public speech (day speech, PK speech, last words).
    pub(crate) fn on_speech(&mut self, seat: Seat, text: &str, phase: &str) {
        let claims = speech_claims(text, self.day, phase, seat, self.player_count(), self.options.lang);
        if !claims.is_empty() {
            // A claim the ledger refuses is dropped with the rest of this speech's claims; the
            // speech itself stands (it is already in the log). Not an input: replaying the
            // speech finds the same claims again.
            let _ = self.merge_checked(claims);
        }
    }

    /// Merges claims from outside (a UI, the bindings, the extractor) into the ledger (C3) and
    /// verifies them (C4). Ids, statuses and reasons given by the caller are ignored: the ledger
    /// assigns ids from the game's seed and only ground truth sets a verdict.
    ///
    /// # Errors
    /// [`IngestError`]; the ledger is unchanged then.
    pub fn ingest_claims(&mut self, claims: &[PublicClaim]) -> Result<IngestReport, IngestError> {
        self.check_input_room()?;
        let before = self.ledger.len();
        let report = self.merge_checked(claims.to_vec())?;
        // Issue 18: only what changed the game is an input. A call that added nothing (`[]`,
        // duplicates) is not recorded; of one that did, only the new claims are (in order, as
        // given: replaying them draws the same ids and gives the same ledger).
        if report.added > 0 {
            let added = self.ledger.claims().get(before..).unwrap_or_default();
            let new = added
                .iter()
                .map(|c| PublicClaim {
                    id: String::new(),
                    status: ClaimStatus::Unverified,
                    reasons: Vec::new(),
                    ..c.clone()
                })
                .collect();
            self.inputs.push(Input::Claims(new));
        }
        Ok(report)
    }

    /// Issue 18: refuses a call once the game holds [`super::command::MAX_INPUTS`] inputs.
    fn check_input_room(&self) -> Result<(), IngestError> {
        if self.inputs.len() >= super::command::MAX_INPUTS {
            return Err(IngestError::TooManyInputs { max: super::command::MAX_INPUTS });
        }
        Ok(())
    }

    /// [`GameState::ingest_claims`] without recording an input.
    fn merge_checked(&mut self, claims: Vec<PublicClaim>) -> Result<IngestReport, IngestError> {
        let clean = self.cleaned(claims)?;
        let offered = clean.len();
        let added = self.merge_into_ledger(clean)?;
        Ok(IngestReport { offered, added, ledger_size: self.ledger.len() })
    }

    /// Checks seats and days, and clears what only the ledger may set (id, status, reasons).
    fn cleaned(&self, mut claims: Vec<PublicClaim>) -> Result<Vec<PublicClaim>, IngestError> {
        let players = self.player_count();
        for (index, c) in claims.iter_mut().enumerate() {
            for seat in std::iter::once(c.speaker_seat).chain(c.target_seat) {
                if seat >= players {
                    return Err(IngestError::SeatOutOfRange { index, seat, players });
                }
            }
            if c.day > self.day.max(1) {
                return Err(IngestError::FutureDay { index, day: c.day, current: self.day });
            }
            c.id = String::new();
            c.status = ClaimStatus::Unverified;
            c.reasons = Vec::new();
        }
        Ok(claims)
    }

    /// Reads a summary model's response (C2) with this game's context — seat count, `day`
    /// (default [`GameState::talk_day`]), the current talk phase, the game's language — and
    /// merges the valid claims (C3), then verifies them (C4). Claims rejected one by one are
    /// reported; a response refused whole leaves the ledger untouched (C2.5).
    ///
    /// # Errors
    /// [`IngestError::Parse`] for a refused response, otherwise as [`GameState::ingest_claims`].
    pub fn ingest_summary(&mut self, raw: &str, day: Option<u32>) -> Result<SummaryReport, IngestError> {
        self.check_input_room()?;
        if let Some(day) = day.filter(|d| *d == 0 || *d > self.day.max(1)) {
            return Err(IngestError::SummaryDay { day, current: self.day });
        }
        let ctx = ParseContext {
            player_count: Some(self.player_count()),
            day: Some(day.unwrap_or_else(|| self.talk_day())),
            phase: Some(self.talk_phase().to_owned()),
            lang: self.options.lang,
        };
        let outcome = parse_summary(raw, &ctx);
        if let Some(error) = outcome.error {
            return Err(IngestError::Parse(error));
        }
        let report = self.merge_checked(outcome.claims)?;
        // Issue 18: a reply that added nothing (`[]`, only duplicates) is not an input.
        if report.added > 0 {
            self.inputs.push(Input::Summary { raw: raw.to_owned(), day });
        }
        Ok(SummaryReport {
            offered: report.offered,
            added: report.added,
            ledger_size: report.ledger_size,
            rejected: outcome.rejected,
        })
    }

    /// The C1 phase name of the talk going on now (`DAY_SPEECH` outside talk phases).
    fn talk_phase(&self) -> &'static str {
        use super::actions::{PHASE_DAY_SPEECH, PHASE_LAST_WORDS, PHASE_PK_SPEECH};
        match self.phase {
            super::state::Phase::PkSpeech { .. } | super::state::Phase::PkVote { .. } => PHASE_PK_SPEECH,
            super::state::Phase::LastWords { .. } => PHASE_LAST_WORDS,
            _ => PHASE_DAY_SPEECH,
        }
    }

    /// The most recent day that had (or is having) day talk: the current day by day, the
    /// previous one at night.
    #[must_use]
    pub fn talk_day(&self) -> u32 {
        match self.phase {
            super::state::Phase::Night { .. } => self.day.saturating_sub(1).max(1),
            _ => self.day.max(1),
        }
    }
}
