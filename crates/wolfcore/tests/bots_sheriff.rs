//! R9: the bots play the sheriff election and the badge (docs/rules.md#r9): every command they
//! send is accepted, games end, and their choices follow their roles; a 12-seat sheriff game is
//! pinned for parity (R1) natively, in the browser and in Node.

#![allow(clippy::panic, clippy::unwrap_used)] // test helpers: a failed check must stop the test

#[path = "parity/mod.rs"]
mod parity;

use wolfcore::bots::{play_bots, BotConfig};
use wolfcore::engine::{boards, EventKind, GameOptions, GameState, Side};
use wolfcore::{Alignment, Role};

/// `standard-12` (or another named board) with a sheriff election, seed `seed`.
fn board_game(id: &str, seed: u64) -> GameState {
    let b = boards().into_iter().find(|b| b.id == id).expect("board");
    let mut o = GameOptions::preset(b.players, seed);
    o.players = None;
    o.roles = Some(b.roles.clone());
    o.win_rule = b.win_rule;
    o.sheriff = true;
    GameState::new(o).expect("game")
}

#[test]
fn r9_sheriff_12_bot_game_is_pinned() {
    let o = GameOptions::from_json(parity::SHERIFF_12_OPTIONS).expect("options");
    assert!(o.sheriff);
    let mut g = GameState::new(o).expect("game");
    let report = play_bots(&mut g, &BotConfig::default(), &[]).expect("bots");
    assert_eq!((report.commands, report.game_over), (parity::SHERIFF_12_COMMANDS, true));
    assert_eq!(g.event_log_digest(), parity::SHERIFF_12_DIGEST);
    assert!(g.events().iter().any(|e| matches!(e.kind, EventKind::SheriffElected { .. })));
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.day), (Side::Wolves, 3));
}

/// Per-game facts the tests below add up.
#[derive(Default, Debug)]
struct Counts {
    games: u32,
    ran: [u32; 2],
    seats: [u32; 2],
    seer_ran: u32,
    seers: u32,
    wolf_sheriffs: u32,
    sheriffs: u32,
    withdrawals: u32,
    pk: u32,
    passes_to_good: u32,
    passes_to_wolf: u32,
    torn: u32,
    wolf_passes_to_mate: u32,
    wolf_passes: u32,
    seer_passes_to_checked_good: u32,
    seer_passes: u32,
    directions: u32,
    weighted_tallies: u32,
    village_wins: u32,
}

fn play(g: &mut GameState, cfg: &BotConfig, c: &mut Counts) {
    let report = play_bots(g, cfg, &[]).expect("every bot command is accepted");
    assert!(report.game_over, "the game ends");
    let role = |s: u8| g.role_of(s).unwrap_or(Role::Unknown);
    c.games += 1;
    c.village_wins += u32::from(g.outcome().map(|o| o.winner) == Some(Side::Village));
    let seer_checks: Vec<(u8, Alignment)> = g
        .events()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::SeerResult { target, alignment, .. } => Some((target, alignment)),
            _ => None,
        })
        .collect();
    for e in g.events() {
        match &e.kind {
            EventKind::SheriffRunDeclared { seat, run } => {
                let wolf = usize::from(role(*seat).is_wolf());
                c.seats[wolf] += 1;
                c.ran[wolf] += u32::from(*run);
                if role(*seat) == Role::Seer {
                    c.seers += 1;
                    c.seer_ran += u32::from(*run);
                }
            }
            EventKind::SheriffWithdrew { .. } => c.withdrawals += 1,
            EventKind::SheriffVoteTallied { pk: true, .. } => c.pk += 1,
            EventKind::SheriffElected { seat: Some(s), .. } => {
                c.sheriffs += 1;
                c.wolf_sheriffs += u32::from(role(*s).is_wolf());
            }
            EventKind::SheriffDirectionChosen { .. } => c.directions += 1,
            EventKind::VoteTallied { sheriff: Some(_), .. } => c.weighted_tallies += 1,
            EventKind::BadgePassed { seat, target } => {
                match target {
                    None => c.torn += 1,
                    Some(t) if role(*t).is_wolf() => c.passes_to_wolf += 1,
                    Some(_) => c.passes_to_good += 1,
                }
                if role(*seat).is_wolf() {
                    c.wolf_passes += 1;
                    // R9.7: a wolf sheriff never hands the badge to the village.
                    assert!(target.is_none_or(|t| role(t).is_wolf()), "wolf {seat} passed to {target:?}");
                    c.wolf_passes_to_mate += u32::from(target.is_some());
                }
                if role(*seat) == Role::Seer {
                    c.seer_passes += 1;
                    let checked_good = |t: u8| seer_checks.contains(&(t, Alignment::Good));
                    c.seer_passes_to_checked_good += u32::from(target.is_some_and(checked_good));
                }
            }
            _ => {}
        }
    }
}

#[test]
fn r9_bots_play_every_sheriff_decision_on_every_board() {
    let styles = [
        BotConfig::default(),
        BotConfig { fake_claim_rate: 1.0, self_reveal_rate: 1.0, ..BotConfig::default() },
        BotConfig { fake_claim_rate: 0.0, seer_claim_rate: 0.0, ingest_claims: true, ..BotConfig::default() },
    ];
    let mut c = Counts::default();
    for b in boards() {
        for seed in 0..12u64 {
            let cfg = &styles[usize::try_from(seed % 3).unwrap()];
            let mut g = board_game(b.id, seed);
            play(&mut g, cfg, &mut c);
        }
    }
    // Presets and custom boards with every vote weight, too.
    for seed in 0..24u64 {
        let mut o = GameOptions::preset(6 + u8::try_from(seed % 7).unwrap(), seed);
        o.sheriff = true;
        o.sheriff_vote_weight =
            wolfcore::engine::VoteWeight::from_f64([1.0, 1.5, 2.0][usize::try_from(seed % 3).unwrap()]).unwrap();
        let mut g = GameState::new(o).expect("game");
        play(&mut g, &BotConfig::default(), &mut c);
    }
    eprintln!("{c:?}");
    // R9.2: the Seer runs far more often than the rest of the village.
    let rate = |a: u32, b: u32| f64::from(a) / f64::from(b.max(1));
    let village_ran = rate(c.ran[0] - c.seer_ran, c.seats[0] - c.seers);
    assert!(rate(c.seer_ran, c.seers) > 0.7 && village_ran < 0.3, "{c:?}");
    // Wolves run too (the fake Seer among them), and sometimes win the badge.
    assert!(c.ran[1] > 0 && c.wolf_sheriffs > 0, "{c:?}");
    // Every decision is exercised.
    assert!(c.withdrawals > 0 && c.directions > 0 && c.weighted_tallies > 0, "{c:?}");
    assert!(c.passes_to_good > 0 && c.torn > 0 && c.wolf_passes_to_mate > 0, "{c:?}");
    // R9.7: a Seer hands the badge to a seat it checked good whenever it can.
    assert!(c.seer_passes == 0 || rate(c.seer_passes_to_checked_good, c.seer_passes) > 0.5, "{c:?}");
}

#[test]
fn r9_simulator_reports_the_sheriff_and_the_badge() {
    use wolfcore::bots::{simulate, simulate_range, SimConfig};
    let b = boards().into_iter().find(|b| b.id == "standard-12").expect("board");
    let config = SimConfig {
        games: 40,
        players: 12,
        roles: Some(b.roles.clone()),
        win_rule: b.win_rule,
        seed: 3,
        sheriff: true,
        ..SimConfig::default()
    };
    let report = simulate(&config).expect("sim");
    let s = report.sheriff.expect("sheriff stats");
    let t = &report.tally;
    assert_eq!(t.sheriff_games, 40);
    assert_eq!(s.elected.count + s.lost_in_election.count, 40);
    assert_eq!(s.elected.of, 40);
    assert!(s.wolf_sheriff.count <= s.elected.count && s.wolf_sheriff.count > 0);
    let decisions = t.badge_to_good + t.badge_to_wolf + t.badge_torn;
    assert!(decisions > 0 && s.passed_to_good.of == decisions);
    // Ranges add up to the whole run (the CLI's threads).
    let mut split = simulate_range(&config, 0..17).expect("sim");
    split.merge(&simulate_range(&config, 17..40).expect("sim"));
    assert_eq!(&split, t);
    let json = serde_json::to_value(&report).expect("json");
    assert_eq!(json["config"]["sheriff"], true);
    assert_eq!(json["tally"]["sheriffGames"], 40);
    // Without a sheriff the report and its JSON read as before.
    let plain = simulate(&SimConfig { sheriff: false, ..config }).expect("sim");
    assert!(plain.sheriff.is_none());
    let json = serde_json::to_value(&plain).expect("json");
    assert!(json.get("sheriff").is_none() && json["tally"].get("sheriffGames").is_none());
    assert!(json["config"].get("sheriff").is_none());
}
