//! R9: the day-1 sheriff election (sign-up, campaign speeches, withdrawal, vote, PK), the
//! sheriff's choice of speaking direction and the badge's hand-over. Every handler checks
//! everything first and changes the state only after (R5.2).

use std::collections::BTreeMap;

use crate::model::Seat;

use super::actions::{Opening, Progress, PHASE_DAY_SPEECH, PHASE_PK_SPEECH};
use super::command::CommandError;
use super::event::{EventKind, EventPhase, Visibility};
use super::state::{Election, GameState, Phase, Step};
use super::vocab::{Ballot, Direction, ElectionEnd, ElectionOutcome, SignUp};

impl GameState {
    /// R9: the sheriff (badge holder) now, if any.
    #[must_use]
    pub fn sheriff(&self) -> Option<Seat> {
        self.sheriff
    }

    /// R9: the day-1 election, once it started.
    #[must_use]
    pub fn election(&self) -> Option<&Election> {
        self.election.as_ref()
    }

    /// Who may vote in a sheriff vote: the living who never ran (R9.3), or in the PK revote
    /// the living who are not PK candidates and did not withdraw (R9.4).
    pub(crate) fn sheriff_voters(&self, pk: bool) -> Vec<Seat> {
        let Some(e) = &self.election else { return Vec::new() };
        self.living_seats()
            .into_iter()
            .filter(|s| if pk { !e.pk.contains(s) && !e.withdrawn.contains(s) } else { !e.runners.contains(s) })
            .collect()
    }

    /// R9.2: one seat's sign-up; when every living player declared, the candidates are public.
    pub(super) fn sheriff_run(&mut self, seat: Seat, run: bool) -> Result<Progress, CommandError> {
        let Phase::SheriffSignup { declared } = &self.phase else { return Err(CommandError::WrongPhase) };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if declared.iter().any(|d| d.seat == seat) {
            return Err(CommandError::AlreadyActed { seat });
        }
        let mut declared = declared.clone();
        declared.push(SignUp { seat, run });
        self.push_event(EventPhase::Sheriff, Visibility::seat(seat), EventKind::SheriffRunDeclared { seat, run });
        let living = self.living_seats();
        if !living.iter().all(|s| declared.iter().any(|d| d.seat == *s)) {
            self.phase = Phase::SheriffSignup { declared };
            return Ok(Progress::Waiting);
        }
        let mut candidates: Vec<Seat> = declared.iter().filter(|d| d.run).map(|d| d.seat).collect();
        candidates.sort_unstable();
        self.push_event(
            EventPhase::Sheriff,
            Visibility::Public,
            EventKind::SheriffCandidates { candidates: candidates.clone() },
        );
        if let Some(e) = &mut self.election {
            e.runners.clone_from(&candidates);
        }
        match candidates.as_slice() {
            [] => self.end_election(None, ElectionEnd::NoCandidates),
            [only] => self.end_election(Some(*only), ElectionEnd::Unopposed),
            _ if self.sheriff_voters(false).is_empty() => self.end_election(None, ElectionEnd::NoVoters),
            _ => {
                // R9.3: campaign speeches in seat order, then the vote (front of the agenda:
                // the dawn announcement waits behind them).
                self.agenda.push_front(Step::SheriffVote { pk: false });
                for s in candidates.iter().rev() {
                    self.agenda.push_front(Step::SheriffSpeech { seat: *s, pk: false });
                }
            }
        }
        Ok(Progress::StepDone)
    }

    /// R9.3: a campaign speech.
    pub(super) fn sheriff_speech(&mut self, seat: Seat, text: &str) -> Result<Progress, CommandError> {
        let Phase::SheriffSpeech { seat: speaker, pk } = self.phase else { return Err(CommandError::WrongPhase) };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        if seat != speaker {
            return Err(CommandError::NotYourTurn { seat });
        }
        Self::check_text(text)?;
        self.push_event(
            EventPhase::Sheriff,
            Visibility::Public,
            EventKind::SheriffSpeech { seat, text: text.to_owned(), pk },
        );
        self.on_speech(seat, text, if pk { PHASE_PK_SPEECH } else { PHASE_DAY_SPEECH });
        Ok(Progress::StepDone)
    }

    /// R9.3's gate: a living standing candidate, during the campaign speeches (any speaker's
    /// turn). It ends the step when it is his own speech, or when one candidate or none is left.
    pub(super) fn sheriff_withdraw_gate(&self, seat: Seat) -> Result<Opening, CommandError> {
        let Phase::SheriffSpeech { seat: speaker, .. } = self.phase else { return Err(CommandError::WrongPhase) };
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        let standing = self.election.as_ref().map(Election::standing).unwrap_or_default();
        if !standing.contains(&seat) {
            return Err(CommandError::NotACandidate { seat });
        }
        Ok(Opening { targets: Vec::new(), ends_step: seat == speaker || standing.len() <= 2 })
    }

    /// R9.3: a standing candidate withdraws during the campaign speeches (any speaker's turn).
    /// His own turn, if it is now, ends; one candidate left is elected, none left means no sheriff.
    pub(super) fn sheriff_withdraw(&mut self, seat: Seat) -> Result<Progress, CommandError> {
        self.sheriff_withdraw_gate(seat)?;
        // The gate held the campaign speeches.
        let Phase::SheriffSpeech { seat: speaker, .. } = self.phase else { return Err(CommandError::WrongPhase) };
        let standing = self.election.as_ref().map(Election::standing).unwrap_or_default();
        if let Some(e) = &mut self.election {
            e.withdrawn.push(seat);
        }
        self.push_event(EventPhase::Sheriff, Visibility::Public, EventKind::SheriffWithdrew { seat });
        let left: Vec<Seat> = standing.into_iter().filter(|s| *s != seat).collect();
        match left.as_slice() {
            [] => {
                self.end_election(None, ElectionEnd::NoCandidates);
                Ok(Progress::StepDone)
            }
            [only] => {
                self.end_election(Some(*only), ElectionEnd::Unopposed);
                Ok(Progress::StepDone)
            }
            _ if seat == speaker => Ok(Progress::StepDone),
            _ => Ok(Progress::Waiting),
        }
    }

    /// Opens a sheriff vote, or ends the election when nobody can vote (R9.3, R9.4).
    pub(crate) fn open_sheriff_vote(&mut self, pk: bool) -> Option<Phase> {
        let candidates = self.election.as_ref().map(Election::standing).unwrap_or_default();
        match candidates.as_slice() {
            [] => self.end_election(None, ElectionEnd::NoCandidates),
            [only] => self.end_election(Some(*only), ElectionEnd::Unopposed),
            _ if self.sheriff_voters(pk).is_empty() => self.end_election(None, ElectionEnd::NoVoters),
            _ => return Some(Phase::SheriffVote { candidates, pk, ballots: Vec::new() }),
        }
        None
    }

    /// R9.3 / R9.4: one sheriff ballot; secret until every voter has voted.
    pub(super) fn sheriff_vote(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        let Phase::SheriffVote { candidates, pk, ballots } = &self.phase else {
            return Err(CommandError::WrongPhase);
        };
        let (candidates, pk, mut ballots) = (candidates.clone(), *pk, ballots.clone());
        if !self.is_alive(seat) {
            return Err(CommandError::DeadPlayer { seat });
        }
        let voters = self.sheriff_voters(pk);
        if !voters.contains(&seat) {
            return Err(CommandError::NotYourTurn { seat });
        }
        if ballots.iter().any(|b| b.voter == seat) {
            return Err(CommandError::AlreadyActed { seat });
        }
        if let Some(t) = target {
            if !candidates.contains(&t) {
                return Err(CommandError::InvalidTarget { target: Some(t) });
            }
        }
        self.push_event(EventPhase::Sheriff, Visibility::seat(seat), EventKind::SheriffVoteCast { seat, target, pk });
        ballots.push(Ballot { voter: seat, target });
        if !voters.iter().all(|v| ballots.iter().any(|b| b.voter == *v)) {
            self.phase = Phase::SheriffVote { candidates, pk, ballots };
            return Ok(Progress::Waiting);
        }
        ballots.sort_by_key(|b| b.voter);
        let outcome = election_tally(&ballots);
        self.push_event(
            EventPhase::Sheriff,
            Visibility::Public,
            EventKind::SheriffVoteTallied { pk, ballots, outcome: outcome.clone() },
        );
        match outcome {
            ElectionOutcome::Elected { seat } => self.end_election(Some(seat), ElectionEnd::Elected),
            ElectionOutcome::NoVotes => self.end_election(None, ElectionEnd::NoVotes),
            ElectionOutcome::Tie { .. } if pk => self.end_election(None, ElectionEnd::SecondTie),
            ElectionOutcome::Tie { seats } => {
                // R9.4: PK speeches by the tied in seat order, then one revote.
                self.agenda.push_front(Step::SheriffVote { pk: true });
                for s in seats.iter().rev() {
                    self.agenda.push_front(Step::SheriffSpeech { seat: *s, pk: true });
                }
                if let Some(e) = &mut self.election {
                    e.pk = seats;
                }
            }
        }
        Ok(Progress::StepDone)
    }

    /// R9.4: the election is over; the steps still queued for it are dropped.
    fn end_election(&mut self, sheriff: Option<Seat>, how: ElectionEnd) {
        self.agenda.retain(|s| !s.is_election());
        if let Some(e) = &mut self.election {
            e.finished = true;
        }
        self.sheriff = sheriff;
        self.push_event(EventPhase::Sheriff, Visibility::Public, EventKind::SheriffElected { seat: sheriff, how });
    }

    /// R9.6: the sheriff chooses the direction; the speeches run from his neighbour that way
    /// round and he speaks last.
    pub(super) fn sheriff_direction(&mut self, seat: Seat, direction: Direction) -> Result<Progress, CommandError> {
        let Phase::SheriffDirection { seat: sheriff } = self.phase else { return Err(CommandError::WrongPhase) };
        if seat != sheriff {
            return Err(CommandError::NotSheriff { seat });
        }
        self.push_event(
            EventPhase::DaySpeech,
            Visibility::Public,
            EventKind::SheriffDirectionChosen { seat, direction },
        );
        self.queue_speeches(Some(direction));
        Ok(Progress::StepDone)
    }

    /// R9.7: the sheriff giving up the badge passes it to a living player or tears it.
    pub(super) fn pass_badge(&mut self, seat: Seat, target: Option<Seat>) -> Result<Progress, CommandError> {
        let Phase::Badge { seat: holder } = self.phase else { return Err(CommandError::WrongPhase) };
        if seat != holder {
            return Err(CommandError::NotSheriff { seat });
        }
        if let Some(t) = target {
            // R9.7: not himself, and not a revealed Idiot (he has no vote to carry the badge's weight).
            if t == seat || self.idiots_revealed.contains(&t) {
                return Err(CommandError::InvalidTarget { target: Some(t) });
            }
            self.living_target(t)?;
        }
        let phase = match self.events.last().map(|e| e.phase) {
            Some(EventPhase::Night | EventPhase::Setup) | None => EventPhase::Dawn,
            Some(p) => p,
        };
        self.push_event(phase, Visibility::Public, EventKind::BadgePassed { seat, target });
        self.sheriff = target;
        Ok(Progress::StepDone)
    }
}

/// R9.3: every ballot counts one; the unique plurality is elected, several → tie, none → no votes.
fn election_tally(ballots: &[Ballot]) -> ElectionOutcome {
    let mut counts: BTreeMap<Seat, u32> = BTreeMap::new();
    for t in ballots.iter().filter_map(|b| b.target) {
        *counts.entry(t).or_insert(0) += 1;
    }
    let max = counts.values().copied().max().unwrap_or(0);
    if max == 0 {
        return ElectionOutcome::NoVotes;
    }
    let top: Vec<Seat> = counts.iter().filter(|(_, c)| **c == max).map(|(s, _)| *s).collect();
    match top.as_slice() {
        [seat] => ElectionOutcome::Elected { seat: *seat },
        _ => ElectionOutcome::Tie { seats: top },
    }
}
