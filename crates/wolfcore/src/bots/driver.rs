//! Drivers: they own the game, hand each bot its own seat's view, and apply the bots' commands
//! through the engine exactly like a human's (R5).

use serde::{Deserialize, Serialize};

use crate::engine::{
    Command, CommandError, GameOptions, GameState, IngestError, OptionsError, PendingAction, Rng, Side, WinReason,
};
use crate::model::{ClaimStatus, Role, Seat};

use super::config::{BotConfig, BotError};
use super::Bot;

/// A safety valve: no game played by bots comes anywhere near this many commands (a 16-seat
/// game of many days is a few hundred).
pub const MAX_COMMANDS_PER_GAME: u32 = 20_000;

/// RNG stream base of the bots (the engine's deal and claim ids use streams 1 and 2).
const BOT_STREAM: u64 = 0x424f_5453_0000;

/// The RNG of the bot in `seat` for a game seeded `seed`: one independent stream per seat, so
/// a seat's draws never depend on how often the others drew.
#[must_use]
pub fn bot_rng(seed: u64, seat: Seat) -> Rng {
    Rng::new(seed, BOT_STREAM + u64::from(seat))
}

/// Which seats bots play, each with its own RNG.
#[derive(Debug, Clone)]
pub struct BotTable {
    seats: Vec<Option<(Bot, Rng)>>,
    ingest_claims: bool,
}

impl BotTable {
    /// Bots in every one of `players` seats, their RNGs derived from `seed`.
    ///
    /// # Errors
    /// [`BotError::InvalidConfig`].
    pub fn new(players: u8, seed: u64, config: &BotConfig) -> Result<BotTable, BotError> {
        BotTable::with_humans(players, seed, config, &[])
    }

    /// Bots in every seat except `humans` (those wait for their own commands).
    ///
    /// # Errors
    /// [`BotError::InvalidConfig`].
    pub fn with_humans(players: u8, seed: u64, config: &BotConfig, humans: &[Seat]) -> Result<BotTable, BotError> {
        let bot = Bot::new(config.clone())?;
        let seats = (0..players).map(|s| (!humans.contains(&s)).then(|| (bot.clone(), bot_rng(seed, s)))).collect();
        Ok(BotTable { seats, ingest_claims: config.ingest_claims })
    }

    /// Bots in every seat, the wolf side playing `wolves` and everyone else `config` (a
    /// head-to-head of two difficulties, issue 19). The driver reads the deal to seat them; the
    /// bots still see only their own views (R6).
    ///
    /// # Errors
    /// [`BotError::InvalidConfig`].
    pub fn split(game: &GameState, seed: u64, config: &BotConfig, wolves: &BotConfig) -> Result<BotTable, BotError> {
        let village = Bot::new(config.clone())?;
        let pack = Bot::new(wolves.clone())?;
        let seats = (0..game.player_count())
            .map(|s| {
                let bot = if game.role_of(s).is_some_and(Role::is_wolf) { pack.clone() } else { village.clone() };
                Some((bot, bot_rng(seed, s)))
            })
            .collect();
        Ok(BotTable { seats, ingest_claims: config.ingest_claims })
    }

    /// Whether a bot plays `seat`.
    #[must_use]
    pub fn is_bot(&self, seat: Seat) -> bool {
        self.seats.get(usize::from(seat)).is_some_and(Option::is_some)
    }

    /// Plays one pending action of a bot seat: builds that seat's view, asks the bot, applies
    /// the command, merges the speech's claims.
    fn play(&mut self, game: &mut GameState, action: &PendingAction) -> Result<(), DriveError> {
        let seat = action.seat;
        let Some(Some((bot, rng))) = self.seats.get_mut(usize::from(seat)) else {
            return Err(DriveError::Stalled);
        };
        // R6: the bot gets its seat's view, never the game.
        let decision =
            game.with_seat_view(seat, |view| bot.decide_seat(view, action, rng)).map_err(DriveError::View)??;
        game.apply_unreported(&decision.command).map_err(|error| DriveError::Refused {
            seat,
            command: Box::new(decision.command.clone()),
            error,
        })?;
        if self.ingest_claims && !decision.claims.is_empty() {
            game.ingest_claims(&decision.claims).map_err(DriveError::Ingest)?;
        }
        Ok(())
    }
}

/// What [`play_pending`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayReport {
    /// Commands the bots played.
    pub commands: u32,
    /// Whether the game is over.
    pub game_over: bool,
}

/// Why a driver stopped.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DriveError {
    /// A bot could not decide.
    #[error(transparent)]
    Bot(#[from] BotError),
    /// The engine refused a bot's command: a bot bug (bots must only make legal moves).
    #[error("seat {seat}'s command {command:?} was refused: {error}")]
    Refused {
        /// The bot's seat.
        seat: Seat,
        /// The command.
        command: Box<Command>,
        /// The engine's error.
        error: CommandError,
    },
    /// The seat's view could not be built.
    #[error("view unavailable: {0}")]
    View(CommandError),
    /// The ledger refused a speech's claims.
    #[error("claims refused: {0}")]
    Ingest(IngestError),
    /// The game options are invalid.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// The game did not end within [`MAX_COMMANDS_PER_GAME`] commands.
    #[error("no result after {limit} commands")]
    TooManyCommands {
        /// The limit.
        limit: u32,
    },
    /// Nobody a bot plays can act, yet the game is not over.
    #[error("the game waits for a seat no bot plays")]
    Stalled,
    /// A bot was asked to move for a seat the game is not waiting for (or the game is over).
    #[error("seat {seat} has nothing to do now")]
    NotPending {
        /// The seat asked about.
        seat: Seat,
    },
}

impl DriveError {
    /// Stable snake_case code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            DriveError::Bot(e) => e.code(),
            DriveError::Refused { .. } => "bot_command_refused",
            DriveError::View(_) => "view_unavailable",
            DriveError::Ingest(e) => e.code(),
            DriveError::Options(e) => e.code(),
            DriveError::TooManyCommands { .. } => "too_many_commands",
            DriveError::Stalled => "stalled",
            DriveError::NotPending { .. } => "not_pending",
        }
    }
}

/// Plays every pending action of a bot seat, in the engine's order, until the game ends or only
/// seats without a bot (humans) are awaited.
///
/// # Errors
/// [`DriveError`]; the game keeps every command applied before the error.
pub fn play_pending(game: &mut GameState, table: &mut BotTable) -> Result<PlayReport, DriveError> {
    drive(game, table, &mut |_| {})
}

fn drive(
    game: &mut GameState,
    table: &mut BotTable,
    observe: &mut dyn FnMut(&GameState),
) -> Result<PlayReport, DriveError> {
    let mut commands = 0u32;
    while !game.is_over() {
        let Some(action) = game.pending().into_iter().find(|a| table.is_bot(a.seat)) else { break };
        if commands >= MAX_COMMANDS_PER_GAME {
            return Err(DriveError::TooManyCommands { limit: MAX_COMMANDS_PER_GAME });
        }
        table.play(game, &action)?;
        commands += 1;
        observe(game);
    }
    Ok(PlayReport { commands, game_over: game.is_over() })
}

/// What happened to the wolves' fake Seer claims in one game (read from the ledger, with the god
/// knowledge of who is a wolf — a simulation statistic, never shown to a bot).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FakeClaimRecord {
    /// A wolf (Werewolf or White Wolf King) claimed Seer (a role claim or a seer check).
    pub claimed: bool,
    /// A wolf's Seer claim was `contested` (C3.2) at some point before the game ended.
    pub contested: bool,
    /// A wolf's Seer claim was `disproved` (C4) before the game ended (the final reveal of
    /// every role, which disproves every lie, does not count).
    pub disproved: bool,
    /// The real Seer claimed.
    pub real_seer_claimed: bool,
}

impl FakeClaimRecord {
    fn observe(&mut self, game: &GameState) {
        let over = game.is_over();
        for c in game.public_claims() {
            if c.claimed_role() != Some(Role::Seer) {
                continue;
            }
            match game.role_of(c.speaker_seat) {
                // Any wolf-side seat (R8.2: a White Wolf King may be the pack's fake Seer too).
                Some(role) if role.is_wolf() => {
                    self.claimed = true;
                    if !over {
                        self.contested |= c.status == ClaimStatus::Contested;
                        self.disproved |= c.status == ClaimStatus::Disproved;
                    }
                }
                Some(Role::Seer) => self.real_seer_claimed = true,
                _ => {}
            }
        }
    }
}

/// One finished bot game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// The game's seed (a decimal string in JSON).
    #[serde(with = "crate::seed")]
    pub seed: u64,
    /// Seats.
    pub players: u8,
    /// The winner.
    pub winner: Side,
    /// Why.
    pub reason: WinReason,
    /// The day the game ended on.
    pub days: u32,
    /// Commands played.
    pub commands: u32,
    /// Every seat's role.
    pub roles: Vec<Role>,
    /// The wolves' fake Seer claims.
    pub fake_claims: FakeClaimRecord,
    /// Werewolf self-reveals.
    pub self_reveals: u32,
    /// Claims in the ledger at the end.
    pub ledger_size: usize,
    /// R9: the election and the badge, in games with a sheriff.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sheriff: Option<SheriffRecord>,
    /// Every seat's claim-consistency metrics (`docs/metrics.md`).
    #[serde(default)]
    pub metrics: crate::metrics::GameMetrics,
    /// A 64-bit FNV-1a hash of every speech and last words text, in log order (for counting
    /// distinct texts over a run; not serialised).
    #[serde(skip)]
    pub speech_hashes: Vec<u64>,
}

/// FNV-1a, 64 bits: the same on every platform.
fn text_hash(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// R9: what one game's sheriff election and badge came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SheriffRecord {
    /// The election ended with a sheriff.
    pub elected: bool,
    /// … who was a wolf.
    pub wolf: bool,
    /// Badge hand-overs to a good player.
    pub to_good: u32,
    /// Badge hand-overs to a wolf.
    pub to_wolf: u32,
    /// Badges torn.
    pub torn: u32,
}

impl SheriffRecord {
    /// Reads the election and the badge decisions of a game (god view), `None` without an election.
    #[must_use]
    pub fn of(game: &GameState) -> Option<SheriffRecord> {
        use crate::engine::EventKind;
        let wolf = |s: Seat| game.role_of(s).is_some_and(Role::is_wolf);
        let mut record: Option<SheriffRecord> = None;
        for e in game.events() {
            match e.kind {
                EventKind::SheriffElected { seat, .. } => {
                    record = Some(SheriffRecord {
                        elected: seat.is_some(),
                        wolf: seat.is_some_and(wolf),
                        ..SheriffRecord::default()
                    });
                }
                EventKind::BadgePassed { target, .. } => {
                    if let Some(r) = &mut record {
                        match target {
                            None => r.torn += 1,
                            Some(t) if wolf(t) => r.to_wolf += 1,
                            Some(_) => r.to_good += 1,
                        }
                    }
                }
                _ => {}
            }
        }
        record
    }
}

/// Plays one game with a bot in every seat. The bots speak the game's language
/// (`options.lang` overrides `config.lang`) and draw from RNGs derived from `options.seed`.
///
/// # Errors
/// [`DriveError`] (a refused command is a bot bug and is reported, never skipped).
pub fn run_bot_game(options: &GameOptions, config: &BotConfig) -> Result<GameSummary, DriveError> {
    run_split_game(options, config, None)
}

/// [`run_bot_game`] with the wolf side at difficulty `wolves` (when given) and every other seat
/// at `config.difficulty`: how the simulator measures one level against another.
///
/// # Errors
/// [`DriveError`].
pub fn run_split_game(
    options: &GameOptions,
    config: &BotConfig,
    wolves: Option<super::config::Difficulty>,
) -> Result<GameSummary, DriveError> {
    let mut cfg = config.clone();
    cfg.lang = options.lang;
    let mut game = GameState::new(options.clone())?;
    let mut table = match wolves {
        None => BotTable::new(game.player_count(), options.seed, &cfg)?,
        Some(d) => BotTable::split(&game, options.seed, &cfg, &BotConfig { difficulty: d, ..cfg.clone() })?,
    };
    let mut record = FakeClaimRecord::default();
    let report = drive(&mut game, &mut table, &mut |g| record.observe(g))?;
    let outcome = game.outcome().ok_or(DriveError::Stalled)?;
    let self_reveals =
        game.events().iter().filter(|e| matches!(e.kind, crate::engine::EventKind::SelfRevealed { .. })).count();
    Ok(GameSummary {
        seed: options.seed,
        players: game.player_count(),
        winner: outcome.winner,
        reason: outcome.reason,
        days: outcome.day,
        commands: report.commands,
        roles: game.players().iter().map(|p| p.role).collect(),
        fake_claims: record,
        self_reveals: u32::try_from(self_reveals).unwrap_or(u32::MAX),
        ledger_size: game.public_claims().len(),
        sheriff: SheriffRecord::of(&game),
        metrics: crate::metrics::of_game(&game),
        speech_hashes: game
            .events()
            .iter()
            .filter_map(|e| match &e.kind {
                crate::engine::EventKind::Speech { text, .. }
                | crate::engine::EventKind::SheriffSpeech { text, .. }
                | crate::engine::EventKind::LastWords { text, .. } => Some(text_hash(text)),
                _ => None,
            })
            .collect(),
    })
}
