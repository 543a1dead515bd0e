//! Embeds minified copies of the message catalogs (`i18n/*.json` at the repo root): the files
//! stay readable in the repository, the .wasm carries them without indentation. The copies are
//! regenerated on every change of the sources, so they cannot drift; `i18n` tests check they
//! parse to the same JSON. (The summary-response schema is assembled from the Rust types at
//! compile time, `parse::summary_response_schema`: no file.)
//!
//! Without the feature `engine-messages` (default on) the catalogs keep only the ledger's
//! sections: every top-level key but [`ENGINE_SECTIONS`] (the engine's and the bots' wordings,
//! about four fifths of each catalog). The ledger-only module (`wolfcore/ledger`, issue 22) is
//! built that way; nothing on the ledger's path formats a key of those sections.

use std::path::Path;

const SOURCES: [(&str, &str); 2] = [("../../i18n/en.json", "en.min.json"), ("../../i18n/zh.json", "zh.min.json")];

/// The catalogs' top-level sections only the engine and the bots format.
const ENGINE_SECTIONS: [&str; 2] = ["game", "bots"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?;
    let engine_messages = std::env::var_os("CARGO_FEATURE_ENGINE_MESSAGES").is_some();
    for (source, name) in SOURCES {
        println!("cargo:rerun-if-changed={source}");
        let text = std::fs::read_to_string(source).map_err(|e| format!("read {source}: {e}"))?;
        let mut min = minify(&text);
        if !engine_messages {
            min = without_sections(&min, &ENGINE_SECTIONS).ok_or_else(|| format!("{source}: not a JSON object"))?;
        }
        std::fs::write(Path::new(&out_dir).join(name), min).map_err(|e| format!("write {name}: {e}"))?;
    }
    Ok(())
}

/// Minified JSON object text without the top-level members named in `drop` (`None` if the text
/// is not an object). Strings and their escapes are skipped whole; the members kept are copied
/// unchanged and in order.
fn without_sections(json: &str, drop: &[&str]) -> Option<String> {
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

include!("src/minify.rs");
