//! Browser tests of the C2 parse bindings.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{assert_error, cast, err, js, prop, seats_and_statuses};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use wolfcore_wasm::parse::{parse_public_claims, parse_public_claims_response, public_claims_json_schema};
use wolfcore_wasm::types::TextArg;

wasm_bindgen_test_configure!(run_in_browser);

const PLAN_RAW: &str = r#"{"claims":[{"day":1,"phase":"DAY_SPEECH","speakerSeat":2,"claimType":"seer_check","targetSeat":6,"content":"Seat 2 said Seat 6 is good"}]}"#;

fn text(s: &str) -> TextArg {
    cast(JsValue::from_str(s))
}

#[wasm_bindgen_test]
fn c2_plan_case_gives_one_unverified_claim_with_zero_based_seats() {
    let claims: JsValue = parse_public_claims_response(&text(PLAN_RAW), None).into();
    assert_eq!(seats_and_statuses(&claims), [(1, "unverified".into())]);
    let first = js_sys::Array::from(&claims).get(0);
    assert_eq!(prop(&first, "targetSeat").as_f64(), Some(5.0));
}

#[wasm_bindgen_test]
fn c2_4_detailed_result_reports_rejections_and_errors() {
    let raw = r#"```json
[{"day":1,"speakerSeat":99,"claimType":"role_claim","role":"Seer"},{"day":1,"speakerSeat":3,"claimType":"role_claim","role":"预言家"}]
```"#;
    let out: JsValue = parse_public_claims(&text(raw), Some(js(r#"{"playerCount":9}"#))).expect("parse").into();
    assert_eq!(seats_and_statuses(&prop(&out, "claims")), [(2, "unverified".into())]);
    let rejected = js_sys::JSON::stringify(&prop(&out, "rejected")).expect("json");
    assert_eq!(String::from(rejected), r#"[{"index":0,"reason":"invalid_speaker_seat"}]"#);
    assert!(prop(&out, "error").is_undefined());

    let refused: JsValue =
        parse_public_claims(&text("```json\n{\"claims\": [{\"day\": 1,"), None).expect("parse").into();
    assert_eq!(prop(&prop(&refused, "error"), "code").as_string().as_deref(), Some("truncated"));
    assert_eq!(js_sys::Array::from(&prop(&refused, "claims")).length(), 0);
}

#[wasm_bindgen_test]
fn bad_js_input_is_typed_or_empty() {
    assert_error(&err(parse_public_claims(&cast(JsValue::from(5)), None)), "invalid_argument");
    assert_error(&err(parse_public_claims(&text(PLAN_RAW), Some(js(r#"{"playerCount":-3}"#)))), "invalid_argument");
    let empty: JsValue = parse_public_claims_response(&cast(JsValue::NULL), None).into();
    assert_eq!(js_sys::Array::from(&empty).length(), 0);
}

#[wasm_bindgen_test]
fn json_schema_is_a_plain_object() {
    let schema: JsValue = public_claims_json_schema().expect("schema").into();
    assert_eq!(prop(&schema, "type").as_string().as_deref(), Some("object"));
    assert!(!schema.is_instance_of::<js_sys::Map>());
}
