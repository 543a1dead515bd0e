//! C6 properties: the extractor never panics, whatever it is given, and what it returns is
//! always well-formed.

use proptest::prelude::*;
use wolfcore::extract::{extract, ExtractContext};
use wolfcore::{ClaimSource, ClaimStatus, ClaimType, Lang};

/// Words of the game in both languages, so random speeches hit the grammar, not just the lexers.
const WORDS: &[&str] = &[
    "I",
    "am",
    "not",
    "the",
    "seer",
    "witch",
    "guard",
    "hunter",
    "villager",
    "wolf",
    "good",
    "seat",
    "5",
    "No.",
    "#",
    "checked",
    "saved",
    "poisoned",
    "protected",
    "gold water",
    "silver water",
    "counter-claim",
    "if",
    "said",
    "he",
    "my",
    "is",
    "and",
    "but",
    "?",
    ".",
    ",",
    ":",
    "\"",
    "—",
    "我",
    "是",
    "不",
    "预言家",
    "女巫",
    "守卫",
    "猎人",
    "平民",
    "狼",
    "好人",
    "金水",
    "查杀",
    "银水",
    "跳",
    "对跳",
    "悍跳",
    "守了",
    "毒了",
    "救了",
    "验了",
    "5号",
    "十二号",
    "如果",
    "说",
    "吗",
    "？",
    "，",
    "。",
    "“",
    "”",
    "的",
    "他",
    "给",
    "发",
    "作为",
    "自爆",
    "所以",
    "但是",
    "的话",
];

fn speech() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..60).prop_map(|w| w.join(" "))
}

fn check_well_formed(text: &str, ctx: &ExtractContext) {
    let claims = extract(text, ctx);
    let board = ctx.player_count.unwrap_or(16).min(16);
    for (i, c) in claims.iter().enumerate() {
        assert_eq!(c.speaker_seat, ctx.speaker_seat);
        assert!(c.day >= 1);
        assert!(!c.content.trim().is_empty() && !c.content.contains(['\n', '\r']));
        assert_eq!(c.source, ClaimSource::Regex);
        assert_eq!(c.status, ClaimStatus::Unverified);
        assert!(c.target_seat.is_none_or(|t| t < board), "target {:?} on a board of {board}", c.target_seat);
        match c.claim_type {
            ClaimType::RoleClaim => assert!(c.role.is_some() && c.target_seat.is_none()),
            ClaimType::SeerCheck | ClaimType::AlignmentStatement => {
                assert!(c.target_seat.is_some() && c.alignment.is_some());
                assert_ne!(c.target_seat, Some(c.speaker_seat), "no check or statement about oneself");
            }
            _ => assert!(c.target_seat.is_some() && c.alignment.is_none()),
        }
        assert!(claims.iter().skip(i + 1).all(|d| d.key() != c.key()), "duplicate key");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn c6_never_panics_on_arbitrary_text(text in any::<String>(), seat in 0u8..20, count in proptest::option::of(0u8..30)) {
        let ctx = ExtractContext { day: 1, speaker_seat: seat, player_count: count, ..ExtractContext::default() };
        check_well_formed(&text, &ctx);
    }

    #[test]
    fn c6_never_panics_on_game_words(text in speech(), seat in 0u8..12, zh in any::<bool>()) {
        for lang in [None, Some(if zh { Lang::Zh } else { Lang::En })] {
            let ctx = ExtractContext { day: 2, speaker_seat: seat, lang, player_count: Some(12), ..ExtractContext::default() };
            check_well_formed(&text, &ctx);
        }
    }

    #[test]
    fn c6_extraction_is_deterministic(text in speech(), seat in 0u8..12) {
        let ctx = ExtractContext { day: 2, speaker_seat: seat, ..ExtractContext::default() };
        prop_assert_eq!(extract(&text, &ctx), extract(&text, &ctx));
    }
}

#[test]
fn c6_huge_and_pathological_inputs() {
    let ctx = ExtractContext { speaker_seat: 0, ..ExtractContext::default() };
    let long_clause = "seat 5 and ".repeat(50_000);
    let repeated_roles = "seer ".repeat(40_000);
    let zh_run = "我是预言家我不是预言家如果我是".repeat(10_000);
    let numbers = "9".repeat(100_000);
    let quotes = "\"".repeat(30_000);
    let seats = "5号".repeat(30_000);
    for text in [long_clause, repeated_roles, zh_run, numbers, quotes, seats, "\u{0}\u{202e}\u{200b}".repeat(10_000)] {
        for lang in [None, Some(Lang::En), Some(Lang::Zh)] {
            check_well_formed(&text, &ExtractContext { lang, ..ctx.clone() });
        }
    }
}
