//! The event log (R6): every event carries who may see it.

use serde::Serialize;

use crate::board::RoleCounts;
use crate::model::{Alignment, Role, Seat};

use super::options::BoardRules;
use super::vocab::SeatRole;
use super::vocab::{
    Ballot, Direction, ElectionEnd, ElectionOutcome, NightDeath, SheriffBallotWeight, Side, VoteOutcome, VoteRound,
    WinReason,
};

crate::wire_type::wire_type! {
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
}

impl Visibility {
    /// Visible to one seat only.
    #[must_use]
    pub fn seat(seat: Seat) -> Visibility {
        Visibility::Seats { seats: vec![seat] }
    }
}

crate::unit_enum::wire_enum! {
    /// Coarse phase an event happened in.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum EventPhase as "EventPhase" {
        /// Before night 1.
        Setup = "setup",
        /// A night.
        Night = "night",
        /// The dawn announcement and what follows it (Hunter shot, last words).
        Dawn = "dawn",
        /// Day speeches.
        DaySpeech = "day_speech",
        /// The day vote.
        Vote = "vote",
        /// PK speeches.
        PkSpeech = "pk_speech",
        /// The PK revote.
        PkVote = "pk_vote",
        /// An execution and what follows it.
        Execution = "execution",
        /// The end.
        GameOver = "game_over",
        /// R9: the day-1 sheriff election (sign-up, campaign speeches, votes).
        Sheriff = "sheriff",
    }
}

crate::wire_type::wire_type! {
    /// What happened.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(tag = "type", rename_all = "snake_case", rename_all_fields = "camelCase")]
    pub enum EventKind as "GameEventKind" {
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
            /// R9.5: the sheriff's ballot and its weight, when the sheriff voted in this round
            /// (left out otherwise, so games without a sheriff log as before).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            sheriff: Option<SheriffBallotWeight>,
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
        /// Public (R8.1): the executed Idiot shows his card and survives; he never votes again.
        IdiotRevealed {
            /// The Idiot.
            seat: Seat,
        },
        /// Public (R8.2): a White Wolf King exploded (role public, dies without last words) and
        /// took `target` with it; the day ends.
        WhiteWolfKingExploded {
            /// The White Wolf King.
            seat: Seat,
            /// The player taken.
            target: Seat,
            /// The target's role, when the board reveals roles on death.
            target_role: Option<Role>,
        },
        /// Public (R8.4): the Knight showed his card and dueled `target`: a wolf (`wolf: true`) dies
        /// and the day ends; otherwise the Knight dies and the day goes on.
        KnightDueled {
            /// The Knight.
            seat: Seat,
            /// The player dueled.
            target: Seat,
            /// Whether the target is a wolf (public from now on).
            wolf: bool,
            /// The dead seat's role, when the board reveals roles on death and the target died.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            target_role: Option<Role>,
        },
        /// Private to `seat` until everyone declared (R9.2): its sign-up answer.
        SheriffRunDeclared {
            /// The seat.
            seat: Seat,
            /// Runs?
            run: bool,
        },
        /// Public (R9.2): everyone declared; these seats run (ascending, possibly none).
        SheriffCandidates {
            /// The candidates.
            candidates: Vec<Seat>,
        },
        /// Public (R9.3): a candidate withdrew (退水); he neither stands nor votes.
        SheriffWithdrew {
            /// The candidate.
            seat: Seat,
        },
        /// Public (R9.3): a campaign speech (`pk`: after a tie).
        SheriffSpeech {
            /// Speaker.
            seat: Seat,
            /// Raw text (untrusted).
            text: String,
            /// A PK speech.
            pk: bool,
        },
        /// Private to the voter until the tally (R9.3).
        SheriffVoteCast {
            /// Voter.
            seat: Seat,
            /// Choice, or abstain.
            target: Option<Seat>,
            /// The PK revote.
            pk: bool,
        },
        /// Public (R9.3, R9.4): every sheriff ballot and the result.
        SheriffVoteTallied {
            /// The PK revote.
            pk: bool,
            /// Every ballot, voter order.
            ballots: Vec<Ballot>,
            /// The result.
            outcome: ElectionOutcome,
        },
        /// Public (R9.4): the election is over: the sheriff, or none.
        SheriffElected {
            /// The sheriff, or `null` when the badge is lost.
            seat: Option<Seat>,
            /// How it ended.
            how: ElectionEnd,
        },
        /// Public (R9.6): the sheriff's choice of speaking direction (he speaks last).
        SheriffDirectionChosen {
            /// The sheriff.
            seat: Seat,
            /// The direction.
            direction: Direction,
        },
        /// Public (R9.7): the sheriff handed the badge on (`target`) or tore it (`null`).
        BadgePassed {
            /// The former sheriff.
            seat: Seat,
            /// The new sheriff, or `null`: torn.
            target: Option<Seat>,
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
}

impl EventKind {
    /// The seats this event makes publicly dead (R3.1 dawn, R3.2 shot, R3.6 execution, R3.7,
    /// R8.2), for the view's [`Moment`]s. Every kind answers (no catch-all arm), so a new
    /// event that kills fails to compile until it says whom.
    #[must_use]
    pub fn deaths(&self) -> Vec<Seat> {
        match self {
            EventKind::DeathsAnnounced { seats, .. } => seats.clone(),
            EventKind::Executed { seat, .. } | EventKind::SelfRevealed { seat } => vec![*seat],
            EventKind::HunterShot { target, .. } => vec![*target],
            EventKind::WhiteWolfKingExploded { seat, target, .. } => vec![*seat, *target],
            EventKind::KnightDueled { seat, target, wolf, .. } => vec![if *wolf { *target } else { *seat }],
            // The god-only resolution: the deaths become public at the announcement.
            EventKind::NightResolved { .. }
            | EventKind::GameStarted { .. }
            | EventKind::RoleDealt { .. }
            | EventKind::WolfTeam { .. }
            | EventKind::NightFell { .. }
            | EventKind::GuardProtected { .. }
            | EventKind::WolfVoted { .. }
            | EventKind::WolvesChose { .. }
            | EventKind::WitchTold { .. }
            | EventKind::WitchActed { .. }
            | EventKind::SeerResult { .. }
            | EventKind::CannotShoot { .. }
            | EventKind::HunterHeldFire { .. }
            | EventKind::LastWords { .. }
            | EventKind::Speech { .. }
            | EventKind::VoteCast { .. }
            | EventKind::VoteTallied { .. }
            | EventKind::IdiotRevealed { .. }
            | EventKind::SheriffRunDeclared { .. }
            | EventKind::SheriffCandidates { .. }
            | EventKind::SheriffWithdrew { .. }
            | EventKind::SheriffSpeech { .. }
            | EventKind::SheriffVoteCast { .. }
            | EventKind::SheriffVoteTallied { .. }
            | EventKind::SheriffElected { .. }
            | EventKind::SheriffDirectionChosen { .. }
            | EventKind::BadgePassed { .. }
            | EventKind::GameEnded { .. } => Vec::new(),
        }
    }
}

crate::wire_type::wire_type! {
    /// What one event of a view changed in the public facts a table shows (R3, R9): who died with
    /// it and who holds the badge after it. A view's `timeline` has one per event, so a replay reads
    /// the state after any step without re-deriving a rule.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Moment {
        /// Seats that died with this event (ascending).
        pub died: Vec<Seat>,
        /// The sheriff after this event (R9.7: none from his death, or his reveal as the Idiot,
        /// until the badge is handed on; none once torn or never elected).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub sheriff: Option<Seat>,
    }
}

/// The [`Moment`] after each of `events`, in order.
pub(crate) fn timeline<'e>(events: impl Iterator<Item = &'e EventKind>) -> Vec<Moment> {
    let mut sheriff: Option<Seat> = None;
    events
        .map(|kind| {
            let mut died = kind.deaths();
            crate::sort::sort(&mut died);
            match kind {
                EventKind::SheriffElected { seat, .. } => sheriff = *seat,
                EventKind::BadgePassed { target, .. } => sheriff = *target,
                EventKind::IdiotRevealed { seat } if sheriff == Some(*seat) => sheriff = None,
                _ if sheriff.is_some_and(|s| died.contains(&s)) => sheriff = None,
                _ => {}
            }
            Moment { died, sheriff }
        })
        .collect()
}

crate::wire_type::wire_type! {
    /// One entry of the event log.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Event as "GameEvent" {
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
}
