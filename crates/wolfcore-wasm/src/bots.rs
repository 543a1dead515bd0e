//! Bots from JS: `simulate` (the core's bot-vs-bot simulation, [`wolfcore::bots::simulate`])
//! and the `Game` methods `botCommand` / `playBots` (the core's hosted bots,
//! [`wolfcore::bots::bot_decision`] and [`wolfcore::bots::play_bots`]).
//!
//! Bindings only: configs are copied through a guarded `JSON.stringify` and read by the core's
//! strict serde (unknown keys refused), seats are checked, and every failure returns through
//! `Result` with the core's stable code, so the `Game` stays usable after any throw.

use wasm_bindgen::prelude::*;
use wolfcore::bots::{BotConfig, SimConfig};
use wolfcore::Seat;

use crate::convert::{cast, object_json, seat_arg};
use crate::convert::{is_missing, to_js};
use crate::errors::BindingError;
use crate::game::Game;
use crate::types::{BotConfigArg, CommandValue, SeatArg, SeatListArg, SimConfigArg, SimReportValue};

#[wasm_bindgen(typescript_custom_section)]
const TS_BOTS: &'static str = r#"
/**
 * How the rule-based bots play. Every rate is a probability in 0..1; every field is optional
 * and a missing one takes its default.
 */
export interface BotConfig {
  /** Language of the speeches (default `en`). In a `Game`, the game's language always wins. */
  lang?: GameLang;
  /** Chance that the wolf team fields a fake Seer (悍跳) on day 1 (default 0.5). */
  fakeClaimRate?: number;
  /** Chance that a fake Seer's new check is gold water on a fellow wolf (default 0.3). */
  fakeGoldRate?: number;
  /** Chance that the real Seer claims on a day when nothing forces it (default 0.7). */
  seerClaimRate?: number;
  /** Chance that the Witch reveals last night's save or poison unprompted (default 0.5). */
  witchRevealRate?: number;
  /** Chance that a Villager says "I am a villager" in a speech (default 0.3). */
  villagerClaimRate?: number;
  /** Chance that a wolf votes out a fellow wolf the village has all but convicted (default 0.25). */
  busRate?: number;
  /** Chance that an exposed wolf self-reveals instead of speaking (default 0.1). */
  selfRevealRate?: number;
  /**
   * Also merge each speech's structured claims into the ledger, as a perfect summary model
   * would (C2). Default false: the ledger holds what the rule-based extractor (C6) finds in
   * the speech text, as for a human's speech.
   */
  ingestClaims?: boolean;
  /**
   * What the village's bots read of the public-claims ledger, an ablation for measuring what
   * the ledger is worth: "full" (default), "no_verdicts" (no corroborated/disproved), "ignore"
   * (only their own claims). The wolves always read all of it.
   */
  villageLedger?: VillageLedger;
  /** How well the bots play (default "normal", tuned per standard board towards an even game). */
  difficulty?: Difficulty;
  /** Tuning only: overrides the difficulty's village belief blur (0..100). */
  villageNoise?: number;
  /** Tuning only: overrides the difficulty's wolf belief blur (0..100). */
  wolfNoise?: number;
}

/** What `simulate` plays. Every field is optional; a missing one takes its default. */
export interface SimConfig {
  /** Number of games, ≥ 1 (default 1,000). */
  games?: number;
  /** Seats (default 12): 6–12 use the R1 preset; 13–16 need `roles`. */
  players?: number;
  /** A custom board, one role per seat, instead of the preset. */
  roles?: BoardRole[];
  /**
   * Base seed (default 1): game `i` is dealt from `seed + i`, so one game can be replayed with
   * `new Game({ players, seed: seed + i })`. Above 2^53 pass a decimal string.
   */
  seed?: number | string;
  /** R4 (default `parity`). */
  winRule?: WinRule;
  /** R2.3 (default `always`). */
  witchSelfSave?: WitchSelfSave;
  /** R3.1 (default false). */
  revealRoleOnDeath?: boolean;
  /** R3.3 (default `executedAndFirstNight`). */
  lastWords?: LastWordsRule;
  /** The games' and the bots' language (default `en`). */
  lang?: GameLang;
  /** R9: a sheriff election on day 1 (default false). */
  sheriff?: boolean;
  /** How the bots play. */
  bots?: BotConfig;
  /** The wolf side's difficulty, when it differs from `bots.difficulty` (a head-to-head). */
  wolfDifficulty?: Difficulty;
}

/** A `SimConfig` with every default filled in, as a report carries it. */
export interface ResolvedSimConfig {
  games: number;
  players: number;
  roles?: BoardRole[];
  /** The base seed as a decimal string (64-bit seeds do not fit a JS number). */
  seed: string;
  winRule: WinRule;
  witchSelfSave: WitchSelfSave;
  revealRoleOnDeath: boolean;
  lastWords: LastWordsRule;
  lang: GameLang;
  /** Present only when `true`. */
  sheriff?: boolean;
  bots: Required<Omit<BotConfig, "villageNoise" | "wolfNoise">> & Pick<BotConfig, "villageNoise" | "wolfNoise">;
  /** The wolf side's difficulty in a head-to-head (absent otherwise). */
  wolfDifficulty?: Difficulty;
}

/** One side's results. */
export interface SideStats {
  wins: number;
  /** Share of games won. */
  rate: number;
  /** 95% Wilson score interval, low end. */
  ci95Low: number;
  /** 95% Wilson score interval, high end. */
  ci95High: number;
}
/** `count` out of `of`, and the ratio (0 when `of` is 0). */
export interface Share {
  count: number;
  of: number;
  rate: number;
}
/** What the wolves' fake Seer claims came to. */
export interface FakeSeerStats {
  /** Games in which a wolf claimed Seer, of all games. */
  claimed: Share;
  /** Of those: the fake claim was `contested` in the ledger before the end. */
  contested: Share;
  /** Of those: the fake claim was `disproved` before the end (the final reveal excluded). */
  disproved: Share;
  /** Of those: contested or disproved. */
  contestedOrDisproved: Share;
  /** Of those: village wins. */
  villageWins: Share;
}
/** Wins by reason (R4). */
export interface WinReasons {
  noWolvesLeft: number;
  parity: number;
  godsDead: number;
  villagersDead: number;
}
/** The raw integer totals of a simulation. */
export interface SimTally {
  games: number;
  villageWins: number;
  wolfWins: number;
  /** Games that reached the day limit with no winner (R4.3); absent while 0. */
  draws?: number;
  noWolvesLeft: number;
  parity: number;
  godsDead: number;
  villagersDead: number;
  totalDays: number;
  maxDays: number;
  totalCommands: number;
  fakeClaimGames: number;
  fakeContested: number;
  fakeDisproved: number;
  fakeContestedOrDisproved: number;
  realSeerClaimed: number;
  selfReveals: number;
  villageWinsWithFakeClaim: number;
  /** R9 (present only when not 0): games with an election, sheriffs elected, wolf sheriffs, elections without a sheriff, badges passed to good, to wolves, torn. */
  sheriffGames?: number;
  sheriffElected?: number;
  sheriffWolf?: number;
  badgeLostInElection?: number;
  badgeToGood?: number;
  badgeToWolf?: number;
  badgeTorn?: number;
}
/** R9: what became of the sheriff's badge. */
export interface SheriffStats {
  /** Elections that ended with a sheriff, of the games. */
  elected: Share;
  /** Of those: the sheriff was a wolf. */
  wolfSheriff: Share;
  /** Elections without a sheriff, of the games. */
  lostInElection: Share;
  /** Badge decisions (R9.7): passed to a good player, to a wolf, torn. */
  passedToGood: Share;
  passedToWolf: Share;
  torn: Share;
}
/** The result of `simulate`: deterministic per config, identical natively and in wasm (no timing in it). */
export interface SimReport {
  config: ResolvedSimConfig;
  games: number;
  village: SideStats;
  wolves: SideStats;
  /** Mean game length in days. */
  avgDays: number;
  maxDays: number;
  /** Mean commands per game. */
  avgCommands: number;
  winReasons: WinReasons;
  fakeSeer: FakeSeerStats;
  /** Games in which the real Seer claimed. */
  realSeerClaimed: Share;
  /** Werewolf self-reveals per game. */
  selfRevealsPerGame: number;
  /** R9: only for simulations with `sheriff`. */
  sheriff?: SheriffStats;
  /** Claim consistency (`docs/metrics.md`, M1–M9), as shares. */
  consistency: ConsistencyStats;
  /** The claim-consistency sums per role and per side. */
  metrics: MetricsTally;
  tally: SimTally;
}

/** Codes of the errors `simulate`, `botCommand` and `playBots` throw (besides `GameErrorCode`s). */
export type BotErrorCode =
  | "invalid_sim_config"
  | "no_games"
  | "invalid_bot_config"
  | "not_pending"
  | "bot_command_refused"
  | "too_many_commands"
  | "stalled"
  | "view_unavailable"
  | "not_a_seat_view"
  | "wrong_seat"
  | "missing_self"
  | "no_legal_move";
/** An error of `simulate`, `botCommand` or `playBots`, with the details its code carries. */
export interface BotError extends WolfcoreError {
  code: BotErrorCode | GameErrorCode | WolfcoreErrorCode;
  /** `not_pending`, `bot_command_refused`, `unknown_seat`: the seat. */
  seat?: number;
  /** `invalid_bot_config` for a rate out of range: the camelCase option. */
  field?: string;
  /** A failed simulated game: its index in the run (its seed is `seed`). */
  index?: number;
  /** A failed simulated game: its seed, a decimal string. */
  seed?: string;
}
"#;

/// Plays `config.games` bot-vs-bot games (game `i` dealt from `seed + i`) and returns win
/// rates with 95% Wilson intervals, game lengths and what became of the wolves' fake Seer
/// claims. Bots in every seat decide from their own seat's view only; every speech goes
/// through the engine's extractor into the ledger (C6), which the bots reason from.
/// Synchronous and deterministic: the same config gives the same report here and natively.
/// Long runs block the thread (in a browser, call it from a worker).
///
/// @throws {BotError} `invalid_sim_config` (not an object, wrong type, unknown key, bad seed),
/// `no_games`, `invalid_player_count`, `no_preset_board`, `invalid_roles`,
/// `invalid_bot_config` (with `field`).
#[wasm_bindgen]
pub fn simulate(config: &SimConfigArg) -> Result<SimReportValue, BindingError> {
    let json = object_json(config, "config", "invalid_sim_config")?;
    let config = SimConfig::from_json(&json)?;
    let report = wolfcore::bots::simulate(&config)?;
    cast(to_js(&report))
}

#[wasm_bindgen]
impl Game {
    /// The command the rule-based bot would play for `seat`'s pending action, decided from that
    /// seat's own view only (R6) and in the game's language. Nothing is applied; the command is
    /// one `apply` accepts. A function of the game: asked twice, or after `save`/`load`, the
    /// same command.
    ///
    /// @throws {BotError} `not_pending` (the seat has nothing to do, or the game is over),
    /// `invalid_argument` / `unknown_seat` (bad seat), `invalid_bot_config`.
    #[wasm_bindgen(js_name = botCommand)]
    pub fn bot_command(&self, seat: &SeatArg, bots: Option<BotConfigArg>) -> Result<CommandValue, BindingError> {
        let seat = seat_arg(seat, "seat", self.state.player_count())?;
        let config = bot_config(bots.map(JsValue::from).as_ref())?;
        let decision = wolfcore::bots::bot_decision(&self.state, seat, &config)?;
        cast(to_js(&decision.command))
    }

    /// Lets bots play every seat except `humanSeats` (default: none, so bots play the whole
    /// game), each move `botCommand`'s, until a human seat must act or the game ends. Returns
    /// how many commands were applied (0 when only humans are awaited or the game is over).
    ///
    /// @throws {BotError} `invalid_argument` / `unknown_seat` (bad `humanSeats`),
    /// `invalid_bot_config`; nothing is played then. A bot bug (`bot_command_refused`,
    /// `too_many_commands`) keeps the commands applied before it.
    #[wasm_bindgen(js_name = playBots)]
    pub fn play_bots(
        &mut self,
        #[wasm_bindgen(js_name = "humanSeats")] human_seats: Option<SeatListArg>,
        bots: Option<BotConfigArg>,
    ) -> Result<u32, BindingError> {
        let humans = seat_list(human_seats.map(JsValue::from).as_ref(), self.state.player_count())?;
        let config = bot_config(bots.map(JsValue::from).as_ref())?;
        let report = wolfcore::bots::play_bots(&mut self.state, &config, &humans)?;
        Ok(report.commands)
    }
}

/// Reads optional bot options (`undefined`/`null` → the defaults).
fn bot_config(value: Option<&JsValue>) -> Result<BotConfig, BindingError> {
    match value.filter(|v| !is_missing(v)) {
        None => Ok(BotConfig::default()),
        Some(v) => {
            let json = object_json(v, "bots", "invalid_bot_config")?;
            BotConfig::from_json(&json).map_err(BindingError::from)
        }
    }
}

/// Reads an optional list of 0-based seats. The list is copied through a guarded
/// `JSON.stringify`/`JSON.parse` first, so a proxy or a throwing getter is a typed error.
fn seat_list(value: Option<&JsValue>, players: u8) -> Result<Vec<Seat>, BindingError> {
    let Some(value) = value.filter(|v| !is_missing(v)) else {
        return Ok(Vec::new());
    };
    let copy = crate::convert::plain_array_copy(value, "humanSeats", "seats")?;
    copy.iter().enumerate().map(|(i, item)| seat_arg(&item, &format!("humanSeats[{i}]"), players)).collect()
}
