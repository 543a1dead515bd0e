//! Measures `GameState::load` (R7: a save is the options and the input log, replayed on load)
//! on the longest of 200 bot games on a 16-seat board, with the bots' structured claims
//! ingested as a summary model would (so the log holds commands and claims), and on the longest
//! game the rules allow: 16 seats played to the 40-day limit (R4.3).
//!
//! `cargo run --release -p wolfcore --example load_bench`
//!
//! Prints the game's length, the save's size and the mean time per load (a benchmark, never a
//! timed test: the numbers go to BENCHMARKS.md with this command).

use std::hint::black_box;
use std::time::{Duration, Instant};

use wolfcore::bots::{play_bots, BotConfig};
use wolfcore::engine::{GameOptions, GameState, MoveChoice};
use wolfcore::Role::{Guard, Hunter, Seer, Villager, Werewolf, Witch};

fn sixteen_seats(seed: u64) -> GameOptions {
    let mut o = GameOptions::preset(16, seed);
    o.players = None;
    o.roles = Some([vec![Werewolf; 5], vec![Seer, Witch, Guard, Hunter], vec![Villager; 7]].concat());
    o
}

/// The longest game the rules allow (R4.3): 16 seats, nobody ever dies — wolves kill nobody, the
/// table abstains — so it runs to the day limit, every seat making a short claim-bearing speech
/// each day (the extractor runs again on every replayed speech).
fn day_limit_game() -> GameState {
    let mut g = GameState::new(sixteen_seats(7)).expect("board");
    while let Some(p) = g.pending().first().cloned() {
        let seat = p.seat;
        let text = format!("I am a villager. Seat {} is good.", (seat + 1) % 16 + 1);
        // Nobody and abstain wherever allowed (the Seer must check someone), a speech with a claim.
        let target = if p.can_skip { None } else { p.targets.first().copied() };
        let Some(cmd) = p.action.command(seat, MoveChoice { target, text, ..MoveChoice::default() }) else { break };
        if g.apply(&cmd).is_err() {
            break;
        }
    }
    g
}

fn mean_time(mut f: impl FnMut()) -> (Duration, u32) {
    f();
    let start = Instant::now();
    let mut runs = 0u32;
    while start.elapsed() < Duration::from_millis(1_500) || runs < 5 {
        f();
        runs += 1;
    }
    (start.elapsed() / runs, runs)
}

fn main() {
    let config = BotConfig { ingest_claims: true, ..BotConfig::default() };
    let mut longest: Option<GameState> = None;
    for seed in 0..200u64 {
        let Ok(mut g) = GameState::new(sixteen_seats(seed)) else { continue };
        if play_bots(&mut g, &config, &[]).is_err() {
            continue;
        }
        if longest.as_ref().is_none_or(|l| g.inputs().len() > l.inputs().len()) {
            longest = Some(g);
        }
    }
    let Some(game) = longest else {
        eprintln!("no game finished");
        return;
    };
    report("longest of 200 bot games, 16 seats", &game);
    report("day-limit game, 16 seats, 40 days", &day_limit_game());
}

fn report(name: &str, game: &GameState) {
    let saved = game.save();
    let commands = game.inputs().iter().filter(|i| matches!(i, wolfcore::engine::Input::Command(_))).count();
    println!(
        "{name}, seed {}: {} days, {} inputs ({} commands), {} events, {} ledger claims",
        game.options().seed,
        game.day(),
        game.inputs().len(),
        commands,
        game.events().len(),
        game.public_claims().len()
    );
    println!("  save: {} bytes", saved.len());
    let (load, runs) = mean_time(|| {
        let loaded = GameState::load(black_box(&saved));
        black_box(loaded.map(|g| g.day()).ok());
    });
    println!("  load (replay): {:.3} ms per load (mean of {runs})", load.as_secs_f64() * 1e3);
    let (save, runs) = mean_time(|| {
        black_box(game.save().len());
    });
    println!("  save: {:.3} ms per save (mean of {runs})", save.as_secs_f64() * 1e3);
    match GameState::load(&saved) {
        Ok(loaded) if loaded == *game => println!("  round trip: identical"),
        _ => println!("  round trip: DIFFERENT"),
    }
}
