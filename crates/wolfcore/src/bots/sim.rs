//! Bot-vs-bot simulation: many seeded games, win rates with 95% Wilson intervals, game length
//! and what happened to the wolves' fake Seer claims.
//!
//! Game `i` uses seed `seed + i` (wrapping), so any single game can be replayed, and a range of
//! games gives the same [`SimTally`] however it is split: tallies are integer sums, merged in any
//! order (the CLI runs ranges on threads). The loop is single-threaded and platform-free, so the
//! wasm package can run it too; timing is the caller's business (there is no clock in here).

use std::collections::BTreeSet;
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::engine::{GameOptions, LastWordsRule, OptionsError, Side, WinReason, WinRule, WitchSelfSave};
use crate::i18n::Lang;
use crate::metrics::MetricsTally;
use crate::model::Role;

use super::config::{BotConfig, BotError, Difficulty};
use super::driver::{run_split_game, DriveError, GameSummary};

/// What to simulate. Serde camelCase; missing fields take the defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SimConfig {
    /// Number of games (≥ 1).
    pub games: u32,
    /// Seats (6–12 use the R1 preset; 13–16 need `roles`).
    pub players: u8,
    /// A custom board (one role per seat), instead of the preset.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<Role>>,
    /// Base seed: game `i` is dealt from `seed + i`.
    #[serde(with = "crate::seed")]
    pub seed: u64,
    /// R4.
    pub win_rule: WinRule,
    /// R2.3.
    pub witch_self_save: WitchSelfSave,
    /// R3.1.
    pub reveal_role_on_death: bool,
    /// R3.3.
    pub last_words: LastWordsRule,
    /// The bots' language (and the games').
    pub lang: Lang,
    /// R9: a sheriff election on day 1 (left out of the JSON while `false`).
    #[serde(skip_serializing_if = "is_false")]
    pub sheriff: bool,
    /// How the bots play.
    pub bots: BotConfig,
    /// The wolf side's difficulty, when it differs from `bots.difficulty` (a head-to-head;
    /// left out of the JSON when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wolf_difficulty: Option<Difficulty>,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if signature
fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for SimConfig {
    fn default() -> Self {
        SimConfig {
            games: 1_000,
            players: 12,
            roles: None,
            seed: 1,
            win_rule: WinRule::default(),
            witch_self_save: WitchSelfSave::default(),
            reveal_role_on_death: false,
            last_words: LastWordsRule::default(),
            lang: Lang::default(),
            sheriff: false,
            bots: BotConfig::default(),
            wolf_difficulty: None,
        }
    }
}

/// The seed of game `index` of a run with base `seed`.
#[must_use]
pub fn game_seed(seed: u64, index: u32) -> u64 {
    seed.wrapping_add(u64::from(index))
}

impl SimConfig {
    /// The options of game `index`.
    #[must_use]
    pub fn game_options(&self, index: u32) -> GameOptions {
        GameOptions {
            players: if self.roles.is_some() { None } else { Some(self.players) },
            roles: self.roles.clone(),
            seed: game_seed(self.seed, index),
            win_rule: self.win_rule,
            witch_self_save: self.witch_self_save,
            reveal_role_on_death: self.reveal_role_on_death,
            last_words: self.last_words,
            white_wolf_king_last_words: false,
            witch_self_poison: true,
            seat_roles: None,
            preferred_role: None,
            seat_names: None,
            first_speaker: None,
            sheriff: self.sheriff,
            sheriff_vote_weight: crate::engine::VoteWeight::default(),
            lang: self.lang,
        }
    }

    /// Checks the board and the bot options before any game is played.
    ///
    /// # Errors
    /// [`SimError`].
    pub fn validate(&self) -> Result<(), SimError> {
        if self.games == 0 {
            return Err(SimError::NoGames);
        }
        self.game_options(0).board_roles()?;
        self.bots.validate()?;
        Ok(())
    }

    /// Reads a config from JSON (camelCase, missing fields default, unknown fields refused; the
    /// seed a number or a decimal string). Not validated: [`simulate`] does that.
    ///
    /// # Errors
    /// [`SimError::InvalidConfig`] when the JSON does not have the documented shape.
    pub fn from_json(json: &str) -> Result<SimConfig, SimError> {
        serde_json::from_str(json).map_err(|e| SimError::InvalidConfig { message: e.to_string() })
    }
}

/// Why a simulation could not run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SimError {
    /// `games` is 0.
    #[error("a simulation needs at least one game")]
    NoGames,
    /// The config does not have the documented shape (wrong type, unknown field, bad seed).
    #[error("invalid simulation config: {message}")]
    InvalidConfig {
        /// What is wrong (serde's message).
        message: String,
    },
    /// The board options are invalid.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// The bot options are invalid.
    #[error(transparent)]
    Bots(#[from] BotError),
    /// A game failed (a bot bug: reported with the game to replay it).
    #[error("game {index} (seed {seed}) failed: {error}")]
    Game {
        /// Index in the run.
        index: u32,
        /// Its seed.
        seed: u64,
        /// What went wrong.
        error: DriveError,
    },
}

impl SimError {
    /// Stable snake_case code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            SimError::NoGames => "no_games",
            SimError::InvalidConfig { .. } => "invalid_sim_config",
            SimError::Options(e) => e.code(),
            SimError::Bots(e) => e.code(),
            SimError::Game { error, .. } => error.code(),
        }
    }
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if signature
fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Integer totals over a set of games; merging is order-independent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SimTally {
    /// Games played.
    pub games: u64,
    /// Village wins.
    pub village_wins: u64,
    /// Wolf wins.
    pub wolf_wins: u64,
    /// Games that reached the day limit with no winner (R4.3); left out of the JSON while 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub draws: u64,
    /// Wins by reason: no wolves left.
    pub no_wolves_left: u64,
    /// Wins by reason: parity.
    pub parity: u64,
    /// Wins by reason: every god dead.
    pub gods_dead: u64,
    /// Wins by reason: every villager dead.
    pub villagers_dead: u64,
    /// Sum of game lengths in days.
    pub total_days: u64,
    /// Longest game in days.
    pub max_days: u64,
    /// Sum of commands.
    pub total_commands: u64,
    /// Games in which a wolf claimed Seer.
    pub fake_claim_games: u64,
    /// … and that claim was contested before the end.
    pub fake_contested: u64,
    /// … and that claim was disproved before the end.
    pub fake_disproved: u64,
    /// … contested or disproved.
    pub fake_contested_or_disproved: u64,
    /// Games in which the real Seer claimed.
    pub real_seer_claimed: u64,
    /// Werewolf self-reveals.
    pub self_reveals: u64,
    /// Games won by the village among games with a fake Seer claim.
    pub village_wins_with_fake_claim: u64,
    /// R9: games with a sheriff election (the sheriff fields are left out of the JSON while 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sheriff_games: u64,
    /// R9: elections that ended with a sheriff.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sheriff_elected: u64,
    /// R9: … whose sheriff was a wolf.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sheriff_wolf: u64,
    /// R9.4: elections that ended without a sheriff (the badge lost in the election).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub badge_lost_in_election: u64,
    /// R9.7: badges passed to a good player.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub badge_to_good: u64,
    /// R9.7: badges passed to a wolf.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub badge_to_wolf: u64,
    /// R9.7: badges torn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub badge_torn: u64,
    /// Claim-consistency metrics (`docs/metrics.md`) summed per role and per side (in the
    /// report as `metrics`; left out of the tally's JSON).
    #[serde(skip)]
    pub metrics: MetricsTally,
    /// Speeches, campaign speeches and last words (in the report's `consistency`).
    #[serde(skip)]
    pub speeches: u64,
    /// The distinct texts among them (64-bit hashes; a set, so merging stays order-free).
    #[serde(skip)]
    pub speech_texts: BTreeSet<u64>,
}

impl SimTally {
    /// Adds one game.
    pub fn add(&mut self, g: &GameSummary) {
        self.games += 1;
        match g.winner {
            Side::Village => self.village_wins += 1,
            Side::Wolves => self.wolf_wins += 1,
            Side::Nobody => self.draws += 1,
        }
        match g.reason {
            WinReason::NoWolvesLeft => self.no_wolves_left += 1,
            WinReason::Parity => self.parity += 1,
            WinReason::GodsDead => self.gods_dead += 1,
            WinReason::VillagersDead => self.villagers_dead += 1,
            WinReason::DayLimit => {}
        }
        self.total_days += u64::from(g.days);
        self.max_days = self.max_days.max(u64::from(g.days));
        self.total_commands += u64::from(g.commands);
        let f = g.fake_claims;
        if f.claimed {
            self.fake_claim_games += 1;
            self.fake_contested += u64::from(f.contested);
            self.fake_disproved += u64::from(f.disproved);
            self.fake_contested_or_disproved += u64::from(f.contested || f.disproved);
            self.village_wins_with_fake_claim += u64::from(g.winner == Side::Village);
        }
        self.real_seer_claimed += u64::from(f.real_seer_claimed);
        self.self_reveals += u64::from(g.self_reveals);
        if let Some(s) = &g.sheriff {
            self.sheriff_games += 1;
            self.sheriff_elected += u64::from(s.elected);
            self.sheriff_wolf += u64::from(s.wolf);
            self.badge_lost_in_election += u64::from(!s.elected);
            self.badge_to_good += u64::from(s.to_good);
            self.badge_to_wolf += u64::from(s.to_wolf);
            self.badge_torn += u64::from(s.torn);
        }
        self.metrics.add(&g.metrics);
        self.speeches += g.speech_hashes.len() as u64;
        self.speech_texts.extend(g.speech_hashes.iter().copied());
    }

    /// Adds another tally.
    pub fn merge(&mut self, o: &SimTally) {
        self.games += o.games;
        self.village_wins += o.village_wins;
        self.wolf_wins += o.wolf_wins;
        self.draws += o.draws;
        self.no_wolves_left += o.no_wolves_left;
        self.parity += o.parity;
        self.gods_dead += o.gods_dead;
        self.villagers_dead += o.villagers_dead;
        self.total_days += o.total_days;
        self.max_days = self.max_days.max(o.max_days);
        self.total_commands += o.total_commands;
        self.fake_claim_games += o.fake_claim_games;
        self.fake_contested += o.fake_contested;
        self.fake_disproved += o.fake_disproved;
        self.fake_contested_or_disproved += o.fake_contested_or_disproved;
        self.real_seer_claimed += o.real_seer_claimed;
        self.self_reveals += o.self_reveals;
        self.village_wins_with_fake_claim += o.village_wins_with_fake_claim;
        self.sheriff_games += o.sheriff_games;
        self.sheriff_elected += o.sheriff_elected;
        self.sheriff_wolf += o.sheriff_wolf;
        self.badge_lost_in_election += o.badge_lost_in_election;
        self.badge_to_good += o.badge_to_good;
        self.badge_to_wolf += o.badge_to_wolf;
        self.badge_torn += o.badge_torn;
        self.metrics.merge(&o.metrics);
        self.speeches += o.speeches;
        self.speech_texts.extend(o.speech_texts.iter().copied());
    }
}

/// Plays games `range` of `config` (seeds `seed + i`) and totals them.
///
/// # Errors
/// [`SimError::Game`] for the first game that fails.
pub fn simulate_range(config: &SimConfig, range: Range<u32>) -> Result<SimTally, SimError> {
    let mut tally = SimTally::default();
    for index in range {
        let options = config.game_options(index);
        let summary = run_split_game(&options, &config.bots, config.wolf_difficulty)
            .map_err(|error| SimError::Game { index, seed: options.seed, error })?;
        tally.add(&summary);
    }
    Ok(tally)
}

/// Runs the whole simulation on this thread.
///
/// # Errors
/// [`SimError`].
pub fn simulate(config: &SimConfig) -> Result<SimReport, SimError> {
    config.validate()?;
    let tally = simulate_range(config, 0..config.games)?;
    Ok(SimReport::new(config, &tally))
}

/// The 95% Wilson score interval for `successes` out of `n` (`(0, 1)` when `n` is 0).
#[must_use]
pub fn wilson_interval(successes: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n_f = n as f64;
    let p = successes.min(n) as f64 / n_f;
    let z2 = Z * Z;
    let denom = 1.0 + z2 / n_f;
    let centre = (p + z2 / (2.0 * n_f)) / denom;
    let half = Z * (p * (1.0 - p) / n_f + z2 / (4.0 * n_f * n_f)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// One side's result.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SideStats {
    /// Games won.
    pub wins: u64,
    /// Share of games won.
    pub rate: f64,
    /// 95% Wilson interval, low end.
    pub ci95_low: f64,
    /// 95% Wilson interval, high end.
    pub ci95_high: f64,
}

impl SideStats {
    fn new(wins: u64, games: u64) -> SideStats {
        let (ci95_low, ci95_high) = wilson_interval(wins, games);
        SideStats { wins, rate: ratio(wins, games), ci95_low, ci95_high }
    }
}

/// A share with its count.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Share {
    /// How many.
    pub count: u64,
    /// Out of how many.
    pub of: u64,
    /// `count / of` (0 when `of` is 0).
    pub rate: f64,
}

impl Share {
    fn new(count: u64, of: u64) -> Share {
        Share { count, of, rate: ratio(count, of) }
    }
}

/// What the wolves' fake Seer claims came to.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FakeSeerStats {
    /// Games in which a wolf claimed Seer, of all games.
    pub claimed: Share,
    /// Of those games: the fake claim was contested by the ledger before the end.
    pub contested: Share,
    /// Of those games: the fake claim was disproved before the end (the final reveal excluded).
    pub disproved: Share,
    /// Of those games: contested or disproved.
    pub contested_or_disproved: Share,
    /// Of those games: village wins.
    pub village_wins: Share,
}

/// R9: what became of the sheriff's badge (only for simulations with `sheriff`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SheriffStats {
    /// Elections that ended with a sheriff, of the games.
    pub elected: Share,
    /// Of those: the elected sheriff was a wolf.
    pub wolf_sheriff: Share,
    /// Elections that ended without a sheriff (nobody ran, no votes, a second tie), of the games.
    pub lost_in_election: Share,
    /// Badge hand-overs (R9.7) to a good player, of all badge decisions.
    pub passed_to_good: Share,
    /// … to a wolf.
    pub passed_to_wolf: Share,
    /// … torn.
    pub torn: Share,
}

/// The result of a simulation. Deterministic per config (no timing in it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SimReport {
    /// What was simulated.
    pub config: SimConfig,
    /// Games played.
    pub games: u64,
    /// Village results.
    pub village: SideStats,
    /// Wolf results.
    pub wolves: SideStats,
    /// Mean game length in days.
    pub avg_days: f64,
    /// Longest game in days.
    pub max_days: u64,
    /// Mean commands per game.
    pub avg_commands: f64,
    /// Wins by reason.
    pub win_reasons: WinReasons,
    /// The wolves' fake Seer claims.
    pub fake_seer: FakeSeerStats,
    /// Games in which the real Seer claimed.
    pub real_seer_claimed: Share,
    /// Werewolf self-reveals per game.
    pub self_reveals_per_game: f64,
    /// R9: the sheriff's badge (only with `sheriff`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<SheriffStats>,
    /// Claim consistency (`docs/metrics.md`): the issue-19 targets.
    pub consistency: ConsistencyStats,
    /// The claim-consistency sums per role (`Role::REAL` order) and per side.
    pub metrics: MetricsTally,
    /// The raw totals.
    pub tally: SimTally,
}

/// Wins by reason (R4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WinReasons {
    /// Village: no wolf left.
    pub no_wolves_left: u64,
    /// Wolves: parity.
    pub parity: u64,
    /// Wolves (`sideKill`): every god dead.
    pub gods_dead: u64,
    /// Wolves (`sideKill`): every villager dead.
    pub villagers_dead: u64,
}

impl SimReport {
    /// The report of `tally` for `config`.
    #[must_use]
    pub fn new(config: &SimConfig, tally: &SimTally) -> SimReport {
        let t = tally;
        let fakes = t.fake_claim_games;
        SimReport {
            config: config.clone(),
            games: t.games,
            village: SideStats::new(t.village_wins, t.games),
            wolves: SideStats::new(t.wolf_wins, t.games),
            avg_days: ratio(t.total_days, t.games),
            max_days: t.max_days,
            avg_commands: ratio(t.total_commands, t.games),
            win_reasons: WinReasons {
                no_wolves_left: t.no_wolves_left,
                parity: t.parity,
                gods_dead: t.gods_dead,
                villagers_dead: t.villagers_dead,
            },
            fake_seer: FakeSeerStats {
                claimed: Share::new(fakes, t.games),
                contested: Share::new(t.fake_contested, fakes),
                disproved: Share::new(t.fake_disproved, fakes),
                contested_or_disproved: Share::new(t.fake_contested_or_disproved, fakes),
                village_wins: Share::new(t.village_wins_with_fake_claim, fakes),
            },
            real_seer_claimed: Share::new(t.real_seer_claimed, t.games),
            self_reveals_per_game: ratio(t.self_reveals, t.games),
            sheriff: (t.sheriff_games > 0).then(|| {
                let decisions = t.badge_to_good + t.badge_to_wolf + t.badge_torn;
                SheriffStats {
                    elected: Share::new(t.sheriff_elected, t.sheriff_games),
                    wolf_sheriff: Share::new(t.sheriff_wolf, t.sheriff_elected),
                    lost_in_election: Share::new(t.badge_lost_in_election, t.sheriff_games),
                    passed_to_good: Share::new(t.badge_to_good, decisions),
                    passed_to_wolf: Share::new(t.badge_to_wolf, decisions),
                    torn: Share::new(t.badge_torn, decisions),
                }
            }),
            consistency: ConsistencyStats::new(t),
            metrics: t.metrics.clone(),
            tally: t.clone(),
        }
    }
}

/// Claim consistency over a run (`docs/metrics.md`, M1–M9), as shares.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConsistencyStats {
    /// M1: good ballots that went to the voter's own stated wolf read of the day, of good
    /// ballots cast with such a read open.
    pub good_votes_follow_reads: Share,
    /// M1: the same for wolves.
    pub wolf_votes_follow_reads: Share,
    /// M2: self-contradictions per claim, all seats.
    pub self_contradictions: Share,
    /// M3: lies among good seats' factual claims.
    pub good_lies: Share,
    /// M3: lies among wolves' factual claims.
    pub wolf_lies: Share,
    /// M4: good seats' reads proved wrong at the end.
    pub good_wrong_reads: Share,
    /// M5: fake Seer/Witch claims caught (counter-claimed, then voted out).
    pub fake_claims_caught: Share,
    /// M6: good ballots following an unrefuted Seer check, of ballots with one open.
    pub checks_followed: Share,
    /// M7: Witches alive when night 3 fell who had poisoned by then.
    pub witch_poisoned_by_night3: Share,
    /// M7: poisons that hit a wolf.
    pub poisons_on_wolves: Share,
    /// M7: Hunters offered a shot who fired.
    pub hunter_shot: Share,
    /// M7: shots that hit a wolf.
    pub shots_on_wolves: Share,
    /// M7: Guard nights that blocked the wolves' kill.
    pub guard_blocks: Share,
    /// M8: good day ballots that abstained.
    pub good_abstentions: Share,
    /// M8: good sheriff ballots that abstained.
    pub good_sheriff_abstentions: Share,
    /// M9: seats that spoke on day 1 and made at least one claim (a claim or a read).
    pub day1_substantive: Share,
    /// Distinct speech texts, of all speeches.
    pub distinct_speeches: Share,
}

impl ConsistencyStats {
    fn new(t: &SimTally) -> ConsistencyStats {
        let m = &t.metrics;
        let (g, w) = (&m.good, &m.wolves);
        let witch = m.role(Role::Witch);
        let hunter = m.role(Role::Hunter);
        let guard = m.role(Role::Guard);
        ConsistencyStats {
            good_votes_follow_reads: Share::new(g.read_ballots_followed, g.read_ballots),
            wolf_votes_follow_reads: Share::new(w.read_ballots_followed, w.read_ballots),
            self_contradictions: Share::new(g.self_contradictions + w.self_contradictions, g.claims + w.claims),
            good_lies: Share::new(g.lies, g.claims),
            wolf_lies: Share::new(w.lies, w.claims),
            good_wrong_reads: Share::new(g.wrong_reads, g.reads),
            fake_claims_caught: Share::new(w.fake_claims_caught + g.fake_claims_caught, w.fake_claims + g.fake_claims),
            checks_followed: Share::new(g.check_ballots_followed, g.check_ballots),
            witch_poisoned_by_night3: Share::new(witch.poisoned_by_night3, witch.alive_night3),
            poisons_on_wolves: Share::new(witch.poisons_on_wolves, witch.poisons),
            hunter_shot: Share::new(hunter.shot, hunter.could_shoot),
            shots_on_wolves: Share::new(hunter.shot_wolf, hunter.shot),
            guard_blocks: Share::new(guard.guard_blocks, guard.guard_nights),
            good_abstentions: Share::new(g.abstentions, g.ballots),
            good_sheriff_abstentions: Share::new(g.sheriff_abstentions, g.sheriff_ballots),
            day1_substantive: Share::new(g.day1_claimed + w.day1_claimed, g.day1_spoke + w.day1_spoke),
            distinct_speeches: Share::new(t.speech_texts.len() as u64, t.speeches),
        }
    }
}
