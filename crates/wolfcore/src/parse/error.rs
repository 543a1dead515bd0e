//! C2.2: why a whole summary response was refused.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use super::{MAX_DEPTH, MAX_INPUT_BYTES};

/// A summary response that cannot be read at all (C2.2). Nothing from it reaches the ledger.
///
/// Serialises as `{"code": "...", "message": "..."}`: `code` is stable and meant for programs
/// (the UI maps it to a localised message), `message` is English for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The input is empty or only whitespace (a BOM counts as nothing).
    #[error("the response is empty")]
    Empty,
    /// The input is over [`MAX_INPUT_BYTES`]; it was refused before any parsing.
    #[error("the response is {bytes} bytes, over the limit of {MAX_INPUT_BYTES} bytes (1 MiB)")]
    TooLarge {
        /// The input's length in bytes.
        bytes: usize,
    },
    /// No `{` or `[` that could start JSON.
    #[error("no JSON found in the response")]
    NoJson,
    /// The JSON starts but the input ends before it does (a cut-off response).
    #[error("the JSON is truncated: the response ends inside it")]
    Truncated,
    /// `NaN`, `Infinity` or a number too large for a double, outside any string.
    #[error("the JSON contains a non-finite number (NaN, Infinity or an overflowing number)")]
    NonFiniteNumber,
    /// Arrays/objects nested deeper than [`MAX_DEPTH`] (serde_json's recursion limit).
    #[error("the JSON is nested deeper than {MAX_DEPTH} levels")]
    TooDeep,
    /// Valid JSON, but neither `{"claims": [...]}` nor an array of claim objects.
    #[error("the JSON has the wrong shape: {what}")]
    WrongShape {
        /// What was found instead.
        what: WrongShape,
    },
    /// Something JSON-like that does not parse.
    #[error("invalid JSON: {detail}")]
    InvalidJson {
        /// serde_json's description, with line and column inside the JSON block.
        detail: String,
    },
}

/// What a [`ParseError::WrongShape`] found instead of the expected claims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WrongShape {
    /// An object with no `claims` key.
    #[error("an object without a `claims` key")]
    NoClaimsKey,
    /// An object whose `claims` is not an array.
    #[error("`claims` is not an array")]
    ClaimsNotArray,
    /// A non-empty array that holds no object at all (e.g. `[1, 2]`).
    #[error("an array with no claim objects in it")]
    ArrayWithoutObjects,
}

impl ParseError {
    /// Every error code, in declaration order.
    pub const CODES: [&'static str; 8] =
        ["empty", "too_large", "no_json", "truncated", "non_finite_number", "too_deep", "wrong_shape", "invalid_json"];

    /// The stable snake_case code (`empty`, `too_large`, `no_json`, `truncated`,
    /// `non_finite_number`, `too_deep`, `wrong_shape`, `invalid_json`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ParseError::Empty => "empty",
            ParseError::TooLarge { .. } => "too_large",
            ParseError::NoJson => "no_json",
            ParseError::Truncated => "truncated",
            ParseError::NonFiniteNumber => "non_finite_number",
            ParseError::TooDeep => "too_deep",
            ParseError::WrongShape { .. } => "wrong_shape",
            ParseError::InvalidJson { .. } => "invalid_json",
        }
    }

    /// How much a candidate's error says about the response: when no candidate is usable, the
    /// most telling one is reported (a cut-off claims object beats a stray `[1]` in the prose).
    pub(crate) fn rank(&self) -> u8 {
        match self {
            ParseError::Empty | ParseError::TooLarge { .. } | ParseError::NoJson => 0,
            ParseError::InvalidJson { .. } => 1,
            ParseError::WrongShape { .. } => 2,
            ParseError::Truncated => 3,
            ParseError::NonFiniteNumber => 4,
            ParseError::TooDeep => 5,
        }
    }
}

impl Serialize for ParseError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("ParseError", 2)?;
        s.serialize_field("code", self.code())?;
        s.serialize_field("message", &self.to_string())?;
        s.end()
    }
}
