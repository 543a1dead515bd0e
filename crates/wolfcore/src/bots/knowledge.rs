//! What one seat knows, read from its own [`View`] (R6) and nothing else.

use crate::engine::{EventKind, View};
use crate::model::{Alignment, ClaimStatus, ClaimType, PublicClaim, Role, Seat};

use super::config::BotError;

/// One public tally (R3.5): who voted for whom.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    /// `(voter, target)`; abstentions are left out.
    pub(crate) ballots: Vec<(Seat, Seat)>,
}

/// The seat's knowledge, indexed by seat where it is per seat.
#[derive(Debug)]
pub(crate) struct Knowledge<'v> {
    /// The view it was read from.
    pub(crate) view: &'v View,
    /// The seat.
    pub(crate) me: Seat,
    /// Its role.
    pub(crate) role: Role,
    /// Seats on the board.
    pub(crate) n: usize,
    /// Current day.
    pub(crate) day: u32,
    /// Alive, per seat.
    pub(crate) alive: Vec<bool>,
    /// Roles this seat knows (its own, fellow wolves, revealed, all at game end).
    pub(crate) known_role: Vec<Option<Role>>,
    /// Roles everybody knows (revealed publicly).
    pub(crate) public_role: Vec<Option<Role>>,
    /// The wolf team, when this seat is a wolf (self included).
    pub(crate) team: Vec<Seat>,
    /// Seer: its checks, in order.
    pub(crate) my_checks: Vec<(Seat, Alignment)>,
    /// Killed in a night (announced at dawn), per seat.
    pub(crate) night_killed: Vec<bool>,
    /// Public tallies, in order.
    pub(crate) tallies: Vec<Tally>,
    /// Witch: her saves and poisons as `(night, seat)`.
    pub(crate) saves: Vec<(u32, Seat)>,
    /// Witch: her poisons.
    pub(crate) poisons: Vec<(u32, Seat)>,
    /// Guard: his protections as `(night, seat)`.
    pub(crate) protects: Vec<(u32, Seat)>,
    /// Wolves: the pack's votes as `(night, wolf, target)`.
    pub(crate) wolf_votes: Vec<(u32, Seat, Option<Seat>)>,
}

fn slot<T>(v: &mut [T], seat: Seat) -> Option<&mut T> {
    v.get_mut(usize::from(seat))
}

impl<'v> Knowledge<'v> {
    /// Reads a seat's view.
    pub(crate) fn read(view: &'v View) -> Result<Knowledge<'v>, BotError> {
        let you = view.you.as_ref().ok_or(BotError::MissingSelf)?;
        let n = usize::from(view.player_count).max(view.players.len());
        let mut alive = vec![false; n];
        let mut known_role = vec![None; n];
        let mut public_role = vec![None; n];
        for p in &view.players {
            if let Some(a) = slot(&mut alive, p.seat) {
                *a = p.alive;
            }
            if let Some(r) = slot(&mut known_role, p.seat) {
                *r = p.role;
            }
        }
        for (seat, role) in &view.revealed_roles {
            if let Some(r) = slot(&mut public_role, *seat) {
                *r = Some(*role);
            }
            if let Some(r) = slot(&mut known_role, *seat) {
                *r = Some(*role);
            }
        }
        if let Some(r) = slot(&mut known_role, you.seat) {
            *r = Some(you.role);
        }
        let mut k = Knowledge {
            view,
            me: you.seat,
            role: you.role,
            n,
            day: view.day,
            alive,
            known_role,
            public_role,
            team: you.wolf_team.clone(),
            my_checks: Vec::new(),
            night_killed: vec![false; n],
            tallies: Vec::new(),
            saves: Vec::new(),
            poisons: Vec::new(),
            protects: Vec::new(),
            wolf_votes: Vec::new(),
        };
        for e in &view.events {
            match &e.kind {
                EventKind::SeerResult { seat, target, alignment } if *seat == k.me => {
                    k.my_checks.push((*target, *alignment));
                }
                EventKind::WitchActed { seat, save, poison } if *seat == k.me => {
                    if let Some(s) = save {
                        k.saves.push((e.day, *s));
                    }
                    if let Some(p) = poison {
                        k.poisons.push((e.day, *p));
                    }
                }
                EventKind::GuardProtected { seat, target: Some(t) } if *seat == k.me => {
                    k.protects.push((e.day, *t));
                }
                EventKind::WolfVoted { seat, target } => k.wolf_votes.push((e.day, *seat, *target)),
                EventKind::DeathsAnnounced { seats, .. } => {
                    for s in seats {
                        if let Some(d) = slot(&mut k.night_killed, *s) {
                            *d = true;
                        }
                    }
                }
                EventKind::VoteTallied { ballots, .. } => {
                    k.tallies.push(Tally {
                        ballots: ballots.iter().filter_map(|b| b.target.map(|t| (b.voter, t))).collect(),
                    });
                }
                _ => {}
            }
        }
        Ok(k)
    }

    /// The public-claims ledger.
    pub(crate) fn claims(&self) -> &'v [PublicClaim] {
        &self.view.public_claims
    }

    /// Whether `seat` is alive.
    pub(crate) fn is_alive(&self, seat: Seat) -> bool {
        self.alive.get(usize::from(seat)).copied().unwrap_or(false)
    }

    /// Living seats, ascending.
    pub(crate) fn living(&self) -> Vec<Seat> {
        (0..self.n).filter_map(|i| Seat::try_from(i).ok()).filter(|s| self.is_alive(*s)).collect()
    }

    /// Whether this seat is on the wolf team.
    pub(crate) fn is_wolf(&self) -> bool {
        self.role.is_wolf()
    }

    /// Whether `seat` is a fellow wolf (or this wolf itself).
    pub(crate) fn is_teammate(&self, seat: Seat) -> bool {
        self.team.contains(&seat)
    }

    /// Living fellow wolves and this wolf, ascending.
    pub(crate) fn living_team(&self) -> Vec<Seat> {
        let mut t: Vec<Seat> = self.team.iter().copied().filter(|s| self.is_alive(*s)).collect();
        crate::sort::sort(&mut t);
        t
    }

    /// The claims `seat` made.
    pub(crate) fn claims_by(&self, seat: Seat) -> impl Iterator<Item = &'v PublicClaim> + 'v {
        self.claims().iter().filter(move |c| c.speaker_seat == seat)
    }

    /// Whether `seat` has claimed `role` (explicitly or through a check/potion/protect).
    pub(crate) fn has_claimed(&self, seat: Seat, role: Role) -> bool {
        self.claims_by(seat).any(|c| c.claimed_role() == Some(role))
    }

    /// The seer checks `seat` has claimed, in ledger order, without repeats.
    pub(crate) fn claimed_checks(&self, seat: Seat) -> Vec<(Seat, Alignment)> {
        let mut out: Vec<(Seat, Alignment)> = Vec::new();
        for c in self.claims_by(seat) {
            if c.claim_type == ClaimType::SeerCheck {
                if let (Some(t), Some(a)) = (c.target_seat, c.alignment) {
                    if !out.iter().any(|(s, _)| *s == t) {
                        out.push((t, a));
                    }
                }
            }
        }
        out
    }

    /// Speakers other than `except` who claimed `role`, in order of their first claim.
    pub(crate) fn claimants(&self, role: Role, except: Option<Seat>) -> Vec<Seat> {
        let mut out: Vec<Seat> = Vec::new();
        for c in self.claims() {
            if c.claimed_role() == Some(role) && Some(c.speaker_seat) != except && !out.contains(&c.speaker_seat) {
                out.push(c.speaker_seat);
            }
        }
        out
    }

    /// Whether anyone publicly called `seat` a wolf (a wolf check or an accusation).
    pub(crate) fn accused(&self, seat: Seat) -> bool {
        self.claims().iter().any(|c| {
            c.speaker_seat != seat
                && c.target_seat == Some(seat)
                && c.alignment == Some(Alignment::Wolf)
                && matches!(c.claim_type, ClaimType::SeerCheck | ClaimType::AlignmentStatement)
        })
    }

    /// Whether any claim `seat` made has been disproved by public ground truth (C4).
    pub(crate) fn exposed(&self, seat: Seat) -> bool {
        self.claims_by(seat).any(|c| c.status == ClaimStatus::Disproved)
    }
}
