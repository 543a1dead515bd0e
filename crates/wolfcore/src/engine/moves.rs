//! R5.1: every legal move of every seat at this moment — the one question a client, a bot or
//! a model seat asks the engine ("what may I do now?"), answered in one place.
//!
//! [`GameState::pending`] lists the moves the engine **waits for** (the turn: a speech, a
//! ballot, a night action). [`GameState::legal_moves`] adds the moves a seat may make **out of
//! turn** during someone else's step — a wolf's self-reveal (R3.7), the White Wolf King's
//! explosion (R8.2), the Knight's duel (R8.4), a candidate's withdrawal (R9.3) — each with its
//! targets and whether it ends the step. It restates none of their rules: it asks each kind's
//! gate (`GameState::out_of_turn_gate` in `actions.rs`, one exhaustive match; the gate sits
//! beside its handler, which asks it too) for every seat, so a new out-of-turn kind needs no line
//! here. A client maps each [`ActionKind`] to a control and restates no rule;
//! [`LegalMove::allows`] says which commands a move stands for, from the command's shape
//! ([`Command::choice`], the inverse of [`ActionKind::command`]), with no arm per kind. The
//! property test `engine_moves.rs` checks both ways over bot games on every board: every listed
//! move is accepted by `apply`, and every command `apply` accepts is listed.

use serde::{Deserialize, Serialize};

use crate::model::Seat;

use super::command::{ActionKind, Command, CommandError, PendingAction, MAX_TEXT_CHARS};
use super::state::{Election, GameState, Phase, Step};
use super::vocab::Direction;

crate::wire_type::wire_type! {
    /// One move a seat may make now.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct LegalMove {
        /// The seat that may make it (0-based).
        pub seat: Seat,
        /// What it may do.
        pub action: ActionKind,
        /// Legal targets (0-based seats), ascending; empty for moves without a target. For the
        /// Witch: the legal poison targets.
        pub targets: Vec<Seat>,
        /// Whether "nobody" / abstain / hold fire / pass is allowed; for text moves, whether the
        /// text may be empty.
        pub can_skip: bool,
        /// Witch only: the seat she may save tonight.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub save_target: Option<Seat>,
        /// Whether the engine waits for this move (it is in `pending`); `false` for a
        /// move the seat may make out of turn.
        pub awaited: bool,
        /// Whether the move, accepted with any of its targets, ends the step now being waited for
        /// (the last awaited ballot or wolf vote, a speech, a move that ends the day). A Knight's
        /// duel (R8.4) ends it whatever the target only during his own speech.
        pub ends_step: bool,
        /// `sheriff_direction` only (R9.6): who would speak first each way round.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub first_speakers: Option<FirstSpeakers>,
    }
}

crate::wire_type::wire_type! {
    /// R9.6: the first speaker of the day for each direction the sheriff may choose.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct FirstSpeakers {
        /// Rising seat numbers.
        pub clockwise: Seat,
        /// Falling seat numbers.
        pub counterclockwise: Seat,
    }
}

impl LegalMove {
    fn of_pending(p: PendingAction, ends_step: bool) -> LegalMove {
        LegalMove {
            seat: p.seat,
            action: p.action,
            targets: p.targets,
            can_skip: p.can_skip,
            save_target: p.save_target,
            awaited: true,
            ends_step,
            first_speakers: None,
        }
    }

    fn optional(seat: Seat, action: ActionKind, targets: Vec<Seat>, ends_step: bool) -> LegalMove {
        LegalMove {
            seat,
            action,
            targets,
            can_skip: false,
            save_target: None,
            awaited: false,
            ends_step,
            first_speakers: None,
        }
    }

    /// Whether `cmd` is one of the commands this move stands for: its seat, a command that
    /// answers its kind ([`ActionKind::command`] of the command's own [`Command::choice`]: a
    /// `vote` answers `vote`, `pk_vote` and `sheriff_vote`; a save with a poison answers
    /// nothing), a listed target or an allowed skip, text within [`MAX_TEXT_CHARS`] and not blank
    /// unless skippable, a save only when the move offers one. Decided from the command's shape
    /// (`Command::carries`), never its kind's name. The engine accepts exactly the commands
    /// some listed move allows.
    #[must_use]
    pub fn allows(&self, cmd: &Command) -> bool {
        if cmd.seat() != self.seat {
            return false;
        }
        let carries = cmd.carries();
        let choice = cmd.choice();
        let target = !carries.target || choice.target.map_or(self.can_skip, |t| self.targets.contains(&t));
        let text = !carries.text || {
            let s = choice.text.as_str();
            s.chars().count() <= MAX_TEXT_CHARS && (self.can_skip || !s.trim().is_empty())
        };
        // The Witch's antidote: only on the seat she may save tonight.
        let save = !choice.save || self.save_target.is_some();
        target && text && save && self.action.command(self.seat, choice).as_ref() == Some(cmd)
    }
}

impl GameState {
    /// Every legal move of every seat now (R5.1), seat order: the awaited moves of
    /// [`GameState::pending`] and the out-of-turn ones. God-level: a seat's client reads its
    /// own in `view(seat).moves`.
    ///
    /// While a dead Hunter decides (R6.2, issue 18), every other seat plays in the game it sees
    /// (as if he had held fire): its moves there are accepted and queued, so they are listed —
    /// `awaited` as they are awaited in that game.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        let Phase::HunterShot { seat: hunter, .. } = self.phase else { return self.moves_here() };
        let mut moves: Vec<LegalMove> = self.moves_here().into_iter().filter(|m| m.seat == hunter).collect();
        for seat in self.players.iter().map(|p| p.seat).filter(|s| *s != hunter) {
            if let std::borrow::Cow::Owned(world) = self.seen_by_seat(seat) {
                moves.extend(world.moves_here().into_iter().filter(|m| m.seat == seat));
            }
        }
        crate::sort::sort_by_key(&mut moves, |m| m.seat);
        moves
    }

    /// [`GameState::legal_moves`] in this very game (no Hunter's hidden decision considered).
    fn moves_here(&self) -> Vec<LegalMove> {
        let pending = self.pending();
        let awaiting = |action: ActionKind| pending.iter().filter(|p| p.action == action).count();
        let mut moves: Vec<LegalMove> = Vec::with_capacity(pending.len() + 2);
        for p in &pending {
            // A step several seats act in ends with its last awaited move.
            let ends = match p.action {
                ActionKind::WolfKill
                | ActionKind::Vote
                | ActionKind::PkVote
                | ActionKind::SheriffRun
                | ActionKind::SheriffVote => awaiting(p.action) == 1,
                _ => true,
            };
            let mut m = LegalMove::of_pending(p.clone(), ends);
            if p.action == ActionKind::SheriffDirection {
                m.first_speakers = self.first_speakers(p.seat);
            }
            moves.push(m);
        }
        // The out-of-turn moves: every kind's gate (`actions.rs`, beside its handler) asked for
        // every seat; a new kind's gate is listed without a line here. An awaited kind has no
        // gate, and a gate checks the phase first, the same for every seat: `wrong_phase` for
        // one seat closes the kind now.
        for kind in ActionKind::ALL {
            for p in &self.players {
                match self.out_of_turn_gate(kind, p.seat) {
                    Some(Ok(open)) => moves.push(LegalMove::optional(p.seat, kind, open.targets, open.ends_step)),
                    None | Some(Err(CommandError::WrongPhase)) => break,
                    Some(Err(_)) => {}
                }
            }
        }
        crate::sort::sort_by_key(&mut moves, |m| m.seat);
        moves
    }

    /// One seat's legal moves now (its part of [`GameState::legal_moves`]).
    pub(crate) fn moves_of(&self, seat: Seat) -> Vec<LegalMove> {
        self.legal_moves().into_iter().filter(|m| m.seat == seat).collect()
    }

    /// R9.6: who speaks first after `sheriff` chooses each direction — the engine's own answer,
    /// read from a copy that made the choice.
    fn first_speakers(&self, sheriff: Seat) -> Option<FirstSpeakers> {
        let first = |direction: Direction| {
            let mut world = self.clone();
            world.handle(&Command::SheriffDirection { seat: sheriff, direction }).ok()?;
            match world.phase {
                Phase::DaySpeech { seat } => Some(seat),
                _ => None,
            }
        };
        Some(FirstSpeakers {
            clockwise: first(Direction::Clockwise)?,
            counterclockwise: first(Direction::Counterclockwise)?,
        })
    }

    /// R3.4 / R9.6: the seat queued to speak after the current speech, if any.
    pub(crate) fn next_speaker(&self) -> Option<Seat> {
        if !matches!(self.phase, Phase::DaySpeech { .. } | Phase::PkSpeech { .. } | Phase::SheriffSpeech { .. }) {
            return None;
        }
        let standing = self.election.as_ref().map(Election::standing).unwrap_or_default();
        self.agenda
            .iter()
            .take_while(|step| matches!(step, Step::Speech { .. } | Step::PkSpeech { .. } | Step::SheriffSpeech { .. }))
            .find_map(|step| match step {
                Step::Speech { seat } | Step::PkSpeech { seat, .. } if self.is_alive(*seat) => Some(*seat),
                Step::SheriffSpeech { seat, .. } if standing.contains(seat) => Some(*seat),
                _ => None,
            })
    }
}
