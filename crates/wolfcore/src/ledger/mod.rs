//! The public-claims ledger: merging (C3), verification (C4) and rendering (C5).

pub mod index;
pub mod merge;
pub mod render;
pub mod verify;
