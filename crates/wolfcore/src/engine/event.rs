//! The event log (R6): every event carries who may see it.

use super::de::read_unit_enum;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Error;

use crate::board::RoleCounts;
use crate::model::{Alignment, Role, Seat};

use super::de::{object, tagged, Fields, Object, Tagged};
use super::options::BoardRules;
use super::state::read_struct;
use super::state::{Ballot, NightDeath, Side, VoteOutcome, VoteRound, WinReason};

/// Who may see an event (R6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "scope", rename_all = "snake_case")]
pub enum Visibility {
    /// Everybody, spectators included.
    Public,
    /// Only these seats.
    Seats {
        /// The seats that may see it.
        seats: Vec<Seat>,
    },
    /// Every seat dealt a Werewolf (the wolf team).
    Wolves,
    /// Only the god view (the moderator's bookkeeping, e.g. how a night resolved).
    God,
}

impl Visibility {
    /// Visible to one seat only.
    #[must_use]
    pub fn seat(seat: Seat) -> Visibility {
        Visibility::Seats { seats: vec![seat] }
    }
}

/// Coarse phase an event happened in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventPhase {
    /// Before night 1.
    Setup,
    /// A night.
    Night,
    /// The dawn announcement and what follows it (Hunter shot, last words).
    Dawn,
    /// Day speeches.
    DaySpeech,
    /// The day vote.
    Vote,
    /// PK speeches.
    PkSpeech,
    /// The PK revote.
    PkVote,
    /// An execution and what follows it.
    Execution,
    /// The end.
    GameOver,
}

read_unit_enum!(EventPhase { Setup = "setup", Night = "night", Dawn = "dawn", DaySpeech = "day_speech", Vote = "vote", PkSpeech = "pk_speech", PkVote = "pk_vote", Execution = "execution", GameOver = "game_over" });

/// A seat and its role, as made public.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatRole {
    /// 0-based seat.
    pub seat: Seat,
    /// Its role.
    pub role: Role,
}

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", rename_all_fields = "camelCase")]
pub enum EventKind {
    /// Public: the board and its rules (never the seed).
    GameStarted {
        /// Seats.
        players: u8,
        /// Role counts.
        board: RoleCounts,
        /// Rule options.
        rules: BoardRules,
    },
    /// Private to `seat`: its role.
    RoleDealt {
        /// The seat.
        seat: Seat,
        /// Its role.
        role: Role,
    },
    /// Wolves only (R2.2): the wolf team, from night 1.
    WolfTeam {
        /// Every wolf seat.
        wolves: Vec<Seat>,
    },
    /// Public: night `night` begins.
    NightFell {
        /// The night number (= the day it precedes).
        night: u32,
    },
    /// Private to the Guard (R2.1).
    GuardProtected {
        /// The Guard.
        seat: Seat,
        /// Protected seat, or nobody.
        target: Option<Seat>,
    },
    /// Wolves only (R2.2): one wolf's choice.
    WolfVoted {
        /// The wolf.
        seat: Seat,
        /// Its choice, or nobody.
        target: Option<Seat>,
    },
    /// Wolves only (R2.2): the pack's decision.
    WolvesChose {
        /// The target, or nobody.
        target: Option<Seat>,
    },
    /// Private to the Witch (R2.3), only while her antidote is unused.
    WitchTold {
        /// The Witch.
        seat: Seat,
        /// The wolves' target, or nobody.
        target: Option<Seat>,
    },
    /// Private to the Witch: what she did.
    WitchActed {
        /// The Witch.
        seat: Seat,
        /// Saved seat (antidote).
        save: Option<Seat>,
        /// Poisoned seat.
        poison: Option<Seat>,
    },
    /// Private to the Seer (R2.4).
    SeerResult {
        /// The Seer.
        seat: Seat,
        /// Checked seat.
        target: Seat,
        /// `good` or `wolf`.
        alignment: Alignment,
    },
    /// God only (R2.5): how the night resolved.
    NightResolved {
        /// The night.
        night: u32,
        /// The wolves' target.
        wolf_target: Option<Seat>,
        /// Guarded seat.
        guarded: Option<Seat>,
        /// Saved seat.
        saved: Option<Seat>,
        /// Poisoned seat.
        poisoned: Option<Seat>,
        /// Deaths with their causes, seat order.
        deaths: Vec<NightDeath>,
    },
    /// Public (R3.1): the night's deaths in seat order, no cause; roles only under
    /// `revealRoleOnDeath`. No seats means a peaceful night.
    DeathsAnnounced {
        /// Dead seats.
        seats: Vec<Seat>,
        /// Their roles, when the board reveals roles on death.
        roles: Vec<SeatRole>,
    },
    /// Private to a poisoned Hunter (R3.2): the gun does not fire.
    CannotShoot {
        /// The Hunter.
        seat: Seat,
    },
    /// Public (R3.2): the shot reveals the Hunter; the target dies.
    HunterShot {
        /// The Hunter.
        seat: Seat,
        /// The player shot.
        target: Seat,
        /// The target's role, when the board reveals roles on death.
        target_role: Option<Role>,
    },
    /// Private to the Hunter: he held fire (public silence keeps his role hidden).
    HunterHeldFire {
        /// The Hunter.
        seat: Seat,
    },
    /// Public (R3.3, R3.6).
    LastWords {
        /// Speaker.
        seat: Seat,
        /// Raw text (untrusted).
        text: String,
    },
    /// Public (R3.4, R3.5 PK speeches).
    Speech {
        /// Speaker.
        seat: Seat,
        /// Raw text (untrusted).
        text: String,
        /// A PK speech.
        pk: bool,
    },
    /// Private to the voter until the tally: votes are secret until everyone has voted.
    VoteCast {
        /// Voter.
        seat: Seat,
        /// Choice, or abstain.
        target: Option<Seat>,
        /// Main vote or PK revote.
        round: VoteRound,
    },
    /// Public (R3.5): every ballot and the result.
    VoteTallied {
        /// Main vote or PK revote.
        round: VoteRound,
        /// Every ballot, voter order.
        ballots: Vec<Ballot>,
        /// The result.
        outcome: VoteOutcome,
    },
    /// Public (R3.5): the vote's winner is executed.
    Executed {
        /// The executed seat.
        seat: Seat,
        /// Its role, when the board reveals roles on death.
        role: Option<Role>,
    },
    /// Public: a werewolf revealed itself and died (the day ends).
    SelfRevealed {
        /// The wolf.
        seat: Seat,
    },
    /// Public (R4): the winner and every role.
    GameEnded {
        /// The winning side.
        winner: Side,
        /// Why.
        reason: WinReason,
        /// Every seat's role, seat order.
        roles: Vec<Role>,
    },
}

/// One entry of the event log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    /// Position in the log (0-based). In a [`View`](super::View) it is the position in that
    /// view's list, so gaps never reveal how many hidden events happened.
    pub index: u32,
    /// Game day (night `d` precedes day `d`; 0 before night 1).
    pub day: u32,
    /// Coarse phase.
    pub phase: EventPhase,
    /// Who may see it.
    pub visibility: Visibility,
    /// What happened.
    pub kind: EventKind,
}

pub(super) static VISIBILITY: Tagged =
    Tagged { name: "Visibility", tag: "scope", variants: &["public", "seats", "wolves", "god"], deny_unknown: false };

impl<'de> Deserialize<'de> for Visibility {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        tagged(deserializer, &VISIBILITY, |tag, f| {
            Ok(match tag {
                "public" => Visibility::Public,
                "seats" => Visibility::Seats { seats: f.req("seats")? },
                "wolves" => Visibility::Wolves,
                _ => Visibility::God,
            })
        })
    }
}

pub(super) static EVENT_KIND: Tagged = Tagged {
    name: "EventKind",
    tag: "type",
    variants: &[
        "game_started",
        "role_dealt",
        "wolf_team",
        "night_fell",
        "guard_protected",
        "wolf_voted",
        "wolves_chose",
        "witch_told",
        "witch_acted",
        "seer_result",
        "night_resolved",
        "deaths_announced",
        "cannot_shoot",
        "hunter_shot",
        "hunter_held_fire",
        "last_words",
        "speech",
        "vote_cast",
        "vote_tallied",
        "executed",
        "self_revealed",
        "game_ended",
    ],
    deny_unknown: false,
};

/// Hand-written (see `engine::de`): the derive costs ~95 KB of .wasm for this enum alone.
impl<'de> Deserialize<'de> for EventKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        tagged(deserializer, &EVENT_KIND, event_kind)
    }
}

fn event_kind(tag: &'static str, f: &mut Fields) -> Result<EventKind, Error> {
    Ok(match tag {
        "game_started" => {
            EventKind::GameStarted { players: f.req("players")?, board: f.req("board")?, rules: f.req("rules")? }
        }
        "role_dealt" => EventKind::RoleDealt { seat: f.req("seat")?, role: f.req("role")? },
        "wolf_team" => EventKind::WolfTeam { wolves: f.req("wolves")? },
        "night_fell" => EventKind::NightFell { night: f.req("night")? },
        "guard_protected" => EventKind::GuardProtected { seat: f.req("seat")?, target: f.opt("target")? },
        "wolf_voted" => EventKind::WolfVoted { seat: f.req("seat")?, target: f.opt("target")? },
        "wolves_chose" => EventKind::WolvesChose { target: f.opt("target")? },
        "witch_told" => EventKind::WitchTold { seat: f.req("seat")?, target: f.opt("target")? },
        "witch_acted" => EventKind::WitchActed { seat: f.req("seat")?, save: f.opt("save")?, poison: f.opt("poison")? },
        "seer_result" => {
            EventKind::SeerResult { seat: f.req("seat")?, target: f.req("target")?, alignment: f.req("alignment")? }
        }
        "night_resolved" => EventKind::NightResolved {
            night: f.req("night")?,
            wolf_target: f.opt("wolfTarget")?,
            guarded: f.opt("guarded")?,
            saved: f.opt("saved")?,
            poisoned: f.opt("poisoned")?,
            deaths: f.req("deaths")?,
        },
        "deaths_announced" => EventKind::DeathsAnnounced { seats: f.req("seats")?, roles: f.req("roles")? },
        "cannot_shoot" => EventKind::CannotShoot { seat: f.req("seat")? },
        "hunter_shot" => {
            EventKind::HunterShot { seat: f.req("seat")?, target: f.req("target")?, target_role: f.opt("targetRole")? }
        }
        "hunter_held_fire" => EventKind::HunterHeldFire { seat: f.req("seat")? },
        "last_words" => EventKind::LastWords { seat: f.req("seat")?, text: f.req("text")? },
        "speech" => EventKind::Speech { seat: f.req("seat")?, text: f.req("text")?, pk: f.req("pk")? },
        "vote_cast" => EventKind::VoteCast { seat: f.req("seat")?, target: f.opt("target")?, round: f.req("round")? },
        "vote_tallied" => {
            EventKind::VoteTallied { round: f.req("round")?, ballots: f.req("ballots")?, outcome: f.req("outcome")? }
        }
        "executed" => EventKind::Executed { seat: f.req("seat")?, role: f.opt("role")? },
        "self_revealed" => EventKind::SelfRevealed { seat: f.req("seat")? },
        _ => EventKind::GameEnded { winner: f.req("winner")?, reason: f.req("reason")?, roles: f.req("roles")? },
    })
}

read_struct!(SeatRole, false, |f| SeatRole { seat: f.req("seat")?, role: f.req("role")? });
read_struct!(Event, false, |f| Event {
    index: f.req("index")?,
    day: f.req("day")?,
    phase: f.req("phase")?,
    visibility: f.req("visibility")?,
    kind: f.req("kind")?,
});
