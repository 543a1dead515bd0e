//! C6: rule-based extraction of the speaker's own public claims from one day speech, in English
//! and Chinese (`source: regex`).
//!
//! ```
//! use wolfcore::extract::{extract, ExtractContext};
//! use wolfcore::{ClaimType, Role};
//!
//! let ctx = ExtractContext { day: 2, speaker_seat: 2, ..ExtractContext::default() };
//! let claims = extract("I am the Seer. Last night I checked Seat 7, he is a werewolf.", &ctx);
//! assert_eq!(claims[0].claim_type, ClaimType::RoleClaim);
//! assert_eq!(claims[0].role, Some(Role::Seer));
//! assert_eq!(claims[1].target_seat, Some(6)); // 0-based
//!
//! let none = extract("如果我是预言家，我会验5号。", &ExtractContext { speaker_seat: 2, ..ExtractContext::default() });
//! assert!(none.is_empty());
//! ```
//!
//! # How it works
//! 1. The text is capped at [`MAX_INPUT_CHARS`] and normalised (full-width forms folded, ASCII lower case).
//! 2. A language lexer (`en.rs`, `zh.rs`) turns it into semantic tokens (`token::Tok`): seats, roles,
//!    first-person pronouns, verbs of checking/saving/poisoning/guarding, verdicts, negations, hedges…
//! 3. The segmenter cuts sentences and clauses; quotations become someone else's sentences.
//! 4. One grammar for both languages (`grammar/`: the clause walk in `mod.rs`, then one file of
//!    rules per claim family — `roles.rs`, `checks.rs`, `water.rs`, `alignment.rs` — each with its
//!    examples as tests) finds claims whose subject is the speaker and that
//!    no negation, hypothetical, question, plan, hedge or reported-speech frame covers.
//! 5. Claims that need a role context ("5号金水" with no "my") are kept only if the speaker speaks as
//!    Seer (or Witch for 银水) elsewhere in the speech; an alignment statement that only repeats the
//!    verdict of the speaker's own check is dropped; duplicates (C3.1 key) are removed.
//!
//! Every matcher is hand-written: no regex engine, no backtracking, and each rule looks at most a
//! fixed window of tokens, so time is linear in the input.
//!
//! # Decisions
//! - **Content** is synthesised from the structured fields with [`Catalog::claim_content`] in the
//!   speech's language, never copied from the speech: a player's words do not reach other prompts
//!   through this path, and the line says exactly what was extracted.
//! - **A check implies no role claim.** "I checked seat 5: wolf" yields only the `seer_check`; the
//!   ledger already treats it as a Seer claim (C3.2). A `role_claim` is added only when the speaker
//!   names the role ("as the Seer", "我是预言家").
//! - **"I'm good" / 我是好人** yields nothing: every player says it and it names no role.
//! - **Opinions**: "seat 6 is a wolf", "I think/believe/am sure seat 6 is good", 我认为/我觉得6号是狼 are
//!   alignment statements; hedged ones (maybe, probably, might, seems, suspect, 可能, 怀疑, 像, 应该…) are not.
//! - **Planned actions** ("tonight I'll check 4", 今晚验4号) are not claims of an action.
//! - A speech whose speaker seat is outside the board yields nothing.
//! - **The 12-seat vocabulary (C6.3, issue 12)**: Idiot and White Wolf King claims (白狼王 about
//!   another seat is a wolf statement; "idiot" as an insult is nothing), roles by description or
//!   shorthand ("I have the potions", "I'm the gun", 我带枪, "I check people at night", 民一张),
//!   trust and vouching as good statements ("I trust 4", 我保5号; distrust and siding with a
//!   claimant are nothing), badge hand-overs only through the verdict said with them; running for
//!   sheriff (上警) is no role claim.
//!
//! The labeling policy of the evaluation corpus (`corpus/extract/README.md`) spells these out.
//!
//! # Quality, size and speed
//! - `cargo run -p wolfcore --example extract_eval [-- -v]` prints precision and recall per language
//!   and claim type on the corpus; the `extract_corpus` test holds the bar (≥ 0.95 / ≥ 0.90).
//!   `--example extract_try` shows what one line of stdin yields.
//! - Size, measured with a probe cdylib on wasm32 with the workspace release profile and
//!   `wasm-opt -Oz`: the extractor adds about 51 KB raw / 22 KB gzip, about what the `regex-lite`
//!   engine alone costs with two trivial patterns. No dependency is added. The issue-12 rules
//!   added 11,468 bytes raw / 4,940 bytes gzip to the package's .wasm (`bash scripts/size.sh`:
//!   702,448 → 713,916 raw, 281,329 → 286,269 gzip -9). The issue-23 rules (attribution, chat and
//!   voice styles, typing slips) added about 21 KB raw / 8.6 KB gzip (`bash scripts/size.sh`:
//!   759,305 → 780,520 raw, 315,506 → 324,120 gzip -9, measured with main merged). The second
//!   pass of issue 23 (code-switching, run-on voice input, the table language, slang) added
//!   7,680 bytes raw / 2,824 bytes gzip -9 (a `cargo build --release --target
//!   wasm32-unknown-unknown -p wolfcore-wasm` module after `wasm-opt` with the crate's flags,
//!   before wasm-bindgen: 1,494,274 → 1,501,954 raw, 507,738 → 510,562 gzip). The third pass
//!   (batch D's classes) added 5,743 bytes raw / 2,319 bytes gzip -9 to the package's .wasm
//!   (`bash scripts/size.sh`: 852,628 → 858,371 raw, 354,815 → 357,134 gzip).
//! - Precision and recall on the independent writers' batches (`corpus/extract/fresh/`, issue 23)
//!   and on the held-out batch are in `corpus/extract/README.md` (section 10).
//! - `cargo run --release -p wolfcore --example extract_bench`: about 15 µs per corpus speech, and a
//!   few milliseconds for a 20,000-character adversarial input (every rule reads a bounded window
//!   or a flag kept while segmenting, never a rescan of the clause: the bench holds a case for
//!   each rule that could go quadratic).
//! - `cargo run -p wolfcore --example extract_try -- 3 --tokens [--zh]` prints the tokens and
//!   clauses the rules read ([`explain`]), for writing a rule.

pub(crate) mod en;
pub(crate) mod grammar;
pub(crate) mod token;
pub(crate) mod zh;

use serde::{Deserialize, Serialize};

use crate::i18n::{Catalog, Lang};
use crate::model::{ClaimSource, ClaimStatus, ClaimType, PublicClaim, Role, Seat, MAX_PLAYERS};
use grammar::{Candidate, Gate, GrammarOptions, Reader};
use token::{SegmentOptions, Tok};

/// Input beyond this many characters is ignored (a speech is a few hundred).
pub const MAX_INPUT_CHARS: usize = 20_000;

/// The phase recorded when the context names none.
pub const DEFAULT_PHASE: &str = "DAY_SPEECH";

/// Where a speech was made and by whom.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ExtractContext {
    /// The game day (≥ 1; 0 is read as 1).
    pub day: u32,
    /// The phase, e.g. `DAY_SPEECH`; empty means [`DEFAULT_PHASE`].
    pub phase: String,
    /// The speaker's **0-based** seat.
    pub speaker_seat: Seat,
    /// The speech's language; detected from the text when absent.
    pub lang: Option<Lang>,
    /// The game's (table's) language, when known: it weighs in when the speech's language is
    /// detected, so a Chinese speech full of English words at a Chinese table stays Chinese
    /// (issue 23), while a speech wholly in the other language is still read in that language.
    pub game_lang: Option<Lang>,
    /// Seats are `1..=player_count` in the speech; others are ignored. Default (and cap): 16.
    pub player_count: Option<u8>,
}

/// Detects the language of a speech from its share of CJK ideographs: Chinese when ideographs
/// weigh at least as much as Latin letters (an ideograph counts as three letters, about a word's worth).
#[must_use]
pub fn detect_lang(text: &str) -> Lang {
    detect_lang_at(text, None)
}

/// [`detect_lang`] at a table that speaks `game_lang`: the game's language counts double, so
/// code-switched talk (我 seer 啊，昨晚 check 了 5 号，wolf) is read in the table's language unless the
/// other language clearly dominates (more than twice the weight).
#[must_use]
pub fn detect_lang_at(text: &str, game_lang: Option<Lang>) -> Lang {
    let mut cjk: usize = 0;
    let mut latin: usize = 0;
    for c in text.chars().take(MAX_INPUT_CHARS) {
        if is_cjk(c) {
            cjk += 1;
        } else if c.is_ascii_alphabetic() || ('\u{ff21}'..='\u{ff5a}').contains(&c) {
            latin += 1;
        }
    }
    let (cjk_weight, latin_weight) = match game_lang {
        None => (3, 1),
        Some(Lang::Zh) => (6, 1),
        Some(Lang::En) => (3, 2),
    };
    if cjk > 0 && cjk.saturating_mul(cjk_weight) >= latin.saturating_mul(latin_weight) {
        Lang::Zh
    } else {
        Lang::En
    }
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}' | '\u{f900}'..='\u{faff}' | '\u{20000}'..='\u{2ffff}')
}

/// Folds full-width ASCII (`５号`, `Ｓｅａｔ`, `，`) and the ideographic space, lower-cases ASCII, and
/// (in English) reads typographic apostrophes as `'`. Keeps one char per input char.
fn normalize(text: &str, lang: Lang) -> Vec<char> {
    text.chars()
        .take(MAX_INPUT_CHARS)
        .map(|c| {
            let c = match c {
                '\u{ff01}'..='\u{ff5e}' => char::from_u32(u32::from(c) - 0xfee0).unwrap_or(c),
                '\u{3000}' => ' ',
                '\u{2019}' | '\u{2018}' | '\u{02bc}' if lang == Lang::En => '\'',
                c => c,
            };
            c.to_ascii_lowercase()
        })
        .collect()
}

/// Finds the speaker's own claims in one speech (C6). Never panics; returns claims in order of
/// appearance, deduplicated by the C3.1 key, with `source: regex`, `status: unverified`, an empty
/// id (the ledger assigns one) and synthesised content.
#[must_use]
pub fn extract(text: &str, ctx: &ExtractContext) -> Vec<PublicClaim> {
    let player_count = ctx.player_count.unwrap_or(MAX_PLAYERS).min(MAX_PLAYERS);
    if ctx.speaker_seat >= player_count {
        return Vec::new();
    }
    let lang = ctx.lang.unwrap_or_else(|| detect_lang_at(text, ctx.game_lang));
    let (candidates, seer_voice) = candidates(text, lang, ctx.speaker_seat.saturating_add(1));
    let candidates = filter(candidates, seer_voice, player_count);
    let catalog = Catalog::get(lang);
    let day = ctx.day.max(1);
    let phase = if ctx.phase.trim().is_empty() { DEFAULT_PHASE.to_owned() } else { ctx.phase.clone() };
    let mut out: Vec<PublicClaim> = Vec::new();
    for c in candidates {
        // Seats were range-checked (1..=player_count) in `filter`.
        let target_seat = c.target.map(|t| t.saturating_sub(1));
        let role = match c.claim_type {
            ClaimType::RoleClaim => c.role,
            _ => None,
        };
        let content = catalog.claim_content(c.claim_type, ctx.speaker_seat, role, target_seat, c.alignment);
        let claim = PublicClaim {
            id: String::new(),
            day,
            phase: phase.clone(),
            speaker_seat: ctx.speaker_seat,
            claim_type: c.claim_type,
            role,
            target_seat,
            alignment: c.alignment,
            content,
            status: ClaimStatus::Unverified,
            source: ClaimSource::Regex,
            reasons: Vec::new(),
        };
        if !out.iter().any(|o| o.key() == claim.key()) {
            out.push(claim);
        }
    }
    out
}

/// The tokens and clauses the extractor reads in `text` (one clause a line), for debugging rules
/// (`cargo run -p wolfcore --example extract_try -- 1 --tokens`). Not a stable format.
#[doc(hidden)]
#[must_use]
pub fn explain(text: &str, lang: Lang) -> String {
    use std::fmt::Write as _;
    let chars = normalize(text, lang);
    let mut tokens = match lang {
        Lang::En => en::lex(&chars),
        Lang::Zh => zh::lex(&chars),
    };
    tokens.dedup_by(|later, earlier| matches!(later, Tok::Role(_)) && later == earlier);
    token::apply_corrections(&mut tokens);
    let seg = SegmentOptions { split_and: lang == Lang::En, inversion_questions: lang == Lang::En };
    let mut out = String::new();
    for s in token::segment(&tokens, seg) {
        let _ = writeln!(
            out,
            "sentence{}{}:",
            if s.question { " (question)" } else { "" },
            if s.quoted { " (quoted)" } else { "" }
        );
        for c in &s.clauses {
            let _ = writeln!(out, "  {:?} <{:?}>", c.toks, c.end);
        }
    }
    out
}

/// Lexes, segments and reads the speech: the raw candidates, seats 1-based, and whether the
/// speaker speaks of an own check without a verdict ("我验的").
fn candidates(text: &str, lang: Lang, speaker_1_based: u8) -> (Vec<Candidate>, bool) {
    let chars = normalize(text, lang);
    let (tokens, seg, opts) = match lang {
        Lang::En => (
            en::lex(&chars),
            SegmentOptions { split_and: true, inversion_questions: true },
            GrammarOptions { copula_optional: false },
        ),
        Lang::Zh => (
            zh::lex(&chars),
            SegmentOptions { split_and: false, inversion_questions: false },
            GrammarOptions { copula_optional: true },
        ),
    };
    // "a vanilla townie", "plain villager": one role said twice is one role word.
    let mut tokens = tokens;
    tokens.dedup_by(|later, earlier| matches!(later, Tok::Role(_)) && later == earlier);
    // "I checked 5 — no, 6": only the corrected statement counts.
    token::apply_corrections(&mut tokens);
    let sentences = token::segment(&tokens, seg);
    Reader::new(speaker_1_based, opts).read(&sentences)
}

/// Range checks, role-context gates, and checks that subsume alignment statements.
fn filter(candidates: Vec<Candidate>, seer_voice: bool, player_count: u8) -> Vec<Candidate> {
    let in_range = |t: Option<u8>| t.is_none_or(|t| (1..=player_count).contains(&t));
    let kept: Vec<Candidate> = candidates.into_iter().filter(|c| in_range(c.target)).collect();
    let ungated = || kept.iter().filter(|c| c.gate == Gate::None);
    let speaks_as_seer =
        seer_voice || ungated().any(|c| c.claim_type == ClaimType::SeerCheck || c.role == Some(Role::Seer));
    let speaks_as_witch = ungated()
        .any(|c| matches!(c.claim_type, ClaimType::WitchSave | ClaimType::WitchPoison) || c.role == Some(Role::Witch));
    let speaks_as_guard = ungated().any(|c| c.claim_type == ClaimType::GuardProtect || c.role == Some(Role::Guard));
    let claims_king = kept.iter().any(|c| c.role == Some(Role::WhiteWolfKing) && c.gate == Gate::None);
    let checks: Vec<(Option<u8>, Option<crate::model::Alignment>)> = kept
        .iter()
        .filter(|c| c.claim_type == ClaimType::SeerCheck && (c.gate == Gate::None || speaks_as_seer))
        .map(|c| (c.target, c.alignment))
        .collect();
    // "7号绝对是好人…是吧？…7号就是狼": of two opposite verdicts on one seat the later one is the
    // speaker's word (a correction, or sarcasm taken back). The last statement of each verdict per
    // seat (seats are in range here, ≤ MAX_PLAYERS), so the check stays linear.
    let mut last_said = [[None::<usize>; 2]; MAX_PLAYERS as usize + 1];
    for (i, c) in kept.iter().enumerate() {
        if let (ClaimType::AlignmentStatement, Some(t), Some(a)) = (c.claim_type, c.target, c.alignment) {
            if let Some(slot) = last_said.get_mut(usize::from(t)) {
                slot[usize::from(a == crate::model::Alignment::Wolf)] = Some(i);
            }
        }
    }
    let last_word = |i: usize, c: &Candidate| match (c.claim_type, c.target, c.alignment) {
        (ClaimType::AlignmentStatement, Some(t), Some(a)) => {
            let opposite = usize::from(a != crate::model::Alignment::Wolf);
            last_said.get(usize::from(t)).and_then(|s| s[opposite]).is_none_or(|j| j < i)
        }
        _ => true,
    };
    kept.iter()
        .enumerate()
        .filter(|(i, c)| last_word(*i, c))
        .map(|(_, c)| c)
        .filter(|c| match c.gate {
            Gate::None => true,
            Gate::Seer => speaks_as_seer,
            Gate::Witch => speaks_as_witch,
            Gate::Guard => speaks_as_guard,
            Gate::NotSeer => !speaks_as_seer,
        })
        .filter(|c| c.claim_type != ClaimType::AlignmentStatement || !checks.contains(&(c.target, c.alignment)))
        // "我是白狼王，自爆": the White Wolf King's claim says more than the werewolf's self-reveal.
        .filter(|c| !(c.role == Some(Role::Werewolf) && claims_king))
        .copied()
        .collect()
}
