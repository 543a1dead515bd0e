//! Embeds minified copies of the message catalogs (`i18n/*.json` at the repo root): the files
//! stay readable in the repository, the .wasm carries them without indentation. The copies are
//! regenerated on every change of the sources, so they cannot drift; `i18n` tests check they
//! parse to the same JSON. The `web` section (the web game's UI strings, kept in the same file
//! per language so a translator or a new role edits one file: issue 17) is never embedded.
//! (The summary-response schema is assembled from the Rust types at
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
        let mut min = embedded(&text).ok_or_else(|| format!("{source}: not a JSON object"))?;
        if !engine_messages {
            min = without_sections(&min, &ENGINE_SECTIONS).ok_or_else(|| format!("{source}: not a JSON object"))?;
        }
        std::fs::write(Path::new(&out_dir).join(name), min).map_err(|e| format!("write {name}: {e}"))?;
    }
    Ok(())
}

include!("src/minify.rs");
