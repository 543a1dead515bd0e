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

enum Piece<'a> {
    Text(String),
    Arg(&'a str),
}

fn is_quotable(c: char) -> bool {
    matches!(c, '{' | '}' | '<' | '>' | '#')
}

fn parse(msg: &str) -> Result<Vec<Piece<'_>>, IcuError> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut it = msg.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        match c {
            '\'' => match it.peek().map(|&(_, n)| n) {
                Some('\'') => {
                    it.next();
                    text.push('\'');
                }
                Some(n) if is_quotable(n) => {
                    // Quoted literal until the next lone apostrophe.
                    let mut closed = false;
                    while let Some((_, q)) = it.next() {
                        if q == '\'' {
                            if it.peek().map(|&(_, n)| n) == Some('\'') {
                                it.next();
                                text.push('\'');
                            } else {
                                closed = true;
                                break;
                            }
                        } else {
                            text.push(q);
                        }
                    }
                    if !closed {
                        return Err(IcuError::UnterminatedQuote(i));
                    }
                }
                _ => text.push('\''),
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
                if !text.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut text)));
                }
                pieces.push(Piece::Arg(name));
            }
            '}' => return Err(IcuError::StrayClose(i)),
            _ => text.push(c),
        }
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Ok(pieces)
}

/// Formats `msg` with named arguments. An argument with no value is left as `{name}`, and a
/// message the subset cannot read is returned as written — never a panic.
#[must_use]
pub fn format(msg: &str, args: &[(&str, &str)]) -> String {
    let Ok(pieces) = parse(msg) else { return msg.to_owned() };
    let mut out = String::with_capacity(msg.len());
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(&t),
            Piece::Arg(name) => match args.iter().find(|(k, _)| *k == name) {
                Some((_, v)) => out.push_str(v),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
        }
    }
    out
}

/// The argument names a message uses.
///
/// # Errors
/// When the message is outside the supported subset.
pub fn placeholders(msg: &str) -> Result<BTreeSet<String>, IcuError> {
    Ok(parse(msg)?
        .into_iter()
        .filter_map(|p| match p {
            Piece::Arg(a) => Some(a.to_owned()),
            Piece::Text(_) => None,
        })
        .collect())
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
}
