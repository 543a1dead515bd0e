//! R6: what each seat may know. A view is the only input prompts are built from.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::board::RoleCounts;
use crate::i18n::Lang;
use crate::model::{PublicClaim, Role, Seat};

use super::command::{CommandError, PendingAction};
use super::event::{timeline, Event, EventKind, EventPhase, Moment, Visibility};
use super::moves::LegalMove;
use super::options::BoardRules;
use super::state::{Election, GameState, Phase, Potions, RevealedRoles};
use super::vocab::{DeathContext, GameOutcome};

crate::wire_type::wire_type! {
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
}

crate::wire_type::wire_type! {
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
}

impl PublicPhase {
    pub(crate) fn of(phase: &Phase) -> PublicPhase {
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

crate::wire_type::wire_type! {
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
}

crate::wire_type::wire_type! {
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
}

crate::wire_type::wire_type! {
    /// Everything one viewer may know (R6).
    #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct View as "GameView" {
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
        /// R5.1: every move this viewer may make now — its awaited moves and its out-of-turn ones
        /// (a wolf's reveal, the King's explosion, a withdrawal), with targets. A seat: its own;
        /// god: every seat's; spectator: none. A client maps each to a control.
        pub moves: Vec<LegalMove>,
        /// One [`Moment`] per event of `events`: who died with it and who holds the badge after it
        /// (R3, R9.7), so a replay shows any step without re-deriving a rule.
        pub timeline: Vec<Moment>,
        /// R3.4 / R9.6: the seat queued to speak after the current speech (day, PK or campaign),
        /// when one is; left out otherwise.
        #[serde(skip_serializing_if = "Option::is_none")]
        pub next_speaker: Option<Seat>,
        /// The public-claims ledger (public).
        pub public_claims: Vec<PublicClaim>,
        /// Publicly revealed roles.
        #[serde(serialize_with = "crate::model::seat_keys::serialize")]
        pub revealed_roles: RevealedRoles as "{ [seat: number]: BoardRole }",
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
}

impl GameState {
    /// Whether `viewer` may see an event with `visibility` (R6).
    #[must_use]
    pub fn can_see(&self, viewer: Viewer, visibility: &Visibility) -> bool {
        match viewer {
            Viewer::God => true,
            Viewer::Seat { seat } => seat_sees(visibility, seat, self.role_of(seat).is_some_and(Role::is_wolf)),
            Viewer::Spectator => matches!(visibility, Visibility::Public),
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
        let (players, you) = self.people(viewer);
        // Renumbered within the view: gaps in the global numbering would tell how many hidden
        // events happened (how many wolves voted, whether a witch or seer acted).
        let events: Vec<Event> = self
            .events
            .iter()
            .filter(|e| self.can_see(viewer, &e.visibility))
            .enumerate()
            .map(|(i, e)| Event { index: u32::try_from(i).unwrap_or(u32::MAX), ..e.clone() })
            .collect();
        let timeline = timeline(events.iter().map(|e| &e.kind));
        let pending = self
            .pending()
            .into_iter()
            .filter(|a| match viewer {
                Viewer::God => true,
                Viewer::Seat { seat } => a.seat == seat || a.action.is_public(),
                Viewer::Spectator => a.action.is_public(),
            })
            .collect();
        let moves = match viewer {
            Viewer::God => self.legal_moves(),
            Viewer::Seat { seat } => self.moves_of(seat),
            Viewer::Spectator => Vec::new(),
        };
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
            moves,
            timeline,
            next_speaker: self.next_speaker(),
            public_claims: self.ledger.claims().to_vec(),
            revealed_roles: self.revealed_roles.clone(),
            outcome: self.outcome,
            sheriff: self.sheriff,
            election: self.election.clone(),
        }
    }

    /// The players as `viewer` sees them, and the viewing seat's own state (R6).
    pub(crate) fn people(&self, viewer: Viewer) -> (Vec<PlayerView>, Option<SelfView>) {
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
        (players, you)
    }

    /// A seat's view (R6), borrowed from the game instead of copied: `f` gets a [`SeatView`]
    /// that holds what [`GameState::seat_view`] would (except `pending`) and reads the log and
    /// the ledger in place. While a dead Hunter decides, it is the view of the game the seat
    /// sees (R6.2), like `seat_view`.
    ///
    /// # Errors
    /// [`CommandError::UnknownSeat`].
    pub fn with_seat_view<R>(&self, seat: Seat, f: impl FnOnce(&SeatView<'_>) -> R) -> Result<R, CommandError> {
        if usize::from(seat) >= self.players.len() {
            return Err(CommandError::UnknownSeat { seat });
        }
        let viewer = Viewer::Seat { seat };
        let world = self.seen_by(viewer);
        Ok(f(&world.borrowed_view(seat)))
    }

    fn borrowed_view(&self, seat: Seat) -> SeatView<'_> {
        let viewer = Viewer::Seat { seat };
        let (players, you) = self.people(viewer);
        SeatView {
            viewer,
            player_count: self.player_count(),
            day: self.day,
            phase: PublicPhase::of(&self.phase),
            board: self.board,
            rules: self.options.rules(),
            lang: self.options.lang,
            players,
            you,
            moves: self.moves_of(seat),
            public_claims: Cow::Borrowed(self.ledger.claims()),
            revealed_roles: &self.revealed_roles,
            outcome: self.outcome,
            sheriff: self.sheriff,
            election: self.election.as_ref(),
            log: &self.events,
            filter: Some((seat, self.role_of(seat).is_some_and(Role::is_wolf))),
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

/// Whether a seat (a wolf or not) may see an event with `visibility` (R6).
pub(crate) fn seat_sees(visibility: &Visibility, seat: Seat, is_wolf: bool) -> bool {
    match visibility {
        Visibility::Public => true,
        Visibility::Seats { seats } => seats.contains(&seat),
        Visibility::Wolves => is_wolf,
        Visibility::God => false,
    }
}

/// One seat's view borrowed from the game ([`GameState::with_seat_view`]) or from a [`View`]
/// ([`SeatView::of_view`]): the fields of a seat's [`View`] except `pending`, with the event log
/// read in place through [`SeatView::events`] and the ledger borrowed. What a bot decides from
/// (R6) without copying the log for every decision.
#[derive(Debug, Clone)]
pub struct SeatView<'a> {
    /// Who is looking (always a seat).
    pub viewer: Viewer,
    /// Seats on the board.
    pub player_count: u8,
    /// Current day.
    pub day: u32,
    /// Phase, as this seat may see it.
    pub phase: PublicPhase,
    /// Role counts (public).
    pub board: RoleCounts,
    /// Rule options (public).
    pub rules: BoardRules,
    /// The game's language.
    pub lang: Lang,
    /// Every seat, as this seat sees it.
    pub players: Vec<PlayerView>,
    /// The seat's private state.
    pub you: Option<SelfView>,
    /// R5.1: the seat's legal moves now, as in [`View::moves`].
    pub moves: Vec<LegalMove>,
    /// The public-claims ledger (public).
    pub public_claims: Cow<'a, [PublicClaim]>,
    /// Publicly revealed roles.
    pub revealed_roles: &'a RevealedRoles,
    /// The result, once over.
    pub outcome: Option<GameOutcome>,
    /// R9: the sheriff now (public).
    pub sheriff: Option<Seat>,
    /// R9: the day-1 election (public parts), as in [`View::election`].
    pub election: Option<&'a Election>,
    /// The game's whole log (`filter` set) or a view's list (`filter` unset).
    log: &'a [Event],
    /// `(seat, is a wolf)`: whose visibility the log is read with.
    filter: Option<(Seat, bool)>,
}

/// An event of a [`SeatView`], as the seat's [`View`] would list it: `index` is its position in
/// the seat's own list, never in the game's log (R6: gaps would count hidden events).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeenEvent<'a> {
    /// Position in this seat's list of events.
    pub index: u32,
    /// Game day.
    pub day: u32,
    /// Coarse phase.
    pub phase: EventPhase,
    /// Who may see it.
    pub visibility: &'a Visibility,
    /// What happened.
    pub kind: &'a EventKind,
}

impl SeenEvent<'_> {
    /// The event as the seat's [`View`] holds it.
    #[must_use]
    pub fn to_event(&self) -> Event {
        Event {
            index: self.index,
            day: self.day,
            phase: self.phase,
            visibility: self.visibility.clone(),
            kind: self.kind.clone(),
        }
    }
}

impl<'a> SeatView<'a> {
    /// Borrows a seat's [`View`]; `None` for a spectator or god view.
    #[must_use]
    pub fn of_view(view: &'a View) -> Option<SeatView<'a>> {
        let Viewer::Seat { .. } = view.viewer else { return None };
        Some(SeatView {
            viewer: view.viewer,
            player_count: view.player_count,
            day: view.day,
            phase: view.phase.clone(),
            board: view.board,
            rules: view.rules,
            lang: view.lang,
            players: view.players.clone(),
            you: view.you.clone(),
            moves: view.moves.clone(),
            public_claims: Cow::Borrowed(&view.public_claims),
            revealed_roles: &view.revealed_roles,
            outcome: view.outcome,
            sheriff: view.sheriff,
            election: view.election.as_ref(),
            log: &view.events,
            filter: None,
        })
    }

    /// The events this seat may see, in log order, numbered as in its [`View`].
    pub fn events(&self) -> impl Iterator<Item = SeenEvent<'a>> + 'a {
        let filter = self.filter;
        self.log
            .iter()
            .filter(move |e| filter.is_none_or(|(seat, wolf)| seat_sees(&e.visibility, seat, wolf)))
            .enumerate()
            .map(move |(i, e)| SeenEvent {
                index: if filter.is_some() { u32::try_from(i).unwrap_or(u32::MAX) } else { e.index },
                day: e.day,
                phase: e.phase,
                visibility: &e.visibility,
                kind: &e.kind,
            })
    }
}
