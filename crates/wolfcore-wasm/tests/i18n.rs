//! Browser tests of the catalog bindings and `version`.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{assert_error, cast, err, js, prop};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use wolfcore_wasm::i18n::{format_message, messages};
use wolfcore_wasm::meta::version;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn messages_are_the_nested_catalog_as_plain_objects() {
    let en: JsValue = messages(&cast(JsValue::from_str("en"))).expect("en").into();
    assert!(!en.is_instance_of::<js_sys::Map>());
    let status = prop(&prop(&en, "publicClaims"), "status");
    assert_eq!(prop(&status, "contested").as_string().as_deref(), Some("contested"));
    let zh: JsValue = messages(&cast(JsValue::from_str("zh-CN"))).expect("zh").into();
    let status = prop(&prop(&zh, "publicClaims"), "status");
    assert_eq!(prop(&status, "disproved").as_string().as_deref(), Some("已证伪"));
}

#[wasm_bindgen_test]
fn c5_4_format_message_matches_the_core() {
    let seat = format_message(
        &cast(JsValue::from_str("zh")),
        &cast(JsValue::from_str("publicClaims.seat")),
        Some(js(r#"{"seat":5}"#)),
    );
    assert_eq!(seat.expect("format"), "5号");
    let seat = format_message(
        &cast(JsValue::from_str("en")),
        &cast(JsValue::from_str("publicClaims.seat")),
        Some(js(r#"{"seat":"12"}"#)),
    );
    assert_eq!(seat.expect("format"), "Seat 12");
}

#[wasm_bindgen_test]
fn i18n_errors_have_codes() {
    assert_error(&err(messages(&cast(JsValue::from_str("fr")))), "unsupported_lang");
    assert_error(&err(messages(&cast(JsValue::from(3)))), "invalid_argument");
    assert_error(&err(messages(&cast(JsValue::UNDEFINED))), "invalid_argument");
    let missing = format_message(&cast(JsValue::from_str("en")), &cast(JsValue::from_str("no.such.key")), None);
    assert_error(&err(missing), "unknown_message");
    let bad_arg = format_message(
        &cast(JsValue::from_str("en")),
        &cast(JsValue::from_str("publicClaims.seat")),
        Some(js(r#"{"seat":{"a":1}}"#)),
    );
    assert_error(&err(bad_arg), "invalid_argument");
}

#[wasm_bindgen_test]
fn version_is_the_core_version() {
    assert_eq!(version(), wolfcore::VERSION);
}
