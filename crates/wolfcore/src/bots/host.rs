//! Bots beside humans in one hosted game (the package's `Game.botCommand` / `Game.playBots`).
//!
//! The simulation drivers ([`BotTable`](super::BotTable)) keep one RNG stream per seat for a
//! whole game. A hosted game cannot: it may be saved and loaded, its human seats may change
//! between calls, and a UI may ask for a bot's move twice (a hint, a re-render). So here a bot's
//! RNG is derived from the game's seed, the seat and the length of the event log at the moment
//! it decides ([`decision_rng`]): the move is a function of the game alone — the same when
//! asked twice, the same after `save`/`load`. Every accepted command appends to the log, so a
//! seat never sees the same draws twice in one game.

use crate::engine::{GameState, Rng};
use crate::model::Seat;

use super::config::BotConfig;
use super::driver::{DriveError, PlayReport, MAX_COMMANDS_PER_GAME};
use super::{Bot, Decision};

/// RNG stream base of hosted bots (distinct from the simulation's per-seat streams).
const HOST_STREAM: u64 = 0x484f_5354_0000;

/// The RNG of the bot in `seat` deciding when the game seeded `seed` has `events` events.
#[must_use]
pub fn decision_rng(seed: u64, seat: Seat, events: usize) -> Rng {
    let events = u64::try_from(events).unwrap_or(u64::MAX);
    Rng::new(seed.wrapping_add(events.wrapping_mul(0x9E37_79B9_7F4A_7C15)), HOST_STREAM + u64::from(seat))
}

/// The move the bot in `seat` makes for that seat's pending action, decided from the seat's own
/// view only (R6), in the game's language (`config.lang` is overridden). Nothing is applied.
///
/// # Errors
/// [`DriveError::NotPending`] when the seat has nothing to do (or the game is over),
/// [`DriveError::Bot`] for an invalid `config`, [`DriveError::View`] for a seat the board lacks.
pub fn bot_decision(game: &GameState, seat: Seat, config: &BotConfig) -> Result<Decision, DriveError> {
    let bot = hosted_bot(game, config)?;
    decide(game, seat, &bot)
}

/// Plays every pending action of a seat not in `humans`, in the engine's order, until the game
/// ends or only human seats are awaited. Each move is [`bot_decision`]'s; with
/// [`BotConfig::ingest_claims`] a speech's structured claims are merged as well.
///
/// # Errors
/// [`DriveError`]; the game keeps every command applied before the error.
pub fn play_bots(game: &mut GameState, config: &BotConfig, humans: &[Seat]) -> Result<PlayReport, DriveError> {
    let bot = hosted_bot(game, config)?;
    let mut commands = 0u32;
    while !game.is_over() {
        let Some(action) = game.pending().into_iter().find(|a| !humans.contains(&a.seat)) else {
            break;
        };
        if commands >= MAX_COMMANDS_PER_GAME {
            return Err(DriveError::TooManyCommands { limit: MAX_COMMANDS_PER_GAME });
        }
        let seat = action.seat;
        let decision = decide(game, seat, &bot)?;
        game.apply_unreported(&decision.command).map_err(|error| DriveError::Refused {
            seat,
            command: Box::new(decision.command.clone()),
            error,
        })?;
        if bot.config().ingest_claims && !decision.claims.is_empty() {
            game.ingest_claims(&decision.claims).map_err(DriveError::Ingest)?;
        }
        commands += 1;
    }
    Ok(PlayReport { commands, game_over: game.is_over() })
}

fn hosted_bot(game: &GameState, config: &BotConfig) -> Result<Bot, DriveError> {
    let mut cfg = config.clone();
    cfg.lang = game.options().lang;
    Ok(Bot::new(cfg)?)
}

fn decide(game: &GameState, seat: Seat, bot: &Bot) -> Result<Decision, DriveError> {
    // R6: the bot gets its seat's view, never the game.
    if usize::from(seat) >= usize::from(game.player_count()) {
        return Err(DriveError::View(crate::engine::CommandError::UnknownSeat { seat }));
    }
    let action = game.pending().into_iter().find(|a| a.seat == seat).ok_or(DriveError::NotPending { seat })?;
    let mut rng = decision_rng(game.options().seed, seat, game.events().len());
    Ok(game.with_seat_view(seat, |view| bot.decide_seat(view, &action, &mut rng)).map_err(DriveError::View)??)
}
