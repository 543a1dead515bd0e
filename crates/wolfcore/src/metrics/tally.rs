//! Sums of [`SeatMetrics`](super::SeatMetrics) over many games, per role: what the simulator
//! reports. Integer sums only, so tallies merge in any order.

use serde::{Deserialize, Serialize};

use crate::model::Role;

use super::{GameMetrics, SeatMetrics};

/// The sums for one role (or one side) over many seats.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoleTally {
    /// Seats counted.
    pub seats: u64,
    /// M1.
    pub read_ballots: u64,
    /// M1.
    pub read_ballots_followed: u64,
    /// M2.
    pub self_contradictions: u64,
    /// M3.
    pub claims: u64,
    /// M3.
    pub lies: u64,
    /// M4.
    pub reads: u64,
    /// M4.
    pub wrong_reads: u64,
    /// M5.
    pub fake_claims: u64,
    /// M5.
    pub fake_claims_caught: u64,
    /// M6.
    pub check_ballots: u64,
    /// M6.
    pub check_ballots_followed: u64,
    /// M8.
    pub ballots: u64,
    /// M8.
    pub abstentions: u64,
    /// M8.
    pub sheriff_ballots: u64,
    /// M8.
    pub sheriff_abstentions: u64,
    /// M9.
    pub day1_spoke: u64,
    /// M9.
    pub day1_claimed: u64,
    /// M7: Seer checks.
    pub checks: u64,
    /// M7: … that found a wolf.
    pub wolves_found: u64,
    /// M7: Witches alive when night 3 fell.
    pub alive_night3: u64,
    /// M7: … who had poisoned by the end of night 3.
    pub poisoned_by_night3: u64,
    /// M7: poisons used.
    pub poisons: u64,
    /// M7: … on a wolf.
    pub poisons_on_wolves: u64,
    /// M7: Hunters offered a shot.
    pub could_shoot: u64,
    /// M7: … who fired.
    pub shot: u64,
    /// M7: … at a wolf.
    pub shot_wolf: u64,
    /// M7: Guard nights.
    pub guard_nights: u64,
    /// M7: … blocking the wolves' kill.
    pub guard_blocks: u64,
}

impl RoleTally {
    /// Nothing counted.
    pub const ZERO: RoleTally = RoleTally {
        seats: 0,
        read_ballots: 0,
        read_ballots_followed: 0,
        self_contradictions: 0,
        claims: 0,
        lies: 0,
        reads: 0,
        wrong_reads: 0,
        fake_claims: 0,
        fake_claims_caught: 0,
        check_ballots: 0,
        check_ballots_followed: 0,
        ballots: 0,
        abstentions: 0,
        sheriff_ballots: 0,
        sheriff_abstentions: 0,
        day1_spoke: 0,
        day1_claimed: 0,
        checks: 0,
        wolves_found: 0,
        alive_night3: 0,
        poisoned_by_night3: 0,
        poisons: 0,
        poisons_on_wolves: 0,
        could_shoot: 0,
        shot: 0,
        shot_wolf: 0,
        guard_nights: 0,
        guard_blocks: 0,
    };

    /// Adds one seat.
    pub fn add(&mut self, m: &SeatMetrics) {
        let w = |v: u32| u64::from(v);
        self.seats += 1;
        self.read_ballots += w(m.read_ballots);
        self.read_ballots_followed += w(m.read_ballots_followed);
        self.self_contradictions += w(m.self_contradictions);
        self.claims += w(m.claims);
        self.lies += w(m.lies);
        self.reads += w(m.reads);
        self.wrong_reads += w(m.wrong_reads);
        self.fake_claims += w(m.fake_claims);
        self.fake_claims_caught += w(m.fake_claims_caught);
        self.check_ballots += w(m.check_ballots);
        self.check_ballots_followed += w(m.check_ballots_followed);
        self.ballots += w(m.ballots);
        self.abstentions += w(m.abstentions);
        self.sheriff_ballots += w(m.sheriff_ballots);
        self.sheriff_abstentions += w(m.sheriff_abstentions);
        self.day1_spoke += u64::from(m.day1_spoke);
        self.day1_claimed += u64::from(m.day1_claimed);
        let p = &m.power;
        self.checks += w(p.checks);
        self.wolves_found += w(p.wolves_found);
        if m.role == Some(Role::Witch) && m.nights_alive >= 3 {
            self.alive_night3 += 1;
            self.poisoned_by_night3 += u64::from(p.poisoned_night.is_some_and(|n| n <= 3));
        }
        self.poisons += u64::from(p.poisoned_night.is_some());
        self.poisons_on_wolves += u64::from(p.poisoned_wolf);
        self.could_shoot += u64::from(p.could_shoot);
        self.shot += u64::from(p.shot);
        self.shot_wolf += u64::from(p.shot_wolf);
        self.guard_nights += w(p.guard_nights);
        self.guard_blocks += w(p.guard_blocks);
    }

    /// Adds another tally.
    pub fn merge(&mut self, o: &RoleTally) {
        macro_rules! sum {
            ($($f:ident),*) => { $( self.$f += o.$f; )* };
        }
        sum!(
            seats,
            read_ballots,
            read_ballots_followed,
            self_contradictions,
            claims,
            lies,
            reads,
            wrong_reads,
            fake_claims,
            fake_claims_caught,
            check_ballots,
            check_ballots_followed,
            ballots,
            abstentions,
            sheriff_ballots,
            sheriff_abstentions,
            day1_spoke,
            day1_claimed,
            checks,
            wolves_found,
            alive_night3,
            poisoned_by_night3,
            poisons,
            poisons_on_wolves,
            could_shoot,
            shot,
            shot_wolf,
            guard_nights,
            guard_blocks
        );
    }
}

/// [`RoleTally`]s per role (every dealt role, `Role::REAL` order) and per side.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MetricsTally {
    /// Per role, in `Role::REAL` order (`roles[i]` is `Role::REAL[i]`).
    pub roles: Vec<RoleTally>,
    /// Every good seat.
    pub good: RoleTally,
    /// Every wolf-side seat.
    pub wolves: RoleTally,
}

impl MetricsTally {
    /// Nothing counted (a `const` for pinned fixtures).
    #[must_use]
    pub const fn new() -> MetricsTally {
        MetricsTally { roles: Vec::new(), good: RoleTally::ZERO, wolves: RoleTally::ZERO }
    }

    /// Adds one game.
    pub fn add(&mut self, g: &GameMetrics) {
        if self.roles.len() < Role::REAL.len() {
            self.roles.resize(Role::REAL.len(), RoleTally::default());
        }
        for m in &g.seats {
            if let Some(i) = m.role.and_then(|r| Role::REAL.iter().position(|x| *x == r)) {
                if let Some(t) = self.roles.get_mut(i) {
                    t.add(m);
                }
            }
            if m.wolf {
                self.wolves.add(m);
            } else {
                self.good.add(m);
            }
        }
    }

    /// Adds another tally.
    pub fn merge(&mut self, o: &MetricsTally) {
        if self.roles.len() < o.roles.len() {
            self.roles.resize(o.roles.len(), RoleTally::default());
        }
        for (a, b) in self.roles.iter_mut().zip(&o.roles) {
            a.merge(b);
        }
        self.good.merge(&o.good);
        self.wolves.merge(&o.wolves);
    }

    /// The tally of `role` (zeros when no seat had it).
    #[must_use]
    pub fn role(&self, role: Role) -> RoleTally {
        Role::REAL.iter().position(|x| *x == role).and_then(|i| self.roles.get(i)).copied().unwrap_or_default()
    }
}
