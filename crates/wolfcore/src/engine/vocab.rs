//! The engine's vocabulary: the small value types every other engine module speaks — night
//! steps, deaths, ballots and votes, sides and results. A leaf: it imports nothing from the
//! engine, so the event log, the state, views and prompts all depend on it and never on each
//! other for these names.

use serde::{Deserialize, Serialize};

use crate::model::{Role, Seat};

/// Why a seat died.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathCause {
    /// The wolves' kill, not blocked (or blocked twice: "milk").
    WolfKill,
    /// The Witch's poison (takes precedence when the poisoned player was also attacked).
    Poison,
    /// Executed by the day vote.
    Execution,
    /// Shot by the Hunter.
    HunterShot,
    /// A werewolf's self-reveal.
    SelfReveal,
}

/// A night death and its cause (god view).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NightDeath {
    /// Seat.
    pub seat: Seat,
    /// Cause.
    pub cause: DeathCause,
}

/// The R2 night steps, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NightStep {
    /// R2.1.
    Guard,
    /// R2.2.
    Wolves,
    /// R2.3.
    Witch,
    /// R2.4.
    Seer,
}

impl NightStep {
    /// Every step, in the R2 order a night runs them.
    pub const ALL: [NightStep; 4] = [NightStep::Guard, NightStep::Wolves, NightStep::Witch, NightStep::Seer];

    /// The role whose holders act in this step (for the wolves: any wolf, [`Role::is_wolf`]).
    #[must_use]
    pub fn role(self) -> Role {
        match self {
            NightStep::Guard => Role::Guard,
            NightStep::Wolves => Role::Werewolf,
            NightStep::Witch => Role::Witch,
            NightStep::Seer => Role::Seer,
        }
    }

    /// Whether a seat holding `role` acts in this step.
    #[must_use]
    pub fn acted_by(self, role: Role) -> bool {
        match self {
            NightStep::Wolves => role.is_wolf(),
            step => step.role() == role,
        }
    }
}

/// Which death resolution a Hunter shot or last words belong to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathContext {
    /// After the dawn announcement (R3.2, R3.3).
    Dawn,
    /// After an execution (R3.6).
    Execution,
}

/// One ballot: a voter and a target, or an abstention (`null`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ballot {
    /// Voter.
    pub voter: Seat,
    /// Target, or abstain.
    pub target: Option<Seat>,
}

/// Main vote or PK revote (R3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteRound {
    /// Everyone living votes among the living.
    Main,
    /// The others revote among the tied players.
    Pk,
}

/// A vote's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum VoteOutcome {
    /// A unique plurality: executed.
    Executed {
        /// The seat.
        seat: Seat,
    },
    /// Several seats share the most votes (main vote → PK; PK vote → nobody executed).
    Tie {
        /// The tied seats, ascending.
        seats: Vec<Seat>,
    },
    /// Nobody received a vote (everyone abstained, or nobody could vote).
    NoVotes,
}

/// A side of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// Seer, Witch, Guard, Hunter, Villagers.
    Village,
    /// Werewolves.
    Wolves,
    /// Nobody: the game reached the day limit (R4.3).
    Nobody,
}

/// Why the game ended (R4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// No werewolf lives.
    NoWolvesLeft,
    /// `parity`: living wolves ≥ living non-wolves.
    Parity,
    /// `sideKill`: every god is dead.
    GodsDead,
    /// `sideKill`: every villager is dead.
    VillagersDead,
    /// R4.3: the game reached [`MAX_DAYS`](super::MAX_DAYS) without a winner.
    DayLimit,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameOutcome {
    /// Winner.
    pub winner: Side,
    /// Why.
    pub reason: WinReason,
    /// Day it ended.
    pub day: u32,
}

/// A seat and its role, as made public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatRole {
    /// 0-based seat.
    pub seat: Seat,
    /// Its role.
    pub role: Role,
}
