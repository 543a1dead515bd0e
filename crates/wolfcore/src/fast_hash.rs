//! A small, fast, non-cryptographic hasher for the ledger's index maps (issue 13).
//!
//! The standard `HashMap` hashes with SipHash-1-3, keyed per map: about 7.6 % of a `Ledger`
//! update went into it (a profile of `ingestReply` at N = 200). The keys here are short — a
//! C3.1 [`ClaimKey`](crate::model::ClaimKey) (a few integers) and claim ids (UUIDs, at most
//! [`MAX_ID_CHARS`](crate::model::MAX_ID_CHARS)) — so a multiply-and-rotate word hash
//! in the style of rustc's FxHash does, with a final mix so the low bits (the bucket index,
//! 32 bits on wasm32) depend on every input bit.
//!
//! **Why HashDoS does not matter here.** A word hash is not keyed: someone who controls the
//! keys can make them collide. The maps it serves hold one ledger's claims, and a ledger holds
//! at most [`MAX_LEDGER_CLAIMS`](crate::ledger::merge::MAX_LEDGER_CLAIMS) (10,000) — a merge
//! over the cap is refused before anything is inserted. Even if every key collided, building
//! the largest ledger would cost about n²/2 = 5·10⁷ key comparisons once (each a few integers
//! or a short string compare), bounded and far from a denial of service; the ids a model could
//! influence are not its own anyway (the parser assigns fresh ones, C2.3).

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The multiplier of rustc-hash 2 (an odd constant with well-spread bits).
const K: u64 = 0xf135_7aea_2e62_a9c5;

/// FxHash-style word hasher: `h = (h.rotate_left(5) ^ word) * K` per word.
#[derive(Debug, Clone, Copy, Default)]
pub struct FastHasher {
    hash: u64,
}

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length keeps "ab" and "ab\0" apart within the last word.
            self.add(u64::from_le_bytes(word) ^ ((rest.len() as u64) << 59));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // Fold the well-mixed high half into the low half (hashbrown takes the bucket from the
        // low bits and its 7-bit tag from the top of `usize`), then mix once more.
        let h = (self.hash ^ (self.hash >> 32)).wrapping_mul(K);
        h ^ (h >> 29)
    }
}

/// The `BuildHasher` of [`FastHasher`] (stateless: every map hashes alike).
pub type FastBuild = BuildHasherDefault<FastHasher>;
/// A `HashMap` hashed with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, FastBuild>;
/// A `HashSet` hashed with [`FastHasher`].
pub type FastSet<T> = HashSet<T, FastBuild>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash_of<T: Hash>(value: &T) -> u64 {
        FastBuild::default().hash_one(value)
    }

    #[test]
    fn equal_values_hash_equal_and_near_values_apart() {
        assert_eq!(hash_of(&"claim-1"), hash_of(&String::from("claim-1")));
        assert_ne!(hash_of(&"ab"), hash_of(&"ab\0"));
        assert_ne!(hash_of(&"abcdefgh"), hash_of(&"abcdefgh\0"));
        assert_ne!(hash_of(&(1u32, 2u8)), hash_of(&(2u32, 1u8)));
    }

    /// Sequential small keys (days, seats) spread over the low bits a wasm32 table uses.
    #[test]
    fn low_bits_spread() {
        let mut buckets = [0u32; 256];
        for day in 0u32..64 {
            for seat in 0u8..16 {
                buckets[(hash_of(&(day, seat)) & 255) as usize] += 1;
            }
        }
        // 1,024 keys in 256 buckets: 4 each on average; a poor hash piles them up.
        assert!(buckets.iter().all(|n| *n <= 16), "{buckets:?}");
    }

    #[test]
    fn sets_and_maps_work() {
        let mut ids: FastSet<String> = FastSet::default();
        for i in 0..1000 {
            assert!(ids.insert(format!("id-{i}")));
        }
        assert!(ids.contains("id-999") && !ids.contains("id-1000"));
    }
}
