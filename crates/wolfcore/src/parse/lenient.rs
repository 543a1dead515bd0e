//! C2.1/C2.2: finding the claims JSON in what a model wrote — lenient about the wrapping,
//! strict about the JSON itself.
//!
//! How the JSON is found:
//! 1. Inputs over [`MAX_INPUT_BYTES`] are refused before anything else looks at them; leading
//!    BOMs and whitespace are skipped; nothing left → [`ParseError::Empty`].
//! 2. *Candidates* are spans that start at a `{` or `[` which looks like the start of JSON
//!    (`{` followed by `"` or `}`; `[` followed by a value or `]`), so prose such as
//!    `{not json}` or `[sic]` is stepped over. A string-aware bracket scanner finds where the
//!    candidate ends; on the way it notes trailing commas (outside strings) and non-finite
//!    numbers (`NaN`, `Infinity`, `1e999`), and refuses nesting deeper than [`MAX_DEPTH`].
//! 3. The bodies of Markdown code fences (```` ```json ```` or bare ```` ``` ````, closed or
//!    not) are searched first, in order; then the whole text. The first candidate that is
//!    JSON of the right shape wins: `{"claims": [...]}`, or a bare array that is empty or holds
//!    at least one object.
//! 4. A candidate that is JSON-like but broken is never mined for pieces: a closed one is
//!    skipped whole, and one that runs to the end of the input as a valid JSON prefix is a
//!    truncated response ([`ParseError::Truncated`]), so nothing inside it is used.
//! 5. If no candidate is usable, the most telling error is reported
//!    ([`ParseError::rank`]); with no JSON-looking bracket at all, [`ParseError::NoJson`].
//!
//! Every step is linear in the input, except re-scans after a candidate that ran to the end
//! of the input without being JSON; those share a budget of a few passes over the input, after
//! which the search stops with the best error so far.

use serde::de::{IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::error::Category;
use serde_json::Value;

use super::error::{ParseError, WrongShape};
use super::{MAX_CLAIMS, MAX_DEPTH, MAX_INPUT_BYTES};

/// How many passes over the input the bracket scanner may make in total.
const SCAN_PASSES: usize = 8;

/// The claims array of a response: its first [`MAX_CLAIMS`] elements, and how many it had.
/// Elements past the first [`MAX_CLAIMS`] are skipped by the JSON reader without being built,
/// so a 1 MiB array of `{}` costs one pass over the text.
#[derive(Debug, Default)]
pub(crate) struct Claims {
    /// The first [`MAX_CLAIMS`] elements.
    pub(crate) items: Vec<Value>,
    /// How many elements the array had.
    pub(crate) total: usize,
}

/// Reads the claims array out of a raw summary-model response (C2.1, C2.2).
pub(crate) fn read_claims(raw: &str) -> Result<Claims, ParseError> {
    if raw.len() > MAX_INPUT_BYTES {
        return Err(ParseError::TooLarge { bytes: raw.len() });
    }
    let text = raw.trim_start_matches(|c: char| c == '\u{feff}' || c.is_whitespace());
    if text.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut search =
        Search { best: None, found: None, budget: SCAN_PASSES.saturating_mul(text.len()).saturating_add(64) };
    for body in fenced_bodies(text) {
        if search.region(body)? {
            break;
        }
    }
    if search.found.as_ref().is_none_or(|(rank, _)| *rank < Rank::ClaimsObject) {
        search.region(text)?;
    }
    match search.found {
        Some((_, claims)) => Ok(claims),
        None => Err(search.best.unwrap_or(ParseError::NoJson)),
    }
}

/// The bodies of Markdown code fences: text between a run of three or more backticks and the
/// next such run (or the end of the input, for a fence that is never closed). The info string
/// (`json`) needs no stripping: the scanner only starts at brackets.
pub(super) fn fenced_bodies(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut fences = Vec::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'`' {
            let start = i;
            while bytes.get(i) == Some(&b'`') {
                i += 1;
            }
            if i - start >= 3 {
                fences.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    fences
        .chunks(2)
        .filter_map(|pair| {
            let open_end = pair.first()?.1;
            let close_start = pair.get(1).map_or(text.len(), |f| f.0);
            text.get(open_end..close_start)
        })
        .collect()
}

/// How much a usable candidate looks like the claims (C2.1). The best candidate wins; between
/// equals, the first (fence bodies before the rest of the text). So a block a model quotes
/// from a player (`[{"vote": 3}]`, or a bare claims array) does not beat a later
/// `{"claims": [...]}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    /// A bare array that is empty or holds objects, none with a speaker seat.
    Array,
    /// A bare array holding at least one object with a speaker seat.
    ClaimsArray,
    /// `{"claims": [...]}`.
    ClaimsObject,
}

/// The state of one search over the fenced bodies and then the whole text.
struct Search {
    /// The most telling error seen so far.
    best: Option<ParseError>,
    /// The best usable candidate so far.
    found: Option<(Rank, Claims)>,
    /// Bytes the scanner may still look at.
    budget: usize,
}

/// How a bracket scan ended.
enum End {
    /// The opening bracket was closed; the candidate ends before this byte offset.
    Closed(usize),
    /// A closing bracket of the wrong kind at this byte offset.
    Mismatch(usize),
    /// The input ended with brackets still open.
    Eof,
    /// Nesting went past [`MAX_DEPTH`].
    TooDeep,
    /// The scan budget ran out.
    OutOfBudget,
}

/// What a bracket scan found about one candidate.
struct Scan {
    end: End,
    /// Byte offsets of trailing commas (a comma followed only by whitespace and then `]`/`}`).
    drop_commas: Vec<usize>,
    /// A `NaN`/`Infinity`/overflowing number outside strings.
    non_finite: bool,
}

impl Search {
    fn note(&mut self, err: ParseError) {
        if self.best.as_ref().is_none_or(|best| err.rank() > best.rank()) {
            self.best = Some(err);
        }
    }

    /// Keeps `found` if it beats the best candidate so far; `true` when nothing can beat it.
    fn offer(&mut self, found: (Rank, Claims)) -> bool {
        if self.found.as_ref().is_none_or(|(rank, _)| found.0 > *rank) {
            self.found = Some(found);
        }
        self.found.as_ref().is_some_and(|(rank, _)| *rank == Rank::ClaimsObject)
    }

    /// Searches one region (a fence body or the whole text) for usable candidates, keeping the
    /// best in `found`; `Ok(true)` when the search can stop (a `{"claims": …}` was found, the
    /// input ended inside JSON, or the budget ran out). `Err` only for refusals that end the
    /// whole parse ([`ParseError::TooDeep`]).
    fn region(&mut self, text: &str) -> Result<bool, ParseError> {
        let bytes = text.as_bytes();
        let mut pos = 0;
        while let Some(offset) = bytes.get(pos..).and_then(|rest| rest.iter().position(|b| matches!(b, b'{' | b'['))) {
            let start = pos + offset;
            if !looks_like_json(bytes, start) {
                pos = start + 1;
                continue;
            }
            let scan = scan(bytes, start, &mut self.budget);
            let end = match scan.end {
                End::TooDeep => return Err(ParseError::TooDeep),
                End::OutOfBudget => return Ok(true),
                End::Closed(end) => end,
                End::Mismatch(at) => at + 1,
                End::Eof => {
                    match evaluate(text, start, text.len(), &scan) {
                        Ok(found) => {
                            // Nothing follows a candidate that runs to the end of the input.
                            self.offer(found);
                            return Ok(true);
                        }
                        // A valid JSON prefix cut off by the end of the input: a truncated
                        // response. Nothing inside it may be used, and nothing follows it.
                        Err(ParseError::Truncated) => {
                            self.note(ParseError::Truncated);
                            return Ok(true);
                        }
                        // Not JSON after all (e.g. an unclosed `[1` in prose): look further on.
                        Err(err) => {
                            self.note(err);
                            pos = start + 1;
                            continue;
                        }
                    }
                }
            };
            match evaluate(text, start, end, &scan) {
                Ok(found) => {
                    if self.offer(found) {
                        return Ok(true);
                    }
                }
                Err(err) => self.note(err),
            }
            pos = end;
        }
        Ok(false)
    }
}

fn is_json_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// The end of the run of bytes satisfying `pred` starting at `start`.
fn token_end(bytes: &[u8], start: usize, pred: impl Fn(u8) -> bool) -> usize {
    let mut end = start;
    while bytes.get(end).is_some_and(|&b| pred(b)) {
        end += 1;
    }
    end
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn is_number_byte(b: u8) -> bool {
    b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.' | b'e' | b'E')
}

/// `NaN`, `Infinity`, `inf` in any case: the non-JSON numbers models copy from JS or Python.
fn is_non_finite_word(word: &[u8]) -> bool {
    [&b"nan"[..], b"infinity", b"inf"].iter().any(|w| word.eq_ignore_ascii_case(w))
}

/// The smallest decimal magnitude that rounds to infinity as a double, `2^1024 - 2^970`
/// (halfway between `f64::MAX` and the next power of two; ties round up to infinity because
/// `f64::MAX` has an odd mantissa), as significant digits with trailing zeros dropped.
/// It has 309 integer digits.
const OVERFLOW_DIGITS: &str = "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792";

/// A number token whose value does not fit a double (serde_json refuses it as out of range).
///
/// Decided on the decimal digits instead of with `str::parse::<f64>`, which would pull the
/// float parser into the .wasm for this one check. Malformed tokens are `false`: serde_json
/// reports them as invalid JSON.
fn number_overflows(token: &[u8]) -> bool {
    let body = token.strip_prefix(b"-").unwrap_or(token);
    let (mantissa, exponent) = match body.iter().position(|b| matches!(b, b'e' | b'E')) {
        Some(at) => (body.get(..at).unwrap_or_default(), body.get(at + 1..).unwrap_or_default()),
        None => (body, &b""[..]),
    };
    let (int, frac) = match mantissa.iter().position(|&b| b == b'.') {
        Some(at) => (mantissa.get(..at).unwrap_or_default(), mantissa.get(at + 1..).unwrap_or_default()),
        None => (mantissa, &b""[..]),
    };
    if int.is_empty() || !int.iter().chain(frac).all(u8::is_ascii_digit) {
        return false;
    }
    let exp_digits = exponent.strip_prefix(b"+").or_else(|| exponent.strip_prefix(b"-")).unwrap_or(exponent);
    if !exponent.is_empty() && (exp_digits.is_empty() || !exp_digits.iter().all(u8::is_ascii_digit)) {
        return false;
    }
    // Saturating: an exponent with more digits than i64 holds is still only "huge".
    let magnitude = exp_digits.iter().fold(0i64, |acc, d| acc.saturating_mul(10).saturating_add(i64::from(d - b'0')));
    let exp = if exponent.first() == Some(&b'-') { -magnitude } else { magnitude };
    // value = 0.d1d2d3… × 10^point, with d1 the first non-zero digit.
    let leading_zeros = int.iter().chain(frac).take_while(|&&b| b == b'0').count();
    let digits: Vec<u8> = int.iter().chain(frac).skip(leading_zeros).copied().collect();
    let digits = match digits.iter().rposition(|&b| b != b'0') {
        Some(last) => digits.get(..=last).unwrap_or_default(),
        None => return false, // zero never overflows
    };
    let int_len = i64::try_from(int.len()).unwrap_or(i64::MAX);
    let zeros = i64::try_from(leading_zeros).unwrap_or(i64::MAX);
    let point = int_len.saturating_sub(zeros).saturating_add(exp);
    match point.cmp(&309) {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        // Same magnitude: compare the significant digits as decimal fractions.
        std::cmp::Ordering::Equal => digits >= OVERFLOW_DIGITS.as_bytes(),
    }
}

/// Whether the bracket at `start` plausibly opens JSON rather than prose.
fn looks_like_json(bytes: &[u8], start: usize) -> bool {
    let after = token_end(bytes, start + 1, is_json_space);
    let Some(&next) = bytes.get(after) else {
        // The input ends right after the bracket: a response cut off at its first byte.
        return true;
    };
    if bytes.get(start) == Some(&b'{') {
        return matches!(next, b'"' | b'}');
    }
    match next {
        b'{' | b'[' | b'"' | b']' | b'-' | b'0'..=b'9' => true,
        b if b.is_ascii_alphabetic() => {
            let word = bytes.get(after..token_end(bytes, after, is_word_byte)).unwrap_or_default();
            is_non_finite_word(word) || [&b"true"[..], b"false", b"null"].contains(&word)
        }
        _ => false,
    }
}

/// String-aware bracket scan of the candidate opening at `start`.
fn scan(bytes: &[u8], start: usize, budget: &mut usize) -> Scan {
    let mut stack: Vec<u8> = Vec::new();
    let mut drop_commas = Vec::new();
    let mut pending_comma: Option<usize> = None;
    // Whether the last token was a value (so a comma after it may be a trailing one).
    let mut after_value = false;
    let mut non_finite = false;
    let mut in_string = false;
    let mut escaped = false;
    let mut i = start;
    let end = loop {
        let Some(&b) = bytes.get(i) else { break End::Eof };
        if *budget == 0 {
            break End::OutOfBudget;
        }
        *budget -= 1;
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            if !in_string {
                after_value = true;
            }
            i += 1;
            continue;
        }
        match b {
            b'"' => {
                in_string = true;
                pending_comma = None;
            }
            b'{' | b'[' => {
                if stack.len() >= MAX_DEPTH {
                    break End::TooDeep;
                }
                stack.push(if b == b'{' { b'}' } else { b']' });
                pending_comma = None;
                after_value = false;
            }
            b'}' | b']' => {
                if stack.pop() != Some(b) {
                    break End::Mismatch(i);
                }
                if let Some(comma) = pending_comma.take() {
                    drop_commas.push(comma);
                }
                if stack.is_empty() {
                    break End::Closed(i + 1);
                }
                after_value = true;
            }
            // `[,]` and `[1,,]` are not trailing commas: only a comma right after a value is.
            b',' => {
                pending_comma = after_value.then_some(i);
                after_value = false;
            }
            b if is_json_space(b) => {}
            b if b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.') => {
                let end = token_end(bytes, i, is_number_byte);
                non_finite |= number_overflows(bytes.get(i..end).unwrap_or_default());
                *budget = budget.saturating_sub(end - i - 1);
                pending_comma = None;
                after_value = true;
                i = end;
                continue;
            }
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let end = token_end(bytes, i, is_word_byte);
                non_finite |= is_non_finite_word(bytes.get(i..end).unwrap_or_default());
                *budget = budget.saturating_sub(end - i - 1);
                pending_comma = None;
                after_value = true;
                i = end;
                continue;
            }
            _ => {
                pending_comma = None;
                after_value = false;
            }
        }
        i += 1;
    };
    Scan { end, drop_commas, non_finite }
}

/// Parses the candidate `text[start..end]` (trailing commas removed, lone surrogate escapes
/// replaced) and checks its shape.
fn evaluate(text: &str, start: usize, end: usize, scan: &Scan) -> Result<(Rank, Claims), ParseError> {
    if scan.non_finite {
        return Err(ParseError::NonFiniteNumber);
    }
    // Brackets and commas are ASCII, so every offset here is a char boundary.
    let mut cleaned = String::with_capacity(end.saturating_sub(start));
    let mut from = start;
    for &comma in &scan.drop_commas {
        push_escaped(&mut cleaned, text.get(from..comma).unwrap_or_default());
        from = comma + 1;
    }
    push_escaped(&mut cleaned, text.get(from..end).unwrap_or_default());
    match serde_json::from_str::<Doc>(&cleaned) {
        Ok(doc) => claims_of(doc),
        Err(err) if err.classify() == Category::Eof => Err(ParseError::Truncated),
        Err(err) => Err(ParseError::InvalidJson { detail: err.to_string() }),
    }
}

/// Appends `text`, with every `\uXXXX` escape of a lone UTF-16 surrogate (one serde_json
/// refuses) replaced by `\uFFFD`, so one odd character does not cost the whole reply.
/// Backslash pairs are stepped over two bytes at a time, so `\\ud800` (an escaped backslash
/// followed by text) is left alone.
fn push_escaped(out: &mut String, text: &str) {
    let bytes = text.as_bytes();
    let hex = |at: usize| -> Option<u32> {
        let digits = bytes.get(at..at + 4)?;
        digits.iter().try_fold(0u32, |n, b| Some(n * 16 + char::from(*b).to_digit(16)?))
    };
    let is_high = |u: u32| (0xD800..0xDC00).contains(&u);
    let is_low = |u: u32| (0xDC00..0xE000).contains(&u);
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes.get(i) != Some(&b'\\') {
            i += 1;
            continue;
        }
        if bytes.get(i + 1) != Some(&b'u') {
            i += 2;
            continue;
        }
        let Some(unit) = hex(i + 2) else {
            i += 2;
            continue;
        };
        let paired = is_high(unit)
            && bytes.get(i + 6) == Some(&b'\\')
            && bytes.get(i + 7) == Some(&b'u')
            && hex(i + 8).is_some_and(is_low);
        if paired {
            i += 12;
        } else if is_high(unit) || is_low(unit) {
            out.push_str(text.get(copied..i).unwrap_or_default());
            out.push_str("\\uFFFD");
            i += 6;
            copied = i;
        } else {
            i += 6;
        }
    }
    out.push_str(text.get(copied..).unwrap_or_default());
}

/// A candidate as the JSON reader sees it: only the claims array is built, and only its first
/// [`MAX_CLAIMS`] elements.
enum Doc {
    /// An object: its `claims` value (exact key first, else the first key matching it).
    Object { exact: Option<Field>, loose: Option<Field> },
    /// A bare array.
    Array(Items),
}

/// The value under a `claims` key.
enum Field {
    Array(Items),
    NotArray,
}

/// An array's first [`MAX_CLAIMS`] elements and facts about all of them.
struct Items {
    kept: Vec<Value>,
    total: usize,
    any_object: bool,
}

/// Reads one element past the kept ones without building it: only whether it was an object.
struct IsObject(bool);

impl<'de> serde::Deserialize<'de> for IsObject {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = IsObject;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<IsObject, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(IsObject(true))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<IsObject, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(IsObject(false))
            }
            fn visit_bool<E>(self, _: bool) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
            fn visit_i64<E>(self, _: i64) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
            fn visit_u64<E>(self, _: u64) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
            fn visit_f64<E>(self, _: f64) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
            fn visit_str<E>(self, _: &str) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
            fn visit_unit<E>(self) -> Result<IsObject, E> {
                Ok(IsObject(false))
            }
        }
        d.deserialize_any(V)
    }
}

fn read_items<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<Items, A::Error> {
    let mut items = Items { kept: Vec::new(), total: 0, any_object: false };
    while items.kept.len() < MAX_CLAIMS {
        match seq.next_element::<Value>()? {
            Some(value) => {
                items.any_object |= value.is_object();
                items.kept.push(value);
                items.total += 1;
            }
            None => return Ok(items),
        }
    }
    while let Some(IsObject(object)) = seq.next_element::<IsObject>()? {
        items.any_object |= object;
        items.total += 1;
    }
    Ok(items)
}

impl<'de> serde::Deserialize<'de> for Field {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Field;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Field, A::Error> {
                read_items(seq).map(Field::Array)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Field, A::Error> {
                IsObject::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(|_| Field::NotArray)
            }
            fn visit_bool<E>(self, _: bool) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
            fn visit_str<E>(self, _: &str) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
            fn visit_unit<E>(self) -> Result<Field, E> {
                Ok(Field::NotArray)
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> serde::Deserialize<'de> for Doc {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Doc;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON object or array")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Doc, A::Error> {
                read_items(seq).map(Doc::Array)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Doc, A::Error> {
                let (mut exact, mut loose) = (None, None);
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    if key == "claims" {
                        exact = Some(map.next_value::<Field>()?);
                    } else if loose.is_none() && same_key(&key, "claims") {
                        loose = Some(map.next_value::<Field>()?);
                    } else {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
                Ok(Doc::Object { exact, loose })
            }
        }
        d.deserialize_any(V)
    }
}

/// `{"claims": [...]}` or a bare array that is empty or holds at least one object.
fn claims_of(doc: Doc) -> Result<(Rank, Claims), ParseError> {
    let what = match doc {
        Doc::Object { exact, loose } => match exact.or(loose) {
            Some(Field::Array(items)) => {
                return Ok((Rank::ClaimsObject, Claims { items: items.kept, total: items.total }))
            }
            Some(Field::NotArray) => WrongShape::ClaimsNotArray,
            None => WrongShape::NoClaimsKey,
        },
        Doc::Array(items) if items.total == 0 || items.any_object => {
            let claim_like = items
                .kept
                .iter()
                .any(|item| item.as_object().is_some_and(|obj| obj.keys().any(|k| same_key(k, "speakerSeat"))));
            let rank = if claim_like { Rank::ClaimsArray } else { Rank::Array };
            return Ok((rank, Claims { items: items.kept, total: items.total }));
        }
        // Candidates start with a bracket, so anything else is an array of scalars.
        Doc::Array(_) => WrongShape::ArrayWithoutObjects,
    };
    Err(ParseError::WrongShape { what })
}

/// Whether `key` names `name` once `_`/`-` are removed and case is ignored (`speaker_seat`,
/// `SpeakerSeat` and `speakerSeat` all name `speakerSeat`).
pub(crate) fn same_key(key: &str, name: &str) -> bool {
    let mut key = key.bytes().filter(|b| !matches!(b, b'_' | b'-'));
    let mut name = name.bytes();
    loop {
        match (key.next(), name.next()) {
            (None, None) => return true,
            (Some(a), Some(b)) if a.eq_ignore_ascii_case(&b) => {}
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    /// The digit-based check agrees with the standard library's float parser.
    fn reference_overflow(token: &str) -> bool {
        token.parse::<f64>().is_ok_and(f64::is_infinite)
    }

    #[test]
    fn c2_2_overflow_boundary_matches_f64() {
        for t in [
            "1e308", "1e309", "-1e309", "1.7976931348623157e308", "1.7976931348623158e308",
            "1.797693134862315807e308", "1.7976931348623158079e308", "1.79769313486231580793e308",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
            "0e99999", "0.000e400", "0.0001e312", "0.0001e313", "10e308", "1E+309", "1e-400",
            "123", "-0", "99999999999999999999999999e300", "1e99999999999999999999999",
        ] {
            assert_eq!(number_overflows(t.as_bytes()), reference_overflow(t), "{t}");
        }
    }

    proptest! {
        #[test]
        fn c2_2_overflow_check_agrees_with_f64(
            neg in any::<bool>(), int in "[0-9]{1,4}", frac in proptest::option::of("[0-9]{0,20}"),
            exp in proptest::option::of((prop::sample::select(vec!["", "+", "-"]), 280u32..330)),
        ) {
            let mut t = String::new();
            if neg { t.push('-'); }
            t.push_str(&int);
            if let Some(f) = frac.filter(|f| !f.is_empty()) { t.push('.'); t.push_str(&f); }
            if let Some((sign, e)) = exp { t.push('e'); t.push_str(sign); t.push_str(&e.to_string()); }
            prop_assert_eq!(number_overflows(t.as_bytes()), reference_overflow(&t), "{}", t);
        }
    }

    use super::*;

    #[test]
    fn c2_1_fence_bodies_closed_unclosed_and_inline() {
        assert_eq!(fenced_bodies("a ```json\n{}\n``` b"), ["json\n{}\n"]);
        assert_eq!(fenced_bodies("```[1]```x```{}"), ["[1]", "{}"]);
        assert_eq!(fenced_bodies("`` not a fence ``"), Vec::<&str>::new());
        assert_eq!(fenced_bodies("````\n[]\n````"), ["\n[]\n"]);
    }

    #[test]
    fn c2_1_prose_brackets_do_not_look_like_json() {
        let t = b"{not json} [sic] [ note] {'a': 1} [true] [nan] {\"a\"} [";
        let looks: Vec<bool> = t
            .iter()
            .enumerate()
            .filter(|(_, b)| matches!(b, b'{' | b'['))
            .map(|(i, _)| looks_like_json(t, i))
            .collect();
        assert_eq!(looks, [false, false, false, false, true, true, true, true]);
    }

    #[test]
    fn c2_1_trailing_commas_found_only_outside_strings() {
        let text = br#"{"a": [1, 2, ], "b": "x,]", "c": {"d": 1 ,
        },}"#;
        let mut budget = usize::MAX;
        let s = scan(text, 0, &mut budget);
        assert!(matches!(s.end, End::Closed(n) if n == text.len()));
        assert_eq!(s.drop_commas.len(), 3);
        for c in &s.drop_commas {
            assert_eq!(text.get(*c), Some(&b','));
        }
        assert!(!s.non_finite);
    }

    #[test]
    fn c2_2_non_finite_tokens_outside_strings_only() {
        let mut budget = usize::MAX;
        for (text, expected) in [
            (r#"[NaN]"#, true),
            (r#"[-Infinity]"#, true),
            (r#"[1e999]"#, true),
            (r#"[inf]"#, true),
            (r#"["NaN", "Infinity", "1e999"]"#, false),
            (r#"[1e300, -2.5E-400, nano]"#, false),
        ] {
            let s = scan(text.as_bytes(), 0, &mut budget);
            assert_eq!(s.non_finite, expected, "{text}");
        }
    }

    #[test]
    fn c2_2_scan_budget_bounds_rescans() {
        // Every `[1` opens a JSON-looking candidate whose string (all later quotes escaped)
        // runs to the end without being JSON; without a budget the search is quadratic. With it
        // the search stops and reports the error.
        let text = r#"[1 \""#.repeat(100_000);
        let mut search = Search { best: None, found: None, budget: SCAN_PASSES * text.len() + 64 };
        assert!(matches!(search.region(&text), Ok(true)) && search.found.is_none());
        assert_eq!(search.budget, 0);
        assert_eq!(search.best.as_ref().map(ParseError::code), Some("invalid_json"));
    }

    #[test]
    fn c2_2_depth_limit_matches_serde_json() {
        // The scanner's limit must be exactly serde_json's recursion limit.
        let nest = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(serde_json::from_str::<Value>(&nest(MAX_DEPTH)).is_ok());
        assert!(serde_json::from_str::<Value>(&nest(MAX_DEPTH + 1)).is_err());
        let mut budget = usize::MAX;
        assert!(matches!(scan(nest(MAX_DEPTH).as_bytes(), 0, &mut budget).end, End::Closed(_)));
        assert!(matches!(scan(nest(MAX_DEPTH + 1).as_bytes(), 0, &mut budget).end, End::TooDeep));
    }
}
