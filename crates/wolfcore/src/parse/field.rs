//! The fields of a claim in a summary reply and their values as the C2 checks see them: the
//! vocabulary both readers share (the fast path, `fast.rs`, and the tolerant one, `summary.rs`),
//! in a module of its own so neither imports the other's (issue 17: no import cycles).

use serde_json::Value;

/// The C1 fields a claim of a reply is read from, by their exact (camelCase) key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Key {
    SpeakerSeat,
    ClaimType,
    Day,
    Role,
    TargetSeat,
    Alignment,
    Content,
    Phase,
}

impl Key {
    /// Every field, in declaration order (`key as usize` indexes it).
    pub(crate) const ALL: [Key; 8] = [
        Key::SpeakerSeat,
        Key::ClaimType,
        Key::Day,
        Key::Role,
        Key::TargetSeat,
        Key::Alignment,
        Key::Content,
        Key::Phase,
    ];

    /// The field whose exact key is `key`.
    pub(crate) fn named(key: &str) -> Option<Key> {
        Some(match key {
            "speakerSeat" => Key::SpeakerSeat,
            "claimType" => Key::ClaimType,
            "day" => Key::Day,
            "role" => Key::Role,
            "targetSeat" => Key::TargetSeat,
            "alignment" => Key::Alignment,
            "content" => Key::Content,
            "phase" => Key::Phase,
            _ => return None,
        })
    }

    /// The exact key (C1).
    pub(crate) fn name(self) -> &'static str {
        match self {
            Key::SpeakerSeat => "speakerSeat",
            Key::ClaimType => "claimType",
            Key::Day => "day",
            Key::Role => "role",
            Key::TargetSeat => "targetSeat",
            Key::Alignment => "alignment",
            Key::Content => "content",
            Key::Phase => "phase",
        }
    }
}

/// A field's value as the checks see it (never `null`: that is absent).
#[derive(Debug, Clone, Copy)]
pub(crate) enum FieldValue<'v> {
    Str(&'v str),
    /// A number: its value as an `i64` if it is an integer that fits, and as an `f64`
    /// (what `serde_json::Number::{as_i64, as_f64}` return).
    Number {
        int: Option<i64>,
        float: Option<f64>,
    },
    /// A boolean, an array or an object.
    Other,
}

impl<'v> FieldValue<'v> {
    pub(crate) fn of(value: &'v Value) -> FieldValue<'v> {
        match value {
            Value::String(s) => FieldValue::Str(s),
            Value::Number(n) => FieldValue::Number { int: n.as_i64(), float: n.as_f64() },
            _ => FieldValue::Other,
        }
    }
}
