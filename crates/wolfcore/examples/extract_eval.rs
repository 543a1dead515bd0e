//! Prints precision and recall of the C6 extractor on the labeled corpus, per language and per
//! claim type.
//!
//! ```text
//! cargo run -p wolfcore --example extract_eval            # the shipped corpus
//! cargo run -p wolfcore --example extract_eval -- -v      # also list every disagreement
//! cargo run -p wolfcore --example extract_eval -- my.jsonl [-v]
//! ```

#[path = "../tests/support/extract_eval.rs"]
#[allow(dead_code, unreachable_pub)]
mod eval;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "-v" || a == "--verbose");
    let files: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
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
    let report = eval::evaluate(&speeches);
    print!("{}", report.table());
    if verbose {
        println!();
        print!("{}", report.mismatch_list());
    }
    ExitCode::SUCCESS
}
