//! Issue 22: `PublicClaim::from_json` (and each wire enum's `from_json`) reads a claim from a
//! JSON value exactly when serde_json's `from_value` does, and reads the same claim — the
//! module reads claims by hand so it need not carry serde_json's `Value` deserializer (C1).

use proptest::prelude::*;
use serde_json::{json, Map, Value};
use wolfcore::{Alignment, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Role};

/// serde's answer, the reference.
fn by_serde(value: &Value) -> Option<PublicClaim> {
    serde_json::from_value::<PublicClaim>(value.clone()).ok()
}

fn valid() -> Value {
    json!({"id": "a", "day": 2, "phase": "DAY_SPEECH", "speakerSeat": 3, "claimType": "seer_check", "targetSeat": 5,
           "alignment": "wolf", "content": "5 is a wolf", "status": "contested", "source": "summary",
           "reasons": ["conflicting_check"]})
}

#[test]
fn c1_a_full_claim_and_a_minimal_one_read_as_serde_reads_them() {
    let full = valid();
    assert_eq!(PublicClaim::from_json(&full), by_serde(&full));
    assert!(PublicClaim::from_json(&full).is_some());
    let minimal = json!({"day": 1, "phase": "DAY_SPEECH", "speakerSeat": 0, "claimType": "role_claim",
                         "content": "I am the Seer", "source": "manual"});
    let claim = PublicClaim::from_json(&minimal).expect("a claim");
    assert_eq!(Some(claim.clone()), by_serde(&minimal));
    assert_eq!((claim.id.as_str(), claim.status, claim.reasons.len()), ("", ClaimStatus::Unverified, 0));
}

#[test]
fn c1_each_refusal_serde_makes_is_made() {
    let cases: Vec<(&str, Value)> = vec![
        ("day", json!(1.0)),
        ("day", json!(-1)),
        ("day", json!(4_294_967_296_u64)),
        ("day", Value::Null),
        ("speakerSeat", json!(256)),
        ("targetSeat", json!("5")),
        ("claimType", json!("Seer_Check")),
        ("claimType", json!({"seer_check": 1})),
        ("role", json!(3)),
        ("alignment", json!("evil")),
        ("status", Value::Null),
        ("id", Value::Null),
        ("reasons", Value::Null),
        ("reasons", json!(["nope"])),
        ("source", json!("model")),
        ("content", json!(7)),
    ];
    for (key, bad) in cases {
        let mut claim = valid();
        claim[key] = bad.clone();
        assert_eq!(by_serde(&claim), None, "serde reads {key} = {bad}");
        assert_eq!(PublicClaim::from_json(&claim), None, "{key} = {bad}");
    }
    for required in ["day", "phase", "speakerSeat", "claimType", "content", "source"] {
        let mut claim = valid();
        claim.as_object_mut().expect("object").remove(required);
        assert_eq!(PublicClaim::from_json(&claim), None, "without {required}");
        assert_eq!(by_serde(&claim), None, "serde without {required}");
    }
}

#[test]
fn c1_the_one_form_serde_reads_and_this_refuses_is_an_array_of_fields() {
    let fields =
        json!(["a", 1, "DAY_SPEECH", 0, "role_claim", "Seer", null, null, "I am the Seer", "unverified", "manual", []]);
    assert!(by_serde(&fields).is_some(), "serde reads a struct from a sequence");
    assert_eq!(PublicClaim::from_json(&fields), None);
}

#[test]
fn wire_enums_read_names_and_the_tagged_form_as_serde_does() {
    let inputs = [
        json!("role_claim"),
        json!("Seer"),
        json!("seer"),
        json!({"Seer": null}),
        json!({"Seer": null, "Witch": null}),
        json!({"Seer": 1}),
        json!({}),
        json!(2),
        Value::Null,
        json!(["Seer"]),
    ];
    for v in &inputs {
        assert_eq!(Role::from_json(v), serde_json::from_value::<Role>(v.clone()).ok(), "{v}");
        assert_eq!(ClaimType::from_json(v), serde_json::from_value::<ClaimType>(v.clone()).ok(), "{v}");
        assert_eq!(Alignment::from_json(v), serde_json::from_value::<Alignment>(v.clone()).ok(), "{v}");
        assert_eq!(ClaimStatus::from_json(v), serde_json::from_value::<ClaimStatus>(v.clone()).ok(), "{v}");
        assert_eq!(ClaimSource::from_json(v), serde_json::from_value::<ClaimSource>(v.clone()).ok(), "{v}");
        assert_eq!(Reason::from_json(v), serde_json::from_value::<Reason>(v.clone()).ok(), "{v}");
    }
}

/// A value for one field: one of the right shape (a value serde may still refuse: a day past
/// `u32`, a seat past `u8`, a near-miss name), or a value of any other shape.
fn field_value(key: &'static str) -> (BoxedStrategy<Value>, BoxedStrategy<Value>) {
    fn names(list: &'static [&'static str]) -> BoxedStrategy<Value> {
        prop_oneof![
            12 => proptest::sample::select(list).prop_map(|s| json!(s)),
            1 => proptest::sample::select(list).prop_map(|s| json!({ s: null })),
            1 => proptest::sample::select(list).prop_map(|s| json!({ s: 0 })),
            1 => "[a-z_A-Z]{0,12}".prop_map(|s| json!(s)),
        ]
        .boxed()
    }
    let right = match key {
        "id" | "phase" | "content" => "[ -~]{0,8}".prop_map(|s| json!(s)).boxed(),
        "day" => prop_oneof![8 => 0u64..6, 1 => Just(u64::from(u32::MAX)), 1 => Just(u64::from(u32::MAX) + 1)]
            .prop_map(|n| json!(n))
            .boxed(),
        "speakerSeat" | "targetSeat" => prop_oneof![8 => 0u64..14, 1 => 250u64..260].prop_map(|n| json!(n)).boxed(),
        "claimType" => names(ClaimType::WIRE_NAMES),
        "role" => names(Role::WIRE_NAMES),
        "alignment" => names(Alignment::WIRE_NAMES),
        "status" => names(ClaimStatus::WIRE_NAMES),
        "source" => names(ClaimSource::WIRE_NAMES),
        "reasons" => proptest::collection::vec(names(Reason::WIRE_NAMES), 0..3).prop_map(Value::Array).boxed(),
        _ => Just(Value::Null).boxed(),
    };
    let other = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        (-10.0f64..10.0).prop_map(|f| json!(f)),
        "[a-z]{0,4}".prop_map(|s| json!(s)),
        Just(json!([])),
        Just(json!({})),
    ]
    .boxed();
    (right, other)
}

const KEYS: [&str; 13] = [
    "id",
    "day",
    "phase",
    "speakerSeat",
    "claimType",
    "role",
    "targetSeat",
    "alignment",
    "content",
    "status",
    "source",
    "reasons",
    "extra",
];

fn claim_value() -> impl Strategy<Value = Value> {
    // Each key: of the right shape (most), of another shape, or missing (a required key too:
    // then serde must refuse). About a quarter of the claims are valid, the rest miss by one or two.
    let fields: Vec<BoxedStrategy<Option<Value>>> = KEYS
        .iter()
        .map(|k| {
            let (right, other) = field_value(k);
            prop_oneof![40 => right.prop_map(Some), 1 => other.prop_map(Some), 1 => Just(None)].boxed()
        })
        .collect();
    fields.prop_map(|values| {
        let mut map = Map::new();
        for (key, value) in KEYS.iter().zip(values) {
            if let Some(value) = value {
                map.insert((*key).to_owned(), value);
            }
        }
        Value::Object(map)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn c1_from_json_reads_what_serde_reads(value in claim_value()) {
        prop_assert_eq!(PublicClaim::from_json(&value), by_serde(&value), "{}", value);
    }
}
