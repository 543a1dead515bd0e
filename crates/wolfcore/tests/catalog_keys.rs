//! Issue 17: every catalog key the core names literally exists in both catalogs. `Catalog::format`
//! prints a missing key as the key itself (a prompt never breaks on a missing line), so without
//! this test a new event's fact line, a bot's new phrase or a renamed key would reach every AI
//! prompt as `game.facts.somethingNew`. Keys built at run time (`format!("…{x}")`) are not seen
//! here; the parity test in `i18n` keeps the two catalogs' key sets equal.

use std::path::Path;

use wolfcore::{Catalog, Lang};

#[path = "support/rust_files.rs"]
mod rust_files;
use rust_files::rust_files;

/// The catalogs' top-level sections (`i18n/en.json`): a literal starting with one of these and a
/// dot is a key.
const SECTIONS: [&str; 4] = ["publicClaims.", "summary.", "game.", "bots."];

/// Every `"section.a.b"` string literal of `text` (letters, digits and dots, ending in a letter
/// or digit: a literal ending in `.` is a prefix a key is built from).
fn literal_keys(text: &str) -> Vec<&str> {
    let mut keys = Vec::new();
    for (i, _) in text.match_indices('"') {
        let rest = &text[i + 1..];
        let Some(end) = rest.find('"') else { continue };
        let lit = &rest[..end];
        let shaped = lit.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
            && lit.ends_with(|c: char| c.is_ascii_alphanumeric())
            && !lit.contains("..");
        if shaped && SECTIONS.iter().any(|s| lit.starts_with(s)) {
            keys.push(lit);
        }
    }
    keys
}

#[test]
fn every_key_the_core_names_is_in_both_catalogs() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut seen = 0;
    let mut missing = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read a source file");
        for key in literal_keys(&text) {
            seen += 1;
            for lang in [Lang::En, Lang::Zh] {
                if Catalog::get(lang).format(key, &[]) == key {
                    missing.push(format!("{lang:?} {key} ({})", file.display()));
                }
            }
        }
    }
    // The prompt, the bots and the ledger name a few hundred keys: finding none would mean the
    // scan is broken, not that the catalogs are complete.
    assert!(seen > 100, "only {seen} literal keys found");
    assert!(missing.is_empty(), "keys missing from a catalog:\n{}", missing.join("\n"));
}

#[test]
fn the_scan_sees_a_key_and_skips_a_prefix() {
    let keys = literal_keys(r#"ctx.f("game.facts.vote", &[]); let p = "game.facts."; "not.a.key"; "game.x y""#);
    assert_eq!(keys, ["game.facts.vote"]);
    assert_eq!(Catalog::get(Lang::En).format("game.facts.noSuchLine", &[]), "game.facts.noSuchLine");
}
