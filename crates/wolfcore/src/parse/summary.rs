//! C2.3, C2.4: checking each claim of a summary response on its own, and the entry points.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::i18n::{Catalog, Lang};
use crate::model::{
    Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role, Seat, MAX_ID_CHARS, MAX_PLAYERS,
};
use crate::words::look_up;

use super::error::ParseError;
use super::fast::read_clean;
use super::field::{FieldValue, Key};
use super::lenient::{read_claims, same_key};
#[cfg(doc)]
use super::MAX_CLAIMS;
use super::{DEFAULT_PHASE, MAX_CONTENT_CHARS, MAX_PHASE_CHARS, MAX_REJECTIONS};

/// What the game knows that the response does not have to say (C2).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ParseContext {
    /// Seats on the board; seats must be in `1..=playerCount`. `None`: the largest board (16).
    pub player_count: Option<u8>,
    /// The day a claim without its own `day` is given. `None` (or 0): such claims are rejected.
    pub day: Option<u32>,
    /// The phase a claim without a sane `phase` is given. `None`: `DAY_SPEECH`.
    pub phase: Option<String>,
    /// The language of synthesised contents.
    pub lang: Lang,
}

/// The detailed result of [`parse_summary`] (C2.4): `{claims, rejected, error?}`.
///
/// With an `error` the response was refused whole and both lists are empty (C2.2, C2.5).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ParseOutcome {
    /// The valid claims, in response order: all `unverified`, source `summary`, empty `id`.
    pub claims: Vec<PublicClaim>,
    /// The claims that were rejected, in response order: the first [`MAX_REJECTIONS`].
    pub rejected: Vec<Rejection>,
    /// How many claims were rejected in all (more than `rejected` holds when over
    /// [`MAX_REJECTIONS`]).
    pub rejected_count: usize,
    /// Why the whole response was refused, if it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ParseError>,
}

/// One claim of the response that was not kept (C2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rejection {
    /// 0-based position of the claim in the response's claims array.
    pub index: usize,
    /// Why it was rejected.
    pub reason: RejectReason,
}

/// Why one claim was rejected (C2.3). The serde names are stable machine codes.
///
/// Checks run in declaration order; the first that fails is the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RejectReason {
    /// The element is not a JSON object.
    NotAnObject,
    /// No `speakerSeat`.
    MissingSpeakerSeat,
    /// `speakerSeat` is not a seat number in `1..=playerCount`.
    InvalidSpeakerSeat,
    /// `claimType` is present but not a string.
    InvalidClaimType,
    /// No `day`, and the context has none.
    MissingDay,
    /// `day` is not an integer ≥ 1.
    InvalidDay,
    /// A `role_claim` without a recognisable role.
    MissingRole,
    /// `role` is not a string, or names a role other than the one a check/potion/protect implies.
    InvalidRole,
    /// A check, potion, protect or alignment statement without `targetSeat`.
    MissingTargetSeat,
    /// `targetSeat` is not a seat number in `1..=playerCount`.
    InvalidTargetSeat,
    /// An `alignment_statement` without an alignment.
    MissingAlignment,
    /// `alignment` is not a recognisable alignment.
    InvalidAlignment,
    /// `content` is present but not a string.
    InvalidContent,
    /// The claim comes after the first [`MAX_CLAIMS`] of the response.
    TooMany,
}

impl RejectReason {
    /// Every reason, in check order.
    pub const ALL: [RejectReason; 14] = [
        RejectReason::NotAnObject,
        RejectReason::MissingSpeakerSeat,
        RejectReason::InvalidSpeakerSeat,
        RejectReason::InvalidClaimType,
        RejectReason::MissingDay,
        RejectReason::InvalidDay,
        RejectReason::MissingRole,
        RejectReason::InvalidRole,
        RejectReason::MissingTargetSeat,
        RejectReason::InvalidTargetSeat,
        RejectReason::MissingAlignment,
        RejectReason::InvalidAlignment,
        RejectReason::InvalidContent,
        RejectReason::TooMany,
    ];

    /// The wire name (`invalid_speaker_seat`, …).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RejectReason::NotAnObject => "not_an_object",
            RejectReason::MissingSpeakerSeat => "missing_speaker_seat",
            RejectReason::InvalidSpeakerSeat => "invalid_speaker_seat",
            RejectReason::InvalidClaimType => "invalid_claim_type",
            RejectReason::MissingDay => "missing_day",
            RejectReason::InvalidDay => "invalid_day",
            RejectReason::MissingRole => "missing_role",
            RejectReason::InvalidRole => "invalid_role",
            RejectReason::MissingTargetSeat => "missing_target_seat",
            RejectReason::InvalidTargetSeat => "invalid_target_seat",
            RejectReason::MissingAlignment => "missing_alignment",
            RejectReason::InvalidAlignment => "invalid_alignment",
            RejectReason::InvalidContent => "invalid_content",
            RejectReason::TooMany => "too_many",
        }
    }
}

/// Parses a summary model's raw response into claims (C2, detailed entry point).
///
/// Never panics. A refused response yields only an `error`; otherwise every element of the
/// claims array ends up either in `claims` or in `rejected`.
#[must_use]
pub fn parse_summary(raw: &str, ctx: &ParseContext) -> ParseOutcome {
    parse(raw, ctx, true)
}

/// [`parse_summary`], with or without the fast path: without it is the reference the fast path
/// is tested against.
pub(super) fn parse(raw: &str, ctx: &ParseContext, fast: bool) -> ParseOutcome {
    let rules = Rules::new(ctx);
    let mut outcome = ParseOutcome::default();
    // The common clean reply, read without the tolerant rewriting (issue 13); anything it does
    // not fully understand goes the tolerant way, which gives the same outcome (`fast.rs`).
    if let Some(claims) = fast.then(|| read_clean(raw)).flatten() {
        outcome.claims.reserve_exact(claims.len());
        for (index, claim) in claims.iter().enumerate() {
            outcome.add(index, rules.checked(&|key| claim.get(key)));
        }
        return outcome;
    }
    let items = match read_claims(raw) {
        Ok(items) => items,
        Err(error) => return ParseOutcome { error: Some(error), ..ParseOutcome::default() },
    };
    for (index, item) in items.items.iter().enumerate() {
        outcome.add(index, rules.claim(item));
    }
    // Elements past the first MAX_CLAIMS were only counted (C2.3 `too_many`).
    for index in items.items.len()..items.total {
        if outcome.rejected.len() >= MAX_REJECTIONS {
            break;
        }
        outcome.rejected.push(Rejection { index, reason: RejectReason::TooMany });
    }
    outcome.rejected_count += items.total - items.items.len();
    outcome
}

impl ParseOutcome {
    /// Adds the checked claim at `index` of the response.
    fn add(&mut self, index: usize, checked: Result<PublicClaim, RejectReason>) {
        match checked {
            Ok(claim) => self.claims.push(claim),
            Err(reason) => {
                self.rejected_count += 1;
                if self.rejected.len() < MAX_REJECTIONS {
                    self.rejected.push(Rejection { index, reason });
                }
            }
        }
    }
}

/// The plan-compatible entry point (C2.4): only the valid claims; `[]` if the response was
/// refused. Never panics.
#[must_use]
pub fn parse_summary_claims(raw: &str, ctx: &ParseContext) -> Vec<PublicClaim> {
    parse_summary(raw, ctx).claims
}

/// The context, resolved once per response (or per ledger, for [`Rules::ledger`]).
pub(crate) struct Rules {
    seats: u8,
    /// The number of the first seat: 1 in what a model writes, 0 in a ledger.
    first_seat: i64,
    day: Option<u32>,
    phase: String,
    catalog: &'static Catalog,
    /// Longest content kept, in chars (longer is cut with an ellipsis).
    max_content: usize,
}

/// A field [`Rules::ledger_claim`] had to repair (a stable snake_case name, the field's C1 name).
pub(crate) type Repair = &'static str;

/// A field that is absent (or null/blank), unusable, or usable.
type Lookup<T> = Result<Option<T>, Unusable>;

/// A field value that cannot be read as what it should be.
struct Unusable;

/// What the `role` field held.
enum RoleField {
    Absent,
    Unrecognised,
    Named(Role),
}

impl Rules {
    fn new(ctx: &ParseContext) -> Rules {
        Rules {
            seats: ctx.player_count.unwrap_or(MAX_PLAYERS).min(MAX_PLAYERS),
            first_seat: 1,
            day: ctx.day.filter(|d| *d >= 1),
            phase: ctx.phase.as_deref().and_then(sane_phase).unwrap_or_else(|| DEFAULT_PHASE.to_owned()),
            catalog: Catalog::get(ctx.lang),
            max_content: MAX_CONTENT_CHARS,
        }
    }

    /// The rules for reading a ledger someone else wrote: 0-based seats below `seats`, no
    /// default day, contents up to `max_content` chars, synthesised contents in `lang`.
    pub(crate) fn ledger(seats: u8, lang: Lang, max_content: usize) -> Rules {
        Rules {
            seats: seats.min(MAX_PLAYERS),
            first_seat: 0,
            day: None,
            phase: DEFAULT_PHASE.to_owned(),
            catalog: Catalog::get(lang),
            max_content,
        }
    }

    /// Reads one claim of a ledger written elsewhere (a plain TypeScript module, an older
    /// save), repairing what can be repaired without guessing: a missing or insane phase →
    /// `DAY_SPEECH`; empty content → synthesised; over-long content → cut with an ellipsis; a
    /// role the core does not know → `Unknown` (role claims) or dropped; an unknown claim type →
    /// `other`; every status → `unverified`, reasons dropped (statuses are the ledger's alone,
    /// C3.3: a verdict or an unknown status given is reported as repaired); an unknown source → `manual`; an over-long id → a fresh one. Seats and
    /// days are never guessed: a claim with an unusable one is rejected.
    ///
    /// Returns the claim and the names of the fields repaired.
    pub(crate) fn ledger_claim(&self, item: &Value) -> Result<(PublicClaim, Vec<Repair>), RejectReason> {
        use RejectReason as R;
        let Value::Object(obj) = item else { return Err(R::NotAnObject) };
        let mut repairs: Vec<Repair> = Vec::new();
        let claim_type = match field(obj, "claimType") {
            Some(Value::String(s)) => {
                let t = claim_type_named(s);
                if t.as_str() != s {
                    repairs.push("claimType");
                }
                t
            }
            _ => {
                repairs.push("claimType");
                ClaimType::Other
            }
        };
        // A role claim naming a role the core does not know still says "I claim a role".
        let mut item = obj.clone();
        let mut unknown_role = false;
        if claim_type == ClaimType::RoleClaim {
            let known = matches!(field(obj, "role"), Some(Value::String(s)) if role_named(s).is_some());
            if !known {
                // `Unknown` is a valid C1 role but no reply spelling reads as it: read the claim
                // with a placeholder, then put `Unknown` back.
                unknown_role = true;
                if !matches!(field(obj, "role"), Some(Value::String(s)) if s == "Unknown") {
                    repairs.push("role");
                }
                item.retain(|k, _| !same_key(k, "role"));
                item.insert("role".to_owned(), Value::String("Villager".to_owned()));
            }
        } else if let Some(v) = field(obj, "role") {
            let fits = matches!(v, Value::String(s) if role_named(s).is_some_and(|r| {
                claim_type.implied_role().is_none_or(|implied| implied == r)
            }));
            if !fits {
                repairs.push("role");
                item.remove("role");
                item.retain(|k, _| !same_key(k, "role"));
            }
        }
        let mut claim = self.claim(&Value::Object(item))?;
        // Kept without the field it lacks (see `checked`): reported as repaired.
        if claim.target_seat.is_none() && !matches!(claim.claim_type, ClaimType::RoleClaim | ClaimType::Other) {
            repairs.push("targetSeat");
        }
        if claim.alignment.is_none() && claim.claim_type == ClaimType::AlignmentStatement {
            repairs.push("alignment");
        }
        let given_content = match field(obj, "content") {
            Some(Value::String(s)) => s.as_str(),
            _ => "",
        };
        if unknown_role {
            claim.role = Some(Role::Unknown);
            if tidy_content(given_content, self.max_content).is_none() {
                claim.content = self.catalog.claim_content(
                    claim.claim_type,
                    claim.speaker_seat,
                    claim.role,
                    claim.target_seat,
                    claim.alignment,
                );
            }
        }
        if claim.content != given_content {
            repairs.push("content");
        }
        let given_phase = field(obj, "phase").and_then(Value::as_str).unwrap_or_default();
        let phase_len = given_phase.chars().count();
        if (1..=MAX_PHASE_CHARS).contains(&phase_len) && !given_phase.chars().any(char::is_control) {
            given_phase.clone_into(&mut claim.phase);
        } else {
            repairs.push("phase");
        }
        match field(obj, "id") {
            None => {}
            Some(Value::String(id)) if id.chars().count() <= MAX_ID_CHARS && !id.chars().any(char::is_control) => {
                id.clone_into(&mut claim.id);
            }
            Some(_) => repairs.push("id"),
        }
        // C1, C3.3 (issue 18): statuses and reasons are the ledger's alone. Whatever the input
        // says is dropped: every claim enters `unverified` and the ledger recomputes C3.2 and
        // takes verdicts only from ground truth (C4). A dropped verdict, or a status that is no
        // status at all, is reported as repaired; a non-final status is recomputed anyway.
        let given_status = field(obj, "status").map(ClaimStatus::from_json);
        let dropped_verdict = match given_status {
            None => false,
            Some(Some(status)) => status.is_final(),
            Some(None) => true,
        };
        if dropped_verdict {
            repairs.push("status");
            if field(obj, "reasons").is_some_and(|r| !matches!(r, Value::Array(a) if a.is_empty())) {
                repairs.push("reasons");
            }
        }
        claim.status = ClaimStatus::Unverified;
        claim.reasons = Vec::new();
        claim.source = match field(obj, "source").and_then(ClaimSource::from_json) {
            Some(source) => source,
            _ => {
                repairs.push("source");
                ClaimSource::Manual
            }
        };
        crate::sort::sort_dedup(&mut repairs);
        Ok((claim, repairs))
    }

    /// Checks one element of a claims array read into a `Value` (the tolerant path).
    pub(crate) fn claim(&self, item: &Value) -> Result<PublicClaim, RejectReason> {
        let Value::Object(obj) = item else { return Err(RejectReason::NotAnObject) };
        self.checked(&|key| field(obj, key.name()).map(FieldValue::of))
    }

    /// Checks one claim object (C2.3), whichever reader found its fields: `get` gives the value
    /// under a field's key, `None` when absent or `null`.
    pub(crate) fn checked<'v>(&self, get: &dyn Fn(Key) -> Option<FieldValue<'v>>) -> Result<PublicClaim, RejectReason> {
        use FieldValue as V;
        use RejectReason as R;

        let speaker_seat =
            self.seat(get(Key::SpeakerSeat)).map_err(|_| R::InvalidSpeakerSeat)?.ok_or(R::MissingSpeakerSeat)?;

        let claim_type = match get(Key::ClaimType) {
            None => ClaimType::Other,
            Some(V::Str(s)) => claim_type_named(s),
            Some(_) => return Err(R::InvalidClaimType),
        };

        let day = match day(get(Key::Day)).map_err(|_| R::InvalidDay)? {
            Some(day) => day,
            None => self.day.ok_or(R::MissingDay)?,
        };

        let role_field = match get(Key::Role) {
            None => RoleField::Absent,
            Some(V::Str(s)) if is_blank(s) => RoleField::Absent,
            Some(V::Str(s)) => role_named(s).map_or(RoleField::Unrecognised, RoleField::Named),
            Some(_) => return Err(R::InvalidRole),
        };
        let role = match (claim_type, role_field) {
            (ClaimType::RoleClaim, RoleField::Named(role)) => Some(role),
            (ClaimType::RoleClaim, _) => return Err(R::MissingRole),
            (ClaimType::Other, RoleField::Named(role)) => Some(role),
            (ClaimType::Other | ClaimType::AlignmentStatement, _) => None,
            // A check, potion or protect implies its role (C3.2). The role is left out, whichever
            // was named: that is the claim's canonical form (`PublicClaim::canonical`), so the
            // C3.1 key does not depend on it, and the strict merge keeps such a claim the same
            // way (issue 18: the parser accepts at least what the strict merge accepts; it used
            // to reject a check naming another role as `invalid_role`).
            _ => None,
        };

        // Issue 18 (the plan's contract): a claim the strict merge accepts is accepted here too.
        // A check, potion, protect or alignment statement whose words were given but whose
        // target (or verdict) was not is kept without it: it is never verifiable on the missing
        // field (C4 needs both). Without words either, there is nothing to keep.
        // The content tidied once (it allocates): `None` when absent or not a string.
        let tidied = match get(Key::Content) {
            Some(V::Str(s)) => Some(tidy_content(s, self.max_content)),
            _ => None,
        };
        let has_words = matches!(tidied, Some(Some(_)));
        let target = self.seat(get(Key::TargetSeat)).map_err(|_| R::InvalidTargetSeat)?;
        let target_seat = match claim_type {
            ClaimType::RoleClaim => None,
            ClaimType::Other => target,
            _ if has_words => target,
            _ => Some(target.ok_or(R::MissingTargetSeat)?),
        };

        let alignment = alignment(get(Key::Alignment)).map_err(|_| R::InvalidAlignment)?;
        let alignment = match claim_type {
            ClaimType::AlignmentStatement if has_words => alignment,
            ClaimType::AlignmentStatement => Some(alignment.ok_or(R::MissingAlignment)?),
            ClaimType::SeerCheck | ClaimType::Other => alignment,
            _ => None,
        };

        let content = match (tidied, get(Key::Content)) {
            (Some(tidied), _) => tidied,
            (None, None) => None,
            (None, Some(_)) => return Err(R::InvalidContent),
        };
        let content = content
            .unwrap_or_else(|| self.catalog.claim_content(claim_type, speaker_seat, role, target_seat, alignment));

        let phase = match get(Key::Phase) {
            Some(V::Str(s)) => sane_phase(s),
            _ => None,
        };

        Ok(PublicClaim {
            id: String::new(),
            day,
            phase: phase.unwrap_or_else(|| self.phase.clone()),
            speaker_seat,
            claim_type,
            role,
            target_seat,
            alignment,
            // A catalog gap yields the message key, so this is never empty; belt and braces.
            content: if content.is_empty() { claim_type.as_str().to_owned() } else { content },
            status: ClaimStatus::Unverified,
            source: ClaimSource::Summary,
            reasons: Vec::new(),
        })
    }

    /// A seat numbered from `first_seat` (1 in replies, 0 in ledgers), returned 0-based.
    fn seat(&self, value: Option<FieldValue<'_>>) -> Lookup<Seat> {
        let number = match value {
            None => return Ok(None),
            Some(FieldValue::Str(s)) if is_blank(s) => return Ok(None),
            Some(FieldValue::Str(s)) => seat_in_text(s),
            Some(FieldValue::Number { int, float }) => integer(int, float),
            Some(_) => None,
        };
        let seat = number
            .and_then(|n| n.checked_sub(self.first_seat))
            .filter(|n| (0..i64::from(self.seats)).contains(n))
            .and_then(|n| Seat::try_from(n).ok())
            .ok_or(Unusable)?;
        Ok(Some(seat))
    }
}

/// The value under `name`, or under any key equal to it once `_`/`-` are removed and case is
/// ignored (`speaker_seat`); the exact key wins. `null` counts as absent.
fn field<'v>(obj: &'v Map<String, Value>, name: &str) -> Option<&'v Value> {
    let value = match obj.get(name) {
        Some(v) => v,
        None => obj.iter().find(|(key, _)| same_key(key, name)).map(|(_, v)| v)?,
    };
    (!value.is_null()).then_some(value)
}

/// Strings that say "nothing here".
fn is_blank(s: &str) -> bool {
    let s = s.trim();
    s.is_empty()
        || ["none", "null", "n/a", "na", "nil", "-", "unknown"].iter().any(|w| s.eq_ignore_ascii_case(w))
        || s == "无"
        || s == "未知"
}

/// An integer JSON number, including integral floats (`5.0`) within ±2^53: `int` and `float`
/// as `serde_json::Number::{as_i64, as_f64}` give them.
fn integer(int: Option<i64>, float: Option<f64>) -> Option<i64> {
    if let Some(i) = int {
        return Some(i);
    }
    let f = float?;
    const EXACT: f64 = 9_007_199_254_740_992.0;
    // Integral and exactly representable, so the cast cannot truncate or saturate.
    #[allow(clippy::cast_possible_truncation)]
    (f.fract() == 0.0 && f.abs() <= EXACT).then_some(f as i64)
}

/// Unsigned decimal digits (ASCII or full-width), at most 9 of them.
fn digits(s: &str) -> Option<i64> {
    if s.is_empty() || s.chars().count() > 9 {
        return None;
    }
    s.chars().try_fold(0i64, |n, c| {
        let d = c.to_digit(10).filter(|_| c.is_ascii_digit()).or_else(|| {
            let u = u32::from(c);
            (0xFF10..=0xFF19).contains(&u).then(|| u - 0xFF10)
        })?;
        Some(n * 10 + i64::from(d))
    })
}

fn strip_prefix_ignore_case<'s>(s: &'s str, prefix: &str) -> Option<&'s str> {
    let head = s.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix).then(|| s.get(prefix.len()..)).flatten()
}

/// `5`, `05`, `Seat 5`, `seat #5`, `#5`, `5号`, `5號`, `5号位`, `５号`.
fn seat_in_text(s: &str) -> Option<i64> {
    let s = s.trim();
    let s = strip_prefix_ignore_case(s, "seat").unwrap_or(s).trim_start();
    let s = s.strip_prefix('#').unwrap_or(s).trim_start();
    let s = ["号位", "號位", "号", "號"].iter().find_map(|suffix| s.strip_suffix(suffix)).unwrap_or(s);
    digits(s.trim_end())
}

/// A day ≥ 1: a number, `2`, `Day 2`, `第2天`.
fn day(value: Option<FieldValue<'_>>) -> Lookup<u32> {
    let number = match value {
        None => return Ok(None),
        Some(FieldValue::Str(s)) if is_blank(s) => return Ok(None),
        Some(FieldValue::Str(s)) => {
            let s = s.trim();
            let s = strip_prefix_ignore_case(s, "day").unwrap_or(s).trim();
            let s = s.strip_prefix('第').and_then(|r| r.strip_suffix('天')).unwrap_or(s);
            digits(s.trim())
        }
        Some(FieldValue::Number { int, float }) => integer(int, float),
        Some(_) => None,
    };
    let day = number.filter(|d| *d >= 1).and_then(|d| u32::try_from(d).ok()).ok_or(Unusable)?;
    Ok(Some(day))
}

/// `SeerCheck`, `seer check`, `Seer-Check` → `seer_check` (at most 64 characters looked at).
fn snake_words(s: &str) -> String {
    let mut out = String::new();
    let mut after_lower = false;
    for c in s.trim().chars().take(64) {
        if c.is_ascii_uppercase() {
            if after_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            after_lower = false;
        } else if matches!(c, ' ' | '-' | '_') {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
            after_lower = false;
        } else {
            out.push(c);
            after_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    out
}

/// A claim type by any of its names; unknown names are `other` (C2.3).
fn claim_type_named(s: &str) -> ClaimType {
    // The wire name (what the schema asks for) needs no folding: the same answer, no allocation.
    ClaimType::ALL.into_iter().find(|t| t.as_str() == s).unwrap_or_else(|| claim_type_folded(s))
}

/// [`claim_type_named`] through [`snake_words`].
fn claim_type_folded(s: &str) -> ClaimType {
    look_up(CLAIM_TYPE_WORDS, snake_words(s).as_str()).unwrap_or(ClaimType::Other)
}

/// The names [`claim_type_folded`] reads (a table, not a `match`: issue 22).
const CLAIM_TYPE_WORDS: &[(&str, ClaimType)] = &[
    ("role_claim role claim_role role_reveal 跳身份 报身份 身份声明 起跳", ClaimType::RoleClaim),
    ("seer_check check seer_checks 查验 验人 预言家查验", ClaimType::SeerCheck),
    ("witch_save save antidote 救人 用解药 解药", ClaimType::WitchSave),
    ("witch_poison poison 毒人 用毒 毒药", ClaimType::WitchPoison),
    ("guard_protect protect guard 守护 守人", ClaimType::GuardProtect),
    ("alignment_statement alignment alignment_claim 站边 表态 阵营判断", ClaimType::AlignmentStatement),
];

/// Lower-cased, with spaces, `_` and `-` removed (at most 32 characters looked at).
fn folded(s: &str) -> String {
    s.trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-'))
        .take(32)
        .collect::<String>()
        // ASCII only: every name matched below is ASCII or CJK, and Unicode case tables
        // would cost ~8 KB of .wasm for nothing.
        .to_ascii_lowercase()
}

/// R10.2 (issue 18): whether a seat name has the shape of a role or a seat label, so that
/// `Seat 4 (Werewolf)` or `Seat 4 (Seat 5)` in a trusted section could pass for a revealed role or
/// another seat: the whole name or any of its words is a seat label (`Seat 5`, `5号`, `5`) or a
/// role the parser reads (`Werewolf`, `wolf`, `seer`, …) — also in the plural (`Werewolves`,
/// `Villagers`) or glued to digits (`Seer1`) — or the word `seat` itself (`Seat Five`), or it
/// contains a Chinese role name (预言家, 狼人, …), a `N号` seat (`5号`, `五号`) or 座位 ("seat").
pub(crate) fn is_role_or_seat_shaped(name: &str) -> bool {
    if seat_in_text(name).is_some() {
        return true;
    }
    let role_word = |w: &str| {
        let bare = w.trim_matches(|c: char| c.is_ascii_digit());
        let plural = |suffix: &str, singular: &str| {
            bare.len() > suffix.len()
                && bare.get(bare.len() - suffix.len()..).is_some_and(|end| end.eq_ignore_ascii_case(suffix))
                && bare
                    .get(..bare.len() - suffix.len())
                    .is_some_and(|stem| role_named(&format!("{stem}{singular}")).is_some())
        };
        !bare.is_empty() && (role_named(bare).is_some() || plural("s", "") || plural("es", "") || plural("ves", "f"))
    };
    let word_is = |w: &str| {
        !w.is_empty()
            && (role_word(w)
                || seat_in_text(w).is_some()
                || w.eq_ignore_ascii_case("seat")
                || w.eq_ignore_ascii_case("seats"))
    };
    if name.split([' ', '-', '_', '.', '\'', '·', '・']).any(word_is) {
        return true;
    }
    if name.contains("座位") {
        return true;
    }
    // Every Chinese role word of two characters or more (one-character short forms such as 狼
    // are common in names), and 狼王, which reads as a wolf's title.
    // (Plain loops, and the length in bytes: 3 per CJK character; smaller .wasm than adaptors.)
    for role in Role::REAL {
        for word in role.words().zh {
            if word.len() > 3 && name.contains(word) {
                return true;
            }
        }
    }
    if name.contains("狼王") {
        return true;
    }
    let chars: Vec<char> = name.chars().collect();
    let numeral =
        |c: char| c.is_ascii_digit() || ('０'..='９').contains(&c) || "零〇一二两三四五六七八九十".contains(c);
    chars.windows(2).any(|w| numeral(w[0]) && matches!(w[1], '号' | '號'))
}

/// A real role by its English or Chinese name.
fn role_named(s: &str) -> Option<Role> {
    // The wire name of a real role needs no folding: the same answer, no allocation.
    match Role::REAL.into_iter().find(|r| r.as_str() == s) {
        Some(role) => Some(role),
        None => role_folded(s),
    }
}

/// [`role_named`] through [`folded`]: a name or alias of [`Role::words`].
fn role_folded(s: &str) -> Option<Role> {
    let s = folded(s);
    for role in Role::REAL {
        let words = role.words();
        if words.en.iter().chain(words.zh).any(|w| *w == s) {
            return Some(role);
        }
    }
    None
}

/// `good`/`wolf` and their synonyms (C2.3).
fn alignment(value: Option<FieldValue<'_>>) -> Lookup<Alignment> {
    let s = match value {
        None => return Ok(None),
        Some(FieldValue::Str(s)) if is_blank(s) => return Ok(None),
        Some(FieldValue::Str(s)) => s,
        Some(_) => return Err(Unusable),
    };
    // The wire names need no folding: the same answer, no allocation.
    match s {
        "good" => return Ok(Some(Alignment::Good)),
        "wolf" => return Ok(Some(Alignment::Wolf)),
        _ => {}
    }
    alignment_folded(s)
}

/// [`alignment`] of a non-blank string, through [`folded`].
fn alignment_folded(s: &str) -> Lookup<Alignment> {
    look_up(ALIGNMENT_WORDS, folded(s).as_str()).map(Some).ok_or(Unusable)
}

/// The names [`alignment_folded`] reads (a table, not a `match`: issue 22).
const ALIGNMENT_WORDS: &[(&str, Alignment)] = &[
    ("good goodguy villager village town innocent 好人 好 金水", Alignment::Good),
    ("wolf werewolf wolves bad evil 狼人 狼 查杀 坏人", Alignment::Wolf),
];

/// Characters that show nothing: whitespace, controls, zero-width and bidi controls, BOM.
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}')
        || matches!(c, '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

/// One line, trimmed, at most `max` characters (the last an ellipsis when cut); `None` if
/// nothing visible.
fn tidy_content(s: &str, max: usize) -> Option<String> {
    let s = s.trim();
    if s.chars().all(is_invisible) {
        return None;
    }
    // Line breaks and other control characters become spaces: content is one line (C1).
    let breaks = |c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
    // The common case, a short line with nothing to fold, is copied whole (issue 13): what the
    // char-by-char rewriting below returns for it. Every such char is ASCII (< 0x20, 0x7F) or
    // starts with the byte 0xC2 (U+0080..=U+009F) or 0xE2 (U+2028, U+2029), so text without
    // those bytes needs no char-by-char look.
    let maybe_breaks = s.bytes().any(|b| b < 0x20 || matches!(b, 0x7F | 0xC2 | 0xE2));
    if (s.len() <= max || s.chars().count() <= max) && !(maybe_breaks && s.chars().any(breaks)) {
        return Some(s.to_owned());
    }
    let fold = |c: char| if breaks(c) { ' ' } else { c };
    let mut line: String = s.chars().take(max + 1).map(fold).collect();
    if line.chars().count() > max {
        line = line.chars().take(max.saturating_sub(1)).collect::<String>().trim_end().to_owned();
        line.push('…');
    }
    Some(line)
}

/// A phase name such as `DAY_SPEECH`: ASCII letters, digits and `_`, starting with a letter,
/// at most [`MAX_PHASE_CHARS`] long; upper-cased.
fn sane_phase(s: &str) -> Option<String> {
    let s = s.trim();
    let ok = (1..=MAX_PHASE_CHARS).contains(&s.len())
        && s.bytes().next().is_some_and(|b| b.is_ascii_alphabetic())
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    ok.then(|| s.to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c2_3_snake_words_folds_spellings() {
        for s in ["seer_check", "SeerCheck", "seerCheck", "seer check", "Seer-Check", "SEER_CHECK", " seer  check_ "] {
            assert_eq!(snake_words(s), "seer_check", "{s:?}");
        }
    }

    #[test]
    fn c2_3_digits_ascii_and_full_width_only() {
        assert_eq!(digits("12"), Some(12));
        assert_eq!(digits("１２"), Some(12));
        assert_eq!(digits("007"), Some(7));
        assert_eq!(digits(""), None);
        assert_eq!(digits("1 2"), None);
        assert_eq!(digits("٣"), None); // Arabic-Indic digit: not a seat number here
        assert_eq!(digits("9999999999"), None);
    }

    #[test]
    fn c2_3_seat_texts() {
        for (s, n) in
            [("5", 5), (" Seat 5 ", 5), ("seat#5", 5), ("#5", 5), ("5号", 5), ("5 號", 5), ("12号位", 12), ("５号", 5)]
        {
            assert_eq!(seat_in_text(s), Some(n), "{s:?}");
        }
        for s in ["five", "5.0", "-1", "+5", "Seat", "号", "5号5", "seat 5 and 6"] {
            assert_eq!(seat_in_text(s), None, "{s:?}");
        }
    }

    #[test]
    fn c2_3_key_aliases() {
        assert!(same_key("speaker_seat", "speakerSeat"));
        assert!(same_key("SPEAKER-SEAT", "speakerSeat"));
        assert!(!same_key("speaker", "speakerSeat"));
        assert!(!same_key("speakerSeats", "speakerSeat"));
    }

    #[test]
    fn c2_3_content_is_one_capped_line() {
        assert_eq!(tidy_content("  a\nb\r\nc\u{2028}d\u{0}e\te  ", MAX_CONTENT_CHARS).as_deref(), Some("a b  c d e e"));
        assert_eq!(tidy_content(" \u{200B}\u{FEFF}\t ", MAX_CONTENT_CHARS), None);
        let long = "é".repeat(MAX_CONTENT_CHARS + 10);
        let cut = tidy_content(&long, MAX_CONTENT_CHARS).unwrap_or_default();
        assert_eq!(cut.chars().count(), MAX_CONTENT_CHARS);
        assert!(cut.ends_with('…'));
        let exact = "x".repeat(MAX_CONTENT_CHARS);
        assert_eq!(tidy_content(&exact, MAX_CONTENT_CHARS).as_deref(), Some(exact.as_str()));
    }

    #[test]
    fn c2_3_keys_by_name() {
        for k in Key::ALL {
            assert_eq!(Key::named(k.name()), Some(k));
            assert_eq!(Key::ALL.get(k as usize), Some(&k));
        }
        assert_eq!(Key::named("speaker_seat"), None);
    }

    /// Issue 17: one table of role words. Every real role has English and Chinese words, the
    /// catalogs name it with the table's first words (so a new role without its catalog names,
    /// or with names the parser would not read, fails here), and the parser reads every word
    /// of the table as that role and no other.
    #[test]
    fn c2_3_role_words_are_the_catalogs_names_and_read_back() {
        let (en, zh) = (Catalog::get(Lang::En), Catalog::get(Lang::Zh));
        for role in Role::REAL {
            let words = role.words();
            assert!(!words.en.is_empty() && !words.zh.is_empty(), "{role:?} has words");
            assert_eq!(folded(&en.role_name(role)), words.en[0], "{role:?}: i18n/en.json publicClaims.role");
            assert_eq!(zh.role_name(role), words.zh[0], "{role:?}: i18n/zh.json publicClaims.role");
            for w in words.en.iter().chain(words.zh) {
                assert_eq!(role_named(w), Some(role), "{w}");
                assert_eq!(folded(w), *w, "{w} is written folded");
            }
            assert!(is_role_or_seat_shaped(words.zh[0]), "{role:?}: R10.2 refuses its Chinese name as a seat name");
        }
        assert!(Role::Unknown.words().en.is_empty(), "Unknown has no words");
    }

    #[test]
    fn c2_3_wire_names_read_as_the_folding_reads_them() {
        for t in ClaimType::ALL {
            assert_eq!(claim_type_named(t.as_str()), claim_type_folded(t.as_str()), "{t:?}");
            assert_eq!(claim_type_named(t.as_str()), t);
        }
        for r in Role::ALL {
            assert_eq!(role_named(r.as_str()), role_folded(r.as_str()), "{r:?}");
        }
        for a in [Alignment::Good, Alignment::Wolf] {
            assert!(matches!(alignment_folded(a.as_str()), Ok(Some(x)) if x == a));
            assert!(matches!(alignment(Some(FieldValue::Str(a.as_str()))), Ok(Some(x)) if x == a));
        }
    }

    #[test]
    fn c2_3_content_byte_screen_covers_every_folded_char() {
        // Every char `tidy_content` folds to a space is caught by the byte screen.
        for u in (0..=0x2FFF_u32).chain([0x10FFFF]) {
            let Some(c) = char::from_u32(u) else { continue };
            if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
                let mut buf = [0u8; 4];
                let first = c.encode_utf8(&mut buf).as_bytes()[0];
                assert!(first < 0x20 || matches!(first, 0x7F | 0xC2 | 0xE2), "{u:#x}");
            }
        }
        assert!(('\u{3000}'..=char::MAX).all(|c| !c.is_control() && !matches!(c, '\u{2028}' | '\u{2029}')));
    }

    #[test]
    fn phases() {
        assert_eq!(sane_phase(" day_pk_speech ").as_deref(), Some("DAY_PK_SPEECH"));
        assert_eq!(sane_phase("DAY_LAST_WORDS").as_deref(), Some("DAY_LAST_WORDS"));
        assert_eq!(sane_phase("</public_claims>"), None);
        assert_eq!(sane_phase("_X"), None);
        assert_eq!(sane_phase(""), None);
        assert_eq!(sane_phase(&"A".repeat(MAX_PHASE_CHARS + 1)), None);
    }
}
