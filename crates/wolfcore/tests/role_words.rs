//! Issue 17: a role's words are one table (`Role::words`), and every reader of speech knows them.
//! The summary parser and the seat-name check read the table itself (unit tests in
//! `parse::summary`); the extractor (C6) has its own lexicons, so this test holds them to the
//! table: a plain self-claim with each role's English and Chinese name is read as that role. A
//! new role fails here until `extract/en.rs` and `extract/zh.rs` know its names.

use wolfcore::extract::{extract, ExtractContext};
use wolfcore::{Catalog, ClaimType, Lang, Role};

fn claimed(text: &str, lang: Lang) -> Vec<(ClaimType, Option<Role>)> {
    let ctx =
        ExtractContext { day: 1, phase: "DAY_SPEECH".into(), speaker_seat: 0, lang: Some(lang), player_count: None };
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
