//! Evaluation of the C6 extractor against the labeled corpus (`corpus/extract/*.jsonl`).
//! Shared by the `extract_corpus` test and the `extract_eval` example.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Deserialize;
use wolfcore::extract::{detect_lang, detect_lang_at, extract, ExtractContext};
use wolfcore::{Alignment, ClaimType, Lang, Role};

/// The English corpus as shipped.
pub const EN_CORPUS: &str = include_str!("../../corpus/extract/en.jsonl");
/// The Chinese corpus as shipped.
pub const ZH_CORPUS: &str = include_str!("../../corpus/extract/zh.jsonl");

/// The fresh batches of issue 23, written by independent writers (`corpus/extract/fresh/`): A and B,
/// then D, E and F (each measured once on first contact, then in-sample: corpus README sections 12–16).
pub const FRESH_CORPUS: [(&str, &str); 20] = [
    ("writerA-en.jsonl", include_str!("../../corpus/extract/fresh/writerA-en.jsonl")),
    ("writerA-zh.jsonl", include_str!("../../corpus/extract/fresh/writerA-zh.jsonl")),
    ("writerB-en.jsonl", include_str!("../../corpus/extract/fresh/writerB-en.jsonl")),
    ("writerB-zh.jsonl", include_str!("../../corpus/extract/fresh/writerB-zh.jsonl")),
    ("batch-d/D1-en.jsonl", include_str!("../../corpus/extract/fresh/batch-d/D1-en.jsonl")),
    ("batch-d/D1-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-d/D1-zh.jsonl")),
    ("batch-d/D2-en.jsonl", include_str!("../../corpus/extract/fresh/batch-d/D2-en.jsonl")),
    ("batch-d/D2-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-d/D2-zh.jsonl")),
    ("batch-e/E1-en.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E1-en.jsonl")),
    ("batch-e/E1-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E1-zh.jsonl")),
    ("batch-e/E2-en.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E2-en.jsonl")),
    ("batch-e/E2-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E2-zh.jsonl")),
    ("batch-e/E3-en.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E3-en.jsonl")),
    ("batch-e/E3-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-e/E3-zh.jsonl")),
    ("batch-f/F1-en.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F1-en.jsonl")),
    ("batch-f/F1-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F1-zh.jsonl")),
    ("batch-f/F2-en.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F2-en.jsonl")),
    ("batch-f/F2-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F2-zh.jsonl")),
    ("batch-f/F3-en.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F3-en.jsonl")),
    ("batch-f/F3-zh.jsonl", include_str!("../../corpus/extract/fresh/batch-f/F3-zh.jsonl")),
];

/// One labeled claim, seats 1-based as people write them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Expected {
    pub claim_type: ClaimType,
    #[serde(default)]
    pub role: Option<Role>,
    #[serde(default)]
    pub target_seat: Option<u32>,
    #[serde(default)]
    pub alignment: Option<Alignment>,
}

/// One labeled speech.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Speech {
    pub id: String,
    pub lang: Lang,
    pub speaker_seat: u8,
    pub day: u32,
    #[serde(default)]
    pub player_count: Option<u8>,
    #[serde(default)]
    pub tags: Vec<String>,
    pub text: String,
    pub expected: Vec<Expected>,
    /// Who wrote the speech (the fresh batches of issue 23: `writerA`, `writerB`, …).
    #[serde(default)]
    pub writer: Option<String>,
    /// The writer's style for the batch (stream talk, terse, long-winded, typos, …).
    #[serde(default)]
    pub style: Option<String>,
}

impl Speech {
    /// Does the speech contain a trap (negation, hypothetical, question, reported speech…)?
    pub fn is_trap(&self) -> bool {
        self.tags.iter().any(|t| t.starts_with("trap:"))
    }
}

/// True/false positives and false negatives.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub tp: usize,
    pub fp: usize,
    pub fn_: usize,
}

impl Counts {
    pub fn precision(&self) -> f64 {
        if self.tp + self.fp == 0 {
            1.0
        } else {
            self.tp as f64 / (self.tp + self.fp) as f64
        }
    }
    pub fn recall(&self) -> f64 {
        if self.tp + self.fn_ == 0 {
            1.0
        } else {
            self.tp as f64 / (self.tp + self.fn_) as f64
        }
    }
}

/// A speech where the extractor and the labels disagree.
#[derive(Debug, Clone)]
pub struct Mismatch {
    pub id: String,
    pub text: String,
    pub extra: Vec<Expected>,
    pub missing: Vec<Expected>,
}

/// The result of an evaluation.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Per language: speeches, trap speeches, wrongly detected language (from the text alone).
    pub speeches: BTreeMap<&'static str, (usize, usize, usize)>,
    /// Per language: wrongly detected language with the game's language weighing in (the
    /// extractor runs so: each batch is a game in its language).
    pub wrong_lang_at_table: BTreeMap<&'static str, usize>,
    /// Per language and claim type ("all" for the micro-average over types).
    pub counts: BTreeMap<(&'static str, &'static str), Counts>,
    /// Per writer (`-` when the speech names none), language and claim type ("all" as above).
    pub by_writer: BTreeMap<(String, &'static str, &'static str), Counts>,
    pub mismatches: Vec<Mismatch>,
}

fn lang_name(l: Lang) -> &'static str {
    l.as_str()
}

/// Parses a JSONL corpus; blank lines are skipped.
pub fn parse_corpus(jsonl: &str) -> Result<Vec<Speech>, String> {
    jsonl
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str::<Speech>(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Runs the extractor on every speech (language auto-detected with the game's language — the
/// batch's — weighing in, as the game calls it) and compares (speech, claim key) sets.
pub fn evaluate(speeches: &[Speech]) -> Report {
    let mut report = Report::default();
    for s in speeches {
        let lang = lang_name(s.lang);
        let detected = detect_lang(&s.text);
        let entry = report.speeches.entry(lang).or_default();
        entry.0 += 1;
        entry.1 += usize::from(s.is_trap());
        entry.2 += usize::from(detected != s.lang);
        *report.wrong_lang_at_table.entry(lang).or_default() +=
            usize::from(detect_lang_at(&s.text, Some(s.lang)) != s.lang);
        let ctx = ExtractContext {
            day: s.day,
            phase: "DAY_SPEECH".into(),
            speaker_seat: s.speaker_seat.saturating_sub(1),
            lang: None,
            game_lang: Some(s.lang),
            player_count: s.player_count,
        };
        let got: Vec<Expected> = extract(&s.text, &ctx)
            .iter()
            .map(|c| Expected {
                claim_type: c.claim_type,
                role: c.role,
                target_seat: c.target_seat.map(|t| u32::from(t) + 1),
                alignment: c.alignment,
            })
            .collect();
        let writer = s.writer.clone().unwrap_or_else(|| "-".to_owned());
        let mut tally = |ty: &'static str, f: &dyn Fn(&mut Counts)| {
            f(report.counts.entry((lang, ty)).or_default());
            f(report.by_writer.entry((writer.clone(), lang, ty)).or_default());
        };
        let mut extra = Vec::new();
        let mut missing = Vec::new();
        for g in &got {
            let hit = s.expected.contains(g);
            for ty in [g.claim_type.as_str(), "all"] {
                tally(ty, &|c| if hit { c.tp += 1 } else { c.fp += 1 });
            }
            if !hit {
                extra.push(*g);
            }
        }
        for e in &s.expected {
            if !got.contains(e) {
                for ty in [e.claim_type.as_str(), "all"] {
                    tally(ty, &|c| c.fn_ += 1);
                }
                missing.push(*e);
            }
        }
        if !extra.is_empty() || !missing.is_empty() {
            report.mismatches.push(Mismatch { id: s.id.clone(), text: s.text.clone(), extra, missing });
        }
    }
    report
}

fn show(e: &Expected) -> String {
    let mut s = e.claim_type.as_str().to_owned();
    if let Some(r) = e.role {
        let _ = write!(s, " {}", r.as_str());
    }
    if let Some(t) = e.target_seat {
        let _ = write!(s, " seat {t}");
    }
    if let Some(a) = e.alignment {
        let _ = write!(s, " {}", a.as_str());
    }
    s
}

impl Report {
    /// The per-language, per-claim-type table.
    pub fn table(&self) -> String {
        let mut out = String::new();
        for (lang, (n, traps, wrong_lang)) in &self.speeches {
            let _ = writeln!(
                out,
                "{lang}: {n} speeches, {traps} with traps ({:.0}%), language detected wrongly in {wrong_lang} \
                 (from the text alone; {} with the game's language)",
                *traps as f64 * 100.0 / (*n).max(1) as f64,
                self.wrong_lang_at_table.get(lang).copied().unwrap_or(0)
            );
        }
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{:<4} {:<20} {:>4} {:>4} {:>4} {:>9} {:>7}",
            "lang", "claim type", "tp", "fp", "fn", "precision", "recall"
        );
        let types = ClaimType::ALL.iter().map(|t| t.as_str()).chain(["all"]);
        for lang in self.speeches.keys() {
            for ty in types.clone() {
                let Some(c) = self.counts.get(&(*lang, ty)) else { continue };
                let _ = writeln!(
                    out,
                    "{:<4} {:<20} {:>4} {:>4} {:>4} {:>9.3} {:>7.3}",
                    lang,
                    ty,
                    c.tp,
                    c.fp,
                    c.fn_,
                    c.precision(),
                    c.recall()
                );
            }
        }
        out
    }

    /// The same table per writer (only when some speech names its writer).
    pub fn writer_table(&self) -> String {
        let mut out = String::new();
        if self.by_writer.keys().all(|(w, _, _)| w == "-") {
            return out;
        }
        let _ = writeln!(
            out,
            "{:<12} {:<4} {:<20} {:>4} {:>4} {:>4} {:>9} {:>7}",
            "writer", "lang", "claim type", "tp", "fp", "fn", "precision", "recall"
        );
        let types: Vec<&str> = ClaimType::ALL.iter().map(|t| t.as_str()).chain(["all"]).collect();
        let mut writers: Vec<(&str, &str)> = self.by_writer.keys().map(|(w, l, _)| (w.as_str(), *l)).collect();
        writers.dedup();
        for (writer, lang) in writers {
            for ty in &types {
                let Some(c) = self.by_writer.get(&(writer.to_owned(), lang, *ty)) else { continue };
                let _ = writeln!(
                    out,
                    "{:<12} {:<4} {:<20} {:>4} {:>4} {:>4} {:>9.3} {:>7.3}",
                    writer,
                    lang,
                    ty,
                    c.tp,
                    c.fp,
                    c.fn_,
                    c.precision(),
                    c.recall()
                );
            }
        }
        out
    }

    /// Every disagreement, for tuning and for failing tests.
    pub fn mismatch_list(&self) -> String {
        let mut out = String::new();
        for m in &self.mismatches {
            let _ = writeln!(out, "{}: {}", m.id, m.text);
            for e in &m.extra {
                let _ = writeln!(out, "    extra:   {}", show(e));
            }
            for e in &m.missing {
                let _ = writeln!(out, "    missing: {}", show(e));
            }
        }
        out
    }

    /// The micro-averaged counts of one language.
    pub fn overall(&self, lang: &str) -> Counts {
        self.counts.iter().find(|((l, t), _)| *l == lang && *t == "all").map(|(_, c)| *c).unwrap_or_default()
    }
}
