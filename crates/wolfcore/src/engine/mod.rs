//! The game engine (R1–R7): a seeded, deterministic werewolf moderator.
//!
//! [`GameState::new`] deals a board from [`GameOptions`]; [`GameState::pending`] says who must
//! act and what is legal; [`GameState::apply`] takes one [`Command`] and either applies it or
//! returns a [`CommandError`] with a stable code, leaving the state exactly as it was.
//! [`GameState::view`] filters the log by [`Visibility`] (R6); prompts
//! ([`GameState::prompt_context`]) are built only from a seat's [`View`]. The public-claims
//! ledger lives in the state (C3 merge, C4 verify). [`GameState::save`] writes the options and the
//! [`Input`]s accepted so far; [`GameState::load`] replays them (R7).
//!
//! # Rules
//!
//! The rules and every interpretation the engine makes where a table could go either way are
//! in `docs/rules.md` (R1–R7, each with an anchor such as `docs/rules.md#r2.3`); the ledger's
//! rules are in `docs/claims.md` (C1–C6). Code and tests cite those numbers.
//!
//! # Glossary: the six "phase" notions
//!
//! - [`Phase`] — where the game is: the one step **waiting for input** (god-level; it names the
//!   night step and a Hunter's pending decision).
//! - [`NightStep`] — the R2 order inside a night (`guard`, `wolves`, `witch`, `seer`); a
//!   [`Phase::Night`] carries one.
//! - agenda `Step` (crate-private) — the queue of what comes next; automatic steps (begin night,
//!   resolve night, win check, begin day) run as soon as they reach the front, the others become
//!   the [`Phase`].
//! - [`PublicPhase`] — the [`Phase`] as a seat or spectator may see it (R6.2): night steps and a
//!   Hunter's decision are hidden.
//! - [`EventPhase`] — the coarse label on each [`Event`] (setup, night, dawn, speeches, votes,
//!   execution, game over).
//! - the claim `phase` string of C1 (`DAY_SPEECH`, `DAY_PK_SPEECH`, `DAY_LAST_WORDS`) — which talk
//!   a claim was made in; [`DeathContext`] says whether last words or a shot follow a dawn or
//!   an execution.

mod actions;
mod claims;
mod command;
mod core;
mod event;
mod flow;
mod options;
mod prompt;
mod rng;
mod snapshot;
mod state;
mod view;

pub use self::claims::{IngestError, IngestReport, SummaryReport};
pub use self::command::{Ability, ActionKind, Command, CommandError, Input, PendingAction, MAX_TEXT_CHARS};
pub use self::core::Applied;
pub use self::event::{Event, EventKind, EventPhase, SeatRole, Visibility};
pub use self::flow::MAX_DAYS;
pub use self::options::{BoardRules, GameOptions, LastWordsRule, OptionsError, RolesProblem, WinRule, WitchSelfSave};
pub use self::prompt::{PromptContext, PromptOptions, PromptSection, SectionName};
pub use self::rng::Rng;
pub use self::snapshot::{InputError, SnapshotError, ENGINE_VERSION, SNAPSHOT_FORMAT, SNAPSHOT_VERSION};
pub use self::state::{
    Ballot, Choice, Death, DeathCause, DeathContext, GameOutcome, GameState, NightDeath, NightRecord, NightStep, Phase,
    Player, Potions, RevealedRoles, SeerCheck, Side, VoteOutcome, VoteRecord, VoteRound, WinReason, WitchChoice,
};
pub use self::view::{PlayerView, PublicPhase, SelfView, View, Viewer};
