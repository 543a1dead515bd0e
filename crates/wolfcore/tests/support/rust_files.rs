//! Every `.rs` file under a folder, for the tests that read the crate's own source
//! (`module_graph.rs`, `catalog_keys.rs`).

use std::path::{Path, PathBuf};

/// Appends every `.rs` file under `dir` (recursively) to `out`.
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src").flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}
