//! Browser tests of the ledger bindings (C3 merge, C4 verify) and their errors.
#![cfg(target_arch = "wasm32")]

mod common;

use common::{assert_error, cast, claim, err, js, prop, seats_and_statuses};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use wolfcore_wasm::claims::{merge_public_claims, merge_public_claims_safe, verify_public_claims};
use wolfcore_wasm::types::{MergeOptionsArg, PublicClaimInputList, RevealedRolesArg};

wasm_bindgen_test_configure!(run_in_browser);

fn seer_check(day: u32, speaker: u8, target: u8) -> String {
    claim(day, speaker, "seer_check", &format!(r#","targetSeat":{target},"alignment":"good""#))
}

#[wasm_bindgen_test]
fn c3_2_same_day_seer_counterclaim_plus_duplicate_gives_two_contested() {
    let incoming: PublicClaimInputList =
        js(&format!("[{},{},{}]", seer_check(1, 1, 5), seer_check(1, 2, 5), seer_check(1, 1, 5)));
    let merged = merge_public_claims(&js("[]"), &incoming, None).expect("merge");
    let merged: JsValue = merged.into();
    assert_eq!(seats_and_statuses(&merged), [(1, "contested".into()), (2, "contested".into())]);
    // Plain objects, not Maps, and fresh UUID v4 ids from crypto.getRandomValues.
    let first = js_sys::Array::from(&merged).get(0);
    assert!(!first.is_instance_of::<js_sys::Map>());
    let id = prop(&first, "id").as_string().expect("id");
    assert_eq!(id.len(), 36);
    assert_eq!(id.as_bytes().get(14), Some(&b'4'), "{id} is not a v4 uuid");
    let reasons = js_sys::JSON::stringify(&prop(&first, "reasons")).expect("json");
    assert_eq!(String::from(reasons), r#"["counterclaim"]"#);
}

#[wasm_bindgen_test]
fn c3_4_merging_with_empty_is_idempotent() {
    let once = merge_public_claims(&js("[]"), &js(&format!("[{}]", seer_check(1, 0, 3))), None).expect("merge");
    let once_json = js_sys::JSON::stringify(&once).expect("json");
    let twice = merge_public_claims(&cast(once.into()), &js("[]"), None).expect("merge");
    assert_eq!(js_sys::JSON::stringify(&twice).expect("json"), once_json);
}

#[wasm_bindgen_test]
fn c3_2_role_counts_option_makes_guard_shared() {
    let guards: PublicClaimInputList = js(&format!(
        "[{},{}]",
        claim(1, 0, "role_claim", r#","role":"Guard""#),
        claim(1, 1, "role_claim", r#","role":"Guard""#)
    ));
    let default = merge_public_claims(&js("[]"), &guards, None).expect("merge");
    assert!(seats_and_statuses(&default.into()).iter().all(|(_, s)| s == "contested"));
    let opts: MergeOptionsArg = js(r#"{"roleCounts":{"Guard":2,"Villager":3,"Werewolf":3}}"#);
    let two_guards = merge_public_claims(&js("[]"), &guards, Some(opts)).expect("merge");
    assert!(seats_and_statuses(&two_guards.into()).iter().all(|(_, s)| s == "unverified"));
}

#[wasm_bindgen_test]
fn errors_are_js_errors_with_codes() {
    let e = err(merge_public_claims(&cast(JsValue::from(5)), &js("[]"), None));
    assert!(assert_error(&e, "invalid_argument").contains("existing must be an array"));

    let bad_seat: PublicClaimInputList = js(&format!("[{},{}]", seer_check(1, 0, 3), claim(1, 20, "other", "")));
    let e = err(merge_public_claims(&js("[]"), &bad_seat, None));
    assert_error(&e, "invalid_claim");
    assert_eq!(prop(&e, "list").as_string().as_deref(), Some("incoming"));
    assert_eq!(prop(&e, "index").as_f64(), Some(1.0));
    assert_eq!(prop(&e, "reason").as_string().as_deref(), Some("speaker_seat_out_of_range"));

    let seat_999: PublicClaimInputList = js(&format!("[{}]", claim(1, 0, "seer_check", r#","targetSeat":999"#)));
    let e = err(merge_public_claims(&js("[]"), &seat_999, None));
    assert_error(&e, "invalid_claim");
    assert_eq!(prop(&e, "reason").as_string().as_deref(), Some("bad_shape"));

    let no_source: PublicClaimInputList =
        js(r#"[{"day":1,"phase":"DAY_SPEECH","speakerSeat":0,"claimType":"other","content":"x"}]"#);
    let message = assert_error(&err(merge_public_claims(&js("[]"), &no_source, None)), "invalid_claim");
    assert!(message.contains("source"), "{message}");

    let typo: MergeOptionsArg = js(r#"{"roleCounts":{"Seers":1}}"#);
    let e = err(merge_public_claims(&js("[]"), &js("[]"), Some(typo)));
    assert_error(&e, "invalid_argument");
}

#[wasm_bindgen_test]
fn merge_safe_never_throws_and_keeps_the_ledger() {
    let one: PublicClaimInputList = js(&format!("[{}]", seer_check(1, 0, 3)));
    let merged: JsValue = merge_public_claims_safe(None, &one, None).into();
    assert_eq!(seats_and_statuses(&merged), [(0, "unverified".into())]);

    // C2.5 / issue 8: a bad claim is skipped on its own; the ledger's claims all stay.
    let ledger: JsValue = merged.clone();
    let bad: PublicClaimInputList = js(&format!(r#"[{{"day":0}}, {}]"#, seer_check(1, 2, 3)));
    let kept: JsValue = merge_public_claims_safe(Some(cast(ledger.clone())), &bad, None).into();
    assert_eq!(seats_and_statuses(&kept), [(0, "contested".into()), (2, "contested".into())]);
    // Unusable arguments: the very same ledger array comes back.
    let same: JsValue = merge_public_claims_safe(Some(cast(ledger.clone())), &cast(JsValue::from(5)), None).into();
    assert!(js_sys::Object::is(&same, &ledger));

    let garbage: JsValue =
        merge_public_claims_safe(Some(cast(JsValue::from_str("nope"))), &cast(JsValue::NULL), None).into();
    assert!(js_sys::Array::is_array(&garbage));
    assert_eq!(js_sys::Array::from(&garbage).length(), 0);
}

#[wasm_bindgen_test]
fn c4_verify_accepts_plain_objects_and_maps_with_zero_based_seats() {
    let claims = merge_public_claims(
        &js("[]"),
        &js(&format!("[{},{}]", claim(1, 2, "role_claim", r#","role":"Hunter""#), seer_check(1, 4, 2))),
        None,
    )
    .expect("merge");
    let claims_js: JsValue = claims.into();
    let revealed: RevealedRolesArg = js(r#"{"2":"Hunter"}"#);
    let verified = verify_public_claims(&cast(claims_js.clone()), &revealed).expect("verify");
    assert_eq!(seats_and_statuses(&verified.into()), [(2, "corroborated".into()), (4, "corroborated".into())]);

    let map = js_sys::Map::new();
    map.set(&JsValue::from(2), &JsValue::from_str("Werewolf"));
    let verified = verify_public_claims(&cast(claims_js.clone()), &cast(map.into())).expect("verify");
    assert_eq!(seats_and_statuses(&verified.into()), [(2, "disproved".into()), (4, "disproved".into())]);

    for bad in [r#"{"999":"Seer"}"#, r#"{"-1":"Seer"}"#, r#"{"x":"Seer"}"#, r#"{"1":"Dragon"}"#, "[]", "7"] {
        let e = err(verify_public_claims(&cast(claims_js.clone()), &js(bad)));
        assert_error(&e, "invalid_argument");
    }
}
