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
//! Out: claims leave as JSON text (serde_json) parsed by one `JSON.parse` on the JS side.

use std::cell::RefCell;

use serde_json::Value;
use wasm_bindgen::prelude::*;
use wolfcore::ledger::merge::MAX_LEDGER_CLAIMS;
use wolfcore::PublicClaim;

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
            let claims: Result<Vec<PublicClaim>, _> = items.into_iter().map(serde_json::from_value).collect();
            if let Ok(claims) = claims {
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
    Ok(text.as_string())
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

/// Random bytes for UUIDs, fetched [`POOL_IDS`] ids at a time; `used` bytes are spent.
struct IdPool {
    bytes: Vec<u8>,
    used: usize,
}

/// Ids per `crypto.getRandomValues` call: 16 KiB of randomness, well under the call's 64 KiB
/// quota. In Node one call costs tens of µs whatever its size (a profile of `ingestReply` at
/// N = 200 with 64 ids a call put 15 % of the update in it, issue 13), so it is made rare.
const POOL_IDS: usize = 1024;

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
    use super::simple_claim_list;

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
