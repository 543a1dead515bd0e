//! Measures the C6 extractor's speed on the corpus and on adversarial inputs at the input cap.
//!
//! ```text
//! cargo run --release -p wolfcore --example extract_bench
//! ```

#[path = "../tests/support/extract_eval.rs"]
#[allow(dead_code, unreachable_pub)]
mod eval;

use std::hint::black_box;
use std::time::{Duration, Instant};

use wolfcore::extract::{extract, ExtractContext, MAX_INPUT_CHARS};
use wolfcore::Lang;

fn time<F: FnMut()>(mut f: F) -> Duration {
    // Warm up, then take the best of five runs of enough iterations to last a while.
    f();
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        f();
        best = best.min(start.elapsed());
    }
    best
}

fn main() {
    let mut speeches = eval::parse_corpus(eval::EN_CORPUS).unwrap_or_default();
    speeches.extend(eval::parse_corpus(eval::ZH_CORPUS).unwrap_or_default());
    let chars: usize = speeches.iter().map(|s| s.text.chars().count()).sum();
    let ctx = ExtractContext { day: 1, speaker_seat: 0, ..ExtractContext::default() };
    let rounds = 20;
    let d = time(|| {
        for _ in 0..rounds {
            for s in &speeches {
                black_box(extract(black_box(&s.text), &ctx));
            }
        }
    });
    let per_speech = d / (rounds * speeches.len()) as u32;
    println!(
        "corpus: {} speeches, {} chars: {:?} per speech, {:.2} M chars/s",
        speeches.len(),
        chars,
        per_speech,
        (chars * rounds) as f64 / d.as_secs_f64() / 1e6
    );

    let cases: Vec<(&str, String, Option<Lang>)> = vec![
        ("long English speech", "I am the seer. I checked seat 5, he is a wolf. If I were the witch I would save seat 4, but seat 3 said he is the guard. ".repeat(200), None),
        ("long Chinese speech", "我是预言家，昨晚验了5号，查杀。如果我是女巫，我会救4号，但是3号说他是守卫。".repeat(400), None),
        ("one run-on English clause", "seat 5 and seat 6 is a wolf and I checked him as the seer ".repeat(400), None),
        ("one run-on Chinese clause", "我是预言家我验了5号是狼他说他是女巫".repeat(1200), None),
        ("code-switched Chinese", "我 seer 啊 last night check 了 5 号 wolf 那个十号是狼出十号 ".repeat(500), Some(Lang::Zh)),
        ("own seat after I", "我1号我1号预言家".repeat(3000), Some(Lang::Zh)),
        ("one run-on 'I am'", "我是我是我是".repeat(2000), Some(Lang::Zh)),
        ("interjections", "oh, ".repeat(5000), Some(Lang::En)),
        ("my gold water", "我的金水".repeat(5000), Some(Lang::Zh)),
        ("role words only", "seer ".repeat(5000), Some(Lang::En)),
        ("seats only", "5号".repeat(10_000), None),
        ("digits only", "9".repeat(MAX_INPUT_CHARS * 5), None),
    ];
    for (name, text, lang) in cases {
        let ctx = ExtractContext { lang, ..ctx.clone() };
        let n = text.chars().count().min(MAX_INPUT_CHARS);
        let d = time(|| {
            black_box(extract(black_box(&text), &ctx));
        });
        println!("{name:<26} {n:>6} chars (after cap): {d:?}");
    }
}
