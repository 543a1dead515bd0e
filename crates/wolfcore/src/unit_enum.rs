//! One definition per fieldless wire enum ([`wire_enum!`], issue 17) and the one reader they
//! share (issue 13, .wasm size).
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

/// The index of the variant a JSON value names among `variants`: what [`read`] accepts from
/// a `serde_json::Value` (a wire name, or an object of one wire name whose value is `null`).
pub(crate) fn index_of_json(value: &serde_json::Value, variants: &[&str]) -> Option<usize> {
    use serde_json::Value;
    let name = match value {
        Value::String(name) => name,
        Value::Object(map) if map.len() == 1 => match map.iter().next() {
            Some((name, Value::Null)) => name,
            _ => return None,
        },
        _ => return None,
    };
    variants.iter().position(|v| v == name)
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

/// One definition per fieldless wire enum (issue 17): the enum, its `Serialize` (the derive's
/// unit variant), its `Deserialize` (through [`read`], one copy per deserializer), `as_str`,
/// `ALL`, the wire names and the TypeScript union (`TS`, collected by [`crate::wire`] into the
/// `wire.d.ts` that `crates/wolfcore-wasm/build.rs` generates at build time), all from the one list of
/// variants and their wire names. Nothing is numbered by hand and no arm can be forgotten:
/// every piece is generated from that list.
///
/// ```ignore
/// wire_enum! {
///     /// Doc.
///     #[derive(Debug, Clone, Copy, PartialEq, Eq)]
///     pub enum Side as "Side" {
///         /// Doc.
///         Village = "village",
///         Wolves = "wolves",
///     }
/// }
/// ```
macro_rules! wire_enum {
    (
        $(#[doc = $doc:literal])*
        #[derive($($derive:ident),* $(,)?)]
        $vis:vis enum $ty:ident as $name:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        crate::unit_enum::wire_enum! {
            $(#[doc = $doc])*
            #[derive($($derive),*)]
            $vis enum $ty as $name ts $name {
                $( $(#[$vmeta])* $variant = $wire ),+
            }
        }
    };
    (
        $(#[doc = $doc:literal])*
        #[derive($($derive:ident),* $(,)?)]
        $vis:vis enum $ty:ident as $name:literal ts $ts:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $wire:literal ),+ $(,)?
        }
    ) => {
        $(#[doc = $doc])*
        #[derive($($derive),*)]
        $vis enum $ty {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $ty {
            /// Every variant, in declaration order.
            pub const ALL: [$ty; [$($wire),+].len()] = [$($ty::$variant),+];
            /// The wire names, in declaration order.
            pub const WIRE_NAMES: &'static [&'static str] = &[$($wire),+];
            /// The Rust name (`wolfcore::wire` maps it to [`Self::TS_NAME`] in generated types).
            pub const RUST_NAME: &'static str = stringify!($ty);
            /// The TypeScript name of the union.
            pub const TS_NAME: &'static str = $ts;
            /// The TypeScript declaration of the wire names (generated `wire.d.ts`).
            pub const TS: &'static str = concat!("/**", $("\n *", $doc,)* "\n */\n", "export type ", $ts, " =", $(" | \"", $wire, "\""),+, ";\n");

            /// The wire name.
            #[must_use]
            pub fn as_str(self) -> &'static str {
                Self::WIRE_NAMES[self as usize]
            }

            /// The variant a JSON value names, exactly as `serde_json::from_value` reads it (a
            /// wire name, or the `{"name": null}` form), without serde_json's `Value`
            /// deserializer in the .wasm (issue 22).
            #[must_use]
            pub fn from_json(value: &serde_json::Value) -> Option<Self> {
                crate::unit_enum::index_of_json(value, Self::WIRE_NAMES).map(|i| Self::ALL[i])
            }
        }

        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_unit_variant($name, *self as u32, self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                crate::unit_enum::read(d, $name, Self::WIRE_NAMES).map(|i| Self::ALL[i])
            }
        }
    };
}
pub(crate) use wire_enum;

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
        use crate::bots::VillageLedger;
        use crate::engine::{
            Ability, ActionKind, DeathCause, ElectionEnd, EventPhase, NightStep, SectionName, Side, VoteRound,
            WinReason,
        };
        round_trips(&Role::ALL);
        round_trips(&ClaimType::ALL);
        round_trips(&ClaimStatus::ALL);
        round_trips(&Alignment::ALL);
        round_trips(&Reason::ALL);
        round_trips(&ClaimSource::ALL);
        round_trips(&Lang::ALL);
        round_trips(&WinRule::ALL);
        round_trips(&WitchSelfSave::ALL);
        round_trips(&LastWordsRule::ALL);
        round_trips(&Direction::ALL);
        round_trips(&VillageLedger::ALL);
        round_trips(&Ability::ALL);
        round_trips(&ActionKind::ALL);
        round_trips(&DeathCause::ALL);
        round_trips(&ElectionEnd::ALL);
        round_trips(&EventPhase::ALL);
        round_trips(&NightStep::ALL);
        round_trips(&SectionName::ALL);
        round_trips(&Side::ALL);
        round_trips(&VoteRound::ALL);
        round_trips(&WinReason::ALL);
    }

    /// `Serialize` writes what the derive wrote (the unit variant's wire name).
    #[test]
    fn writes_like_the_derive() {
        #[derive(Serialize)]
        #[serde(rename_all = "snake_case")]
        enum DerivedClaimTypeOut {
            RoleClaim,
            AlignmentStatement,
        }
        assert_eq!(
            serde_json::to_string(&ClaimType::RoleClaim).ok(),
            serde_json::to_string(&DerivedClaimTypeOut::RoleClaim).ok()
        );
        assert_eq!(
            serde_json::to_value(ClaimType::AlignmentStatement).ok(),
            serde_json::to_value(DerivedClaimTypeOut::AlignmentStatement).ok()
        );
        for (v, name) in Role::ALL.iter().zip(Role::WIRE_NAMES) {
            assert_eq!(v.as_str(), *name);
        }
        assert!(Role::TS.contains("\nexport type Role = | \"Seer\""), "{}", Role::TS);
    }
}
