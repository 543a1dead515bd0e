//! Prints what the C6 extractor finds in each line of standard input.
//!
//! ```text
//! echo "I am the seer. Seat 5 is my gold water." | cargo run -p wolfcore --example extract_try -- 3
//! ```
//! The optional argument is the speaker's 1-based seat (default 1); `--tokens` also prints the
//! tokens and clauses the rules read, `--zh` / `--en` give the game's language.

use std::io::BufRead;

use wolfcore::extract::{detect_lang_at, explain, extract, ExtractContext};
use wolfcore::Lang;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seat: u8 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(1);
    let tokens = args.iter().any(|a| a == "--tokens");
    let game_lang = if args.iter().any(|a| a == "--zh") {
        Some(Lang::Zh)
    } else if args.iter().any(|a| a == "--en") {
        Some(Lang::En)
    } else {
        None
    };
    let ctx = ExtractContext { day: 1, speaker_seat: seat.saturating_sub(1), game_lang, ..ExtractContext::default() };
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        if line.trim().is_empty() {
            continue;
        }
        let lang = detect_lang_at(&line, game_lang);
        println!("[{}] {line}", lang.as_str());
        if tokens {
            print!("{}", explain(&line, lang));
        }
        for c in extract(&line, &ctx) {
            println!("    {}", c.content);
        }
    }
}
