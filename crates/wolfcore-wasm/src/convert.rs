//! The serde edge: the one serializer configuration and the checked readers of JS input.
//!
//! Values cross the boundary with serde-wasm-bindgen. Output uses a single configuration:
//! Rust maps become plain JS objects (never `Map`), and absent optional fields are left out
//! (the core skips `None`s), so JS sees exactly the C1 shape with `undefined` for missing keys.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::{Lang, PublicClaim};

use crate::errors::{code, js_type_name, thrown_message, BindingError, Detail};

/// The one serializer configuration of the package.
const SERIALIZER: Serializer = Serializer::new().serialize_maps_as_objects(true);

/// Serialises a Rust value to a JS value with [`SERIALIZER`].
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, BindingError> {
    value
        .serialize(&SERIALIZER)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("cannot convert result to JS: {e}")))
}

/// Reads a JS value into a Rust value; `what` names the argument in the error message.
pub(crate) fn from_js<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T, BindingError> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| BindingError::new(code::INVALID_ARGUMENT, format!("{what}: {}", serde_message(&e))))
}

/// A serde-wasm-bindgen error as text, without the `Error: ` its JS `toString` adds.
pub(crate) fn serde_message(e: &serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("Error: ").map(str::to_owned).unwrap_or(text)
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
        let bad_shape = |message: String| {
            BindingError::new(code::INVALID_CLAIM, format!("{list} claim #{index} is invalid: {message}"))
                .with("list", Detail::Text(list.to_owned()))
                .with("index", Detail::Number(index as f64))
                .with("reason", Detail::Text("bad_shape".to_owned()))
        };
        if !item.is_object() || js_sys::Array::is_array(&item) {
            return Err(bad_shape(format!("a claim must be an object, got {}", js_type_name(&item))));
        }
        let claim = serde_json::from_value::<PublicClaim>(json_value(&item)).map_err(|e| bad_shape(e.to_string()))?;
        claims.push(claim);
    }
    Ok(claims)
}

/// A JSON-shaped JS value (the result of `JSON.parse`) as a `serde_json::Value`, so claims are
/// read by the same `Deserialize` instantiation as the claims in a game snapshot (one copy of
/// that code in the .wasm instead of a second one for serde-wasm-bindgen's deserializer).
/// Strings are copied as serde-wasm-bindgen copies them (`as_string`); a number is an integer
/// when it is integral and within ±2^53, else a float; anything else (never produced by
/// `JSON.parse`) becomes `null`.
fn json_value(value: &JsValue) -> serde_json::Value {
    use serde_json::Value;
    const SAFE: f64 = 9_007_199_254_740_992.0; // 2^53
    if let Some(text) = value.as_string() {
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
    if let Some(array) = value.dyn_ref::<js_sys::Array>().filter(|_| js_sys::Array::is_array(value)) {
        return Value::Array(array.iter().map(|item| json_value(&item)).collect());
    }
    if value.is_object() {
        let object: &js_sys::Object = value.unchecked_ref();
        let mut map = serde_json::Map::new();
        for entry in js_sys::Object::entries(object).iter() {
            let pair: js_sys::Array = entry.unchecked_into();
            if let Some(key) = pair.get(0).as_string() {
                map.insert(key, json_value(&pair.get(1)));
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
    if !value.is_object() || js_sys::Array::is_array(value) || value.is_function() {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an object, got {}", js_type_name(value)),
        ));
    }
    Ok(Some(value.clone().unchecked_into()))
}

/// `obj[key]`; a getter that throws becomes an `invalid_argument` error naming the key.
pub(crate) fn get(obj: &js_sys::Object, key: &str, what: &str) -> Result<JsValue, BindingError> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).map_err(|thrown| {
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what}.{key}: reading it threw: {}", thrown_message(&thrown)),
        )
    })
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

/// Copies a JS array argument through a guarded `JSON.stringify`/`JSON.parse`: getters that
/// throw, proxies, BigInts and cycles become `invalid_argument` errors instead of exceptions
/// unwinding through the module, and only plain data is read afterwards. `what` names the
/// argument and `items` its elements in the messages.
pub(crate) fn plain_array_copy(value: &JsValue, what: &str, items: &str) -> Result<js_sys::Array, BindingError> {
    if !js_sys::Array::is_array(value) {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be an array of {items}, got {}", js_type_name(value)),
        ));
    }
    let unreadable = |why: String| BindingError::new(code::INVALID_ARGUMENT, format!("{what} cannot be read: {why}"));
    let text = js_sys::JSON::stringify(value).map_err(|thrown| unreadable(thrown_message(&thrown)))?;
    // `undefined` when a `toJSON` returns nothing.
    let text = text.as_string().ok_or_else(|| unreadable("it does not serialise to JSON".to_owned()))?;
    let copy = js_sys::JSON::parse(&text).map_err(|thrown| unreadable(thrown_message(&thrown)))?;
    match copy.dyn_ref::<js_sys::Array>().filter(|_| js_sys::Array::is_array(&copy)) {
        Some(array) => Ok(array.clone()),
        None => Err(unreadable("it does not serialise to an array".to_owned())),
    }
}
