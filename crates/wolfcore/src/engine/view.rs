//! R6: what each seat may know. A view is the only input prompts are built from.

use serde::{Deserialize, Serialize};

use crate::board::RoleCounts;
use crate::i18n::Lang;
use crate::model::{PublicClaim, Role, Seat};

use super::command::{CommandError, PendingAction};
use super::event::{Event, Visibility};
use super::options::BoardRules;
use super::state::{Election, GameState, Phase, Potions, RevealedRoles};
use super::vocab::{DeathContext, GameOutcome};

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Viewer {
    /// A player: public events, its own role and private results, the wolf team for wolves.
    Seat {
        /// 0-based seat.
        seat: Seat,
    },
    /// Public events only.
    Spectator,
    /// Everything (the moderator / a replay). Never use it to build a seat's prompt.
    God,
}

/// The phase as a viewer may see it. Night steps and a Hunter's decision are not shown: which
/// step runs (or is skipped) would reveal who holds which role and who is dead among the gods.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", rename_all_fields = "camelCase")]
pub enum PublicPhase {
    /// Night.
    Night,
    /// The dawn announcement and what follows it.
    Dawn,
    /// Someone's last words.
    LastWords {
        /// Speaker.
        seat: Seat,
    },
    /// A day speech.
    DaySpeech {
        /// Speaker.
        seat: Seat,
    },
    /// The vote.
    Vote,
    /// A PK speech.
    PkSpeech {
        /// Speaker.
        seat: Seat,
        /// Tied players.
        candidates: Vec<Seat>,
    },
    /// The PK revote.
    PkVote {
        /// Tied players.
        candidates: Vec<Seat>,
    },
    /// After an execution.
    Execution,
    /// R9.2: sheriff sign-up (everyone declares at once).
    SheriffSignup,
    /// R9.3: a sheriff campaign speech.
    SheriffSpeech {
        /// Speaker.
        seat: Seat,
        /// A PK speech after a tie.
        pk: bool,
    },
    /// R9.3 / R9.4: the sheriff vote.
    SheriffVote {
        /// Who may be voted for.
        candidates: Vec<Seat>,
        /// The PK revote.
        pk: bool,
    },
    /// R9.6: the sheriff chooses the speaking direction.
    SheriffDirection {
        /// The sheriff.
        seat: Seat,
    },
    /// R9.7: the sheriff passes or tears the badge.
    Badge {
        /// The sheriff giving it up.
        seat: Seat,
    },
    /// The end.
    GameOver,
}

impl PublicPhase {
    fn of(phase: &Phase) -> PublicPhase {
        match phase {
            Phase::Night { .. } => PublicPhase::Night,
            Phase::HunterShot { context: DeathContext::Dawn, .. } => PublicPhase::Dawn,
            Phase::HunterShot { context: DeathContext::Execution, .. } => PublicPhase::Execution,
            Phase::LastWords { seat, .. } => PublicPhase::LastWords { seat: *seat },
            Phase::DaySpeech { seat } => PublicPhase::DaySpeech { seat: *seat },
            Phase::Vote { .. } => PublicPhase::Vote,
            Phase::PkSpeech { seat, candidates } => {
                PublicPhase::PkSpeech { seat: *seat, candidates: candidates.clone() }
            }
            Phase::PkVote { candidates, .. } => PublicPhase::PkVote { candidates: candidates.clone() },
            Phase::SheriffSignup { .. } => PublicPhase::SheriffSignup,
            Phase::SheriffSpeech { seat, pk } => PublicPhase::SheriffSpeech { seat: *seat, pk: *pk },
            Phase::SheriffVote { candidates, pk, .. } => {
                PublicPhase::SheriffVote { candidates: candidates.clone(), pk: *pk }
            }
            Phase::SheriffDirection { seat } => PublicPhase::SheriffDirection { seat: *seat },
            Phase::Badge { seat } => PublicPhase::Badge { seat: *seat },
            Phase::GameOver => PublicPhase::GameOver,
        }
    }
}

/// One seat as a viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// 0-based seat.
    pub seat: Seat,
    /// Alive? (deaths are public)
    pub alive: bool,
    /// Day of death.
    pub died_on: Option<u32>,
    /// The role, only when this viewer may know it: its own, a fellow wolf's, a publicly
    /// revealed one, or (god view) all.
    pub role: Option<Role>,
    /// R10.2: the player's name (`seatNames`, sanitised); left out when the game has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// The viewing seat's own private state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SelfView {
    /// 0-based seat.
    pub seat: Seat,
    /// Own role.
    pub role: Role,
    /// Alive?
    pub alive: bool,
    /// Wolves: every wolf seat (self included). Empty for others.
    pub wolf_team: Vec<Seat>,
    /// Witch: her potions.
    pub potions: Option<Potions>,
    /// Guard: last night's protected seat (not allowed tonight).
    pub last_protected: Option<Seat>,
}

/// Everything one viewer may know (R6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// Seats on the board.
    pub player_count: u8,
    /// Current day.
    pub day: u32,
    /// Phase, as this viewer may see it.
    pub phase: PublicPhase,
    /// Role counts (public).
    pub board: RoleCounts,
    /// Rule options (public; never the seed).
    pub rules: BoardRules,
    /// The game's language (prompts default to it).
    pub lang: Lang,
    /// Every seat.
    pub players: Vec<PlayerView>,
    /// The viewing seat's private state (seat viewers only).
    pub you: Option<SelfView>,
    /// The events this viewer may see, in log order, each `index` renumbered to its position in
    /// this list. A viewer's list only ever grows, so the index works for incremental fetching.
    pub events: Vec<Event>,
    /// Actions awaited that this viewer may know of: its own, plus the public ones
    /// (speeches, votes). God: all.
    pub pending: Vec<PendingAction>,
    /// The public-claims ledger (public).
    pub public_claims: Vec<PublicClaim>,
    /// Publicly revealed roles.
    #[serde(serialize_with = "crate::model::seat_keys::serialize")]
    pub revealed_roles: RevealedRoles,
    /// The result, once over.
    pub outcome: Option<GameOutcome>,
    /// R9: the sheriff now (public); left out when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<Seat>,
    /// R9: the day-1 election (public: candidates once revealed, withdrawals, the PK round);
    /// left out on boards without a sheriff and before day 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub election: Option<Election>,
}

impl GameState {
    /// Whether `viewer` may see an event with `visibility` (R6).
    #[must_use]
    pub fn can_see(&self, viewer: Viewer, visibility: &Visibility) -> bool {
        match (viewer, visibility) {
            (Viewer::God, _) | (_, Visibility::Public) => true,
            (Viewer::Seat { seat }, Visibility::Seats { seats }) => seats.contains(&seat),
            (Viewer::Seat { seat }, Visibility::Wolves) => self.role_of(seat).is_some_and(Role::is_wolf),
            _ => false,
        }
    }

    /// The view of `viewer` (R6).
    ///
    /// # Errors
    /// [`CommandError::UnknownSeat`] for a seat the board does not have.
    pub fn view(&self, viewer: Viewer) -> Result<View, CommandError> {
        if let Viewer::Seat { seat } = viewer {
            if usize::from(seat) >= self.players.len() {
                return Err(CommandError::UnknownSeat { seat });
            }
        }
        Ok(self.seen_by(viewer).build_view(viewer))
    }

    fn build_view(&self, viewer: Viewer) -> View {
        let own = match viewer {
            Viewer::Seat { seat } => self.players.get(usize::from(seat)),
            _ => None,
        };
        let own_is_wolf = own.is_some_and(|p| p.role.is_wolf());
        let over = self.outcome.is_some();
        let players = self
            .players
            .iter()
            .map(|p| {
                let known = viewer == Viewer::God
                    || over
                    || own.is_some_and(|o| o.seat == p.seat)
                    || (own_is_wolf && p.role.is_wolf())
                    || self.revealed_roles.contains_key(&p.seat);
                PlayerView {
                    seat: p.seat,
                    alive: p.alive,
                    died_on: p.death.map(|d| d.day),
                    role: known.then_some(p.role),
                    name: self.seat_names.get(usize::from(p.seat)).cloned(),
                }
            })
            .collect();
        let you = own.map(|p| SelfView {
            seat: p.seat,
            role: p.role,
            alive: p.alive,
            wolf_team: if own_is_wolf { self.wolf_team() } else { Vec::new() },
            potions: (p.role == Role::Witch).then_some(self.potions),
            last_protected: if p.role == Role::Guard { self.guard_memory } else { None },
        });
        // Renumbered within the view: gaps in the global numbering would tell how many hidden
        // events happened (how many wolves voted, whether a witch or seer acted).
        let events = self
            .events
            .iter()
            .filter(|e| self.can_see(viewer, &e.visibility))
            .enumerate()
            .map(|(i, e)| Event { index: u32::try_from(i).unwrap_or(u32::MAX), ..e.clone() })
            .collect();
        let pending = self
            .pending()
            .into_iter()
            .filter(|a| match viewer {
                Viewer::God => true,
                Viewer::Seat { seat } => a.seat == seat || a.action.is_public(),
                Viewer::Spectator => a.action.is_public(),
            })
            .collect();
        View {
            viewer,
            player_count: self.player_count(),
            day: self.day,
            phase: PublicPhase::of(&self.phase),
            board: self.board,
            rules: self.options.rules(),
            lang: self.options.lang,
            players,
            you,
            events,
            pending,
            public_claims: self.ledger.claims().to_vec(),
            revealed_roles: self.revealed_roles.clone(),
            outcome: self.outcome,
            sheriff: self.sheriff,
            election: self.election.clone(),
        }
    }

    /// A seat's view.
    ///
    /// # Errors
    /// [`CommandError::UnknownSeat`].
    pub fn seat_view(&self, seat: Seat) -> Result<View, CommandError> {
        self.view(Viewer::Seat { seat })
    }

    /// The spectator view: public events only.
    #[must_use]
    pub fn spectator_view(&self) -> View {
        self.seen_by(Viewer::Spectator).build_view(Viewer::Spectator)
    }

    /// The god view: everything. Explicitly not for prompts.
    #[must_use]
    pub fn god_view(&self) -> View {
        self.build_view(Viewer::God)
    }
}
