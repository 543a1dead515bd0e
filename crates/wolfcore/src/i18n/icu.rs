//! The subset of ICU MessageFormat the catalogs use, with next-intl's (formatjs) quoting rules:
//! `{name}` is an argument; an apostrophe directly before `{`, `}`, `<`, `>` or `#` starts quoted
//! literal text that runs to the next lone apostrophe; `''` is a literal apostrophe anywhere;
//! any other apostrophe is literal.

use std::collections::BTreeSet;

/// A message the subset cannot read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IcuError {
    /// `{` without a matching `}`.
    #[error("unclosed argument at byte {0}")]
    Unclosed(usize),
    /// `}` outside an argument.
    #[error("unexpected '}}' at byte {0}")]
    StrayClose(usize),
    /// `{a, plural, …}` and friends are not used by the catalogs.
    #[error("unsupported argument form {0:?}")]
    Unsupported(String),
    /// A quoted literal that never closes.
    #[error("unterminated quote at byte {0}")]
    UnterminatedQuote(usize),
}

/// One piece of a message, in order: literal text (a slice of the message or one character
/// of a quoted/escaped run) or an argument name.
enum Piece<'a> {
    Text(&'a str),
    Char(char),
    Arg(&'a str),
}

fn is_quotable(c: char) -> bool {
    matches!(c, '{' | '}' | '<' | '>' | '#')
}

/// Reads `msg` once, handing each piece to `on` in order; stops at the first error (the pieces
/// handed out before it are then meaningless), or with `Ok(false)` as soon as `on` returns
/// `false`. No allocation.
fn walk<'a>(msg: &'a str, on: &mut dyn FnMut(Piece<'a>) -> bool) -> Result<bool, IcuError> {
    // Start of the pending run of plain text (bytes `run..i` are literal).
    let mut run = 0;
    let mut it = msg.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if !matches!(c, '\'' | '{' | '}') {
            continue;
        }
        if run < i && !on(Piece::Text(&msg[run..i])) {
            return Ok(false);
        }
        match c {
            '\'' => match it.peek().map(|&(_, n)| n) {
                Some('\'') => {
                    it.next();
                    if !on(Piece::Char('\'')) {
                        return Ok(false);
                    }
                }
                Some(n) if is_quotable(n) => {
                    // Quoted literal until the next lone apostrophe.
                    let mut closed = false;
                    while let Some((_, q)) = it.next() {
                        if q == '\'' {
                            if it.peek().map(|&(_, n)| n) == Some('\'') {
                                it.next();
                                if !on(Piece::Char('\'')) {
                                    return Ok(false);
                                }
                            } else {
                                closed = true;
                                break;
                            }
                        } else {
                            if !on(Piece::Char(q)) {
                                return Ok(false);
                            }
                        }
                    }
                    if !closed {
                        return Err(IcuError::UnterminatedQuote(i));
                    }
                }
                _ => {
                    if !on(Piece::Char('\'')) {
                        return Ok(false);
                    }
                }
            },
            '{' => {
                let start = i + 1;
                let mut end = None;
                for (j, d) in it.by_ref() {
                    if d == '}' {
                        end = Some(j);
                        break;
                    }
                    if d == '{' {
                        return Err(IcuError::Unsupported(msg[start..].chars().take(40).collect()));
                    }
                }
                let end = end.ok_or(IcuError::Unclosed(i))?;
                let name = msg[start..end].trim();
                if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    return Err(IcuError::Unsupported(name.to_owned()));
                }
                if !on(Piece::Arg(name)) {
                    return Ok(false);
                }
            }
            _ => return Err(IcuError::StrayClose(i)),
        }
        run = it.peek().map_or(msg.len(), |&(k, _)| k);
    }
    if run < msg.len() && !on(Piece::Text(&msg[run..])) {
        return Ok(false);
    }
    Ok(true)
}

/// Formats `msg` with named arguments. An argument with no value is left as `{name}`, and a
/// message the subset cannot read is returned as written — never a panic.
#[must_use]
pub fn format(msg: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(msg.len() + 16);
    format_into(&mut out, msg, args);
    out
}

/// [`format`], appending to `out`.
pub fn format_into(out: &mut String, msg: &str, args: &[(&str, &str)]) {
    let start = out.len();
    let read = walk(msg, &mut |piece| {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Char(c) => out.push(c),
            Piece::Arg(name) => match args.iter().find(|(k, _)| *k == name) {
                Some((_, v)) => out.push_str(v),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
        }
        true
    });
    if read.is_err() {
        out.truncate(start);
        out.push_str(msg);
    }
}

/// Whether `format(msg, args) == text`, decided without formatting: the message's pieces are
/// matched against `text` in place (no allocation). Used to tell a content the parser
/// synthesised from one a person wrote (C5, issue 13).
#[must_use]
pub fn matches(msg: &str, args: &[(&str, &str)], text: &str) -> bool {
    // What is left of `text` to match; `None` once a piece did not match.
    let mut rest = Some(text);
    fn eat(rest: &mut Option<&str>, piece: &str) {
        *rest = rest.and_then(|r| r.strip_prefix(piece));
    }
    let read = walk(msg, &mut |piece| {
        match piece {
            Piece::Text(t) => eat(&mut rest, t),
            Piece::Char(c) => eat(&mut rest, c.encode_utf8(&mut [0; 4])),
            Piece::Arg(name) => match args.iter().find(|(k, _)| *k == name) {
                Some((_, v)) => eat(&mut rest, v),
                None => {
                    eat(&mut rest, "{");
                    eat(&mut rest, name);
                    eat(&mut rest, "}");
                }
            },
        }
        // Stop at the first piece that does not match (most texts differ early).
        rest.is_some()
    });
    match read {
        Ok(true) => rest == Some(""),
        // A piece differs: no match, unless the message turns out unreadable further on and is
        // then its own formatting (`format` returns such a message as written).
        Ok(false) => msg == text && walk(msg, &mut |_| true).is_err(),
        Err(_) => msg == text,
    }
}

/// The argument names a message uses.
///
/// # Errors
/// When the message is outside the supported subset.
pub fn placeholders(msg: &str) -> Result<BTreeSet<String>, IcuError> {
    let mut names = BTreeSet::new();
    walk(msg, &mut |piece| {
        if let Piece::Arg(a) = piece {
            names.insert(a.to_owned());
        }
        true
    })?;
    Ok(names)
}

/// The message's text outside quoted literals and arguments (for lint-style checks).
#[must_use]
pub fn unquoted_text(msg: &str) -> String {
    let mut out = String::new();
    let mut it = msg.chars().peekable();
    let mut depth = 0u32;
    while let Some(c) = it.next() {
        match c {
            '\'' => match it.peek().copied() {
                Some('\'') => {
                    it.next();
                }
                Some(n) if is_quotable(n) => {
                    for q in it.by_ref() {
                        if q == '\'' {
                            break;
                        }
                    }
                }
                _ => {}
            },
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `matches` answers exactly `format(..) == text` (issue 13), over quoting, missing
    /// arguments, unreadable messages and near misses.
    #[test]
    fn matches_is_format_then_compare() {
        let msgs = [
            "{a} says {b}",
            "{a}称{b}",
            "'{' {a} '}'",
            "it''s {a}",
            "{a}",
            "",
            "x",
            "{a} {missing}",
            "{",
            "a {b",
            "{a} {",
            "{b}x}",
        ];
        let args = [("a", "Seat 1"), ("b", "")];
        for msg in msgs {
            let formatted = format(msg, &args);
            let mut texts =
                vec![formatted.clone(), String::new(), msg.to_owned(), format!("{formatted} "), "Seat 1".into()];
            if let Some((i, _)) = formatted.char_indices().last() {
                texts.push(formatted[..i].to_owned());
            }
            for text in texts {
                assert_eq!(matches(msg, &args, &text), formatted == text, "{msg:?} vs {text:?}");
            }
        }
    }

    #[test]
    fn arguments_and_quotes() {
        assert_eq!(format("Seat {seat}", &[("seat", "3")]), "Seat 3");
        assert_eq!(format("'{' literal '}' {a}", &[("a", "x")]), "{ literal } x");
        assert_eq!(format("'{\"claims\": []}' ok", &[]), "{\"claims\": []} ok");
        assert_eq!(format("don't", &[]), "don't");
        assert_eq!(format("it''s", &[]), "it's");
        assert_eq!(format("{missing}", &[]), "{missing}");
    }

    #[test]
    fn bad_messages_do_not_panic() {
        for m in ["{", "}", "'{ open", "{a, plural, one {x} other {y}}", "{ }", "{a b}"] {
            let _ = format(m, &[]);
            assert!(placeholders(m).is_err(), "{m}");
        }
    }

    /// The formatter before it streamed (pieces collected first, text char by char): the
    /// streaming one must give the same string for every message.
    fn format_by_pieces(msg: &str, args: &[(&str, &str)]) -> String {
        let mut pieces: Vec<Result<String, &str>> = Vec::new();
        let mut text = String::new();
        let ok = walk(msg, &mut |p| {
            match p {
                Piece::Text(t) => text.push_str(t),
                Piece::Char(c) => text.push(c),
                Piece::Arg(a) => {
                    pieces.push(Ok(std::mem::take(&mut text)));
                    pieces.push(Err(a));
                }
            }
            true
        });
        if ok.is_err() {
            return msg.to_owned();
        }
        pieces.push(Ok(text));
        pieces
            .into_iter()
            .map(|p| match p {
                Ok(t) => t,
                Err(a) => {
                    args.iter().find(|(k, _)| *k == a).map_or_else(|| format!("{{{a}}}"), |(_, v)| (*v).to_owned())
                }
            })
            .collect()
    }

    fn format_char_by_char(msg: &str, args: &[(&str, &str)]) -> String {
        // An independent reading of the quoting rules, one character at a time.
        let cs: Vec<char> = msg.chars().collect();
        let mut out = String::new();
        let mut i = 0;
        while i < cs.len() {
            match cs[i] {
                '\'' if cs.get(i + 1) == Some(&'\'') => {
                    out.push('\'');
                    i += 2;
                }
                '\'' if cs.get(i + 1).is_some_and(|n| is_quotable(*n)) => {
                    i += 1;
                    loop {
                        match (cs.get(i), cs.get(i + 1)) {
                            (None, _) => return msg.to_owned(),
                            (Some('\''), Some('\'')) => {
                                out.push('\'');
                                i += 2;
                            }
                            (Some('\''), _) => {
                                i += 1;
                                break;
                            }
                            (Some(c), _) => {
                                out.push(*c);
                                i += 1;
                            }
                        }
                    }
                }
                '{' => {
                    let Some(len) = cs[i + 1..].iter().position(|c| *c == '}') else { return msg.to_owned() };
                    let inner: String = cs[i + 1..i + 1 + len].iter().collect();
                    let name = inner.trim();
                    if inner.contains('{') || name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_')
                    {
                        return msg.to_owned();
                    }
                    match args.iter().find(|(k, _)| *k == name) {
                        Some((_, v)) => out.push_str(v),
                        None => out.push_str(&format!("{{{name}}}")),
                    }
                    i += len + 2;
                }
                '}' => return msg.to_owned(),
                c => {
                    out.push(c);
                    i += 1;
                }
            }
        }
        out
    }

    proptest::proptest! {
        #[test]
        fn streaming_format_matches_a_char_by_char_reading(msg in "[ab'{}<#号 ]{0,24}|[a'{}]{0,6}\\{(a|seat| b |x y)?\\}[a'{}]{0,6}") {
            let args = [("a", "A"), ("seat", "3")];
            let got = format(&msg, &args);
            proptest::prop_assert_eq!(&got, &format_char_by_char(&msg, &args), "{:?}", msg);
            proptest::prop_assert_eq!(&got, &format_by_pieces(&msg, &args), "{:?}", msg);
        }
    }
}
