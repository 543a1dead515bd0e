//! Rendering the `<public_claims>` prompt section (C5), with JS label callbacks.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wolfcore::ledger::render::{self, Labels, RenderOptions, DEFAULT_MAX_CONTENT_CHARS};
use wolfcore::ledger::tolerant;
use wolfcore::{Catalog, ClaimStatus, Lang, PublicClaim};

use crate::claims::renderable_claims;
use crate::convert::{check_keys, is_missing, lang_from_js, options_object, string_units, text, MAX_TEXT_UNITS};
use crate::errors::{code, js_type_name, thrown_message, BindingError};
use crate::ledger_io::values_from_text;
use crate::types::{NumberArg, PublicClaimInputList, RenderOptionsArg, TextArg};

#[wasm_bindgen(typescript_custom_section)]
const TS_RENDER: &'static str = r#"
/** Options of `renderPublicClaimsSection` (C5). */
export interface RenderOptions {
  /** The most claim lines to print (a non-negative integer); `0` renders nothing. */
  limit: number;
  /** The line after `<public_claims>`; default: the catalog's `publicClaims.header` in `lang`. */
  header?: string;
  /** The line after the header; default: the catalog's `publicClaims.disclaimer` in `lang`. */
  disclaimer?: string;
  /** The seat label for a **1-based** seat number, e.g. `(n) => \`Seat ${n}\``; default: the catalog's. */
  seatLabel?: (seat: number) => string;
  /** The status label, e.g. `有争议`; default: the catalog's in `lang` (C5.4). */
  statusLabel?: (status: ClaimStatus) => string;
  /** The catalog language for every default above and for contents the parser synthesised; default: `zh` when `header` or `disclaimer` has Chinese characters, else `en`. */
  lang?: LangTag;
  /** Cap on each claim's content in characters, ellipsis included (default 240). */
  maxContentChars?: number;
}
"#;

const RENDER_KEYS: [&str; 7] = ["limit", "header", "disclaimer", "seatLabel", "statusLabel", "lang", "maxContentChars"];

/// Labels from the JS callbacks, falling back to the catalog. A callback that throws or returns
/// a non-string is remembered (first failure wins) and no callback is called after it; the
/// render is then reported as an error instead of a section with holes.
struct JsLabels {
    seat: Option<js_sys::Function>,
    status: Option<js_sys::Function>,
    catalog: &'static Catalog,
    failure: RefCell<Option<BindingError>>,
}

impl JsLabels {
    fn call(&self, callback: &js_sys::Function, name: &str, arg: &JsValue) -> String {
        if self.failure.borrow().is_some() {
            return String::new();
        }
        let failure = match callback.call1(&JsValue::UNDEFINED, arg) {
            Ok(value) => match string_units(&value).map(|n| n.min(1024)) {
                Some(n) => {
                    let label: &js_sys::JsString = value.unchecked_ref();
                    return label.slice(0, n).as_string().unwrap_or_default();
                }
                None => BindingError::new(
                    code::LABEL_NOT_STRING,
                    format!("{name} must return a string, returned {}", js_type_name(&value)),
                ),
            },
            Err(thrown) => {
                BindingError::new(code::LABEL_CALLBACK_FAILED, format!("{name} threw: {}", thrown_message(&thrown)))
            }
        };
        *self.failure.borrow_mut() = Some(failure);
        String::new()
    }
}

impl Labels for JsLabels {
    fn seat(&self, seat_1_based: u32) -> String {
        match &self.seat {
            Some(f) => self.call(f, "seatLabel", &JsValue::from(seat_1_based)),
            None => self.catalog.seat_label(seat_1_based),
        }
    }

    fn status(&self, status: ClaimStatus) -> String {
        match &self.status {
            Some(f) => self.call(f, "statusLabel", &JsValue::from_str(status.as_str())),
            None => self.catalog.status_label(status),
        }
    }
}

/// A non-negative integer option.
fn count(value: &JsValue, what: &str) -> Result<usize, BindingError> {
    match value.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 && n.fract() == 0.0 => {
            // Saturating: any limit above the ledger's size means "all".
            Ok(if n >= usize::MAX as f64 { usize::MAX } else { n as usize })
        }
        _ => Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("{what} must be a non-negative integer, got {}", describe(value)),
        )),
    }
}

fn describe(value: &JsValue) -> String {
    match value.as_f64() {
        Some(n) => format!("{n}"),
        None => js_type_name(value).to_owned(),
    }
}

/// The option names as JS strings, made once per thread instead of once per read (issue 13:
/// reading the options was ~6 % of a `Ledger` update).
fn option_key(index: usize) -> JsValue {
    thread_local! {
        static KEYS: [JsValue; 7] = RENDER_KEYS.map(JsValue::from_str);
    }
    KEYS.with(|keys| keys.get(index).cloned().unwrap_or(JsValue::UNDEFINED))
}

/// `options[RENDER_KEYS[index]]` when it is an **own** property, else `undefined` (issue 18: a
/// polluted `Object.prototype` changes no option); a getter that throws becomes an
/// `invalid_argument` error naming the key (as [`get`] does).
fn option(obj: &js_sys::Object, index: usize) -> Result<JsValue, BindingError> {
    let threw = |thrown: JsValue| {
        let key = RENDER_KEYS.get(index).copied().unwrap_or_default();
        BindingError::new(
            code::INVALID_ARGUMENT,
            format!("options.{key}: reading it threw: {}", thrown_message(&thrown)),
        )
    };
    let key = option_key(index);
    if js_sys::Reflect::get_own_property_descriptor(obj, &key).map_err(threw)?.is_undefined() {
        return Ok(JsValue::UNDEFINED);
    }
    js_sys::Reflect::get(obj, &key).map_err(threw)
}

fn optional_text(obj: &js_sys::Object, index: usize) -> Result<Option<String>, BindingError> {
    let value = option(obj, index)?;
    if is_missing(&value) {
        return Ok(None);
    }
    let key = RENDER_KEYS.get(index).copied().unwrap_or_default();
    text(&value, &format!("options.{key}"), MAX_TEXT_UNITS).map(Some)
}

fn optional_callback(obj: &js_sys::Object, index: usize) -> Result<Option<js_sys::Function>, BindingError> {
    let value = option(obj, index)?;
    if is_missing(&value) {
        return Ok(None);
    }
    // `typeof`, not `instanceof` (which throws for a revoked Proxy); a call that throws is
    // caught by `call1`.
    if value.is_function() {
        Ok(Some(value.unchecked_into()))
    } else {
        let key = RENDER_KEYS.get(index).copied().unwrap_or_default();
        Err(BindingError::new(
            code::INVALID_ARGUMENT,
            format!("options.{key} must be a function, got {}", js_type_name(&value)),
        ))
    }
}

// Indices into `RENDER_KEYS`.
const LIMIT: usize = 0;
const HEADER: usize = 1;
const DISCLAIMER: usize = 2;
const SEAT_LABEL: usize = 3;
const STATUS_LABEL: usize = 4;
const LANG: usize = 5;
const MAX_CONTENT_CHARS: usize = 6;

/// The render options and label callbacks read from `options`, and the language. Each option
/// is read once, in the order of `RENDER_KEYS` (so a getter sees the reads it always saw).
fn read_options(options: &JsValue) -> Result<(RenderOptions, JsLabels, Lang), BindingError> {
    let Some(obj) = options_object(options, "options")? else {
        return Err(BindingError::new(code::INVALID_ARGUMENT, "options with a limit are required"));
    };
    check_keys(&obj, &RENDER_KEYS, "options")?;
    let limit = count(&option(&obj, LIMIT)?, "options.limit")?;
    let header = optional_text(&obj, HEADER)?;
    let disclaimer = optional_text(&obj, DISCLAIMER)?;
    // Without `lang`, the language of the header/disclaimer given (Chinese if either has a CJK
    // ideograph), so default labels match the caller's own text; else `en`.
    let lang = match lang_from_js(&option(&obj, LANG)?, "options.lang")? {
        Some(lang) => lang,
        None => {
            let given = [header.as_deref(), disclaimer.as_deref()];
            if given.iter().flatten().any(|text| render::lang_of_text(text) == Lang::Zh) {
                Lang::Zh
            } else {
                Lang::En
            }
        }
    };
    let max_content = option(&obj, MAX_CONTENT_CHARS)?;
    let max_content_chars = if is_missing(&max_content) {
        DEFAULT_MAX_CONTENT_CHARS
    } else {
        count(&max_content, "options.maxContentChars")?
    };
    let catalog = Catalog::get(lang);
    let opts = RenderOptions {
        limit,
        header: header.unwrap_or_else(|| catalog.claims_header()),
        disclaimer: disclaimer.unwrap_or_else(|| catalog.claims_disclaimer()),
        max_content_chars,
    };
    let labels = JsLabels {
        seat: optional_callback(&obj, SEAT_LABEL)?,
        status: optional_callback(&obj, STATUS_LABEL)?,
        catalog,
        failure: RefCell::new(None),
    };
    Ok((opts, labels, lang))
}

/// Renders claims already read (a kept `Ledger`'s) with JS `options`: only the printed claims
/// are copied and re-worded (C5.2 selection first), so this is O(limit) beyond one pass.
pub(crate) fn render_claims(claims: &[PublicClaim], options: &JsValue) -> Result<String, BindingError> {
    let (opts, labels, lang) = read_options(options)?;
    let section = render::render_localized(claims, &opts, &labels, lang);
    match labels.failure.into_inner() {
        Some(failure) => Err(failure),
        None => Ok(section),
    }
}

fn render_impl(claims: &JsValue, options: &JsValue) -> Result<String, BindingError> {
    // Options are read (and refused) before the claims, as they always were.
    let (opts, labels, lang) = read_options(options)?;
    // Issue 18: render never refuses claim data. A list of valid claims is printed as given; any
    // other is read claim by claim, repairing what can be repaired and leaving out the rest
    // (`tolerant::renderable_values`); a value that is no list at all renders as no claims.
    let claims = match renderable_claims(claims) {
        Ok(claims) => claims,
        Err(_) => tolerant::renderable_values(&values_from_text(claims, "claims").unwrap_or_default(), lang),
    };
    let section = render::render_localized(&claims, &opts, &labels, lang);
    match labels.failure.into_inner() {
        Some(failure) => Err(failure),
        None => Ok(section),
    }
}

/// Renders the ledger as the `<public_claims>` prompt section (C5):
///
/// ```text
/// <public_claims>
/// {header}
/// {disclaimer}
/// - D{day} {seatLabel(speaker + 1)} [{statusLabel(status)}]: {content}
/// </public_claims>
/// ```
///
/// An empty ledger (or `limit: 0`) gives `""`. Over the limit the most useful claims are kept
/// (disproved/contested/corroborated, then role claims and checks, then the newest) and printed
/// in chronological order. All text between the tags is neutralised as untrusted (one line per
/// claim, no control/bidi/zero-width characters, `<`/`>` replaced, content capped).
///
/// The status mark is the one bracketed field of a line (C5.6): brackets in content and labels
/// become parentheses. Claim data never makes it throw: claims that are not valid are repaired
/// (an empty phase, an unknown role or type; their status dropped) or left out.
///
/// @throws {WolfcoreError} only for the options: `invalid_argument` (bad options),
/// `label_callback_failed` (a label callback threw), `label_not_string`.
#[wasm_bindgen(js_name = renderPublicClaimsSection)]
pub fn render_public_claims_section(
    claims: &PublicClaimInputList,
    options: &RenderOptionsArg,
) -> Result<String, JsValue> {
    Ok(render_impl(claims, options)?)
}

/// Neutralises one piece of untrusted text for a prompt line, exactly as claim content is
/// (C5.3): one line, no control/bidi/zero-width characters, `<`/`>` replaced, at most
/// `maxChars` characters (default 240) with an ellipsis when cut.
///
/// @throws {WolfcoreError} `invalid_argument` when `text` is not a string or `maxChars` is not
/// a non-negative integer.
#[wasm_bindgen(js_name = sanitizeLine)]
pub fn sanitize_line(
    text: &TextArg,
    #[wasm_bindgen(js_name = maxChars)] max_chars: Option<NumberArg>,
) -> Result<String, JsValue> {
    let text = crate::convert::text(text, "text", MAX_TEXT_UNITS)?;
    let max = match max_chars {
        None => DEFAULT_MAX_CONTENT_CHARS,
        Some(n) => count(&n, "maxChars")?,
    };
    Ok(render::sanitize_line(&text, max))
}
