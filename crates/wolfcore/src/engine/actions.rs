//! R5 command handling. Every handler checks everything first and only then changes the
//! state, so a refused command leaves the state exactly as it was.
//!
//! A move a seat may make **out of turn** (a wolf's self-reveal, the White Wolf King's
//! explosion, the Knight's duel, a candidate's withdrawal) has its rule stated once, in its
//! *gate* beside its handler: who may make it now, at which targets, and whether it ends the
//! step — or the typed error its command gets. The handler asks the gate before it checks the
//! target; [`GameState::out_of_turn_gate`] (one exhaustive `match` over [`ActionKind`]) hands
//! every gate to the listing (`moves.rs`, R5.1), which restates none of them.

use crate::model::{Role, Seat};

use super::command::{Ability, ActionKind, Command, CommandError, MAX_TEXT_CHARS};
use super::event::{EventKind, EventPhase, Visibility};
use super::options::WitchSelfSave;
use super::state::{Choice, GameState, Phase, SeerCheck, Step, VoteRecord, WitchChoice};
use super::vocab::SeatRole;
use super::vocab::{Ballot, DeathCause, DeathContext, NightStep, SheriffBallotWeight, VoteOutcome, VoteRound};

/// Whether a handled command finished the current step.
pub(super) enum Progress {
    /// The step is complete: run the agenda.
    StepDone,
    /// The step waits for more input (other wolves, other voters).
    Waiting,
}

/// R5.1: an out-of-turn move open to a seat now — what its gate answers.
#[derive(Debug)]
pub(crate) struct Opening {
    /// Its legal targets, ascending; empty for a move without a target.
    pub(crate) targets: Vec<Seat>,
    /// Whether the move, accepted with any of its targets, ends the step now waited for.
    pub(crate) ends_step: bool,
}

impl Opening {
    /// The handler's target check: one of the gate's targets, else `invalid_target`.
    pub(crate) fn target(&self, target: Seat) -> Result<(), CommandError> {
        if self.targets.contains(&target) {
            Ok(())
        } else {
            Err(CommandError::InvalidTarget { target: Some(target) })
        }
    }
}

/// Claim phase names (C1 `phase`) for speech kinds.
pub(crate) const PHASE_DAY_SPEECH: &str = "DAY_SPEECH";
pub(crate) const PHASE_PK_SPEECH: &str = "DAY_PK_SPEECH";
pub(crate) const PHASE_LAST_WORDS: &str = "DAY_LAST_WORDS";

impl GameState {
    /// R5.1: the gate of each kind a seat may take **out of turn** (the moves `moves.rs` lists
    /// beside the awaited ones), asked for `seat`: whether it may make the move now (its
    /// [`Opening`]) or the error its command gets, checked in the order its handler checks
    /// (phase, life, role, use), before any target. The phase comes first and alone:
    /// `wrong_phase` is the answer for every seat or for none. `None` for the kinds the engine
    /// awaits (listed from [`GameState::pending`]).
    ///
    /// Exhaustive on purpose (issue 17): a new kind does not compile until it is decided here
    /// whether it is taken out of turn, and if so its gate is written (beside its handler, which
    /// asks it too); the listing then needs no line.
    pub(crate) fn out_of_turn_gate(&self, kind: ActionKind, seat: Seat) -> Option<Result<Opening, CommandError>> {
        Some(match kind {
            ActionKind::SelfReveal => self.self_reveal_gate(seat),
            ActionKind::WhiteWolfKingExplode => self.white_wolf_king_gate(seat),
            ActionKind::KnightDuel => self.knight_duel_gate(seat),
            ActionKind::SheriffWithdraw => self.sheriff_withdraw_gate(seat),
            ActionKind::GuardProtect
            | ActionKind::WolfKill
            | ActionKind::WitchAct
            | ActionKind::SeerCheck
            | ActionKind::HunterShoot
            | ActionKind::LastWords
            | ActionKind::Speak
            | ActionKind::PkSpeak
            | ActionKind::Vote
            | ActionKind::PkVote
            | ActionKind::SheriffRun
            | ActionKind::SheriffSpeak
            | ActionKind::SheriffVote
            | ActionKind::SheriffDirection
            | ActionKind::PassBadge => return None,
        })
    }

    /// Validates and applies one command (R5). On error nothing changed.
    pub(crate) fn handle(&mut self, cmd: &Command) -> Result<(), CommandError> {
        if self.outcome.is_some() || self.phase == Phase::GameOver {
            return Err(CommandError::GameOver);
        }
        let seat = cmd.seat();
        if usize::from(seat) >= self.players.len() {
            return Err(CommandError::UnknownSeat { seat });
        }
        self.seat_gate(cmd)?;
        let progress = match cmd {
            Command::GuardProtect { seat, target } => self.guard_protect(*seat, *target)?,
            Command::WolfKill { seat, target } => self.wolf_kill(*seat, *target)?,
            Command::WitchAct { seat, save, poison } => self.witch_act(*seat, *save, *poison)?,
            Command::SeerCheck { seat, target } => self.seer_check(*seat, *target)?,
            Command::HunterShoot { seat, target } => self.hunter_shoot(*seat, *target)?,
            Command::Speak { seat, text } => self.speak(*seat, text)?,
            Command::LastWords { seat, text } => self.last_words(*seat, text)?,
            Command::Vote { seat, target } => self.vote(*seat, *target)?,
            Command::SelfReveal { seat } => self.self_reveal(*seat)?,
            Command::WhiteWolfKingExplode { seat, target } => self.white_wolf_king_explode(*seat, *target)?,
            Command::KnightDuel { seat, target } => self.knight_duel(*seat, *target)?,
            Command::SheriffRun { seat, run } => self.sheriff_run(*seat, *run)?,
            Command::SheriffWithdraw { seat } => self.sheriff_withdraw(*seat)?,
            Command::SheriffDirection { seat, direction } => self.sheriff_direction(*seat, *direction)?,
            Command::PassBadge { seat, target } => self.pass_badge(*seat, *target)?,
        };
        if matches!(progress, Progress::StepDone) {
            self.advance();
        }
        Ok(())
    }

    /// R5.3: the checks whose answer a seat could use to probe hidden roles, answered only from
    /// what the sender knows — its own role and life, and whether it is night. A night command
    /// (or a Hunter's shot) from a seat without the role is `not_your_turn` whichever step is
    /// running; from the role's holder out of its step it is `not_your_turn` at night (the step
    /// order is public, which steps are skipped is not) and `wrong_phase` by day.
    fn seat_gate(&self, cmd: &Command) -> Result<(), CommandError> {
        let seat = cmd.seat();
        let step = match cmd {
            Command::GuardProtect { .. } => NightStep::Guard,
            Command::WolfKill { .. } => NightStep::Wolves,
            Command::WitchAct { .. } => NightStep::Witch,
            Command::SeerCheck { .. } => NightStep::Seer,
            Command::HunterShoot { .. } => {
                return match self.role_of(seat) {
                    Some(Role::Hunter) => Ok(()),
                    _ => Err(CommandError::NotYourTurn { seat }),
                };
            }
            Command::Speak { .. }
            | Command::LastWords { .. }
            | Command::Vote { .. }
            | Command::SelfReveal { .. }
            | Command::WhiteWolfKingExplode { .. }
            | Command::KnightDuel { .. }
            // R9: the election, the sheriff and the badge are public: nothing hidden to probe.
            | Command::SheriffRun { .. }
            | Command::SheriffWithdraw { .. }
            | Command::SheriffDirection { .. }
            | Command::PassBadge { .. } => return Ok(()),
        };
        if !self.role_of(seat).is_some_and(|r| step.acted_by(r)) {
            return Err(CommandError::NotYourTurn { seat });
        }
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        match self.phase {
            Phase::Night { step: now } if now == step => Ok(()),
            Phase::Night { .. } => Err(CommandError::NotYourTurn { seat }),
            _ => Err(CommandError::WrongPhase),
        }
    }

    /// Common checks for a living actor of a night step.
    fn night_actor(&self, step: NightStep, seat: Seat) -> Result<(), CommandError> {
        if self.phase != (Phase::Night { step }) {
            return Err(CommandError::WrongPhase);
        }
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if !self.role_of(seat).is_some_and(|r| step.acted_by(r)) {
            return Err(CommandError::NotYourTurn { seat });
        }
        Ok(())
    }

    pub(super) fn living_target(&self, target: Seat) -> Result<(), CommandError> {
        if self.is_alive(target) {
            Ok(())
        } else {
            Err(CommandError::InvalidTarget { target: Some(target) })
        }
    }

    /// R2.1.
    fn guard_protect(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        self.night_actor(NightStep::Guard, seat)?;
        if let Some(t) = target {
            self.living_target(t)?;
            if self.guard_memory == Some(t) {
                return Err(CommandError::SameGuardTarget);
            }
        }
        if let Some(night) = self.tonight_mut() {
            night.guard = Some(Choice { target });
        }
        self.guard_memory = target;
        self.push_event(EventPhase::Night, Visibility::seat(seat), EventKind::GuardProtected { seat, target });
        Ok(Progress::StepDone)
    }

    /// R2.2: each living wolf votes; when all have, plurality, ties to the lowest-seated wolf.
    fn wolf_kill(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        self.night_actor(NightStep::Wolves, seat)?;
        let voted = self.tonight().is_some_and(|n| n.wolf_votes.iter().any(|b| b.voter == seat));
        if voted {
            return Err(CommandError::AlreadyActed { seat });
        }
        if let Some(t) = target {
            self.living_target(t)?;
        }
        if let Some(night) = self.tonight_mut() {
            night.wolf_votes.push(Ballot { voter: seat, target });
        }
        self.push_event(EventPhase::Night, Visibility::Wolves, EventKind::WolfVoted { seat, target });

        let wolves = self.living_wolves();
        let votes = self.tonight().map(|n| n.wolf_votes.clone()).unwrap_or_default();
        if !wolves.iter().all(|w| votes.iter().any(|b| b.voter == *w)) {
            return Ok(Progress::Waiting);
        }
        let decided = wolves_decision(&wolves, &votes);
        if let Some(night) = self.tonight_mut() {
            night.wolves = Some(Choice { target: decided });
        }
        self.push_event(EventPhase::Night, Visibility::Wolves, EventKind::WolvesChose { target: decided });
        Ok(Progress::StepDone)
    }

    /// Whether `witchSelfSave` lets the Witch save herself tonight (R2.3).
    pub(crate) fn self_save_allowed(&self) -> bool {
        match self.options.witch_self_save {
            WitchSelfSave::Always => true,
            WitchSelfSave::FirstNightOnly => self.day == 1,
            WitchSelfSave::Never => false,
        }
    }

    /// R2.3.
    fn witch_act(&mut self, seat: Seat, save: bool, poison: Option<Seat>) -> Result<Progress, CommandError> {
        self.night_actor(NightStep::Witch, seat)?;
        if save && poison.is_some() {
            return Err(CommandError::OnePotionPerNight);
        }
        let mut saved = None;
        if save {
            if self.potions.antidote_used.is_some() {
                return Err(CommandError::AbilityUsed { ability: Ability::Antidote });
            }
            let Some(t) = self.tonight().and_then(super::state::NightRecord::wolf_target) else {
                return Err(CommandError::InvalidTarget { target: None });
            };
            if t == seat && !self.self_save_allowed() {
                return Err(CommandError::SelfSaveForbidden);
            }
            saved = Some(t);
        }
        if let Some(p) = poison {
            if self.potions.poison_used.is_some() {
                return Err(CommandError::AbilityUsed { ability: Ability::Poison });
            }
            self.living_target(p)?;
            if p == seat && !self.options.witch_self_poison {
                return Err(CommandError::SelfPoisonForbidden);
            }
        }
        let night = self.day;
        if saved.is_some() {
            self.potions.antidote_used = Some(night);
        }
        if poison.is_some() {
            self.potions.poison_used = Some(night);
        }
        if let Some(rec) = self.tonight_mut() {
            rec.witch = Some(WitchChoice { save: saved, poison });
        }
        self.push_event(EventPhase::Night, Visibility::seat(seat), EventKind::WitchActed { seat, save: saved, poison });
        Ok(Progress::StepDone)
    }

    /// R2.4: one other living player; the Seer learns good or wolf.
    fn seer_check(&mut self, seat: Seat, target: Seat) -> Result<Progress, CommandError> {
        self.night_actor(NightStep::Seer, seat)?;
        if target == seat {
            return Err(CommandError::InvalidTarget { target: Some(target) });
        }
        self.living_target(target)?;
        let Some(alignment) = self.role_of(target).and_then(Role::alignment) else {
            return Err(CommandError::InvalidTarget { target: Some(target) });
        };
        if let Some(rec) = self.tonight_mut() {
            rec.seer = Some(SeerCheck { target, alignment });
        }
        self.push_event(EventPhase::Night, Visibility::seat(seat), EventKind::SeerResult { seat, target, alignment });
        Ok(Progress::StepDone)
    }

    /// R3.2 / R3.6: the shot is public and reveals the Hunter; holding fire stays private.
    fn hunter_shoot(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        let Phase::HunterShot { seat: hunter, context } = self.phase.clone() else {
            return Err(CommandError::WrongPhase);
        };
        if seat != hunter {
            return Err(CommandError::NotYourTurn { seat });
        }
        if let Some(t) = target {
            self.living_target(t)?;
        }
        let phase = context_phase(context);
        match target {
            Some(t) => {
                self.kill(t, DeathCause::HunterShot);
                let target_role = self.reveal_on_death(&[t]).first().map(|sr| sr.role);
                self.push_event(phase, Visibility::Public, EventKind::HunterShot { seat, target: t, target_role });
                self.reveal(&[SeatRole { seat, role: Role::Hunter }]);
                self.queue_badge();
            }
            None => {
                self.push_event(phase, Visibility::seat(seat), EventKind::HunterHeldFire { seat });
            }
        }
        Ok(Progress::StepDone)
    }

    pub(super) fn check_text(text: &str) -> Result<(), CommandError> {
        let chars = text.chars().count();
        if chars > MAX_TEXT_CHARS {
            return Err(CommandError::TextTooLong { chars, max: MAX_TEXT_CHARS });
        }
        Ok(())
    }

    /// R3.4 day speeches and R3.5 PK speeches.
    fn speak(&mut self, seat: Seat, text: &str) -> Result<Progress, CommandError> {
        let (speaker, pk) = match &self.phase {
            Phase::DaySpeech { seat } => (*seat, false),
            Phase::PkSpeech { seat, .. } => (*seat, true),
            Phase::SheriffSpeech { .. } => return self.sheriff_speech(seat, text),
            _ => return Err(CommandError::WrongPhase),
        };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if seat != speaker {
            return Err(CommandError::NotYourTurn { seat });
        }
        Self::check_text(text)?;
        let phase = if pk { EventPhase::PkSpeech } else { EventPhase::DaySpeech };
        self.push_event(phase, Visibility::Public, EventKind::Speech { seat, text: text.to_owned(), pk });
        self.on_speech(seat, text, if pk { PHASE_PK_SPEECH } else { PHASE_DAY_SPEECH });
        Ok(Progress::StepDone)
    }

    /// R3.3 / R3.6.
    fn last_words(&mut self, seat: Seat, text: &str) -> Result<Progress, CommandError> {
        let Phase::LastWords { seat: speaker, context } = self.phase.clone() else {
            return Err(CommandError::WrongPhase);
        };
        if seat != speaker {
            return Err(CommandError::NotYourTurn { seat });
        }
        Self::check_text(text)?;
        self.push_event(
            context_phase(context),
            Visibility::Public,
            EventKind::LastWords { seat, text: text.to_owned() },
        );
        self.on_speech(seat, text, PHASE_LAST_WORDS);
        Ok(Progress::StepDone)
    }

    /// Living players who may vote in a PK revote: everyone living but the tied players.
    pub(crate) fn pk_voters(&self, candidates: &[Seat]) -> Vec<Seat> {
        self.main_voters().into_iter().filter(|s| !candidates.contains(s)).collect()
    }

    /// Living players who may vote in the main vote: everyone living but a revealed Idiot (R8.1).
    pub(crate) fn main_voters(&self) -> Vec<Seat> {
        self.living_seats().into_iter().filter(|s| !self.idiots_revealed.contains(s)).collect()
    }

    /// R3.5 main vote and PK revote; ballots stay private until everyone voted.
    fn vote(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        let (round, candidates, ballots) = match &self.phase {
            Phase::Vote { ballots } => (VoteRound::Main, Vec::new(), ballots.clone()),
            Phase::PkVote { candidates, ballots } => (VoteRound::Pk, candidates.clone(), ballots.clone()),
            Phase::SheriffVote { .. } => return self.sheriff_vote(seat, target),
            _ => return Err(CommandError::WrongPhase),
        };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if round == VoteRound::Pk && candidates.contains(&seat) {
            return Err(CommandError::NotYourTurn { seat });
        }
        if self.idiots_revealed.contains(&seat) {
            return Err(CommandError::NoVote { seat });
        }
        if ballots.iter().any(|b| b.voter == seat) {
            return Err(CommandError::AlreadyActed { seat });
        }
        if let Some(t) = target {
            self.living_target(t)?;
            if round == VoteRound::Pk && !candidates.contains(&t) {
                return Err(CommandError::InvalidTarget { target: Some(t) });
            }
        }
        let phase = if round == VoteRound::Pk { EventPhase::PkVote } else { EventPhase::Vote };
        self.push_event(phase, Visibility::seat(seat), EventKind::VoteCast { seat, target, round });
        let mut ballots = ballots;
        ballots.push(Ballot { voter: seat, target });
        let voters = match round {
            VoteRound::Main => self.main_voters(),
            VoteRound::Pk => self.pk_voters(&candidates),
        };
        if !voters.iter().all(|v| ballots.iter().any(|b| b.voter == *v)) {
            match &mut self.phase {
                Phase::Vote { ballots: b } | Phase::PkVote { ballots: b, .. } => *b = ballots,
                _ => {}
            }
            return Ok(Progress::Waiting);
        }
        self.finish_vote(round, candidates, ballots);
        Ok(Progress::StepDone)
    }

    /// Tallies a complete vote, records it, announces it and queues what follows (R3.5, R3.6).
    pub(crate) fn finish_vote(&mut self, round: VoteRound, candidates: Vec<Seat>, mut ballots: Vec<Ballot>) {
        crate::sort::sort_by_key(&mut ballots, |b| b.voter);
        // R9.5: the sheriff's ballot weighs `sheriffVoteWeight`.
        let sheriff = self
            .sheriff
            .filter(|s| ballots.iter().any(|b| b.voter == *s))
            .map(|seat| SheriffBallotWeight { seat, weight: self.options.sheriff_vote_weight });
        let outcome = tally_weighted(&ballots, sheriff);
        let phase = if round == VoteRound::Pk { EventPhase::PkVote } else { EventPhase::Vote };
        self.votes.push(VoteRecord {
            day: self.day,
            round,
            candidates,
            ballots: ballots.clone(),
            outcome: outcome.clone(),
        });
        self.push_event(
            phase,
            Visibility::Public,
            EventKind::VoteTallied { round, ballots, outcome: outcome.clone(), sheriff },
        );
        match (outcome, round) {
            (VoteOutcome::Executed { seat }, _) => self.execute(seat),
            (VoteOutcome::Tie { seats }, VoteRound::Main) => {
                for s in &seats {
                    self.agenda.push_back(Step::PkSpeech { seat: *s, candidates: seats.clone() });
                }
                self.agenda.push_back(Step::PkVote { candidates: seats });
            }
            // A second tie, or no votes at all: nobody is executed.
            _ => self.agenda.push_back(Step::BeginNight),
        }
    }

    /// R3.6: the executed player gives last words, a Hunter may then shoot, win check, night.
    /// R8.1: an Idiot executed for the first time shows his card instead and survives.
    fn execute(&mut self, seat: Seat) {
        if self.role_of(seat) == Some(Role::Idiot) && !self.idiots_revealed.contains(&seat) {
            self.idiots_revealed.push(seat);
            self.push_event(EventPhase::Execution, Visibility::Public, EventKind::IdiotRevealed { seat });
            self.reveal(&[SeatRole { seat, role: Role::Idiot }]);
            self.agenda.push_back(Step::WinCheck);
            self.agenda.push_back(Step::BeginNight);
            if self.sheriff == Some(seat) {
                // R9.7: a sheriff without a vote gives up the badge like a dying one.
                self.sheriff = None;
                self.badge_due = Some(seat);
                self.queue_badge();
            }
            return;
        }
        self.kill(seat, DeathCause::Execution);
        let role = self.reveal_on_death(&[seat]).first().map(|sr| sr.role);
        self.push_event(EventPhase::Execution, Visibility::Public, EventKind::Executed { seat, role });
        self.agenda.push_back(Step::LastWords { seat, context: DeathContext::Execution });
        if self.role_of(seat) == Some(Role::Hunter) {
            self.agenda.push_back(Step::HunterShot { seat, context: DeathContext::Execution });
        }
        self.agenda.push_back(Step::WinCheck);
        self.agenda.push_back(Step::BeginNight);
        self.queue_badge();
    }

    /// R8.2's gate: a living White Wolf King, during day or PK speeches (any speaker's turn),
    /// takes another living player; the day ends.
    fn white_wolf_king_gate(&self, seat: Seat) -> Result<Opening, CommandError> {
        if !matches!(self.phase, Phase::DaySpeech { .. } | Phase::PkSpeech { .. }) {
            return Err(CommandError::WrongPhase);
        }
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if self.role_of(seat) != Some(Role::WhiteWolfKing) {
            return Err(CommandError::NotAWhiteWolfKing);
        }
        Ok(Opening { targets: self.living_others(seat), ends_step: true })
    }

    /// The living seats but `seat`, ascending.
    fn living_others(&self, seat: Seat) -> Vec<Seat> {
        self.players.iter().filter(|p| p.alive && p.seat != seat).map(|p| p.seat).collect()
    }

    /// The event phase of a move made during the day or PK speeches (R3.7, R8.2).
    fn speech_event_phase(&self) -> EventPhase {
        match self.phase {
            Phase::PkSpeech { .. } => EventPhase::PkSpeech,
            _ => EventPhase::DaySpeech,
        }
    }

    /// R8.2: the White Wolf King explodes during day or PK speeches, taking `target` (another
    /// living player). Both die; the King's role is public; the target's role only under
    /// `revealRoleOnDeath`; the target gives last words only under `whiteWolfKingLastWords`; a
    /// Hunter taken may shoot; then the win check and the night (the rest of the day is skipped).
    fn white_wolf_king_explode(&mut self, seat: Seat, target: Seat) -> Result<Progress, CommandError> {
        self.white_wolf_king_gate(seat)?.target(target)?;
        let phase = self.speech_event_phase();
        self.kill(seat, DeathCause::SelfReveal);
        self.kill(target, DeathCause::WhiteWolfKing);
        let target_role = self.reveal_on_death(&[target]).first().map(|sr| sr.role);
        self.push_event(phase, Visibility::Public, EventKind::WhiteWolfKingExploded { seat, target, target_role });
        self.reveal(&[SeatRole { seat, role: Role::WhiteWolfKing }]);
        self.agenda.clear();
        if self.options.white_wolf_king_last_words {
            self.agenda.push_back(Step::LastWords { seat: target, context: DeathContext::Execution });
        }
        if self.role_of(target) == Some(Role::Hunter) {
            self.agenda.push_back(Step::HunterShot { seat: target, context: DeathContext::Execution });
        }
        self.agenda.push_back(Step::WinCheck);
        self.agenda.push_back(Step::BeginNight);
        self.queue_badge();
        Ok(Progress::StepDone)
    }

    /// Whether the Knight's once-per-game duel has been fought (R8.4).
    pub(crate) fn duel_used(&self) -> bool {
        self.events.iter().any(|e| matches!(e.kind, EventKind::KnightDueled { .. }))
    }

    /// R8.4's gate: a living Knight, once per game, during the day speeches (any speaker's
    /// turn), duels another living player; a lost duel ends the step only when he is the speaker
    /// (a won one always does).
    fn knight_duel_gate(&self, seat: Seat) -> Result<Opening, CommandError> {
        let Phase::DaySpeech { seat: speaker } = self.phase else { return Err(CommandError::WrongPhase) };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if self.role_of(seat) != Some(Role::Knight) {
            return Err(CommandError::NotAKnight);
        }
        if self.duel_used() {
            return Err(CommandError::AbilityUsed { ability: Ability::Duel });
        }
        Ok(Opening { targets: self.living_others(seat), ends_step: seat == speaker })
    }

    /// R8.4: the Knight duels `target` during the day speeches. A wolf dies (no last words) and
    /// the day ends (win check, night); a good target's duel kills the Knight (no last words),
    /// then the win check, and the speeches go on. The Knight's role is public either way.
    fn knight_duel(&mut self, seat: Seat, target: Seat) -> Result<Progress, CommandError> {
        self.knight_duel_gate(seat)?.target(target)?;
        // The gate held the day speeches.
        let Phase::DaySpeech { seat: speaker } = self.phase else { return Err(CommandError::WrongPhase) };
        let wolf = self.role_of(target).is_some_and(Role::is_wolf);
        let dead = if wolf { target } else { seat };
        self.kill(dead, DeathCause::Duel);
        let target_role = if wolf { self.reveal_on_death(&[target]).first().map(|sr| sr.role) } else { None };
        self.push_event(
            EventPhase::DaySpeech,
            Visibility::Public,
            EventKind::KnightDueled { seat, target, wolf, target_role },
        );
        self.reveal(&[SeatRole { seat, role: Role::Knight }]);
        if wolf {
            self.agenda.clear();
            self.agenda.push_back(Step::WinCheck);
            self.agenda.push_back(Step::BeginNight);
        } else {
            // The day goes on: the current speaker (unless it was the Knight) speaks next.
            if speaker != seat {
                self.agenda.push_front(Step::Speech { seat: speaker });
            }
            self.agenda.push_front(Step::WinCheck);
        }
        self.queue_badge();
        Ok(Progress::StepDone)
    }

    /// R3.7's gate: a living werewolf, during day or PK speeches (any speaker's turn); the day
    /// ends.
    fn self_reveal_gate(&self, seat: Seat) -> Result<Opening, CommandError> {
        if !matches!(self.phase, Phase::DaySpeech { .. } | Phase::PkSpeech { .. }) {
            return Err(CommandError::WrongPhase);
        }
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if !self.role_of(seat).is_some_and(Role::is_wolf) {
            return Err(CommandError::NotAWerewolf);
        }
        Ok(Opening { targets: Vec::new(), ends_step: true })
    }

    /// A werewolf's self-reveal during day or PK speeches: public ground truth (C4), death
    /// without last words, the rest of the day (speeches, vote) is skipped.
    fn self_reveal(&mut self, seat: Seat) -> Result<Progress, CommandError> {
        self.self_reveal_gate(seat)?;
        let phase = self.speech_event_phase();
        self.kill(seat, DeathCause::SelfReveal);
        self.push_event(phase, Visibility::Public, EventKind::SelfRevealed { seat });
        if let Some(role) = self.role_of(seat) {
            self.reveal(&[SeatRole { seat, role }]);
        }
        self.agenda.clear();
        self.agenda.push_back(Step::WinCheck);
        self.agenda.push_back(Step::BeginNight);
        self.queue_badge();
        Ok(Progress::StepDone)
    }
}

fn context_phase(context: DeathContext) -> EventPhase {
    match context {
        DeathContext::Dawn => EventPhase::Dawn,
        DeathContext::Execution => EventPhase::Execution,
    }
}

/// Counts ballots per target, in target order; `None` entries (abstentions / "nobody") are
/// counted under `None`, which comes first. (A list, not a map: at most 17 targets.)
fn count(ballots: &[Ballot]) -> Vec<(Option<Seat>, u32)> {
    count_weighted(ballots, |_| 1)
}

/// As [`count`], each ballot counting `weight(ballot)`.
fn count_weighted(ballots: &[Ballot], weight: impl Fn(&Ballot) -> u32) -> Vec<(Option<Seat>, u32)> {
    let mut counts: Vec<(Option<Seat>, u32)> = Vec::new();
    for b in ballots {
        let w = weight(b);
        match counts.iter_mut().find(|(t, _)| *t == b.target) {
            Some((_, n)) => *n += w,
            None => counts.push((b.target, w)),
        }
    }
    crate::sort::sort_by_key(&mut counts, |(t, _)| *t);
    counts
}

/// R2.2: plurality over the wolves' choices ("nobody" is a choice like any other). On a tie,
/// the lowest-seated living wolf who voted for one of the tied choices decides.
pub(crate) fn wolves_decision(wolves: &[Seat], votes: &[Ballot]) -> Option<Seat> {
    let counts = count(votes);
    let max = counts.iter().map(|(_, c)| *c).max().unwrap_or(0);
    let tied: Vec<Option<Seat>> = counts.iter().filter(|(_, c)| *c == max).map(|(t, _)| *t).collect();
    if let [only] = tied.as_slice() {
        return *only;
    }
    let mut sorted = wolves.to_vec();
    crate::sort::sort(&mut sorted);
    sorted
        .iter()
        .filter_map(|w| votes.iter().find(|b| b.voter == *w))
        .map(|b| b.target)
        .find(|t| tied.contains(t))
        .flatten()
}

/// R3.5: abstentions do not count; the unique plurality is executed, several → tie, none → no votes.
#[cfg(test)]
pub(crate) fn tally(ballots: &[Ballot]) -> VoteOutcome {
    tally_weighted(ballots, None)
}

/// R3.5 with R9.5: as [`tally`], the `sheriff`'s ballot counting its weight (in half votes).
pub(crate) fn tally_weighted(ballots: &[Ballot], sheriff: Option<SheriffBallotWeight>) -> VoteOutcome {
    // Half votes per target: 2 a ballot, the sheriff's its weight.
    let counts = count_weighted(ballots, |b| match sheriff {
        Some(s) if s.seat == b.voter => s.weight.halves(),
        _ => 2,
    });
    let max = counts.iter().filter(|(t, _)| t.is_some()).map(|(_, c)| *c).max().unwrap_or(0);
    if max == 0 {
        return VoteOutcome::NoVotes;
    }
    let top: Vec<Seat> = counts.iter().filter(|(t, c)| t.is_some() && *c == max).filter_map(|(t, _)| *t).collect();
    match top.as_slice() {
        [seat] => VoteOutcome::Executed { seat: *seat },
        _ => VoteOutcome::Tie { seats: top },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(voter: Seat, target: Option<Seat>) -> Ballot {
        Ballot { voter, target }
    }

    #[test]
    fn r2_2_wolf_plurality_and_tie_break() {
        assert_eq!(wolves_decision(&[0, 1, 2], &[b(0, Some(5)), b(1, Some(6)), b(2, Some(6))]), Some(6));
        // Three-way tie: the lowest-seated wolf's choice.
        assert_eq!(wolves_decision(&[4, 1, 2], &[b(4, Some(5)), b(1, Some(7)), b(2, Some(6))]), Some(7));
        // "Nobody" is a choice and can win the tie-break.
        assert_eq!(wolves_decision(&[1, 2], &[b(2, Some(5)), b(1, None)]), None);
        // Tie between 5 and 6 while the lowest wolf voted for 8: the lowest wolf among the tied decides.
        let votes = [b(0, Some(8)), b(1, Some(6)), b(2, Some(5)), b(3, Some(5)), b(4, Some(6))];
        assert_eq!(wolves_decision(&[0, 1, 2, 3, 4], &votes), Some(6));
    }

    #[test]
    fn r3_5_tally() {
        assert_eq!(tally(&[b(0, Some(1)), b(1, Some(1)), b(2, Some(0))]), VoteOutcome::Executed { seat: 1 });
        assert_eq!(tally(&[b(0, Some(1)), b(1, Some(0)), b(2, None)]), VoteOutcome::Tie { seats: vec![0, 1] });
        assert_eq!(tally(&[b(0, None), b(1, None)]), VoteOutcome::NoVotes);
        assert_eq!(tally(&[]), VoteOutcome::NoVotes);
        // Abstentions outnumbering votes do not block an execution.
        assert_eq!(tally(&[b(0, None), b(1, None), b(2, Some(0))]), VoteOutcome::Executed { seat: 0 });
    }
}
