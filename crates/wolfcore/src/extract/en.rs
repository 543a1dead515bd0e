//! English lexer for the extractor (C6): words, contractions, seat references and table-talk
//! phrases ("gold water", "counter-claim", "came back") become [`Tok`]s.
//!
//! Input is already normalised by [`super::normalize`]: ASCII lower case, full-width forms folded.

use super::token::{small, Punct, Tok};
use crate::model::{Alignment, Role};

/// A piece of text before phrase matching.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Item {
    /// A lower-case word without apostrophes or hyphens.
    W(String),
    /// Digits.
    N(u32),
    /// `#` or "no." in front of a number.
    SeatMark,
    /// A token already decided (punctuation, a contraction's tail).
    T(Tok),
}

const GOOD: Tok = Tok::Verdict(Alignment::Good);
const WOLF: Tok = Tok::Verdict(Alignment::Wolf);

/// Words that may follow "seat" / "player" and name a number.
fn number_word(w: &str) -> Option<u32> {
    const WORDS: [&str; 16] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen",
    ];
    WORDS.iter().position(|x| *x == w).and_then(|i| u32::try_from(i + 1).ok())
}

fn is_seat_word(w: &str) -> bool {
    matches!(w, "seat" | "seats" | "player" | "players" | "number" | "num" | "nr")
}

/// Contractions whose apostrophe form is not a possessive.
fn contraction(w: &str) -> Option<&'static [Tok]> {
    Some(match w {
        "i'm" | "im" => &[Tok::I, Tok::Be],
        "i've" | "ive" => &[Tok::I, Tok::Aux],
        "i'll" => &[Tok::I, Tok::Future],
        "i'd" => &[Tok::I, Tok::Modal],
        "he's" | "she's" => &[Tok::Third, Tok::Be],
        "they're" | "theyre" => &[Tok::Third, Tok::Be],
        "you're" | "youre" => &[Tok::You, Tok::Be],
        "we're" => &[Tok::We, Tok::Be],
        "it's" | "its" | "that's" | "thats" | "there's" | "here's" => &[Tok::Other, Tok::Be],
        "what's" | "whats" | "who's" | "whos" | "where's" | "how's" => &[Tok::Question, Tok::Be],
        "isn't" | "isnt" | "aren't" | "arent" | "wasn't" | "wasnt" | "weren't" | "werent" | "ain't" => {
            &[Tok::Be, Tok::Neg]
        }
        "don't" | "dont" | "doesn't" | "doesnt" | "didn't" | "didnt" => &[Tok::Aux, Tok::Neg],
        "won't" | "wont" => &[Tok::Future, Tok::Neg],
        "wouldn't" | "wouldnt" | "couldn't" | "couldnt" | "shouldn't" | "shouldnt" | "mustn't" => {
            &[Tok::Modal, Tok::Neg]
        }
        "can't" | "cant" | "cannot" | "haven't" | "havent" | "hasn't" | "hasnt" | "hadn't" => &[Tok::Neg],
        _ => return None,
    })
}

/// Multi-word phrases (words separated by one space); the longest match wins.
const PHRASES: &[(&str, &[Tok])] = &[
    ("if you ask me", &[]),
    ("according to me", &[]),
    ("according to", &[Tok::ReportOther]),
    ("without a doubt", &[]),
    ("no doubt", &[]),
    ("for sure", &[]),
    ("of course", &[]),
    ("in my book", &[]),
    ("in my eyes", &[]),
    ("in my opinion", &[]),
    ("in my view", &[]),
    ("to me", &[]),
    ("as well as", &[Tok::And]),
    ("as well", &[]),
    ("as if", &[Tok::Hypo]),
    ("even if", &[Tok::Hypo]),
    ("only if", &[Tok::Hypo]),
    ("what if", &[Tok::Hypo]),
    ("in case", &[Tok::Hypo]),
    ("lets say", &[Tok::Hypo]),
    ("let us say", &[Tok::Hypo]),
    ("say i'm", &[Tok::Hypo, Tok::I, Tok::Be]),
    ("going to", &[Tok::Future]),
    ("want to", &[Tok::Future]),
    ("plan to", &[Tok::Future]),
    // "I would like to reveal that …": a wish to tell, not a possibility.
    ("would like to", &[Tok::Future]),
    ("would love to", &[Tok::Future]),
    ("planning to", &[Tok::Future]),
    ("intend to", &[Tok::Future]),
    ("about to", &[Tok::Future]),
    ("not sure", &[Tok::Hedge]),
    ("kind of", &[Tok::Hedge]),
    ("sort of", &[Tok::Hedge]),
    ("a bit", &[Tok::Hedge]),
    ("a little", &[Tok::Hedge]),
    ("looks like", &[Tok::Hedge]),
    ("feels like", &[Tok::Hedge]),
    ("one of the", &[Tok::Det]),
    ("one of", &[Tok::Det]),
    ("last night", &[]),
    ("first night", &[]),
    ("second night", &[]),
    ("night one", &[]),
    ("night two", &[]),
    ("night three", &[]),
    ("this whole time", &[]),
    ("white wolf king", &[Tok::Role(Role::WhiteWolfKing)]),
    ("gold water", &[Tok::GoldWater]),
    ("golden water", &[Tok::GoldWater]),
    ("good check", &[Tok::GoldWater]),
    ("silver water", &[Tok::SilverWater]),
    ("wolf check", &[Tok::WolfCheck]),
    ("werewolf check", &[Tok::WolfCheck]),
    ("check kill", &[Tok::WolfCheck]),
    ("counter claim", &[Tok::Counter]),
    ("counter claiming", &[Tok::Counter]),
    ("counter claimed", &[Tok::Counter]),
    ("self destruct", &[Tok::SelfDestruct]),
    ("come out as", &[Tok::Claim]),
    ("coming out as", &[Tok::Claim]),
    ("came out as", &[Tok::Claim]),
    ("come out", &[Tok::Claim]),
    ("coming out", &[Tok::Claim]),
    ("came out", &[Tok::Claim]),
    ("out myself as", &[Tok::Claim]),
    ("step forward as", &[Tok::Claim]),
    ("hard claim", &[Tok::Claim]),
    ("soft claim", &[Tok::Claim]),
    ("came back", &[Tok::Result]),
    ("comes back", &[Tok::Result]),
    ("come back", &[Tok::Result]),
    ("turned out", &[Tok::Result]),
    ("turns out", &[Tok::Result]),
    ("good guy", &[GOOD]),
    ("good guys", &[GOOD]),
    ("good person", &[GOOD]),
    ("good side", &[GOOD]),
    ("good team", &[GOOD]),
    ("bad guy", &[WOLF]),
    ("bad guys", &[WOLF]),
    ("wolf side", &[WOLF]),
    ("wolf team", &[WOLF]),
    ("wolf teammate", &[WOLF]),
    ("wolf pack", &[WOLF]),
];

/// Words after "good"/"wolf" that make them a modifier, not a verdict ("good at", "wolf kill").
fn blocks_verdict(next: &str) -> bool {
    matches!(
        next,
        "at" | "with"
            | "enough"
            | "job"
            | "point"
            | "points"
            | "speech"
            | "speeches"
            | "question"
            | "questions"
            | "idea"
            | "call"
            | "catch"
            | "luck"
            | "morning"
            | "news"
            | "thing"
            | "things"
            | "try"
            | "move"
            | "moves"
            | "reasoning"
            | "logic"
            | "argument"
            | "play"
            | "player"
            | "players"
            | "speaker"
            | "liar"
            | "actor"
            | "kill"
            | "kills"
            | "killed"
            | "knife"
            | "target"
            | "targets"
            | "pick"
            | "choice"
            | "vote"
            | "votes"
            | "perspective"
            | "pov"
            | "win"
            | "chance"
            | "read"
            | "reads"
            | "hunter"
            | "hunting"
    )
}

/// After "a good …": only these nouns keep "good" a verdict ("a good villager").
fn good_noun_ok(next: &str) -> bool {
    matches!(next, "villager" | "citizen" | "human" | "man" | "woman" | "card" | "role")
}

/// Function words that may follow a verdict without turning it into a modifier.
fn follows_verdict(next: &str) -> bool {
    matches!(
        next,
        "and"
            | "but"
            | "or"
            | "in"
            | "to"
            | "for"
            | "too"
            | "as"
            | "then"
            | "now"
            | "here"
            | "though"
            | "who"
            | "that"
            | "because"
            | "since"
            | "so"
            | "imo"
            | "tbh"
            | "based"
            | "from"
            | "by"
            | "if"
            | "according"
            | "on"
            | "again"
            | "already"
            | "anyway"
            | "i"
            | "no"
            | "yet"
            | "confirmed"
            | "today"
            | "tonight"
    )
}

fn word(w: &str) -> &'static [Tok] {
    match w {
        "i" | "me" => &[Tok::I],
        "myself" => &[Tok::SelfRef],
        "my" | "mine" => &[Tok::My],
        "we" | "us" | "our" | "ours" => &[Tok::We],
        // Indefinite pronouns are someone else too: "whoever poisoned seat 5".
        "he" | "she" | "they" | "him" | "her" | "them" | "whoever" | "someone" | "somebody" | "anyone" | "anybody"
        | "everyone" | "everybody" | "nobody" | "people" => &[Tok::Third],
        "his" | "hers" | "their" | "theirs" => &[Tok::ThirdPoss],
        "you" | "u" | "ya" | "yall" => &[Tok::You],
        "your" | "yours" | "ur" => &[Tok::YourPoss],
        "who" | "whom" => &[Tok::Rel],
        "what" | "why" | "how" | "whose" => &[Tok::Question],
        "am" | "is" | "are" | "was" | "were" | "be" | "been" | "being" => &[Tok::Be],
        "do" | "does" | "did" | "have" | "has" | "had" | "can" => &[Tok::Aux],
        "not" | "never" | "no" | "nope" | "neither" | "nor" => &[Tok::Neg],
        "if" | "suppose" | "supposing" | "assume" | "assuming" | "imagine" | "hypothetically" | "unless"
        | "whether" | "pretend" => &[Tok::Hypo],
        "would" | "could" | "might" | "should" | "may" | "must" => &[Tok::Modal],
        "will" | "gonna" | "shall" => &[Tok::Future],
        "tonight" | "tomorrow" | "later" => &[Tok::Later],
        "maybe" | "perhaps" | "probably" | "possibly" | "likely" | "unlikely" | "suspect" | "suspects"
        | "suspected" | "seems" | "seem" | "seemed" | "seemingly" | "looks" | "looked" | "appears" | "appear"
        | "feel" | "feels" | "felt" | "guess" | "wonder" | "lean" | "leaning" | "leans" | "kinda" | "somewhat"
        | "slightly" | "apparently" | "presumably" | "doubt" | "wolfy" | "wolfish" | "unsure" | "feeling" | "hunch"
        | "gut" => &[Tok::Hedge],
        "think" | "thinks" | "thought" | "believe" | "believes" | "believed" | "know" | "knows" | "knew" | "sure"
        | "certain" | "convinced" | "confident" | "reckon" | "bet" => &[Tok::Assert],
        "say" | "says" | "said" | "saying" | "tell" | "tells" | "told" | "telling" | "called" | "calls" | "calling"
        | "accused" | "accuses" | "accusing" | "stated" | "states" | "insisted" | "insists" | "insisting"
        | "mentioned" | "announced" | "reported" | "denies" | "denied" | "admitted" | "admits" => &[Tok::Report],
        "claim" | "claims" | "claimed" | "claiming" | "jump" | "jumps" | "jumped" | "jumping" | "reveal"
        | "reveals" | "revealed" | "revealing" | "declare" | "declares" | "declared" | "declaring" => &[Tok::Claim],
        "counterclaim" | "counterclaims" | "counterclaimed" | "counterclaiming" => &[Tok::Counter],
        "selfdestruct" | "self-destruct" | "self-destructs" | "self-destructing" | "self-explode" => {
            &[Tok::SelfDestruct]
        }
        "check" | "checks" | "checked" | "checking" | "verified" | "verify" | "verifies" | "inspected" | "inspect"
        | "investigated" | "investigate" | "scanned" | "scan" | "peeked" | "peek" => &[Tok::Check],
        "check-kill" | "checkkill" | "wolf-check" => &[Tok::WolfCheck],
        "save" | "saves" | "saved" | "saving" | "antidote" | "heal" | "heals" | "healed" | "healing" => &[Tok::Save],
        "poison" | "poisons" | "poisoned" | "poisoning" => &[Tok::Poison],
        "protect" | "protects" | "protected" | "protecting" | "protection" | "guarded" | "guarding" | "shielded"
        | "shield" | "defended" => &[Tok::Protect],
        "gold" => &[Tok::GoldWater],
        "silver" => &[Tok::SilverWater],
        "wolf" | "wolves" | "werewolf" | "werewolves" | "evil" | "bad" => &[WOLF],
        "good" | "innocent" | "clean" => &[GOOD],
        "seer" | "prophet" => &[Tok::Role(Role::Seer)],
        "witch" => &[Tok::Role(Role::Witch)],
        "guard" | "bodyguard" | "protector" => &[Tok::Role(Role::Guard)],
        "hunter" => &[Tok::Role(Role::Hunter)],
        "idiot" => &[Tok::Role(Role::Idiot)],
        "villager" | "villagers" | "vanilla" | "civilian" | "townie" => &[Tok::Role(Role::Villager)],
        "role" | "identity" | "card" => &[Tok::Identity],
        "here" => &[Tok::Here],
        "as" => &[Tok::As],
        "give" | "gives" | "gave" | "giving" | "given" | "hand" | "hands" | "handed" | "handing" => &[Tok::Give],
        "to" | "on" | "onto" | "at" | "for" | "into" => &[Tok::Prep],
        "by" => &[Tok::By],
        "from" => &[Tok::From],
        "and" | "plus" => &[Tok::And],
        "but" | "however" | "although" | "though" | "anyway" => &[Tok::But],
        "because" | "cause" | "since" | "which" | "while" | "when" | "where" | "then" | "whereas" | "meaning" => {
            &[Tok::Conj]
        }
        "so" | "therefore" | "thus" | "hence" => &[Tok::So],
        "a" | "an" | "the" | "this" | "another" => &[Tok::Det],
        "result" | "results" | "verdict" | "returned" | "showed" | "shows" => &[Tok::Result],
        // Words that carry nothing for the grammar: intensifiers, fillers, time words, "that".
        "that" | "just" | "actually" | "really" | "definitely" | "surely" | "certainly" | "clearly" | "obviously"
        | "absolutely" | "totally" | "truly" | "honestly" | "literally" | "simply" | "plain" | "plainly" | "only"
        | "also" | "too" | "still" | "both" | "all" | "real" | "true" | "genuine" | "actual" | "confirmed"
        | "pretty" | "very" | "quite" | "imo" | "imho" | "tbh" | "yes" | "yeah" | "yep" | "ok" | "okay" | "well"
        | "simple" | "normal" | "ordinary" | "regular" | "humble" | "yesterday" | "today" | "now" | "again"
        | "already" | "even" | "100%" | "hundred" | "percent" | "100" | "btw" | "fyi" | "lol" | "lmao" | "haha"
        | "n1" | "n2" | "n3" | "n4" | "n5" => &[],
        _ => &[Tok::Other],
    }
}

/// Splits a raw word (letters, digits, inner apostrophes and hyphens) into items.
fn push_word(raw: &str, out: &mut Vec<Item>) {
    if raw == "let's" {
        out.push(Item::W("lets".to_owned()));
        return;
    }
    if let Some(toks) = contraction(raw) {
        out.extend(toks.iter().map(|t| Item::T(*t)));
        return;
    }
    // p5 = player 5
    if let Some(rest) = raw.strip_prefix('p') {
        if !rest.is_empty() && rest.len() <= 2 && rest.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(n) = rest.parse::<u32>() {
                out.push(Item::SeatMark);
                out.push(Item::N(n));
                return;
            }
        }
    }
    if raw.contains('\'') {
        let (base, tail): (&str, &[Tok]) = if let Some(b) = raw.strip_suffix("n't") {
            (b, &[Tok::Neg])
        } else if let Some(b) = raw.strip_suffix("'s") {
            (b, &[Tok::Poss])
        } else if let Some(b) = raw.strip_suffix("s'") {
            (b, &[Tok::Poss])
        } else if let Some(b) = raw.strip_suffix("'ll") {
            (b, &[Tok::Future])
        } else if let Some(b) = raw.strip_suffix("'d") {
            (b, &[Tok::Modal])
        } else if let Some(b) = raw.strip_suffix("'re") {
            (b, &[Tok::Be])
        } else if let Some(b) = raw.strip_suffix("'m") {
            (b, &[Tok::Be])
        } else if let Some(b) = raw.strip_suffix("'ve") {
            (b, &[])
        } else {
            (raw, &[])
        };
        let base: String = base.chars().filter(|c| *c != '\'').collect();
        if !base.is_empty() {
            push_word(&base, out);
        }
        out.extend(tail.iter().map(|t| Item::T(*t)));
        return;
    }
    if raw.contains('-') && word(raw) == [Tok::Other] {
        for part in raw.split('-').filter(|p| !p.is_empty()) {
            push_word(part, out);
        }
        return;
    }
    out.push(Item::W(raw.to_owned()));
}

/// First pass: characters to items.
fn scan(chars: &[char]) -> Vec<Item> {
    let mut out: Vec<Item> = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c.is_ascii_lowercase() {
            let start = i;
            while let Some(&d) = chars.get(i) {
                let inner = matches!(d, '\'' | '-')
                    && chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase() || n.is_ascii_digit());
                if d.is_ascii_lowercase() || d.is_ascii_digit() || inner {
                    i += 1;
                } else {
                    break;
                }
            }
            let raw: String = chars.get(start..i).unwrap_or_default().iter().collect();
            push_word(&raw, &mut out);
            continue;
        }
        if c.is_ascii_digit() {
            let mut n: u32 = 0;
            while let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                i += 1;
            }
            out.push(Item::N(n));
            // "5's", "5th"
            if chars.get(i) == Some(&'\'') && chars.get(i + 1) == Some(&'s') {
                out.push(Item::T(Tok::Poss));
                i += 2;
            }
            while chars.get(i).is_some_and(char::is_ascii_lowercase) {
                i += 1;
            }
            continue;
        }
        i += 1;
        let item = match c {
            '.' => {
                // "No. 5" / "no.5": the dot belongs to the seat mark, not the sentence.
                let next_digit =
                    chars.get(i..).unwrap_or_default().iter().find(|x| **x != ' ').is_some_and(char::is_ascii_digit);
                if next_digit && matches!(out.last(), Some(Item::W(w)) if w == "no") {
                    out.pop();
                    Item::SeatMark
                } else {
                    while chars.get(i) == Some(&'.') {
                        i += 1;
                    }
                    Item::T(Tok::Punct(Punct::Stop))
                }
            }
            '#' => Item::SeatMark,
            '!' | '\n' | '\r' | '…' | '\u{2028}' | '\u{2029}' => Item::T(Tok::Punct(Punct::Stop)),
            '?' => Item::T(Tok::Punct(Punct::Ask)),
            ',' | '(' | ')' | '[' | ']' => Item::T(Tok::Punct(Punct::Comma)),
            ':' => Item::T(Tok::Punct(Punct::Colon)),
            ';' => Item::T(Tok::Punct(Punct::Semi)),
            '—' | '–' => Item::T(Tok::Punct(Punct::Dash)),
            '-' => Item::T(Tok::Punct(Punct::Dash)),
            '"' => Item::T(Tok::Punct(Punct::QuoteToggle)),
            '“' | '«' => Item::T(Tok::Punct(Punct::QuoteOpen)),
            '”' | '»' => Item::T(Tok::Punct(Punct::QuoteClose)),
            '&' => Item::T(Tok::And),
            '。' | '！' => Item::T(Tok::Punct(Punct::Stop)),
            '？' => Item::T(Tok::Punct(Punct::Ask)),
            '，' => Item::T(Tok::Punct(Punct::Comma)),
            c if c.is_alphabetic() => Item::T(Tok::Other),
            _ => continue,
        };
        out.push(item);
    }
    out
}

fn item_word(items: &[Item], i: usize) -> Option<&str> {
    match items.get(i) {
        Some(Item::W(w)) => Some(w.as_str()),
        _ => None,
    }
}

/// Lexes normalised English text.
pub(crate) fn lex(chars: &[char]) -> Vec<Tok> {
    let items = scan(chars);
    let mut out = Vec::with_capacity(items.len());
    let mut i = 0;
    while let Some(item) = items.get(i) {
        match item {
            Item::T(t) => {
                out.push(*t);
                i += 1;
            }
            Item::N(n) => {
                out.push(Tok::Num(small(*n)));
                i += 1;
            }
            Item::SeatMark => {
                // "#5", "No. 5", "p5"; a stray mark means nothing.
                if let Some(Item::N(n)) = items.get(i + 1) {
                    out.push(Tok::Seat(small(*n)));
                    i += 2;
                } else {
                    i += 1;
                }
            }
            Item::W(w) => {
                if is_seat_word(w) {
                    let mut j = i + 1;
                    if items.get(j) == Some(&Item::SeatMark) {
                        j += 1;
                    }
                    let n = match items.get(j) {
                        Some(Item::N(n)) => Some(*n),
                        Some(Item::W(x)) if w != "number" => number_word(x),
                        _ => None,
                    };
                    if let Some(n) = n {
                        out.push(Tok::Seat(small(n)));
                        i = j + 1;
                        continue;
                    }
                }
                if let Some((len, toks)) = phrase_at(&items, i) {
                    out.extend_from_slice(toks);
                    i += len;
                    continue;
                }
                out.extend_from_slice(verdict_or_word(&items, i, w));
                i += 1;
            }
        }
    }
    out
}

/// [`PHRASES`] split into words once and sorted by first word (stably, so phrases sharing a first
/// word keep their order). The lexer asks at every word; a linear scan that split every phrase
/// there was about a third of a simulated game's time.
type IndexedPhrase = (Vec<&'static str>, &'static [Tok]);

fn phrase_index() -> &'static [IndexedPhrase] {
    static INDEX: std::sync::OnceLock<Vec<IndexedPhrase>> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index: Vec<IndexedPhrase> =
            PHRASES.iter().map(|(phrase, toks)| (phrase.split(' ').collect(), *toks)).collect();
        crate::sort::sort_by(&mut index, |a, b| a.0.first().cmp(&b.0.first()));
        index
    })
}

/// The longest phrase starting at item `i` (on equal lengths the later one in [`PHRASES`], as
/// the linear scan it replaces did).
fn phrase_at(items: &[Item], i: usize) -> Option<(usize, &'static [Tok])> {
    let first = item_word(items, i)?;
    let index = phrase_index();
    let start = index.partition_point(|(words, _)| words.first().is_some_and(|w| *w < first));
    index[start..]
        .iter()
        .take_while(|(words, _)| words.first() == Some(&first))
        .filter(|(words, _)| words.iter().enumerate().skip(1).all(|(k, w)| item_word(items, i + k) == Some(w)))
        .map(|(words, toks)| (words.len(), *toks))
        .max_by_key(|(n, _)| *n)
}

/// "good"/"wolf" are verdicts unless a following noun makes them modifiers.
fn verdict_or_word(items: &[Item], i: usize, w: &str) -> &'static [Tok] {
    let toks = word(w);
    let is_verdict = matches!(toks, [Tok::Verdict(_)]);
    if !is_verdict {
        return toks;
    }
    let next = item_word(items, i + 1);
    if next.is_some_and(blocks_verdict) {
        return &[Tok::Other];
    }
    let after_det = i > 0 && matches!(item_word(items, i - 1), Some("a" | "an" | "the" | "very" | "so" | "pretty"));
    if matches!(w, "good" | "bad" | "clean" | "evil") && after_det {
        if let Some(n) = next {
            if !(good_noun_ok(n) || follows_verdict(n)) {
                return &[Tok::Other];
            }
        }
    }
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex_str(s: &str) -> Vec<Tok> {
        let chars: Vec<char> = s.chars().collect();
        lex(&chars)
    }

    /// The linear scan `phrase_at` replaced (issue 13), kept as the reference.
    fn phrase_at_linear(items: &[Item], i: usize) -> Option<(usize, &'static [Tok])> {
        PHRASES
            .iter()
            .filter_map(|(phrase, toks)| {
                let mut n = 0;
                for w in phrase.split(' ') {
                    if item_word(items, i + n) != Some(w) {
                        return None;
                    }
                    n += 1;
                }
                Some((n, *toks))
            })
            .max_by_key(|(n, _)| *n)
    }

    proptest::proptest! {
        /// C6: the indexed phrase lookup finds exactly what the linear scan found, on word
        /// sequences built from the phrases' own words (so long and overlapping matches occur).
        #[test]
        fn c6_phrase_index_matches_linear_scan(picks in proptest::collection::vec(0usize..10_000, 1..12)) {
            let vocab: Vec<&str> = PHRASES.iter().flat_map(|(p, _)| p.split(' ')).chain(["seat", "x"]).collect();
            let items: Vec<Item> = picks.iter().map(|k| Item::W(vocab[k % vocab.len()].to_owned())).collect();
            for i in 0..items.len() {
                proptest::prop_assert_eq!(phrase_at(&items, i), phrase_at_linear(&items, i));
            }
        }
    }

    #[test]
    fn c6_phrase_index_covers_every_phrase() {
        for (phrase, _) in PHRASES {
            let items: Vec<Item> = phrase.split(' ').map(|w| Item::W(w.to_owned())).collect();
            assert_eq!(phrase_at(&items, 0), phrase_at_linear(&items, 0), "{phrase}");
            assert_eq!(phrase_at(&items, 0).map(|(n, _)| n), Some(items.len()), "{phrase}");
        }
    }

    #[test]
    fn c6_seat_forms() {
        for s in ["seat 5", "seat five", "no. 5", "no.5", "#5", "player #5", "player 5", "p5", "seat #5"] {
            assert_eq!(lex_str(s), vec![Tok::Seat(5)], "{s}");
        }
        assert_eq!(lex_str("seat 5's"), vec![Tok::Seat(5), Tok::Poss]);
        assert_eq!(lex_str("no, seat 3"), vec![Tok::Neg, Tok::Punct(Punct::Comma), Tok::Seat(3)]);
    }

    #[test]
    fn c6_contractions_and_phrases() {
        assert_eq!(lex_str("i'm not"), vec![Tok::I, Tok::Be, Tok::Neg]);
        assert_eq!(lex_str("he isn't"), vec![Tok::Third, Tok::Be, Tok::Neg]);
        assert_eq!(lex_str("seer's gold water"), vec![Tok::Role(Role::Seer), Tok::Poss, Tok::GoldWater]);
        assert_eq!(lex_str("counter-claim"), vec![Tok::Counter]);
        assert_eq!(lex_str("fake-claimed"), vec![Tok::Other, Tok::Claim]);
        assert_eq!(lex_str("if you ask me"), Vec::<Tok>::new());
    }

    #[test]
    fn c6_good_as_modifier_is_not_a_verdict() {
        assert_eq!(lex_str("good at"), vec![Tok::Other, Tok::Prep]);
        assert_eq!(lex_str("a good speaker"), vec![Tok::Det, Tok::Other, Tok::Other]);
        assert_eq!(lex_str("is good based"), vec![Tok::Be, GOOD, Tok::Other]);
        assert_eq!(lex_str("wolf kill"), vec![Tok::Other, Tok::Other]);
    }
}
