//! The engine's vocabulary: the small value types every other engine module speaks — night
//! steps, deaths, ballots and votes, sides and results. A leaf: it imports nothing from the
//! engine, so the event log, the state, views and prompts all depend on it and never on each
//! other for these names.

use serde::{Deserialize, Serialize};

use crate::model::{Role, Seat};

crate::unit_enum::wire_enum! {
    /// Why a seat died.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum DeathCause as "DeathCause" {
        /// The wolves' kill, not blocked (or blocked twice: "milk").
        WolfKill = "wolf_kill",
        /// The Witch's poison (takes precedence when the poisoned player was also attacked).
        Poison = "poison",
        /// Executed by the day vote.
        Execution = "execution",
        /// Shot by the Hunter.
        HunterShot = "hunter_shot",
        /// A werewolf's self-reveal (a White Wolf King's explosion included, R8.2).
        SelfReveal = "self_reveal",
        /// Taken by an exploding White Wolf King (R8.2).
        WhiteWolfKing = "white_wolf_king",
        /// R8.4: the Knight's duel (the wolf he found, or the Knight himself).
        Duel = "duel",
    }
}

crate::wire_type::wire_type! {
    /// A night death and its cause (god view).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct NightDeath {
        /// Seat.
        pub seat: Seat,
        /// Cause.
        pub cause: DeathCause,
    }
}

crate::unit_enum::wire_enum! {
    /// The R2 night steps, in order.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    pub enum NightStep as "NightStep" {
        /// R2.1.
        Guard = "guard",
        /// R2.2.
        Wolves = "wolves",
        /// R2.3.
        Witch = "witch",
        /// R2.4.
        Seer = "seer",
    }
}

impl NightStep {
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

crate::wire_type::wire_type! {
    /// One ballot: a voter and a target, or an abstention (`null`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Ballot {
        /// Voter.
        pub voter: Seat,
        /// Target, or abstain.
        pub target: Option<Seat>,
    }
}

crate::unit_enum::wire_enum! {
    /// Main vote or PK revote (R3.5).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum VoteRound as "VoteRound" {
        /// Everyone living votes among the living.
        Main = "main",
        /// The others revote among the tied players.
        Pk = "pk",
    }
}

crate::wire_type::wire_type! {
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
}

crate::unit_enum::wire_enum! {
    /// A side of the game.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Side as "Side" {
        /// Seer, Witch, Guard, Hunter, Villagers.
        Village = "village",
        /// Werewolves.
        Wolves = "wolves",
        /// Nobody: the game reached the day limit (R4.3).
        Nobody = "nobody",
    }
}

crate::unit_enum::wire_enum! {
    /// Why the game ended (R4).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum WinReason as "WinReason" {
        /// No werewolf lives.
        NoWolvesLeft = "no_wolves_left",
        /// `parity`: living wolves ≥ living non-wolves.
        Parity = "parity",
        /// `sideKill`: every god is dead.
        GodsDead = "gods_dead",
        /// `sideKill`: every villager is dead.
        VillagersDead = "villagers_dead",
        /// R4.3: the game reached [`MAX_DAYS`](super::MAX_DAYS) without a winner.
        DayLimit = "day_limit",
    }
}

crate::wire_type::wire_type! {
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
}

crate::wire_type::wire_type! {
    /// A seat and its role, as made public.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct SeatRole {
        /// 0-based seat.
        pub seat: Seat,
        /// Its role.
        pub role: Role,
    }
}

/// R9.5: a vote weight in half votes (the sheriff's ballot: `sheriffVoteWeight`, 1, 1.5 or 2).
/// On the wire it is a plain number (`1.5`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct VoteWeight(u8);

impl VoteWeight {
    /// One vote.
    pub const ONE: VoteWeight = VoteWeight(2);
    /// The default sheriff weight, 1.5.
    pub const SHERIFF_DEFAULT: VoteWeight = VoteWeight(3);

    /// The weight in half votes (2 = one vote).
    #[must_use]
    pub fn halves(self) -> u32 {
        u32::from(self.0)
    }

    /// The weight as a number of votes (1.5).
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// `Some` for 1, 1.5 and 2 (R9.5), `None` for anything else.
    #[must_use]
    pub fn from_f64(v: f64) -> Option<VoteWeight> {
        [2u8, 3, 4].into_iter().find(|h| (f64::from(*h) / 2.0 - v).abs() < f64::EPSILON).map(VoteWeight)
    }
}

impl Default for VoteWeight {
    fn default() -> Self {
        VoteWeight::SHERIFF_DEFAULT
    }
}

impl Serialize for VoteWeight {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0 % 2 == 0 {
            s.serialize_u8(self.0 / 2)
        } else {
            s.serialize_f64(self.as_f64())
        }
    }
}

impl<'de> Deserialize<'de> for VoteWeight {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = f64::deserialize(d)?;
        VoteWeight::from_f64(v).ok_or_else(|| serde::de::Error::custom("sheriffVoteWeight must be 1, 1.5 or 2"))
    }
}

crate::unit_enum::wire_enum! {
    /// R9.6: the direction the sheriff gives the day's speeches: `clockwise` = rising seat numbers
    /// (seat 3, 4, 5, … after a sheriff on seat 2), `counterclockwise` = falling ones.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Direction as "Direction" {
        /// Rising seat numbers, wrapping around.
        Clockwise = "clockwise",
        /// Falling seat numbers, wrapping around.
        Counterclockwise = "counterclockwise",
    }
}

crate::unit_enum::wire_enum! {
    /// R9.4: how a sheriff election ended.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum ElectionEnd as "ElectionEnd" {
        /// The vote (or the PK revote) had a unique leader.
        Elected = "elected",
        /// Only one candidate was left (nobody else ran, or the others withdrew): elected without a vote.
        Unopposed = "unopposed",
        /// Nobody ran, or every candidate withdrew: no sheriff.
        NoCandidates = "no_candidates",
        /// Every living player ran, so nobody could vote: no sheriff.
        NoVoters = "no_voters",
        /// Nobody received a vote: no sheriff.
        NoVotes = "no_votes",
        /// The PK revote tied again: no sheriff (the badge is lost).
        SecondTie = "second_tie",
    }
}

crate::wire_type::wire_type! {
    /// The result of one sheriff ballot round (R9.3, R9.4).
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "result", rename_all = "snake_case")]
    pub enum ElectionOutcome {
        /// A unique plurality.
        Elected {
            /// The new sheriff.
            seat: Seat,
        },
        /// Several candidates share the most votes.
        Tie {
            /// The tied seats, ascending.
            seats: Vec<Seat>,
        },
        /// Nobody received a vote.
        NoVotes,
    }
}

crate::wire_type::wire_type! {
    /// R9.5: the sheriff's ballot in a day vote tally, with its weight.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct SheriffBallotWeight {
        /// The sheriff (a voter in this tally).
        pub seat: Seat,
        /// The weight of the sheriff's ballot.
        pub weight: VoteWeight,
    }
}

/// One seat's sign-up answer (R9.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SignUp {
    /// The seat.
    pub seat: Seat,
    /// Runs for sheriff?
    pub run: bool,
}
