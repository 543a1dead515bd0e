//! Bot options and the bot's errors.

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::model::{Role, Seat};

/// How the bots play. Every rate is a probability in `0..=1`. Serde camelCase; missing fields
/// take the defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BotConfig {
    /// Language of the speeches (the drivers set it to the game's language).
    pub lang: Lang,
    /// Chance that the wolf team fields a fake Seer (悍跳) on day 1.
    pub fake_claim_rate: f64,
    /// Chance that a fake Seer's new check (when not aimed at the real Seer) is gold water on a
    /// fellow wolf rather than a fake wolf check on a good player.
    pub fake_gold_rate: f64,
    /// Chance that the real Seer claims on a day when nothing forces it (a found wolf, a
    /// counter-claim, an accusation, a PK or last words always do).
    pub seer_claim_rate: f64,
    /// Chance that the Witch reveals last night's save or poison unprompted.
    pub witch_reveal_rate: f64,
    /// Chance that a Villager (or a wolf pretending) says "I am a villager" in a speech.
    pub villager_claim_rate: f64,
    /// Chance that a wolf votes for a fellow wolf the village has all but convicted (bussing).
    pub bus_rate: f64,
    /// Chance that an exposed wolf self-reveals instead of speaking (it dies, the day ends).
    pub self_reveal_rate: f64,
    /// The drivers also merge each speech's structured claims into the ledger, as a perfect
    /// summary model would (C2). Off (the default): the ledger holds only what the engine's
    /// rule-based extractor (C6) finds in the speech text, exactly as for a human's speech.
    pub ingest_claims: bool,
    /// What the village's bots (every seat but the wolves) may read of the public-claims
    /// ledger: an ablation switch for measuring what the ledger is worth (issue 13). Default
    /// `full`.
    pub village_ledger: VillageLedger,
    /// How well the bots play (issue 19): `easy`, `normal` (default) or `hard`. The strength
    /// of each level comes from [`Skill::of`], tuned with the simulator (BENCHMARKS-sim.md).
    pub difficulty: Difficulty,
    /// Tuning only (the simulator's search): overrides the difficulty's village blur.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub village_noise: Option<f64>,
    /// Tuning only: overrides the difficulty's wolf blur.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wolf_noise: Option<f64>,
}

crate::unit_enum::wire_enum! {
    /// How well the bots play (issue 19).
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum Difficulty as "Difficulty" {
        /// Blurred reads, wasted potions and shots, little coordination among the wolves.
        Easy = "easy",
        /// A fair table: each standard board tuned towards an even game (BENCHMARKS-sim.md).
        #[default]
        Normal = "normal",
        /// Sharp reads, every power used on the best read.
        Hard = "hard",
    }
}

impl Difficulty {
    /// Reads a wire name.
    #[must_use]
    pub fn parse(s: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.as_str() == s)
    }
}

/// The strategy's numbers for one difficulty on one board (the tuned parameters).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Skill {
    /// Spread of the seeded per-seat, per-day blur added to a good bot's private suspicion (0:
    /// the assessment as computed).
    pub village_noise: f64,
    /// Spread of the blur on the pack's shared picture of the village (its kills and pushes).
    pub wolf_noise: f64,
    /// Suspicion at which a good bot states a wolf read (and then votes it).
    pub read_at: f64,
    /// Suspicion at which the Witch poisons (from night 2; two thirds of it from night 3).
    pub poison_at: f64,
    /// Suspicion at which the Hunter shoots.
    pub shoot_at: f64,
}

impl Skill {
    /// The parameters of `difficulty` on a board of `board` role counts. `normal` carries the
    /// per-board blur found by the simulator's search (BENCHMARKS-sim.md, "Tuning"), so each
    /// standard board plays towards an even game; other boards use the 12-seat values.
    #[must_use]
    pub fn of(difficulty: Difficulty, board: &crate::board::RoleCounts, win_rule: crate::engine::WinRule) -> Skill {
        let sharp = Skill { village_noise: 0.0, wolf_noise: 0.0, read_at: 0.3, poison_at: 1.5, shoot_at: -1.0 };
        match difficulty {
            Difficulty::Hard => sharp,
            Difficulty::Easy => {
                Skill { village_noise: 6.0, wolf_noise: 2.0, read_at: 0.3, poison_at: 4.0, shoot_at: 2.5 }
            }
            Difficulty::Normal => {
                let (village_noise, wolf_noise) = tuned_normal(board, win_rule);
                Skill { village_noise, wolf_noise, ..sharp }
            }
        }
    }
}

/// `normal`'s blur per standard board (R8.3: its role counts and win rule), `(village, wolves)`:
/// the result of the tuning search recorded in BENCHMARKS-sim.md. Other boards play unblurred.
fn tuned_normal(b: &crate::board::RoleCounts, win_rule: crate::engine::WinRule) -> (f64, f64) {
    use crate::engine::WinRule::{Parity, SideKill};
    if b.count(Role::Knight) > 0 {
        // white-wolf-king-knight-12 (the Knight's board, tuned after merging it)
        return if (
            b.count(Role::Werewolf),
            b.count(Role::WhiteWolfKing),
            b.count(Role::Guard),
            b.count(Role::Idiot),
            b.count(Role::Villager),
        ) == (3, 1, 1, 0, 4)
            && win_rule == SideKill
        {
            (0.0, 7.0)
        } else {
            (0.0, 0.0)
        };
    }
    let key = (
        b.count(Role::Werewolf),
        b.count(Role::WhiteWolfKing),
        b.count(Role::Guard),
        b.count(Role::Idiot),
        b.count(Role::Villager),
        win_rule,
    );
    match key {
        // classic-8, standard-9
        (3, 0, 0, 0, 2, Parity) | (3, 0, 0, 0, 3, SideKill) => (0.0, 7.0),
        // standard-11
        (2, 1, 1, 1, 3, SideKill) => (1.0, 0.0),
        // seer-witch-hunter-idiot-12
        (4, 0, 0, 1, 4, SideKill) => (0.0, 6.5),
        // white-wolf-king-guard-12
        (3, 1, 1, 0, 4, SideKill) => (0.0, 4.5),
        // standard-10, standard-12, every other board
        _ => (0.0, 0.0),
    }
}

crate::unit_enum::wire_enum! {
    /// How much of the public-claims ledger the village's bots read (an ablation, issue 13). The
    /// wolves always read all of it; the engine keeps the ledger either way.
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub enum VillageLedger as "VillageLedger" {
        /// The whole ledger, verdicts included (how the bots play).
        #[default]
        Full = "full",
        /// The claims with their C3.2 conflicts, but no C4 verdicts: `corroborated` and `disproved`
        /// read as `unverified`.
        NoVerdicts = "no_verdicts",
        /// Only the bot's own claims (its memory of what it said); nobody else's.
        Ignore = "ignore",
    }
}

impl Default for BotConfig {
    fn default() -> Self {
        BotConfig {
            lang: Lang::En,
            fake_claim_rate: 0.5,
            fake_gold_rate: 0.3,
            seer_claim_rate: 0.7,
            witch_reveal_rate: 0.5,
            villager_claim_rate: 0.3,
            bus_rate: 0.25,
            self_reveal_rate: 0.1,
            ingest_claims: false,
            village_ledger: VillageLedger::Full,
            difficulty: Difficulty::Normal,
            village_noise: None,
            wolf_noise: None,
        }
    }
}

impl BotConfig {
    /// Reads options from JSON (camelCase, missing fields default, unknown fields refused). Not
    /// validated: [`Bot::new`](super::Bot::new) does that.
    ///
    /// # Errors
    /// [`BotError::Malformed`] when the JSON does not have the documented shape.
    pub fn from_json(json: &str) -> Result<BotConfig, BotError> {
        serde_json::from_str(json).map_err(|e| BotError::Malformed { message: e.to_string() })
    }

    /// The strategy's numbers for this config on a board of `board` role counts.
    #[must_use]
    pub fn skill(&self, board: &crate::board::RoleCounts, win_rule: crate::engine::WinRule) -> Skill {
        let mut skill = Skill::of(self.difficulty, board, win_rule);
        skill.village_noise = self.village_noise.unwrap_or(skill.village_noise);
        skill.wolf_noise = self.wolf_noise.unwrap_or(skill.wolf_noise);
        skill
    }

    /// Checks every rate is a finite number in `0..=1` (the blur overrides in `0..=100`).
    ///
    /// # Errors
    /// [`BotError::InvalidConfig`] naming the first bad field.
    pub fn validate(&self) -> Result<(), BotError> {
        let rates = [
            ("fakeClaimRate", self.fake_claim_rate),
            ("fakeGoldRate", self.fake_gold_rate),
            ("seerClaimRate", self.seer_claim_rate),
            ("witchRevealRate", self.witch_reveal_rate),
            ("villagerClaimRate", self.villager_claim_rate),
            ("busRate", self.bus_rate),
            ("selfRevealRate", self.self_reveal_rate),
        ];
        for (field, rate) in rates {
            if !(0.0..=1.0).contains(&rate) {
                return Err(BotError::InvalidConfig { field });
            }
        }
        for (field, noise) in [("villageNoise", self.village_noise), ("wolfNoise", self.wolf_noise)] {
            if noise.is_some_and(|x| !(0.0..=100.0).contains(&x)) {
                return Err(BotError::InvalidConfig { field });
            }
        }
        Ok(())
    }
}

/// Why a bot could not decide.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    /// The view is not a seat's own view (god or spectator): bots only play from their seat (R6).
    #[error("bots decide only from a seat's own view")]
    NotASeatView,
    /// The view belongs to another seat than the pending action.
    #[error("the view is seat {view}'s but the action is seat {pending}'s")]
    WrongSeat {
        /// The view's seat.
        view: Seat,
        /// The acting seat.
        pending: Seat,
    },
    /// The view lacks the seat's own state.
    #[error("the view has no private state for its seat")]
    MissingSelf,
    /// The pending action offers no legal move.
    #[error("no legal move for this action")]
    NoLegalMove,
    /// A configuration rate is outside `0..=1`.
    #[error("bot option {field} must be a number in 0..=1")]
    InvalidConfig {
        /// The camelCase option name.
        field: &'static str,
    },
    /// The options do not have the documented shape (wrong type, unknown field).
    #[error("invalid bot options: {message}")]
    Malformed {
        /// What is wrong (serde's message).
        message: String,
    },
}

impl BotError {
    /// Stable snake_case code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            BotError::NotASeatView => "not_a_seat_view",
            BotError::WrongSeat { .. } => "wrong_seat",
            BotError::MissingSelf => "missing_self",
            BotError::NoLegalMove => "no_legal_move",
            BotError::InvalidConfig { .. } | BotError::Malformed { .. } => "invalid_bot_config",
        }
    }
}
