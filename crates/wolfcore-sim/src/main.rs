//! `wolfcore-sim`: plays bot-vs-bot werewolf games and prints win rates with 95% Wilson
//! intervals, game length, what became of the wolves' fake Seer claims, and games per second.
//!
//! A thin wrapper around `wolfcore::bots`: the games run in the core (`simulate_range`), this
//! binary only parses flags, spreads game ranges over threads, draws a progress bar (stderr, only
//! when it is a terminal) and prints. Results depend only on the flags, never on `--threads`:
//! game `i` is seeded `seed + i` and the per-range tallies are integer sums.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The simulator allocates and frees small strings and vectors at a high rate (speeches, claims,
/// seat views); mimalloc's thread-local free lists make that markedly cheaper than the system
/// allocator (BENCHMARKS-sim.md). The .wasm is not affected: this is the native CLI only.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

use wolfcore::bots::{
    simulate_range, wilson_interval, Difficulty, Share, SimConfig, SimError, SimReport, SimTally, VillageLedger,
};
use wolfcore::engine::{LastWordsRule, WinRule, WitchSelfSave};
use wolfcore::{Lang, Role};

/// Games per work unit handed to a thread.
const CHUNK: u32 = 32;

const USAGE: &str = "\
usage: wolfcore-sim [options]

  --games N                 games to play (default 1000)
  --players N               seats, 6-12 (default 12)
  --seed N                  base seed; game i uses seed+i (default 1)
  --board ID                a standard board (R8.3: standard-10, standard-12, ...): its roles and
                            win rule (a later --win-rule overrides the rule)
  --sheriff                 a sheriff election on day 1 and the badge (R9)
  --win-rule R              parity | side-kill (default parity)
  --witch-self-save W       always | first-night-only | never (default always)
  --reveal-role-on-death    announce roles of the dead
  --last-words L            executed-and-first-night | executed-only (default executed-and-first-night)
  --fake-claim-rate P       chance the wolves field a fake Seer on day 1 (default 0.5)
  --fake-gold-rate P        chance a fake check is gold water on a fellow wolf (default 0.3)
  --seer-claim-rate P       chance the Seer claims on a quiet day (default 0.7)
  --witch-reveal-rate P     chance the Witch reveals a potion unprompted (default 0.5)
  --villager-claim-rate P   chance a villager says so (default 0.3)
  --bus-rate P              chance a wolf votes a doomed teammate (default 0.25)
  --self-reveal-rate P      chance an exposed wolf self-reveals (default 0.1)
  --ingest-claims           also merge the bots' structured claims into the ledger (a perfect
                            summary model); by default the ledger holds what the engine's
                            extractor finds in the speeches
  --village-ledger M        full | no-verdicts | ignore: what the village's bots read of the
                            ledger (an ablation; wolves always read it all; default full)
  --difficulty D            easy | normal | hard: how well the bots play (default normal)
  --wolf-difficulty D       the wolf side's difficulty, when it differs (a head-to-head)
  --village-noise X         tuning: the village's belief blur (overrides the difficulty's)
  --wolf-noise X            tuning: the pack's belief blur (overrides the difficulty's)
  --lang L                  en | zh (default en)
  --json                    print the report as JSON
  --threads N               worker threads (default: available cores)
  --help                    this text
";

struct Cli {
    config: SimConfig,
    json: bool,
    threads: usize,
}

fn parse_rate(flag: &str, v: &str) -> Result<f64, String> {
    let x: f64 = v.parse().map_err(|_| format!("{flag}: expected a number in 0..=1, got {v:?}"))?;
    if (0.0..=1.0).contains(&x) {
        Ok(x)
    } else {
        Err(format!("{flag}: expected a number in 0..=1, got {v}"))
    }
}

fn parse_num<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("{flag}: not a valid number: {v:?}"))
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Cli>, String> {
    let mut config = SimConfig::default();
    let mut json = false;
    let mut threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_owned(), Some(v.to_owned())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            match inline.clone() {
                Some(v) => Ok(v),
                None => it.next().ok_or_else(|| format!("{name} needs a value")),
            }
        };
        let b = &mut config.bots;
        match flag.as_str() {
            "--help" | "-h" => return Ok(None),
            "--games" => config.games = parse_num(&flag, &value(&flag)?)?,
            "--players" => config.players = parse_num(&flag, &value(&flag)?)?,
            "--seed" => config.seed = parse_num(&flag, &value(&flag)?)?,
            "--board" => {
                let id = value(&flag)?;
                let board = wolfcore::engine::boards().into_iter().find(|b| b.id == id).ok_or_else(|| {
                    let ids: Vec<&str> = wolfcore::engine::boards().iter().map(|b| b.id).collect();
                    format!("--board: unknown board {id:?} (one of {})", ids.join(", "))
                })?;
                config.players = board.players;
                config.roles = Some(board.roles);
                config.win_rule = board.win_rule;
            }
            "--win-rule" => {
                config.win_rule = match value(&flag)?.as_str() {
                    "parity" => WinRule::Parity,
                    "side-kill" | "sideKill" => WinRule::SideKill,
                    other => return Err(format!("--win-rule: expected parity or side-kill, got {other:?}")),
                }
            }
            "--witch-self-save" => {
                config.witch_self_save = match value(&flag)?.as_str() {
                    "always" => WitchSelfSave::Always,
                    "first-night-only" | "firstNightOnly" => WitchSelfSave::FirstNightOnly,
                    "never" => WitchSelfSave::Never,
                    other => {
                        return Err(format!(
                            "--witch-self-save: expected always, first-night-only or never, got {other:?}"
                        ))
                    }
                }
            }
            "--reveal-role-on-death" => config.reveal_role_on_death = true,
            "--sheriff" => config.sheriff = true,
            "--last-words" => {
                config.last_words = match value(&flag)?.as_str() {
                    "executed-and-first-night" | "executedAndFirstNight" => LastWordsRule::ExecutedAndFirstNight,
                    "executed-only" | "executedOnly" => LastWordsRule::ExecutedOnly,
                    other => {
                        return Err(format!(
                            "--last-words: expected executed-and-first-night or executed-only, got {other:?}"
                        ))
                    }
                }
            }
            "--fake-claim-rate" => b.fake_claim_rate = parse_rate(&flag, &value(&flag)?)?,
            "--fake-gold-rate" => b.fake_gold_rate = parse_rate(&flag, &value(&flag)?)?,
            "--seer-claim-rate" => b.seer_claim_rate = parse_rate(&flag, &value(&flag)?)?,
            "--witch-reveal-rate" => b.witch_reveal_rate = parse_rate(&flag, &value(&flag)?)?,
            "--villager-claim-rate" => b.villager_claim_rate = parse_rate(&flag, &value(&flag)?)?,
            "--bus-rate" => b.bus_rate = parse_rate(&flag, &value(&flag)?)?,
            "--self-reveal-rate" => b.self_reveal_rate = parse_rate(&flag, &value(&flag)?)?,
            "--ingest-claims" => b.ingest_claims = true,
            "--village-ledger" => {
                b.village_ledger = match value(&flag)?.as_str() {
                    "full" => VillageLedger::Full,
                    "no-verdicts" | "no_verdicts" => VillageLedger::NoVerdicts,
                    "ignore" => VillageLedger::Ignore,
                    other => {
                        return Err(format!("--village-ledger: expected full, no-verdicts or ignore, got {other:?}"))
                    }
                }
            }
            "--difficulty" | "--wolf-difficulty" => {
                let v = value(&flag)?;
                let d =
                    Difficulty::parse(&v).ok_or_else(|| format!("{flag}: expected easy, normal or hard, got {v:?}"))?;
                if flag == "--difficulty" {
                    b.difficulty = d;
                } else {
                    config.wolf_difficulty = Some(d);
                }
            }
            "--village-noise" => b.village_noise = Some(parse_num(&flag, &value(&flag)?)?),
            "--wolf-noise" => b.wolf_noise = Some(parse_num(&flag, &value(&flag)?)?),
            "--lang" => {
                let v = value(&flag)?;
                config.lang = Lang::parse(&v).ok_or_else(|| format!("--lang: expected en or zh, got {v:?}"))?;
            }
            "--json" => json = true,
            "--threads" => {
                threads = parse_num(&flag, &value(&flag)?)?;
                if threads == 0 {
                    return Err("--threads must be at least 1".to_owned());
                }
            }
            other => return Err(format!("unknown option {other:?} (try --help)")),
        }
    }
    config.bots.lang = config.lang;
    Ok(Some(Cli { config, json, threads }))
}

/// Runs the games on `threads` workers. The merged tally does not depend on the split.
fn run(config: &SimConfig, threads: usize, progress: Option<&dyn Fn(u64)>) -> Result<SimTally, SimError> {
    config.validate()?;
    let games = config.games;
    let chunks = games.div_ceil(CHUNK);
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let total = Mutex::new(SimTally::default());
    // The failure of the lowest-numbered game wins, so errors are deterministic too.
    let failure: Mutex<Option<SimError>> = Mutex::new(None);
    let worker = || loop {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let chunk = next.fetch_add(1, Ordering::Relaxed);
        let Ok(chunk) = u32::try_from(chunk) else { return };
        if chunk >= chunks {
            return;
        }
        let start = chunk.saturating_mul(CHUNK);
        let end = start.saturating_add(CHUNK).min(games);
        match simulate_range(config, start..end) {
            Ok(t) => {
                if let Ok(mut total) = total.lock() {
                    total.merge(&t);
                }
                done.fetch_add(u64::from(end - start), Ordering::Relaxed);
            }
            Err(e) => {
                if let Ok(mut f) = failure.lock() {
                    let earlier = match (&*f, &e) {
                        (Some(SimError::Game { index: old, .. }), SimError::Game { index: new, .. }) => new < old,
                        (None, _) => true,
                        _ => false,
                    };
                    if earlier {
                        *f = Some(e);
                    }
                }
                stop.store(true, Ordering::Relaxed);
                return;
            }
        }
    };
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.max(1)).map(|_| s.spawn(worker)).collect();
        if let Some(report) = progress {
            while !handles.iter().all(|h| h.is_finished()) {
                report(done.load(Ordering::Relaxed));
                std::thread::sleep(Duration::from_millis(100));
            }
            report(done.load(Ordering::Relaxed));
        }
        for h in handles {
            let _ = h.join();
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    total.into_inner().map_err(|_| SimError::NoGames)
}

/// A one-line progress bar on stderr.
fn draw_bar(done: u64, total: u64, started: Instant) {
    const WIDTH: u64 = 30;
    let filled = (done * WIDTH).checked_div(total).map_or(WIDTH, |f| f.min(WIDTH));
    let secs = started.elapsed().as_secs_f64();
    let rate = if secs > 0.0 { done as f64 / secs } else { 0.0 };
    let eta = if rate > 0.0 { total.saturating_sub(done) as f64 / rate } else { 0.0 };
    let bar: String = (0..WIDTH).map(|i| if i < filled { '#' } else { '-' }).collect();
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "\r[{bar}] {done}/{total} games, {rate:.0}/s, ETA {eta:.0}s ");
    if done >= total {
        let _ = writeln!(err);
    }
    let _ = err.flush();
}

/// The `--json` document: the deterministic report, then this run's timing.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct JsonOut<'a> {
    report: &'a SimReport,
    elapsed_seconds: f64,
    games_per_second: f64,
    threads: usize,
}

/// "count (rate%)", as the report's sentences print a share.
fn share(s: &Share) -> String {
    format!("{} ({})", s.count, pct(s.rate))
}

fn pct(x: f64) -> String {
    format!("{:.2}%", x * 100.0)
}

fn print_text(r: &SimReport, secs: f64, threads: usize) {
    let c = &r.config;
    println!(
        "wolfcore-sim: {} games, {} players, seed {}, winRule {:?}, witchSelfSave {:?}, revealRoleOnDeath {}, lastWords {:?}, fakeClaimRate {}, lang {}, difficulty {} (wolves {})",
        r.games,
        c.players,
        c.seed,
        c.win_rule,
        c.witch_self_save,
        c.reveal_role_on_death,
        c.last_words,
        c.bots.fake_claim_rate,
        c.lang.as_str(),
        c.bots.difficulty.as_str(),
        c.wolf_difficulty.unwrap_or(c.bots.difficulty).as_str()
    );
    println!();
    println!("| side | wins | win rate | 95% CI (Wilson) |");
    println!("|---|---:|---:|---|");
    for (name, s) in [("village", &r.village), ("wolves", &r.wolves)] {
        println!("| {name} | {} | {} | {} – {} |", s.wins, pct(s.rate), pct(s.ci95_low), pct(s.ci95_high));
    }
    println!();
    println!(
        "average game length: {:.2} days (longest {}), {:.1} commands per game",
        r.avg_days, r.max_days, r.avg_commands
    );
    let w = &r.win_reasons;
    println!(
        "win reasons: no wolves left {}, parity {}, gods dead {}, villagers dead {}",
        w.no_wolves_left, w.parity, w.gods_dead, w.villagers_dead
    );
    let f = &r.fake_seer;
    println!(
        "wolves fake-claimed Seer in {} games ({}); of those, before the game ended the ledger had the fake claim contested in {}, disproved in {}, contested or disproved in {}; the village won {}",
        f.claimed.count,
        pct(f.claimed.rate),
        share(&f.contested),
        share(&f.disproved),
        share(&f.contested_or_disproved),
        share(&f.village_wins)
    );
    println!(
        "real Seer claimed in {} of games; werewolf self-reveals {:.3} per game",
        pct(r.real_seer_claimed.rate),
        r.self_reveals_per_game
    );
    if let Some(s) = &r.sheriff {
        println!(
            "sheriff: elected in {} games ({}), a wolf in {} of those ({}); badge lost in the election {}; badge decisions: passed to good {}, to a wolf {}, torn {}",
            s.elected.count,
            pct(s.elected.rate),
            s.wolf_sheriff.count,
            pct(s.wolf_sheriff.rate),
            share(&s.lost_in_election),
            share(&s.passed_to_good),
            share(&s.passed_to_wolf),
            share(&s.torn)
        );
    }
    print_consistency(r);
    let gps = if secs > 0.0 { r.games as f64 / secs } else { 0.0 };
    println!("speed: {} games in {secs:.2} s = {gps:.0} games/s on {threads} thread(s)", r.games);
}

/// "count/of (rate%) [low–high]": a share with its 95% Wilson interval.
fn ci(s: &Share) -> String {
    let (lo, hi) = wilson_interval(s.count, s.of);
    format!("{}/{} ({}, {:.1}–{:.1})", s.count, s.of, pct(s.rate), lo * 100.0, hi * 100.0)
}

/// The claim-consistency metrics (docs/metrics.md): the run's shares, then one row per role.
fn print_consistency(r: &SimReport) {
    let c = &r.consistency;
    println!();
    println!("claim consistency (docs/metrics.md; count/of (rate, 95% Wilson CI)):");
    for (name, s) in [
        ("M1 good votes follow own stated wolf read", &c.good_votes_follow_reads),
        ("M1 wolf votes follow own stated wolf read", &c.wolf_votes_follow_reads),
        ("M2 self-contradictions per claim", &c.self_contradictions),
        ("M3 good lies per factual claim", &c.good_lies),
        ("M3 wolf lies per factual claim", &c.wolf_lies),
        ("M4 good reads proved wrong", &c.good_wrong_reads),
        ("M5 fake Seer/Witch claims caught", &c.fake_claims_caught),
        ("M6 good votes follow an unrefuted check", &c.checks_followed),
        ("M7 Witch alive on night 3 has poisoned", &c.witch_poisoned_by_night3),
        ("M7 poisons on wolves", &c.poisons_on_wolves),
        ("M7 Hunter able to shoot shot", &c.hunter_shot),
        ("M7 shots on wolves", &c.shots_on_wolves),
        ("M7 Guard nights blocking the kill", &c.guard_blocks),
        ("M8 good day ballots abstaining", &c.good_abstentions),
        ("M8 good sheriff ballots abstaining", &c.good_sheriff_abstentions),
        ("M9 day-1 speakers with a claim or read", &c.day1_substantive),
        ("distinct speech texts", &c.distinct_speeches),
    ] {
        println!("  {name}: {}", ci(s));
    }
    println!();
    println!("| role | seats | votes follow reads | lies / claims | wrong reads | fakes caught | checks followed | abstain (day / sheriff) | day-1 claim |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let rate = |a: u64, b: u64| if b == 0 { "–".to_owned() } else { pct(a as f64 / b as f64) };
    for (i, role) in Role::REAL.iter().enumerate() {
        let Some(t) = r.tally.metrics.roles.get(i).filter(|t| t.seats > 0) else { continue };
        println!(
            "| {} | {} | {} | {} / {} | {} | {} / {} | {} | {} / {} | {} |",
            role.as_str(),
            t.seats,
            rate(t.read_ballots_followed, t.read_ballots),
            t.lies,
            t.claims,
            rate(t.wrong_reads, t.reads),
            t.fake_claims_caught,
            t.fake_claims,
            rate(t.check_ballots_followed, t.check_ballots),
            rate(t.abstentions, t.ballots),
            rate(t.sheriff_abstentions, t.sheriff_ballots),
            rate(t.day1_claimed, t.day1_spoke),
        );
    }
}

fn main() -> ExitCode {
    let cli = match parse_args(std::env::args().skip(1)) {
        Ok(Some(cli)) => cli,
        Ok(None) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("wolfcore-sim: {msg}");
            eprint!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let total = u64::from(cli.config.games);
    let bar = |done: u64| draw_bar(done, total, started);
    let progress: Option<&dyn Fn(u64)> = if std::io::stderr().is_terminal() { Some(&bar) } else { None };
    let tally = match run(&cli.config, cli.threads, progress) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("wolfcore-sim: {} ({})", e, e.code());
            return ExitCode::FAILURE;
        }
    };
    let secs = started.elapsed().as_secs_f64();
    let report = SimReport::new(&cli.config, &tally);
    if cli.json {
        let out = JsonOut {
            report: &report,
            elapsed_seconds: secs,
            games_per_second: if secs > 0.0 { report.games as f64 / secs } else { 0.0 },
            threads: cli.threads,
        };
        match serde_json::to_string_pretty(&out) {
            Ok(s) => println!("{s}"),
            Err(e) => {
                eprintln!("wolfcore-sim: cannot write JSON: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        print_text(&report, secs, cli.threads);
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn flags_parse() {
        let cli = parse_args(args(
            "--games 7 --players 9 --seed=42 --win-rule side-kill --witch-self-save never --reveal-role-on-death \
             --last-words executed-only --fake-claim-rate 0.25 --village-ledger no-verdicts --lang zh --json --threads 3",
        ))
        .unwrap()
        .unwrap();
        let c = &cli.config;
        assert_eq!((c.games, c.players, c.seed), (7, 9, 42));
        assert_eq!(c.win_rule, WinRule::SideKill);
        assert_eq!(c.witch_self_save, WitchSelfSave::Never);
        assert!(c.reveal_role_on_death);
        assert_eq!(c.last_words, LastWordsRule::ExecutedOnly);
        assert_eq!(c.bots.fake_claim_rate, 0.25);
        assert_eq!(c.bots.village_ledger, VillageLedger::NoVerdicts);
        assert_eq!((c.lang, c.bots.lang), (Lang::Zh, Lang::Zh));
        assert!(cli.json);
        assert_eq!(cli.threads, 3);
        assert!(parse_args(args("--help")).unwrap().is_none());
        for bad in [
            "--games x",
            "--fake-claim-rate 1.5",
            "--win-rule maybe",
            "--threads 0",
            "--bogus",
            "--games",
            "--village-ledger some",
        ] {
            assert!(parse_args(args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn threads_do_not_change_the_result() {
        let config = SimConfig { games: 70, players: 9, seed: 5, ..SimConfig::default() };
        let one = run(&config, 1, None).unwrap();
        let three = run(&config, 3, None).unwrap();
        assert_eq!(one, three);
        assert_eq!(one.games, 70);
        assert_eq!(one, simulate_range(&config, 0..70).unwrap());
    }
}
