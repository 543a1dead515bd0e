//! Reading the summary model's response (C2) and the schema the model should follow.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::parse::{self, ParseContext, ParseError, ParseOutcome};
use wolfcore::Lang;

use crate::convert::{
    check_keys, get, is_missing, json_text_to_js, lang_from_js, options_object, string_units, text, uint_from_js,
};
use crate::errors::{code, js_type_name, BindingError};
use crate::ledger_io::{claims_json, outcome_json};
use crate::types::{JsonSchemaValue, ParseOptionsArg, ParseResultValue, PublicClaimList, TextArg};

#[wasm_bindgen(typescript_custom_section)]
const TS_PARSE: &'static str = r#"
/** What the game knows that the model's response does not have to say (C2). */
export interface ParseOptions {
  /** Seats on the board: seats must be 1..playerCount in the response (default 16, the largest board). */
  playerCount?: number;
  /** The day given to claims without their own `day` (without it, such claims are rejected). */
  day?: number;
  /** The phase given to claims without a sane `phase` (default `DAY_SPEECH`). */
  phase?: string;
  /** The language of synthesised contents (default `en`). */
  lang?: LangTag;
}
/** Why one claim of a response was rejected (C2.3). */
export type RejectReason =
  | "not_an_object"
  | "missing_speaker_seat"
  | "invalid_speaker_seat"
  | "invalid_claim_type"
  | "missing_day"
  | "invalid_day"
  | "missing_role"
  | "invalid_role"
  | "missing_target_seat"
  | "invalid_target_seat"
  | "missing_alignment"
  | "invalid_alignment"
  | "invalid_content"
  | "too_many";
/** One claim of the response that was not kept: its 0-based index in the response's claims array. */
export interface Rejection {
  index: number;
  reason: RejectReason;
}
/** Why a whole response was refused (C2.2). */
export type ParseErrorCode =
  | "empty"
  | "too_large"
  | "no_json"
  | "truncated"
  | "non_finite_number"
  | "too_deep"
  | "wrong_shape"
  | "invalid_json";
/** A refused response: a stable `code` and an English `message` for logs. */
export interface ParseError {
  code: ParseErrorCode;
  message: string;
}
/**
 * The detailed parse result (C2.4). With an `error` the response was refused whole and both
 * lists are empty. Claims are `unverified`, source `summary`, seats 0-based, each with a fresh
 * UUID v4 `id` (the ledger keeps it). `rejected` lists at most 200 rejections;
 * `rejectedCount` counts them all (elements past the first 200 are rejected `too_many`).
 */
export interface ParseResult {
  claims: PublicClaim[];
  rejected: Rejection[];
  rejectedCount: number;
  error?: ParseError;
}
"#;

fn parse_context(options: Option<&JsValue>) -> Result<ParseContext, BindingError> {
    let Some(obj) = options.map(|o| options_object(o, "options")).transpose()?.flatten() else {
        return Ok(ParseContext::default());
    };
    check_keys(&obj, &["playerCount", "day", "phase", "lang"], "options")?;
    // Read field by field: `lang` accepts regional tags (`zh-CN`), which the core's serde does not.
    let field = |key: &str| get(&obj, key, "options");
    let optional = |value: JsValue| {
        if is_missing(&value) {
            None
        } else {
            Some(value)
        }
    };
    Ok(ParseContext {
        player_count: optional(field("playerCount")?).map(|v| uint_from_js(&v, "options.playerCount")).transpose()?,
        day: optional(field("day")?).map(|v| uint_from_js(&v, "options.day")).transpose()?,
        phase: optional(field("phase")?).map(|v| text(&v, "options.phase", 64)).transpose()?,
        lang: lang_from_js(&field("lang")?, "options.lang")?.unwrap_or(Lang::En),
    })
}

/// The raw reply, or the outcome of a reply too long to read: its length is checked **before**
/// it is copied into wasm memory (more UTF-16 units than `MAX_INPUT_BYTES` means more bytes).
fn raw_text(raw: &JsValue) -> Result<Result<String, ParseOutcome>, BindingError> {
    let Some(units) = string_units(raw) else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("raw must be a string, got {}", js_type_name(raw)),
        ));
    };
    if units as usize > parse::MAX_INPUT_BYTES {
        let error = ParseError::TooLarge { bytes: units as usize };
        return Ok(Err(ParseOutcome { error: Some(error), ..ParseOutcome::default() }));
    }
    Ok(Ok(crate::convert::string_of(raw).unwrap_or_default()))
}

/// Parses and gives every claim a fresh UUID v4 (apps use it as a React key before merging;
/// the ledger keeps it).
pub(crate) fn parse_with_ids(raw: &JsValue, options: Option<&JsValue>) -> Result<ParseOutcome, BindingError> {
    let raw = raw_text(raw)?;
    let ctx = parse_context(options)?;
    let mut outcome = match raw {
        Ok(raw) => parse::parse_summary(&raw, &ctx),
        Err(too_large) => too_large,
    };
    for claim in &mut outcome.claims {
        claim.id = crate::ledger_io::uuid_v4();
    }
    Ok(outcome)
}

/// Parses a summary model's raw response (C2, detailed): tolerates BOMs, code fences, prose
/// around the JSON, `{"claims": [...]}` or a bare array and trailing commas; checks each claim on
/// its own (seats are 1-based in the response, 0-based in the result).
///
/// A response that cannot be read at all is not thrown: it comes back as `error` with empty
/// lists, so a failed parse never changes the ledger (C2.5).
///
/// @throws {WolfcoreError} `invalid_argument` only when `raw` is not a string or the options
/// are malformed (caller bugs, not model output).
#[wasm_bindgen(js_name = parsePublicClaims)]
pub fn parse_public_claims(raw: &TextArg, options: Option<ParseOptionsArg>) -> Result<ParseResultValue, JsValue> {
    let outcome = parse_with_ids(raw, options.map(JsValue::from).as_ref())?;
    Ok(json_text_to_js(&outcome_json(&outcome)?)?.unchecked_into())
}

/// The plan-compatible parser (C2.4): only the valid claims of a summary model's response.
/// Never throws: anything unreadable — including a non-string `raw` or bad options — gives `[]`.
#[wasm_bindgen(js_name = parsePublicClaimsResponse)]
#[must_use]
pub fn parse_public_claims_response(raw: &TextArg, options: Option<ParseOptionsArg>) -> PublicClaimList {
    let claims = parse_with_ids(raw, options.map(JsValue::from).as_ref())
        .and_then(|outcome| json_text_to_js(&claims_json(&outcome.claims)));
    match claims {
        Ok(list) => list.unchecked_into(),
        Err(_) => js_sys::Array::new().unchecked_into(),
    }
}

/// The JSON Schema of the response the summary model should write (seats 1-based; no `id`,
/// `status` or `source`), suitable for OpenAI strict structured outputs and Gemini's
/// `responseJsonSchema`. A fresh object on every call.
#[wasm_bindgen(js_name = publicClaimsJsonSchema)]
pub fn public_claims_json_schema() -> Result<JsonSchemaValue, JsValue> {
    js_sys::JSON::parse(parse::summary_response_schema())
        .map(JsCast::unchecked_into)
        .map_err(|_| BindingError::new(code::INVALID_ARGUMENT, "embedded schema is not JSON").into())
}
