//! The serde edge: the one serializer configuration and the checked readers of JS input.
//!
//! The engine's results leave through serde-wasm-bindgen with one configuration: Rust maps become
//! plain JS objects (never `Map`), and absent optional fields are left out (the core skips
//! `None`s), so JS sees exactly the C1 shape with `undefined` for missing keys. The ledger's
//! results leave as one text (JSON here, [`json_to_js`]; the packed text of remember-core.js's
//! protocol in ledger_io.rs). Input is read by serde_json, the same `Deserialize` code the core
//! uses for saves and commands, so the .wasm holds one deserializer; long strings are copied in
//! by [`string_of`].

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::ledger::merge::MAX_LEDGER_CLAIMS;
use wolfcore::{Lang, PublicClaim};

use crate::errors::{code, js_type_name, thrown_message, BindingError, Detail};
// Two helpers the error module needs too live there (issue 17: no import cycle); the readers
// below and the binding files keep reaching them here.
pub(crate) use crate::errors::{is_array, string_units};

// Guarded reads of JS values. Every JS operation that can run user code or throw (a revoked
// Proxy throws from `Array.isArray`, `instanceof` and `Object.keys`; a getter can throw or
// exhaust the stack) is imported with `catch`, so the exception comes back as a `Result` and
// never unwinds through Rust frames (which would leave a `Game` borrowed for good and the
// wasm stack pointer lowered).
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Object, js_name = entries, catch)]
    fn js_entries(value: &JsValue) -> Result<js_sys::Array, JsValue>;
    #[wasm_bindgen(js_namespace = Object, js_name = keys, catch)]
    fn js_keys(value: &JsValue) -> Result<js_sys::Array, JsValue>;
    #[wasm_bindgen(js_namespace = ["Object", "prototype", "toString"], js_name = call, catch)]
    fn js_to_string_tag(value: &JsValue) -> Result<JsValue, JsValue>;
    // `Object.prototype.hasOwnProperty.call(obj, key)`: `get`'s own-key test.
    #[wasm_bindgen(js_namespace = ["Object", "prototype", "hasOwnProperty"], js_name = call, catch)]
    fn js_has_own(obj: &js_sys::Object, key: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_namespace = Array, js_name = from, catch)]
    fn js_array_from(value: &JsValue) -> Result<js_sys::Array, JsValue>;
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn js_json_parse(text: &JsValue) -> Result<JsValue, JsValue>;
    // The same `JSON.parse`, given the text straight from wasm memory (one crossing: the glue
    // decodes the UTF-8 and calls it).
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn js_json_parse_str(text: &str) -> Result<JsValue, JsValue>;
}

// Strings are copied into wasm memory with `TextEncoder.encodeInto` straight into a buffer of
// the module's (issue 22). wasm-bindgen's own copy (`as_string`, `&str` arguments) walks an ASCII
// string one `charCodeAt` at a time in JS: ~3.4 µs for a 2,400-character reply against 0.2 µs
// for `encodeInto` (BENCHMARKS.md). Same bytes: both encode lone surrogates as U+FFFD.
#[wasm_bindgen]
extern "C" {
    type TextEncoder;
    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;
    #[wasm_bindgen(method, js_name = encodeInto)]
    fn encode_into(this: &TextEncoder, text: &JsValue, into: &mut [u8]) -> EncodeIntoResult;
    type EncodeIntoResult;
    #[wasm_bindgen(method, getter)]
    fn read(this: &EncodeIntoResult) -> u32;
    #[wasm_bindgen(method, getter)]
    fn written(this: &EncodeIntoResult) -> u32;
}

thread_local! {
    static ENCODER: TextEncoder = TextEncoder::new();
}

/// Strings shorter than this (UTF-16 units) are copied by wasm-bindgen's glue: for them the
/// two extra crossings of [`string_of`] cost more than its loop.
const ENCODE_INTO_UNITS: u32 = 64;

/// A copy of the JS string `value` (`None` for a non-string): `as_string`, faster for long
/// strings. Callers check the length first (nothing here refuses a long string). Memory as the
/// glue's copy takes it: one byte per UTF-16 unit first, and only for what did not fit (non-ASCII
/// text) up to three bytes per remaining unit.
pub(crate) fn string_of(value: &JsValue) -> Option<String> {
    let units = string_units(value)?;
    if units < ENCODE_INTO_UNITS {
        return value.as_string();
    }
    let mut bytes = vec![0u8; units as usize];
    let (read, mut written) = ENCODER.with(|encoder| {
        let done = encoder.encode_into(value, &mut bytes);
        (done.read(), done.written() as usize)
    });
    if read < units {
        // `encodeInto` stops before a character that does not fit (never inside one), so the
        // rest starts on a character boundary; at most 3 bytes per UTF-16 unit.
        let rest = value.unchecked_ref::<js_sys::JsString>().slice(read, units);
        bytes.resize(written + (units - read) as usize * 3, 0);
        written += ENCODER.with(|encoder| encoder.encode_into(&rest, &mut bytes[written..]).written()) as usize;
    }
    bytes.truncate(written);
    String::from_utf8(bytes).ok()
}

/// Longest string argument copied into wasm memory, in UTF-16 units, unless a reader says
/// otherwise: 1 MiB (the parser's own limit; a snapshot or a speech is far smaller).
pub(crate) const MAX_TEXT_UNITS: u32 = 1 << 20;

/// Longest save `Game.load` reads (UTF-16 units). A save is the options plus every accepted
/// input, so it outgrows [`MAX_TEXT_UNITS`]: up to 40 days of 4,000-character speeches at 16
/// seats and a full claims ledger. Whatever `save()` writes must load again.
pub(crate) const MAX_SAVE_UNITS: u32 = 32 << 20;
/// Longest JSON text a claim list may serialise to (UTF-16 units): 10,000 claims of ~1.6 KB.
pub(crate) const MAX_LIST_UNITS: u32 = 16 << 20;
/// Longest string read out of a claim (UTF-16 units); longer ones are cut to this plus one
/// unit, which every field's own cap (2,000 chars of content, 128 of id) still refuses or
/// truncates, without copying megabytes into wasm memory first.
const MAX_FIELD_UNITS: u32 = 8_192;
/// Deepest nesting read out of a claim: claims are flat, `reasons` is one level.
const MAX_CLAIM_DEPTH: usize = 8;
/// Most keys read from one object of a claim list or options.
const MAX_KEYS: u32 = 64;

/// `Object.prototype.toString.call(value)` is `[object Map]` (no `instanceof`, which throws
/// for a revoked Proxy).
pub(crate) fn is_map(value: &JsValue) -> bool {
    js_to_string_tag(value).ok().and_then(|t| t.as_string()).is_some_and(|t| t == "[object Map]")
}

/// `Object.entries(obj)`, guarded, at most [`MAX_KEYS`] of them.
pub(crate) fn entries(obj: &JsValue, what: &str) -> Result<js_sys::Array, BindingError> {
    let list = js_entries(obj).map_err(|thrown| unreadable(what, &thrown))?;
    if list.length() > MAX_KEYS {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} has more than {MAX_KEYS} keys")));
    }
    Ok(list)
}

/// The entries of a `Map`, guarded (`entries()` or the iterator may throw), at most
/// [`MAX_KEYS`] of them.
pub(crate) fn map_entries(map: &JsValue, what: &str) -> Result<js_sys::Array, BindingError> {
    let size = js_sys::Reflect::get(map, &JsValue::from_str("size")).map_err(|thrown| unreadable(what, &thrown))?;
    if size.as_f64().is_none_or(|n| n > f64::from(MAX_KEYS)) {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} has more than {MAX_KEYS} entries")));
    }
    let list = js_array_from(map).map_err(|thrown| unreadable(what, &thrown))?;
    if list.length() > MAX_KEYS {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} has more than {MAX_KEYS} entries")));
    }
    Ok(list)
}

/// Refuses keys of an options object that are not in `known` (serde would skip
/// them silently, and a typo must not silently mean "the default"). The one key check of the
/// bindings.
pub(crate) fn check_keys(obj: &JsValue, known: &[&str], what: &str) -> Result<(), BindingError> {
    let keys = js_keys(obj).map_err(|thrown| unreadable(what, &thrown))?;
    if keys.length() > MAX_KEYS {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} has more than {MAX_KEYS} keys")));
    }
    for key in keys.iter() {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                format!("{what}: unknown key {key:?} (expected one of {})", known.join(", ")),
            ));
        }
    }
    Ok(())
}

fn unreadable(what: &str, thrown: &JsValue) -> BindingError {
    BindingError::new(code::INVALID_ARGUMENT, format!("{what} cannot be read: {}", thrown_message(thrown)))
}

/// Reads a string argument, checking its length **before** it is copied into wasm memory:
/// not a string → `invalid_argument`; over `max_units` UTF-16 units → `too_large`.
pub(crate) fn text(value: &JsValue, what: &str, max_units: u32) -> Result<String, BindingError> {
    let Some(units) = string_units(value) else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a string, got {}", js_type_name(value)),
        ));
    };
    if units > max_units {
        return Err(BindingError::new(
            code::TOO_LARGE,
            format!("{what} is {units} UTF-16 units long, over the limit of {max_units}"),
        )
        .with("limit", Detail::Number(f64::from(max_units))));
    }
    string_of(value).ok_or_else(|| BindingError::new(code::INVALID_ARGUMENT, format!("{what} must be a string")))
}

/// A string read out of a claim, cut past [`MAX_FIELD_UNITS`] before it is copied.
fn capped_string(value: &JsValue) -> Option<String> {
    let units = string_units(value)?;
    if units > MAX_FIELD_UNITS {
        let s: &js_sys::JsString = value.unchecked_ref();
        return s.slice(0, MAX_FIELD_UNITS + 1).as_string();
    }
    value.as_string()
}

/// The one serializer configuration of the package (results only; input is read by serde_json).
#[cfg(feature = "engine")]
const SERIALIZER: serde_wasm_bindgen::Serializer =
    serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true);

/// Serialises a Rust value to a JS value with [`SERIALIZER`] (the engine's results, whose
/// absent optional fields are `undefined`; the ledger's go through [`json_to_js`]).
#[cfg(feature = "engine")]
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, BindingError> {
    value
        .serialize(&SERIALIZER)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("cannot convert result to JS: {e}")))
}

/// Serialises a result whose optional fields are all left out when absent (the ledger's:
/// claims, parse results, reports, deltas) as JSON text in wasm memory and builds the JS value
/// with one `JSON.parse` (issue 22): one crossing per result instead of one per field, which
/// is most of a small call's cost. The value is the one [`to_js`] builds, because no field of
/// these types serialises a `None` (JSON would write `null` where serde-wasm-bindgen writes
/// `undefined`); the test at the end of this file holds them to that.
pub(crate) fn json_to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, BindingError> {
    let text = serde_json::to_string(value)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("cannot convert result to JSON: {e}")))?;
    js_json_parse_str(&text).map_err(|thrown| {
        BindingError::new(code::INVALID_ARGUMENT, format!("cannot read result JSON: {}", thrown_message(&thrown)))
    })
}

/// The JS value of JSON text written in wasm memory ([`json_to_js`] without serde).
pub(crate) fn json_text_to_js(text: &str) -> Result<JsValue, BindingError> {
    js_json_parse_str(text).map_err(|thrown| {
        BindingError::new(code::INVALID_ARGUMENT, format!("cannot read result JSON: {}", thrown_message(&thrown)))
    })
}

/// Reads a JS value into a Rust value; `what` names the argument in the error message.
///
/// The value is copied to JSON text with a guarded `JSON.stringify` (getters that throw,
/// proxies and BigInts become typed errors) and read by serde_json.
pub(crate) fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, BindingError> {
    let text = json_text(value, what, code::INVALID_ARGUMENT, MAX_TEXT_UNITS)?;
    let text = string_of(&text).unwrap_or_default();
    serde_json::from_str(&text)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("{what}: {}", serde_message(&e))))
}

/// An unsigned integer option: a JS number that is a whole `T` is taken as it is; anything
/// else goes through [`from_js`] (its `JSON.stringify` and serde read such a number to the
/// same value, and give every other value its error), which costs a few crossings (issue 22).
pub(crate) fn uint_from_js<T: TryFrom<u32> + serde::de::DeserializeOwned>(
    value: &JsValue,
    what: &str,
) -> Result<T, BindingError> {
    if let Some(n) = value.as_f64() {
        if n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n) {
            // Whole and within u32: the cast is exact.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            if let Ok(whole) = T::try_from(n as u32) {
                return Ok(whole);
            }
        }
    }
    from_js(value, what)
}

/// A serde_json error as text, without the position (` at line 1 column 4`) in the one-line
/// JSON copy of an argument, which means nothing to the caller.
pub(crate) fn serde_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

/// A JS number as JS prints it (`String(n)`): keeps Rust's float formatting out of the .wasm.
pub(crate) fn number_text(n: f64) -> String {
    js_sys::Number::from(n).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// `undefined` and `null` both mean "not given".
pub(crate) fn is_missing(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// Reads a list of claims (C1). Each element is read on its own, so the error names the index
/// of the first bad claim (`incoming claim #3 is invalid: missing field `source``). Claims may
/// omit `id` (→ `""`, the ledger assigns one), `status` (→ `unverified`) and `reasons`
/// (→ none); the other C1 fields are required, as in the core's serde.
///
/// The list is first copied through `JSON.stringify`/`JSON.parse` (both guarded), so getters
/// that throw, proxies and BigInts become typed errors instead of exceptions unwinding through
/// the module, and serde only ever reads plain data.
pub(crate) fn claims_from_js(value: &JsValue, list: &str) -> Result<Vec<PublicClaim>, BindingError> {
    let array = plain_array_copy(value, list, "claims")?;
    let mut claims = Vec::with_capacity(array.length() as usize);
    for (index, item) in array.iter().enumerate() {
        let item = &item;
        let bad_shape = |message: String| {
            BindingError::new(code::INVALID_CLAIM, format!("{list} claim #{index} is invalid: {message}"))
                .with("list", Detail::Text(list.to_owned()))
                .with("index", Detail::Number(index as f64))
                .with("reason", Detail::Text("bad_shape".to_owned()))
        };
        if !item.is_object() || is_array(item) {
            return Err(bad_shape(format!("a claim must be an object, got {}", js_type_name(item))));
        }
        // Read by hand (what serde would read, `PublicClaim::from_json`); serde_json reads the
        // item's text only to word the error (issue 22: no `Value` deserializer in the .wasm).
        match PublicClaim::from_json(&json_value(item, 0)) {
            Some(claim) => claims.push(claim),
            None => return Err(bad_shape(claim_error(item))),
        }
    }
    Ok(claims)
}

/// Why serde refuses `item` (a plain object that is no claim) as a claim, worded as serde_json
/// words it, without the position in the item's one-line JSON.
fn claim_error(item: &JsValue) -> String {
    let text = json_text(item, "claim", code::INVALID_CLAIM, MAX_TEXT_UNITS).ok().and_then(|t| string_of(&t));
    match text.map(|text| serde_json::from_str::<PublicClaim>(&text)) {
        Some(Err(e)) => serde_message(&e),
        _ => "not a claim".to_owned(),
    }
}

/// A JSON-shaped JS value (the result of `JSON.parse`) as a `serde_json::Value` (claims are then
/// read from it by `PublicClaim::from_json`, the tolerant merge reads the values as they are).
/// Strings are copied with `as_string`; a number is an integer
/// when it is integral and within ±2^53, else a float; anything else (never produced by
/// `JSON.parse`) becomes `null`.
pub(crate) fn json_value(value: &JsValue, depth: usize) -> serde_json::Value {
    use serde_json::Value;
    const SAFE: f64 = 9_007_199_254_740_992.0; // 2^53
    if depth > MAX_CLAIM_DEPTH {
        return Value::Null;
    }
    if let Some(text) = capped_string(value) {
        return Value::String(text);
    }
    if let Some(n) = value.as_f64() {
        let number = if n.fract() == 0.0 && n.abs() <= SAFE {
            // Integral and exactly representable: cast is lossless.
            #[allow(clippy::cast_possible_truncation)]
            let i = n as i64;
            serde_json::Number::from(i)
        } else {
            match serde_json::Number::from_f64(n) {
                Some(number) => number,
                None => return Value::Null,
            }
        };
        return Value::Number(number);
    }
    if let Some(b) = value.as_bool() {
        return Value::Bool(b);
    }
    // Plain data from `JSON.parse`: nothing here runs user code, but the reads stay guarded.
    if is_array(value) {
        let array: &js_sys::Array = value.unchecked_ref();
        return Value::Array(array.iter().take(MAX_KEYS as usize).map(|item| json_value(&item, depth + 1)).collect());
    }
    if value.is_object() {
        let mut map = serde_json::Map::new();
        for entry in js_entries(value).unwrap_or_default().iter().take(MAX_KEYS as usize) {
            let pair: js_sys::Array = entry.unchecked_into();
            if let Some(key) = capped_string(&pair.get(0)) {
                map.insert(key, json_value(&pair.get(1), depth + 1));
            }
        }
        return Value::Object(map);
    }
    Value::Null
}

/// Reads an optional options object: `undefined`/`null` → `None`; anything but a plain object
/// is an `invalid_argument` error.
pub(crate) fn options_object(value: &JsValue, what: &str) -> Result<Option<js_sys::Object>, BindingError> {
    if is_missing(value) {
        return Ok(None);
    }
    if !value.is_object() || is_array(value) || value.is_function() {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an object, got {}", js_type_name(value)),
        ));
    }
    Ok(Some(value.clone().unchecked_into()))
}

/// `obj[key]` when `key` is `obj`'s **own** property, else `undefined` (issue 18: a polluted
/// `Object.prototype` changes no option); a getter (or proxy trap) that throws becomes an
/// `invalid_argument` error naming the key.
pub(crate) fn get(obj: &js_sys::Object, key: &str, what: &str) -> Result<JsValue, BindingError> {
    let key = JsValue::from_str(key);
    let threw = |thrown: JsValue| {
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what}.{}: reading it threw: {}", key.as_string().unwrap_or_default(), thrown_message(&thrown)),
        )
    };
    // `hasOwnProperty` asks the same `[[GetOwnProperty]]` (a proxy's same trap) as
    // `Reflect.getOwnPropertyDescriptor`, without building a descriptor object (issue 22).
    if !js_has_own(obj, &key).map_err(threw)? {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(obj, &key).map_err(threw)
}

/// Reads a language tag (`en`, `zh`, `zh-CN`, …); `undefined`/`null` → `None`.
pub(crate) fn lang_from_js(value: &JsValue, what: &str) -> Result<Option<Lang>, BindingError> {
    if is_missing(value) {
        return Ok(None);
    }
    let Some(tag) = value.as_string() else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a language tag string, got {}", js_type_name(value)),
        ));
    };
    Lang::parse(&tag).map(Some).ok_or_else(|| {
        BindingError::new(code::UNSUPPORTED_LANG, format!("{what}: unsupported language {tag:?} (expected en or zh)"))
    })
}

/// Copies a JS value to JSON text with a guarded `JSON.stringify` (getters that throw,
/// proxies, BigInts, cycles and stack exhaustion become `code` errors), refusing text over
/// `max_units` UTF-16 units before it is copied into wasm memory.
pub(crate) fn json_text(
    value: &JsValue,
    what: &str,
    code: &'static str,
    max_units: u32,
) -> Result<JsValue, BindingError> {
    let unreadable = |why: String| BindingError::new(code, format!("{what} cannot be read: {why}"));
    let text: JsValue = js_sys::JSON::stringify(value).map_err(|thrown| unreadable(thrown_message(&thrown)))?.into();
    // `undefined` when a `toJSON` returns nothing.
    let units = string_units(&text).ok_or_else(|| unreadable("it does not serialise to JSON".to_owned()))?;
    if units > max_units {
        return Err(unreadable(format!("its JSON is {units} UTF-16 units long, over the limit of {max_units}")));
    }
    Ok(text)
}

/// Copies a JS array argument through a guarded `JSON.stringify`/`JSON.parse`: getters that
/// throw, proxies, BigInts and cycles become `invalid_argument` errors instead of exceptions
/// unwinding through the module, and only plain data is read afterwards. The copy never enters
/// wasm memory as text; a list over [`MAX_LEDGER_CLAIMS`] elements is `too_many_claims`.
/// `what` names the argument and `items` its elements in the messages.
pub(crate) fn plain_array_copy(value: &JsValue, what: &str, items: &str) -> Result<js_sys::Array, BindingError> {
    if !is_array(value) {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an array of {items}, got {}", js_type_name(value)),
        ));
    }
    let unreadable = |why: String| BindingError::new(code::INVALID_ARGUMENT, format!("{what} cannot be read: {why}"));
    let length =
        js_sys::Reflect::get(value, &JsValue::from_str("length")).map_err(|t| unreadable(thrown_message(&t)))?;
    if length.as_f64().is_some_and(|n| n > MAX_LEDGER_CLAIMS as f64) {
        return Err(BindingError::new(
            code::TOO_MANY_CLAIMS,
            format!("{what} has more than {MAX_LEDGER_CLAIMS} {items}"),
        ));
    }
    let text = json_text(value, what, code::INVALID_ARGUMENT, MAX_LIST_UNITS)?;
    let copy = js_json_parse(&text).map_err(|thrown| unreadable(thrown_message(&thrown)))?;
    if !is_array(&copy) {
        return Err(unreadable("it does not serialise to an array".to_owned()));
    }
    let copy: js_sys::Array = copy.unchecked_into();
    if copy.length() as usize > MAX_LEDGER_CLAIMS {
        return Err(BindingError::new(
            code::TOO_MANY_CLAIMS,
            format!("{what} has more than {MAX_LEDGER_CLAIMS} {items}"),
        ));
    }
    Ok(copy)
}

#[cfg(feature = "engine")]
/// Copies a short JS array argument (at most `max_items` elements, checked before anything is
/// copied) through a guarded `JSON.stringify`/`JSON.parse` of at most `max_units` UTF-16 units,
/// so only plain data is read afterwards. A non-array, a longer array, or one that cannot be
/// read is `invalid_argument`.
pub(crate) fn short_array_copy(
    value: &JsValue,
    what: &str,
    max_items: usize,
    max_units: u32,
) -> Result<js_sys::Array, BindingError> {
    if !is_array(value) {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an array, got {}", js_type_name(value)),
        ));
    }
    let length = js_sys::Reflect::get(value, &JsValue::from_str("length"))
        .map_err(|thrown| unreadable(what, &thrown))?
        .as_f64()
        .unwrap_or(f64::INFINITY);
    if length > max_items as f64 {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} has more than {max_items} elements")));
    }
    let text = json_text(value, what, code::INVALID_ARGUMENT, max_units)?;
    let copy = js_json_parse(&text).map_err(|thrown| unreadable(what, &thrown))?;
    if !is_array(&copy) || copy.unchecked_ref::<js_sys::Array>().length() as usize > max_items {
        return Err(BindingError::new(code::INVALID_ARGUMENT, format!("{what} does not copy to a short array")));
    }
    Ok(copy.unchecked_into())
}

#[cfg(feature = "engine")]
/// Copies a JS object argument to JSON text with a guarded `JSON.stringify` (getters that
/// throw, proxies, BigInts, cycles and stack exhaustion become `code` errors), at most
/// [`MAX_TEXT_UNITS`] of it. Anything but a plain object (or class instance) is refused before
/// JS gets to run.
pub(crate) fn object_json(value: &JsValue, what: &str, code: &'static str) -> Result<String, BindingError> {
    if !value.is_object() || is_array(value) || value.is_function() {
        return Err(BindingError::new(code, format!("{what} must be an object, got {}", js_type_name(value))));
    }
    let text = json_text(value, what, code, MAX_TEXT_UNITS)?;
    Ok(string_of(&text).unwrap_or_default())
}

#[cfg(feature = "engine")]
/// Reads a 0-based seat argument: a non-negative integer (else `invalid_argument`); a seat the
/// board does not have is `unknown_seat`.
pub(crate) fn seat_arg(value: &JsValue, what: &str, players: u8) -> Result<wolfcore::Seat, BindingError> {
    let n = value.as_f64().ok_or_else(|| {
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a 0-based seat number, got {}", js_type_name(value)),
        )
    })?;
    if !n.is_finite() || n < 0.0 || n.fract() != 0.0 {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a non-negative integer, got {}", number_text(n)),
        ));
    }
    if n >= f64::from(players) {
        return Err(BindingError::new(
            "unknown_seat",
            format!("seat {} does not exist (the board has {players} seats)", number_text(n)),
        )
        .with("seat", Detail::Number(n)));
    }
    // In range 0..players ≤ 16, so the conversion is exact.
    Ok(n as wolfcore::Seat)
}

#[cfg(feature = "engine")]
/// A converted result as its typed handle (`PublicClaimList`, `GameViewValue`, …).
pub(crate) fn cast<T: JsCast>(value: Result<JsValue, BindingError>) -> Result<T, BindingError> {
    Ok(value?.unchecked_into())
}

/// A claim list read as JSON values for the tolerant merge: `undefined`/`null` is `[]`.
pub(crate) fn claim_values(value: &JsValue, list: &str) -> Result<Vec<serde_json::Value>, BindingError> {
    if is_missing(value) {
        return Ok(Vec::new());
    }
    let array = plain_array_copy(value, list, "claims")?;
    Ok(array.iter().map(|item| json_value(&item, 0)).collect())
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use wolfcore::ledger::merge::MergeOptions;
    use wolfcore::ledger::tolerant::merge_values_with_ids;
    use wolfcore::parse::{parse_summary, ParseContext};
    use wolfcore::Lang;

    /// `json_to_js` gives the value `to_js` gives only if no field serialises a `None` as
    /// `null` (serde-wasm-bindgen writes `undefined`): the ledger's results, with every optional
    /// field absent, errors and rejections included, hold no `null`.
    #[test]
    fn c1_c2_ledger_results_serialise_without_null() {
        let ctx = ParseContext { day: Some(2), player_count: Some(9), ..ParseContext::default() };
        let replies = [
            r#"{"claims":[{"speakerSeat":1,"claimType":"other","content":"hi"},{"speakerSeat":2,"claimType":"role_claim","role":"Seer","content":"me"},{"speakerSeat":99},{}]}"#,
            "",
            "not json",
            r#"{"claims": [1, null, {"speakerSeat": 3, "claimType": "seer_check", "targetSeat": 4, "alignment": "wolf", "content": "x"}]"#,
            r#"[{"speakerSeat": 1e999}]"#,
        ];
        for raw in replies {
            let outcome = parse_summary(raw, &ctx);
            let text = serde_json::to_string(&outcome).expect("serialises");
            assert!(!text.contains("null"), "{raw:?} → {text}");
            let text = serde_json::to_string(&outcome.claims).expect("serialises");
            assert!(!text.contains("null"), "{text}");
        }
        let values = vec![
            json!({"day": 1, "phase": "DAY_SPEECH", "speakerSeat": 0, "claimType": "other", "content": "c", "source": "manual"}),
            json!({"day": 1, "speakerSeat": 30, "claimType": "other"}),
            json!({"day": 1, "speakerSeat": 1, "claimType": "role_claim", "content": "c", "status": "bogus"}),
            json!(7),
        ];
        let report =
            merge_values_with_ids(&values, &values, &MergeOptions::default(), Lang::Zh, &mut || "id".to_owned());
        let text = serde_json::to_string(&report).expect("serialises");
        assert!(!text.contains("null"), "{text}");
    }
}
