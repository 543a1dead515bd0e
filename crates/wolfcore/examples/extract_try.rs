//! Prints what the C6 extractor finds in each line of standard input.
//!
//! ```text
//! echo "I am the seer. Seat 5 is my gold water." | cargo run -p wolfcore --example extract_try -- 3
//! ```
//! The optional argument is the speaker's 1-based seat (default 1).

use std::io::BufRead;

use wolfcore::extract::{detect_lang, extract, ExtractContext};

fn main() {
    let seat: u8 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let ctx = ExtractContext { day: 1, speaker_seat: seat.saturating_sub(1), ..ExtractContext::default() };
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        if line.trim().is_empty() {
            continue;
        }
        println!("[{}] {line}", detect_lang(&line).as_str());
        for c in extract(&line, &ctx) {
            println!("    {}", c.content);
        }
    }
}
