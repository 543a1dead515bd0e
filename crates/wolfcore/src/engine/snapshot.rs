//! R7: versioned JSON snapshots. `load(save(s)) == s`, and saving again is byte-identical.
//! A snapshot that does not describe a consistent game is refused whole.

use std::collections::BTreeSet;

use serde::Serialize;

use crate::board::RoleCounts;
use crate::model::{Role, Seat};

use super::state::{GameState, NightStep, Phase, Step, VoteOutcome};

/// The `format` tag of a snapshot.
pub const SNAPSHOT_FORMAT: &str = "wolfcore-game";
/// The snapshot version this build writes and reads.
pub const SNAPSHOT_VERSION: u64 = 1;

/// A snapshot that cannot be loaded. No game is produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SnapshotError {
    /// Not JSON at all.
    #[error("snapshot is not valid JSON: {message}")]
    InvalidJson {
        /// serde's message.
        message: String,
    },
    /// JSON, but not `{"format":"wolfcore-game",...}`.
    #[error("not a wolfcore game snapshot")]
    NotASnapshot,
    /// A version this build cannot read (a future one, or garbage).
    #[error("unsupported snapshot version {version}")]
    UnsupportedVersion {
        /// The version found, as written.
        version: String,
    },
    /// The state does not deserialise or breaks an invariant.
    #[error("corrupted snapshot: {reason}")]
    Corrupted {
        /// What is wrong.
        reason: String,
    },
}

impl SnapshotError {
    /// Stable snake_case code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            SnapshotError::InvalidJson { .. } => "invalid_json",
            SnapshotError::NotASnapshot => "not_a_snapshot",
            SnapshotError::UnsupportedVersion { .. } => "unsupported_version",
            SnapshotError::Corrupted { .. } => "corrupted",
        }
    }
}

#[derive(Serialize)]
struct SnapshotOut<'a> {
    format: &'static str,
    version: u64,
    state: &'a GameState,
}

fn corrupted(reason: impl Into<String>) -> SnapshotError {
    SnapshotError::Corrupted { reason: reason.into() }
}

impl GameState {
    /// The game as a versioned JSON snapshot `{"format":"wolfcore-game","version":1,"state":{…}}`.
    #[must_use]
    pub fn save(&self) -> String {
        serde_json::to_string(&SnapshotOut { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, state: self })
            .unwrap_or_default()
    }

    /// Loads a snapshot written by [`GameState::save`].
    ///
    /// # Errors
    /// [`SnapshotError`]: never a half-loaded game.
    pub fn load(json: &str) -> Result<GameState, SnapshotError> {
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| SnapshotError::InvalidJson { message: e.to_string() })?;
        let serde_json::Value::Object(mut top) = value else {
            return Err(SnapshotError::NotASnapshot);
        };
        if top.get("format").and_then(serde_json::Value::as_str) != Some(SNAPSHOT_FORMAT) {
            return Err(SnapshotError::NotASnapshot);
        }
        match top.get("version") {
            Some(v) if v.as_u64() == Some(SNAPSHOT_VERSION) => {}
            Some(v) => return Err(SnapshotError::UnsupportedVersion { version: v.to_string() }),
            None => return Err(SnapshotError::UnsupportedVersion { version: "missing".to_owned() }),
        }
        if top.len() != 3 {
            return Err(corrupted("unexpected top-level fields"));
        }
        let state = top.remove("state").ok_or_else(|| corrupted("missing state"))?;
        let game: GameState = serde_json::from_value(state).map_err(|e| corrupted(e.to_string()))?;
        game.validate().map_err(corrupted)?;
        Ok(game)
    }

    /// Checks every invariant a real game keeps (used on load; also handy in tests).
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players.len();
        let seat_ok = |s: Seat| usize::from(s) < n;
        let roles = self.options.board_roles().map_err(|e| format!("options: {e}"))?;
        if roles.len() != n {
            return Err("seat count does not match the options".into());
        }
        for (i, p) in self.players.iter().enumerate() {
            if usize::from(p.seat) != i {
                return Err(format!("player {i} has seat {}", p.seat));
            }
            if p.alive == p.death.is_some() {
                return Err(format!("seat {i}: alive flag and death record disagree"));
            }
            if p.death.is_some_and(|d| d.day == 0 || d.day > self.day) {
                return Err(format!("seat {i}: death day out of range"));
            }
        }
        let dealt: Vec<Role> = self.players.iter().map(|p| p.role).collect();
        if RoleCounts::from_roles(&dealt) != RoleCounts::from_roles(&roles)
            || self.board != RoleCounts::from_roles(&roles)
        {
            return Err("dealt roles do not match the board".into());
        }
        // Nights: one record per night so far, numbered 1..=day.
        if self.day == 0 || self.nights.len() != usize::try_from(self.day).unwrap_or(usize::MAX) {
            return Err("night history does not match the day".into());
        }
        for (i, night) in self.nights.iter().enumerate() {
            if usize::try_from(night.night).ok() != Some(i + 1) {
                return Err("night numbers are not consecutive".into());
            }
            let last = i + 1 == self.nights.len();
            if !night.resolved && !last {
                return Err("an earlier night is unresolved".into());
            }
            let seats = night
                .guard
                .and_then(|c| c.target)
                .into_iter()
                .chain(night.wolf_votes.iter().flat_map(|b| std::iter::once(b.voter).chain(b.target)))
                .chain(night.wolf_target())
                .chain(night.witch.iter().flat_map(|w| w.save.into_iter().chain(w.poison)))
                .chain(night.seer.map(|c| c.target))
                .chain(night.deaths.iter().map(|d| d.seat));
            for s in seats {
                if !seat_ok(s) {
                    return Err("night record names an unknown seat".into());
                }
            }
            if night.witch.is_some_and(|w| w.save.is_some() && w.poison.is_some()) {
                return Err("two potions in one night".into());
            }
        }
        // Potions: used at most once each, and where the night history says.
        let saves: Vec<u32> =
            self.nights.iter().filter(|n| n.witch.is_some_and(|w| w.save.is_some())).map(|n| n.night).collect();
        let poisons: Vec<u32> =
            self.nights.iter().filter(|n| n.witch.is_some_and(|w| w.poison.is_some())).map(|n| n.night).collect();
        if saves.len() > 1 || saves.first().copied() != self.potions.antidote_used {
            return Err("antidote use does not match the night history".into());
        }
        if poisons.len() > 1 || poisons.first().copied() != self.potions.poison_used {
            return Err("poison use does not match the night history".into());
        }
        if self.guard_memory.is_some_and(|s| !seat_ok(s)) {
            return Err("guard memory names an unknown seat".into());
        }
        // Votes.
        for v in &self.votes {
            let mut voters = BTreeSet::new();
            for b in &v.ballots {
                if !seat_ok(b.voter) || b.target.is_some_and(|t| !seat_ok(t)) || !voters.insert(b.voter) {
                    return Err("vote record has an unknown or repeated voter".into());
                }
            }
            let named = match &v.outcome {
                VoteOutcome::Executed { seat } => vec![*seat],
                VoteOutcome::Tie { seats } => seats.clone(),
                VoteOutcome::NoVotes => Vec::new(),
            };
            if v.day == 0 || v.day > self.day || named.iter().chain(&v.candidates).any(|s| !seat_ok(*s)) {
                return Err("vote record out of range".into());
            }
        }
        // Events: indices are positions.
        for (i, e) in self.events.iter().enumerate() {
            if usize::try_from(e.index).ok() != Some(i) || e.day > self.day {
                return Err(format!("event {i} is out of place"));
            }
        }
        for (seat, role) in &self.revealed_roles {
            if self.role_of(*seat) != Some(*role) {
                return Err("a revealed role is not the seat's role".into());
            }
        }
        for c in &self.public_claims {
            if !seat_ok(c.speaker_seat) || c.target_seat.is_some_and(|t| !seat_ok(t)) {
                return Err("a claim names an unknown seat".into());
            }
        }
        self.validate_flow()
    }

    fn validate_flow(&self) -> Result<(), String> {
        let n = self.players.len();
        let seat_ok = |s: Seat| usize::from(s) < n;
        let alive = |s: Seat| self.is_alive(s);
        let ballots_ok =
            |ballots: &[super::state::Ballot], voter_ok: &dyn Fn(Seat) -> bool, target_ok: &dyn Fn(Seat) -> bool| {
                let mut seen = BTreeSet::new();
                ballots.iter().all(|b| voter_ok(b.voter) && seen.insert(b.voter) && b.target.is_none_or(target_ok))
            };
        match (&self.phase, self.outcome) {
            (Phase::GameOver, Some(o)) => {
                if self.win_condition() != Some((o.winner, o.reason)) {
                    return Err("recorded winner does not match the board".into());
                }
                if !self.agenda.is_empty() {
                    return Err("a finished game has steps left".into());
                }
                return Ok(());
            }
            (Phase::GameOver, None) | (_, Some(_)) => return Err("phase and outcome disagree".into()),
            _ => {}
        }
        let tonight_open = self.nights.last().is_some_and(|n| !n.resolved);
        match &self.phase {
            Phase::Night { step } => {
                let role = match step {
                    NightStep::Guard => Role::Guard,
                    NightStep::Wolves => Role::Werewolf,
                    NightStep::Witch => Role::Witch,
                    NightStep::Seer => Role::Seer,
                };
                if !tonight_open || self.living_with_role(role).is_none() {
                    return Err("night step without its living role".into());
                }
            }
            Phase::HunterShot { seat, .. } => {
                if alive(*seat) || self.role_of(*seat) != Some(Role::Hunter) {
                    return Err("hunter shot by a seat that is not a dead Hunter".into());
                }
            }
            Phase::LastWords { seat, .. } => {
                if !seat_ok(*seat) || alive(*seat) {
                    return Err("last words by a living or unknown seat".into());
                }
            }
            Phase::DaySpeech { seat } => {
                if !alive(*seat) {
                    return Err("speech by a dead seat".into());
                }
            }
            Phase::Vote { ballots } => {
                if !ballots_ok(ballots, &alive, &alive) {
                    return Err("bad ballots".into());
                }
            }
            Phase::PkSpeech { seat, candidates } => {
                if !alive(*seat) || !candidates.contains(seat) {
                    return Err("PK speech by a seat that is not a living candidate".into());
                }
            }
            Phase::PkVote { candidates, ballots } => {
                let voter = |s: Seat| alive(s) && !candidates.contains(&s);
                let target = |s: Seat| candidates.contains(&s);
                if candidates.iter().any(|s| !seat_ok(*s)) || !ballots_ok(ballots, &voter, &target) {
                    return Err("bad PK ballots".into());
                }
            }
            Phase::GameOver => {}
        }
        let waiting_on_death = matches!(self.phase, Phase::HunterShot { .. } | Phase::LastWords { .. });
        if !waiting_on_death && self.win_condition().is_some() {
            return Err("the game should have ended".into());
        }
        if !matches!(self.phase, Phase::Night { .. }) && tonight_open {
            return Err("an unresolved night outside the night".into());
        }
        for step in &self.agenda {
            let seats: Vec<Seat> = match step {
                Step::HunterShot { seat, .. } | Step::LastWords { seat, .. } | Step::Speech { seat } => vec![*seat],
                Step::PkSpeech { seat, candidates } => {
                    std::iter::once(*seat).chain(candidates.iter().copied()).collect()
                }
                Step::PkVote { candidates } => candidates.clone(),
                _ => Vec::new(),
            };
            if seats.iter().any(|s| !seat_ok(*s)) {
                return Err("agenda names an unknown seat".into());
            }
            match step {
                Step::HunterShot { seat, .. } if self.role_of(*seat) != Some(Role::Hunter) || self.is_alive(*seat) => {
                    return Err("agenda has a shot for a seat that is not a dead Hunter".into());
                }
                Step::LastWords { seat, .. } if self.is_alive(*seat) => {
                    return Err("agenda has last words for a living seat".into());
                }
                _ => {}
            }
        }
        if self.id_rng.is_degenerate() {
            return Err("degenerate rng state".into());
        }
        Ok(())
    }
}
