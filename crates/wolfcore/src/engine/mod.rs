//! The game engine (R1–R10): a seeded, deterministic werewolf moderator.
//!
//! [`GameState::new`] deals a board from [`GameOptions`]; [`GameState::pending`] says who must
//! act now; [`GameState::legal_moves`] lists every legal move of every seat, out-of-turn ones
//! included (R5.1: the engine is the only judge; clients map each [`ActionKind`] to a control);
//! [`GameState::apply`] takes one [`Command`] and either applies it or
//! returns a [`CommandError`] with a stable code, leaving the state exactly as it was.
//! [`GameState::view`] filters the log by [`Visibility`] (R6); prompts
//! ([`GameState::prompt_context`]) are built only from a seat's [`View`]. The public-claims
//! ledger lives in the state (C3 merge, C4 verify). [`GameState::save`] writes the options and the
//! [`Input`]s accepted so far; [`GameState::load`] replays them (R7).
//!
//! ```
//! use wolfcore::engine::{ActionKind, Command, GameOptions, GameState, PublicPhase, Viewer};
//!
//! // Deal a 9-seat preset board (R1); the game waits for night 1.
//! let mut game = GameState::new(GameOptions::preset(9, 42)).expect("a legal board");
//! // Who must act, and what is legal: on this board the wolves start the night (R2.2).
//! let pending = game.pending();
//! assert!(pending.iter().all(|p| p.action == ActionKind::WolfKill));
//! // Each wolf votes for the first legal target; a refused command changes nothing (R5.2).
//! for p in pending {
//!     let applied = game.apply(&Command::WolfKill { seat: p.seat, target: Some(p.targets[0]) }).expect("legal");
//!     assert!(applied.event_count > applied.first_event); // counted in the wolf's own view
//! }
//! assert_eq!(game.apply(&Command::Vote { seat: 0, target: None }).map_err(|e| e.code()), Err("wrong_phase"));
//! // A seat sees only what it may know (R6): "night", never which step runs.
//! let view = game.view(Viewer::Seat { seat: 0 }).expect("seat 0 exists");
//! assert_eq!(view.phase, PublicPhase::Night);
//! // A save is the options and the accepted inputs; loading replays them (R7).
//! assert_eq!(GameState::load(&game.save()).expect("replays"), game);
//! ```
//!
//! # Rules
//!
//! The rules and every interpretation the engine makes where a table could go either way are
//! in `docs/rules.md` (R1–R10, each with an anchor such as `docs/rules.md#r2.3`); the ledger's
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
mod boards;
mod claims;
mod command;
mod deal;
mod event;
mod fact_cache;
mod flow;
mod game;
mod host_sections;
mod moves;
mod options;
mod prompt;
mod rng;
mod sheriff;
mod snapshot;
mod state;
mod view;
mod vocab;

pub use self::boards::{boards, roles, RoleInfo, StandardBoard};
pub use self::claims::{IngestError, IngestReport, SummaryReport};
pub use self::command::{Ability, ActionKind, Command, CommandError, Input, MoveChoice, PendingAction, MAX_TEXT_CHARS};
pub use self::deal::{sanitize_seat_name, MAX_SEAT_NAME_CHARS};
pub use self::event::{Event, EventKind, EventPhase, Moment, Visibility};
pub use self::flow::MAX_DAYS;
pub use self::game::Applied;
pub use self::moves::{FirstSpeakers, LegalMove};
pub use self::options::{
    BoardRules, GameOptions, LastWordsRule, OptionsError, PreferredRole, RolesProblem, SeatNamesProblem, SeatRoles,
    SeatRolesProblem, WinRule, WitchSelfSave,
};
pub use self::prompt::{
    HostSectionInput, HostSections, PromptContext, PromptOptions, PromptSection, PromptSectionError,
    PromptSectionProblem, SectionName, SectionSlot, MAX_HOST_SECTIONS, MAX_HOST_SECTION_CHARS,
};
pub use self::rng::Rng;
pub use self::snapshot::{
    InputError, SnapshotError, ENGINE_VERSION, MAX_INPUTS, RULES_VERSION, SNAPSHOT_FORMAT, SNAPSHOT_VERSION,
};
pub use self::state::{
    Choice, Death, Election, GameState, NightRecord, Phase, Player, Potions, RevealedRoles, SeerCheck, VoteRecord,
    WitchChoice,
};
pub use self::view::{PlayerView, PublicPhase, SeatView, SeenEvent, SelfView, View, Viewer};
pub use self::vocab::{
    Ballot, DeathCause, DeathContext, Direction, ElectionEnd, ElectionOutcome, GameOutcome, NightDeath, NightStep,
    SeatRole, SheriffBallotWeight, Side, SignUp, VoteOutcome, VoteRound, VoteWeight, WinReason,
};
