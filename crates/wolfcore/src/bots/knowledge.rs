//! What one seat knows, read from its own view (R6, a [`SeatView`]) and nothing else.

use crate::engine::{EventKind, SeatView};
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
    pub(crate) view: &'v SeatView<'v>,
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
    /// Sides everybody knows without the role (R8.4: a Knight's duel shows its target a wolf,
    /// or good when the Knight dies), per seat.
    pub(crate) public_side: Vec<Option<Alignment>>,
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
    /// Every `(role, speaker)` that claimed it (C1: a role claim or a check/potion/protect), in
    /// order of that speaker's first such claim: `claimants` without a ledger scan.
    role_claims: Vec<(Role, Seat)>,
    /// Ledger positions grouped by speaker (ledger order within each), and where each
    /// speaker's group starts (`n + 1` entries): `claims_by` without a ledger scan.
    by_speaker: Vec<u32>,
    speaker_start: Vec<u32>,
    /// [`assess`](super::reason::assess) per perspective, computed once per decision.
    pub(crate) assessed: [std::cell::OnceCell<Assessment>; 2],
    /// The strategy's numbers for this difficulty and board.
    pub(crate) skill: super::config::Skill,
    /// A hash of what this seat knows that differs from game to game and stays the same all
    /// day (its seat and role, the deaths so far, the ids of earlier days' claims): the seed of
    /// its belief blur, so its speech and its vote read the same blurred picture.
    pub(crate) salt: u64,
}

fn slot<T>(v: &mut [T], seat: Seat) -> Option<&mut T> {
    v.get_mut(usize::from(seat))
}

impl<'v> Knowledge<'v> {
    /// Reads a seat's view.
    pub(crate) fn read(view: &'v SeatView<'v>) -> Result<Knowledge<'v>, BotError> {
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
        for (seat, role) in view.revealed_roles {
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
            public_side: vec![None; n],
            team: you.wolf_team.clone(),
            my_checks: Vec::new(),
            night_killed: vec![false; n],
            tallies: Vec::new(),
            saves: Vec::new(),
            poisons: Vec::new(),
            protects: Vec::new(),
            wolf_votes: Vec::new(),
            role_claims: Vec::new(),
            by_speaker: Vec::new(),
            speaker_start: Vec::new(),
            assessed: Default::default(),
            skill: super::config::Skill::of(super::config::Difficulty::Hard, &view.board, view.rules.win_rule),
            salt: 0,
        };
        let mut salt = Fnv::new();
        salt.feed(u64::from(you.seat));
        salt.feed(you.role as u64);
        salt.feed(u64::from(view.day));
        for c in view.public_claims.iter().filter(|c| c.day < view.day) {
            salt.feed_bytes(c.id.as_bytes());
        }
        k.index_claims();
        for e in view.events() {
            match e.kind {
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
                    salt.feed(0xdead);
                    for s in seats {
                        salt.feed(u64::from(*s));
                        if let Some(d) = slot(&mut k.night_killed, *s) {
                            *d = true;
                        }
                    }
                }
                EventKind::KnightDueled { target, wolf, .. } => {
                    if let Some(side) = slot(&mut k.public_side, *target) {
                        *side = Some(if *wolf { Alignment::Wolf } else { Alignment::Good });
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
        k.salt = salt.0;
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

    /// The claims `seat` made, in ledger order.
    pub(crate) fn claims_by(&self, seat: Seat) -> impl Iterator<Item = &'v PublicClaim> + '_ {
        let claims = self.claims();
        let i = usize::from(seat);
        let range = match (self.speaker_start.get(i), self.speaker_start.get(i + 1)) {
            (Some(&a), Some(&b)) => a as usize..b as usize,
            _ => 0..0,
        };
        self.by_speaker.get(range).unwrap_or(&[]).iter().filter_map(move |&c| claims.get(c as usize))
    }

    /// Builds `role_claims`, `by_speaker` and `speaker_start` from the ledger (one pass, and a
    /// counting sort by speaker).
    fn index_claims(&mut self) {
        let claims = self.claims();
        let mut counts = vec![0u32; self.n + 1];
        for c in claims {
            if let Some(role) = c.claimed_role() {
                if !self.role_claims.contains(&(role, c.speaker_seat)) {
                    self.role_claims.push((role, c.speaker_seat));
                }
            }
            if let Some(n) = counts.get_mut(usize::from(c.speaker_seat) + 1) {
                *n += 1;
            }
        }
        for i in 1..counts.len() {
            counts[i] += counts[i - 1];
        }
        let mut next = counts.clone();
        self.by_speaker = vec![0; counts.last().map_or(0, |&t| t as usize)];
        for (pos, c) in claims.iter().enumerate() {
            if let Some(at) = next.get_mut(usize::from(c.speaker_seat)) {
                if let Some(slot) = self.by_speaker.get_mut(*at as usize) {
                    *slot = u32::try_from(pos).unwrap_or(u32::MAX);
                }
                *at += 1;
            }
        }
        self.speaker_start = counts;
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
        self.role_claims.iter().filter(|(r, s)| *r == role && Some(*s) != except).map(|(_, s)| *s).collect()
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

    /// FNV-1a over the pack's shared secrets (the team and the night-1 wolf votes), finished with
    /// SplitMix64: the same for every wolf, different from game to game.
    pub(crate) fn pack_hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut feed = |b: u8| {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        };
        let mut team = self.team.clone();
        crate::sort::sort(&mut team);
        for s in team {
            feed(s);
        }
        feed(0xff);
        for (night, wolf, target) in &self.wolf_votes {
            if *night == 1 {
                feed(*wolf);
                feed(target.unwrap_or(0xfe));
            }
        }
        mix(h)
    }

    /// Whether any claim `seat` made has been disproved by public ground truth (C4).
    pub(crate) fn exposed(&self, seat: Seat) -> bool {
        self.claims_by(seat).any(|c| c.status == ClaimStatus::Disproved)
    }
}

/// FNV-1a over 64-bit words and bytes: the same on every platform.
pub(crate) struct Fnv(pub(crate) u64);

impl Fnv {
    pub(crate) fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    pub(crate) fn feed_bytes(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    pub(crate) fn feed(&mut self, word: u64) {
        self.feed_bytes(&word.to_le_bytes());
    }
}

/// SplitMix64's finaliser.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A Seer claimant and how far the assessing seat believes it.
#[derive(Debug, Clone)]
pub(crate) struct SeerClaimant {
    /// The claimant.
    pub(crate) seat: Seat,
    /// Probability-like belief that it is the real Seer, `0..=1`.
    pub(crate) cred: f64,
    /// Its claimed checks.
    pub(crate) checks: Vec<(Seat, Alignment)>,
}

/// Suspicion of every seat, from one perspective.
#[derive(Debug, Clone)]
pub(crate) struct Assessment {
    /// Wolf evidence per seat.
    pub(crate) score: Vec<f64>,
    /// Seer claimants, in order of their first claim.
    pub(crate) seers: Vec<SeerClaimant>,
}

impl Assessment {
    /// The score of `seat` (0 for an unknown seat).
    pub(crate) fn of(&self, seat: Seat) -> f64 {
        self.score.get(usize::from(seat)).copied().unwrap_or(0.0)
    }

    /// Credibility of `seat` as the Seer (0 when it never claimed).
    pub(crate) fn seer_cred(&self, seat: Seat) -> f64 {
        self.seers.iter().find(|c| c.seat == seat).map_or(0.0, |c| c.cred)
    }

    /// The living seer claimant with the highest credibility of at least `min`, not `except`.
    pub(crate) fn trusted_seer(&self, k: &Knowledge<'_>, min: f64, except: Option<Seat>) -> Option<Seat> {
        let mut best: Option<(Seat, f64)> = None;
        for c in &self.seers {
            if Some(c.seat) == except || !k.is_alive(c.seat) || c.cred < min {
                continue;
            }
            if best.is_none_or(|(_, b)| c.cred > b) {
                best = Some((c.seat, c.cred));
            }
        }
        best.map(|(s, _)| s)
    }

    pub(crate) fn add(&mut self, seat: Seat, delta: f64) {
        if let Some(s) = self.score.get_mut(usize::from(seat)) {
            *s += delta;
        }
    }
}
