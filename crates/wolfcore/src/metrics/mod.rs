//! Claim-consistency metrics (issue 19, `docs/metrics.md` M1–M9): per seat, from the god event
//! log, the public-claims ledger and every seat's role — did a seat vote as it said, contradict
//! itself, lie, get caught faking a role, follow a Seer's check, use its power, abstain, say
//! something on day 1?
//!
//! One computation ([`compute`], [`of_game`]) serves the simulator (`wolfcore-sim` sums it with
//! [`MetricsTally`] per board and per role), the package (`game.metrics()`) and the web's report
//! card. The metrics read roles, so they are moderator-level, like the god view: show them to a
//! player at game end only. Bots and model seats are measured alike; nothing here knows who
//! played a seat.
//!
//! ```
//! use wolfcore::bots::{run_bot_game, BotConfig};
//! use wolfcore::engine::{GameOptions, GameState};
//! let mut game = GameState::new(GameOptions::preset(9, 7)).unwrap();
//! let mut table = wolfcore::bots::BotTable::new(9, 7, &BotConfig::default()).unwrap();
//! wolfcore::bots::play_pending(&mut game, &mut table).unwrap();
//! let m = wolfcore::metrics::of_game(&game);
//! assert_eq!(m.seats.len(), 9);
//! assert!(m.over);
//! ```

mod tally;

use serde::{Deserialize, Serialize};

use crate::engine::{EventKind, GameState, VoteOutcome, VoteRound};
use crate::model::{Alignment, ClaimType, PublicClaim, Role, Seat};

pub use self::tally::{MetricsTally, RoleTally};

/// The ledger phase of PK speeches (C1).
const PK_PHASE: &str = "DAY_PK_SPEECH";
/// The ledger phase of last words (C1).
const LAST_WORDS_PHASE: &str = "DAY_LAST_WORDS";

/// Every seat's metrics for one game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameMetrics {
    /// The game is over (M3–M5 judge claims against every role; before the end they are a
    /// moderator's preview).
    pub over: bool,
    /// One entry per seat, seat order.
    pub seats: Vec<SeatMetrics>,
}

/// One seat's metrics (`docs/metrics.md`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatMetrics {
    /// The seat (0-based).
    pub seat: Seat,
    /// Its role.
    pub role: Option<Role>,
    /// On the wolf side.
    pub wolf: bool,
    /// Alive at the end (or now).
    pub alive: bool,
    /// M1: day ballots cast while the seat had a stated wolf read that day on a seat it could vote.
    pub read_ballots: u32,
    /// M1: … that went to one of those reads.
    pub read_ballots_followed: u32,
    /// M2: claims that conflict with the seat's own earlier claims.
    pub self_contradictions: u32,
    /// M3: factual claims made (role claims, checks, potions, protects, and reads the seat could
    /// know the truth of).
    pub claims: u32,
    /// M3: … that were false (lies).
    pub lies: u32,
    /// M4: opinions (alignment statements the seat could not know the truth of).
    pub reads: u32,
    /// M4: … that the roles at the end proved wrong.
    pub wrong_reads: u32,
    /// M5: counterfeit Seer or Witch claims this seat made (0–2).
    pub fake_claims: u32,
    /// M5: … that were counter-claimed and then voted out.
    pub fake_claims_caught: u32,
    /// M6: day ballots cast while an unrefuted Seer's wolf check stood on a seat it could vote.
    pub check_ballots: u32,
    /// M6: … that went to a checked seat.
    pub check_ballots_followed: u32,
    /// M7: what the seat did with its role's power.
    pub power: PowerUse,
    /// M8: day ballots (main and PK rounds).
    pub ballots: u32,
    /// M8: … abstentions among them.
    pub abstentions: u32,
    /// M8: sheriff ballots (R9.3).
    pub sheriff_ballots: u32,
    /// M8: … abstentions among them.
    pub sheriff_abstentions: u32,
    /// M9: spoke on day 1 (a day or campaign speech).
    pub day1_spoke: bool,
    /// M9: … and made at least one claim that day.
    pub day1_claimed: bool,
    /// Nights that fell with the seat alive (M7's "alive on night 3").
    pub nights_alive: u32,
}

/// M7: the use a seat made of its power (zeros for roles without it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PowerUse {
    /// Seer: checks made.
    pub checks: u32,
    /// Seer: … that found a wolf.
    pub wolves_found: u32,
    /// Witch: the night of the antidote.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_night: Option<u32>,
    /// Witch: the night of the poison.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub poisoned_night: Option<u32>,
    /// Witch: the poison hit a wolf.
    pub poisoned_wolf: bool,
    /// Hunter: the engine offered him a shot (R3.2: he died, not by poison).
    pub could_shoot: bool,
    /// Hunter: he fired.
    pub shot: bool,
    /// Hunter: … at a wolf.
    pub shot_wolf: bool,
    /// Guard: nights he chose (an empty guard included).
    pub guard_nights: u32,
    /// Guard: … on which he protected the wolves' target.
    pub guard_blocks: u32,
}

/// The metrics of `game`, from its god log, ledger and roles.
#[must_use]
pub fn of_game(game: &GameState) -> GameMetrics {
    let roles: Vec<Role> = game.players().iter().map(|p| p.role).collect();
    let alive: Vec<bool> = game.players().iter().map(|p| p.alive).collect();
    let mut m = compute(game.events().iter().map(|e| (e.day, &e.kind)), game.public_claims(), &roles);
    for (s, a) in m.seats.iter_mut().zip(alive) {
        s.alive = a;
    }
    m.over = game.is_over();
    m
}

/// One ballot of a day vote, with what the voter could vote for.
struct DayBallot {
    day: u32,
    voter: Seat,
    target: Option<Seat>,
    pk: bool,
    /// Seats the voter could have voted for (alive, and the tied seats in a PK round).
    legal: Vec<Seat>,
    /// How many of the log's publicly-good seats (in log order) the table had seen before this
    /// vote (M1, M6).
    shown_good: usize,
}

/// The metrics from a log (god view: every event with its day), a ledger and the roles (seat
/// order). `alive` is computed from the log's deaths; `over` is whether the log ends the game.
#[must_use]
pub fn compute<'e>(
    events: impl IntoIterator<Item = (u32, &'e EventKind)>,
    claims: &[PublicClaim],
    roles: &[Role],
) -> GameMetrics {
    let n = roles.len();
    let role = |s: Seat| roles.get(usize::from(s)).copied();
    let is_wolf = |s: Seat| role(s).is_some_and(Role::is_wolf);
    let mut seats: Vec<SeatMetrics> = (0..n)
        .filter_map(|i| Seat::try_from(i).ok())
        .map(|s| SeatMetrics { seat: s, role: role(s), wolf: is_wolf(s), alive: true, ..SeatMetrics::default() })
        .collect();
    let mut alive = vec![true; n];
    let mut over = false;
    // Seats whose side the moderator made public, in log order (M1, M6: a ballot sees those
    // shown before it).
    let mut public_good: Vec<Seat> = Vec::new();
    let mut ballots: Vec<DayBallot> = Vec::new();
    let mut executed: Vec<(Seat, u32)> = Vec::new();
    // Seer checks as they happened (M3: a real Seer's claimed check must match one).
    let mut seer_results: Vec<(u32, Seat, Seat, Alignment)> = Vec::new();
    let mut witch_acts: Vec<(Seat, Option<Seat>, Option<Seat>)> = Vec::new();
    let mut protects: Vec<(Seat, Seat)> = Vec::new();
    let mut last_main_tie: Vec<Seat> = Vec::new();
    let kill = |alive: &mut Vec<bool>, s: Seat| {
        if let Some(a) = alive.get_mut(usize::from(s)) {
            *a = false;
        }
    };
    let living = |alive: &[bool]| -> Vec<Seat> {
        alive.iter().enumerate().filter(|(_, a)| **a).filter_map(|(i, _)| Seat::try_from(i).ok()).collect()
    };
    for (day, kind) in events {
        // Every death the log makes public, whatever caused it (R3.1 dawn, R3.2 shot, R3.6
        // execution, R3.7 self-reveal, R8.2 explosion, R8.4 duel): `EventKind::deaths` answers
        // for every kind, so a new way to die cannot leave a dead seat votable here.
        for s in kind.deaths() {
            kill(&mut alive, s);
        }
        match kind {
            EventKind::NightFell { .. } => {
                for (s, a) in seats.iter_mut().zip(&alive) {
                    s.nights_alive += u32::from(*a);
                }
            }
            EventKind::SeerResult { seat, target, alignment } => {
                seer_results.push((day, *seat, *target, *alignment));
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    m.power.checks += 1;
                    m.power.wolves_found += u32::from(*alignment == Alignment::Wolf);
                }
            }
            EventKind::WitchActed { seat, save, poison } => {
                witch_acts.push((*seat, *save, *poison));
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    if save.is_some() {
                        m.power.saved_night = Some(day);
                    }
                    if let Some(p) = poison {
                        m.power.poisoned_night = Some(day);
                        m.power.poisoned_wolf = is_wolf(*p);
                    }
                }
            }
            EventKind::GuardProtected { seat, target } => {
                if let Some(t) = target {
                    protects.push((*seat, *t));
                }
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    m.power.guard_nights += 1;
                }
            }
            EventKind::NightResolved { wolf_target: Some(w), guarded: Some(g), .. } if w == g => {
                if let Some(m) = seats.iter_mut().find(|m| m.role == Some(Role::Guard)) {
                    m.power.guard_blocks += 1;
                }
            }
            EventKind::DeathsAnnounced { roles: shown, .. } => {
                for sr in shown {
                    if !sr.role.is_wolf() {
                        public_good.push(sr.seat);
                    }
                }
            }
            EventKind::HunterShot { seat, target, .. } => {
                public_good.push(*seat);
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    m.power.could_shoot = true;
                    m.power.shot = true;
                    m.power.shot_wolf = is_wolf(*target);
                }
            }
            EventKind::HunterHeldFire { seat } => {
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    m.power.could_shoot = true;
                }
            }
            EventKind::VoteTallied { round, ballots: bs, outcome, .. } => {
                let pk = *round == VoteRound::Pk;
                let mut legal = living(&alive);
                if pk {
                    legal.retain(|s| last_main_tie.contains(s));
                }
                for b in bs {
                    ballots.push(DayBallot {
                        day,
                        voter: b.voter,
                        target: b.target,
                        pk,
                        legal: legal.iter().copied().filter(|s| *s != b.voter).collect(),
                        shown_good: public_good.len(),
                    });
                    if let Some(m) = seats.get_mut(usize::from(b.voter)) {
                        m.ballots += 1;
                        m.abstentions += u32::from(b.target.is_none());
                    }
                }
                last_main_tie = match outcome {
                    VoteOutcome::Tie { seats } if !pk => seats.clone(),
                    _ => Vec::new(),
                };
            }
            EventKind::SheriffVoteTallied { ballots: bs, .. } => {
                for b in bs {
                    if let Some(m) = seats.get_mut(usize::from(b.voter)) {
                        m.sheriff_ballots += 1;
                        m.sheriff_abstentions += u32::from(b.target.is_none());
                    }
                }
            }
            EventKind::Executed { seat, .. } => executed.push((*seat, day)),
            EventKind::IdiotRevealed { seat } => public_good.push(*seat),
            // R8.4: the Knight shows his card; a duel that kills him clears its target.
            EventKind::KnightDueled { seat, target, wolf, .. } => {
                public_good.push(*seat);
                if !*wolf {
                    public_good.push(*target);
                }
            }
            EventKind::Speech { seat, pk: false, .. } | EventKind::SheriffSpeech { seat, .. } if day == 1 => {
                if let Some(m) = seats.get_mut(usize::from(*seat)) {
                    m.day1_spoke = true;
                }
            }
            EventKind::GameEnded { .. } => over = true,
            _ => {}
        }
    }
    for (s, a) in seats.iter_mut().zip(&alive) {
        s.alive = *a;
    }
    let facts = Facts { roles, seer_results: &seer_results, witch_acts: &witch_acts, protects: &protects };
    for m in &mut seats {
        let own: Vec<&PublicClaim> = claims.iter().filter(|c| c.speaker_seat == m.seat).collect();
        m.day1_claimed = m.day1_spoke && own.iter().any(|c| c.day == 1 && c.phase != LAST_WORDS_PHASE);
        m.self_contradictions = self_contradictions(&own);
        truth(m, &own, &facts);
        let (fakes, caught) = fake_claims(m, &own, claims, &executed);
        m.fake_claims = fakes;
        m.fake_claims_caught = caught;
    }
    for b in &ballots {
        let Some(m) = seats.get_mut(usize::from(b.voter)) else { continue };
        // A read on a seat the table saw shown good before this vote (R8.4: the target of a
        // Knight's duel that killed him) does not bind: everyone saw the reason to change.
        let shown_good = public_good.get(..b.shown_good).unwrap_or(&public_good);
        let reads = stated_reads(claims, b.voter, b.day, b.pk);
        let open: Vec<Seat> = reads.into_iter().filter(|s| b.legal.contains(s) && !shown_good.contains(s)).collect();
        if !open.is_empty() {
            m.read_ballots += 1;
            m.read_ballots_followed += u32::from(b.target.is_some_and(|t| open.contains(&t)));
        }
        let checked: Vec<Seat> =
            standing_checks(claims, b.day, shown_good).into_iter().filter(|s| b.legal.contains(s)).collect();
        if !checked.is_empty() {
            m.check_ballots += 1;
            m.check_ballots_followed += u32::from(b.target.is_some_and(|t| checked.contains(&t)));
        }
    }
    GameMetrics { over, seats }
}

/// M1: the seats `voter` called a wolf on `day` before the vote (day speeches, and PK speeches
/// for a PK round), the last statement about a seat that day winning ("X is good" after "X is a
/// wolf" withdraws the read: the seat said why it changed its mind).
pub(crate) fn stated_reads(claims: &[PublicClaim], voter: Seat, day: u32, pk: bool) -> Vec<Seat> {
    let mut reads: Vec<(Seat, Alignment)> = Vec::new();
    for c in claims {
        if c.speaker_seat != voter || c.day != day || c.phase == LAST_WORDS_PHASE || (!pk && c.phase == PK_PHASE) {
            continue;
        }
        if !matches!(c.claim_type, ClaimType::AlignmentStatement | ClaimType::SeerCheck) {
            continue;
        }
        let (Some(t), Some(al)) = (c.target_seat, c.alignment) else { continue };
        if t == voter {
            continue;
        }
        reads.retain(|(s, _)| *s != t);
        reads.push((t, al));
    }
    reads.into_iter().filter(|(_, al)| *al == Alignment::Wolf).map(|(s, _)| s).collect()
}

/// M6: wolf checks standing at a vote of `day`: by the only Seer claimant so far, on a seat not
/// publicly shown good before that vote (`shown_good`).
fn standing_checks(claims: &[PublicClaim], day: u32, shown_good: &[Seat]) -> Vec<Seat> {
    let mut claimants: Vec<Seat> = Vec::new();
    for c in claims.iter().filter(|c| c.day <= day && c.claimed_role() == Some(Role::Seer)) {
        if !claimants.contains(&c.speaker_seat) {
            claimants.push(c.speaker_seat);
        }
    }
    let [seer] = claimants[..] else { return Vec::new() };
    claims
        .iter()
        .filter(|c| c.day <= day && c.speaker_seat == seer && c.claim_type == ClaimType::SeerCheck)
        .filter(|c| c.alignment == Some(Alignment::Wolf))
        .filter_map(|c| c.target_seat)
        .filter(|t| !shown_good.contains(t))
        .collect()
}

/// M2: a role claim unlike an earlier one (C3.2 self-contradiction), a check of a seat the
/// speaker had checked with the other verdict, or a check or potion implying another role than
/// it claimed before.
fn self_contradictions(own: &[&PublicClaim]) -> u32 {
    let mut n = 0;
    let mut roles: Vec<Role> = Vec::new();
    let mut checks: Vec<(Seat, Alignment)> = Vec::new();
    for c in own {
        let mut conflict = false;
        if let Some(r) = c.claimed_role() {
            conflict |= roles.iter().any(|known| *known != r && !(known.is_wolf() && r.is_wolf()));
            if !roles.contains(&r) {
                roles.push(r);
            }
        }
        if c.claim_type == ClaimType::SeerCheck {
            if let (Some(t), Some(al)) = (c.target_seat, c.alignment) {
                conflict |= checks.iter().any(|(s, a)| *s == t && *a != al);
                checks.push((t, al));
            }
        }
        n += u32::from(conflict);
    }
    n
}

/// What the log says happened at night, for judging claims about it.
struct Facts<'a> {
    roles: &'a [Role],
    seer_results: &'a [(u32, Seat, Seat, Alignment)],
    witch_acts: &'a [(Seat, Option<Seat>, Option<Seat>)],
    protects: &'a [(Seat, Seat)],
}

impl Facts<'_> {
    fn role(&self, s: Seat) -> Option<Role> {
        self.roles.get(usize::from(s)).copied()
    }

    fn alignment(&self, s: Seat) -> Option<Alignment> {
        self.role(s).map(|r| if r.is_wolf() { Alignment::Wolf } else { Alignment::Good })
    }

    /// Whether `speaker` knew `target`'s side when speaking on `day`: its own seat, a wolf's
    /// knowledge of everyone (it knows its pack), a Seer's checks of earlier nights.
    fn knew(&self, speaker: Seat, target: Seat, day: u32) -> bool {
        speaker == target
            || self.role(speaker).is_some_and(Role::is_wolf)
            || self.seer_results.iter().any(|(night, s, t, _)| *s == speaker && *t == target && *night <= day)
    }
}

/// M3 and M4: judges each of the seat's claims against the roles and the night log.
fn truth(m: &mut SeatMetrics, own: &[&PublicClaim], f: &Facts<'_>) {
    let me = m.seat;
    let my_role = f.role(me);
    for c in own {
        let lie = match c.claim_type {
            ClaimType::RoleClaim => match (c.role, my_role) {
                (Some(Role::Unknown) | None, _) | (_, None) => continue,
                (Some(Role::Werewolf), Some(r)) => !r.is_wolf(),
                (Some(claimed), Some(r)) => claimed != r,
            },
            ClaimType::SeerCheck => {
                let (Some(t), Some(al)) = (c.target_seat, c.alignment) else { continue };
                my_role != Some(Role::Seer)
                    || !f.seer_results.iter().any(|(_, s, tt, a)| *s == me && *tt == t && *a == al)
            }
            ClaimType::WitchSave | ClaimType::WitchPoison => {
                let Some(t) = c.target_seat else { continue };
                let save = c.claim_type == ClaimType::WitchSave;
                my_role != Some(Role::Witch)
                    || !f
                        .witch_acts
                        .iter()
                        .any(|(s, sv, p)| *s == me && if save { *sv == Some(t) } else { *p == Some(t) })
            }
            ClaimType::GuardProtect => {
                let Some(t) = c.target_seat else { continue };
                my_role != Some(Role::Guard) || !f.protects.iter().any(|(s, tt)| *s == me && *tt == t)
            }
            ClaimType::AlignmentStatement => {
                let (Some(t), Some(al)) = (c.target_seat, c.alignment) else { continue };
                let wrong = f.alignment(t).is_some_and(|truth| truth != al);
                if f.knew(me, t, c.day) {
                    wrong
                } else {
                    m.reads += 1;
                    m.wrong_reads += u32::from(wrong);
                    continue;
                }
            }
            ClaimType::Other => continue,
        };
        m.claims += 1;
        m.lies += u32::from(lie);
    }
}

/// M5: the seat's counterfeit Seer and Witch claims, and how many were counter-claimed by
/// another seat and then voted out (executed on or after the day both claims stood).
fn fake_claims(m: &SeatMetrics, own: &[&PublicClaim], claims: &[PublicClaim], executed: &[(Seat, u32)]) -> (u32, u32) {
    let mut fakes = 0;
    let mut caught = 0;
    for role in [Role::Seer, Role::Witch] {
        if m.role == Some(role) {
            continue;
        }
        let Some(first) = own.iter().filter(|c| c.claimed_role() == Some(role)).map(|c| c.day).min() else {
            continue;
        };
        fakes += 1;
        let counter =
            claims.iter().filter(|c| c.speaker_seat != m.seat && c.claimed_role() == Some(role)).map(|c| c.day).min();
        if let Some(counter) = counter {
            let since = first.max(counter);
            caught += u32::from(executed.iter().any(|(s, d)| *s == m.seat && *d >= since));
        }
    }
    (fakes, caught)
}

#[cfg(test)]
mod tests;
