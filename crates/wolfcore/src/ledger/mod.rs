//! The public-claims ledger: merging (C3), verification (C4) and rendering (C5).

mod angles;
pub mod index;
pub mod merge;
pub mod render;
pub mod tolerant;
pub mod verify;
pub mod versioned;
