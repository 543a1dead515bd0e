// The JSON minifier of `build.rs` (which `include!`s this file) and what it embeds of a catalog;
// compiled into the crate only for the tests that check the embedded copies against their sources.

/// JSON text without the whitespace between tokens; strings (with their escapes) are copied
/// unchanged.
pub(crate) fn minify(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for ch in json.chars() {
        if in_string {
            out.push(ch);
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch == '"' {
                in_string = false;
            }
        } else if ch == '"' {
            in_string = true;
            out.push(ch);
        } else if !matches!(ch, ' ' | '\t' | '\n' | '\r') {
            out.push(ch);
        }
    }
    out
}

/// The catalogs' top-level section only the web game formats (its UI strings, one file per
/// language with the core's: issue 17). Never embedded: the web bundles the JSON itself.
pub(crate) const WEB_SECTION: &str = "web";

/// What the core embeds of a catalog file: its minified text without [`WEB_SECTION`] (`None` if
/// the text is not a JSON object).
pub(crate) fn embedded(source: &str) -> Option<String> {
    without_sections(&minify(source), &[WEB_SECTION])
}

/// Minified JSON object text without the top-level members named in `drop` (`None` if the text
/// is not an object). Strings and their escapes are skipped whole; the members kept are copied
/// unchanged and in order.
pub(crate) fn without_sections(json: &str, drop: &[&str]) -> Option<String> {
    let bytes = json.as_bytes();
    if bytes.first() != Some(&b'{') || bytes.last() != Some(&b'}') {
        return None;
    }
    // Each top-level member as (key, text of `"key":value`).
    let mut members: Vec<(&str, &str)> = Vec::new();
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut start = 1;
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && start < i {
                    members.push(member(json.get(start..i)?)?);
                }
            }
            b',' if depth == 1 => {
                members.push(member(json.get(start..i)?)?);
                start = i + 1;
            }
            _ => {}
        }
    }
    let kept: Vec<&str> = members.iter().filter(|(key, _)| !drop.contains(key)).map(|(_, text)| *text).collect();
    Some(format!("{{{}}}", kept.join(",")))
}

/// A member's key (unescaped keys only: ours are plain identifiers) and its text.
fn member(text: &str) -> Option<(&str, &str)> {
    let key = text.strip_prefix('"')?.split('"').next()?;
    Some((key, text))
}
