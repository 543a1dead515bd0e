//! How the game moves on by itself between inputs: night resolution, the dawn announcement,
//! win checks, speaking order, starting nights (R2–R4).

use crate::model::{Role, Seat};

use super::event::{EventKind, EventPhase, Visibility};
use super::options::{LastWordsRule, WinRule};
use super::state::{Election, GameState, NightRecord, Phase, Step};
use super::vocab::SeatRole;
use super::vocab::{DeathCause, DeathContext, Direction, GameOutcome, NightDeath, NightStep, Side, WinReason};

/// A safety valve: no legal game needs anywhere near this many automatic steps in a row.
const MAX_AUTO_STEPS: usize = 10_000;

/// R4.3: the longest game. A game still running when night `MAX_DAYS + 1` would fall ends with
/// no winner, so no sequence of inputs (wolves who never kill, a table that always abstains)
/// keeps a game going for ever. A real game ends long before: one death a day ends a 16-seat
/// game by day 16.
pub const MAX_DAYS: u32 = 40;

impl GameState {
    /// Runs automatic steps until one needs input (it becomes the phase) or the game ends.
    pub(crate) fn advance(&mut self) {
        for _ in 0..MAX_AUTO_STEPS {
            if self.outcome.is_some() {
                self.phase = Phase::GameOver;
                self.agenda.clear();
                return;
            }
            // Every path queues its successor; an empty agenda can only mean "next night".
            let step = self.agenda.pop_front().unwrap_or(Step::BeginNight);
            if let Some(phase) = self.run_step(step) {
                self.phase = phase;
                return;
            }
        }
    }

    /// Runs one step; returns the phase when the step needs input.
    fn run_step(&mut self, step: Step) -> Option<Phase> {
        match step {
            Step::BeginNight => {
                self.begin_night();
                None
            }
            Step::Night { step } => self.enter_night_step(step),
            Step::ResolveNight => {
                self.resolve_night();
                None
            }
            Step::HunterShot { seat, context } => Some(Phase::HunterShot { seat, context }),
            Step::LastWords { seat, context } => Some(Phase::LastWords { seat, context }),
            Step::WinCheck => {
                self.win_check();
                None
            }
            Step::BeginDay => {
                self.begin_day();
                None
            }
            Step::Speech { seat } => self.is_alive(seat).then_some(Phase::DaySpeech { seat }),
            Step::Vote => {
                if self.main_voters().is_empty() {
                    // R8.1: nobody left who may vote (only revealed Idiots live): no execution.
                    self.finish_vote(super::vocab::VoteRound::Main, Vec::new(), Vec::new());
                    None
                } else {
                    Some(Phase::Vote { ballots: Vec::new() })
                }
            }
            Step::PkSpeech { seat, candidates } => self.is_alive(seat).then_some(Phase::PkSpeech { seat, candidates }),
            Step::Dawn => {
                self.dawn();
                None
            }
            Step::SheriffSignup => {
                self.election = Some(Election::default());
                Some(Phase::SheriffSignup { declared: Vec::new() })
            }
            Step::SheriffSpeech { seat, pk } => {
                let standing = self.election.as_ref().map(Election::standing).unwrap_or_default();
                standing.contains(&seat).then_some(Phase::SheriffSpeech { seat, pk })
            }
            Step::SheriffVote { pk } => self.open_sheriff_vote(pk),
            Step::SheriffDirection => match self.sheriff.filter(|s| self.is_alive(*s)) {
                Some(seat) => Some(Phase::SheriffDirection { seat }),
                None => {
                    self.queue_speeches(None);
                    None
                }
            },
            Step::Badge { seat } => Some(Phase::Badge { seat }),
            Step::PkVote { candidates } => {
                if self.pk_voters(&candidates).is_empty() {
                    // Everyone living is tied: nobody can revote, so nobody is executed.
                    self.finish_vote(super::vocab::VoteRound::Pk, candidates, Vec::new());
                    None
                } else {
                    Some(Phase::PkVote { candidates, ballots: Vec::new() })
                }
            }
        }
    }

    fn begin_night(&mut self) {
        if self.day >= MAX_DAYS {
            self.end_game(Side::Nobody, WinReason::DayLimit);
            return;
        }
        self.day = self.day.saturating_add(1);
        let night = self.day;
        self.nights.push(NightRecord::new(night));
        self.push_event(EventPhase::Night, Visibility::Public, EventKind::NightFell { night });
        for step in NightStep::ALL {
            self.agenda.push_back(Step::Night { step });
        }
        self.agenda.push_back(Step::ResolveNight);
    }

    /// R2: a step is skipped when its role is dead or absent.
    fn enter_night_step(&mut self, step: NightStep) -> Option<Phase> {
        if !self.players.iter().any(|p| p.alive && step.acted_by(p.role)) {
            return None;
        }
        if step == NightStep::Witch {
            // R2.3: she is told the target only while her antidote is unused.
            if let Some(witch) = self.living_with_role(Role::Witch) {
                if self.potions.antidote_used.is_none() {
                    let target = self.tonight().and_then(NightRecord::wolf_target);
                    self.push_event(
                        EventPhase::Night,
                        Visibility::seat(witch),
                        EventKind::WitchTold { seat: witch, target },
                    );
                }
            }
        }
        Some(Phase::Night { step })
    }

    /// R2.5 resolution, then the R3.1 announcement and the dawn agenda (R3.2–R3.4).
    fn resolve_night(&mut self) {
        let Some(night) = self.nights.last().cloned() else { return };
        let wolf_target = night.wolf_target();
        let guarded = night.guard.and_then(|c| c.target);
        let saved = night.witch.and_then(|w| w.save);
        let poisoned = night.witch.and_then(|w| w.poison);

        let mut deaths: Vec<NightDeath> = Vec::new();
        if let Some(t) = wolf_target {
            // Exactly one of guard/save protects; both ("milk") or neither → dies.
            let covered = (guarded == Some(t)) != (saved == Some(t));
            if !covered {
                deaths.push(NightDeath { seat: t, cause: DeathCause::WolfKill });
            }
        }
        if let Some(p) = poisoned {
            // The guard does not stop poison; poison is the recorded cause if both hit.
            deaths.retain(|d| d.seat != p);
            deaths.push(NightDeath { seat: p, cause: DeathCause::Poison });
        }
        crate::sort::sort_by_key(&mut deaths, |d| d.seat);

        if let Some(rec) = self.nights.last_mut() {
            rec.deaths.clone_from(&deaths);
            rec.resolved = true;
        }
        self.push_event(
            EventPhase::Night,
            Visibility::God,
            EventKind::NightResolved { night: night.night, wolf_target, guarded, saved, poisoned, deaths },
        );
        if self.options.sheriff && self.day == 1 {
            // R9.1: the election comes before the night's deaths are announced.
            self.agenda.push_back(Step::SheriffSignup);
        }
        self.agenda.push_back(Step::Dawn);
    }

    /// R3.1: the announcement of the night's deaths, then the dawn agenda (R3.2-R3.4, R9.7).
    fn dawn(&mut self) {
        let day = self.day;
        let deaths: Vec<NightDeath> =
            self.nights.last().filter(|rec| rec.night == day).map(|rec| rec.deaths.clone()).unwrap_or_default();
        for d in &deaths {
            self.kill(d.seat, d.cause);
        }
        let seats: Vec<Seat> = deaths.iter().map(|d| d.seat).collect();
        let roles = self.reveal_on_death(&seats);
        self.push_event(
            EventPhase::Dawn,
            Visibility::Public,
            EventKind::DeathsAnnounced { seats: seats.clone(), roles },
        );

        for d in &deaths {
            if self.role_of(d.seat) == Some(Role::Hunter) {
                if d.cause == DeathCause::Poison {
                    self.push_event(
                        EventPhase::Dawn,
                        Visibility::seat(d.seat),
                        EventKind::CannotShoot { seat: d.seat },
                    );
                } else {
                    self.agenda.push_back(Step::HunterShot { seat: d.seat, context: DeathContext::Dawn });
                }
            }
        }
        if self.options.last_words == LastWordsRule::ExecutedAndFirstNight && day == 1 {
            for seat in &seats {
                self.agenda.push_back(Step::LastWords { seat: *seat, context: DeathContext::Dawn });
            }
        }
        self.agenda.push_back(Step::WinCheck);
        self.agenda.push_back(Step::BeginDay);
        self.queue_badge();
    }

    /// R9.7: a sheriff who just died (or was revealed as the Idiot) decides on the badge before
    /// anything else of his death's resolution (last words, a Hunter's shot, the win check).
    pub(crate) fn queue_badge(&mut self) {
        if let Some(seat) = self.badge_due.take() {
            self.agenda.push_front(Step::Badge { seat });
        }
    }

    /// R3.4: every living player speaks once, in seat order starting after the lowest-seated
    /// player who died last night (else at `firstSpeaker`, R10.5, seat 1 by default), wrapping around.
    fn begin_day(&mut self) {
        if self.sheriff.is_some_and(|s| self.is_alive(s)) {
            // R9.6: the sheriff chooses the direction first.
            self.agenda.push_back(Step::SheriffDirection);
            return;
        }
        self.queue_speeches(None);
    }

    /// R3.4 / R9.6: queues the day's speeches and the vote. With a living sheriff and his
    /// `direction`: from the seat next to him that way round, the sheriff last.
    pub(crate) fn queue_speeches(&mut self, direction: Option<Direction>) {
        if let (Some(sheriff), Some(direction)) = (self.sheriff.filter(|s| self.is_alive(*s)), direction) {
            let n = self.players.len().max(1);
            let me = usize::from(sheriff);
            for k in 1..n {
                let idx = match direction {
                    Direction::Clockwise => (me + k) % n,
                    Direction::Counterclockwise => (me + n - k) % n,
                };
                if let Some(p) = self.players.get(idx) {
                    if p.alive {
                        self.agenda.push_back(Step::Speech { seat: p.seat });
                    }
                }
            }
            self.agenda.push_back(Step::Speech { seat: sheriff });
            self.agenda.push_back(Step::Vote);
            return;
        }
        let n = self.players.len();
        let start = self
            .nights
            .last()
            .filter(|rec| rec.night == self.day)
            .and_then(|rec| rec.deaths.iter().map(|d| usize::from(d.seat)).min())
            .map_or(usize::from(self.options.first_speaker.unwrap_or(0)), |s| s + 1);
        for k in 0..n {
            let idx = (start + k) % n.max(1);
            if let Some(p) = self.players.get(idx) {
                if p.alive {
                    self.agenda.push_back(Step::Speech { seat: p.seat });
                }
            }
        }
        self.agenda.push_back(Step::Vote);
    }

    /// R4: the winner now, if any.
    #[must_use]
    pub fn win_condition(&self) -> Option<(Side, WinReason)> {
        let wolves = self.players.iter().filter(|p| p.alive && p.role.is_wolf()).count();
        if wolves == 0 {
            return Some((Side::Village, WinReason::NoWolvesLeft));
        }
        match self.options.win_rule {
            WinRule::Parity => {
                let others = self.players.iter().filter(|p| p.alive && !p.role.is_wolf()).count();
                (wolves >= others).then_some((Side::Wolves, WinReason::Parity))
            }
            WinRule::SideKill => {
                // Only a side the board has can be wiped out.
                let side_dead = |pred: fn(Role) -> bool| {
                    self.players.iter().any(|p| pred(p.role)) && !self.players.iter().any(|p| p.alive && pred(p.role))
                };
                if side_dead(Role::is_god) {
                    Some((Side::Wolves, WinReason::GodsDead))
                } else if side_dead(|r| r == Role::Villager) {
                    Some((Side::Wolves, WinReason::VillagersDead))
                } else {
                    None
                }
            }
        }
    }

    fn win_check(&mut self) {
        if let Some((winner, reason)) = self.win_condition() {
            self.end_game(winner, reason);
        }
    }

    /// R4: records the result and reveals every role.
    fn end_game(&mut self, winner: Side, reason: WinReason) {
        self.outcome = Some(GameOutcome { winner, reason, day: self.day });
        let roles: Vec<Role> = self.players.iter().map(|p| p.role).collect();
        // R4: at game end every role is revealed (C4 ground truth).
        let all: Vec<SeatRole> = self.players.iter().map(|p| SeatRole { seat: p.seat, role: p.role }).collect();
        self.push_event(EventPhase::GameOver, Visibility::Public, EventKind::GameEnded { winner, reason, roles });
        self.reveal(&all);
        self.agenda.clear();
    }

    /// Marks a seat dead.
    pub(crate) fn kill(&mut self, seat: Seat, cause: DeathCause) {
        let day = self.day;
        if let Some(p) = self.players.get_mut(usize::from(seat)) {
            if p.alive {
                p.alive = false;
                p.death = Some(super::state::Death { day, cause });
                if self.sheriff == Some(seat) {
                    // R9.7: the badge leaves him; he decides where it goes next.
                    self.sheriff = None;
                    self.badge_due = Some(seat);
                }
            }
        }
    }

    /// Under `revealRoleOnDeath`, makes the roles of `seats` public and returns them.
    pub(crate) fn reveal_on_death(&mut self, seats: &[Seat]) -> Vec<SeatRole> {
        if !self.options.reveal_role_on_death {
            return Vec::new();
        }
        let roles: Vec<SeatRole> =
            seats.iter().filter_map(|s| self.role_of(*s).map(|role| SeatRole { seat: *s, role })).collect();
        self.reveal(&roles);
        roles
    }

    /// Adds public ground truth and re-verifies the ledger (C4).
    pub(crate) fn reveal(&mut self, roles: &[SeatRole]) {
        let mut changed = false;
        for sr in roles {
            if self.revealed_roles.insert(sr.seat, sr.role) != Some(sr.role) {
                changed = true;
            }
        }
        if changed {
            self.reverify_ledger();
        }
    }

    /// The night record of the current night, while it is being played.
    pub(crate) fn tonight(&self) -> Option<&NightRecord> {
        self.nights.last().filter(|n| n.night == self.day && !n.resolved)
    }

    pub(crate) fn tonight_mut(&mut self) -> Option<&mut NightRecord> {
        let day = self.day;
        self.nights.last_mut().filter(|n| n.night == day && !n.resolved)
    }
}
