//! Browser tests of the C6 extractor binding.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{assert_error, cast, err, js, prop};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use wolfcore_wasm::extract::extract_public_claims;
use wolfcore_wasm::types::{ExtractContextArg, TextArg};

wasm_bindgen_test_configure!(run_in_browser);

fn text(s: &str) -> TextArg {
    cast(JsValue::from_str(s))
}

#[wasm_bindgen_test]
fn c6_chinese_and_english_claims_come_back_as_plain_ledger_claims() {
    let ctx: ExtractContextArg = js(r#"{"day":2,"speakerSeat":0}"#);
    let claims: JsValue =
        extract_public_claims(&text("我是预言家，昨晚验了5号，他是狼人。"), &ctx).expect("extract").into();
    let claims = js_sys::Array::from(&claims);
    assert_eq!(claims.length(), 2);
    let check = claims.get(1);
    assert!(!check.is_instance_of::<js_sys::Map>());
    assert_eq!(prop(&check, "claimType").as_string().as_deref(), Some("seer_check"));
    assert_eq!(prop(&check, "targetSeat").as_f64(), Some(4.0));
    assert_eq!(prop(&check, "alignment").as_string().as_deref(), Some("wolf"));
    assert_eq!(prop(&check, "source").as_string().as_deref(), Some("regex"));
    assert_eq!(prop(&check, "day").as_f64(), Some(2.0));

    let none: JsValue =
        extract_public_claims(&text("If I were the Seer I would check 5."), &ctx).expect("extract").into();
    assert_eq!(js_sys::Array::from(&none).length(), 0);
}

#[wasm_bindgen_test]
fn c6_bad_context_is_typed() {
    assert_error(&err(extract_public_claims(&text("x"), &js(r#"{"day":1}"#))), "invalid_argument");
    assert_error(
        &err(extract_public_claims(&text("x"), &js(r#"{"day":1,"speakerSeat":0,"lang":"de"}"#))),
        "unsupported_lang",
    );
    assert_error(
        &err(extract_public_claims(&cast(JsValue::NULL), &js(r#"{"day":1,"speakerSeat":0}"#))),
        "invalid_argument",
    );
}
