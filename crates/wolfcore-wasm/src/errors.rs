//! Errors thrown to JS.
//!
//! Every failure crosses the boundary as a real JS `Error` (so `instanceof Error` holds and a
//! stack is attached) whose `name` is `WolfcoreError` and whose `code` is a stable snake_case
//! string the UI can map to an i18n message. Never a bare string, never a panic message.

use std::fmt;

use wasm_bindgen::prelude::*;
use wolfcore::ledger::merge::{InvalidClaim, LedgerError};

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
}

#[wasm_bindgen(typescript_custom_section)]
const TS_ERRORS: &'static str = r#"
/** Stable codes of the errors wolfcore throws (`err.code`). */
export type WolfcoreErrorCode =
  | "invalid_argument"
  | "invalid_claim"
  | "unsupported_lang"
  | "label_callback_failed"
  | "label_not_string"
  | "unknown_message"
  | "too_many_claims"
  | GameErrorCode
  | BotErrorCode
  | (string & {});

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
        let e = BindingError::new(err.code(), err.to_string());
        match err {
            LedgerError::InvalidClaim { list, index, reason } => e
                .with("list", Detail::Text(list.to_string()))
                .with("index", Detail::Number(*index as f64))
                .with("reason", Detail::Text(invalid_claim_kind(reason).to_owned())),
            LedgerError::TooManyClaims => e,
        }
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
    match reason {
        InvalidClaim::DayZero => "day_zero",
        InvalidClaim::SpeakerSeatOutOfRange { .. } => "speaker_seat_out_of_range",
        InvalidClaim::TargetSeatOutOfRange { .. } => "target_seat_out_of_range",
        InvalidClaim::EmptyContent => "empty_content",
        InvalidClaim::ContentTooLong => "content_too_long",
        InvalidClaim::InvalidPhase => "invalid_phase",
        InvalidClaim::RoleClaimWithoutRole => "role_claim_without_role",
    }
}

/// A short description of a JS value's type for error messages (`null`, `array`, `number`, …).
pub(crate) fn js_type_name(value: &JsValue) -> &'static str {
    if value.is_null() {
        "null"
    } else if value.is_undefined() {
        "undefined"
    } else if js_sys::Array::is_array(value) {
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

/// The message of something a JS callback threw: an `Error`'s message, or the value as text.
pub(crate) fn thrown_message(thrown: &JsValue) -> String {
    if let Some(err) = thrown.dyn_ref::<js_sys::Error>() {
        return String::from(err.message());
    }
    thrown.as_string().unwrap_or_else(|| format!("a thrown {}", js_type_name(thrown)))
}
