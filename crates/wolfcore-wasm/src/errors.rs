//! Errors thrown to JS.
//!
//! Every failure crosses the boundary as a real JS `Error` (so `instanceof Error` holds and a
//! stack is attached) whose `name` is `WolfcoreError` and whose `code` is a stable snake_case
//! string the UI can map to an i18n message. Never a bare string, never a panic message.

use std::fmt;

use wasm_bindgen::prelude::*;
use wolfcore::ledger::merge::{BoardError, InvalidClaim, LedgerError};

/// Codes raised by the bindings themselves. Errors of the core keep the core's `code()`.
pub(crate) mod code {
    /// A JS argument has the wrong type or shape (not a claim list, not a string, …).
    pub(crate) const INVALID_ARGUMENT: &str = "invalid_argument";
    /// One claim of an input list does not match the C1 record.
    pub(crate) const INVALID_CLAIM: &str = "invalid_claim";
    /// A language tag other than `en`/`zh` (or a regional form of them).
    pub(crate) const UNSUPPORTED_LANG: &str = "unsupported_lang";
    /// A `seatLabel`/`statusLabel` callback threw.
    pub(crate) const LABEL_CALLBACK_FAILED: &str = "label_callback_failed";
    /// A `seatLabel`/`statusLabel` callback returned something other than a string.
    pub(crate) const LABEL_NOT_STRING: &str = "label_not_string";
    /// `formatMessage` was asked for a key the catalog does not have.
    pub(crate) const UNKNOWN_MESSAGE: &str = "unknown_message";
    /// A string argument longer than its limit, refused before it was copied.
    pub(crate) const TOO_LARGE: &str = "too_large";
    /// A claim list longer than the ledger may hold.
    pub(crate) const TOO_MANY_CLAIMS: &str = "too_many_claims";
}

#[cfg(feature = "engine")]
#[wasm_bindgen(typescript_custom_section)]
const TS_ERROR_CODES: &'static str = r#"
/** Stable codes of the errors wolfcore throws (`err.code`). */
export type WolfcoreErrorCode =
  | "invalid_argument"
  | "invalid_claim"
  | "unsupported_lang"
  | "label_callback_failed"
  | "label_not_string"
  | "unknown_message"
  | "too_many_claims"
  | "too_large"
  | GameErrorCode
  | BotErrorCode
  | (string & {});
"#;

// The ledger-only module (`wolfcore/ledger`) has no engine, so no `GameErrorCode`/`BotErrorCode`.
#[cfg(not(feature = "engine"))]
#[wasm_bindgen(typescript_custom_section)]
const TS_ERROR_CODES: &'static str = r#"
/** Stable codes of the errors wolfcore/ledger throws (`err.code`). */
export type WolfcoreErrorCode =
  | "invalid_argument"
  | "invalid_claim"
  | "unsupported_lang"
  | "label_callback_failed"
  | "label_not_string"
  | "unknown_message"
  | "too_many_claims"
  | "too_large"
  | (string & {});
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_ERRORS: &'static str = r#"
/**
 * What every wolfcore function throws: a real `Error` (`instanceof Error` holds) named
 * `WolfcoreError`, with a stable snake_case `code` and a readable `message` for logs.
 */
export interface WolfcoreError extends Error {
  name: "WolfcoreError";
  code: WolfcoreErrorCode;
  /** `invalid_claim`: which input list held the bad claim. */
  list?: "existing" | "incoming" | "claims";
  /** `invalid_claim`: the bad claim's index in that list. */
  index?: number;
  /** `invalid_claim`: what is wrong with it, e.g. `speaker_seat_out_of_range`, `bad_shape`. */
  reason?: string;
}
"#;

/// An extra property of a thrown error (e.g. `index` of the bad claim).
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// A string property.
    Text(String),
    /// A number property.
    Number(f64),
}

/// A failure on its way to JS: a stable code, a readable message and optional details.
#[derive(Debug, Clone, PartialEq)]
pub struct BindingError {
    code: &'static str,
    message: String,
    details: Vec<(&'static str, Detail)>,
}

impl BindingError {
    /// An error with a stable `code` (snake_case) and a message for humans.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        BindingError { code, message: message.into(), details: Vec::new() }
    }

    /// Adds a property to the thrown error (`err.list`, `err.index`, `err.reason`, …).
    #[must_use]
    pub fn with(mut self, key: &'static str, value: Detail) -> Self {
        self.details.push((key, value));
        self
    }

    /// The core's merge error, with `list`, `index` and `reason` (the C1 problem's kind) for
    /// an invalid claim.
    #[must_use]
    pub fn from_ledger(err: &LedgerError) -> Self {
        BindingError::from(err.clone())
    }

    /// The details attached so far.
    #[must_use]
    pub fn details(&self) -> &[(&'static str, Detail)] {
        &self.details
    }

    /// The stable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Builds the JS `Error` object: `name` `WolfcoreError`, `message`, and the `code` property.
    #[must_use]
    pub fn to_js_error(&self) -> js_sys::Error {
        let err = js_sys::Error::new(&self.message);
        err.set_name("WolfcoreError");
        // Setting a property on a fresh, extensible Error object cannot fail.
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(self.code));
        for (key, value) in &self.details {
            let value = match value {
                Detail::Text(s) => JsValue::from_str(s),
                Detail::Number(n) => JsValue::from_f64(*n),
            };
            let _ = js_sys::Reflect::set(&err, &JsValue::from_str(key), &value);
        }
        err
    }
}

impl fmt::Display for BindingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl From<BindingError> for JsValue {
    fn from(e: BindingError) -> JsValue {
        e.to_js_error().into()
    }
}

/// The stable snake_case kind of a C1 violation (the core's serde tag).
pub(crate) fn invalid_claim_kind(reason: &InvalidClaim) -> &'static str {
    reason.kind()
}

/// An error with a stable code and details: implemented next to each core error the bindings
/// throw, so a binding method reads `core_call()?` and one generic conversion
/// ([`From<E: Coded>`](BindingError)) builds the JS error.
pub(crate) trait Coded: fmt::Display {
    /// The stable snake_case code.
    fn code(&self) -> &'static str;
    /// Extra properties of the thrown error (`err.index`, …).
    fn details(&self) -> Vec<(&'static str, Detail)> {
        Vec::new()
    }
}

impl<E: Coded> From<E> for BindingError {
    fn from(err: E) -> BindingError {
        let mut e = BindingError::new(err.code(), err.to_string());
        e.details = err.details();
        e
    }
}

impl Coded for LedgerError {
    fn code(&self) -> &'static str {
        LedgerError::code(self)
    }
    fn details(&self) -> Vec<(&'static str, Detail)> {
        match self {
            LedgerError::InvalidClaim { list, index, reason } => vec![
                ("list", Detail::Text(list.to_string())),
                ("index", Detail::Number(*index as f64)),
                ("reason", Detail::Text(reason.kind().to_owned())),
            ],
            LedgerError::TooManyClaims => Vec::new(),
        }
    }
}

impl Coded for BoardError {
    fn code(&self) -> &'static str {
        BoardError::code(self)
    }
}

/// A short description of a JS value's type for error messages (`null`, `array`, `number`, …).
pub(crate) fn js_type_name(value: &JsValue) -> &'static str {
    if value.is_null() {
        "null"
    } else if value.is_undefined() {
        "undefined"
    } else if is_array(value) {
        "array"
    } else if value.is_function() {
        "function"
    } else if value.as_string().is_some() {
        "string"
    } else if value.as_f64().is_some() {
        "number"
    } else if value.as_bool().is_some() {
        "boolean"
    } else if value.is_bigint() {
        "bigint"
    } else if value.is_symbol() {
        "symbol"
    } else {
        "object"
    }
}

/// The message of something JS threw: a thrown string, or the `message` of a thrown object
/// (read with a guarded `Reflect.get`; no `instanceof`, which throws for a revoked Proxy),
/// when it is a string of at most 200 characters.
pub(crate) fn thrown_message(thrown: &JsValue) -> String {
    if let Some(text) = string_units(thrown).filter(|n| *n <= 200).and(thrown.as_string()) {
        return text;
    }
    if thrown.is_object() {
        if let Ok(message) = js_sys::Reflect::get(thrown, &JsValue::from_str("message")) {
            if string_units(&message).is_some_and(|n| n <= 200) {
                if let Some(text) = message.as_string() {
                    return text;
                }
            }
        }
    }
    format!("a thrown {}", js_type_name(thrown))
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn js_is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// `Array.isArray(value)`, false when it throws (a revoked Proxy): the guarded reads that
/// follow then report the value as unreadable.
pub(crate) fn is_array(value: &JsValue) -> bool {
    js_is_array(value).unwrap_or(false)
}

/// A JS string's length in UTF-16 units, without copying it; `None` for a non-string.
pub(crate) fn string_units(value: &JsValue) -> Option<u32> {
    value.is_string().then(|| value.unchecked_ref::<js_sys::JsString>().length())
}
