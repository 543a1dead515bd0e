//! Embeds minified copies of the message catalogs (`i18n/*.json` at the repo root) and the
//! summary-response schema (`schema/`): the files stay readable in the repository, the .wasm
//! carries them without indentation. The copies are regenerated on every change of the
//! sources, so they cannot drift; `i18n` and `parse` tests check they parse to the same JSON.

use std::path::Path;

const SOURCES: [(&str, &str); 3] = [
    ("../../i18n/en.json", "en.min.json"),
    ("../../i18n/zh.json", "zh.min.json"),
    ("schema/summary-response.schema.json", "summary-response.schema.min.json"),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?;
    for (source, name) in SOURCES {
        println!("cargo:rerun-if-changed={source}");
        let text = std::fs::read_to_string(source).map_err(|e| format!("read {source}: {e}"))?;
        std::fs::write(Path::new(&out_dir).join(name), minify(&text)).map_err(|e| format!("write {name}: {e}"))?;
    }
    Ok(())
}

include!("src/minify.rs");
