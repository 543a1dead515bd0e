//! The fast path (`fast.rs`) against the tolerant reader it stands in for (issue 13): the same
//! outcome — claims, rejections with their indexes and reasons, counts, errors — on every input.
//! Differential: random well-formed and malformed replies (proptest), every reply-like string
//! literal of the repository's tests and sources (with truncations and wrappings of each), and
//! the fallback triggers one by one. Rules cited: C2.1 (finding the JSON), C2.2 (refusals),
//! C2.3 (each claim).

use std::fmt::Write as _;
use std::path::Path;

use proptest::prelude::*;

use super::fast::{has_fence, read_clean};
use super::summary::parse;
use super::{ParseContext, ParseOutcome, MAX_CLAIMS};
use crate::i18n::Lang;

/// Both paths on `raw`; panics (with the input) if they differ. Returns whether the fast path
/// read it.
fn same_outcome(raw: &str, ctx: &ParseContext) -> bool {
    let fast: ParseOutcome = parse(raw, ctx, true);
    let reference = parse(raw, ctx, false);
    assert_eq!(fast, reference, "fast and tolerant paths differ on {raw:?} with {ctx:?}");
    read_clean(raw).is_some()
}

fn contexts() -> Vec<ParseContext> {
    vec![
        ParseContext::default(),
        ParseContext { player_count: Some(12), day: Some(3), phase: None, lang: Lang::En },
        ParseContext { player_count: Some(8), day: None, phase: Some("day_vote".into()), lang: Lang::Zh },
        ParseContext { player_count: Some(40), day: Some(0), phase: Some("</bad>".into()), lang: Lang::En },
    ]
}

// ------------------------------------------------------------------ the fallback triggers

/// A clean claim with every field, as a model following the schema writes it.
const CLEAN: &str = r#"{"day":2,"speakerSeat":3,"claimType":"seer_check","role":null,"targetSeat":5,"alignment":"wolf","content":"Seat 5 is a wolf"}"#;

fn reply(claims: &str) -> String {
    format!(r#"{{"claims":[{claims}]}}"#)
}

#[test]
fn c2_1_clean_replies_take_the_fast_path() {
    let one = reply(CLEAN);
    let taken = [
        one.clone(),
        reply(""),
        format!("```json\n{one}\n```"),
        format!("```\n{one}"),                                               // an unclosed fence
        format!("Here you go:\n{one}\nHope this helps! [sic] {{not json}}"), // prose around it
        format!("\u{feff}  \n{one}  "),
        format!("{{\n \"claims\": [\n  {CLEAN},\n  {CLEAN}\n ]\n}}"),
        format!(r#"{{"summary": "day 2", "count": 1, "ok": true, "none": null, "claims": [{CLEAN}]}}"#),
        reply(r#"{"speakerSeat":1,"status":"corroborated","source":"manual","id":"x","note":7}"#),
        reply(r#"{"speaker\u0053eat":1,"content":"a \"quoted\"\nline \ud83d\ude00"}"#),
        reply(r#"{"speakerSeat":"Seat 3","day":"Day 2","claimType":"SeerCheck","targetSeat":5.0,"alignment":"evil"}"#),
        // Checked claim by claim, like any other: these are rejections, not fallbacks (C2.3).
        reply(
            r#"{"speakerSeat":99},{"speakerSeat":true},{"speakerSeat":1,"claimType":5},{"speakerSeat":1,"content":false}"#,
        ),
        reply(&vec![r#"{"speakerSeat":1}"#; MAX_CLAIMS].join(",")),
    ];
    for raw in &taken {
        assert!(read_clean(raw).is_some(), "fast path refused {raw:?}");
        for ctx in contexts() {
            same_outcome(raw, &ctx);
        }
    }
}

#[test]
fn c2_1_anything_else_falls_back_to_the_tolerant_path() {
    let one = reply(CLEAN);
    let refused = [
        String::new(),
        " \u{feff} ".to_owned(),
        "no json here".to_owned(),
        format!("[{CLEAN}]"),                                  // a bare array
        format!(r#"{{"Claims":[{CLEAN}]}}"#),                  // a loose `claims` key
        format!(r#"{{"claims":[{CLEAN}],"claims":[]}}"#),      // `claims` twice
        r#"{"claims":{}}"#.to_owned(),                         // wrong shape
        r#"{"result":[]}"#.to_owned(),                         // no claims key
        format!(r#"{{"meta":{{"n":1}},"claims":[{CLEAN}]}}"#), // a nested value never read
        format!(r#"{{"meta":[1e999],"claims":[{CLEAN}]}}"#),   // …that hides a non-finite number
        format!(r#"{{"claims":[{CLEAN},]}}"#),                 // a trailing comma
        reply(r#"{"speaker_seat":1}"#),                        // a loose key spelling
        reply(r#"{"SpeakerSeat":1,"speakerSeat":2}"#),
        reply(r#"{"speakerSeat":1,"speakerSeat":2}"#), // a duplicate key
        reply(r#"{"speakerSeat":null,"speakerSeat":2}"#),
        reply(r#"{"speakerSeat":[1]}"#), // a nested value
        reply(r#"{"speakerSeat":1,"extra":{}}"#),
        reply(r#"[1]"#), // an element that is not an object
        reply(r#""x""#),
        reply(r#"{"speakerSeat":1e999}"#), // non-finite (C2.2)
        reply(r#"{"speakerSeat":NaN}"#),
        reply(r#"{"content":"\ud800"}"#), // a lone surrogate escape
        reply(&vec![r#"{"speakerSeat":1}"#; MAX_CLAIMS + 1].join(",")), // `too_many`
        format!("[sic] {{not json}} [1, 2] {one}"), // the first bracket is not the JSON
        format!("```json\n[{CLEAN}]\n```\n{one}"), // the first fence is not it
        format!("```json\n{{\"claims\": [{CLEAN}, {{\"content\": \"```\"}}]}}\n```"), // a fence inside a string
        one.get(..one.len() - 2).unwrap_or_default().to_owned(), // truncated
    ];
    for raw in &refused {
        assert!(read_clean(raw).is_none(), "fast path took {raw:?}");
        for ctx in contexts() {
            same_outcome(raw, &ctx);
        }
    }
}

#[test]
fn c2_3_tidy_content_fast_copy_matches_the_rewrite() {
    // `tidy_content` copies a short line with nothing to fold; the rewrite must agree.
    for ctx in contexts() {
        for content in
            ["plain", "  padded  ", "a\tb", "a\u{2028}b", "\u{85}x", "é".repeat(499).as_str(), "é".repeat(500).as_str()]
        {
            let raw = reply(&format!(
                r#"{{"speakerSeat":1,"content":{}}}"#,
                serde_json::to_string(content).unwrap_or_default()
            ));
            assert!(same_outcome(&raw, &ctx));
        }
    }
}

// ------------------------------------------------------------------ the repository's replies

/// Every string literal in the repository's tests and sources that could be a reply: Rust raw
/// strings (`r#"…"#`) and JS template or quoted literals without escapes or interpolation,
/// holding a `{` or `[`.
fn harvested() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests", "src/parse", "src/ledger", "src/engine", "benches", "../wolfcore-wasm/src", "../../tests/node"]
    {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "rs" || e == "mjs") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        let mut rest = text.as_str();
        while let Some(at) = rest.find("r#\"") {
            rest = rest.get(at + 3..).unwrap_or_default();
            let Some(end) = rest.find("\"#") else { break };
            out.push(rest.get(..end).unwrap_or_default().to_owned());
            rest = rest.get(end + 2..).unwrap_or_default();
        }
        if path.extension().is_some_and(|e| e == "mjs") {
            for quote in ['`', '\''] {
                let mut parts = text.split(quote);
                parts.next();
                // Odd pieces are inside quotes (roughly: good enough to collect candidates).
                for (i, piece) in parts.enumerate() {
                    if i % 2 == 0 && !piece.contains('\\') && !piece.contains("${") && piece.contains("claims") {
                        out.push(piece.to_owned());
                    }
                }
            }
        }
    }
    out.retain(|s| s.contains('{') || s.contains('['));
    out.sort();
    out.dedup();
    out
}

/// `s` and variants of it: cut at many points, fenced, with prose, with a BOM, with CRLF.
fn variants(s: &str) -> Vec<String> {
    let mut out = vec![
        s.to_owned(),
        format!("```json\n{s}\n```"),
        format!("```\n{s}"),
        format!("Sure! Here are the claims:\n\n{s}\n\nLet me know."),
        format!("\u{feff}\r\n{s}"),
        s.replace('\n', "\r\n"),
        format!("{s}\n```json\n{s}\n```"),
    ];
    let cuts: Vec<usize> = s.char_indices().map(|(i, _)| i).collect();
    let step = (cuts.len() / 48).max(1);
    for &cut in cuts.iter().step_by(step) {
        out.push(s.get(..cut).unwrap_or_default().to_owned());
        out.push(format!(
            "{}{}",
            s.get(..cut).unwrap_or_default(),
            s.get(cut..).unwrap_or_default().replacen(',', ",,", 1)
        ));
    }
    out
}

#[test]
fn c2_repository_replies_give_the_same_outcome_both_ways() {
    let corpus = harvested();
    assert!(corpus.len() >= 40, "only {} replies harvested", corpus.len());
    let contexts = contexts();
    let (mut inputs, mut fast) = (0usize, 0usize);
    for s in &corpus {
        for raw in variants(s) {
            for ctx in &contexts {
                inputs += 1;
                fast += usize::from(same_outcome(&raw, ctx));
            }
        }
    }
    // The corpus exercises both paths (the bulk are truncations, which fall back).
    eprintln!("corpus: {} replies, fast path read {fast} of {inputs} inputs", corpus.len());
    assert!(fast >= 100 && fast < inputs, "fast path read {fast} of {inputs} inputs");
}

// ------------------------------------------------------------------ random replies

/// Values a field may hold, as JSON text: every kind the checks distinguish (C2.3) and the ones
/// the tolerant reader rewrites or refuses (C2.2).
const VALUES: &[&str] = &[
    "1",
    "3",
    "5",
    "12",
    "13",
    "16",
    "0",
    "-1",
    "-0",
    "5.0",
    "3.5",
    "1e1",
    "1E0",
    "2.0e0",
    "9007199254740993",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775809",
    "1e999",
    "-1e400",
    "1e-400",
    "NaN",
    "Infinity",
    "true",
    "false",
    "null",
    "[]",
    "[5]",
    "{}",
    r#"{"a":1}"#,
    r#""5""#,
    r#""Seat 5""#,
    r##""#3""##,
    r#""５号""#,
    r#""12号位""#,
    r#"" ""#,
    r#""""#,
    r#""none""#,
    r#""N/A""#,
    r#""未知""#,
    r#""Seer""#,
    r#""seer""#,
    r#""预言家""#,
    r#""Unknown""#,
    r#""Werewolf""#,
    r#""White Wolf King""#,
    r#""wolf""#,
    r#""good""#,
    r#""evil""#,
    r#""金水""#,
    r#""banana""#,
    r#""role_claim""#,
    r#""SeerCheck""#,
    r#""seer check""#,
    r#""查验""#,
    r#""other""#,
    r#""witch_save""#,
    r#""witch_poison""#,
    r#""guard_protect""#,
    r#""alignment_statement""#,
    r#""站边""#,
    r#""DAY_SPEECH""#,
    r#""day_pk""#,
    r#""</x>""#,
    r#""Day 2""#,
    r#""第2天""#,
    r#""2""#,
    r#""a\nb\tc""#,
    r#""x\u2028y""#,
    r#""\u0085z""#,
    r#""\ud800""#,
    r#""\udc00x""#,
    r#""\ud83d\ude00""#,
    r#""\u0041\"q\"""#,
    r#""\u200b\ufeff""#,
    r#""é…""#,
    r#""I am the seer, trust me.""#,
    r#""```""#,
    r#""{\"claims\":[]}""#,
];

/// Keys a claim may have: the exact C1 names, loose spellings, keys never read, an escaped one.
const KEYS: &[&str] = &[
    "speakerSeat",
    "claimType",
    "day",
    "role",
    "targetSeat",
    "alignment",
    "content",
    "phase",
    "speakerSeat",
    "claimType",
    "targetSeat",
    "content",
    "speaker_seat",
    "SpeakerSeat",
    "CLAIM-TYPE",
    "Day",
    "target_seat",
    "Content",
    "status",
    "source",
    "id",
    "reasons",
    "note",
    r"speaker\u0053eat",
    "speakerSeats",
];

fn field_text() -> impl Strategy<Value = String> {
    (prop::sample::select(KEYS), prop::sample::select(VALUES), 0usize..600).prop_map(|(k, v, long)| {
        // Now and then a long content, past the 500-char cap (C2.3).
        let v = if long > 590 { format!("\"{}\"", "long words ".repeat(long / 10)) } else { v.to_owned() };
        format!("\"{k}\":{v}")
    })
}

/// A likely-clean claim: the schema's fields with plausible values, in random order.
fn clean_claim() -> impl Strategy<Value = String> {
    (
        1u8..14,
        prop::sample::select(
            &[
                "role_claim",
                "seer_check",
                "witch_save",
                "witch_poison",
                "guard_protect",
                "alignment_statement",
                "other",
                "SeerCheck",
            ][..],
        ),
        prop::option::of(prop::sample::select(&["\"Seer\"", "\"Witch\"", "\"Werewolf\"", "null", "\"Banana\""][..])),
        prop::option::of(0u8..14),
        prop::option::of(prop::sample::select(&["\"good\"", "\"wolf\"", "null"][..])),
        prop::option::of(prop::sample::select(&["\"I am the seer\"", "\"\"", "\"a\\nb\"", "null", "\"你好\""][..])),
        prop::option::of(0u32..4),
        any::<bool>(),
    )
        .prop_map(|(seat, ty, role, target, alignment, content, day, rev)| {
            let mut fields = vec![format!("\"speakerSeat\":{seat}"), format!("\"claimType\":\"{ty}\"")];
            if let Some(r) = role {
                fields.push(format!("\"role\":{r}"));
            }
            if let Some(t) = target {
                fields.push(format!("\"targetSeat\":{t}"));
            }
            if let Some(a) = alignment {
                fields.push(format!("\"alignment\":{a}"));
            }
            if let Some(c) = content {
                fields.push(format!("\"content\":{c}"));
            }
            if let Some(d) = day {
                fields.push(format!("\"day\":{d}"));
            }
            if rev {
                fields.reverse();
            }
            format!("{{{}}}", fields.join(","))
        })
}

/// Values the fast path reads (scalars serde_json accepts as they are).
fn scalar_values() -> Vec<&'static str> {
    // (A string with a fence in it makes the tolerant reader search from there: not clean.)
    let refused = [
        "1e999",
        r#""```""#,
        "-1e400",
        "NaN",
        "Infinity",
        "[]",
        "[5]",
        "{}",
        r#"{"a":1}"#,
        r#""\ud800""#,
        r#""\udc00x""#,
    ];
    VALUES.iter().copied().filter(|v| !refused.contains(v)).collect()
}

/// A claim with each C1 key at most once, exactly spelt, holding any scalar: what the fast path
/// reads, value by value, as the tolerant reader does.
fn exact_claim() -> impl Strategy<Value = String> {
    (Just(super::field::Key::ALL), prop::collection::vec(prop::option::of(prop::sample::select(scalar_values())), 8))
        .prop_map(|(keys, values)| {
            let fields: Vec<String> =
                keys.iter().zip(values).filter_map(|(k, v)| Some(format!("\"{}\":{}", k.name(), v?))).collect();
            format!("{{{}}}", fields.join(","))
        })
}

fn element() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => clean_claim(),
        3 => exact_claim(),
        3 => prop::collection::vec(field_text(), 0..9).prop_map(|f| format!("{{{}}}", f.join(","))),
        1 => prop::sample::select(VALUES).prop_map(str::to_owned),
    ]
}

/// JSON whitespace, or none; now and then a non-JSON space.
fn space() -> impl Strategy<Value = &'static str> {
    prop::sample::select(&["", "", " ", "\n", "\n  ", "\t", "\r\n", "\u{a0}"][..])
}

prop_compose! {
    fn document()(
        elements in prop::collection::vec(element(), 0..6),
        repeat in prop_oneof![12 => Just(1usize), 1 => MAX_CLAIMS - 1..MAX_CLAIMS + 2],
        sp in space(),
        shape in 0u8..12,
        extra in prop::option::of(field_text()),
        trailing_comma in prop::bool::weighted(0.08),
    ) -> String {
        let mut items: Vec<String> = Vec::new();
        for e in &elements {
            for _ in 0..repeat.min(MAX_CLAIMS + 2) {
                items.push(e.clone());
                if items.len() >= MAX_CLAIMS + 2 { break; }
            }
        }
        let mut array = format!("[{sp}{}{}{sp}]", items.join(&format!(",{sp}")), if trailing_comma { "," } else { "" });
        if items.is_empty() { array = "[]".to_owned(); }
        let extra = extra.map(|e| format!("{e},{sp}")).unwrap_or_default();
        match shape {
            0..=5 => format!("{{{sp}\"claims\":{sp}{array}{sp}}}"),
            6 | 7 => format!("{{{sp}{extra}\"claims\":{array}}}"),
            8 => array,
            9 => format!("{{\"Claims\":{array}}}"),
            10 => format!("{{\"claims\":{array},\"claims\":[]}}"),
            _ => format!("{{\"result\":{array}}}"),
        }
    }
}

prop_compose! {
    fn wrapped()(doc in document(), wrap in 0u8..10, cut in prop::option::weighted(0.1, any::<prop::sample::Index>())) -> String {
        let mut raw = match wrap {
            0..=3 => doc,
            4 => format!("```json\n{doc}\n```"),
            5 => format!("```\n{doc}"),
            6 => format!("Here are the claims: {doc}\nThanks."),
            7 => format!("{{not json}} [sic] {doc}"),
            8 => format!("\u{feff} ```json\n[1]\n```\n{doc}"),
            _ => format!("{doc}\n```json\n{doc}\n```"),
        };
        if let Some(cut) = cut {
            let at = cut.index(raw.len() + 1);
            let at = (0..=at).rev().find(|i| raw.is_char_boundary(*i)).unwrap_or(0);
            raw.truncate(at);
        }
        raw
    }
}

fn context() -> impl Strategy<Value = ParseContext> {
    (
        prop::option::of(prop::sample::select(&[1u8, 5, 8, 12, 16, 30][..])),
        prop::option::of(0u32..4),
        prop::option::of(prop::sample::select(&["DAY_VOTE", "night", "9bad", ""][..])),
        prop::sample::select(&Lang::ALL[..]),
    )
        .prop_map(|(player_count, day, phase, lang)| ParseContext {
            player_count,
            day,
            phase: phase.map(str::to_owned),
            lang,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    /// C2.1–C2.3: whatever the reply, the fast path's outcome is the tolerant reader's.
    #[test]
    fn c2_fast_path_outcome_is_the_tolerant_readers(raw in wrapped(), ctx in context()) {
        same_outcome(&raw, &ctx);
    }

    /// C2.3: every scalar value under every exact key is read the same both ways.
    #[test]
    fn c2_3_scalar_fields_read_the_same_both_ways(claims in prop::collection::vec(exact_claim(), 1..8), ctx in context()) {
        let raw = format!("{{\"claims\":[{}]}}", claims.join(","));
        prop_assert!(same_outcome(&raw, &ctx), "fast path refused {}", raw);
    }

    /// Replies written to the schema take the fast path (so the test above compares something).
    #[test]
    fn c2_schema_replies_take_the_fast_path(claims in prop::collection::vec(clean_claim(), 0..25), pretty in any::<bool>(), ctx in context()) {
        let mut raw = String::from("{\"claims\":[");
        for (i, c) in claims.iter().enumerate() {
            let _ = write!(raw, "{}{}{c}", if i > 0 { "," } else { "" }, if pretty { "\n  " } else { "" });
        }
        raw.push_str("]}");
        prop_assert!(same_outcome(&raw, &ctx), "fast path refused {}", raw);
    }
}

/// C2.1: the byte loop that tells whether a reply has a fence is `contains("```")`.
#[test]
fn c2_1_has_fence_is_contains() {
    for text in [
        "",
        "`",
        "``",
        "```",
        "a```",
        "```b",
        "`` `",
        "`x``",
        "``x```",
        "````",
        "`` ``",
        "a`b`c`",
        "中文```",
        "``中文`",
        "{\"claims\":[]}",
        "x\n```json\n{}\n```",
    ] {
        assert_eq!(has_fence(text), text.contains("```"), "{text:?}");
    }
    proptest!(|(text in "[`a中]{0,12}")| {
        prop_assert_eq!(has_fence(&text), text.contains("```"));
    });
}
