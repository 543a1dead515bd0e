//! Prints precision and recall of the C6 extractor on the labeled corpus, per language and per
//! claim type.
//!
//! ```text
//! cargo run -p wolfcore --example extract_eval            # the shipped corpus
//! cargo run -p wolfcore --example extract_eval -- -v      # also list every disagreement
//! cargo run -p wolfcore --example extract_eval -- my.jsonl [-v]
//! cargo run -p wolfcore --example extract_eval -- --tag holdout4   # only speeches with that tag
//! ```

#[path = "../tests/support/extract_eval.rs"]
#[allow(dead_code, unreachable_pub)]
mod eval;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "-v" || a == "--verbose");
    let mut tags: Vec<&String> = Vec::new();
    let mut files: Vec<&String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--tag" {
            match it.next() {
                Some(t) => tags.push(t),
                None => {
                    eprintln!("--tag needs a value");
                    return ExitCode::FAILURE;
                }
            }
        } else if !a.starts_with('-') {
            files.push(a);
        }
    }
    let mut speeches = Vec::new();
    let sources: Vec<(String, String)> = if files.is_empty() {
        vec![("en.jsonl".into(), eval::EN_CORPUS.into()), ("zh.jsonl".into(), eval::ZH_CORPUS.into())]
    } else {
        let mut v = Vec::new();
        for f in files {
            match std::fs::read_to_string(f) {
                Ok(text) => v.push((f.clone(), text)),
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
    let report = eval::evaluate(&speeches);
    print!("{}", report.table());
    if verbose {
        println!();
        print!("{}", report.mismatch_list());
    }
    ExitCode::SUCCESS
}
