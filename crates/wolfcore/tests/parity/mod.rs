//! The cross-platform parity fixtures (R1: "the same seed and options give the same game, on
//! every platform"), shared by the native tests (`engine_parity.rs`, `bots.rs`) and the browser
//! tests (`crates/wolfcore-wasm/tests/{game,bots}.rs`, which include this file by path). The
//! Node tests (`tests/node/{game,bots}.test.mjs`) pin the same values. If the engine's or the
//! bots' output changes on purpose, update the constants here and in those two Node files.
#![allow(dead_code)] // each test crate uses a part of the fixtures

use std::collections::BTreeSet;

use wolfcore::bots::{SimConfig, SimTally};
use wolfcore::engine::{ActionKind, Command, Direction, MoveChoice, PendingAction};
use wolfcore::metrics::MetricsTally;

/// The options of the parity game, as JSON (the JS tests pass the same object). The seed is
/// 2^53 + 7 as a decimal string: as a JS number it would round to 2^53 + 8.
pub(crate) const PARITY_OPTIONS: &str =
    r#"{"players":12,"seed":"9007199254740999","lang":"zh","witchSelfSave":"firstNightOnly"}"#;

/// FNV-1a 64 of the parity game's event log JSON (`GameState::event_log_digest`).
pub(crate) const PARITY_DIGEST: &str = "addf3c4e18c4fab3";

/// Commands the policy plays before the parity game ends.
pub(crate) const PARITY_COMMANDS: usize = 112;

/// R8.3 parity: the `standard-12` board (3 Werewolf, White Wolf King, Seer, Witch, Hunter, Guard,
/// Idiot, 3 Villager; `sideKill`) from seed 12, played by the default bots (`playBots`). Pinned in
/// `engine_roles.rs` (native), `crates/wolfcore-wasm/tests/bots.rs` (browser) and
/// `tests/node/roles.test.mjs` (Node). The three bot-game digests here were re-pinned when a
/// bot's line stopped repeating a form already said that day (same draws, same games, same
/// command counts; other wording).
pub(crate) const STANDARD_12_OPTIONS: &str = r#"{"roles":["Werewolf","Werewolf","Werewolf","WhiteWolfKing","Seer","Witch","Guard","Hunter","Villager","Villager","Villager","Idiot"],"winRule":"sideKill","seed":12}"#;

/// Digest of that game's event log.
pub(crate) const STANDARD_12_DIGEST: &str = "9950448a502d55a2";

/// Commands the bots play in it.
pub(crate) const STANDARD_12_COMMANDS: u32 = 59;

/// R9 parity: `standard-12` with a sheriff election (`sheriff: true`), seed 12, played by the
/// default bots (`playBots`). Pinned in `bots_sheriff.rs` (native), `crates/wolfcore-wasm/tests/bots.rs`
/// (browser) and `tests/node/sheriff.test.mjs` (Node).
pub(crate) const SHERIFF_12_OPTIONS: &str = r#"{"roles":["Werewolf","Werewolf","Werewolf","WhiteWolfKing","Seer","Witch","Guard","Hunter","Villager","Villager","Villager","Idiot"],"winRule":"sideKill","seed":12,"sheriff":true}"#;

/// Digest of that game's event log.
pub(crate) const SHERIFF_12_DIGEST: &str = "e7c9650110e89723";

/// Commands the bots play in it.
pub(crate) const SHERIFF_12_COMMANDS: u32 = 114;

/// The policy's command for one pending action.
pub(crate) fn policy(p: &PendingAction) -> Command {
    let seat = p.seat;
    let n = u32::from(seat) + 1;
    let text = match p.action {
        ActionKind::LastWords => format!("第{n}号遗言"),
        ActionKind::SheriffSpeak => format!("第{n}号竞选警长"),
        _ => format!("第{n}号发言：我是好人 ✓"),
    };
    // The first target (or nobody), the Witch's save when she has one, every third seat runs.
    let choice = MoveChoice {
        target: p.targets.first().copied(),
        text,
        save: p.save_target.is_some(),
        run: seat % 3 == 0,
        direction: Direction::Clockwise,
    };
    p.action.command(seat, choice).expect("a target where the move needs one")
}

/// The parity run pinned natively here, in the browser (`crates/wolfcore-wasm/tests/bots.rs`)
/// and in Node (`tests/node/bots.test.mjs`): same seed, same results on every platform (R1).
pub(crate) fn parity_sim() -> SimConfig {
    SimConfig { games: 200, players: 9, seed: 7, ..SimConfig::default() }
}

/// The pinned totals of [`parity_sim`]. Re-pinned on purpose for issue 19 (bots v2: votes follow
/// stated reads, Witch/Hunter use their powers, difficulty), as were the digests above.
pub(crate) const PARITY_TALLY: SimTally = SimTally {
    games: 200,
    village_wins: 91,
    wolf_wins: 109,
    draws: 0,
    no_wolves_left: 91,
    parity: 109,
    gods_dead: 0,
    villagers_dead: 0,
    total_days: 578,
    max_days: 4,
    total_commands: 9940,
    fake_claim_games: 90,
    fake_contested: 89,
    fake_disproved: 11,
    fake_contested_or_disproved: 90,
    real_seer_claimed: 190,
    self_reveals: 4,
    village_wins_with_fake_claim: 44,
    sheriff_games: 0,
    sheriff_elected: 0,
    sheriff_wolf: 0,
    badge_lost_in_election: 0,
    badge_to_good: 0,
    badge_to_wolf: 0,
    badge_torn: 0,
    metrics: MetricsTally::new(),
    speeches: 0,
    speech_texts: BTreeSet::new(),
};

/// `tally` with the claim-consistency sums and the speech texts (pinned elsewhere, or not at
/// all) replaced with nothing, for comparing with [`PARITY_TALLY`].
pub(crate) fn pinned_part(tally: &SimTally) -> SimTally {
    SimTally { metrics: MetricsTally::new(), speeches: 0, speech_texts: BTreeSet::new(), ..tally.clone() }
}

/// Event-log digest of `new Game({players: 9, seed: 7}).playBots()` (the hosted bots).
pub(crate) const HOSTED_DIGEST: &str = "48084b45ba74ee66";
