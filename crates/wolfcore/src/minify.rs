// The JSON minifier of `build.rs` (which `include!`s this file); compiled into the crate only
// for the tests that check the embedded copies against their sources.

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
