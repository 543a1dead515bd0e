//! The game state's data types.

use std::collections::{BTreeMap, VecDeque};

use serde::{Deserialize, Serialize};

use crate::board::RoleCounts;
use crate::ledger::index::IndexedLedger;
use crate::model::{Alignment, Role, Seat};

use super::command::Input;
use super::event::Event;
use super::options::GameOptions;
use super::rng::Rng;
use super::vocab::{
    Ballot, DeathCause, DeathContext, GameOutcome, NightDeath, NightStep, SignUp, VoteOutcome, VoteRound,
};

/// Roles made public so far (C4 ground truth), by 0-based seat.
pub type RevealedRoles = BTreeMap<Seat, Role>;

/// One seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// 0-based seat.
    pub seat: Seat,
    /// Dealt role.
    pub role: Role,
    /// Alive?
    pub alive: bool,
    /// How and when the seat died.
    pub death: Option<Death>,
}

/// A death.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Death {
    /// Day of death (a night death counts for the night's number).
    pub day: u32,
    /// Cause.
    pub cause: DeathCause,
}

/// One finished vote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VoteRecord {
    /// Day.
    pub day: u32,
    /// Round.
    pub round: VoteRound,
    /// PK candidates (empty for the main vote: any living player).
    pub candidates: Vec<Seat>,
    /// Ballots in the order they were cast.
    pub ballots: Vec<Ballot>,
    /// Result.
    pub outcome: VoteOutcome,
}

/// A one-target choice already made (`target: null` = nobody).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Choice {
    /// Target, or nobody.
    pub target: Option<Seat>,
}

/// What the Witch did in one night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WitchChoice {
    /// Saved seat.
    pub save: Option<Seat>,
    /// Poisoned seat.
    pub poison: Option<Seat>,
}

/// A Seer check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeerCheck {
    /// Checked seat.
    pub target: Seat,
    /// Result.
    pub alignment: Alignment,
}

/// Everything that happened in one night (night history).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NightRecord {
    /// Night number.
    pub night: u32,
    /// Guard's choice, once made.
    pub guard: Option<Choice>,
    /// Each wolf's choice, in the order cast.
    pub wolf_votes: Vec<Ballot>,
    /// The pack's decision, once every living wolf voted.
    pub wolves: Option<Choice>,
    /// Witch's choice, once made.
    pub witch: Option<WitchChoice>,
    /// Seer's check, once made.
    pub seer: Option<SeerCheck>,
    /// Deaths once resolved (seat order).
    pub deaths: Vec<NightDeath>,
    /// Whether R2.5 resolution ran.
    pub resolved: bool,
}

impl NightRecord {
    pub(crate) fn new(night: u32) -> NightRecord {
        NightRecord {
            night,
            guard: None,
            wolf_votes: Vec::new(),
            wolves: None,
            witch: None,
            seer: None,
            deaths: Vec::new(),
            resolved: false,
        }
    }

    /// The wolves' decided target.
    #[must_use]
    pub fn wolf_target(&self) -> Option<Seat> {
        self.wolves.and_then(|c| c.target)
    }
}

crate::wire_type::wire_type! {
    /// The Witch's potions: the night each was used.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Potions {
        /// Night the antidote was used.
        pub antidote_used: Option<u32>,
        /// Night the poison was used.
        pub poison_used: Option<u32>,
    }
}

/// Where the game is: the step waiting for input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case", rename_all_fields = "camelCase")]
pub enum Phase {
    /// A night step (R2).
    Night {
        /// Which.
        step: NightStep,
    },
    /// A dead Hunter decides whether to shoot (R3.2, R3.6).
    HunterShot {
        /// The Hunter.
        seat: Seat,
        /// Dawn or execution.
        context: DeathContext,
    },
    /// A dead player's last words (R3.3, R3.6).
    LastWords {
        /// Speaker.
        seat: Seat,
        /// Dawn or execution.
        context: DeathContext,
    },
    /// A day speech (R3.4).
    DaySpeech {
        /// Speaker.
        seat: Seat,
    },
    /// The day vote (R3.5); ballots stay secret until everyone voted.
    Vote {
        /// Ballots so far.
        ballots: Vec<Ballot>,
    },
    /// A PK speech by a tied player (R3.5).
    PkSpeech {
        /// Speaker.
        seat: Seat,
        /// The tied players.
        candidates: Vec<Seat>,
    },
    /// The PK revote (R3.5).
    PkVote {
        /// The tied players.
        candidates: Vec<Seat>,
        /// Ballots so far.
        ballots: Vec<Ballot>,
    },
    /// R9.2: every living player declares whether he runs for sheriff (secret until all did).
    SheriffSignup {
        /// Declarations so far.
        declared: Vec<SignUp>,
    },
    /// R9.3: a sheriff candidate's campaign speech (`pk`: the PK speeches after a tie).
    SheriffSpeech {
        /// Speaker.
        seat: Seat,
        /// A PK speech.
        pk: bool,
    },
    /// R9.3 / R9.4: the sheriff vote (`pk`: the revote among the tied).
    SheriffVote {
        /// Who may be voted for.
        candidates: Vec<Seat>,
        /// A PK revote.
        pk: bool,
        /// Ballots so far.
        ballots: Vec<Ballot>,
    },
    /// R9.6: the sheriff chooses the direction of the day's speeches.
    SheriffDirection {
        /// The sheriff.
        seat: Seat,
    },
    /// R9.7: the sheriff (dead, or a revealed Idiot) passes the badge or tears it.
    Badge {
        /// The sheriff giving up the badge.
        seat: Seat,
    },
    /// The game has ended.
    GameOver,
}

crate::wire_type::wire_type! {
    /// R9: the day-1 sheriff election as it stands.
    #[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Election {
        /// Everyone who signed up, ascending.
        pub runners: Vec<Seat>,
        /// Candidates who withdrew (退水), in withdrawal order.
        pub withdrawn: Vec<Seat>,
        /// The tied candidates of the PK round (empty before a tie).
        pub pk: Vec<Seat>,
        /// Whether the election is over.
        pub finished: bool,
    }
}

impl Election {
    /// Candidates still in the race: the PK candidates during the PK round, else the runners,
    /// minus those who withdrew.
    #[must_use]
    pub fn standing(&self) -> Vec<Seat> {
        let pool = if self.pk.is_empty() { &self.runners } else { &self.pk };
        pool.iter().copied().filter(|s| !self.withdrawn.contains(s)).collect()
    }
}

/// What comes after the current phase. Steps that need input become the [`Phase`]; the
/// others run as soon as they reach the front.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Step {
    /// Start night `day + 1`.
    BeginNight,
    /// A night step (skipped when its role is dead or absent, R2).
    Night { step: NightStep },
    /// R2.5 then R3.1.
    ResolveNight,
    /// R3.2 / R3.6 (skipped when the Hunter was poisoned).
    HunterShot { seat: Seat, context: DeathContext },
    /// R3.3 / R3.6.
    LastWords { seat: Seat, context: DeathContext },
    /// R4.
    WinCheck,
    /// R3.4: fixes the speaking order.
    BeginDay,
    /// One speech (skipped if the speaker is dead).
    Speech { seat: Seat },
    /// R3.5 main vote.
    Vote,
    /// One PK speech.
    PkSpeech { seat: Seat, candidates: Vec<Seat> },
    /// R3.5 revote.
    PkVote { candidates: Vec<Seat> },
    /// R3.1: the night's deaths are announced (after the sheriff election on day 1, R9.1).
    Dawn,
    /// R9.2 sign-up.
    SheriffSignup,
    /// R9.3 one campaign speech (skipped if the candidate withdrew).
    SheriffSpeech { seat: Seat, pk: bool },
    /// R9.3 / R9.4 the sheriff vote.
    SheriffVote { pk: bool },
    /// R9.6 the sheriff's choice of direction.
    SheriffDirection,
    /// R9.7 a badge decision.
    Badge { seat: Seat },
}

impl Step {
    /// Steps of the sheriff election (dropped when a withdrawal decides it, R9.3).
    pub(crate) fn is_election(&self) -> bool {
        matches!(self, Step::SheriffSignup | Step::SheriffSpeech { .. } | Step::SheriffVote { .. })
    }
}

/// The whole game. Fields are read through accessors; only the public entry points
/// ([`GameState::apply`], [`GameState::ingest_claims`], [`GameState::ingest_summary`]) change
/// them, and each records what it accepted in the input log that [`GameState::save`] writes.
/// Two games are equal when every field but the facts-line cache is (see the `PartialEq` below).
#[derive(Debug, Clone)]
pub struct GameState {
    pub(crate) options: GameOptions,
    pub(crate) board: RoleCounts,
    pub(crate) players: Vec<Player>,
    pub(crate) day: u32,
    pub(crate) phase: Phase,
    pub(crate) agenda: VecDeque<Step>,
    pub(crate) events: Vec<Event>,
    pub(crate) nights: Vec<NightRecord>,
    pub(crate) votes: Vec<VoteRecord>,
    pub(crate) potions: Potions,
    /// The Guard's previous-night target (R2.1 "never the same player two nights running").
    pub(crate) guard_memory: Option<Seat>,
    /// R8.1: Idiots revealed by an execution: alive, but they never vote again.
    pub(crate) idiots_revealed: Vec<Seat>,
    /// R9: the sheriff (badge holder) now.
    pub(crate) sheriff: Option<Seat>,
    /// R9: the day-1 election, once it started.
    pub(crate) election: Option<Election>,
    /// R9.7: a sheriff who just lost the badge by death (or an Idiot's reveal) and must decide.
    pub(crate) badge_due: Option<Seat>,
    /// The claims ledger with its C3 indexes (merges touch only what they change).
    pub(crate) ledger: IndexedLedger,
    pub(crate) revealed_roles: RevealedRoles,
    pub(crate) outcome: Option<GameOutcome>,
    /// Stream for deterministic claim ids.
    pub(crate) id_rng: Rng,
    /// Every input accepted so far, in order (R7: a save is the options and this log).
    pub(crate) inputs: Vec<Input>,
    /// R6.2 (issue 18): moves of other seats accepted while a dead Hunter decides, in order. They
    /// were legal in the game their senders see (as if he held fire) and are played once he has
    /// decided: all of them if he holds fire, those still legal if he shoots.
    pub(crate) queued: Vec<super::command::Command>,
    /// R10.2: the sanitised `seatNames`, one per seat (empty without the option).
    pub(crate) seat_names: Vec<String>,
    /// The public-facts lines of past events, per language, formatted once (a cache, not
    /// state: never cloned, compared or saved).
    pub(crate) fact_lines: super::fact_cache::FactLines,
}

/// Game state equality: every field but `fact_lines`, a cache of text derived from the log
/// (it never changes what the game is). Every field is named, so a new field does not compile
/// until it is compared here or said to be a cache.
impl PartialEq for GameState {
    fn eq(&self, other: &Self) -> bool {
        let GameState {
            options,
            board,
            players,
            day,
            phase,
            agenda,
            events,
            nights,
            votes,
            potions,
            guard_memory,
            idiots_revealed,
            sheriff,
            election,
            badge_due,
            ledger,
            revealed_roles,
            outcome,
            id_rng,
            inputs,
            queued,
            seat_names,
            fact_lines: _,
        } = self;
        *options == other.options
            && *board == other.board
            && *players == other.players
            && *day == other.day
            && *phase == other.phase
            && *agenda == other.agenda
            && *events == other.events
            && *nights == other.nights
            && *votes == other.votes
            && *potions == other.potions
            && *guard_memory == other.guard_memory
            && *idiots_revealed == other.idiots_revealed
            && *sheriff == other.sheriff
            && *election == other.election
            && *badge_due == other.badge_due
            && *ledger == other.ledger
            && *revealed_roles == other.revealed_roles
            && *outcome == other.outcome
            && *id_rng == other.id_rng
            && *inputs == other.inputs
            && *queued == other.queued
            && *seat_names == other.seat_names
    }
}

impl Eq for GameState {}
