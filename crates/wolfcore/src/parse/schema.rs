//! Item 7: the JSON Schema of the summary model's response, generated with `schemars` from the
//! model-facing types below and compared with the schema the library assembles from the Rust
//! types at compile time ([`super::summary_response_schema`]; issue 17: no schema file is
//! committed).
//!
//! Test-only: schemars is a dev-dependency, so none of this reaches the WASM build.

use proptest::prelude::*;
use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema};
use serde::Serialize;
use serde_json::Value;

use super::{parse_summary, summary_response_schema, ParseContext, RejectReason, MAX_CLAIMS};
use crate::model::{Alignment, ClaimStatus, ClaimType, Role, MAX_PLAYERS};

/// The public claims made in one day of a werewolf game: what players SAID, not facts.
#[derive(Debug, Clone, JsonSchema, Serialize)]
struct SummaryResponse {
    /// Every claim a speaker made about themselves and their own actions; empty if none.
    #[schemars(length(max = 200))]
    claims: Vec<SummaryClaim>,
}

/// One public claim.
#[derive(Debug, Clone, JsonSchema, Serialize)]
#[serde(rename_all = "camelCase")]
struct SummaryClaim {
    /// The game day the claim was made (from 1).
    #[schemars(range(min = 1))]
    day: u32,
    /// The speaker's seat, numbered from 1.
    #[schemars(range(min = 1, max = 16))]
    speaker_seat: u8,
    /// What kind of claim this is.
    claim_type: SchemaClaimType,
    /// The role claimed, for role_claim; null otherwise.
    role: Option<SchemaRole>,
    /// The seat the claim is about, numbered from 1; null for role_claim.
    #[schemars(range(min = 1, max = 16))]
    target_seat: Option<u8>,
    /// The verdict of a seer_check or alignment_statement; null otherwise.
    alignment: Option<SchemaAlignment>,
    /// One short line saying what was claimed, in the speaker's terms.
    content: String,
}

/// C1 claim types.
#[derive(Debug, Clone, Copy, JsonSchema, Serialize)]
#[serde(rename_all = "snake_case")]
enum SchemaClaimType {
    RoleClaim,
    SeerCheck,
    WitchSave,
    WitchPoison,
    GuardProtect,
    AlignmentStatement,
    Other,
}

/// C1 roles a player can claim: [`Role::REAL`] (issue 17: a new role needs no line here, nor in
/// the library's schema, which reads the same list).
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(transparent)]
struct SchemaRole(Role);

impl JsonSchema for SchemaRole {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SchemaRole".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> Schema {
        let names: Vec<&str> = Role::REAL.iter().map(|r| r.as_str()).collect();
        schemars::json_schema!({
            "description": "C1 roles a player can claim (not `Unknown`).",
            "type": "string",
            "enum": names,
        })
    }
}

/// C1 alignments.
#[derive(Debug, Clone, Copy, JsonSchema, Serialize)]
#[serde(rename_all = "lowercase")]
enum SchemaAlignment {
    Good,
    Wolf,
}

/// Properties in the order a model should write them (the order of the prompt's example).
const PROPERTY_ORDER: [&str; 8] =
    ["claims", "day", "speakerSeat", "claimType", "role", "targetSeat", "alignment", "content"];

/// Schema keywords first, then properties; anything else after, alphabetically.
const KEY_ORDER: [&str; 12] = [
    "title",
    "description",
    "type",
    "enum",
    "minimum",
    "maximum",
    "minItems",
    "maxItems",
    "items",
    "properties",
    "required",
    "additionalProperties",
];

fn position(key: &str) -> usize {
    KEY_ORDER.iter().chain(PROPERTY_ORDER.iter()).position(|k| *k == key).unwrap_or(usize::MAX)
}

/// OpenAI strict mode: every object closed, every property required (optional ones are
/// nullable instead); no `format` (schemars writes `uint8`, which strict mode does not know).
fn strict(schema: &mut Schema) {
    let Some(obj) = schema.as_object_mut() else { return };
    obj.remove("format");
    let names = obj.get("properties").and_then(Value::as_object).map(|props| {
        let mut names: Vec<&String> = props.keys().collect();
        crate::sort::sort_by_key(&mut names, |n| position(n));
        names.into_iter().map(|n| Value::String(n.clone())).collect::<Vec<_>>()
    });
    if let Some(names) = names {
        obj.insert("required".into(), Value::Array(names));
        obj.insert("additionalProperties".into(), Value::Bool(false));
    }
}

fn generate() -> Value {
    let settings = SchemaSettings::draft2020_12()
        .with(|s| {
            s.meta_schema = None;
            s.inline_subschemas = true;
        })
        .with_transform(RecursiveTransform(strict as fn(&mut Schema)));
    let mut root = settings.into_generator().into_root_schema_for::<SummaryResponse>().to_value();
    if let Some(obj) = root.as_object_mut() {
        obj.remove("title");
    }
    root
}

/// Pretty JSON (two-space indent) with object keys in [`position`] order.
fn write_ordered(value: &Value, indent: usize, out: &mut String) {
    let pad = |n: usize| "  ".repeat(n);
    match value {
        Value::Object(map) if !map.is_empty() => {
            let mut entries: Vec<(&String, &Value)> = map.iter().collect();
            crate::sort::sort_by(&mut entries, |a, b| position(a.0).cmp(&position(b.0)).then(a.0.cmp(b.0)));
            out.push_str("{\n");
            for (i, (key, v)) in entries.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                out.push_str(&Value::String((*key).clone()).to_string());
                out.push_str(": ");
                write_ordered(v, indent + 1, out);
                out.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push('}');
        }
        Value::Array(items) if !items.is_empty() => {
            out.push_str("[\n");
            for (i, v) in items.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                write_ordered(v, indent + 1, out);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

fn generated_text() -> String {
    let mut text = String::new();
    write_ordered(&generate(), 0, &mut text);
    text.push('\n');
    text
}

#[test]
fn item7_schema_is_the_one_schemars_generates_from_the_types() {
    let generated = generated_text();
    let built = summary_response_schema();
    assert!(!built.contains('\n'), "the library's schema is minified");
    // The same JSON, keys in the same order.
    assert_eq!(built, crate::minify::minify(&generated), "the library's schema differs from the types' (schemars)");
}

/// Walks every subschema.
fn walk<'v>(value: &'v Value, out: &mut Vec<&'v serde_json::Map<String, Value>>) {
    match value {
        Value::Object(map) => {
            out.push(map);
            for (key, v) in map {
                // `enum` values and `required` names are data, not subschemas.
                if key != "enum" && key != "required" {
                    walk(v, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
        _ => {}
    }
}

#[test]
fn item7_schema_fits_openai_strict_mode() {
    let schema: Value = serde_json::from_str(summary_response_schema()).expect("schema is JSON");
    assert_eq!(schema["type"], "object", "the root must be an object");
    let mut nodes = Vec::new();
    walk(&schema, &mut nodes);
    for node in &nodes {
        for banned in ["$ref", "$defs", "definitions", "format", "oneOf", "allOf", "not", "$schema"] {
            assert!(!node.contains_key(banned), "{banned} in {node:?}");
        }
        if let Some(Value::Object(props)) = node.get("properties") {
            assert_eq!(node.get("additionalProperties"), Some(&Value::Bool(false)), "{node:?}");
            let required: Vec<&str> =
                node["required"].as_array().expect("required is an array").iter().filter_map(Value::as_str).collect();
            let mut keys: Vec<&str> = props.keys().map(String::as_str).collect();
            keys.sort_by_key(|k| position(k));
            assert_eq!(required, keys, "every property must be required");
        }
        if node.get("type").is_some_and(|t| t == "object") {
            assert!(node.contains_key("properties"), "an object without properties: {node:?}");
        }
    }
    let claim = &schema["properties"]["claims"]["items"];
    assert_eq!(schema["properties"]["claims"]["maxItems"], MAX_CLAIMS);
    for seat in ["speakerSeat", "targetSeat"] {
        assert_eq!(claim["properties"][seat]["minimum"], 1);
        assert_eq!(claim["properties"][seat]["maximum"], MAX_PLAYERS);
    }
    // Optional fields are nullable through type arrays, with null in their enum.
    for (name, ty) in [("role", "string"), ("targetSeat", "integer"), ("alignment", "string")] {
        assert_eq!(claim["properties"][name]["type"], serde_json::json!([ty, "null"]), "{name}");
    }
    assert_eq!(claim["properties"]["alignment"]["enum"], serde_json::json!(["good", "wolf", null]));
    for name in ["day", "speakerSeat", "claimType", "content"] {
        assert!(claim["properties"][name]["type"].is_string(), "{name} must not be nullable");
    }
}

#[test]
fn item7_schema_enums_match_the_model() {
    let schema: Value = serde_json::from_str(summary_response_schema()).expect("schema is JSON");
    let claim = &schema["properties"]["claims"]["items"]["properties"];
    let names = |v: &Value| -> Vec<String> {
        v.as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_owned).collect()
    };
    let types: Vec<&str> = ClaimType::ALL.iter().map(|t| t.as_str()).collect();
    assert_eq!(names(&claim["claimType"]["enum"]), types);
    let roles: Vec<&str> = Role::REAL.iter().map(|r| r.as_str()).collect();
    assert_eq!(names(&claim["role"]["enum"]), roles);
    assert_eq!(names(&claim["alignment"]["enum"]), [Alignment::Good.as_str(), Alignment::Wolf.as_str()]);
}

fn any_claim() -> impl Strategy<Value = SummaryClaim> {
    use SchemaClaimType as T;
    let types = prop::sample::select(vec![
        T::RoleClaim,
        T::SeerCheck,
        T::WitchSave,
        T::WitchPoison,
        T::GuardProtect,
        T::AlignmentStatement,
        T::Other,
    ]);
    let roles = prop::sample::select(Role::REAL.map(SchemaRole).to_vec());
    let alignments = prop::sample::select(vec![SchemaAlignment::Good, SchemaAlignment::Wolf]);
    (
        1u32..40,
        1u8..=MAX_PLAYERS,
        types,
        prop::option::of(roles),
        prop::option::of(1u8..=MAX_PLAYERS),
        prop::option::of(alignments),
        "\\PC{0,80}",
    )
        .prop_map(|(day, speaker_seat, claim_type, role, target_seat, alignment, content)| SummaryClaim {
            day,
            speaker_seat,
            claim_type,
            role,
            target_seat,
            alignment,
            content,
        })
}

proptest! {
    /// Item 7 + C2.3: anything that conforms to the schema is read back faithfully; the only
    /// rejections are the cross-field rules a JSON Schema cannot express.
    #[test]
    fn item7_schema_conformant_responses_parse(claims in prop::collection::vec(any_claim(), 0..12)) {
        let raw = serde_json::to_string(&SummaryResponse { claims: claims.clone() }).expect("serialise");
        let outcome = parse_summary(&raw, &ParseContext::default());
        prop_assert!(outcome.error.is_none());
        prop_assert_eq!(outcome.claims.len() + outcome.rejected.len(), claims.len());
        let allowed = [
            RejectReason::MissingRole,
            RejectReason::InvalidRole,
            RejectReason::MissingTargetSeat,
            RejectReason::MissingAlignment,
        ];
        for r in &outcome.rejected {
            prop_assert!(allowed.contains(&r.reason), "{:?}", r);
        }
        let kept = claims.iter().enumerate().filter(|(i, _)| !outcome.rejected.iter().any(|r| r.index == *i));
        for ((_, input), claim) in kept.zip(&outcome.claims) {
            prop_assert_eq!(u32::from(claim.speaker_seat) + 1, u32::from(input.speaker_seat));
            prop_assert_eq!(claim.day, input.day);
            prop_assert_eq!(serde_json::to_value(claim.claim_type).ok(), serde_json::to_value(input.claim_type).ok());
            prop_assert_eq!(claim.status, ClaimStatus::Unverified);
            if claim.claim_type != ClaimType::RoleClaim {
                prop_assert_eq!(claim.target_seat.map(|t| t + 1), input.target_seat);
            }
            prop_assert!(!claim.content.is_empty());
        }
    }
}
