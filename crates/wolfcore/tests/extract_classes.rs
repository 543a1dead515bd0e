//! C6, issue 23: construction classes of chat and voice talk, each with speeches written for this
//! file (not taken from any corpus) in both languages, and a trap beside each form so every test
//! can fail. A rule here is a class of constructions (C6.1 attribution first, C6.3 coverage, C6.4
//! language), never one sentence.

use wolfcore::extract::{extract, ExtractContext};
use wolfcore::{Alignment, ClaimType, Lang, Role};

type Key = (ClaimType, Option<Role>, Option<u8>, Option<Alignment>);

/// The claims of a speech by 1-based `seat` at a table speaking `game` (12 seats), as (type,
/// role, 1-based target, alignment), in order.
fn said(game: Lang, seat: u8, text: &str) -> Vec<Key> {
    let ctx = ExtractContext {
        day: 2,
        speaker_seat: seat - 1,
        game_lang: Some(game),
        player_count: Some(12),
        ..ExtractContext::default()
    };
    extract(text, &ctx).iter().map(|c| (c.claim_type, c.role, c.target_seat.map(|t| t + 1), c.alignment)).collect()
}

fn role(r: Role) -> Key {
    (ClaimType::RoleClaim, Some(r), None, None)
}
fn check(t: u8, a: Alignment) -> Key {
    (ClaimType::SeerCheck, None, Some(t), Some(a))
}
fn stmt(t: u8, a: Alignment) -> Key {
    (ClaimType::AlignmentStatement, None, Some(t), Some(a))
}
fn save(t: u8) -> Key {
    (ClaimType::WitchSave, None, Some(t), None)
}
fn poison(t: u8) -> Key {
    (ClaimType::WitchPoison, None, Some(t), None)
}
fn protect(t: u8) -> Key {
    (ClaimType::GuardProtect, None, Some(t), None)
}

use Alignment::{Good, Wolf};
use Lang::{En, Zh};

/// Exactly these claims, in any order.
#[track_caller]
fn exactly(game: Lang, seat: u8, text: &str, expected: &[Key]) {
    let mut got = said(game, seat, text);
    let mut want = expected.to_vec();
    got.sort_by_key(|k| format!("{k:?}"));
    want.sort_by_key(|k| format!("{k:?}"));
    assert_eq!(got, want, "{text}");
}

#[track_caller]
fn nothing(game: Lang, seat: u8, text: &str) {
    assert_eq!(said(game, seat, text), vec![], "{text}");
}

// ----- C6.3 chat and voice: run-ons, fillers, numerals ---------------------------------------

#[test]
fn c6_3_run_on_talk_starts_a_clause_at_a_new_subject_after_a_finished_predicate() {
    exactly(En, 3, "uh so like im the seer uh checked 7 last night he's a wolf", &[role(Role::Seer), check(7, Wolf)]);
    exactly(En, 6, "ok i checked nine last night nine is a wolf", &[check(9, Wolf)]);
    exactly(Zh, 3, "我是预言家昨晚验了5号他是狼", &[role(Role::Seer), check(5, Wolf)]);
    // Not inside someone else's words: the report's scope cannot be told without punctuation.
    nothing(Zh, 3, "5号说我是女巫我救了7号");
    nothing(En, 3, "seat 5 said he checked 9 last night 9 is a wolf");
}

#[test]
fn c6_3_chinese_numerals_in_chat_and_calls_to_vote() {
    exactly(Zh, 2, "嗯我觉得幺号是好人", &[stmt(1, Good)]);
    exactly(Zh, 8, "那个十号是狼没跑了出十号", &[stmt(10, Wolf)]);
    exactly(Zh, 4, "守卫一张昨晚守了十一号", &[role(Role::Guard), protect(11)]);
    exactly(Zh, 9, "我是预言家 验了 十二号 金水", &[role(Role::Seer), check(12, Good)]);
    // 出 completing a verb is no call to vote: someone else's result stays theirs.
    nothing(Zh, 6, "第二天3号验出11号查杀，我们出了11号。");
}

// ----- C6.4 code-switching ---------------------------------------------------------------------

#[test]
fn c6_4_english_inside_chinese_keeps_the_chinese_constructions() {
    exactly(Zh, 6, "我是 witch，first night 救了 #9，昨晚毒了 #1。9号 good。", &[role(Role::Witch), save(9), poison(1), stmt(9, Good)]);
    exactly(Zh, 4, "我是 guard，last night 守了 3号。", &[role(Role::Guard), protect(3)]);
    exactly(Zh, 2, "我是预言家，No. 9 查杀。", &[role(Role::Seer), check(9, Wolf)]);
    exactly(Zh, 2, "我 seer 啊，昨晚 check 了 5 号，wolf。", &[role(Role::Seer), check(5, Wolf)]);
    // English reported speech inside Chinese is still someone else's.
    nothing(Zh, 2, "5号 said he is the seer，我不信。");
    // A Chinese quote marked with straight single quotes.
    nothing(Zh, 3, "5号说'我是女巫我救了7号'，但我昨晚根本没被刀。");
}

// ----- C6.3 witch slang -----------------------------------------------------------------------

#[test]
fn c6_3_witch_slang_and_ba_objects() {
    exactly(Zh, 6, "女巫，3号被刀我把他拉起来了。", &[role(Role::Witch), save(3)]);
    exactly(Zh, 11, "我女巫，昨晚把7号毒了。", &[role(Role::Witch), poison(7)]);
    // A counterfactual with 要真是 is a hypothetical.
    nothing(Zh, 11, "我要真是女巫，昨晚就把5号毒了。");
    nothing(Zh, 11, "4号说他把7号毒了。");
}
