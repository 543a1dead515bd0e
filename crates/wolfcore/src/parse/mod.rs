//! Reading what models write: the summary model's JSON response (C2).
//!
//! [`parse_summary`] turns the raw text a summary model returned into [`PublicClaim`]s, each
//! checked on its own; [`parse_summary_claims`] is the plan-compatible form that returns only the
//! claims. Neither panics, whatever the input.
//!
//! # Finding the JSON (C2.1, C2.2)
//! Tolerated: a UTF-8 BOM, Markdown code fences (closed or not, with or without `json`), prose
//! before and after, `{"claims": [...]}` or a bare array, trailing commas (outside strings only).
//! Refused with a [`ParseError`] and no claims at all: empty input, input over
//! [`MAX_INPUT_BYTES`] (before parsing), no JSON, truncated JSON, `NaN`/`Infinity`/overflowing
//! numbers, nesting deeper than [`MAX_DEPTH`], valid JSON of the wrong shape, other invalid JSON.
//!
//! When the text holds several bracketed spans, code-fence bodies are searched before the whole
//! text, and the first span that is JSON of the right shape wins; prose like `{not json}` is
//! stepped over. A span that is JSON-like but broken is never mined for pieces. If nothing is
//! usable, the most telling error is reported (too deep > non-finite > truncated > wrong shape >
//! invalid JSON > no JSON). A bare array counts as claims only if it is empty or holds at least
//! one object, so a stray `[1]` in prose is not taken for the answer.
//!
//! The common reply — one `{"claims": [...]}` object with the exact keys and scalar values — is
//! read by a fast path (`fast.rs`: no bracket scan, no rewritten copy, no `Value` tree) that
//! falls back to the tolerant reader for anything else; the outcome is the same either way
//! (differential tests in `fast_tests.rs`).
//!
//! # Checking each claim (C2.3)
//! Each element is validated on its own; a bad one becomes a [`Rejection`] `{index, reason}` and
//! the others are kept. Checks run in the order of [`RejectReason`] and the first failure is the
//! reason. Keys are the camelCase names of C1 (`speakerSeat`, `claimType`, `targetSeat`); any
//! spelling that matches case-insensitively once `_` and `-` are removed is accepted too
//! (`speaker_seat`, `SpeakerSeat`), the exact camelCase key winning if both appear. `null`
//! means absent (OpenAI strict mode writes `null` for every field that does not apply), and so do
//! the strings `""`, `none`, `null`, `n/a`, `na`, `nil`, `-`, `unknown`, `无`, `未知` for seats,
//! day, role and alignment.
//!
//! - **Seats** (`speakerSeat` required, `targetSeat` required for `seer_check`, `witch_save`,
//!   `witch_poison`, `guard_protect`, `alignment_statement`): 1-based, in
//!   `1..=playerCount` (no `playerCount`: 16; a larger one is capped at 16). Accepted: integers
//!   (also integral floats such as `5.0`, which JSON cannot tell apart) and integer strings,
//!   optionally written `Seat 5`, `seat #5`, `#5`, `5号`, `5號`, `5号位`, with ASCII or
//!   full-width digits. Anything else — `0`, `13` of 12, `-1`, `3.5`, `"abc"`, `true` — rejects
//!   the claim. Output seats are 0-based.
//! - **day**: integer ≥ 1, integer string, `Day 2` or `第2天`; absent → the context day (a
//!   context day of 0 counts as none); otherwise rejected.
//! - **claimType**: case-insensitive, spaces/hyphens/camelCase folded to snake_case
//!   (`seer check`, `SeerCheck`), a few synonyms (`check`, `poison`, `protect`, …) and Chinese
//!   names (`跳身份`, `查验`, `救人`, `毒人`, `守护`, `站边`, …). Unknown or absent → `other`;
//!   not a string → rejected.
//! - **role**: case-insensitive English or Chinese (`预言家`, `女巫`, `守卫`, `猎人`,
//!   `村民`/`平民`, `狼人`/`狼`). A `role_claim` needs a recognisable role (`Werewolf` included: a
//!   wolf may reveal itself). A check, potion or protect implies its role (C3.2): naming a
//!   different one rejects it, and the claim is returned in canonical form, without a role
//!   ([`PublicClaim::canonical`]). `alignment_statement` has no role; `other` keeps a
//!   recognisable one. Every claim returned is canonical.
//! - **alignment**: `good`/`wolf` and synonyms (`villager`, `town`, `innocent`, `好人`, `金水`;
//!   `werewolf`, `bad`, `evil`, `狼人`, `查杀`, `坏人`). Required for `alignment_statement`,
//!   optional for `seer_check` and `other`, dropped from the other types. An unrecognised value
//!   rejects the claim whatever its type.
//! - **content**: line breaks and other control characters turned into spaces, trimmed, capped at [`MAX_CONTENT_CHARS`]
//!   characters (cut on a char boundary, ending in `…`). Absent, empty or invisible → synthesised
//!   from the structured fields in the context's language. Not a string → rejected.
//! - **phase**: the claim's own if sane (≤ [`MAX_PHASE_CHARS`] ASCII letters, digits and `_`,
//!   starting with a letter; upper-cased), else the context's, else [`DEFAULT_PHASE`].
//! - **status** and **source** from the model are ignored: every claim is `unverified`,
//!   source `summary`, with an empty `id` (the ledger assigns ids) and no reasons.
//! - The claims array is the value of `claims` (or of a key matching it like the field names
//!   above, e.g. `Claims`).
//! - At most [`MAX_CLAIMS`] elements are read; each one after that is rejected `too_many`.

mod error;
mod fast;
#[cfg(test)]
mod fast_tests;
mod field;
mod lenient;
#[cfg(test)]
mod schema;
mod summary;

pub use error::{ParseError, WrongShape};
pub(crate) use summary::{is_role_or_seat_shaped, Rules};
pub use summary::{parse_summary, parse_summary_claims, ParseContext, ParseOutcome, RejectReason, Rejection};

#[cfg(doc)]
use crate::model::PublicClaim;
use crate::model::{Alignment, ClaimType, Role};

/// Inputs longer than this many bytes (1 MiB) are refused before parsing (C2.2).
pub const MAX_INPUT_BYTES: usize = 1 << 20;
/// The deepest nesting accepted: serde_json's recursion limit (C2.2).
pub const MAX_DEPTH: usize = 127;
/// At most this many claims are read from one response (C2.3).
pub const MAX_CLAIMS: usize = 200;
/// At most this many rejections are listed per response; `rejectedCount` goes on counting.
pub const MAX_REJECTIONS: usize = 200;
/// Longer contents are cut to this many characters, the last one an ellipsis (C2.3).
pub const MAX_CONTENT_CHARS: usize = 500;
/// The longest phase name taken from a claim or the context.
pub const MAX_PHASE_CHARS: usize = 64;
/// The phase used when neither the claim nor the context names a sane one.
pub const DEFAULT_PHASE: &str = "DAY_SPEECH";

/// The JSON Schema of the response the summary model should write (item 7).
///
/// Assembled at compile time from the Rust types it names (issue 17: nothing generated is
/// committed, so a new role or claim type needs no schema file): the roles a player can claim
/// ([`Role::REAL`]), the claim types ([`ClaimType::ALL`]) and the alignments
/// ([`Alignment::ALL`]), their wire names between the pieces of a minified template written
/// here; the .wasm carries the finished text, as it carried the file it replaces. A test
/// generates the same schema with `schemars` from the model-facing types (`schema.rs`) and
/// compares the two, and checks its bounds are [`MAX_CLAIMS`] and
/// [`crate::model::MAX_PLAYERS`].
/// Seats are 1-based; there is no `id`, `status` or `source`. It follows the rules of OpenAI's
/// strict structured outputs (every object `additionalProperties: false` with all properties
/// required, optional fields nullable through type arrays, no `$ref`) and is accepted by
/// Gemini's `responseJsonSchema`. Gemini's older `responseSchema` (an OpenAPI 3.0 subset)
/// rejects `additionalProperties` and type arrays, so it needs a converted copy.
#[must_use]
pub fn summary_response_schema() -> &'static str {
    SUMMARY_RESPONSE_SCHEMA
}

/// A piece of the summary-response schema: minified JSON text, or a list of wire names written
/// as JSON strings separated by commas.
enum SchemaPiece {
    Text(&'static str),
    Names(&'static [&'static str]),
}

/// The summary-response schema, piece by piece.
const SCHEMA_PIECES: &[SchemaPiece] = {
    use SchemaPiece::{Names, Text};
    &[
        Text(concat!(
            r#"{"description":"The public claims made in one day of a werewolf game: what players SAID, not facts.","#,
            r#""type":"object","properties":{"claims":{"#,
            r#""description":"Every claim a speaker made about themselves and their own actions; empty if none.","#,
            r#""type":"array","maxItems":200,"items":{"description":"One public claim.","type":"object","#,
            r#""properties":{"#,
            r#""day":{"description":"The game day the claim was made (from 1).","type":"integer","minimum":1},"#,
            r#""speakerSeat":{"description":"The speaker's seat, numbered from 1.","type":"integer","minimum":1,"maximum":16},"#,
            r#""claimType":{"description":"What kind of claim this is.","type":"string","enum":["#,
        )),
        Names(ClaimType::WIRE_NAMES),
        Text(concat!(
            r#"]},"#,
            r#""role":{"description":"The role claimed, for role_claim; null otherwise.","type":["string","null"],"enum":["#,
        )),
        // Every role but `Unknown`, which comes last (`Role::REAL`).
        Names(Role::WIRE_NAMES.split_at(Role::REAL.len()).0),
        Text(concat!(
            r#",null]},"#,
            r#""targetSeat":{"description":"The seat the claim is about, numbered from 1; null for role_claim.","#,
            r#""type":["integer","null"],"minimum":1,"maximum":16},"#,
            r#""alignment":{"description":"The verdict of a seer_check or alignment_statement; null otherwise.","#,
            r#""type":["string","null"],"enum":["#,
        )),
        Names(Alignment::WIRE_NAMES),
        Text(concat!(
            r#",null]},"#,
            r#""content":{"description":"One short line saying what was claimed, in the speaker's terms.","type":"string"}},"#,
            r#""required":["day","speakerSeat","claimType","role","targetSeat","alignment","content"],"#,
            r#""additionalProperties":false}}},"required":["claims"],"additionalProperties":false}"#,
        )),
    ]
};

/// The length in bytes of [`SCHEMA_PIECES`] written out.
const fn schema_len(pieces: &[SchemaPiece]) -> usize {
    let mut len = 0;
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            SchemaPiece::Text(text) => len += text.len(),
            SchemaPiece::Names(names) => {
                let mut j = 0;
                while j < names.len() {
                    // `"name"`, and a comma before every name but the first
                    len += names[j].len() + 2 + if j > 0 { 1 } else { 0 };
                    j += 1;
                }
            }
        }
        i += 1;
    }
    len
}

/// Copies `bytes` into `out` at `at`; returns the position after them.
const fn put<const N: usize>(out: &mut [u8; N], mut at: usize, bytes: &[u8]) -> usize {
    let mut i = 0;
    while i < bytes.len() {
        out[at] = bytes[i];
        at += 1;
        i += 1;
    }
    at
}

/// [`SCHEMA_PIECES`] written out.
const fn schema_bytes<const N: usize>(pieces: &[SchemaPiece]) -> [u8; N] {
    let mut out = [0; N];
    let mut at = 0;
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            SchemaPiece::Text(text) => at = put(&mut out, at, text.as_bytes()),
            SchemaPiece::Names(names) => {
                let mut j = 0;
                while j < names.len() {
                    if j > 0 {
                        at = put(&mut out, at, b",");
                    }
                    at = put(&mut out, at, b"\"");
                    at = put(&mut out, at, names[j].as_bytes());
                    at = put(&mut out, at, b"\"");
                    j += 1;
                }
            }
        }
        i += 1;
    }
    out
}

const SCHEMA_BYTES: [u8; schema_len(SCHEMA_PIECES)] = schema_bytes(SCHEMA_PIECES);

// Every piece is a `str` and the names are plain ASCII (no JSON escape needed): valid UTF-8.
const SUMMARY_RESPONSE_SCHEMA: &str = match std::str::from_utf8(&SCHEMA_BYTES) {
    Ok(text) => text,
    Err(_) => "",
};
