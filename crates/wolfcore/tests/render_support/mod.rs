//! Invariants every rendered `<public_claims>` section and every [`sanitize_line`] result must
//! satisfy (C5), whatever the input. Shared by `tests/render.rs` (proptest) and the `render` fuzz
//! target (included there with `#[path]`), so both check exactly the same thing.
//!
//! Written as an independent oracle: it uses only `std` and its own list of forbidden
//! characters (the ones C5.3 names), not the sanitiser's tables.
//!
//! [`sanitize_line`]: wolfcore::ledger::render::sanitize_line

#![allow(dead_code, unreachable_pub)]

/// The section's first line.
pub const OPEN: &str = "<public_claims>";
/// The section's last line.
pub const CLOSE: &str = "</public_claims>";

/// Characters C5.3 says must never reach the prompt: zero-width and bidi controls, plus the
/// angle brackets and their common look-alikes.
pub const FORBIDDEN: &[char] = &[
    '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}', '\u{180E}', '\u{200E}', '\u{200F}', '\u{202A}',
    '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{061C}', '<',
    '>', '＜', '＞', '﹤', '﹥', '⟨', '⟩',
];

/// Checks one sanitised line: one line, no control/invisible/tag characters, whitespace only as
/// single inner ASCII spaces, at most `max_chars` chars.
pub fn check_line(line: &str, max_chars: usize) -> Result<(), String> {
    let count = line.chars().count();
    if count > max_chars {
        return Err(format!("{count} chars > {max_chars}: {line:?}"));
    }
    if let Some(c) = line.chars().find(|&c| c.is_control() || (c.is_whitespace() && c != ' ') || FORBIDDEN.contains(&c))
    {
        return Err(format!("forbidden char U+{:04X} in {line:?}", u32::from(c)));
    }
    if line.starts_with(' ') || line.ends_with(' ') || line.contains("  ") {
        return Err(format!("untrimmed or uncollapsed spaces in {line:?}"));
    }
    Ok(())
}

/// Checks a whole rendered section for `claim_count` claims rendered with `limit`.
pub fn check_section(out: &str, claim_count: usize, limit: usize) -> Result<(), String> {
    if claim_count == 0 || limit == 0 {
        return if out.is_empty() { Ok(()) } else { Err(format!("expected no section, got {out:?}")) };
    }
    let kept = claim_count.min(limit);
    let lines: Vec<&str> = out.split('\n').collect();
    if lines.len() != kept + 4 {
        return Err(format!("{} lines, expected {} in {out:?}", lines.len(), kept + 4));
    }
    if lines.first() != Some(&OPEN) || lines.last() != Some(&CLOSE) {
        return Err(format!("tags are not the first and last line: {out:?}"));
    }
    if out.matches(OPEN).count() != 1 || out.matches(CLOSE).count() != 1 {
        return Err(format!("a tag occurs more than once: {out:?}"));
    }
    let inner = lines.get(1..lines.len() - 1).unwrap_or_default();
    for (i, line) in inner.iter().enumerate() {
        check_line(line, usize::MAX).map_err(|e| format!("line {}: {e}", i + 1))?;
        if i < 2 && line.starts_with('-') {
            return Err(format!("header/disclaimer looks like a list item: {line:?}"));
        }
        if i >= 2 {
            let Some(rest) = line.strip_prefix("- D") else {
                return Err(format!("claim line without `- D`: {line:?}"));
            };
            let digits = rest.chars().take_while(char::is_ascii_digit).count();
            if digits == 0 || rest.chars().nth(digits) != Some(' ') {
                return Err(format!("claim line without a day: {line:?}"));
            }
            // C5.6: exactly one bracketed field, the status mark, then `: ` and the words.
            let opens = line.matches(['[', '［', '【']).count();
            let closes = line.matches([']', '］', '】']).count();
            let shaped = line.find(" [").zip(line.find("]: ")).is_some_and(|(open, close)| open < close);
            if opens != 1 || closes != 1 || !shaped {
                return Err(format!("claim line not `- D<day> <seat> [<status>]: <content>`: {line:?}"));
            }
        }
    }
    let bullets = lines.iter().filter(|l| l.starts_with("- ")).count();
    if bullets != kept {
        return Err(format!("{bullets} lines start with `- `, expected {kept}"));
    }
    Ok(())
}
