//! Rule-based extraction of a speaker's own public claims from one speech (C6).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::extract::{extract, ExtractContext};
use wolfcore::ledger::merge::MAX_PHASE_CHARS;
use wolfcore::MAX_PLAYERS;

use crate::convert::{
    check_keys, get, is_missing, json_text_to_js, lang_from_js, number_text, options_object, string_units,
};
use crate::errors::{code, js_type_name, BindingError};
use crate::types::{ExtractContextArg, PublicClaimList, TextArg};

#[wasm_bindgen(typescript_custom_section)]
const TS_EXTRACT: &'static str = r#"
/** Where a speech was made and by whom (C6). */
export interface ExtractContext {
  /** The game day, ≥ 1. */
  day: number;
  /** The speaker's **0-based** seat. */
  speakerSeat: Seat;
  /** The claims' phase, e.g. `DAY_SPEECH` (default), `DAY_PK_SPEECH`, `DAY_LAST_WORDS`. */
  phase?: string;
  /** The speech's language; detected from the text when absent. Contents are written in it. */
  lang?: LangTag;
  /** Seats on the board (default 16): seats the speech names beyond it are ignored. */
  playerCount?: number;
}
"#;

const CONTEXT_KEYS: [&str; 5] = ["day", "speakerSeat", "phase", "lang", "playerCount"];

/// Reads an integer field in `min..=max`; `None` when absent.
fn integer(obj: &js_sys::Object, key: &str, min: f64, max: f64) -> Result<Option<f64>, BindingError> {
    let value = get(obj, key, "context")?;
    if is_missing(&value) {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (min..=max).contains(&n) => Ok(Some(n)),
        _ => Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!(
                "context.{key} must be an integer {}..{}, got {}",
                number_text(min),
                number_text(max),
                describe(&value)
            ),
        )),
    }
}

fn describe(value: &JsValue) -> String {
    value.as_f64().map_or_else(|| js_type_name(value).to_owned(), number_text)
}

fn required(value: Option<f64>, key: &str) -> Result<f64, BindingError> {
    value.ok_or_else(|| BindingError::new(code::INVALID_ARGUMENT, format!("context.{key} is required")))
}

fn extract_context(value: &JsValue) -> Result<ExtractContext, BindingError> {
    let obj = options_object(value, "context")?
        .ok_or_else(|| BindingError::new(code::INVALID_ARGUMENT, "context is required ({ day, speakerSeat })"))?;
    check_keys(&obj, &CONTEXT_KEYS, "context")?;
    let max_seat = f64::from(MAX_PLAYERS) - 1.0;
    let day = required(integer(&obj, "day", 1.0, f64::from(u32::MAX))?, "day")?;
    let speaker = required(integer(&obj, "speakerSeat", 0.0, max_seat)?, "speakerSeat")?;
    let player_count = integer(&obj, "playerCount", 1.0, f64::from(MAX_PLAYERS))?;
    let phase = get(&obj, "phase", "context")?;
    let phase = if is_missing(&phase) {
        String::new()
    } else {
        let text = crate::convert::text(&phase, "context.phase", 256)?;
        // The C1 rule for a claim's phase, so every extracted claim is a valid ledger claim.
        let chars = text.chars().count();
        if chars == 0 || chars > MAX_PHASE_CHARS || text.chars().any(char::is_control) {
            return Err(BindingError::new(
                code::INVALID_ARGUMENT,
                format!("context.phase must be 1–{MAX_PHASE_CHARS} printable characters"),
            ));
        }
        text
    };
    // The ranges were checked above, so the conversions are exact.
    Ok(ExtractContext {
        day: day as u32,
        phase,
        speaker_seat: speaker as u8,
        lang: lang_from_js(&get(&obj, "lang", "context")?, "context.lang")?,
        // The JS context names no table language (yet): detection reads the text alone.
        game_lang: None,
        player_count: player_count.map(|n| n as u8),
    })
}

/// Finds the speaker's own public claims in one speech (C6), English or Chinese: role claims,
/// seer checks, witch saves/poisons, guard protections and firm alignment statements — not
/// hypotheticals, questions, plans, hedges, negations or what others said. Claims come back
/// `unverified`, `source: "regex"`, seats 0-based, with an empty `id` (the ledger assigns one)
/// and a content line synthesised in the speech's language (never the player's words). Ready
/// for `mergePublicClaims` or `game.ingestClaims`.
///
/// @param text - one speech (only the first 20,000 characters are read)
/// @param context - `{ day, speakerSeat, phase?, lang?, playerCount? }`
/// @throws {WolfcoreError} `invalid_argument` (text not a string, bad or unknown context
/// fields), `unsupported_lang`.
#[wasm_bindgen(js_name = extractPublicClaims)]
pub fn extract_public_claims(text: &TextArg, context: &ExtractContextArg) -> Result<PublicClaimList, JsValue> {
    // Only the first 20,000 characters are read, so only a prefix is copied into wasm memory
    // (40,000 UTF-16 units hold at least 20,000 characters).
    let Some(units) = string_units(text) else {
        return Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("text must be a string, got {}", js_type_name(text)),
        )
        .into());
    };
    let text: &js_sys::JsString = text.unchecked_ref();
    let text = crate::convert::string_of(&text.slice(0, units.min(40_000))).unwrap_or_default();
    let ctx = extract_context(context)?;
    Ok(json_text_to_js(&crate::ledger_io::claims_json(&extract(&text, &ctx)))?.unchecked_into())
}
