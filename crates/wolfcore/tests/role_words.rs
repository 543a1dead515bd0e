//! Issue 17: a role's words are one table (`Role::words`), and every reader of speech knows them.
//! The summary parser and the seat-name check read the table itself (unit tests in
//! `parse::summary`), and so do the extractor's lexicons (C6: `extract/en.rs` falls back to the
//! table's English words, `extract/zh.rs` adds every Chinese word to its dictionary); this test
//! holds them to it: a plain self-claim with each role's English and Chinese name is read as
//! that role.

use wolfcore::extract::{extract, ExtractContext};
use wolfcore::{Catalog, ClaimType, Lang, Role};

fn claimed(text: &str, lang: Lang) -> Vec<(ClaimType, Option<Role>)> {
    let ctx = ExtractContext { day: 1, phase: "DAY_SPEECH".into(), lang: Some(lang), ..ExtractContext::default() };
    extract(text, &ctx).into_iter().map(|c| (c.claim_type, c.role)).collect()
}

#[test]
fn c6_every_role_name_is_read_by_the_extractor() {
    let mut missing = Vec::new();
    for role in Role::REAL {
        let en = format!("I am the {}.", Catalog::get(Lang::En).role_name(role));
        let zh = format!("我是{}。", role.words().zh[0]);
        for (text, lang) in [(en, Lang::En), (zh, Lang::Zh)] {
            if !claimed(&text, lang).contains(&(ClaimType::RoleClaim, Some(role))) {
                missing.push(format!("{text} → {:?}", claimed(&text, lang)));
            }
        }
    }
    assert!(missing.is_empty(), "not read as the role's claim: {missing:?}");
}

/// The contract names every role once: R1.1 in `docs/rules.md` lists every real role's English
/// name (a new role fails here until the rules say it exists), and C1's `role` in
/// `docs/claims.md` refers to R1.1 (plus `Unknown`) rather than keep a second list.
#[test]
fn c1_r1_1_the_contract_lists_every_role() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let read = |file: &str| std::fs::read_to_string(root.join(file)).unwrap_or_default();
    let claims = read("docs/claims.md");
    let c1_role = claims.lines().find(|l| l.starts_with("| `role?` |")).unwrap_or_default().to_owned();
    assert!(
        c1_role.contains("(rules.md#r1.1)") && c1_role.contains("`Unknown`"),
        "docs/claims.md C1 `role?`: {c1_role}"
    );
    let rules = read("docs/rules.md");
    let r1_1 = rules.split("**R1.1 Roles.**").nth(1).and_then(|r| r.split("<a id=").next()).unwrap_or_default();
    let r1_1 = r1_1.split_whitespace().collect::<Vec<_>>().join(" ");
    for role in Role::REAL {
        let name = Catalog::get(Lang::En).role_name(role);
        assert!(r1_1.contains(&name), "docs/rules.md R1.1 lacks {name}");
    }
}
