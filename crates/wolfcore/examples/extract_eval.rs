//! Prints precision and recall of the C6 extractor on the labeled corpus, per language and per
//! claim type.
//!
//! ```text
//! cargo run -p wolfcore --example extract_eval            # the shipped corpus
//! cargo run -p wolfcore --example extract_eval -- -v      # also list every disagreement
//! cargo run -p wolfcore --example extract_eval -- my.jsonl [-v]
//! cargo run -p wolfcore --example extract_eval -- --tag holdout4   # only speeches with that tag
//! cargo run -p wolfcore --example extract_eval -- crates/wolfcore/corpus/extract/fresh   # every *.jsonl in a folder
//! cargo run -p wolfcore --example extract_eval -- --writer writerA fresh/   # one writer's speeches
//! ```
//! When the speeches name their writer (the fresh batches of issue 23), a second table gives
//! precision and recall per writer, language and claim type.

#[path = "../tests/support/extract_eval.rs"]
#[allow(dead_code, unreachable_pub)]
mod eval;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "-v" || a == "--verbose");
    let mut tags: Vec<&String> = Vec::new();
    let mut writers: Vec<&String> = Vec::new();
    let mut files: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--tag" || a == "--writer" {
            match it.next() {
                Some(t) if a == "--tag" => tags.push(t),
                Some(w) => writers.push(w),
                None => {
                    eprintln!("{a} needs a value");
                    return ExitCode::FAILURE;
                }
            }
        } else if !a.starts_with('-') {
            match jsonl_files(a) {
                Ok(mut f) => files.append(&mut f),
                Err(e) => {
                    eprintln!("{a}: {e}");
                    return ExitCode::FAILURE;
                }
            }
        }
    }
    let mut speeches = Vec::new();
    let sources: Vec<(String, String)> = if files.is_empty() {
        vec![("en.jsonl".into(), eval::EN_CORPUS.into()), ("zh.jsonl".into(), eval::ZH_CORPUS.into())]
    } else {
        let mut v = Vec::new();
        for f in files {
            match std::fs::read_to_string(&f) {
                Ok(text) => v.push((f, text)),
                Err(e) => {
                    eprintln!("{f}: {e}");
                    return ExitCode::FAILURE;
                }
            }
        }
        v
    };
    for (name, text) in &sources {
        match eval::parse_corpus(text) {
            Ok(mut s) => speeches.append(&mut s),
            Err(e) => {
                eprintln!("{name}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if !tags.is_empty() {
        speeches.retain(|s| s.tags.iter().any(|t| tags.contains(&t)));
        println!(
            "{} speeches tagged {}",
            speeches.len(),
            tags.iter().map(|t| t.as_str()).collect::<Vec<_>>().join(" or ")
        );
    }
    if !writers.is_empty() {
        speeches.retain(|s| s.writer.as_ref().is_some_and(|w| writers.contains(&w)));
        println!(
            "{} speeches by {}",
            speeches.len(),
            writers.iter().map(|w| w.as_str()).collect::<Vec<_>>().join(" or ")
        );
    }
    let report = eval::evaluate(&speeches);
    print!("{}", report.table());
    let by_writer = report.writer_table();
    if !by_writer.is_empty() {
        println!();
        print!("{by_writer}");
    }
    if verbose {
        println!();
        print!("{}", report.mismatch_list());
    }
    ExitCode::SUCCESS
}

/// A file as given, or every `*.jsonl` file of a folder in name order.
fn jsonl_files(path: &str) -> std::io::Result<Vec<String>> {
    if !std::path::Path::new(path).is_dir() {
        return Ok(vec![path.to_owned()]);
    }
    let mut out = Vec::new();
    for entry in std::fs::read_dir(path)? {
        let p = entry?.path();
        if p.extension().is_some_and(|e| e == "jsonl") {
            out.push(p.to_string_lossy().into_owned());
        }
    }
    out.sort();
    Ok(out)
}
