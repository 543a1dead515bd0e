//! # wolfcore-wasm
//!
//! The JS-facing skin of the [`wolfcore`] game core, compiled by wasm-pack into the npm package
//! `wolfcore`. Bindings only: every rule lives in the core. One small module per exported area;
//! values cross the boundary through [`convert`] (serde-wasm-bindgen out, serde_json in) and every
//! failure leaves as a JS `Error` with a stable `code` ([`errors`]).
//!
//! Feature `engine` (default): the engine, bots and simulator (`Game`, `simulate`, `boards`,
//! autosave). Without it the module is the ledger alone — parse, merge, verify, render,
//! extract, schema, catalogs (issue 22: the `wolfcore/ledger` entry).

#[cfg(feature = "engine")]
pub mod boards;
#[cfg(feature = "engine")]
pub mod bots;
pub mod claims;
mod coded;
pub mod errors;
pub mod extract;
#[cfg(feature = "engine")]
pub mod game;
#[cfg(feature = "engine")]
mod game_ts;
pub mod i18n;
pub mod ledger;
pub mod meta;
#[cfg(feature = "engine")]
pub mod metrics;
pub mod parse;
pub mod render;
pub mod types;

mod convert;
mod ledger_io;
#[cfg(feature = "engine")]
mod storage;

#[cfg(feature = "engine")]
pub use bots::simulate;
pub use errors::BindingError;

/// The module's allocator (issue 22): talc instead of Rust's default dlmalloc on wasm32 — a
/// smaller allocator (BENCHMARKS.md, "the allocator") that allocates and frees faster, as every
/// parse and merge does many times. Single-threaded: the module is built without atomics.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
#[cfg(feature = "engine")]
pub use game::Game;
pub use ledger::Ledger;
