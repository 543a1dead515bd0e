//! Bots play by the rules (R5): thousands of seeded games on every board and option, every
//! command accepted; what they say obeys their role; simulations are deterministic.

#![allow(clippy::panic, clippy::unwrap_used)] // test helpers: a failed check must stop the test

mod parity;

use parity::{parity_sim, pinned_part, HOSTED_DIGEST, PARITY_TALLY};
use wolfcore::bots::{
    bot_decision, play_bots, play_pending, run_bot_game, simulate, simulate_range, wilson_interval, BotConfig,
    BotTable, SimConfig, SimReport, SimTally,
};
use wolfcore::engine::{
    ActionKind, Command, EventKind, GameOptions, GameState, LastWordsRule, MoveChoice, Side, WinReason, WinRule,
    WitchSelfSave,
};
use wolfcore::{Alignment, ClaimType, Lang, Role};

/// Every board option combination (R1).
fn option_sets() -> Vec<(WinRule, WitchSelfSave, bool, LastWordsRule)> {
    let mut out = Vec::new();
    for win in [WinRule::Parity, WinRule::SideKill] {
        for witch in [WitchSelfSave::Always, WitchSelfSave::FirstNightOnly, WitchSelfSave::Never] {
            for reveal in [false, true] {
                for last in [LastWordsRule::ExecutedAndFirstNight, LastWordsRule::ExecutedOnly] {
                    out.push((win, witch, reveal, last));
                }
            }
        }
    }
    out
}

/// Bot styles that push every branch: defaults, aggressive wolves, quiet and talkative gods.
fn styles() -> Vec<BotConfig> {
    vec![
        BotConfig::default(),
        BotConfig {
            fake_claim_rate: 1.0,
            fake_gold_rate: 0.5,
            bus_rate: 0.0,
            self_reveal_rate: 1.0,
            ..BotConfig::default()
        },
        BotConfig {
            fake_claim_rate: 0.0,
            seer_claim_rate: 0.0,
            witch_reveal_rate: 1.0,
            villager_claim_rate: 1.0,
            bus_rate: 1.0,
            ingest_claims: true,
            ..BotConfig::default()
        },
    ]
}

/// Checks what a finished game's ledger and log say about the bots (god view, after the end).
fn check_invariants(g: &GameState, cfg: &BotConfig, label: &str) {
    let role = |s: u8| g.role_of(s).unwrap_or(Role::Unknown);
    let mut fake_seers = Vec::new();
    for c in g.public_claims() {
        let speaker = role(c.speaker_seat);
        if speaker != Role::Werewolf {
            // Good bots never lie: role claims are true, checks match the truth, their own
            // potions and protections are real.
            if let Some(r) = c.claimed_role() {
                assert_eq!(r, speaker, "{label}: good seat {} claimed {r:?}: {c:?}", c.speaker_seat);
            }
            if c.claim_type == ClaimType::SeerCheck {
                let truth = role(c.target_seat.unwrap_or(0)).alignment();
                assert_eq!(c.alignment, truth, "{label}: the Seer reported a wrong check: {c:?}");
            }
        } else {
            assert_ne!(c.claimed_role(), Some(Role::Werewolf), "{label}: bots self-reveal by command only");
            if c.claimed_role() == Some(Role::Seer) && !fake_seers.contains(&c.speaker_seat) {
                fake_seers.push(c.speaker_seat);
            }
            if c.claim_type == ClaimType::SeerCheck {
                // Fake wolf checks on good players, fake gold water on fellow wolves.
                let target = role(c.target_seat.unwrap_or(0));
                match c.alignment {
                    Some(Alignment::Wolf) => assert_ne!(target, Role::Werewolf, "{label}: {c:?}"),
                    Some(Alignment::Good) => assert_eq!(target, Role::Werewolf, "{label}: {c:?}"),
                    None => panic!("{label}: a check without a verdict"),
                }
            }
            assert!(!matches!(c.claim_type, ClaimType::WitchSave | ClaimType::WitchPoison | ClaimType::GuardProtect));
        }
    }
    assert!(fake_seers.len() <= 1, "{label}: one fake Seer per pack, got {fake_seers:?}");
    if cfg.fake_claim_rate == 0.0 {
        assert!(fake_seers.is_empty(), "{label}: no fake Seer at rate 0");
    }
    if cfg.bus_rate == 0.0 {
        for e in g.events() {
            if let EventKind::VoteTallied { ballots, .. } = &e.kind {
                for b in ballots {
                    if role(b.voter) == Role::Werewolf {
                        let t = b.target.map(role);
                        assert_ne!(t, Some(Role::Werewolf), "{label}: wolf {} voted a wolf without bussing", b.voter);
                    }
                }
            }
        }
    }
    // Speeches stay one consistent story: a speaker never flips its verdict on a seat.
    for c in g.public_claims().iter().filter(|c| c.claim_type == ClaimType::SeerCheck) {
        let flipped = g.public_claims().iter().any(|d| {
            d.claim_type == ClaimType::SeerCheck
                && d.speaker_seat == c.speaker_seat
                && d.target_seat == c.target_seat
                && d.alignment != c.alignment
        });
        assert!(!flipped, "{label}: seat {} flipped a check", c.speaker_seat);
    }
}

/// Plays `games` games per board size, cycling through options and bot styles. Any command the
/// engine refuses fails the test with the game to replay.
fn play_many(games_per_board: u64, seed_base: u64) -> u64 {
    let options = option_sets();
    let styles = styles();
    let mut played = 0;
    for players in 6..=12u8 {
        for i in 0..games_per_board {
            let seed = seed_base + u64::from(players) * 1_000_003 + i;
            let (win, witch, reveal, last) = options[usize::try_from(i).unwrap() % options.len()];
            let cfg = &styles[usize::try_from(i / 3).unwrap() % styles.len()];
            let lang = if i % 2 == 0 { Lang::En } else { Lang::Zh };
            let opts = GameOptions {
                win_rule: win,
                witch_self_save: witch,
                reveal_role_on_death: reveal,
                last_words: last,
                lang,
                ..GameOptions::preset(players, seed)
            };
            let label = format!("players {players} seed {seed} {opts:?} style {}", i / 3 % 3);
            let mut g = GameState::new(opts).expect("options");
            let mut table = BotTable::new(players, seed, &BotConfig { lang, ..cfg.clone() }).expect("bots");
            match play_pending(&mut g, &mut table) {
                Ok(r) => assert!(r.game_over && g.is_over(), "{label}: not over"),
                Err(e) => panic!("{label}: {} ({e})", e.code()),
            }
            check_invariants(&g, cfg, &label);
            played += 1;
        }
    }
    played
}

#[test]
fn r5_bots_only_make_legal_moves_on_every_board_and_option() {
    // 7 boards × 300 games = 2,100 games, all 24 option sets, three bot styles, both languages.
    assert_eq!(play_many(300, 0), 2_100);
}

#[test]
#[ignore = "long: 35,000 games; run with --ignored --release"]
fn r5_bots_only_make_legal_moves_big_run() {
    assert_eq!(play_many(5_000, 77), 35_000);
}

#[test]
fn custom_boards_up_to_sixteen_seats() {
    use Role::*;
    let boards = [
        [vec![Werewolf; 5], vec![Seer, Witch, Guard, Hunter], vec![Villager; 7]].concat(),
        [vec![Werewolf; 4], vec![Seer, Witch, Hunter], vec![Villager; 6]].concat(),
        [vec![Werewolf; 2], vec![Seer], vec![Villager; 4]].concat(),
    ];
    for (b, roles) in boards.iter().enumerate() {
        for seed in 0..20 {
            let opts = GameOptions { players: None, roles: Some(roles.clone()), ..GameOptions::preset(6, seed) };
            let summary = run_bot_game(&opts, &BotConfig::default())
                .unwrap_or_else(|e| panic!("board {b} seed {seed}: {} ({e})", e.code()));
            assert_eq!(summary.roles.len(), roles.len());
        }
    }
}

#[test]
fn bots_wait_for_human_seats() {
    for seed in 0..10 {
        let mut g = GameState::new(GameOptions::preset(9, seed)).expect("game");
        let human = 4;
        let mut table = BotTable::with_humans(9, seed, &BotConfig::default(), &[human]).expect("bots");
        assert!(!table.is_bot(human) && table.is_bot(0));
        let mut turns = 0;
        loop {
            let report = play_pending(&mut g, &mut table).expect("bots play");
            if report.game_over {
                break;
            }
            // Only the human is awaited now.
            let pending = g.pending();
            assert!(!pending.is_empty() && pending.iter().all(|p| p.seat == human), "{pending:?}");
            let p = &pending[0];
            // A short day speech, empty last words; nobody where the move allows it, but a wolf
            // names the first target.
            let text = if matches!(p.action, ActionKind::Speak | ActionKind::PkSpeak) { "I'm good." } else { "" };
            let named = p.action == ActionKind::WolfKill || !p.can_skip;
            let target = if named { p.targets.first().copied() } else { None };
            let choice = MoveChoice { target, text: text.into(), run: true, ..MoveChoice::default() };
            let cmd = p.action.command(human, choice).expect("a command");
            g.apply(&cmd).expect("the human's move");
            turns += 1;
            assert!(turns < 500);
        }
        assert!(g.is_over());
    }
}

fn small_sim(seed: u64) -> SimConfig {
    SimConfig { games: 60, players: 9, seed, ..SimConfig::default() }
}

#[test]
fn same_seed_same_report() {
    let a = simulate(&small_sim(11)).expect("sim");
    let b = simulate(&small_sim(11)).expect("sim");
    assert_eq!(a, b);
    assert_eq!(a.games, 60);
    assert_eq!(a.village.wins + a.wolves.wins, 60);
    let c = simulate(&small_sim(12)).expect("sim");
    assert_ne!(a.tally, c.tally, "another seed plays other games");
    // Any split of the games gives the same totals (the CLI's threads rely on it).
    let mut split = simulate_range(&small_sim(11), 0..17).expect("sim");
    split.merge(&simulate_range(&small_sim(11), 17..60).expect("sim"));
    assert_eq!(split, a.tally);
    // Game i is the game seeded seed + i.
    let one = run_bot_game(&small_sim(11).game_options(5), &BotConfig::default()).expect("game");
    assert_eq!(one.seed, 16);
    // The report survives JSON (the wasm package hands it to JS).
    let json = serde_json::to_string(&a).expect("ser");
    assert!(json.contains("\"seed\":\"11\"") && json.contains("\"ci95Low\""), "{json}");
    let back: SimReport = serde_json::from_str(&json).expect("de");
    // serde_json's default float parsing may differ in the last bit; the counts are exact.
    assert_eq!(back.config, a.config);
    assert_eq!(back.metrics, a.tally.metrics, "the per-role metrics travel as `metrics`");
    let restored = SimTally {
        metrics: a.tally.metrics.clone(),
        speeches: a.tally.speeches,
        speech_texts: a.tally.speech_texts.clone(),
        ..back.tally.clone()
    };
    assert_eq!(restored, a.tally);
    assert!((back.village.ci95_low - a.village.ci95_low).abs() < 1e-12);
}

#[test]
fn sim_reports_fake_claims() {
    let always = SimConfig {
        games: 40,
        players: 12,
        seed: 3,
        bots: BotConfig { fake_claim_rate: 1.0, ..BotConfig::default() },
        ..SimConfig::default()
    };
    let r = simulate(&always).expect("sim");
    assert_eq!(r.fake_seer.claimed.count, 40, "the pack always jumps on day 1");
    assert!(r.fake_seer.contested_or_disproved.count >= r.fake_seer.contested.count);
    assert!(r.fake_seer.contested.count > 0, "the real Seer contests the fake");
    let never = SimConfig { bots: BotConfig { fake_claim_rate: 0.0, ..BotConfig::default() }, ..always };
    let r = simulate(&never).expect("sim");
    assert_eq!(r.fake_seer.claimed.count, 0);
    assert_eq!(r.fake_seer.claimed.rate, 0.0);
}

/// R8.2: on a board with a White Wolf King the pack's fake Seer may be the King; the statistic
/// counts every wolf-side claimer, so a pack that always jumps is seen in every game.
#[test]
fn sim_counts_a_white_wolf_kings_fake_seer_claim() {
    let board = wolfcore::engine::boards().into_iter().find(|b| b.id == "standard-12").expect("standard-12");
    assert!(board.roles.contains(&Role::WhiteWolfKing));
    let always = SimConfig {
        games: 60,
        players: 12,
        roles: Some(board.roles.clone()),
        seed: 5,
        bots: BotConfig { fake_claim_rate: 1.0, ..BotConfig::default() },
        ..SimConfig::default()
    };
    let r = simulate(&always).expect("sim");
    assert_eq!(r.fake_seer.claimed.count, 60, "the pack always jumps on day 1, whoever jumps");
}

#[test]
fn sim_config_errors_are_typed() {
    let code = |c: SimConfig| simulate(&c).map(|_| ()).map_err(|e| e.code());
    assert_eq!(code(SimConfig { games: 0, ..small_sim(1) }), Err("no_games"));
    assert_eq!(code(SimConfig { players: 5, ..small_sim(1) }), Err("invalid_player_count"));
    assert_eq!(code(SimConfig { players: 14, ..small_sim(1) }), Err("no_preset_board"));
    let bad_bots = BotConfig { self_reveal_rate: -0.1, ..BotConfig::default() };
    assert_eq!(code(SimConfig { bots: bad_bots, ..small_sim(1) }), Err("invalid_bot_config"));
    let parsed: SimConfig =
        serde_json::from_str(r#"{"games":5,"players":8,"seed":"18446744073709551615","winRule":"sideKill"}"#)
            .expect("json");
    assert_eq!((parsed.games, parsed.players, parsed.seed, parsed.win_rule), (5, 8, u64::MAX, WinRule::SideKill));
    assert!(serde_json::from_str::<SimConfig>(r#"{"gamez":5}"#).is_err());
    // Seeds wrap instead of overflowing.
    assert_eq!(parsed.game_options(3).seed, 2);
}

#[test]
fn wilson_interval_matches_reference_values() {
    let close = |a: f64, b: f64| (a - b).abs() < 5e-5;
    let (lo, hi) = wilson_interval(50, 100);
    assert!(close(lo, 0.4038) && close(hi, 0.5962), "{lo} {hi}");
    let (lo, hi) = wilson_interval(0, 10);
    assert!(close(lo, 0.0) && close(hi, 0.2775), "{lo} {hi}");
    let (lo, hi) = wilson_interval(10, 10);
    assert!(close(lo, 0.7225) && close(hi, 1.0), "{lo} {hi}");
    assert_eq!(wilson_interval(0, 0), (0.0, 1.0));
}

#[test]
fn c6_the_extractor_recovers_exactly_what_bots_claim() {
    use std::collections::BTreeSet;
    use wolfcore::bots::{bot_rng, Bot};
    use wolfcore::extract::{extract, ExtractContext};
    let mut speeches = 0;
    let mut wrong: Vec<String> = Vec::new();
    for lang in Lang::ALL {
        for seed in 0..70u64 {
            let players = 6 + u8::try_from(seed % 7).unwrap();
            let cfg = BotConfig { lang, fake_claim_rate: 0.7, witch_reveal_rate: 0.8, ..BotConfig::default() };
            let bot = Bot::new(cfg).expect("bot");
            let mut rngs: Vec<_> = (0..players).map(|s| bot_rng(seed, s)).collect();
            let mut g = GameState::new(GameOptions { lang, ..GameOptions::preset(players, seed) }).expect("game");
            while let Some(p) = g.pending().into_iter().next() {
                let view = g.seat_view(p.seat).expect("view");
                let d = bot.decide(&view, &p, &mut rngs[usize::from(p.seat)]).expect("decision");
                if let Command::Speak { text, .. } | Command::LastWords { text, .. } = &d.command {
                    speeches += 1;
                    let ctx = ExtractContext {
                        day: g.day(),
                        phase: String::new(),
                        speaker_seat: p.seat,
                        lang: Some(lang),
                        game_lang: None,
                        player_count: Some(players),
                    };
                    let key = |c: &wolfcore::PublicClaim| (c.claim_type, c.role, c.target_seat, c.alignment);
                    let found: BTreeSet<_> = extract(text, &ctx).iter().map(key).collect();
                    let meant: BTreeSet<_> = d.claims.iter().map(key).collect();
                    if found != meant {
                        wrong.push(format!("seed {seed} {lang:?}: {text}\n  found {found:?}\n  meant {meant:?}"));
                    }
                }
                g.apply(&d.command).expect("legal");
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} speeches misread, e.g.\n{}",
        wrong.len(),
        wrong.iter().take(12).cloned().collect::<Vec<_>>().join("\n")
    );
    assert!(speeches > 3_000, "{speeches}");
}

#[test]
fn c6_the_ledger_is_the_same_with_or_without_structured_claims() {
    // The engine's extractor reads the speeches; merging the bots' own structured claims on top
    // (a perfect summary model) adds nothing, so every game plays out identically.
    for lang in Lang::ALL {
        let spoken = SimConfig { games: 40, players: 12, seed: 9, lang, ..SimConfig::default() };
        let both = SimConfig { bots: BotConfig { ingest_claims: true, ..BotConfig::default() }, ..spoken.clone() };
        assert_eq!(simulate(&spoken).expect("sim").tally, simulate(&both).expect("sim").tally, "{lang:?}");
    }
}

#[test]
fn r1_sim_parity_200_games_9_players_seed_7() {
    let r = simulate(&parity_sim()).expect("sim");
    assert_eq!(pinned_part(&r.tally), PARITY_TALLY);
    assert_eq!((r.games, r.village.wins, r.wolves.wins, r.max_days), (200, 91, 109, 4));
    // Floats pinned bit for bit (shortest round-trip text, which JS parses to the same double).
    assert_eq!(r.village.rate, 0.455);
    assert_eq!(r.village.ci95_low, 0.387482193098835);
    assert_eq!(r.village.ci95_high, 0.524213886275119);
    assert_eq!(r.avg_days, 2.89);
    assert_eq!(r.avg_commands, 49.7);
    // The config parsed from the JSON the package takes (seed as a string) plays the same run.
    let cfg = SimConfig::from_json(r#"{"games":200,"players":9,"seed":"7"}"#).expect("config");
    assert_eq!(cfg, parity_sim());
}

#[test]
fn sim_config_from_json_refuses_bad_shapes() {
    for bad in [r#"{"gamez":5}"#, r#"{"seed":-1}"#, r#"{"seed":"x"}"#, r#"{"players":"nine"}"#, "{", "null"] {
        let err = SimConfig::from_json(bad).expect_err(bad);
        assert_eq!(err.code(), "invalid_sim_config", "{bad}");
    }
    let bots = SimConfig::from_json(r#"{"bots":{"busRate":0.5,"lang":"zh"}}"#).expect("bots");
    assert_eq!((bots.bots.bus_rate, bots.bots.lang), (0.5, Lang::Zh));
    assert!(SimConfig::from_json(r#"{"bots":{"bussRate":0.5}}"#).is_err(), "unknown bot option");
    assert_eq!(BotConfig::from_json(r#"{"bussRate":0.5}"#).map_err(|e| e.code()), Err("invalid_bot_config"));
    assert_eq!(BotConfig::from_json(r#"{"busRate":"high"}"#).map_err(|e| e.code()), Err("invalid_bot_config"));
    assert_eq!(BotConfig::from_json(r#"{"busRate":1}"#).expect("bots").bus_rate, 1.0);
}

#[test]
fn r5_hosted_bots_play_a_whole_game_pinned() {
    let mut g = GameState::new(GameOptions::preset(9, 7)).expect("game");
    let report = play_bots(&mut g, &BotConfig::default(), &[]).expect("bots");
    assert_eq!((report.commands, report.game_over), (58, true));
    assert_eq!(g.event_log_digest(), HOSTED_DIGEST);
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason, outcome.day), (Side::Village, WinReason::NoWolvesLeft, 4));
    // Nothing left to do.
    assert_eq!(play_bots(&mut g, &BotConfig::default(), &[]).expect("bots").commands, 0);
    assert_eq!(bot_decision(&g, 0, &BotConfig::default()).map_err(|e| e.code()), Err("not_pending"));
}

#[test]
fn r6_hosted_bot_decision_is_a_function_of_the_game() {
    for seed in 0..20 {
        let mut g = GameState::new(GameOptions::preset(12, seed)).expect("game");
        let cfg = BotConfig::default();
        while !g.is_over() {
            let pending = g.pending();
            let seat = pending[0].seat;
            let a = bot_decision(&g, seat, &cfg).expect("decision");
            // Asked twice, or after save/load: the same move.
            assert_eq!(bot_decision(&g, seat, &cfg).expect("again"), a);
            let loaded = GameState::load(&g.save()).expect("load");
            assert_eq!(bot_decision(&loaded, seat, &cfg).expect("loaded"), a);
            assert_eq!(a.command.seat(), seat);
            // Seats the engine is not waiting for have nothing to do.
            for other in 0..12 {
                if !pending.iter().any(|p| p.seat == other) {
                    let err = bot_decision(&g, other, &cfg).expect_err("idle seat");
                    assert_eq!(err.code(), "not_pending");
                }
            }
            g.apply(&a.command).unwrap_or_else(|e| panic!("seed {seed}: {:?} refused: {e}", a.command));
        }
    }
}

#[test]
fn r5_hosted_bots_wait_for_humans() {
    for seed in 0..10 {
        let mut g = GameState::new(GameOptions::preset(9, seed)).expect("game");
        let humans = [2, 6];
        let cfg = BotConfig { ingest_claims: true, ..BotConfig::default() };
        let mut turns = 0;
        loop {
            let report = play_bots(&mut g, &cfg, &humans).expect("bots play");
            if report.game_over {
                break;
            }
            let pending = g.pending();
            assert!(!pending.is_empty() && pending.iter().all(|p| humans.contains(&p.seat)), "{pending:?}");
            // The humans here take the bot's advice.
            let d = bot_decision(&g, pending[0].seat, &cfg).expect("advice");
            g.apply(&d.command).expect("the human's move");
            turns += 1;
            assert!(turns < 500);
        }
        assert!(g.is_over());
    }
    let g = GameState::new(GameOptions::preset(9, 1)).expect("game");
    let bad = BotConfig { bus_rate: 2.0, ..BotConfig::default() };
    assert_eq!(bot_decision(&g, 0, &bad).map_err(|e| e.code()), Err("invalid_bot_config"));
}

/// Issue 19 (docs/metrics.md): on every standard board with the sheriff (R8.3, R9), good bots
/// never lie (M3), vote what they said (M1), never abstain in the sheriff vote when a candidate
/// is not a near-certain wolf (M8), a Hunter offered a shot (R3.2) nearly always takes it, a
/// Witch alive on night 3 has mostly poisoned (M7, summed over the boards: 40 games give one
/// board only ~20 such Witches) and the speeches are nearly all distinct.
#[test]
fn issue19_good_bots_say_what_they_do_on_every_standard_board() {
    let (mut poisoned, mut witches) = (0, 0);
    for board in wolfcore::engine::boards() {
        let config = SimConfig {
            games: 40,
            players: board.players,
            roles: Some(board.roles.clone()),
            win_rule: board.win_rule,
            sheriff: true,
            seed: 19,
            ..SimConfig::default()
        };
        let r = simulate(&config).expect("sim");
        let c = &r.consistency;
        assert_eq!(c.good_lies.count, 0, "{}: good bots never lie (M3)", board.id);
        // Issue 19's target is ≥ 97%; by construction (`strategy::vote` casts the stated read
        // whenever it is votable and not shown good) every such ballot follows. The Knight's
        // board once measured 99.6% here: the metric kept a wolf killed by a duel (R8.4) votable.
        assert!(c.good_votes_follow_reads.rate >= 0.97, "{}: M1 {:?}", board.id, c.good_votes_follow_reads);
        assert_eq!(c.good_votes_follow_reads.count, c.good_votes_follow_reads.of, "{}: M1", board.id);
        assert!(c.distinct_speeches.rate >= 0.95, "{}: {:?}", board.id, c.distinct_speeches);
        poisoned += c.witch_poisoned_by_night3.count;
        witches += c.witch_poisoned_by_night3.of;
        assert!(c.good_votes_follow_reads.of > 0, "{}: reads are stated", board.id);
        assert!(c.good_sheriff_abstentions.rate <= 0.1, "{}: M8 {:?}", board.id, c.good_sheriff_abstentions);
        // R8.4: the Knight's board has no Hunter.
        assert!(c.hunter_shot.of == 0 || c.hunter_shot.rate >= 0.8, "{}: M7 {:?}", board.id, c.hunter_shot);
        assert!(c.day1_substantive.rate >= 0.75, "{}: M9 {:?}", board.id, c.day1_substantive);
    }
    assert!(witches > 100 && poisoned * 10 >= witches * 6, "M7 Witch poisoned by night 3: {poisoned}/{witches}");
}

/// Issue 19: hard village bots beat easy ones against the same (normal) wolves, on the same
/// seeded deals.
#[test]
fn issue19_hard_beats_easy_head_to_head() {
    use wolfcore::bots::Difficulty;
    let board = wolfcore::engine::boards().into_iter().find(|b| b.id == "standard-12").expect("board");
    let run = |d: Difficulty| {
        let config = SimConfig {
            games: 150,
            players: board.players,
            roles: Some(board.roles.clone()),
            win_rule: board.win_rule,
            seed: 1900,
            bots: BotConfig { difficulty: d, ..BotConfig::default() },
            wolf_difficulty: Some(Difficulty::Normal),
            ..SimConfig::default()
        };
        simulate(&config).expect("sim").village.rate
    };
    let (easy, hard) = (run(Difficulty::Easy), run(Difficulty::Hard));
    assert!(hard - easy >= 0.10, "hard {hard} vs easy {easy}");
}

#[test]
fn difficulty_and_blur_options_are_read_and_checked() {
    use wolfcore::bots::Difficulty;
    let cfg = BotConfig::from_json(r#"{"difficulty":"hard","wolfNoise":2.5}"#).expect("config");
    assert_eq!((cfg.difficulty, cfg.wolf_noise), (Difficulty::Hard, Some(2.5)));
    assert!(cfg.validate().is_ok());
    assert_eq!(BotConfig::from_json(r#"{"difficulty":"expert"}"#).map_err(|e| e.code()), Err("invalid_bot_config"));
    let bad = BotConfig { village_noise: Some(-1.0), ..BotConfig::default() };
    assert_eq!(bad.validate().map_err(|e| e.code()), Err("invalid_bot_config"));
    assert_eq!(
        SimConfig::from_json(r#"{"wolfDifficulty":"easy"}"#).expect("sim").wolf_difficulty,
        Some(Difficulty::Easy)
    );
}

/// Issue 19, R8.4: a Knight's duel that kills him shows its target good to the whole table. Good
/// bots read it (one belief state: the duel's verdict is certain knowledge), so no good bot
/// votes a seat a duel cleared — not even one it called a wolf before the duel — and a wolf the
/// duel killed stays a known wolf.
#[test]
fn r8_4_good_bots_never_vote_a_seat_the_knights_duel_showed_good() {
    let board = wolfcore::engine::boards().into_iter().find(|b| b.id == "white-wolf-king-knight-12").expect("board");
    let config = SimConfig {
        games: 150,
        players: board.players,
        roles: Some(board.roles.clone()),
        win_rule: board.win_rule,
        sheriff: true,
        seed: 1,
        ..SimConfig::default()
    };
    let (mut duels, mut ballots_after, mut on_cleared) = (0, 0, Vec::new());
    for i in 0..config.games {
        let options = config.game_options(i);
        let mut g = GameState::new(options.clone()).expect("game");
        let mut table = BotTable::new(g.player_count(), options.seed, &BotConfig::default()).expect("bots");
        play_pending(&mut g, &mut table).expect("play");
        let mut cleared = Vec::new();
        for e in g.events() {
            match &e.kind {
                EventKind::KnightDueled { target, wolf: false, .. } => {
                    duels += 1;
                    cleared.push(*target);
                }
                EventKind::VoteTallied { ballots, .. } if !cleared.is_empty() => {
                    for b in ballots.iter().filter(|b| !g.players()[usize::from(b.voter)].role.is_wolf()) {
                        ballots_after += 1;
                        if b.target.is_some_and(|t| cleared.contains(&t)) {
                            on_cleared.push(format!("game {i} day {}: seat {} voted {:?}", e.day, b.voter, b.target));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    assert!(duels >= 3 && ballots_after > 0, "the run must see Knights die in duels: {duels}, {ballots_after}");
    assert!(on_cleared.is_empty(), "{} good ballots on a cleared seat: {:?}", on_cleared.len(), on_cleared);
}
