//! # wolfcore
//!
//! The game core of a werewolf (狼人杀) game whose seats are played by AI agents: the rules
//! engine and the **public-claims ledger** that remembers who claimed what across days without
//! ever taking a claim for a fact.
//!
//! Pure Rust, free of any platform: the `wolfcore-wasm` crate is the JS-facing skin.
//!
//! ```
//! use wolfcore::ledger::{merge::{merge, MergeOptions}, verify::verify};
//! use wolfcore::parse::{parse_summary, ParseContext};
//! use wolfcore::{ClaimStatus, Role};
//!
//! // C2: a summary model's reply, read with the board's seat count.
//! let reply = r#"{"claims":[
//!   {"speakerSeat":3,"claimType":"role_claim","role":"Seer","content":"I am the Seer"},
//!   {"speakerSeat":5,"claimType":"role_claim","role":"Seer","content":"No, I am the Seer"}]}"#;
//! let parsed = parse_summary(reply, &ParseContext { player_count: Some(9), day: Some(1), ..ParseContext::default() });
//! // C3: merged, two Seer claims contest each other; C4: a public fact settles them.
//! let ledger = merge(&[], &parsed.claims, &MergeOptions::default()).expect("valid claims");
//! assert!(ledger.iter().all(|c| c.status == ClaimStatus::Contested));
//! let ledger = verify(&ledger, &[(4, Role::Werewolf)].into_iter().collect()); // seat 5, 0-based 4
//! assert_eq!(ledger[1].status, ClaimStatus::Disproved);
//! ```
//! Rule numbers (C1–C6, R1–R10) refer to the contracts in the repository, `docs/claims.md` and
//! `docs/rules.md`.

pub mod board;
pub mod bots;
pub mod caches;
pub mod digits;
pub mod engine;
pub mod extract;
pub mod fast_hash;
pub mod i18n;
pub mod ledger;
pub mod metrics;
#[cfg(test)]
mod minify;
pub mod model;
pub mod parse;
mod seed;
mod sort;
mod unit_enum;
pub mod wire;
pub mod wire_type;
mod words;

pub use board::RoleCounts;
pub use i18n::{Catalog, Lang};
pub use model::{
    Alignment, ClaimKey, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Role, Seat, MAX_PLAYERS, MIN_PLAYERS,
};
pub use wire::{game_typescript, wire_typescript};

/// The crate version, as the package reports it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
