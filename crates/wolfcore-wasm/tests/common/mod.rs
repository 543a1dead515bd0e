//! Helpers shared by the browser tests.
#![allow(dead_code, clippy::panic)] // test helpers: a failed expectation panics

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Parses a JSON literal into a JS value of the requested extern type.
pub(crate) fn js<T: JsCast>(json: &str) -> T {
    js_sys::JSON::parse(json).expect("test JSON literal").unchecked_into()
}

/// A JS value as any extern type (for passing deliberately wrong types).
pub(crate) fn cast<T: JsCast>(value: JsValue) -> T {
    value.unchecked_into()
}

/// `obj[key]`.
pub(crate) fn prop(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).expect("property")
}

/// Asserts `err` is a real JS `Error` named `WolfcoreError` with the given `code`; returns its message.
pub(crate) fn assert_error(err: &JsValue, code: &str) -> String {
    let e = err.dyn_ref::<js_sys::Error>().expect("thrown value is an Error");
    assert_eq!(String::from(e.name()), "WolfcoreError");
    assert_eq!(prop(err, "code").as_string().as_deref(), Some(code), "message: {}", String::from(e.message()));
    String::from(e.message())
}

/// A claim as JSON, seats 0-based.
pub(crate) fn claim(day: u32, speaker: u8, claim_type: &str, extra: &str) -> String {
    format!(
        r#"{{"day":{day},"phase":"DAY_SPEECH","speakerSeat":{speaker},"claimType":"{claim_type}","content":"Seat {} spoke","source":"summary"{extra}}}"#,
        speaker + 1
    )
}

/// The claims of a JS array, as `(speakerSeat, status)` pairs.
pub(crate) fn seats_and_statuses(list: &JsValue) -> Vec<(u32, String)> {
    js_sys::Array::from(list)
        .iter()
        .map(|c| {
            let seat = prop(&c, "speakerSeat").as_f64().expect("seat") as u32;
            (seat, prop(&c, "status").as_string().expect("status"))
        })
        .collect()
}

/// The error of a call that must fail.
pub(crate) fn err<T: Into<JsValue>, E: Into<JsValue>>(result: Result<T, E>) -> JsValue {
    match result {
        Ok(v) => panic!("expected an error, got {:?}", js_sys::JSON::stringify(&v.into()).ok()),
        Err(e) => e.into(),
    }
}
