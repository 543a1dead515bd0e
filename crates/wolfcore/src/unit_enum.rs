//! One reader for every fieldless enum of the wire format (issue 13, .wasm size).
//!
//! `#[derive(Deserialize)]` on a fieldless enum writes a visitor per enum, and the .wasm holds
//! a copy of the deserializer's `deserialize_enum` for each of them (~1.2 KB apiece). The
//! enums below instead call [`read`], which is generic over the deserializer only: one copy
//! per deserializer, shared by every enum. It accepts exactly what the derive accepts (a
//! variant name as a string, the externally tagged `{"name": null}` form, a variant index as
//! an identifier) and refuses the rest with the derive's messages (`unknown variant `x`,
//! expected one of …`, `invalid type: …, expected enum Role`).

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, Unexpected, VariantAccess, Visitor};

/// Reads a fieldless enum named `name` whose wire names are `variants` (declaration order)
/// and returns the index of the variant read.
pub(crate) fn read<'de, D: Deserializer<'de>>(
    d: D,
    name: &'static str,
    variants: &'static [&'static str],
) -> Result<usize, D::Error> {
    d.deserialize_enum(name, variants, Enum { name, variants })
}

/// Reads a variant identifier alone (an internally tagged enum's tag) among `variants` and
/// returns its index.
pub(crate) fn read_identifier<'de, D: Deserializer<'de>>(
    d: D,
    variants: &'static [&'static str],
) -> Result<usize, D::Error> {
    Variant(variants).deserialize(d)
}

/// The enum as a whole: a variant, then its (empty) content.
struct Enum {
    name: &'static str,
    variants: &'static [&'static str],
}

impl<'de> Visitor<'de> for Enum {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("enum ")?;
        f.write_str(self.name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
        let (index, variant) = data.variant_seed(Variant(self.variants))?;
        variant.unit_variant()?;
        Ok(index)
    }
}

/// The variant's identifier: a name, or an index below the number of variants.
struct Variant(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for Variant {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Variant {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<usize, E> {
        match usize::try_from(v) {
            Ok(i) if i < self.0.len() => Ok(i),
            _ => Err(E::invalid_value(Unexpected::Unsigned(v), &IndexBelow(self.0.len()))),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        self.0.iter().position(|n| *n == v).ok_or_else(|| E::unknown_variant(v, self.0))
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<usize, E> {
        match self.0.iter().position(|n| n.as_bytes() == v) {
            Some(i) => Ok(i),
            None => Err(E::unknown_variant(&String::from_utf8_lossy(v), self.0)),
        }
    }
}

/// "variant index 0 <= i < N", as the derive words it.
struct IndexBelow(usize);

impl de::Expected for IndexBelow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant index 0 <= i < ")?;
        fmt::Display::fmt(&self.0, f)
    }
}

/// `impl Deserialize` for fieldless enums through [`read`]: the type, its name in messages,
/// and its variants with their wire names, in declaration order.
macro_rules! unit_enum_deserialize {
    ($ty:ident, $name:literal, [$($variant:ident = $wire:literal),+ $(,)?]) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                const VARIANTS: &[$ty] = &[$($ty::$variant),+];
                const NAMES: &[&str] = &[$($wire),+];
                // Adding a variant to the enum without listing it here does not compile.
                let _listed = |v: $ty| match v {
                    $($ty::$variant => ()),+
                };
                crate::unit_enum::read(d, $name, NAMES).map(|i| VARIANTS[i])
            }
        }
    };
}
pub(crate) use unit_enum_deserialize;

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use crate::engine::{Direction, LastWordsRule, WinRule, WitchSelfSave};
    use crate::model::{Alignment, ClaimSource, ClaimStatus, ClaimType, Reason, Role};
    use crate::Lang;

    /// What the derive would have generated for `ClaimType`, to compare against.
    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum DerivedClaimType {
        RoleClaim,
        SeerCheck,
        WitchSave,
        WitchPoison,
        GuardProtect,
        AlignmentStatement,
        Other,
    }

    /// Inputs of every shape: names, near-misses, the `{"name": null}` form, indexes, wrong types.
    const INPUTS: &[&str] = &[
        r#""role_claim""#,
        r#""other""#,
        r#""Role_claim""#,
        r#""""#,
        r#"{"seer_check":null}"#,
        r#"{"seer_check":1}"#,
        r#"{"seer_check":null,"other":null}"#,
        r#"{}"#,
        "3",
        "-1",
        "1.5",
        "null",
        "true",
        "[]",
        r#"["other"]"#,
    ];

    fn outcome<T: for<'de> Deserialize<'de> + std::fmt::Debug>(json: &str) -> [Result<String, String>; 2] {
        let from_str = serde_json::from_str::<T>(json).map(|v| format!("{v:?}")).map_err(|e| e.to_string());
        let from_value = serde_json::from_str::<serde_json::Value>(json)
            .map_err(|e| e.to_string())
            .and_then(|v| serde_json::from_value::<T>(v).map(|v| format!("{v:?}")).map_err(|e| e.to_string()));
        [from_str, from_value]
    }

    /// Accepts and refuses exactly what the derive does, with the same messages.
    #[test]
    fn reads_like_the_derive() {
        for json in INPUTS {
            let ours = outcome::<ClaimType>(json).map(|r| r.map(|v| v.to_lowercase()));
            let derived = outcome::<DerivedClaimType>(json)
                .map(|r| r.map(|v| v.to_lowercase()).map_err(|e| e.replace("DerivedClaimType", "ClaimType")));
            assert_eq!(ours, derived, "{json}");
        }
    }

    fn round_trips<T>(all: &[T])
    where
        T: Serialize + for<'de> Deserialize<'de> + PartialEq + std::fmt::Debug,
    {
        for v in all {
            let json = serde_json::to_string(v).expect("serialise");
            assert_eq!(serde_json::from_str::<T>(&json).as_ref().ok(), Some(v), "{json}");
            let value = serde_json::to_value(v).expect("serialise");
            assert_eq!(serde_json::from_value::<T>(value).as_ref().ok(), Some(v), "{json}");
        }
        assert!(serde_json::from_str::<T>(r#""no such variant""#).is_err());
    }

    /// Every variant of every enum read through [`super::read`] reads back what it writes
    /// (the wire names listed beside each enum match its `Serialize`).
    #[test]
    fn every_variant_round_trips() {
        round_trips(&Role::ALL);
        round_trips(&ClaimType::ALL);
        round_trips(&ClaimStatus::ALL);
        round_trips(&[Alignment::Good, Alignment::Wolf]);
        round_trips(&[
            Reason::Counterclaim,
            Reason::OverClaim,
            Reason::SelfContradiction,
            Reason::ConflictingCheck,
            Reason::RevealedRole,
            Reason::RevealedAlignment,
            Reason::FalseCheck,
            Reason::RevealedAction,
        ]);
        round_trips(&[ClaimSource::Summary, ClaimSource::Regex, ClaimSource::Manual]);
        round_trips(&Lang::ALL);
        round_trips(&[WinRule::Parity, WinRule::SideKill]);
        round_trips(&[WitchSelfSave::Always, WitchSelfSave::FirstNightOnly, WitchSelfSave::Never]);
        round_trips(&[LastWordsRule::ExecutedAndFirstNight, LastWordsRule::ExecutedOnly]);
        round_trips(&[Direction::Clockwise, Direction::Counterclockwise]);
        use crate::bots::VillageLedger;
        round_trips(&[VillageLedger::Full, VillageLedger::NoVerdicts, VillageLedger::Ignore]);
    }
}
