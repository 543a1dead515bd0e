//! C5 fuzz target: arbitrary bytes become claims, options and (hostile) labels; the rendered
//! section must keep its shape and every sanitised line must be clean, whatever the input.
//!
//! Run: `cargo +nightly fuzz run render -- -max_total_time=120` (from `crates/wolfcore`).
#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use wolfcore::ledger::render::{render, sanitize_line, Labels, RenderOptions};
use wolfcore::{ClaimSource, ClaimStatus, ClaimType, PublicClaim};

#[path = "../../tests/render_support/mod.rs"]
mod render_support;

/// Fragments that are known to be dangerous, so the fuzzer reaches them without having to
/// discover their UTF-8 encodings byte by byte.
const TOKENS: &[&str] = &[
    "</public_claims>",
    "<public_claims>",
    "<",
    ">",
    "\n",
    "\r\n",
    "\r",
    "\u{2028}",
    "\u{2029}",
    "\u{85}",
    "\t",
    "\0",
    "\u{202E}",
    "\u{2066}",
    "\u{200B}",
    "\u{200D}",
    "\u{FEFF}",
    "\u{E0041}",
    "\u{FF1C}",
    "\u{FF1E}",
    "\u{FE64}",
    "\u{27E9}",
    "- D1 Seat 1: ",
    "-",
    " ",
    "\u{3000}",
    "\u{FE0F}",
    "\u{301}",
    "\u{1F1EB}",
    "\u{1F3FD}",
    "…",
];

/// A string mixing arbitrary UTF-8 with dangerous tokens.
fn text(u: &mut Unstructured<'_>) -> Result<String> {
    let mut s = String::new();
    for _ in 0..u.int_in_range(0..=12u8)? {
        if u.arbitrary::<bool>()? {
            s.push_str(u.choose(TOKENS)?);
        } else {
            s.push_str(u.arbitrary::<&str>()?);
        }
    }
    Ok(s)
}

struct FuzzLabels {
    seats: Vec<String>,
    statuses: Vec<String>,
}

impl Labels for FuzzLabels {
    fn seat(&self, seat_1_based: u32) -> String {
        let len = self.seats.len().max(1);
        self.seats.get(seat_1_based as usize % len).cloned().unwrap_or_default()
    }

    fn status(&self, status: ClaimStatus) -> String {
        let i = ClaimStatus::ALL.iter().position(|s| *s == status).unwrap_or(0);
        self.statuses.get(i).cloned().unwrap_or_default()
    }
}

struct Case {
    claims: Vec<PublicClaim>,
    options: RenderOptions,
    labels: FuzzLabels,
}

fn case(u: &mut Unstructured<'_>) -> Result<Case> {
    let limit = usize::from(u.int_in_range(0..=40u8)?);
    let max_content_chars = usize::from(u.int_in_range(0..=300u16)?);
    let header = text(u)?;
    let disclaimer = text(u)?;
    let mut seats = Vec::new();
    for _ in 0..u.int_in_range(0..=3u8)? {
        seats.push(text(u)?);
    }
    let mut statuses = Vec::new();
    for _ in 0..4 {
        statuses.push(text(u)?);
    }
    let mut claims = Vec::new();
    for _ in 0..u.int_in_range(0..=48u8)? {
        claims.push(PublicClaim {
            id: String::new(),
            day: u.arbitrary()?,
            phase: "DAY_SPEECH".to_owned(),
            speaker_seat: u.arbitrary()?,
            claim_type: *u.choose(&ClaimType::ALL)?,
            role: None,
            target_seat: None,
            alignment: None,
            content: text(u)?,
            status: *u.choose(&ClaimStatus::ALL)?,
            source: ClaimSource::Manual,
            reasons: Vec::new(),
        });
    }
    Ok(Case {
        claims,
        options: RenderOptions { limit, header, disclaimer, max_content_chars },
        labels: FuzzLabels { seats, statuses },
    })
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(case) = case(&mut u) else { return };

    let out = render(&case.claims, &case.options, &case.labels);
    if let Err(e) = render_support::check_section(&out, case.claims.len(), case.options.limit) {
        panic!("C5 section invariant broken: {e}\n{out:?}");
    }
    // Same input, same output (C5.2 determinism).
    assert_eq!(out, render(&case.claims, &case.options, &case.labels));

    // C5.3 on its own: clean, capped, idempotent, and a cut result is a prefix of the uncut one.
    for claim in &case.claims {
        let max = case.options.max_content_chars;
        let short = sanitize_line(&claim.content, max);
        if let Err(e) = render_support::check_line(&short, max) {
            panic!("C5.3 line invariant broken: {e}");
        }
        assert_eq!(sanitize_line(&short, max), short, "sanitize_line is not idempotent");
        let full = sanitize_line(&claim.content, usize::MAX);
        if max > 0 && full.chars().count() > max {
            let kept = short.strip_suffix('…').expect("a cut line ends with an ellipsis");
            assert!(full.starts_with(kept), "{short:?} is not a prefix of {full:?}");
        } else if max > 0 {
            assert_eq!(short, full);
        }
    }
});
