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
    exactly(
        Zh,
        6,
        "我是 witch，first night 救了 #9，昨晚毒了 #1。9号 good。",
        &[role(Role::Witch), save(9), poison(1), stmt(9, Good)],
    );
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

// ----- C6.1 self-corrections, quantifiers, sarcasm, addressed seats ---------------------------

#[test]
fn c6_1_only_the_corrected_statement_counts_even_when_the_verb_is_repeated() {
    exactly(En, 8, "I saved 2, wait no, I saved 3.", &[save(3)]);
    exactly(En, 5, "I checked 5—no sorry 6, wolf.", &[check(6, Wolf)]);
    exactly(En, 4, "I poisoned 9, no wait, I poisoned 10.", &[poison(10)]);
    exactly(Zh, 8, "我救的是2号……不对，是3号。", &[save(3)]);
    exactly(Zh, 5, "我验了5号，不对，是6号，查杀。", &[check(6, Wolf)]);
    // Without a correction both stand.
    exactly(En, 8, "I saved 2 the first night, and I poisoned 3 last night.", &[save(2), poison(3)]);
}

#[test]
fn c6_1_a_quantifier_as_the_object_names_no_seat() {
    exactly(En, 12, "I'm ripping up the badge, 4 is a wolf and I trust nobody.", &[stmt(4, Wolf)]);
    exactly(En, 12, "Seat 4 is a wolf. I don't trust anyone.", &[stmt(4, Wolf)]);
    // A pronoun still names the seat just mentioned.
    exactly(En, 12, "Seat 6 spoke well. I trust him.", &[stmt(6, Good)]);
}

#[test]
fn c6_1_sarcasm_after_interjections_is_no_claim() {
    nothing(En, 3, "Oh yeah, sure, I'm definitely the White Wolf King.");
    nothing(En, 3, "Well, sure, I'm the seer and 5 is a wolf, whatever.");
    exactly(En, 3, "Oh yeah, I'm the seer. 5 is a wolf.", &[role(Role::Seer), stmt(5, Wolf)]);
}

#[test]
fn c6_1_a_seat_called_by_name_after_a_clause_about_you() {
    exactly(En, 10, "You're a wolf, 4. Everyone knows it.", &[stmt(4, Wolf)]);
    exactly(Zh, 10, "你就是狼，4号。", &[stmt(4, Wolf)]);
    // No name called: "you" stays no one.
    nothing(En, 10, "You're a wolf. Everyone knows it.");
}

// ----- C6.3 badge hand-overs with the speaker's term in apposition -----------------------------

#[test]
fn c6_3_a_badge_to_a_seat_with_the_speakers_term_in_apposition() {
    exactly(En, 2, "Badge goes to 8, my gold water. I'm the seer.", &[check(8, Good), role(Role::Seer)]);
    exactly(Zh, 2, "警徽给8号，我的金水。我是预言家。", &[check(8, Good), role(Role::Seer)]);
    // Someone else's term stays theirs.
    nothing(En, 2, "Badge goes to 8, his gold water.");
    exactly(En, 2, "I pass the badge to 5, he's good.", &[stmt(5, Good)]);
    exactly(Zh, 12, "我把警徽撕了，因为4号是狼。", &[stmt(4, Wolf)]);
}

// ----- C6.3 several actions in one speech, own seat, headings, slips --------------------------

#[test]
fn c6_3_an_action_list_goes_on_over_time_phrases_and_myself() {
    exactly(
        En,
        2,
        "Guard claim. I protected seat 5 on night one, myself on night two, and seat 11 last night.",
        &[role(Role::Guard), protect(5), protect(2), protect(11)],
    );
    exactly(
        Zh,
        2,
        "守卫发言。第一晚守了5号，第二晚守了自己，昨晚守了11号。",
        &[role(Role::Guard), protect(5), protect(2), protect(11)],
    );
    // A clause with its own predicate is not part of the list.
    exactly(En, 2, "I protected seat 5 on night one, 7 is a wolf.", &[protect(5), stmt(7, Wolf)]);
}

#[test]
fn c6_1_a_role_and_a_number_name_someone_elses_seat() {
    nothing(En, 7, "Seer 2 gave 9 a gold water and 4 a wolf check.");
    nothing(Zh, 7, "预言家2号给9号金水，给4号查杀。");
    exactly(En, 7, "I'm the seer. 9 is my gold water.", &[role(Role::Seer), check(9, Good)]);
}

#[test]
fn c6_3_the_speakers_own_seat_introducing_them() {
    exactly(Zh, 4, "我四号预言家，第一晚验八号金水。", &[role(Role::Seer), check(8, Good)]);
    exactly(Zh, 8, "8号预言家 4号查杀 5号金水 出4", &[role(Role::Seer), check(4, Wolf), check(5, Good)]);
    // Another seat's number before a role is about that seat; the own seat later is no claim.
    nothing(Zh, 8, "4号预言家 5号金水");
    exactly(Zh, 8, "我觉得3号是狼，8号预言家这个说法我不认。", &[stmt(3, Wolf)]);
}

#[test]
fn c6_3_typing_slips_of_role_words() {
    exactly(
        En,
        5,
        "im teh seer, chekced 8 last nite, hes a wolf. 3 is my gold water",
        &[role(Role::Seer), check(8, Wolf), check(3, Good)],
    );
    exactly(Zh, 3, "我是守位，昨晚守的9号", &[role(Role::Guard), protect(9)]);
    exactly(Zh, 5, "我是预严家，昨晚验了8号，他是狼。", &[role(Role::Seer), check(8, Wolf)]);
    nothing(Zh, 5, "我不是预严家。");
}

// ----- C6.3 / C6.1 Chinese run-ons, discourse markers, alternatives ---------------------------

#[test]
fn c6_3_a_seat_with_its_verdict_after_unrelated_words_opens_a_clause() {
    exactly(Zh, 2, "遗言啊我是猎人但是被毒了开不了枪气死了五号铁狼你们去出他", &[role(Role::Hunter), stmt(5, Wolf)]);
    exactly(Zh, 2, "我跟你们讲真的烦死了七号就是狼", &[stmt(7, Wolf)]);
    // Not after a verb of saying or a relative 的: the seat stays inside.
    nothing(Zh, 2, "三号说五号是狼");
    exactly(Zh, 2, "我验的5号是狼", &[check(5, Wolf)]);
}

#[test]
fn c6_3_dui_as_right_or_yes_is_a_discourse_marker() {
    exactly(Zh, 9, "嗯我没啥好说的哦对了我是猎人别投我", &[role(Role::Hunter)]);
    exactly(Zh, 9, "被9号救的 对 平民 1号狼", &[role(Role::Villager), stmt(1, Wolf)]);
    // 对 as "to" still introduces the object: "对5号用了解药".
    exactly(Zh, 9, "我是女巫，对5号用了解药。", &[role(Role::Witch), save(5)]);
}

#[test]
fn c6_1_alternatives_assert_neither_seat() {
    nothing(En, 8, "5 or 6 is a wolf");
    nothing(Zh, 8, "5号或者6号是狼");
    nothing(Zh, 8, "那要么六号是狼要么一号是假的");
    exactly(En, 8, "5 and 6 are wolves", &[stmt(5, Wolf), stmt(6, Wolf)]);
}

#[test]
fn c6_3_a_sign_between_a_seat_and_its_verdict() {
    exactly(Zh, 3, "验了2号→狼 验了7号→好 我预言家", &[check(2, Wolf), check(7, Good), role(Role::Seer)]);
    exactly(Zh, 3, "预言家 12号=好", &[role(Role::Seer), check(12, Good)]);
}

#[test]
fn c6_3_villager_card_then_wolf_reads() {
    exactly(Zh, 2, "民一张4狼8狼", &[role(Role::Villager), stmt(4, Wolf), stmt(8, Wolf)]);
    exactly(Zh, 2, "民一张 4号8号都是狼", &[role(Role::Villager), stmt(4, Wolf), stmt(8, Wolf)]);
    exactly(
        En,
        2,
        "I am a villager, one card. 4 and 8 are wolves.",
        &[role(Role::Villager), stmt(4, Wolf), stmt(8, Wolf)],
    );
    // A count of wolves names no seat.
    nothing(Zh, 2, "还剩3狼5好人");
}

#[test]
fn c6_1_a_badge_torn_over_someones_fake_checks_judges_them_not_the_checks() {
    exactly(Zh, 2, "警徽撕了 6号报假验人 6号狼", &[stmt(6, Wolf)]);
    exactly(Zh, 2, "6号说他是预言家，6号狼", &[stmt(6, Wolf)]);
    exactly(En, 2, "Badge torn. 6 lied about his check, so 6 is a wolf.", &[stmt(6, Wolf)]);
    // The report itself stays the reporter's.
    nothing(Zh, 2, "6号说他是预言家，验了3号是狼");
}

#[test]
fn c6_1_a_plan_of_the_past_given_up_is_no_claim() {
    exactly(
        En,
        11,
        "I was going to claim seer but I'm actually the guard, protected 3 last night.",
        &[role(Role::Guard), protect(3)],
    );
    exactly(Zh, 11, "本来想跳预言家的，其实我是守卫，昨晚守了3号。", &[role(Role::Guard), protect(3)]);
    nothing(En, 11, "I was going to claim seer.");
}

#[test]
fn c6_3_voice_input_an_i_with_its_verb_after_a_finished_clause_starts_anew() {
    exactly(
        En,
        2,
        "uh hi I'm number two I'm a villager I don't have much uh I think number seven is good he talked straight",
        &[role(Role::Villager), stmt(7, Good)],
    );
    exactly(Zh, 2, "嗯我没啥好说的我就是个平民我觉得七号是好人", &[role(Role::Villager), stmt(7, Good)]);
    // A fronted seat stays the topic of the "I" after it.
    exactly(Zh, 6, "我就说一句五号在我这也是狼", &[stmt(5, Wolf)]);
    // "he said I'm …" keeps the "I" inside his words.
    nothing(En, 6, "seat 9 said I'm a wolf and I checked nobody");
}

#[test]
fn c6_1_the_speakers_verdict_on_a_report_ends_it() {
    exactly(En, 6, "listen nine said he checked me and I'm a wolf that's false I'm the hunter", &[role(Role::Hunter)]);
    exactly(Zh, 6, "你们听我说九号说他验了我说我是狼这是假的我是猎人", &[role(Role::Hunter)]);
    // Without the verdict the report runs on: nothing is the speaker's.
    nothing(En, 6, "listen nine said he checked me and I'm a wolf");
    nothing(Zh, 6, "九号说他验了我说我是狼");
}

#[test]
fn c6_3_a_number_fronted_before_i_and_its_verb_is_its_object() {
    exactly(En, 7, "i'm the seer. 3 i checked earlier, wolf", &[role(Role::Seer), check(3, Wolf)]);
    exactly(En, 7, "5 I trust.", &[stmt(5, Good)]);
    // A reasoning step under a hypothesis stays unasserted ("must" is no certainty here).
    nothing(En, 7, "Let's say seat 4 is the seer; then seat 7 must be a wolf.");
}

#[test]
fn c6_3_witch_and_guard_slang() {
    exactly(En, 2, "witch: gave 4 the antidote, threw the poison at 9", &[role(Role::Witch), save(4), poison(9)]);
    exactly(En, 2, "I'm the guard, covered 5 last night", &[role(Role::Guard), protect(5)]);
    exactly(En, 6, "witch here, 3 got knifed and I pulled them back.", &[role(Role::Witch), save(3)]);
    exactly(Zh, 2, "守卫，昨晚护了5号", &[role(Role::Guard), protect(5)]);
    exactly(Zh, 2, "女巫 昨晚奶了3号", &[role(Role::Witch), save(3)]);
    exactly(Zh, 8, "我是女巫，2号是我的银水。", &[role(Role::Witch), save(2)]);
    exactly(Zh, 3, "我是守卫，首夜自守，昨晚守的8号。", &[role(Role::Guard), protect(3), protect(8)]);
    // Someone else's giving, and orders to a role, are not the speaker's.
    nothing(En, 2, "7 gave 4 the antidote he says");
    nothing(En, 2, "Guard, cover 4 tonight.");
    nothing(En, 2, "Guard, protect 4 tonight.");
}

#[test]
fn c6_4_a_spaced_english_role_word_heads_its_chinese_phrase() {
    exactly(Zh, 2, "遗言 yyj 最后一验5号查杀 9号之前金水 警徽给9", &[role(Role::Seer), check(5, Wolf), check(9, Good)]);
    exactly(
        Zh,
        2,
        "我预言家还活着哈第三晚验的十一号好人然后三号之前验过是狼",
        &[role(Role::Seer), check(11, Good), check(3, Wolf)],
    );
    // Someone else's role before their act, without a space, stays theirs.
    nothing(Zh, 2, "5号说seer验了他");
}

#[test]
fn c6_3_voice_input_night_markers_and_repeated_seats_start_new_items() {
    exactly(
        En,
        3,
        "uh I'm the guard first night I guarded nine second night myself last night two",
        &[role(Role::Guard), protect(9), protect(3), protect(2)],
    );
    exactly(
        En,
        12,
        "I'm the hunter if I go out I'm shooting seven seven is a wolf",
        &[role(Role::Hunter), stmt(7, Wolf)],
    );
    exactly(Zh, 12, "我是猎人我要是出局了我就开枪带走七号七号是狼", &[role(Role::Hunter), stmt(7, Wolf)]);
    exactly(
        Zh,
        1,
        "我是预言家昨晚查验了十一号他是狼人首夜查验了四号是好人",
        &[role(Role::Seer), check(11, Wolf), check(4, Good)],
    );
    exactly(Zh, 2, "预言家 这次验的九号九号干净", &[role(Role::Seer), check(9, Good)]);
    // A repeated seat does not end someone else's words.
    nothing(En, 3, "seat 5 said he checked ten ten is a wolf");
    nothing(Zh, 3, "3号说他是好人验了5号是狼");
    // Without a seat before it, a night marker splits nothing ("the witch last night saved 2").
    nothing(En, 3, "the witch last night saved 2");
}

#[test]
fn c6_3_role_cards_last_words_and_a_question_of_its_own() {
    exactly(
        En,
        2,
        "Last words from the seer. Night three I checked seat 10, wolf.",
        &[role(Role::Seer), check(10, Wolf)],
    );
    exactly(En, 2, "I got a villager card.", &[role(Role::Villager)]);
    exactly(En, 2, "im the seer obviously why would i lie", &[role(Role::Seer)]);
    // The question asks nothing of the claim before it, but a question about the role claims nothing.
    nothing(En, 2, "is he the seer why would he lie");
    nothing(En, 2, "Last words from the seer were fake, 5 said.");
    nothing(Zh, 2, "哈哈，10号是好人？那我还是预言家呢，行了吧。");
}

// ----- issue 23, third pass (batch D): attribution first (C6.1) ------------------------------

#[test]
fn c6_1_a_claim_verb_modifying_a_seat_is_that_seats_claim() {
    // A participle or 的-modifier ("the counter-claiming wolf", "对跳的7号") describes the seat.
    nothing(En, 2, "Seat 6 is the obvious counter-claiming wolf, vote him out.");
    nothing(En, 2, "Honestly 9 is a self-claimed seer with nothing to show.");
    exactly(Zh, 2, "所以对跳的7号是狼，我是平民。", &[stmt(7, Wolf), role(Role::Villager)]);
    // Trap: the speaker's own participle phrase is still a claim.
    exactly(En, 2, "I'm the one claiming seer here, 4 is my gold water.", &[role(Role::Seer), check(4, Good)]);
}

#[test]
fn c6_1_a_reflexive_after_another_seat_is_that_seats() {
    nothing(Zh, 2, "6号自己说自己是女巫，我不信。");
    nothing(Zh, 2, "6号说，自己是女巫。");
    // Trap: 我自己 after the report is the speaker again.
    exactly(Zh, 2, "6号自己说自己是女巫，我自己是平民。", &[role(Role::Villager)]);
    nothing(En, 2, "He himself admitted he was the witch, lol.");
}

#[test]
fn c6_1_a_seat_led_claim_clause_keeps_its_seat_for_the_next_clause() {
    // The words between the seat and its verb are not read, the seat still is the subject.
    nothing(Zh, 2, "4号昨天又跳了预言家，给9号发了查杀，我站边9号。");
    // (悍跳 itself is the speaker's verdict on 10号.)
    exactly(Zh, 5, "10号昨天晚上悍跳预言家，给3号发查杀。", &[stmt(10, Wolf)]);
    nothing(Zh, 5, "10号今天又报了一个查杀，说3号是狼。");
    nothing(En, 2, "Seat 4 jumped seer yesterday, and gave 9 a wolf check.");
    // Trap: the speaker's own check after an own claim.
    exactly(Zh, 5, "我跳预言家，给3号发查杀。", &[role(Role::Seer), check(3, Wolf)]);
}

#[test]
fn c6_1_a_bare_i_am_not_takes_back_the_role_just_claimed() {
    nothing(En, 2, "I wish I were the witch, but I'm not.");
    nothing(En, 2, "Would love to tell you I'm the guard. But I'm not.");
    nothing(En, 2, "I'd like to say I'm the hunter, but I am not.");
    nothing(Zh, 2, "我倒是想说我是女巫，可惜我不是。");
    nothing(Zh, 2, "我也想跳预言家，但我不是。");
    // Traps: a negation saying more than "I'm not" leaves the claim.
    exactly(En, 2, "I'm the seer, I'm not hiding anything.", &[role(Role::Seer)]);
    exactly(Zh, 2, "我是预言家，我不是狼。", &[role(Role::Seer)]);
}

#[test]
fn c6_1_threats_and_comparisons_are_no_verdicts() {
    // "再悍跳" is the condition of a threat; "更相信" weighs two claimants.
    nothing(Zh, 2, "3号你再悍跳我就投你。");
    nothing(Zh, 2, "8号你再悍跳预言家，明天我第一个投你。");
    nothing(Zh, 2, "我更相信5号一点。");
    exactly(Zh, 2, "8号悍跳预言家，出8号。", &[stmt(8, Wolf)]);
    exactly(Zh, 2, "我相信5号。", &[stmt(5, Good)]);
}

#[test]
fn c6_1_of_two_opposite_verdicts_on_a_seat_the_later_is_the_speakers() {
    exactly(Zh, 2, "7号是好人？是是是。7号就是狼。", &[stmt(7, Wolf)]);
    exactly(En, 2, "Sure, 5 is good. Actually, 5 is a wolf.", &[stmt(5, Wolf)]);
    exactly(En, 2, "5 is a wolf. 8 is good.", &[stmt(5, Wolf), stmt(8, Good)]);
}

// ----- issue 23, third pass (batch D): coverage (C6.3) ---------------------------------------

#[test]
fn c6_3_a_role_opening_a_chinese_speech_with_a_verb_of_speaking_is_the_speakers() {
    exactly(Zh, 4, "守卫发言 昨晚守的9号", &[role(Role::Guard), protect(9)]);
    exactly(Zh, 4, "女巫来报：昨晚救了6号。", &[role(Role::Witch), save(6)]);
    exactly(Zh, 4, "预言家上警，验了7号，7号金水。", &[role(Role::Seer), check(7, Good)]);
    // Traps: a description of someone's words or a question about them.
    nothing(Zh, 4, "女巫报的银水是6号。");
    nothing(Zh, 4, "预言家上警了吗？");
    nothing(Zh, 4, "女巫发言的时候很紧张。");
}

#[test]
fn c6_3_a_verdict_noun_over_a_seat_list_and_a_dropped_copula_before_not() {
    exactly(En, 4, "the wolves are 7 and 11 for sure", &[stmt(7, Wolf), stmt(11, Wolf)]);
    exactly(Zh, 4, "两匹狼是5号和9号", &[stmt(5, Wolf), stmt(9, Wolf)]);
    exactly(Zh, 4, "狼是5号、9号。", &[stmt(5, Wolf), stmt(9, Wolf)]);
    exactly(En, 4, "9 not wolf", &[stmt(9, Good)]);
    exactly(En, 4, "seat 8 not a wolf imo", &[stmt(8, Good)]);
    // Traps: a range, a modal, a question.
    nothing(En, 4, "the wolves are between 7 and 11");
    nothing(En, 4, "the wolves might be 7 and 11");
    nothing(En, 4, "9 not a wolf?");
}

#[test]
fn c6_3_reasons_and_tellings_are_no_questions_or_reports_of_others() {
    exactly(En, 4, "i protected 3 that's why nobody died", &[protect(3)]);
    exactly(En, 4, "this tells you 6 is good", &[stmt(6, Good)]);
    // Traps: a real question; someone else telling.
    nothing(En, 4, "why is 3 good");
    nothing(En, 4, "he told you 6 is good");
}

#[test]
fn c6_3_chat_shorthand_and_chinese_table_terms_inside_english() {
    exactly(En, 4, "flipped idiot yday so no vote for me", &[role(Role::Idiot)]);
    exactly(En, 4, "对跳 witch, i saved 2", &[role(Role::Witch), save(2)]);
    exactly(En, 4, "7 is the 悍跳 here", &[stmt(7, Wolf)]);
    exactly(En, 4, "lol 10 is wwk 100%", &[stmt(10, Wolf)]);
    exactly(En, 4, "ok so 9 hard-claimed, vote 9", &[stmt(9, Wolf)]);
    // Trap: the speaker's own "hard claim" is a claim, not a fake.
    exactly(En, 4, "Witch, hard claim. Saved 6 on night one.", &[role(Role::Witch), save(6)]);
    // Trap: a dead seat's flip is no claim of the speaker's.
    nothing(En, 4, "5 flipped wolf");
}

#[test]
fn c6_3_a_relative_clause_before_the_fronted_seat_and_a_term_as_a_relative_verb() {
    exactly(Zh, 4, "昨晚出局的12号是我毒的。", &[poison(12)]);
    exactly(Zh, 4, "被刀的7号是我救的", &[save(7)]);
    exactly(Zh, 4, "我金水的是7号", &[check(7, Good)]);
    // Traps: someone else's.
    nothing(Zh, 4, "昨晚死的12号是女巫毒的");
    nothing(Zh, 4, "3号查杀的是7号");
    nothing(Zh, 4, "她查杀的是7号");
}

// ----- issue 23, third pass: the same classes in wordings no corpus has ------------------------

#[test]
fn c6_1_chat_quotatives_wishes_and_emphatic_reflexives_are_not_the_speakers() {
    nothing(En, 4, "5 was like I'm the witch and I saved 2");
    nothing(En, 4, "3 himself claimed seer");
    nothing(En, 4, "I wish I had the seer card");
    nothing(Zh, 4, "我倒希望我是预言家");
    nothing(Zh, 4, "我真想说我是女巫，可惜不是");
    // Traps: the speaker's own words after someone else's.
    exactly(En, 4, "3 himself claimed seer. I'm the seer, 3 is my wolf check.", &[role(Role::Seer), check(3, Wolf)]);
    exactly(Zh, 4, "我是女巫，真的是。", &[role(Role::Witch)]);
}

#[test]
fn c6_3_a_pronoun_chain_and_a_night_list_across_sentences() {
    exactly(En, 4, "Everyone look at seat 11. He hasn't given a single real reason. He is a wolf.", &[stmt(11, Wolf)]);
    exactly(En, 4, "First night I checked 10, good. Second night 6, wolf.", &[check(10, Good), check(6, Wolf)]);
    // Traps: two seats leave "he" open; no own check, no list.
    nothing(En, 4, "Seat 11 and seat 3 argued. He hasn't given a reason. He is a wolf.");
    exactly(En, 4, "Second night 6, wolf.", &[]);
}

// ----- issue 23, fourth pass (after batch E): classes in wordings no corpus has ----------------

#[test]
fn c6_1_a_bare_number_opening_a_clause_before_a_claim_or_telling_is_another_seat() {
    nothing(En, 4, "7 has claimed seer since day one.");
    nothing(En, 4, "So 9 counter-claims, says 2 is good.");
    nothing(En, 4, "I voted 6 and 6 flipped villager.");
    nothing(En, 4, "The Guard claimed yesterday and said he protected 2.");
    exactly(Zh, 4, "7号跳了预言家，说2号是好人。", &[]);
    // Traps: the speaker's own claims and a count before a noun stay.
    exactly(En, 4, "7 claimed seer, but I'm the seer. 7 is my wolf check.", &[role(Role::Seer), check(7, Wolf)]);
    exactly(En, 4, "Guard. last 2 nights protected 9 then 5.", &[role(Role::Guard), protect(9), protect(5)]);
    exactly(En, 4, "I checked 6 and 6 is a wolf.", &[check(6, Wolf)]);
}

#[test]
fn c6_3_day_and_night_counts_name_no_seat() {
    nothing(En, 4, "A fake witch on day two is a wolf.");
    nothing(En, 4, "On night 3 seat 6 claimed seer.");
    exactly(En, 4, "The guard claimed on day 2, and 9 is a wolf.", &[stmt(9, Wolf)]);
    exactly(Zh, 4, "第二天跳的女巫是狼，9号是狼。", &[stmt(9, Wolf)]);
    // Traps: a seat after the time phrase is still a seat.
    exactly(En, 4, "On day two 11 is a wolf.", &[stmt(11, Wolf)]);
}

#[test]
fn c6_1_a_joke_or_a_closing_hedge_takes_the_claim_back() {
    nothing(En, 4, "im the white wolf king lol jk");
    nothing(En, 4, "I'm the hunter. Just kidding.");
    nothing(En, 4, "im the witch i guess");
    nothing(En, 4, "I'm the seer, I guess.");
    nothing(Zh, 4, "我是狼王 行了吧 开玩笑的");
    nothing(Zh, 4, "我是女巫，骗你们的");
    nothing(Zh, 4, "我是猎人吧 应该");
    // Traps: a joke about someone else's words, a denial of joking, a joke before the claim.
    exactly(En, 4, "Are you kidding? I'm the seer.", &[role(Role::Seer)]);
    exactly(En, 4, "I'm the seer, not kidding.", &[role(Role::Seer)]);
    exactly(En, 4, "I'm the white wolf king. jk. I'm the guard.", &[role(Role::Guard)]);
    exactly(Zh, 4, "别开玩笑了，我才是预言家", &[role(Role::Seer)]);
    exactly(Zh, 4, "我是女巫，不是开玩笑", &[role(Role::Witch)]);
}

#[test]
fn c6_3_a_night_log_names_protects_and_checks_item_by_item() {
    exactly(
        En,
        4,
        "Guard. n1 self, n2 on 5, n3 on 9 — no wait, on 6.",
        &[role(Role::Guard), protect(4), protect(5), protect(6)],
    );
    exactly(
        En,
        4,
        "Guard here: seat 3 on night one, myself on night two, and seat 12 last night.",
        &[role(Role::Guard), protect(3), protect(4), protect(12)],
    );
    exactly(En, 4, "Seer. N2 checked 8, wolf. N1 was 5, clean.", &[role(Role::Seer), check(8, Wolf), check(5, Good)]);
    exactly(En, 4, "seer recap: n1 5 good, n2 8 wolf", &[role(Role::Seer), check(5, Good), check(8, Wolf)]);
    exactly(
        En,
        4,
        "I'm the seer believe it or not, n1 11 good, n2 2 wolf.",
        &[role(Role::Seer), check(11, Good), check(2, Wolf)],
    );
    exactly(Zh, 4, "守卫。首夜自守，二夜5号，昨晚11号。", &[role(Role::Guard), protect(4), protect(5), protect(11)]);
    exactly(Zh, 4, "预言家总结：首夜5号好人，二夜8号狼。", &[role(Role::Seer), check(5, Good), check(8, Wolf)]);
    // Traps: someone else's log, events that are no protects, a log with no role of the speaker's.
    nothing(En, 4, "His checks: n1 5 good, n2 8 wolf.");
    nothing(En, 4, "Seat 7 claimed seer, n1 5 good, n2 8 wolf.");
    exactly(En, 4, "Guard. n1 5 died, n2 nobody.", &[role(Role::Guard)]);
    nothing(En, 4, "n1 on 11, n2 on 5.");
    nothing(En, 4, "The witch saved 10 on night two.");
    exactly(Zh, 4, "7号跳预言家，首夜5号好人，二夜8号狼。", &[stmt(5, Good), stmt(8, Wolf)]);
    exactly(Zh, 2, "两个查杀：首夜4号，二夜9号。我是预言家。", &[check(4, Wolf), check(9, Wolf), role(Role::Seer)]);
}

#[test]
fn c6_1_a_subject_number_and_reported_that_clauses_keep_the_words_someone_elses() {
    nothing(En, 4, "So 9 goes first, claims witch, says she saved 11.");
    nothing(En, 4, "2 got voted out and flipped wolf.");
    nothing(En, 4, "He said he checked 8 and that I'm a wolf.");
    nothing(En, 4, "Seat 3 said he checked 8 — that's me — and that I'm a wolf.");
    nothing(En, 4, "6 is gold water, 9 is a wolf check, that's from the sheriff's checks.");
    nothing(Zh, 4, "3号说他验了8号，还说我是狼。");
    nothing(Zh, 4, "6号金水，9号查杀，这是警长的验人。");
    // Traps: the speaker's own words with the same shapes.
    exactly(En, 4, "I'm the seer and that's that. 5 is a wolf.", &[role(Role::Seer), stmt(5, Wolf)]);
    exactly(En, 4, "5 is my gold water, I checked it.", &[check(5, Good)]);
    exactly(En, 4, "3 days in, I'm the seer.", &[role(Role::Seer)]);
}

#[test]
fn c6_3_code_switched_verbs_present_tense_logs_and_number_one() {
    exactly(En, 4, "I'm the guard, 守了 seat 8 last night.", &[role(Role::Guard), protect(8)]);
    exactly(
        En,
        4,
        "Guard. First night I protect myself, second night I guard 2.",
        &[role(Role::Guard), protect(4), protect(2)],
    );
    exactly(En, 4, "i am wich. yesterday night i poisen number 3.", &[role(Role::Witch), poison(3)]);
    exactly(En, 4, "seer, first night I checked number one, he is good.", &[role(Role::Seer), check(1, Good)]);
    exactly(En, 4, "I think one is good.", &[stmt(1, Good)]);
    exactly(Zh, 4, "我是守卫，昨晚守了8号。", &[role(Role::Guard), protect(8)]);
    // Traps: plans, someone else's verbs, "one" as a pronoun or idiom.
    nothing(En, 4, "I guard 5 tonight.");
    nothing(En, 4, "The guard protected 5.");
    nothing(En, 4, "I think one is lying.");
    nothing(En, 4, "I think one of them is a wolf.");
    nothing(En, 4, "He's number one on my list.");
    nothing(En, 4, "3 说 he 守了 seat 8.");
}

#[test]
fn c6_1_the_result_of_a_reported_check_of_the_speaker_stays_reported() {
    nothing(Zh, 7, "9号说他昨晚验了我，我是狼。");
    nothing(En, 7, "3 says he checked me, I'm a wolf.");
    // Traps: the speaker's answer after the report is the speaker's.
    exactly(Zh, 7, "9号说他验了我，我是好人，这是假的，我是预言家。", &[role(Role::Seer)]);
    exactly(En, 7, "3 says he checked me, I'm the seer.", &[role(Role::Seer)]);
}

#[test]
fn c6_1_an_apology_to_a_seat_is_no_correction() {
    exactly(En, 4, "seer here. n1 checked 9, 9 is a wolf, sorry 9.", &[role(Role::Seer), check(9, Wolf)]);
    exactly(Zh, 4, "预言家，首夜验了9号，9号查杀，对不起了9号。", &[role(Role::Seer), check(9, Wolf)]);
    // Traps: the same seat with a new verdict is a correction.
    exactly(En, 4, "seer. n1 3 = wolf wait typo 3 = good", &[role(Role::Seer), check(3, Good)]);
    exactly(Zh, 4, "我预言家 首夜3号查杀 打错了 3号是金水", &[role(Role::Seer), check(3, Good)]);
}

#[test]
fn c6_3_one_seat_named_as_the_wolf_and_i_said_so() {
    exactly(En, 7, "The last wolf is 3 — he hard-claimed villager this morning.", &[stmt(3, Wolf)]);
    exactly(En, 7, "last wolf is 12 in my eyes", &[stmt(12, Wolf)]);
    exactly(Zh, 7, "最后一狼是3号。", &[stmt(3, Wolf)]);
    exactly(Zh, 7, "我是预言家昨天就说了 第一晚一号金水", &[role(Role::Seer), check(1, Good)]);
    // Traps: hedged, supposed, asked, or said by someone else.
    nothing(En, 7, "the wolf is probably 3");
    nothing(En, 7, "if the wolf is 3 we win");
    nothing(En, 7, "the wolf is 3?");
    nothing(Zh, 7, "他说我是预言家说了");
}

#[test]
fn c6_3_a_result_held_and_plans_put_off() {
    exactly(En, 1, "seer here, I got 8 as a wolf", &[role(Role::Seer), check(8, Wolf)]);
    exactly(En, 1, "Clear on 3. N1 I had 11 as a wolf.", &[stmt(11, Wolf)]);
    exactly(En, 1, "I'll claim seer.", &[role(Role::Seer)]);
    // Traps: denied, supposed, asked; a claim put off; someone's words under a bare number.
    nothing(En, 1, "I don't have 5 as a wolf");
    nothing(En, 1, "if I had 5 as a wolf I'd say so");
    nothing(En, 1, "I'm gonna claim seer tomorrow.");
    nothing(Zh, 1, "我明天跳预言家");
    nothing(En, 1, "7: I'm the seer, 3 is a wolf.");
    nothing(Zh, 1, "7号：我是预言家，3号是狼。");
}

#[test]
fn c6_1_terms_given_by_another_seat_and_words_whispered_are_theirs() {
    nothing(En, 1, "11 gave gold to the other claimant.");
    nothing(En, 1, "7 gives a 查杀 to 3.");
    exactly(
        En,
        6,
        "I checked 11, good. And to whoever's been whispering that 11 is a wolf: 11 is clean.",
        &[check(11, Good)],
    );
    nothing(En, 6, "Someone keeps hinting that I'm the witch.");
    nothing(Zh, 1, "11号给了金水给5号");
    // Traps: the speaker's own gift and verdict.
    exactly(En, 1, "I gave gold to 5, I'm the seer.", &[check(5, Good), role(Role::Seer)]);
    exactly(Zh, 1, "我给5号发金水", &[check(5, Good)]);
}
