//! # wolfcore
//!
//! The game core of a werewolf (狼人杀) game whose seats are played by AI agents: the rules
//! engine and the **public-claims ledger** that remembers who claimed what across days without
//! ever taking a claim for a fact.
//!
//! Pure Rust, free of any platform: the `wolfcore-wasm` crate is the JS-facing skin.
//! Rule numbers (C1–C6, R1–R7) refer to the contracts in the repository, `docs/claims.md` and
//! `docs/rules.md`.

pub mod board;
pub mod bots;
pub mod engine;
pub mod extract;
pub mod i18n;
pub mod ledger;
pub mod model;
pub mod parse;

pub use board::RoleCounts;
pub use i18n::{Catalog, Lang};
pub use model::{
    Alignment, ClaimKey, ClaimSource, ClaimStatus, ClaimType, PublicClaim, Reason, Role, Seat, MAX_PLAYERS, MIN_PLAYERS,
};

/// The crate version, as the package reports it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
