//! The fast path for the common reply (issue 13): one clean `{"claims": [...]}` object, maybe
//! fenced, maybe with prose around it, with the C1 camelCase keys and scalar values.
//!
//! [`read_clean`] reads such a reply straight into borrowed [`CleanClaim`]s — no bracket scan,
//! no rewritten copy of the text, no `serde_json::Value` tree — and returns `None` for anything
//! it does not fully understand; [`super::parse_summary`] then takes the tolerant path of
//! [`super::lenient`], which stays the reference. Both feed the same checks
//! ([`super::summary::Rules`]), so the outcome is the same by construction once the fast path
//! has found the same claims array with the same field values. It does so because it only
//! accepts replies on which every step of the tolerant reader is the identity:
//!
//! - the region searched is the one the tolerant reader searches first (the first fence body
//!   when the text has a fence, else the whole text, after the same size check and trimming),
//!   and the JSON must start at the region's first `{`/`[`, which must be a `{`; serde_json must
//!   then read a whole object from there. Valid JSON has no trailing commas, nothing deeper than
//!   three levels is accepted here, and serde_json refuses `NaN`, overflowing numbers and lone
//!   surrogate escapes (the tolerant reader's other rewrites) while reading the values built
//!   here, so the scanner would have closed the same span and the rewriting changed nothing;
//! - that object's only key matching `claims` is exactly `claims` (once), holding an array of
//!   at most [`MAX_CLAIMS`] objects; its other keys (never looked at by the tolerant reader)
//!   must hold scalars, so nothing unread can hide a number serde_json would skip unparsed;
//! - in each claim, a key matching a C1 field name in the loose sense of [`same_key`] must be
//!   that exact name, at most once (the tolerant reader resolves loose spellings and
//!   duplicates; this path leaves them to it), and every value is a scalar (`null`, a boolean, a
//!   number, a string). A non-object element falls back too.
//!
//! Anything else — a bare array, `Claims`, `speaker_seat`, a trailing comma, a nested value, an
//! error of any kind — is `None`. The differential tests in `parse/fast_tests.rs` hold the two
//! paths to the same outcome on random and collected replies.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

use super::field::{FieldValue, Key};
use super::lenient::{fenced_bodies, same_key};
use super::{MAX_CLAIMS, MAX_INPUT_BYTES};

/// One claim object of a clean reply: the value under each C1 key, `None` when absent or
/// `null`.
#[derive(Debug, Default)]
pub(crate) struct CleanClaim<'a> {
    fields: [Option<Scalar<'a>>; Key::ALL.len()],
}

impl CleanClaim<'_> {
    /// The value under `key`, as [`super::summary::Rules`] reads it.
    pub(crate) fn get(&self, key: Key) -> Option<FieldValue<'_>> {
        self.fields.get(key as usize)?.as_ref().map(Scalar::view)
    }
}

/// A scalar JSON value, borrowed from the text when it has no escapes.
#[derive(Debug)]
enum Scalar<'a> {
    Null,
    Bool,
    /// A number as serde_json's `Number` holds it: an `i64` when it is an integer that fits,
    /// and its `f64` value.
    Number {
        int: Option<i64>,
        float: f64,
    },
    Str(Cow<'a, str>),
}

impl Scalar<'_> {
    fn view(&self) -> FieldValue<'_> {
        match self {
            // `null` is stored as absent; kept for completeness.
            Scalar::Null | Scalar::Bool => FieldValue::Other,
            Scalar::Number { int, float } => FieldValue::Number { int: *int, float: Some(*float) },
            Scalar::Str(s) => FieldValue::Str(s),
        }
    }
}

/// Reads a clean reply, or `None` when the tolerant reader must (see the module docs).
pub(crate) fn read_clean(raw: &str) -> Option<Vec<CleanClaim<'_>>> {
    if raw.len() > MAX_INPUT_BYTES {
        return None;
    }
    // The same trimming and region as `lenient::read_claims`: fence bodies are searched first.
    let text = raw.trim_start_matches(|c: char| c == '\u{feff}' || c.is_whitespace());
    let region = if has_fence(text) { fenced_bodies(text).into_iter().next()? } else { text };
    let start = region.bytes().position(|b| matches!(b, b'{' | b'['))?;
    let json = region.get(start..).filter(|json| json.starts_with('{'))?;
    // No `end()`: what follows the object is prose the tolerant reader never looks at either.
    let mut de = serde_json::Deserializer::from_str(json);
    Reply::deserialize(&mut de).ok().map(|reply| reply.0)
}

/// `text.contains("```")`, by a byte loop: `str::contains` runs the two-way searcher over the
/// whole reply, ~4 % of a 20-claim `parsePublicClaims` in Node (issue 22).
pub(super) fn has_fence(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = bytes.get(from..).and_then(|rest| rest.iter().position(|&b| b == b'`')) {
        let at = from + at;
        if bytes.get(at + 1..at + 3) == Some(b"``".as_slice()) {
            return true;
        }
        from = at + 1;
    }
    false
}

/// Any error: the fast path only needs to know that it must fall back.
fn fall_back<E: de::Error>() -> E {
    E::custom("not a clean reply")
}

/// The top-level object: its `claims` array.
struct Reply<'a>(Vec<CleanClaim<'a>>);

impl<'de> Deserialize<'de> for Reply<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Reply<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a claims object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Reply<'de>, A::Error> {
                let mut claims = None;
                while let Some(KeyStr(key)) = map.next_key::<KeyStr>()? {
                    if key == "claims" && claims.is_none() {
                        claims = Some(map.next_value::<ClaimList>()?.0);
                    } else if same_key(&key, "claims") {
                        // `claims` twice, `Claims`, `CLAIMS`: the tolerant reader's choice.
                        return Err(fall_back());
                    } else {
                        drop(map.next_value::<Scalar>()?);
                    }
                }
                claims.map(Reply).ok_or_else(fall_back)
            }
        }
        d.deserialize_map(V)
    }
}

/// The claims array: at most [`MAX_CLAIMS`] claim objects.
struct ClaimList<'a>(Vec<CleanClaim<'a>>);

impl<'de> Deserialize<'de> for ClaimList<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ClaimList<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of claims")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ClaimList<'de>, A::Error> {
                let mut claims = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(MAX_CLAIMS));
                while let Some(claim) = seq.next_element::<CleanClaim>()? {
                    if claims.len() == MAX_CLAIMS {
                        return Err(fall_back()); // `too_many` rejections: the tolerant path
                    }
                    claims.push(claim);
                }
                Ok(ClaimList(claims))
            }
        }
        d.deserialize_seq(V)
    }
}

impl<'de> Deserialize<'de> for CleanClaim<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = CleanClaim<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a claim object")
            }
            // Only `visit_map`: an array element is `not_an_object` for the tolerant path.
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<CleanClaim<'de>, A::Error> {
                let mut claim = CleanClaim::default();
                let mut seen = 0u16;
                while let Some(KeyStr(key)) = map.next_key::<KeyStr>()? {
                    let value = map.next_value::<Scalar>()?;
                    let Some(field) = Key::named(&key) else {
                        // A loose spelling (`speaker_seat`) is read by the tolerant path.
                        if Key::ALL.iter().any(|k| same_key(&key, k.name())) {
                            return Err(fall_back());
                        }
                        continue;
                    };
                    let bit = 1u16 << (field as u16);
                    if seen & bit != 0 {
                        return Err(fall_back()); // a duplicate key: the tolerant reader keeps the last
                    }
                    seen |= bit;
                    if let (Some(slot), false) = (claim.fields.get_mut(field as usize), matches!(value, Scalar::Null)) {
                        *slot = Some(value);
                    }
                }
                Ok(claim)
            }
        }
        d.deserialize_map(V)
    }
}

/// An object key, borrowed from the text when it has no escapes. Not `Cow<str>`: serde reads a
/// `Cow<str>` as a `String`, so every key of a clean reply was copied (an allocation and a free
/// per key, ~100 for a 20-claim reply; issue 22). Any key `Cow<str>` reads, this reads the same.
struct KeyStr<'a>(Cow<'a, str>);

impl<'de> Deserialize<'de> for KeyStr<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = KeyStr<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<KeyStr<'de>, E> {
                Ok(KeyStr(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<KeyStr<'de>, E> {
                Ok(KeyStr(Cow::Owned(s.to_owned())))
            }
            fn visit_string<E>(self, s: String) -> Result<KeyStr<'de>, E> {
                Ok(KeyStr(Cow::Owned(s)))
            }
        }
        d.deserialize_str(V)
    }
}

impl<'de> Deserialize<'de> for Scalar<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Scalar<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a scalar")
            }
            fn visit_unit<E>(self) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Null)
            }
            fn visit_bool<E>(self, _: bool) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Bool)
            }
            // As `serde_json::Number::{as_i64, as_f64}` see the number `Value` would hold.
            fn visit_i64<E>(self, n: i64) -> Result<Scalar<'de>, E> {
                #[allow(clippy::cast_precision_loss)]
                Ok(Scalar::Number { int: Some(n), float: n as f64 })
            }
            fn visit_u64<E>(self, n: u64) -> Result<Scalar<'de>, E> {
                #[allow(clippy::cast_precision_loss)]
                Ok(Scalar::Number { int: i64::try_from(n).ok(), float: n as f64 })
            }
            fn visit_f64<E>(self, n: f64) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Number { int: None, float: n })
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Owned(s.to_owned())))
            }
            fn visit_string<E>(self, s: String) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Owned(s)))
            }
        }
        d.deserialize_any(V)
    }
}
