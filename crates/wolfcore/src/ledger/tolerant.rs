//! The tolerant ledger: merging and normalising claim lists that other code wrote.
//!
//! [`super::merge::merge`] is strict: one claim that breaks C1 refuses the whole merge. Real
//! apps hold ledgers written by a plain TypeScript module or an older version (an empty
//! `phase`, a role the core does not know, a seat from a model that numbered from 0, a missing
//! id…), and refusing the whole batch would drop every later claim of the game. So
//! [`merge_values`] reads each claim on its own from JSON:
//!
//! * what can be repaired without guessing is repaired and reported in `repaired` (the field
//!   names): a missing or unusable phase → `DAY_SPEECH`, empty content → synthesised in the
//!   ledger's language, over-long content → cut with an ellipsis, an unknown role → `Unknown`
//!   in a role claim (dropped elsewhere), an unknown claim type → `other`, an unknown status →
//!   `unverified`, an unknown source → `manual`, a bad id → a fresh one;
//! * what cannot (a seat outside the board, a missing day, a check without a target, not an
//!   object) is skipped and reported in `rejected` with a stable reason code (the parser's C2.3
//!   codes, plus `too_many_claims` past [`MAX_LEDGER_CLAIMS`]);
//! * the claims kept are merged exactly as [`merge_with_ids`] merges them (C3), so on valid
//!   input the result is the strict merge's.
//!
//! Both report lists are capped at [`MAX_REPORTED`] entries; `rejectedCount`/`repairedCount`
//! give the totals.

use std::collections::HashSet;

use serde::Serialize;
use serde_json::Value;

use super::merge::{merge_with_ids, validate_claim_on, ClaimList, MergeOptions, MAX_CONTENT_CHARS, MAX_LEDGER_CLAIMS};
use crate::i18n::Lang;
use crate::model::PublicClaim;
use crate::parse::Rules;

/// The most entries each report list holds; the counts go on past it.
pub const MAX_REPORTED: usize = 100;

/// A claim that was left out, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Skipped {
    /// Which input list it was in.
    pub list: ClaimList,
    /// Its 0-based position there.
    pub index: usize,
    /// A stable snake_case code: a C2.3 reject reason (`invalid_speaker_seat`, `missing_day`,
    /// `not_an_object`, …), a C1 kind (`invalid_id`, …) or `too_many_claims`.
    pub reason: &'static str,
}

/// A claim that was kept after repairs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Repaired {
    /// Which input list it was in.
    pub list: ClaimList,
    /// Its 0-based position there.
    pub index: usize,
    /// The C1 names of the fields repaired (`phase`, `content`, `role`, …), sorted.
    pub fields: Vec<&'static str>,
}

/// What [`merge_values`] did: the new ledger and what it skipped or repaired.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MergeReport {
    /// The merged ledger (C3).
    pub ledger: Vec<PublicClaim>,
    /// The first [`MAX_REPORTED`] claims left out.
    pub rejected: Vec<Skipped>,
    /// How many claims were left out in all.
    pub rejected_count: usize,
    /// The first [`MAX_REPORTED`] claims kept after repairs.
    pub repaired: Vec<Repaired>,
    /// How many claims were repaired in all.
    pub repaired_count: usize,
}

impl MergeReport {
    fn reject(&mut self, list: ClaimList, index: usize, reason: &'static str) {
        self.rejected_count += 1;
        if self.rejected.len() < MAX_REPORTED {
            self.rejected.push(Skipped { list, index, reason });
        }
    }

    fn repair(&mut self, list: ClaimList, index: usize, fields: Vec<&'static str>) {
        self.repaired_count += 1;
        if self.repaired.len() < MAX_REPORTED {
            self.repaired.push(Repaired { list, index, fields });
        }
    }
}

/// Merges `incoming` into `existing`, both as JSON claim lists, skipping and repairing claim by
/// claim (see the module docs). `lang` is the language of synthesised contents. Ids come from
/// `next_id` (random UUIDs in [`merge_values`]).
#[must_use]
pub fn merge_values_with_ids(
    existing: &[Value],
    incoming: &[Value],
    opts: &MergeOptions,
    lang: Lang,
    next_id: &mut dyn FnMut() -> String,
) -> MergeReport {
    let rules = Rules::ledger(opts.seats(), lang, MAX_CONTENT_CHARS);
    let mut report = MergeReport::default();
    let mut kept: [Vec<PublicClaim>; 2] = [Vec::new(), Vec::new()];
    let mut keys = HashSet::new();
    for (slot, (list, values)) in
        [(ClaimList::Existing, existing), (ClaimList::Incoming, incoming)].into_iter().enumerate()
    {
        for (index, value) in values.iter().enumerate() {
            let (claim, fields) = match rules.ledger_claim(value) {
                Ok(read) => read,
                Err(reason) => {
                    report.reject(list, index, reason.as_str());
                    continue;
                }
            };
            if let Err(invalid) = validate_claim_on(&claim, opts.seats()) {
                report.reject(list, index, invalid.kind());
                continue;
            }
            let claim = claim.canonical();
            if !keys.contains(&claim.key()) {
                if keys.len() >= MAX_LEDGER_CLAIMS {
                    report.reject(list, index, "too_many_claims");
                    continue;
                }
                keys.insert(claim.key());
            }
            if !fields.is_empty() {
                report.repair(list, index, fields);
            }
            if let Some(out) = kept.get_mut(slot) {
                out.push(claim);
            }
        }
    }
    let [existing, incoming] = kept;
    // Every claim passed `validate_claim_on` and the distinct keys are within the cap, so the
    // strict merge cannot refuse; were it to, the existing claims are kept as read.
    report.ledger = merge_with_ids(&existing, &incoming, opts, next_id).unwrap_or(existing);
    report
}

/// [`merge_values_with_ids`] with random UUID v4 ids.
#[must_use]
pub fn merge_values(existing: &[Value], incoming: &[Value], opts: &MergeOptions, lang: Lang) -> MergeReport {
    merge_values_with_ids(existing, incoming, opts, lang, &mut || uuid::Uuid::new_v4().to_string())
}

/// Normalises a ledger written elsewhere: [`merge_values`] with nothing incoming, so the result
/// is a sound ledger (repaired, deduplicated, statuses recomputed) and the report says what
/// was repaired or left out.
#[must_use]
pub fn normalize_values(claims: &[Value], opts: &MergeOptions, lang: Lang) -> MergeReport {
    merge_values(claims, &[], opts, lang)
}

/// The claims `renderPublicClaimsSection` prints from a list it was given (issue 18, C5): render
/// never refuses claim data. A claim that is valid as it is (over-long content allowed: the
/// renderer cuts it) is printed as given, status included — the app hands over its ledger. One
/// that is not is read as [`merge_values`] reads it (repaired: an empty phase, an unknown role or
/// type…; its status dropped, since an invalid claim is no ledger's) or, when even that fails (a
/// seat outside the board, no day, not an object), left out: nothing that is not a valid claim
/// reaches the prompt.
#[must_use]
pub fn renderable_values(values: &[Value], lang: Lang) -> Vec<PublicClaim> {
    use super::merge::{validate_claim, InvalidClaim};
    let rules = Rules::ledger(crate::model::MAX_PLAYERS, lang, MAX_CONTENT_CHARS);
    values
        .iter()
        .filter_map(|value| {
            if let Some(claim) = PublicClaim::from_json(value) {
                if matches!(validate_claim(&claim), Ok(()) | Err(InvalidClaim::ContentTooLong)) {
                    return Some(claim);
                }
            }
            let (claim, _) = rules.ledger_claim(value).ok()?;
            validate_claim(&claim).is_ok().then(|| claim.canonical())
        })
        .collect()
}
