//! Every cache of the core, the bindings and the npm package, named here with its bound
//! (issue 17 item 3). A cache never changes a result, only its cost; each one's site says how
//! it stays correct. The constants are used where the caches live, so this list cannot drift.
//!
//! | cache | lives in | bound |
//! |---|---|---|
//! | undo steps of a versioned ledger | `ledger::versioned` | [`LEDGER_UNDO_STEPS`] steps and [`LEDGER_UNDO_ENTRIES`] saved statuses |
//! | parse results kept for a later merge | `wolfcore-wasm` `ledger.rs` | [`KEPT_PARSES`] parses; `pkg/remember-core.js` holds the same last parses' arrays and copies (read through `Ledger._keptParses`) |
//! | random bytes for claim ids | `wolfcore-wasm` `ledger_io.rs` | [`UUID_POOL_IDS`] ids |
//! | ledgers behind remembered result arrays | `pkg/remember.js` (read through `Ledger._liveLedgers`) | [`LIVE_LEDGERS`] ledgers, held (and freed) by this list alone; the result arrays and `Ledger.claims()` snapshots that name them are `WeakMap` keys, dropped with the arrays |
//! | public-facts lines of a game | `engine::prompt::FactLines` | [`FACT_LINES_EVENTS`] events per language per game |
//! | seat and status wordings | `i18n` | [`WORDINGS`] wordings |
//! | English lexer lookups | `extract::en` | [`EN_WORDS`] words per table |

/// Undo steps a versioned ledger keeps: older versions can no longer be merged into.
pub const LEDGER_UNDO_STEPS: usize = 32;
/// Old statuses and pending marks kept over all undo steps of a versioned ledger: four times
/// the ledger's cap (`ledger::merge::MAX_LEDGER_CLAIMS`; `ledger::versioned` checks it). A leaf
/// module: it imports nothing, so every cache site may use it (no import cycle).
pub const LEDGER_UNDO_ENTRIES: usize = 40_000;
/// Parse results kept in wasm memory for a merge that follows (oldest dropped first).
pub const KEPT_PARSES: usize = 16;
/// Claim ids drawn per `crypto.getRandomValues` call (16 bytes each).
pub const UUID_POOL_IDS: usize = 1024;
/// Ledgers `pkg/remember.js` keeps alive behind result arrays (least recently used freed first).
pub const LIVE_LEDGERS: usize = 16;
/// Log events whose public-facts line a game keeps, per language (later ones are formatted
/// every time; a game logs a few hundred).
pub const FACT_LINES_EVENTS: usize = 1 << 16;
/// Seat and status wordings kept by the catalogs.
pub const WORDINGS: usize = 8_192;
/// Words kept per lookup table of the English lexer.
pub const EN_WORDS: usize = 4096;
