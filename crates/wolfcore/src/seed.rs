//! The one serde codec for 64-bit seeds (game options, simulation configs, game summaries):
//! written as a decimal string (JS numbers lose precision above 2^53), read from a JSON number
//! or a decimal string. Use it as `#[serde(with = "crate::seed")]`.

use serde::{Deserializer, Serializer};

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `with` signature
pub(crate) fn serialize<S: Serializer>(seed: &u64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&seed.to_string())
}

pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    deserializer.deserialize_any(SeedVisitor)
}

/// A number or a decimal string (no `#[serde(untagged)]`: that buffers through serde's
/// `Content` and costs kilobytes of .wasm).
struct SeedVisitor;

const SEED_SHAPE: &str = "seed must be a non-negative integer (number or decimal string)";

impl<'de> serde::de::Visitor<'de> for SeedVisitor {
    type Value = u64;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a non-negative integer (number or decimal string)")
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<u64, E> {
        Ok(v)
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<u64, E> {
        u64::try_from(v).map_err(|_| E::custom(SEED_SHAPE))
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<u64, E> {
        v.trim()
            .parse::<u64>()
            .map_err(|_| E::custom("seed must be an integer 0..=18446744073709551615 (number or decimal string)"))
    }

    fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<u64, E> {
        Err(E::custom(SEED_SHAPE))
    }

    fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<u64, E> {
        Err(E::custom(SEED_SHAPE))
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<u64, E> {
        Err(E::custom(SEED_SHAPE))
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<u64, E> {
        Err(E::custom(SEED_SHAPE))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, _: A) -> Result<u64, A::Error> {
        Err(serde::de::Error::custom(SEED_SHAPE))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, _: A) -> Result<u64, A::Error> {
        Err(serde::de::Error::custom(SEED_SHAPE))
    }
}
