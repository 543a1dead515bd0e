//! `GameState` construction, the command entry point (`apply`), `pending()`, what each viewer
//! sees while a Hunter decides (`seen_by`), accessors and helpers.

use std::borrow::Cow;
use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use crate::board::RoleCounts;
use crate::ledger::index::IndexedLedger;
use crate::model::{PublicClaim, Role, Seat};

use super::command::{ActionKind, Command, CommandError, Input, PendingAction};
use super::deal;
use super::event::{Event, EventKind, EventPhase, Visibility};
use super::options::{GameOptions, OptionsError};
use super::rng::Rng;
use super::state::{GameState, NightRecord, Phase, Player, Potions, RevealedRoles, Step, VoteRecord};
use super::view::Viewer;
use super::vocab::{GameOutcome, NightStep};

/// RNG stream of the deal.
const STREAM_DEAL: u64 = 1;
/// RNG stream of claim ids.
const STREAM_CLAIM_IDS: u64 = 2;

crate::wire_type::wire_type! {
    /// What an accepted command produced, as the acting seat may know it (R6.1): the indices are
    /// positions in **that seat's** view, so the answer never counts events hidden from it.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct Applied {
        /// Index, in the acting seat's `view().events`, of the first event it can see that the
        /// command added (events `firstEvent..eventCount` of that view are new).
        pub first_event: u32,
        /// Length of the acting seat's `view().events` afterwards.
        pub event_count: u32,
        /// Whether the game has ended.
        pub game_over: bool,
    }
}

impl GameState {
    /// Deals a new game from `options` (R1) and runs it up to the first input (night 1).
    ///
    /// # Errors
    /// [`OptionsError`] when the options do not describe a legal board.
    pub fn new(options: GameOptions) -> Result<GameState, OptionsError> {
        GameState::deal_new(options, deal::NameShapes::Refused)
    }

    /// [`GameState::new`] for a save's options ([`GameState::load`]): seat names are sanitised
    /// and checked as live, except for the R10.2 role/seat-label shapes, which a later release
    /// may widen (issue 18: a save made when a name was allowed still loads).
    pub(crate) fn from_saved_options(options: GameOptions) -> Result<GameState, OptionsError> {
        GameState::deal_new(options, deal::NameShapes::Allowed)
    }

    fn deal_new(options: GameOptions, shapes: deal::NameShapes) -> Result<GameState, OptionsError> {
        let dealt = deal::deal(&options, STREAM_DEAL)?;
        let seat_names = deal::seat_names(&options, dealt.len(), shapes)?;
        if let Some(seat) = options.first_speaker.filter(|s| usize::from(*s) >= dealt.len()) {
            return Err(OptionsError::InvalidFirstSpeaker { seat });
        }
        let players: Vec<Player> = dealt
            .iter()
            .enumerate()
            .map(|(i, role)| Player { seat: u8::try_from(i).unwrap_or(u8::MAX), role: *role, alive: true, death: None })
            .collect();
        let board = RoleCounts::from_roles(&dealt);
        let mut game = GameState {
            id_rng: Rng::new(options.seed, STREAM_CLAIM_IDS),
            options,
            board,
            players,
            day: 0,
            phase: Phase::GameOver,
            agenda: VecDeque::from([Step::BeginNight]),
            events: Vec::new(),
            nights: Vec::new(),
            votes: Vec::new(),
            potions: Potions::default(),
            guard_memory: None,
            idiots_revealed: Vec::new(),
            sheriff: None,
            election: None,
            badge_due: None,
            ledger: IndexedLedger::new(board),
            revealed_roles: RevealedRoles::new(),
            outcome: None,
            inputs: Vec::new(),
            queued: Vec::new(),
            seat_names,
            fact_lines: super::fact_cache::FactLines::default(),
        };
        let n = u8::try_from(game.players.len()).unwrap_or(u8::MAX);
        game.push_event(
            EventPhase::Setup,
            Visibility::Public,
            EventKind::GameStarted { players: n, board, rules: game.options.rules() },
        );
        for (seat, role) in game.players.iter().map(|p| (p.seat, p.role)).collect::<Vec<_>>() {
            game.push_event(EventPhase::Setup, Visibility::seat(seat), EventKind::RoleDealt { seat, role });
        }
        let wolves = game.wolf_team();
        game.push_event(EventPhase::Setup, Visibility::Wolves, EventKind::WolfTeam { wolves });
        game.advance();
        Ok(game)
    }

    /// Parses options JSON and deals a game.
    ///
    /// # Errors
    /// [`OptionsError`] for malformed JSON or an illegal board.
    pub fn from_options_json(json: &str) -> Result<GameState, OptionsError> {
        GameState::new(GameOptions::from_json(json)?)
    }

    /// Applies one command (R5). A refused command returns a typed error and leaves the state
    /// exactly as it was.
    ///
    /// # Errors
    /// See [`CommandError`].
    pub fn apply(&mut self, cmd: &Command) -> Result<Applied, CommandError> {
        let viewer = Viewer::Seat { seat: cmd.seat() };
        let seen = |g: &GameState| {
            let n = g.events.iter().filter(|e| g.can_see(viewer, &e.visibility)).count();
            u32::try_from(n).unwrap_or(u32::MAX)
        };
        // Counted in the game the sender sees (R6.2: while a Hunter decides, not the real one).
        let first_event = seen(&self.seen_by(viewer));
        self.apply_unreported(cmd)?;
        let event_count = seen(&self.seen_by(viewer));
        Ok(Applied { first_event, event_count, game_over: self.outcome.is_some() })
    }

    /// [`GameState::apply`] without counting what the sender sees (the bot drivers do not
    /// read the answer; counting walks the whole log twice).
    pub(crate) fn apply_unreported(&mut self, cmd: &Command) -> Result<(), CommandError> {
        // Issue 18: bounded saves. A live game takes no input a save could not hold.
        if self.inputs.len() >= super::command::MAX_INPUTS {
            return Err(CommandError::TooManyInputs { max: super::command::MAX_INPUTS });
        }
        let viewer = Viewer::Seat { seat: cmd.seat() };
        if usize::from(cmd.seat()) < self.players.len() {
            if let Cow::Owned(mut world) = self.seen_by(viewer) {
                // R6.2 (issue 18): a dead Hunter is deciding and the sender is someone else. It
                // gets the answer of the game it sees (as if he had held fire): a refusal there is
                // its refusal; a move legal there is accepted and queued until he has decided, so
                // nothing in the answer tells that anyone is deciding.
                world.handle(cmd)?;
                self.queued.push(cmd.clone());
                self.inputs.push(Input::Command(cmd.clone()));
                return Ok(());
            }
        }
        let decided = matches!(cmd, Command::HunterShoot { .. }) && matches!(self.phase, Phase::HunterShot { .. });
        self.handle(cmd)?;
        self.inputs.push(Input::Command(cmd.clone()));
        if decided {
            self.play_queued();
        }
        Ok(())
    }

    /// R6.2 (issue 18): the Hunter has decided; the moves queued meanwhile are played in order.
    /// If he held fire each is legal (it was legal in exactly this game); after a shot a move
    /// the shot made illegal is dropped (the shot is public, so that tells nothing hidden). A
    /// move reached while another dead Hunter decides is queued again as it would be live.
    fn play_queued(&mut self) {
        let queued = std::mem::take(&mut self.queued);
        for cmd in queued {
            let viewer = Viewer::Seat { seat: cmd.seat() };
            if let Cow::Owned(mut world) = self.seen_by(viewer) {
                if world.handle(&cmd).is_ok() {
                    self.queued.push(cmd);
                }
                continue;
            }
            let _dropped_if_illegal = self.handle(&cmd);
        }
    }

    /// The game as `viewer` may know it (R6.2). While a dead Hunter decides, everyone but him
    /// (and the god view) sees the game as it will be if he holds fire — holding fire is private,
    /// so that is exactly what they will see if he does — unless holding fire would end the
    /// game: then the decision shows as a `dawn` / `execution` phase.
    pub(crate) fn seen_by(&self, viewer: Viewer) -> Cow<'_, GameState> {
        let Phase::HunterShot { seat: hunter, .. } = self.phase else { return Cow::Borrowed(self) };
        if viewer == Viewer::God || viewer == (Viewer::Seat { seat: hunter }) {
            return Cow::Borrowed(self);
        }
        let mut world = self.clone();
        if world.handle(&Command::HunterShoot { seat: hunter, target: None }).is_err() || world.is_over() {
            return Cow::Borrowed(self);
        }
        // The moves queued meanwhile (issue 18), as they will be played if he holds fire.
        world.play_queued();
        match world.seen_by(viewer) {
            Cow::Owned(further) => Cow::Owned(further),
            Cow::Borrowed(_) => Cow::Owned(world),
        }
    }

    /// [`GameState::seen_by`] for a seat.
    pub(crate) fn seen_by_seat(&self, seat: Seat) -> Cow<'_, GameState> {
        self.seen_by(Viewer::Seat { seat })
    }

    /// Parses a command's JSON and applies it.
    ///
    /// # Errors
    /// [`CommandError::InvalidCommand`] for malformed JSON, otherwise as [`GameState::apply`].
    pub fn apply_json(&mut self, json: &str) -> Result<Applied, CommandError> {
        let cmd = Command::from_json(json)?;
        self.apply(&cmd)
    }

    /// Who must act now and what is legal for each (R5), seat order.
    #[must_use]
    pub fn pending(&self) -> Vec<PendingAction> {
        let act = |seat: Seat, action: ActionKind, targets: Vec<Seat>, can_skip: bool| PendingAction {
            seat,
            action,
            targets,
            can_skip,
            save_target: None,
        };
        let living = self.living_seats();
        match &self.phase {
            Phase::Night { step: NightStep::Guard } => self
                .living_with_role(Role::Guard)
                .map(|g| {
                    let targets = living.iter().copied().filter(|s| Some(*s) != self.guard_memory).collect();
                    act(g, ActionKind::GuardProtect, targets, true)
                })
                .into_iter()
                .collect(),
            Phase::Night { step: NightStep::Wolves } => {
                let voted: Vec<Seat> =
                    self.tonight().map(|n| n.wolf_votes.iter().map(|b| b.voter).collect()).unwrap_or_default();
                self.living_wolves()
                    .into_iter()
                    .filter(|w| !voted.contains(w))
                    .map(|w| act(w, ActionKind::WolfKill, living.clone(), true))
                    .collect()
            }
            Phase::Night { step: NightStep::Witch } => self
                .living_with_role(Role::Witch)
                .map(|w| {
                    let targets = if self.potions.poison_used.is_none() {
                        // R10.3: without `witchSelfPoison` her own seat is no poison target.
                        living.iter().copied().filter(|t| *t != w || self.options.witch_self_poison).collect()
                    } else {
                        Vec::new()
                    };
                    let save_target = self
                        .tonight()
                        .and_then(NightRecord::wolf_target)
                        .filter(|_| self.potions.antidote_used.is_none())
                        .filter(|t| *t != w || self.self_save_allowed());
                    PendingAction { save_target, ..act(w, ActionKind::WitchAct, targets, true) }
                })
                .into_iter()
                .collect(),
            Phase::Night { step: NightStep::Seer } => self
                .living_with_role(Role::Seer)
                .map(|s| act(s, ActionKind::SeerCheck, living.iter().copied().filter(|t| *t != s).collect(), false))
                .into_iter()
                .collect(),
            Phase::HunterShot { seat, .. } => vec![act(*seat, ActionKind::HunterShoot, living, true)],
            Phase::LastWords { seat, .. } => vec![act(*seat, ActionKind::LastWords, Vec::new(), true)],
            Phase::DaySpeech { seat } => vec![act(*seat, ActionKind::Speak, Vec::new(), true)],
            Phase::PkSpeech { seat, .. } => vec![act(*seat, ActionKind::PkSpeak, Vec::new(), true)],
            Phase::Vote { ballots } => self
                .main_voters()
                .into_iter()
                .filter(|s| !ballots.iter().any(|b| b.voter == *s))
                .map(|s| act(s, ActionKind::Vote, living.clone(), true))
                .collect(),
            Phase::PkVote { candidates, ballots } => self
                .pk_voters(candidates)
                .into_iter()
                .filter(|s| !ballots.iter().any(|b| b.voter == *s))
                .map(|s| act(s, ActionKind::PkVote, candidates.clone(), true))
                .collect(),
            Phase::SheriffSignup { declared } => living
                .iter()
                .filter(|s| !declared.iter().any(|d| d.seat == **s))
                .map(|s| act(*s, ActionKind::SheriffRun, Vec::new(), true))
                .collect(),
            Phase::SheriffSpeech { seat, .. } => vec![act(*seat, ActionKind::SheriffSpeak, Vec::new(), true)],
            Phase::SheriffVote { candidates, pk, ballots } => self
                .sheriff_voters(*pk)
                .into_iter()
                .filter(|s| !ballots.iter().any(|b| b.voter == *s))
                .map(|s| act(s, ActionKind::SheriffVote, candidates.clone(), true))
                .collect(),
            Phase::SheriffDirection { seat } => vec![act(*seat, ActionKind::SheriffDirection, Vec::new(), false)],
            Phase::Badge { seat } => {
                // R9.7: a revealed Idiot (no vote, R8.1) cannot receive the badge.
                let heirs = living.iter().copied().filter(|s| s != seat && !self.idiots_revealed.contains(s)).collect();
                vec![act(*seat, ActionKind::PassBadge, heirs, true)]
            }
            Phase::GameOver => Vec::new(),
        }
    }

    // ----- accessors (god-level: the whole truth; seats get views) -----

    /// The options the game was created with (includes the secret seed).
    #[must_use]
    pub fn options(&self) -> &GameOptions {
        &self.options
    }

    /// The dealt board's role counts.
    #[must_use]
    pub fn board(&self) -> RoleCounts {
        self.board
    }

    /// Every seat, with role and life.
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// Number of seats.
    #[must_use]
    pub fn player_count(&self) -> u8 {
        u8::try_from(self.players.len()).unwrap_or(u8::MAX)
    }

    /// Current day (night `d` precedes day `d`).
    #[must_use]
    pub fn day(&self) -> u32 {
        self.day
    }

    /// The step waiting for input.
    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The full event log (god view).
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Night history, including the night being played.
    #[must_use]
    pub fn nights(&self) -> &[NightRecord] {
        &self.nights
    }

    /// Every finished vote.
    #[must_use]
    pub fn votes(&self) -> &[VoteRecord] {
        &self.votes
    }

    /// The Witch's potions.
    #[must_use]
    pub fn potions(&self) -> Potions {
        self.potions
    }

    /// R8.1: Idiots revealed by an execution (alive, no vote), in reveal order.
    #[must_use]
    pub fn idiots_revealed(&self) -> &[Seat] {
        &self.idiots_revealed
    }

    /// The Guard's previous-night target.
    #[must_use]
    pub fn guard_memory(&self) -> Option<Seat> {
        self.guard_memory
    }

    /// The public-claims ledger.
    #[must_use]
    pub fn public_claims(&self) -> &[PublicClaim] {
        self.ledger.claims()
    }

    /// Roles made public so far (C4 ground truth).
    #[must_use]
    pub fn revealed_roles(&self) -> &RevealedRoles {
        &self.revealed_roles
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<GameOutcome> {
        self.outcome
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The event log as JSON: byte-identical for the same seed, options and commands on every
    /// platform (the wasm/Node parity check compares this or [`GameState::event_log_digest`]).
    #[must_use]
    pub fn event_log_json(&self) -> String {
        serde_json::to_string(&self.events).unwrap_or_default()
    }

    /// FNV-1a 64 of [`GameState::event_log_json`], as 16 hex digits.
    #[must_use]
    pub fn event_log_digest(&self) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in self.event_log_json().bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        format!("{h:016x}")
    }

    // ----- helpers -----

    pub(crate) fn event_count(&self) -> u32 {
        u32::try_from(self.events.len()).unwrap_or(u32::MAX)
    }

    pub(crate) fn push_event(&mut self, phase: EventPhase, visibility: Visibility, kind: EventKind) {
        let index = self.event_count();
        self.events.push(Event { index, day: self.day, phase, visibility, kind });
    }

    /// Whether `seat` exists and is alive.
    #[must_use]
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.players.get(usize::from(seat)).is_some_and(|p| p.alive)
    }

    /// The role dealt to `seat`.
    #[must_use]
    pub fn role_of(&self, seat: Seat) -> Option<Role> {
        self.players.get(usize::from(seat)).map(|p| p.role)
    }

    /// Living seats, ascending.
    #[must_use]
    pub fn living_seats(&self) -> Vec<Seat> {
        self.players.iter().filter(|p| p.alive).map(|p| p.seat).collect()
    }

    pub(crate) fn living_wolves(&self) -> Vec<Seat> {
        self.players.iter().filter(|p| p.alive && p.role.is_wolf()).map(|p| p.seat).collect()
    }

    /// Every seat on the wolf team, dead or alive (R2.2: wolves know each other).
    pub(crate) fn wolf_team(&self) -> Vec<Seat> {
        self.players.iter().filter(|p| p.role.is_wolf()).map(|p| p.seat).collect()
    }

    /// The living holder of a (unique) role.
    pub(crate) fn living_with_role(&self, role: Role) -> Option<Seat> {
        self.players.iter().find(|p| p.alive && p.role == role).map(|p| p.seat)
    }
}
