//! The game engine (R1–R6): a seeded, deterministic werewolf moderator.
//!
//! [`GameState::new`] deals a board from [`GameOptions`]; [`GameState::pending`] says who must
//! act and what is legal; [`GameState::apply`] takes one [`Command`] and either applies it or
//! returns a [`CommandError`] with a stable code, leaving the state exactly as it was.
//! [`GameState::view`] filters the log by [`Visibility`] (R6); prompts
//! ([`GameState::prompt_context`]) are built only from a seat's [`View`]. The public-claims
//! ledger lives in the state (C3 merge, C4 verify). [`GameState::save`] / [`GameState::load`]
//! round-trip exactly.
//!
//! # Rule interpretations
//!
//! Where R1–R6 leave room, the engine decides as follows.
//!
//! - **Days.** Night `d` precedes day `d`; the game starts with night 1 (`day` 0 before it).
//!   "First night" means night 1.
//! - **Boards (R1).** `players` 6–12 uses the preset; the 10-player preset has 3 Villagers (the
//!   seat count wins over the spec's 9-role row). 13–16 players need a custom `roles` list
//!   (`no_preset_board` otherwise). A custom list needs ≥ 1 werewolf, wolves < non-wolves, 6–16
//!   seats, no `Unknown`, and at most one each of Seer, Witch, Guard, Hunter (each god step is run
//!   for one holder). The list's order never matters: roles are put in canonical order, then
//!   shuffled by Fisher–Yates with the seeded xoshiro256** generator. `sheriff: true` is refused
//!   (`unsupported_option`). `seed` accepts a number or a decimal string (JS numbers lose
//!   precision above 2^53) and is written back as a string. The seed determines every role, so
//!   it never appears in a view, an event or a prompt.
//! - **Guard (R2.1).** May protect any living player including self, or nobody; never last
//!   night's target (if he protected nobody last night, anyone is allowed).
//! - **Wolves (R2.2).** Every living wolf votes once (a wolf or "nobody" are valid choices); a
//!   wolf cannot change its vote (`already_acted`). When all have voted, the plurality choice
//!   wins, "nobody" counting as a choice. On a tie the lowest-seated living wolf who voted for one
//!   of the tied choices decides (so the tie-break never picks a choice with fewer votes).
//!   Wolves see each other's votes and the decision (wolves-only events).
//! - **Witch (R2.3).** Told the target (or "nobody") only while the antidote is unused. One
//!   `witch_act` per night: save, poison, or pass; both at once is `one_potion_per_night`. Saving
//!   needs an attack (`invalid_target` otherwise). Self-save: `always`; `firstNightOnly` on night
//!   1 only; `never` (`self_save_forbidden`). She may poison any living player (the spec says
//!   "one living player"), herself included. The step still runs when both potions are spent
//!   (she can only pass), so its presence reveals nothing.
//! - **Seer (R2.4).** Must check one other living player (no skipping).
//! - **Resolution (R2.5).** The wolf target dies unless exactly one of guard/save covers it
//!   (guarded and saved = "milk" death). Poison always kills; if the poisoned player was also
//!   the wolf target, the recorded cause is poison (so a Hunter hit by both cannot shoot).
//! - **Dawn (R3.1–R3.3).** Deaths are announced in seat order without cause (roles only under
//!   `revealRoleOnDeath`). Then each dead, unpoisoned Hunter may shoot (R3.2 before R3.3), then
//!   last words: under `executedAndFirstNight` every night-1 death speaks (seat order); under
//!   `executedOnly` nobody at dawn. A player shot by the Hunter has no last words (neither
//!   executed nor a night death). A poisoned Hunter is told privately that he cannot shoot; a
//!   Hunter who holds fire is recorded privately, so silence reveals no role. Only a shot is
//!   public, and it reveals the Hunter.
//! - **Win check timing (R3.3, R3.6, R4).** A death's consequences are resolved before the check
//!   R4 runs after it: the check runs when a death resolution is complete — after the dawn
//!   (announcement, Hunter shot, last words), after an execution (last words, then the Hunter's
//!   shot), after a self-reveal. So a Hunter's shot can still change the result of the death that
//!   triggered it. Between resolutions (night steps, speeches, votes) no win condition ever holds.
//!   If the village's and the wolves' conditions hold together, the village wins (no wolf lives).
//! - **Win rules (R4).** `parity`: living wolves ≥ living non-wolves. `sideKill`: every god dead
//!   or every villager dead — counting only sides the board has (a board without villagers can
//!   only be won by killing the gods).
//! - **Speeches (R3.4).** Order starts after the lowest-seated player who died in the night just
//!   passed (Hunter-shot victims at dawn do not count), seat 1 if nobody died, wrapping; only the
//!   living speak. Speeches and last words may be empty; over 4,000 chars is `text_too_long`.
//! - **Votes (R3.5).** Every living player votes for any living player (self included) or
//!   abstains. Ballots are private (to the voter) until everyone has voted, then the whole tally
//!   is public. Abstentions do not count; the unique plurality is executed; if nobody received a
//!   vote nobody is executed. A tie → PK speeches by the tied players in seat order, then the
//!   living non-tied players revote among them only (or abstain); a second tie or no votes →
//!   nobody is executed. If every living player is tied, there is nobody to revote and nobody
//!   is executed.
//! - **Execution (R3.6).** Last words (under both `lastWords` options), then an executed Hunter
//!   may shoot, then the win check, then night.
//! - **Self-reveal (not in R1–R6; C4 names it as ground truth).** A living werewolf may send
//!   `self_reveal` during day or PK speeches (any time, not only on its turn). It dies at once
//!   without last words, its role is public ground truth, the rest of the day (speeches, vote)
//!   is skipped, the win check runs, then night.
//! - **Views (R6).** A seat sees public events, its own private events, and wolves-only events
//!   if it is a wolf (dead wolves included); roles of others only when revealed publicly, fellow
//!   wolves, or at game end. Event indices are renumbered per view, so gaps never count hidden
//!   events. The phase is shown coarsely (night steps and a Hunter's pending decision are
//!   hidden: they would reveal roles). Pending actions of other seats are shown only when public
//!   (speeches, votes). Spectators see public events only; the god view sees all and is never
//!   used for a prompt. The engine cannot hide *timing*: a UI should pace every dawn and
//!   execution the same way whether or not a Hunter is deciding. [`Applied`] and the
//!   [`GameState`] accessors are moderator-level (whole truth), not for seats.
//! - **Ledger (C3, C4).** Claims from outside get fresh ids from a seeded id stream (separate
//!   from the deal), `unverified` status and no reasons; only ground truth sets a verdict. Ground
//!   truth: a Hunter's shot (Hunter), a self-reveal (Werewolf), deaths under `revealRoleOnDeath`,
//!   and every role at game end, after which the ledger is a complete "who lied" record.
//!   A summary model's response is read by the C2 parser with the game's seat count, talk day,
//!   phase and language ([`GameState::ingest_summary`]); a refused response changes nothing.
//!   Every public speech, PK speech and last words passes one hook, the single call site for
//!   the rule-based extractor (C6).
//! - **Prompts (item 5).** [`PromptContext::from_view`] takes a [`View`] and nothing else.
//!   Sections: `<private_knowledge>`, `<public_facts>` (deaths by day, shots, tallies,
//!   executions, self-reveals, living/dead, revealed roles — facts that override claims),
//!   `<public_claims>` (C5 render), `<transcript>` (the current day's talk; at night the day
//!   before), `<your_turn>`. Every line passes `sanitize_line`; each section has a char cap
//!   (oldest lines dropped first behind an "omitted" marker; the claims section renders fewer
//!   claims until it fits, so its tags are never cut).
//! - **Snapshots (item 6).** `{"format":"wolfcore-game","version":1,"state":…}`; loading checks
//!   the envelope, deserialises strictly (unknown fields refused) and validates the invariants
//!   ([`GameState::validate`]); any failure is a typed error and no game.

mod actions;
mod claims;
mod command;
mod core;
mod de;
mod event;
mod flow;
mod options;
mod prompt;
mod rng;
mod snapshot;
mod state;
mod view;

pub use self::claims::{IngestError, IngestReport, SummaryReport};
pub use self::command::{Ability, ActionKind, Command, CommandError, PendingAction, MAX_TEXT_CHARS};
pub use self::core::Applied;
pub use self::event::{Event, EventKind, EventPhase, SeatRole, Visibility};
pub use self::options::{BoardRules, GameOptions, LastWordsRule, OptionsError, RolesProblem, WinRule, WitchSelfSave};
pub use self::prompt::{PromptContext, PromptOptions, PromptSection, SectionName};
pub use self::rng::Rng;
pub use self::snapshot::{SnapshotError, SNAPSHOT_FORMAT, SNAPSHOT_VERSION};
pub use self::state::{
    Ballot, Choice, Death, DeathCause, DeathContext, GameOutcome, GameState, NightDeath, NightRecord, NightStep, Phase,
    Player, Potions, RevealedRoles, SeerCheck, Side, VoteOutcome, VoteRecord, VoteRound, WinReason, WitchChoice,
};
pub use self::view::{PlayerView, PublicPhase, SelfView, View, Viewer};
