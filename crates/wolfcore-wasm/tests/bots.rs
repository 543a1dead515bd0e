//! Browser tests of the bots: `simulate` gives the native report (R1 parity, pinned in
//! `crates/wolfcore/tests/bots.rs` and `tests/node/bots.test.mjs`), `Game.playBots` plays the
//! pinned game, `Game.botCommand` moves are accepted (R5), bad input is a typed error.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::panic)] // test driver

mod common;
#[path = "../../wolfcore/tests/parity/mod.rs"]
mod parity;

use common::{assert_error, cast, err, js, prop};
use parity::{
    pinned_part, HOSTED_DIGEST, PARITY_TALLY, SHERIFF_12_COMMANDS, SHERIFF_12_DIGEST, SHERIFF_12_OPTIONS,
    STANDARD_12_COMMANDS, STANDARD_12_DIGEST, STANDARD_12_OPTIONS,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use wolfcore::bots::SimReport;
use wolfcore::engine::Command;
use wolfcore_wasm::types::{BotConfigArg, CommandArg, GameOptionsArg, SeatArg, SeatListArg, SimConfigArg};
use wolfcore_wasm::{simulate, Game};

wasm_bindgen_test_configure!(run_in_browser);

fn seat(n: u8) -> SeatArg {
    cast(JsValue::from(n))
}

/// A JS value read back into a core type through JSON.
fn read<T: serde::de::DeserializeOwned>(value: &JsValue) -> T {
    let json = String::from(js_sys::JSON::stringify(value).expect("stringify"));
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

#[wasm_bindgen_test]
fn r1_sim_parity_200_games_9_players_seed_7() {
    let report: JsValue =
        simulate(&js::<SimConfigArg>(r#"{"games":200,"players":9,"seed":"7"}"#)).expect("simulate").into();
    let r: SimReport = read(&report);
    assert_eq!(pinned_part(&r.tally), PARITY_TALLY);
    // The floats as JS sees them, bit for bit.
    let village = prop(&report, "village");
    assert_eq!(prop(&village, "rate").as_f64(), Some(0.455));
    assert_eq!(prop(&village, "ci95Low").as_f64(), Some(0.387482193098835));
    assert_eq!(prop(&village, "ci95High").as_f64(), Some(0.524213886275119));
    assert_eq!(prop(&report, "avgDays").as_f64(), Some(2.89));
    assert_eq!(prop(&report, "avgCommands").as_f64(), Some(49.7));
    assert_eq!(prop(&prop(&report, "config"), "seed").as_string().as_deref(), Some("7"));
}

#[wasm_bindgen_test]
fn simulate_bad_config_is_typed() {
    for (config, code) in [
        ("null", "invalid_sim_config"),
        ("[]", "invalid_sim_config"),
        (r#"{"gamez":1}"#, "invalid_sim_config"),
        (r#"{"seed":"x"}"#, "invalid_sim_config"),
        (r#"{"games":0}"#, "no_games"),
        (r#"{"games":1,"players":5}"#, "invalid_player_count"),
        (r#"{"games":1,"bots":{"busRate":7}}"#, "invalid_bot_config"),
    ] {
        assert_error(&err(simulate(&js::<SimConfigArg>(config))), code);
    }
}

#[wasm_bindgen_test]
fn r5_play_bots_pinned_game() {
    let mut game = Game::new(&js::<GameOptionsArg>(r#"{"players":9,"seed":7}"#)).expect("game");
    assert_eq!(game.play_bots(None, None).expect("playBots"), 58);
    assert!(game.is_over());
    assert_eq!(game.event_log_digest(), HOSTED_DIGEST);
    assert_error(&err(game.bot_command(&seat(0), None)), "not_pending");
}

/// R8.3 / R1 parity: the standard 12-seat board with the White Wolf King and the Idiot.
#[wasm_bindgen_test]
fn r8_3_standard_12_bots_pinned_game() {
    let mut game = Game::new(&js::<GameOptionsArg>(STANDARD_12_OPTIONS)).expect("game");
    assert_eq!(game.play_bots(None, None).expect("playBots"), STANDARD_12_COMMANDS);
    assert!(game.is_over());
    assert_eq!(game.event_log_digest(), STANDARD_12_DIGEST);
}

/// R9 parity: the 12-seat sheriff bot game gives the digest pinned natively (`bots_sheriff.rs`).
#[wasm_bindgen_test]
fn r9_sheriff_12_bot_game_matches_native() {
    let mut game = Game::new(&js::<GameOptionsArg>(SHERIFF_12_OPTIONS)).expect("game");
    assert_eq!(game.play_bots(None, None).expect("playBots"), SHERIFF_12_COMMANDS);
    assert!(game.is_over());
    assert_eq!(game.event_log_digest(), SHERIFF_12_DIGEST);
}

#[wasm_bindgen_test]
fn r5_bot_commands_are_accepted_and_humans_wait() {
    let mut game = Game::new(&js::<GameOptionsArg>(r#"{"players":12,"seed":5,"lang":"zh"}"#)).expect("game");
    let human = 3u8;
    let mut turns = 0;
    while !game.is_over() {
        game.play_bots(Some(js::<SeatListArg>("[3]")), None).expect("playBots");
        if game.is_over() {
            break;
        }
        let pending: JsValue = game.pending().expect("pending").into();
        let first = js_sys::Array::from(&pending).get(0);
        assert_eq!(prop(&first, "seat").as_f64(), Some(f64::from(human)), "only the human is awaited");
        // The human plays the bot's advice, which apply accepts.
        let cmd: JsValue = game.bot_command(&seat(human), None).expect("botCommand").into();
        let typed: Command = read(&cmd);
        assert_eq!(typed.seat(), human);
        game.apply(&cast::<CommandArg>(cmd)).expect("accepted");
        turns += 1;
        assert!(turns < 300);
    }
    assert!(turns > 0);
    let mut bad = Game::new(&js::<GameOptionsArg>(r#"{"players":9,"seed":1}"#)).expect("game");
    assert_error(&err(bad.play_bots(Some(js("[9]")), None)), "unknown_seat");
    assert_error(&err(bad.play_bots(None, Some(js::<BotConfigArg>(r#"{"bus":1}"#)))), "invalid_bot_config");
    assert_eq!(bad.play_bots(None, None).map(|n| n > 0), Ok(true), "usable after the throws");
}

/// Issue 19: `game.metrics()` hands JS exactly the core's metrics (docs/metrics.md), for every
/// seat, before and after the end.
#[wasm_bindgen_test]
fn metrics_are_the_cores() {
    use wolfcore::metrics::{of_game, GameMetrics};
    let mut game = Game::new(&js::<GameOptionsArg>(STANDARD_12_OPTIONS)).expect("game");
    let before: GameMetrics = read(&game.metrics().expect("metrics").into());
    assert!(!before.over);
    assert_eq!(before.seats.len(), 12);
    game.play_bots(None, None).expect("playBots");
    let m: GameMetrics = read(&game.metrics().expect("metrics").into());
    let mut core = wolfcore::engine::GameState::new(
        wolfcore::engine::GameOptions::from_json(STANDARD_12_OPTIONS).expect("options"),
    )
    .expect("game");
    wolfcore::bots::play_bots(&mut core, &wolfcore::bots::BotConfig::default(), &[]).expect("bots");
    assert!(m.over);
    assert_eq!(m, of_game(&core));
}
