//! Cheaper crossings for claim lists (issue 13): one JSON string each way instead of one
//! reflection call per field, and UUIDs from one `crypto.getRandomValues` call per batch.
//!
//! In: a claim list is copied with the same guarded `JSON.stringify` as [`claims_from_js`]
//! (getters that throw, proxies, BigInts, cycles become typed errors) and the text is parsed by
//! serde_json inside wasm, instead of `JSON.parse` in JS and a walk of the copy field by field.
//! Ordinary lists only: anything the field-by-field reader treats specially (a string over its
//! per-field cap, an object with more keys or nesting than it reads, an element that is not an
//! object, a claim serde refuses) is read again by that reader, so results and error messages
//! are exactly the reader's (`bench/boundary-profile.mjs` measures both).
//!
//! Out: claims leave as JSON text (the hand-written writer, byte-equal to serde_json's) parsed by
//! one `JSON.parse` on the JS side, or, in remember-core.js's internal protocol, as the packed
//! text below, which that file reads without a JSON parser (issue 22).

use std::cell::RefCell;

use serde_json::Value;
use wasm_bindgen::prelude::*;
pub(crate) use wolfcore::digits::push_uint;
use wolfcore::ledger::merge::MAX_LEDGER_CLAIMS;
use wolfcore::parse::ParseOutcome;
use wolfcore::{ClaimSource, PublicClaim, Reason};

use crate::convert::{claims_from_js, is_array, json_text, MAX_LIST_UNITS};
use crate::errors::{code, js_type_name, BindingError};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = crypto, js_name = getRandomValues, catch)]
    fn js_random_fill(buf: &mut [u8]) -> Result<JsValue, JsValue>;
}

/// The field-by-field reader's caps (convert.rs): strings (UTF-8 bytes ≥ UTF-16 units, so a
/// string within this many bytes is within its unit cap), keys per object, nesting.
const FIELD_BYTES: usize = 8_192;
const MAX_KEYS: usize = 64;
const MAX_DEPTH: usize = 8;

/// Whether `value` is read the same by serde_json from text as by the field-by-field reader.
fn ordinary(value: &Value, depth: usize) -> bool {
    if depth > MAX_DEPTH {
        return false;
    }
    match value {
        Value::String(s) => s.len() <= FIELD_BYTES,
        Value::Array(items) => items.len() <= MAX_KEYS && items.iter().all(|v| ordinary(v, depth + 1)),
        Value::Object(map) => {
            map.len() <= MAX_KEYS && map.iter().all(|(k, v)| k.len() <= FIELD_BYTES && ordinary(v, depth + 1))
        }
        // Integers beyond ±2^53 are floats to the field-by-field reader.
        Value::Number(n) => n.as_f64().is_some_and(|f| f.abs() <= 9_007_199_254_740_992.0),
        Value::Null | Value::Bool(_) => true,
    }
}

/// Whether `JSON.stringify` output is a list of flat claims that serde can read straight into
/// claims with the field-by-field reader's result: every element an object, nesting at most
/// three deep (`[{"reasons":[…]}]`), no string over the per-field cap, at most 64 entries per
/// object or array, integers only and within 15 digits. One pass over the bytes, no allocation
/// but the nesting stack.
fn simple_claim_list(text: &[u8]) -> bool {
    let mut stack: Vec<u32> = Vec::with_capacity(4); // entries of each open container
    if text.first() != Some(&b'[') {
        return false;
    }
    let mut i = 0;
    while let Some(&b) = text.get(i) {
        if stack.len() == 1 && !matches!(b, b'{' | b',' | b']') {
            return false; // an element that is not an object
        }
        match b {
            b'"' => {
                let start = i + 1;
                i += 1;
                while let Some(&c) = text.get(i) {
                    if c == b'"' {
                        break;
                    }
                    i += if c == b'\\' { 2 } else { 1 };
                }
                if i.saturating_sub(start) > FIELD_BYTES {
                    return false;
                }
            }
            b'[' | b'{' => {
                stack.push(1);
                if stack.len() > 3 {
                    return false;
                }
            }
            b']' | b'}' => {
                stack.pop();
            }
            b',' => {
                if let Some(entries) = stack.last_mut() {
                    *entries += 1;
                    if *entries as usize > MAX_KEYS {
                        return false;
                    }
                }
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while text.get(i + 1).is_some_and(u8::is_ascii_digit) {
                    i += 1;
                }
                if i - start >= 15 || text.get(i + 1).is_some_and(|c| matches!(c, b'.' | b'e' | b'E')) {
                    return false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    stack.is_empty()
}

/// Reads a list of claims (C1) as [`claims_from_js`] does, through one JSON text crossing.
pub(crate) fn claims_from_text(value: &JsValue, list: &str) -> Result<Vec<PublicClaim>, BindingError> {
    if let Some(text) = list_text(value, list)? {
        if simple_claim_list(text.as_bytes()) {
            if let Ok(claims) = serde_json::from_str::<Vec<PublicClaim>>(&text) {
                return Ok(claims);
            }
            return claims_from_js(value, list);
        }
        if let Some(items) = values_of(&text) {
            let claims: Option<Vec<PublicClaim>> = items.iter().map(PublicClaim::from_json).collect();
            if let Some(claims) = claims {
                return Ok(claims);
            }
        }
    }
    claims_from_js(value, list)
}

/// The list's JSON text (`Ok(None)`: read it field by field instead).
fn list_text(value: &JsValue, what: &str) -> Result<Option<String>, BindingError> {
    if !is_array(value) {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an array of claims, got {}", js_type_name(value)),
        ));
    }
    let length = js_sys::Reflect::get(value, &JsValue::from_str("length")).ok().and_then(|n| n.as_f64());
    if length.is_none_or(|n| n > MAX_LEDGER_CLAIMS as f64) {
        return Ok(None);
    }
    let Ok(text) = json_text(value, what, code::INVALID_ARGUMENT, MAX_LIST_UNITS) else { return Ok(None) };
    Ok(crate::convert::string_of(&text))
}

/// The list as JSON values when it is an ordinary array of objects.
fn values_of(text: &str) -> Option<Vec<Value>> {
    let items = serde_json::from_str::<Vec<Value>>(text).ok()?;
    (items.len() <= MAX_LEDGER_CLAIMS && items.iter().all(|v| v.is_object() && ordinary(v, 0))).then_some(items)
}

/// Reads a list for the tolerant merge as JSON values, as `convert::claim_values` does
/// (`undefined`/`null` is `[]`), through one JSON text crossing.
pub(crate) fn values_from_text(value: &JsValue, list: &str) -> Result<Vec<Value>, BindingError> {
    if crate::convert::is_missing(value) {
        return Ok(Vec::new());
    }
    match list_text(value, list)?.as_deref().and_then(values_of) {
        Some(items) => Ok(items),
        None => crate::convert::claim_values(value, list),
    }
}

/// JSON text of a serialisable result (claims, deltas, reports).
pub(crate) fn json<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, BindingError> {
    serde_json::to_string(value)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("cannot convert result to JSON: {e}")))
}

// Claims as JSON text, written by hand (issue 22): the bytes serde_json writes for
// `PublicClaim` (the tests below compare them), at a fraction of the cost — in the size-optimised
// .wasm serde's writer escapes every key and walks every string through its generic writer,
// which was a quarter of a day's update at N = 20 (BENCHMARKS.md).

/// Appends `s` as a JSON string, escaped exactly as serde_json escapes it.
pub(crate) fn push_json_str(out: &mut String, s: &str) {
    out.push('"');
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&s[start..i]);
        if short.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xf)]));
        } else {
            out.push_str(short);
        }
        start = i + 1;
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// Appends one claim as serde_json writes it (same keys, order and escapes).
pub(crate) fn push_claim_json(out: &mut String, claim: &PublicClaim) {
    // Every field named, so a new field does not compile until it is written here.
    let PublicClaim {
        id,
        day,
        phase,
        speaker_seat,
        claim_type,
        role,
        target_seat,
        alignment,
        content,
        status,
        source,
        reasons,
    } = claim;
    let source = source_str(*source);
    out.push_str("{\"id\":");
    push_json_str(out, id);
    out.push_str(",\"day\":");
    push_uint(out, *day as usize);
    out.push_str(",\"phase\":");
    push_json_str(out, phase);
    out.push_str(",\"speakerSeat\":");
    push_uint(out, usize::from(*speaker_seat));
    out.push_str(",\"claimType\":\"");
    out.push_str(claim_type.as_str());
    if let Some(role) = role {
        out.push_str("\",\"role\":\"");
        out.push_str(role.as_str());
    }
    out.push('"');
    if let Some(target) = target_seat {
        out.push_str(",\"targetSeat\":");
        push_uint(out, usize::from(*target));
    }
    if let Some(alignment) = alignment {
        out.push_str(",\"alignment\":\"");
        out.push_str(alignment.as_str());
        out.push('"');
    }
    out.push_str(",\"content\":");
    push_json_str(out, content);
    out.push_str(",\"status\":\"");
    out.push_str(status.as_str());
    out.push_str("\",\"source\":\"");
    out.push_str(source);
    out.push('"');
    if !reasons.is_empty() {
        out.push_str(",\"reasons\":");
        push_reasons_json(out, reasons);
    }
    out.push('}');
}

/// Appends reasons as a JSON array of their codes.
pub(crate) fn push_reasons_json(out: &mut String, reasons: &[Reason]) {
    out.push('[');
    for (i, reason) in reasons.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('"');
        out.push_str(reason.as_str());
        out.push('"');
    }
    out.push(']');
}

/// Claims as a JSON array, as serde_json writes `Vec<PublicClaim>`.
pub(crate) fn claims_json<'a>(claims: impl IntoIterator<Item = &'a PublicClaim>) -> String {
    let mut out = String::with_capacity(256);
    out.push('[');
    for (i, claim) in claims.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_claim_json(&mut out, claim);
    }
    out.push(']');
    out
}

/// A parse result as serde_json writes `ParseOutcome` (its short lists through serde).
pub(crate) fn outcome_json(outcome: &ParseOutcome) -> Result<String, BindingError> {
    let ParseOutcome { claims, rejected, rejected_count, error } = outcome;
    let mut out = String::from("{\"claims\":");
    out.push_str(&claims_json(claims));
    out.push_str(",\"rejected\":");
    out.push_str(&json(rejected)?);
    out.push_str(",\"rejectedCount\":");
    push_uint(&mut out, *rejected_count);
    if let Some(error) = error {
        out.push_str(",\"error\":");
        out.push_str(&json(error)?);
    }
    out.push('}');
    Ok(out)
}

// Claims in the internal protocol of pkg/remember-core.js (issue 22): not JSON but a "packed"
// text the JS side reads with a cursor and turns into the very objects `JSON.parse` of
// `claims_json` gives (same keys in the same order, same values). `JSON.parse` of a 20-claim
// parse result was a quarter of a `parsePublicClaims` call in Node (BENCHMARKS.md, issue 22).
//
// Grammar: a number is its decimal digits and `,`; a string is its length in UTF-16 units, `:`
// and its characters (so any character, `,` `:` and controls included, needs no escape). A
// claim is `id day phase speakerSeat claimType flags [role] [targetSeat] [alignment] content
// status source [count reasons…]`, `flags` telling which optional fields follow (1 role, 2
// targetSeat, 4 alignment, 8 reasons). `readClaim` in pkg/remember-core.js is the reader.

/// The length of `s` in UTF-16 units (what JS's `length` and `slice` count).
pub(crate) fn utf16_len(s: &str) -> usize {
    if s.is_ascii() {
        return s.len();
    }
    // One unit per character, two for characters outside the BMP (4-byte sequences).
    s.bytes().map(|b| usize::from(b & 0xc0 != 0x80) + usize::from(b >= 0xf0)).sum()
}

/// Appends a packed number.
pub(crate) fn push_packed_num(out: &mut String, n: usize) {
    push_uint(out, n);
    out.push(',');
}

/// Appends a packed string.
pub(crate) fn push_packed_str(out: &mut String, s: &str) {
    push_uint(out, utf16_len(s));
    out.push(':');
    out.push_str(s);
}

/// Appends a packed wire name (an enum's `as_str`: ASCII, so its length in UTF-16 units is its
/// length in bytes, without [`utf16_len`]'s scan).
pub(crate) fn push_packed_ascii(out: &mut String, s: &'static str) {
    debug_assert!(s.is_ascii(), "{s:?}");
    push_uint(out, s.len());
    out.push(':');
    out.push_str(s);
}

/// Appends reasons as packed: their count, then each code.
pub(crate) fn push_packed_reasons(out: &mut String, reasons: &[Reason]) {
    push_packed_num(out, reasons.len());
    for reason in reasons {
        push_packed_ascii(out, reason.as_str());
    }
}

/// Appends one claim, packed.
pub(crate) fn push_claim_packed(out: &mut String, claim: &PublicClaim) {
    // Every field named, so a new field does not compile until it is written here.
    let PublicClaim {
        id,
        day,
        phase,
        speaker_seat,
        claim_type,
        role,
        target_seat,
        alignment,
        content,
        status,
        source,
        reasons,
    } = claim;
    push_packed_str(out, id);
    push_packed_num(out, *day as usize);
    push_packed_str(out, phase);
    push_packed_num(out, usize::from(*speaker_seat));
    push_packed_ascii(out, claim_type.as_str());
    let flags = usize::from(role.is_some())
        | usize::from(target_seat.is_some()) << 1
        | usize::from(alignment.is_some()) << 2
        | usize::from(!reasons.is_empty()) << 3;
    push_packed_num(out, flags);
    if let Some(role) = role {
        push_packed_ascii(out, role.as_str());
    }
    if let Some(target) = target_seat {
        push_packed_num(out, usize::from(*target));
    }
    if let Some(alignment) = alignment {
        push_packed_ascii(out, alignment.as_str());
    }
    push_packed_str(out, content);
    push_packed_ascii(out, status.as_str());
    push_packed_ascii(out, source_str(*source));
    if !reasons.is_empty() {
        push_packed_reasons(out, reasons);
    }
}

/// Appends claims, packed: their count, then each claim.
pub(crate) fn push_claims_packed<'a>(out: &mut String, claims: impl ExactSizeIterator<Item = &'a PublicClaim>) {
    push_packed_num(out, claims.len());
    for claim in claims {
        push_claim_packed(out, claim);
    }
}

/// Appends a parse result, packed, for `Ledger._parseKept`: the claims, then the rest of the
/// result (`rejected`, `rejectedCount`, `error`) as the JSON object serde_json writes for it
/// (short: usually `{"rejected":[],"rejectedCount":0}`). With `claims_only`, the claims alone
/// (`parsePublicClaimsResponse`).
pub(crate) fn push_outcome_packed(
    out: &mut String,
    outcome: &ParseOutcome,
    claims_only: bool,
) -> Result<(), BindingError> {
    let ParseOutcome { claims, rejected, rejected_count, error } = outcome;
    push_claims_packed(out, claims.iter());
    if claims_only {
        return Ok(());
    }
    out.push_str("{\"rejected\":");
    out.push_str(&json(rejected)?);
    out.push_str(",\"rejectedCount\":");
    push_uint(out, *rejected_count);
    if let Some(error) = error {
        out.push_str(",\"error\":");
        out.push_str(&json(error)?);
    }
    out.push('}');
    Ok(())
}

fn source_str(source: ClaimSource) -> &'static str {
    match source {
        ClaimSource::Summary => "summary",
        ClaimSource::Regex => "regex",
        ClaimSource::Manual => "manual",
    }
}

/// Random bytes for UUIDs, fetched [`POOL_IDS`] ids at a time; `used` bytes are spent.
struct IdPool {
    bytes: Vec<u8>,
    used: usize,
}

/// Ids per `crypto.getRandomValues` call: 16 KiB of randomness, well under the call's 64 KiB
/// quota. In Node one call costs tens of µs whatever its size (a profile of `ingestReply` at
/// N = 200 with 64 ids a call put 15 % of the update in it, issue 13), so it is made rare.
const POOL_IDS: usize = wolfcore::caches::UUID_POOL_IDS;

thread_local! {
    static POOL: RefCell<IdPool> = const { RefCell::new(IdPool { bytes: Vec::new(), used: 0 }) };
}

/// A fresh random UUID v4 (C1 ids), from a pool refilled by one `crypto.getRandomValues` call
/// per [`POOL_IDS`] ids (one crossing per id was ~4 µs of a 20-claim parse's time, issue 13).
/// Falls back to uuid's own source if `crypto` is missing or throws.
pub(crate) fn uuid_v4() -> String {
    if !cfg!(target_arch = "wasm32") {
        return uuid::Uuid::new_v4().to_string(); // native tests of this crate
    }
    let bytes = POOL.with(|pool| {
        let mut pool = pool.borrow_mut();
        let pool = &mut *pool;
        if pool.used + 16 > pool.bytes.len() {
            pool.bytes.resize(16 * POOL_IDS, 0);
            pool.used = pool.bytes.len(); // spent, unless the refill succeeds
            if js_random_fill(&mut pool.bytes).is_err() {
                return None;
            }
            pool.used = 0;
        }
        let mut out = [0u8; 16];
        out.copy_from_slice(&pool.bytes[pool.used..pool.used + 16]);
        pool.used += 16;
        Some(out)
    });
    let id = match bytes {
        Some(b) => uuid::Builder::from_random_bytes(b).into_uuid(),
        None => uuid::Uuid::new_v4(),
    };
    // Written straight into a buffer: `to_string` goes through `core::fmt` (issue 13).
    id.hyphenated().encode_lower(&mut uuid::Uuid::encode_buffer()).to_owned()
}

#[cfg(test)]
mod tests {
    use super::{claims_json, outcome_json, simple_claim_list, utf16_len};
    use wolfcore::parse::{parse_summary, ParseContext};
    use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Role};

    /// C1: the hand-written claim JSON is byte for byte what serde_json writes, over every
    /// claim type, role, alignment, status, source and reason, and strings that need escapes.
    #[test]
    fn c1_claims_json_equals_serde() {
        let texts = [
            "",
            "plain",
            "quote \" and back\\slash",
            "controls \n\r\t\u{8}\u{c}\u{0}\u{1f}\u{7f}",
            "中文 ünïcödé 🐺 \u{2028}",
            "/slash/ <tag> &amp;",
        ];
        let roles: Vec<Option<Role>> =
            std::iter::once(None).chain(Role::REAL.iter().copied().chain([Role::Unknown]).map(Some)).collect();
        let statuses =
            [ClaimStatus::Unverified, ClaimStatus::Contested, ClaimStatus::Corroborated, ClaimStatus::Disproved];
        let sources = [ClaimSource::Summary, ClaimSource::Regex, ClaimSource::Manual];
        let reasons = [
            vec![],
            vec![Reason::Counterclaim],
            vec![Reason::Counterclaim, Reason::OverClaim, Reason::SelfContradiction, Reason::ConflictingCheck],
            vec![Reason::RevealedRole],
            vec![Reason::RevealedAlignment, Reason::FalseCheck],
            vec![Reason::RevealedAction],
        ];
        let mut claims = Vec::new();
        let mut i = 0usize;
        for claim_type in ClaimType::ALL {
            for role in &roles {
                i += 1;
                claims.push(PublicClaim {
                    id: texts[i % texts.len()].to_owned(),
                    day: [1, 9, 10, 4_294_967_295][i % 4],
                    phase: texts[(i + 1) % texts.len()].to_owned(),
                    speaker_seat: u8::try_from(i % 17).unwrap_or(0),
                    claim_type,
                    role: *role,
                    target_seat: [None, Some(0), Some(15)][i % 3],
                    alignment: [None, Some(Alignment::Good), Some(Alignment::Wolf)][(i / 3) % 3],
                    content: texts[(i + 2) % texts.len()].to_owned(),
                    status: statuses[i % statuses.len()],
                    source: sources[i % sources.len()],
                    reasons: reasons[i % reasons.len()].clone(),
                });
            }
        }
        assert_eq!(claims_json(&claims), serde_json::to_string(&claims).expect("serialises"));
        assert_eq!(claims_json(&[]), "[]");
        // The packed writer writes every wire name as ASCII (`push_packed_ascii` asserts it).
        let mut packed = String::new();
        super::push_claims_packed(&mut packed, claims.iter());
        assert!(packed.len() > claims.len());
    }

    /// C2.4: the hand-written parse result is what serde_json writes for it, refused replies included.
    #[test]
    fn c2_outcome_json_equals_serde() {
        let ctx = ParseContext { day: Some(2), player_count: Some(9), ..ParseContext::default() };
        for raw in [
            r#"{"claims":[{"speakerSeat":1,"claimType":"other","content":"a \"q\"\n"},{"speakerSeat":99}]}"#,
            "",
            "not json",
            r#"[{"speakerSeat":3,"claimType":"seer_check","targetSeat":4,"alignment":"wolf","content":"x"}]"#,
        ] {
            let outcome = parse_summary(raw, &ctx);
            assert_eq!(outcome_json(&outcome).expect("writes"), serde_json::to_string(&outcome).expect("serialises"));
        }
    }

    /// The packed text's string lengths are JS lengths (UTF-16 units), whatever the characters.
    #[test]
    fn c1_packed_lengths_are_utf16_units() {
        for s in [
            "",
            "ascii",
            "é",
            "中文",
            "🐺",
            "a🐺b𝄞c",
            "\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}",
            "\u{2028}\u{feff}",
        ] {
            assert_eq!(utf16_len(s), s.encode_utf16().count(), "{s:?}");
        }
    }

    /// C1 lists the fast reader may take; everything else goes to the field-by-field reader.
    #[test]
    fn c1_simple_claim_lists() {
        let claim = r#"{"day":1,"phase":"DAY_SPEECH","speakerSeat":0,"claimType":"other","content":"a \"b\" ]}","source":"manual","reasons":["counterclaim"]}"#;
        assert!(simple_claim_list(b"[]"));
        assert!(simple_claim_list(format!("[{claim},{claim}]").as_bytes()));
        for unusual in [
            "[[1,2]]".to_owned(),
            "[1]".to_owned(),
            "[null]".to_owned(),
            r#"[{"a":{"b":{"c":1}}}]"#.to_owned(),
            r#"[{"day":1.5}]"#.to_owned(),
            r#"[{"day":1e3}]"#.to_owned(),
            r#"[{"day":1234567890123456}]"#.to_owned(),
            format!(r#"[{{"content":"{}"}}]"#, "x".repeat(8_193)),
            format!("[{{{}}}]", (0..65).map(|i| format!(r#""k{i}":1"#)).collect::<Vec<_>>().join(",")),
            "{}".to_owned(),
        ] {
            assert!(!simple_claim_list(unusual.as_bytes()), "{unusual:.80}");
        }
    }
}
