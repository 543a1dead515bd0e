//! Plays one bot game and prints its transcript with every role (a god's-eye replay).
//!
//! `cargo run -p wolfcore --example bot_game -- [seed] [players] [en|zh] [fake-claim-rate]`

use wolfcore::bots::{play_pending, BotConfig, BotTable};
use wolfcore::engine::{EventKind, GameOptions, GameState};
use wolfcore::Lang;

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let players: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(12);
    let lang = args.next().and_then(|s| Lang::parse(&s)).unwrap_or(Lang::En);
    let mut options = GameOptions::preset(players, seed);
    options.lang = lang;
    let mut config = BotConfig { lang, ..BotConfig::default() };
    if let Some(rate) = args.next().and_then(|s| s.parse().ok()) {
        config.fake_claim_rate = rate;
    }
    let Ok(mut game) = GameState::new(options) else {
        eprintln!("invalid options");
        return;
    };
    let Ok(mut table) = BotTable::new(game.player_count(), seed, &config) else { return };
    if let Err(e) = play_pending(&mut game, &mut table) {
        eprintln!("error: {e}");
    }
    let roles: Vec<String> = game.players().iter().map(|p| format!("{}:{}", p.seat + 1, p.role.as_str())).collect();
    println!("roles: {}", roles.join(" "));
    for e in game.events() {
        let line = match &e.kind {
            EventKind::NightFell { night } => format!("--- night {night}"),
            EventKind::WolvesChose { target } => format!("wolves chose {:?}", target.map(|t| t + 1)),
            EventKind::NightResolved { guarded, saved, poisoned, .. } => format!(
                "night: guarded {:?} saved {:?} poisoned {:?}",
                guarded.map(|t| t + 1),
                saved.map(|t| t + 1),
                poisoned.map(|t| t + 1)
            ),
            EventKind::SeerResult { target, alignment, .. } => {
                format!("seer checked {}: {}", target + 1, alignment.as_str())
            }
            EventKind::DeathsAnnounced { seats, .. } => {
                format!("=== day {}: dead {:?}", e.day, seats.iter().map(|s| s + 1).collect::<Vec<_>>())
            }
            EventKind::Speech { seat, text, pk } => format!(
                "{}{} ({}): {text}",
                if *pk { "PK " } else { "" },
                seat + 1,
                game.role_of(*seat).map_or("?", |r| r.as_str())
            ),
            EventKind::LastWords { seat, text } => {
                format!("LAST {} ({}): {text}", seat + 1, game.role_of(*seat).map_or("?", |r| r.as_str()))
            }
            EventKind::VoteTallied { ballots, outcome, .. } => format!(
                "votes: {} -> {:?}",
                ballots
                    .iter()
                    .map(|b| format!("{}>{}", b.voter + 1, b.target.map_or("-".to_owned(), |t| (t + 1).to_string())))
                    .collect::<Vec<_>>()
                    .join(" "),
                outcome
            ),
            EventKind::HunterShot { seat, target, .. } => format!("hunter {} shot {}", seat + 1, target + 1),
            EventKind::SelfRevealed { seat } => format!("wolf {} self-revealed", seat + 1),
            EventKind::GameEnded { winner, reason, .. } => {
                format!("GAME OVER: {winner:?} ({reason:?}) on day {}", e.day)
            }
            _ => continue,
        };
        println!("{line}");
    }
}
