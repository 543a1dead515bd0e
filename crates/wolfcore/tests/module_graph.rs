//! Issue 17 item 4: every module graph is a DAG. The files of `crates/wolfcore/src` and
//! `crates/wolfcore-wasm/src` import each other through `use` lines and inline paths
//! (`crate::a::b`, `super::x::y`, `self::z`); a name a module re-exports (`pub use self::x::Name`)
//! is followed to the file that defines it, as `farm-studio look` draws it. A file-level import
//! cycle fails this test and is printed.
//!
//! Test modules (`#[cfg(test)] mod … {`) are left out: a test may use anything.

#![allow(clippy::panic)] // a found cycle must stop the test, with its files

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[path = "support/rust_files.rs"]
mod rust_files;
use rust_files::rust_files;

/// One crate's modules: module path (`["engine", "state"]`) → file, and each file's text.
struct Crate {
    modules: BTreeMap<Vec<String>, PathBuf>,
    texts: BTreeMap<PathBuf, String>,
}

/// The module path of a file under `src`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src").with_extension("");
    let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    parts
}

/// The file's text without its test modules.
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            let next = lines.peek().map_or("", |l| l.trim());
            if next.starts_with("mod ") && next.ends_with('{') {
                break; // test modules come last in this code base
            }
        }
        // Comments carry paths in prose (`crate::engine` in docs): not imports.
        let code = line.split("//").next().unwrap_or("");
        out.push_str(code);
        out.push('\n');
    }
    out
}

fn load(src: &Path) -> Crate {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut modules = BTreeMap::new();
    let mut texts = BTreeMap::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read file");
        modules.insert(module_of(src, &f), f.clone());
        texts.insert(f, without_tests(&text));
    }
    Crate { modules, texts }
}

/// Expands a use tree (`a::{b, c::{d as e}}`) into paths, each with the name it binds.
fn expand(tree: &str, prefix: &str, out: &mut Vec<(String, String)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = tree[..open].trim().trim_end_matches("::");
        let close = tree.rfind('}').filter(|c| *c > open).unwrap_or(tree.len());
        let inner = &tree[open + 1..close];
        let base = if head.is_empty() { prefix.to_owned() } else { join(prefix, head) };
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&inner[start..i], &base, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(&inner[start..], &base, out);
        return;
    }
    if tree.is_empty() {
        return;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((p, a)) => (p.trim(), a.trim()),
        None => (tree, tree.rsplit("::").next().unwrap_or(tree)),
    };
    let full = join(prefix, path);
    let name = if alias == "self" { full.rsplit("::").next().unwrap_or("").to_owned() } else { alias.to_owned() };
    out.push((full, name));
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_owned()
    } else {
        format!("{a}::{b}")
    }
}

/// Every `use` statement of a text: (is it a re-export, the tree).
fn use_statements(text: &str) -> Vec<(bool, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("use ") {
        let before = &rest[..i];
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let lead = before[line_start..].trim();
        let word_start = i == 0 || !rest.as_bytes()[i - 1].is_ascii_alphanumeric() && rest.as_bytes()[i - 1] != b'_';
        let is_stmt = word_start && (lead.is_empty() || lead == "pub" || lead.starts_with("pub("));
        let after = &rest[i + 4..];
        let end = after.find(';').unwrap_or(after.len());
        if is_stmt {
            out.push((lead.starts_with("pub"), after[..end].replace('\n', " ")));
        }
        rest = &after[end.min(after.len())..];
    }
    out
}

/// Inline paths in code: `crate::x::y`, `super::x`, `self::x` (use lines included).
fn inline_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    for prefix in ["crate::", "super::", "self::"] {
        let mut from = 0;
        while let Some(i) = text[from..].find(prefix) {
            let at = from + i;
            from = at + prefix.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                continue;
            }
            let mut end = from;
            loop {
                let seg = text[end..].bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
                if seg == 0 {
                    break;
                }
                end += seg;
                if text[end..].starts_with("::")
                    && text[end + 2..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                {
                    end += 2;
                } else {
                    break;
                }
            }
            out.push(text[at..end].to_owned());
        }
    }
    out
}

/// The module a path's first segments name, relative to `here` (the file's module).
fn absolute(path: &str, here: &[String], is_mod_file: bool) -> Vec<String> {
    let mut segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let mut base: Vec<String> = Vec::new();
    // `self`/`super` are relative to the module the file *is*.
    match segs.first().copied() {
        Some("crate") => {
            segs.remove(0);
        }
        Some("self") => {
            segs.remove(0);
            base = here.to_vec();
        }
        Some("super") => {
            base = here.to_vec();
            while segs.first() == Some(&"super") {
                segs.remove(0);
                base.pop();
            }
        }
        _ => return Vec::new(),
    }
    let _ = is_mod_file;
    base.extend(segs.into_iter().map(str::to_owned));
    base
}

/// The file that defines what `path` (absolute segments) names, following re-exports.
fn resolve(
    krate: &Crate,
    reexports: &BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
    path: &[String],
    depth: u32,
) -> Option<PathBuf> {
    if depth > 8 {
        return None;
    }
    // The longest prefix that is a module.
    let mut k = path.len();
    while k > 0 && !krate.modules.contains_key(&path[..k]) {
        k -= 1;
    }
    let module = &path[..k];
    if k < path.len() {
        if let Some(target) = reexports.get(module).and_then(|m| m.get(&path[k])) {
            let mut t = target.clone();
            t.extend(path[k + 1..].iter().cloned());
            if let Some(f) = resolve(krate, reexports, &t, depth + 1) {
                return Some(f);
            }
        }
    }
    krate.modules.get(module).cloned()
}

/// File → files it imports.
fn graph(krate: &Crate) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let module_of_file: BTreeMap<&PathBuf, &Vec<String>> = krate.modules.iter().map(|(m, f)| (f, m)).collect();
    let mut reexports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for (file, text) in &krate.texts {
        let here = module_of_file[file];
        let mod_file = file.ends_with("mod.rs") || file.ends_with("lib.rs");
        for (public, tree) in use_statements(text) {
            if !public {
                continue;
            }
            let mut paths = Vec::new();
            expand(&tree, "", &mut paths);
            for (p, name) in paths {
                let abs = absolute(&p, here, mod_file);
                if !abs.is_empty() {
                    reexports.entry(here.clone()).or_default().insert(name, abs);
                }
            }
        }
    }
    let mut edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = BTreeMap::new();
    for (file, text) in &krate.texts {
        let here = module_of_file[file];
        let mod_file = file.ends_with("mod.rs") || file.ends_with("lib.rs");
        let mut paths: Vec<String> = inline_paths(text);
        for (public, tree) in use_statements(text) {
            // A module's own re-exports are its face, not its needs (followed by `resolve`).
            if public && mod_file {
                continue;
            }
            let mut expanded = Vec::new();
            expand(&tree, "", &mut expanded);
            paths.extend(expanded.into_iter().map(|(p, _)| p));
        }
        for p in paths {
            if mod_file && text.contains(&format!("pub use {p}")) {
                continue;
            }
            let abs = absolute(&p, here, mod_file);
            if abs.is_empty() {
                continue;
            }
            if let Some(target) = resolve(krate, &reexports, &abs, 0) {
                if &target != file {
                    edges.entry(file.clone()).or_default().insert(target);
                }
            }
        }
    }
    edges
}

/// A cycle of the graph, if there is one.
fn find_cycle(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Option<Vec<PathBuf>> {
    fn visit(
        n: &PathBuf,
        edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        state: &mut BTreeMap<PathBuf, u8>,
        stack: &mut Vec<PathBuf>,
    ) -> Option<Vec<PathBuf>> {
        state.insert(n.clone(), 1);
        stack.push(n.clone());
        for m in edges.get(n).into_iter().flatten() {
            match state.get(m).copied().unwrap_or(0) {
                1 => {
                    let at = stack.iter().position(|x| x == m).unwrap_or(0);
                    return Some(stack[at..].to_vec());
                }
                0 => {
                    if let Some(c) = visit(m, edges, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(n.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in edges.keys() {
        if state.get(n).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(n, edges, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

fn check(src: &str) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(src);
    let krate = load(&root);
    let edges = graph(&krate);
    if let Some(cycle) = find_cycle(&edges) {
        let names: Vec<String> =
            cycle.iter().map(|p| p.strip_prefix(&root).unwrap_or(p).display().to_string()).collect();
        panic!("import cycle in {src}: {} -> (back)", names.join(" -> "));
    }
    edges.values().map(BTreeSet::len).sum()
}

#[test]
fn the_core_module_graph_is_a_dag() {
    let edges = check("wolfcore/src");
    assert!(edges > 100, "the graph was read ({edges} edges)");
}

#[test]
fn the_bindings_module_graph_is_a_dag() {
    let edges = check("wolfcore-wasm/src");
    assert!(edges > 20, "the graph was read ({edges} edges)");
}

/// The checker sees a cycle when there is one (so a pass means something).
#[test]
fn a_cycle_is_found() {
    let a = PathBuf::from("a.rs");
    let b = PathBuf::from("b.rs");
    let c = PathBuf::from("c.rs");
    let mut edges = BTreeMap::new();
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    edges.insert(b.clone(), BTreeSet::from([c.clone()]));
    assert!(find_cycle(&edges).is_none());
    edges.insert(c.clone(), BTreeSet::from([a.clone()]));
    assert_eq!(find_cycle(&edges).map(|c| c.len()), Some(3));
    let mut trees = Vec::new();
    expand("super::{a::{B, C as D}, e}", "", &mut trees);
    assert_eq!(
        trees,
        vec![
            ("super::a::B".to_owned(), "B".to_owned()),
            ("super::a::C".to_owned(), "D".to_owned()),
            ("super::e".to_owned(), "e".to_owned())
        ]
    );
}
