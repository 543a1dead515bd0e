//! Fuzz target for C2: `parse_summary` never panics, and every outcome keeps the invariants
//! the property tests check (tests/parse.rs `check`).
//!
//! The first input byte picks the context (player count, day, language); the rest, decoded as
//! lossy UTF-8, is the response.

#![no_main]

use libfuzzer_sys::fuzz_target;
use wolfcore::parse::{parse_summary, parse_summary_claims, ParseContext, MAX_CLAIMS, MAX_CONTENT_CHARS};
use wolfcore::{ClaimSource, ClaimStatus, ClaimType, Lang, Role, MAX_PLAYERS};

fn context(byte: u8) -> ParseContext {
    let player_count = match byte & 0x1f {
        0 => None,
        n => Some(n - 1), // 0..=30, including 0 and counts beyond the largest board
    };
    let day = if byte & 0x20 == 0 { None } else { Some(u32::from(byte >> 6)) };
    let lang = if byte & 0x80 == 0 { Lang::En } else { Lang::Zh };
    ParseContext { player_count, day, phase: None, lang }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else { return };
    let ctx = context(first);
    let raw = String::from_utf8_lossy(rest);
    let outcome = parse_summary(&raw, &ctx);

    let seats = ctx.player_count.unwrap_or(MAX_PLAYERS).min(MAX_PLAYERS);
    if outcome.error.is_some() {
        assert!(outcome.claims.is_empty() && outcome.rejected.is_empty());
    }
    assert!(outcome.claims.len() <= MAX_CLAIMS);
    for c in &outcome.claims {
        assert!(c.speaker_seat < seats);
        assert!(c.target_seat.is_none_or(|t| t < seats));
        assert!(c.day >= 1);
        assert!(!c.content.trim().is_empty());
        assert!(c.content.chars().count() <= MAX_CONTENT_CHARS);
        assert!(!c.content.contains(|ch: char| ch.is_control()));
        assert_eq!(c.status, ClaimStatus::Unverified);
        assert_eq!(c.source, ClaimSource::Summary);
        assert_eq!(&c.clone().canonical(), c);
        assert!(c.id.is_empty() && c.reasons.is_empty());
        assert!(!c.phase.is_empty() && c.phase.len() <= 64);
        assert!(c.phase.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_'));
        if c.claim_type == ClaimType::RoleClaim {
            assert!(c.role.is_some_and(|r| r != Role::Unknown));
        }
        if c.claim_type == ClaimType::AlignmentStatement {
            assert!(c.alignment.is_some() && c.target_seat.is_some());
        }
    }
    assert!(outcome.rejected.windows(2).all(|w| w[0].index < w[1].index));
    // The outcome always serialises: it crosses into JS as JSON.
    assert!(serde_json::to_string(&outcome).is_ok());
    assert_eq!(parse_summary_claims(&raw, &ctx), outcome.claims);
});
