//! Criterion benchmarks of the core (issue 13): parse (C2), merge (C3), render (C5), extract
//! (C6) and one whole simulated 12-seat game. Figures only; nothing here asserts a speed.
//!
//! ```text
//! cargo bench -p wolfcore --bench core                 # all
//! cargo bench -p wolfcore --bench core -- merge        # one group
//! ```
//! `scripts/bench.sh` runs them and copies the medians into BENCHMARKS.md.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use wolfcore::bots::{simulate_range, SimConfig};
use wolfcore::extract::{extract, ExtractContext};
use wolfcore::ledger::merge::{merge_with_ids, MergeOptions};
use wolfcore::ledger::render::{render, render_localized, RenderOptions};
use wolfcore::parse::{parse_summary, ParseContext};
use wolfcore::{Alignment, Catalog, ClaimSource, ClaimStatus, ClaimType, Lang, PublicClaim, Role};

const PLAYERS: u8 = 12;

/// Distinct claims (C3.1 keys) in a fixed order mixing every type, 20 per day.
fn ledger(n: usize, first_day: u32) -> Vec<PublicClaim> {
    let roles = [None, Some(Role::Seer), Some(Role::Witch), Some(Role::Villager), Some(Role::Werewolf)];
    let aligns = [None, Some(Alignment::Good), Some(Alignment::Wolf)];
    let mut out = Vec::with_capacity(n);
    let mut i: usize = 0;
    while out.len() < n {
        let claim_type = ClaimType::ALL[i % ClaimType::ALL.len()];
        let speaker = u8::try_from((i / 7) % usize::from(PLAYERS)).unwrap_or(0);
        let target = u8::try_from((i * 5 + 3) % usize::from(PLAYERS)).ok();
        let role = match claim_type {
            ClaimType::RoleClaim => roles[1 + (i / 84) % 4],
            ClaimType::Other | ClaimType::AlignmentStatement => roles[(i / 11) % 5],
            _ => None,
        };
        let day = first_day + u32::try_from(out.len() / 20).unwrap_or(0);
        out.push(PublicClaim {
            id: String::new(),
            day,
            phase: "DAY_SPEECH".to_owned(),
            speaker_seat: speaker,
            claim_type,
            role,
            target_seat: if claim_type == ClaimType::RoleClaim { None } else { target },
            alignment: aligns[(i / 3) % 3],
            content: format!("Seat {} says {claim_type:?} {role:?} about Seat {target:?}; trust me.", speaker + 1),
            status: ClaimStatus::Unverified,
            source: ClaimSource::Summary,
            reasons: Vec::new(),
        });
        i += 1;
    }
    out
}

fn counter_ids() -> impl FnMut() -> String {
    let mut n = 0u64;
    move || {
        n += 1;
        format!("id-{n}")
    }
}

/// A 20-claim summary reply (1-based seats), as the model would write it.
fn reply() -> String {
    let claims: Vec<serde_json::Value> = ledger(20, 1)
        .iter()
        .map(|c| {
            serde_json::json!({
                "speakerSeat": c.speaker_seat + 1,
                "claimType": c.claim_type,
                "role": c.role,
                "targetSeat": c.target_seat.map(|t| t + 1),
                "alignment": c.alignment,
                "content": c.content,
            })
        })
        .collect();
    serde_json::json!({ "claims": claims }).to_string()
}

fn bench_parse(c: &mut Criterion) {
    let raw = reply();
    let ctx = ParseContext { player_count: Some(PLAYERS), day: Some(3), phase: None, lang: Lang::En };
    c.bench_function("parse/20-claim reply", |b| b.iter(|| parse_summary(black_box(&raw), &ctx)));
}

fn bench_merge(c: &mut Criterion) {
    let mut g = c.benchmark_group("merge");
    let opts = MergeOptions::default();
    for n in [20usize, 200, 2_000, 9_980] {
        let existing = merge_with_ids(&ledger(n, 1), &[], &opts, &mut counter_ids()).unwrap_or_default();
        let incoming = ledger(20, 10_000);
        g.bench_with_input(BenchmarkId::new("20 into", n), &n, |b, _| {
            b.iter(|| merge_with_ids(black_box(&existing), black_box(&incoming), &opts, &mut counter_ids()));
        });
    }
    g.finish();
}

fn bench_render(c: &mut Criterion) {
    let mut g = c.benchmark_group("render");
    let opts = RenderOptions::for_lang(Lang::En, 30);
    let labels = Catalog::get(Lang::En);
    for n in [200usize, 2_000, 10_000] {
        let claims =
            merge_with_ids(&ledger(n, 1), &[], &MergeOptions::default(), &mut counter_ids()).unwrap_or_default();
        g.bench_with_input(BenchmarkId::new("30 of", n), &n, |b, _| {
            b.iter(|| render(black_box(&claims), &opts, labels));
        });
        // What the bindings run: contents re-worded when synthesised in another language (C5).
        g.bench_with_input(BenchmarkId::new("30 of, localized", n), &n, |b, _| {
            b.iter(|| render_localized(black_box(&claims), &opts, labels, Lang::En));
        });
    }
    g.finish();
}

fn speeches(corpus: &str) -> Vec<String> {
    corpus
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v.get("text").and_then(|t| t.as_str()).map(str::to_owned))
        .collect()
}

fn bench_extract(c: &mut Criterion) {
    let mut g = c.benchmark_group("extract");
    let ctx = ExtractContext { day: 1, speaker_seat: 0, ..ExtractContext::default() };
    for (name, corpus) in [
        ("en corpus", include_str!("../corpus/extract/en.jsonl")),
        ("zh corpus", include_str!("../corpus/extract/zh.jsonl")),
    ] {
        let texts = speeches(corpus);
        // One iteration = every speech of the corpus once.
        g.bench_function(format!("{name} ({} speeches)", texts.len()), |b| {
            b.iter(|| {
                for t in &texts {
                    black_box(extract(black_box(t), &ctx));
                }
            });
        });
    }
    g.finish();
}

fn bench_game(c: &mut Criterion) {
    let config = SimConfig { games: 1, players: 12, seed: 1, ..SimConfig::default() };
    let mut g = c.benchmark_group("simulate");
    g.sample_size(30);
    // Ten consecutive seeds per iteration, so one odd game does not dominate.
    g.bench_function("10 games of 12 seats", |b| b.iter(|| simulate_range(black_box(&config), 0..10)));
    g.finish();
}

criterion_group!(benches, bench_parse, bench_merge, bench_render, bench_extract, bench_game);
criterion_main!(benches);
