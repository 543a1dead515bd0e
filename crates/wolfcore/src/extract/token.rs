//! The semantic tokens both lexers produce, and the segmenter that cuts a token stream into
//! sentences and clauses (C6).
//!
//! The English and Chinese lexers differ a lot (words vs. characters, contractions vs. particles),
//! but table talk in both languages is built from the same few ideas: a first-person subject, a
//! copula, a role, a check verb, a seat, a verdict, a negation… Lexing both languages into one
//! vocabulary of such ideas lets a single grammar (the `grammar` module) find the claims.

use crate::model::{Alignment, Role};

/// One unit of meaning in a speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tok {
    /// An explicit seat reference ("Seat 5", "No. 5", "#5", "5号", "五号"), 1-based, unchecked.
    Seat(u8),
    /// A bare number; becomes a seat only in seat slots ("checked 3", "5 is a wolf").
    Num(u8),
    /// First person singular: I, me, 我.
    I,
    /// First person possessive: my, mine, 我的.
    My,
    /// Reflexive: myself, 自己 (a target meaning the speaker).
    SelfRef,
    /// First person plural: we, us, 我们.
    We,
    /// Third person: he, she, they, him, 他, 她.
    Third,
    /// Third person possessive: his, her, their, 他的.
    ThirdPoss,
    /// Second person: you, 你.
    You,
    /// Second person possessive: your, 你的.
    YourPoss,
    /// A relative pronoun that refers back to the seat just named ("seat 2, who is good").
    Rel,
    /// A possessive marker: 's, 的.
    Poss,
    /// A role word.
    Role(Role),
    /// "role", "identity", "card", 身份, 底牌, 牌.
    Identity,
    /// am / is / are / was / 是 / 为.
    Be,
    /// not, never, no, 不, 没, 没有.
    Neg,
    /// if, suppose, 如果, 假如, 要是, …的话.
    Hypo,
    /// would, could, might, must, 'd.
    Modal,
    /// will, 'll, going to, 要, 会 — a planned action is not a claim of one.
    Future,
    /// tonight, tomorrow, 今晚, 明天: a time still to come, anywhere in the clause.
    Later,
    /// maybe, probably, seems, suspect, 可能, 也许, 怀疑, 像, 应该.
    Hedge,
    /// think, believe, know, sure, 认为, 觉得, 确定.
    Assert,
    /// trust, vouch (for), 信, 信任, 相信, 保: the speaker's confidence in a seat — an opinion that
    /// the seat is good when a seat is its object ("I trust 4", 我保5号).
    Trust,
    /// say, said, told, called, 说, 表示, 声称.
    Report,
    /// A report whose source is always someone else: "according to", 据说, 听说, 按.
    ReportOther,
    /// claim, jump, reveal, come out as, 跳, 起跳, 拍, 亮.
    Claim,
    /// counter-claim, 对跳.
    Counter,
    /// 悍跳: a werewolf's bold fake claim.
    BoldFake,
    /// self-destruct, 自爆: a werewolf's self-reveal.
    SelfDestruct,
    /// check, checked, verified, 验, 查验.
    Check,
    /// save, saved, antidote, 救, 解药.
    Save,
    /// 自救: the witch saved herself.
    SelfSave,
    /// poison, poisoned, 毒, 毒药.
    Poison,
    /// guarded, protected, 守, 守护.
    Protect,
    /// gold water, 金水: a good check.
    GoldWater,
    /// silver water, 银水: the player the witch saved.
    SilverWater,
    /// wolf check, 查杀: a wolf check.
    WolfCheck,
    /// good / wolf and their synonyms.
    Verdict(Alignment),
    /// "here" ("Seer here").
    Here,
    /// as, 作为.
    As,
    /// give, giving, 发, 给.
    Give,
    /// to, on, at, for, by, 把, 被.
    Prep,
    /// from ("gold water from me").
    From,
    /// by, 被: marks the agent of a passive ("checked by seat 3", "被3号验了").
    By,
    /// and, 和, 、.
    And,
    /// but, however, 但是, 不过: starts a clause that drops a hypothetical or reported frame.
    But,
    /// because, since, which, 因为, 然后: a clause boundary.
    Conj,
    /// so, therefore, 所以, 因此: the speaker's own conclusion; ends a reported frame.
    So,
    /// because, since, 因为: the speaker's own reason; ends a hypothetical's consequence ("if you vote
    /// me I'll shoot 4, because 4 is a wolf").
    Because,
    /// who, what, why, 谁, 什么, 吗, 是不是.
    Question,
    /// do, does, did, have, has, can (auxiliaries; only matter for question inversion).
    Aux,
    /// a, an, the, one of the, 一个, 一张.
    Det,
    /// "result", "came back", 结果.
    Result,
    /// A self-correction: "I mean", "no wait", 不对, 说错了 — the seat before it is replaced by the
    /// seat after it ("5 — no, 6").
    Correct,
    /// A night kill named: 被刀, 吃刀, 刀口, "got knifed", "got bit" — the seat it names may be the
    /// target of a save that names none ("7号被刀我救了").
    Knife,
    /// "just kidding", "jk", 开玩笑的: the speaker takes back what they just said (sarcasm, C6.1).
    Joke,
    /// Any other word (runs are merged into one).
    Other,
    /// Punctuation the segmenter consumes.
    Punct(Punct),
}

/// Punctuation that matters for segmentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Punct {
    /// . 。 ! ！ … and line breaks: ends a sentence.
    Stop,
    /// ? ？: ends a sentence that is a question.
    Ask,
    /// , ，
    Comma,
    /// : ：
    Colon,
    /// ; ；
    Semi,
    /// — – and a spaced hyphen.
    Dash,
    /// “ 「 『 ‘
    QuoteOpen,
    /// ” 」 』 ’
    QuoteClose,
    /// A straight double quote: opens or closes.
    QuoteToggle,
    /// A night marker opening or closing an item of a list ("n1", "night two", "first night"):
    /// a comma that marks the clauses beside it as items of a night log (issue 23).
    Night,
}

/// Why a clause ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Boundary {
    /// A comma.
    Comma,
    /// A colon ("My checks: …").
    Colon,
    /// A semicolon or a dash.
    Semi,
    /// "and" (English only).
    And,
    /// A conjunction ("because", "so", 所以).
    Conj,
    /// The end of the sentence.
    End,
}

/// A clause: the unit in which a subject, a verb and its objects are looked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Clause {
    /// The tokens, with runs of `Other` merged.
    pub(crate) toks: Vec<Tok>,
    /// What ended it.
    pub(crate) end: Boundary,
    /// It began with "but"/"但是": hypothetical and reported frames stop here.
    pub(crate) after_but: bool,
    /// It began with "so"/"所以": a reported frame stops here.
    pub(crate) after_so: bool,
    /// It follows a colon, even one after an empty heading ("Night one: seat 10, good").
    pub(crate) after_colon: bool,
    /// It began with "because"/"因为": a hypothetical frame stops here.
    pub(crate) after_because: bool,
    /// A night marker opened or closed it ("n1 on 11", "seat 3 on night one,"): an item of a log.
    pub(crate) night: bool,
    /// A night marker opened it ("n3 checked 9", "first night, 5 good").
    pub(crate) night_led: bool,
}

/// A sentence: clauses share a subject, a hypothetical frame and a reported-speech frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Sentence {
    /// Its clauses, never empty.
    pub(crate) clauses: Vec<Clause>,
    /// It ends with a question mark or has the shape of a question.
    pub(crate) question: bool,
    /// It stands inside quotation marks: someone else's words.
    pub(crate) quoted: bool,
}

/// Options of the segmenter that differ by language.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SegmentOptions {
    /// Split clauses at "and" (English), except inside a list of seats.
    pub(crate) split_and: bool,
    /// Detect English question inversion ("Are you the witch" without a question mark).
    pub(crate) inversion_questions: bool,
}

/// A number as a token payload: seats are at most 16, so anything above 255 saturates (and is
/// later dropped as out of range).
pub(crate) fn small(n: u32) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// One token per real role, in `Role::REAL` order: static, so a lexicon can hand out a
/// `&'static [Tok]` for a role it finds in `Role::words`.
static ROLE_TOKS: [Tok; Role::REAL.len()] = {
    let mut toks = [Tok::Other; Role::REAL.len()];
    let mut i = 0;
    while i < toks.len() {
        toks[i] = Tok::Role(Role::REAL[i]);
        i += 1;
    }
    toks
};

/// The role one of whose English words (`Role::words`) is `w`, as a token (issue 17: the role
/// words are one table, so a new role is read by its name without a line in a lexicon).
pub(crate) fn english_role(w: &str) -> Option<&'static [Tok]> {
    let i = Role::REAL.iter().position(|r| r.words().en.contains(&w))?;
    ROLE_TOKS.get(i).map(std::slice::from_ref)
}

/// Appends a lexer's tokens; a role *description* ("shoot" → is the Hunter, 开枪, "have the
/// potions") read as `Be Role` drops the plan or modal in front of it: "I'll shoot 5", 我会开枪,
/// "I can shoot" still describe the role, unlike "I'll be the seer" (a wish).
pub(crate) fn extend_described(out: &mut Vec<Tok>, toks: &[Tok]) {
    if matches!(toks, [Tok::Be, Tok::Role(_), ..]) {
        while matches!(out.last(), Some(Tok::Future | Tok::Modal | Tok::Aux)) {
            out.pop();
        }
    }
    out.extend_from_slice(toks);
}

/// Self-corrections (issue 23): "I checked 5 — no, 6", "5号……不对，6号": only the corrected
/// statement counts, so everything from the first seat up to the seat after the correction goes.
/// A correction with no seat on either side is dropped.
pub(crate) fn apply_corrections(toks: &mut Vec<Tok>) {
    // What may stand between a seat and the correction ("4号，金水……不对"), and between the
    // correction and the right seat ("不对，我念错了，昨晚验的是1号").
    let before_ok = |t: &Tok| {
        matches!(
            t,
            Tok::Punct(_)
                | Tok::Other
                | Tok::Neg
                | Tok::Det
                | Tok::Be
                | Tok::Correct
                | Tok::Verdict(_)
                | Tok::GoldWater
                | Tok::WolfCheck
                | Tok::SilverWater
        )
    };
    let after_ok = |t: &Tok| {
        matches!(
            t,
            Tok::Punct(_)
                | Tok::Other
                | Tok::Neg
                | Tok::Det
                | Tok::Be
                | Tok::Correct
                | Tok::I
                | Tok::My
                | Tok::Check
                | Tok::Save
                | Tok::Poison
                | Tok::Protect
                | Tok::Poss
                // "n3 on 9 — no wait, on 6"
                | Tok::Prep
        )
    };
    // "毒的不是2号，是11号": "not X, but Y" names Y.
    let mut i = 0;
    while i + 5 < toks.len() {
        let pattern = matches!(
            toks.get(i..i + 6),
            Some([Tok::Neg, Tok::Be, Tok::Seat(_), Tok::Punct(Punct::Comma), Tok::Be, Tok::Seat(_)])
        );
        if pattern {
            toks.drain(i..i + 4);
        }
        i += 1;
    }
    let mut i = 0;
    while i < toks.len() {
        if toks.get(i) != Some(&Tok::Correct) {
            i += 1;
            continue;
        }
        let before = (i.saturating_sub(6)..i)
            .rev()
            .take_while(|&k| toks.get(k).is_some_and(|t| before_ok(t) || is_seatish(Some(t))))
            .find(|&k| is_seatish(toks.get(k)));
        let after = (i + 1..(i + 13).min(toks.len()))
            .take_while(|&k| toks.get(k).is_some_and(|t| after_ok(t) || is_seatish(Some(t))))
            .find(|&k| is_seatish(toks.get(k)));
        // "9 is a wolf, sorry 9": the same seat on both sides with nothing said of it after is an
        // apology to it, no correction ("3 = wolf wait typo 3 = good" corrects the verdict).
        let same = same_seat(before.and_then(|a| toks.get(a)), after.and_then(|b| toks.get(b)))
            && after.is_some_and(|b| {
                (b + 1..(b + 4).min(toks.len()))
                    .map_while(|k| toks.get(k))
                    .take_while(|t| !matches!(t, Tok::Punct(Punct::Stop | Punct::Ask)))
                    .all(|t| !is_term(Some(t)) && !matches!(t, Tok::Be | Tok::Verdict(_)))
            });
        match (before, after) {
            (Some(a), Some(b)) if !same => {
                toks.drain(a..b);
                i = a + 1;
            }
            _ => {
                toks.remove(i);
            }
        }
    }
}

/// Pictographs and symbols people type as sentence ends in chat (both lexers).
pub(crate) fn is_emoji(c: char) -> bool {
    matches!(c, '\u{1f300}'..='\u{1faff}' | '\u{2600}'..='\u{27bf}')
}

/// A verdict-like term that pairs with a seat in a telegraphic line ("3 clean", "11号查杀").
fn is_term(t: Option<&Tok>) -> bool {
    matches!(t, Some(Tok::Verdict(_) | Tok::GoldWater | Tok::WolfCheck | Tok::SilverWater))
}

/// Is this token a seat or a number that can stand for one?
pub(crate) fn is_seatish(t: Option<&Tok>) -> bool {
    matches!(t, Some(Tok::Seat(_) | Tok::Num(_)))
}

/// Whether both tokens name the same seat (a seat repeated: "5 and 5 flipped", "sorry 9").
fn same_seat(a: Option<&Tok>, b: Option<&Tok>) -> bool {
    matches!((a, b), (Some(Tok::Seat(x) | Tok::Num(x)), Some(Tok::Seat(y) | Tok::Num(y))) if x == y)
}

#[derive(Default)]
struct Builder {
    sentences: Vec<Sentence>,
    clauses: Vec<Clause>,
    toks: Vec<Tok>,
    after_but: bool,
    after_so: bool,
    after_colon: bool,
    after_because: bool,
    /// The open clause holds a verb of saying, a verb, a hypothetical (kept so no rule rescans
    /// the clause: the segmenter stays linear on hostile input).
    reported: bool,
    has_verb: bool,
    hypo: bool,
    /// A night marker opened or closes the open clause.
    night: bool,
    /// A night marker opened the open clause.
    night_led: bool,
}

impl Builder {
    fn push_tok(&mut self, t: Tok) {
        if t == Tok::Other && self.toks.last() == Some(&Tok::Other) {
            return;
        }
        self.reported |= matches!(t, Tok::Report | Tok::ReportOther);
        self.has_verb |= is_clause_verb(t);
        self.hypo |= t == Tok::Hypo;
        self.toks.push(t);
    }

    fn end_clause(&mut self, end: Boundary) {
        if self.toks.is_empty() {
            if end == Boundary::Colon {
                self.after_colon = true;
            }
            // "Seat 5, , good": nothing to close, but keep the stronger boundary information.
            if let Some(last) = self.clauses.last_mut() {
                if end == Boundary::Colon {
                    last.end = Boundary::Colon;
                }
            }
            return;
        }
        let mut toks = std::mem::take(&mut self.toks);
        self.reported = false;
        self.has_verb = false;
        self.hypo = false;
        promote_numbers(&mut toks);
        // "First night: 7, good": a number alone after a heading is a seat.
        // (Not "思路：1. 我的底牌…": a number closing its sentence numbers a list.)
        if let ([Tok::Num(n)], true, Boundary::Comma) = (toks.as_slice(), self.after_colon, end) {
            toks = vec![Tok::Seat(*n)];
        }
        let after_colon = self.after_colon;
        let after_because = self.after_because;
        let night = std::mem::take(&mut self.night);
        let night_led = std::mem::take(&mut self.night_led);
        self.clauses.push(Clause {
            toks,
            end,
            after_but: self.after_but,
            after_so: self.after_so,
            after_colon,
            after_because,
            night,
            night_led,
        });
        self.after_but = false;
        self.after_so = false;
        self.after_because = false;
        self.after_colon = end == Boundary::Colon;
    }

    fn end_sentence(&mut self, question: bool, quoted: bool, opts: SegmentOptions) {
        self.end_clause(Boundary::End);
        self.night = false;
        self.night_led = false;
        if let Some(last) = self.clauses.last_mut() {
            last.end = Boundary::End;
        }
        self.after_colon = false;
        if self.clauses.is_empty() {
            self.after_but = false;
            return;
        }
        let clauses = std::mem::take(&mut self.clauses);
        let question = question || (opts.inversion_questions && inverted_question(&clauses));
        self.sentences.push(Sentence { clauses, question, quoted });
        self.after_but = false;
    }
}

/// English questions without a question mark: "Are you the witch", "Is seat 5 the seer",
/// "Who is the seer", "Did you save anyone".
fn inverted_question(clauses: &[Clause]) -> bool {
    let Some(first) = clauses.first() else { return false };
    // "N1 was 5, clean": an item of a night log is no inversion.
    if first.night_led {
        return false;
    }
    // "That's a lie", "it's the seer" ("that's" = an unknown word and a copula): after a word, a
    // copula before an article is a statement; "guys, are you…" keeps its subject after the copula.
    let after_word = first.toks.first() == Some(&Tok::Other);
    // "Last words. Was the guard.": a copula and a role alone is the speaker's, subject dropped.
    if clauses.len() == 1
        && matches!(first.toks.as_slice(), [Tok::Be, Tok::Det, Tok::Role(_)] | [Tok::Be, Tok::Role(_)])
    {
        return false;
    }
    let mut it = first.toks.iter().filter(|t| **t != Tok::Other);
    match (it.next(), it.next()) {
        (Some(Tok::Be | Tok::Aux | Tok::Modal), Some(next)) => {
            matches!(next, Tok::You | Tok::Third | Tok::Seat(_) | Tok::Num(_) | Tok::We | Tok::Role(_))
                || (matches!(next, Tok::Det | Tok::I) && !after_word)
        }
        (Some(Tok::Question), Some(Tok::Be | Tok::Aux | Tok::Modal)) => true,
        _ => false,
    }
}

/// A bare number is a seat where only a seat fits: right after a verb or preposition that takes
/// a seat ("checked 3", "gold water on 5"), next to a seat in a list, or opening a clause before a
/// copula or a possessive ("5 is my gold water", "5's check").
fn promote_numbers(toks: &mut [Tok]) {
    for i in 0..toks.len() {
        let Some(Tok::Num(n)) = toks.get(i).copied() else { continue };
        let prev = if i == 0 { None } else { toks.get(i - 1).copied() };
        let next = toks.get(i + 1).copied();
        let after_verb = matches!(
            prev,
            Some(
                Tok::Check
                    | Tok::Save
                    | Tok::Poison
                    | Tok::Protect
                    | Tok::Give
                    | Tok::Prep
                    | Tok::WolfCheck
                    | Tok::GoldWater
                    | Tok::SilverWater
                    | Tok::Seat(_)
                    // "Seer 2 gave 9 a gold water": a role and a number name the seat in it.
                    | Tok::Role(_)
            )
        ) || (prev == Some(Tok::And) && i >= 2 && matches!(toks.get(i - 2), Some(Tok::Seat(_))));
        // "11 has been a wolf": a perfect tense before the copula opens a clause as well.
        let opens = i == 0
            && (matches!(
                next,
                Some(
                    Tok::Be
                        | Tok::Poss
                        | Tok::And
                        | Tok::My
                        | Tok::Verdict(_)
                        | Tok::GoldWater
                        | Tok::WolfCheck
                        | Tok::Result
                        | Tok::Report
                        | Tok::Claim
                        | Tok::Counter
                        | Tok::Assert
                        | Tok::Trust
                        | Tok::BoldFake
                        // "7 gave me a 查杀", "4 checked 9": a number opening a clause before a verb
                        // is its subject.
                        | Tok::Give
                        | Tok::Check
                        | Tok::Save
                        | Tok::Poison
                        | Tok::Protect
                )
            ) || (next == Some(Tok::Aux) && matches!(toks.get(i + 2), Some(Tok::Be))));
        // "listen nine said he checked me": a number right before a verb of saying or claiming
        // is its subject, wherever it stands (not after a verb, whose object it would be).
        let speaks = matches!(next, Some(Tok::Report | Tok::Claim | Tok::Counter))
            && matches!(prev, Some(Tok::Other | Tok::So | Tok::But | Tok::Conj));
        // "3 i checked earlier, wolf", "5 I trust": a number fronted before "I" and its verb is
        // the verb's object or the opinion's topic.
        let fronted = i == 0
            && next == Some(Tok::I)
            && matches!(
                toks.get(i + 2),
                Some(Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Assert | Tok::Trust)
            );
        // "I think 12 and 3 are both wolves": numbers as the subject of an opinion.
        // "I trust 9", "vouch for 9": a number trusted is a seat.
        let trusted = prev == Some(Tok::Trust);
        // "im just saying 5 is a wolf": after a verb of saying too (whose it is, the frames decide).
        // "final day lets go 10 is the last wolf": after a word of chat, before a copula.
        let after_chat = prev == Some(Tok::Other) && next == Some(Tok::Be) && toks.get(i + 2).is_some();
        let opinion_subject = after_chat
            || (matches!(prev, Some(Tok::Assert | Tok::Trust | Tok::Report))
                && (next == Some(Tok::Be)
                    || (next == Some(Tok::And) && matches!(toks.get(i + 2), Some(Tok::Num(_) | Tok::Seat(_))))));
        if after_verb || opens || opinion_subject || trusted || speaks || fronted {
            if let Some(slot) = toks.get_mut(i) {
                *slot = Tok::Seat(n);
            }
        }
    }
}

/// A clause whose predicate is finished — an action with its seat ("checked 7", 验了5号) or a
/// copula with its complement ("I'm the seer", "is a wolf") — followed by a new subject and its
/// verb ("he's", "nine is", "I checked"): the subject opens a new clause (C6, issue 23).
fn new_subject_after_predicate(clause: &[Tok], reported: bool, t: Tok, next: Option<&Tok>) -> bool {
    let finished = match clause {
        [.., v, Tok::Seat(_) | Tok::Num(_)] => matches!(v, Tok::Check | Tok::Save | Tok::Poison | Tok::Protect),
        [.., Tok::Role(_) | Tok::Verdict(_)] => {
            let n = clause.len();
            clause.get(n.saturating_sub(3)..n - 1).is_some_and(|w| w.contains(&Tok::Be))
        }
        _ => false,
    };
    let subject = matches!(t, Tok::I | Tok::Third | Tok::You | Tok::We | Tok::Seat(_) | Tok::Num(_));
    let verb = matches!(next, Some(Tok::Be | Tok::Check | Tok::Save | Tok::Poison | Tok::Protect));
    // "im the seer checked six": after the speaker's role, an action verb goes on with the same
    // subject in a clause of its own.
    // "…他是狼人首夜查验了四号": after a verdict, the next action goes on in its own clause too.
    let role_then_action = (matches!(clause, [.., Tok::Role(_)]) && matches!(clause.first(), Some(Tok::I))
        || matches!(clause, [.., Tok::Verdict(_)]))
        && matches!(t, Tok::Check | Tok::Save | Tok::Poison | Tok::Protect);
    // "im the seer obviously why would i lie": a question word after a finished predicate asks
    // its own question.
    // (A question word that opens a clause: not a final particle, 那我还是预言家呢.)
    let opens_question = matches!(next, Some(Tok::Modal | Tok::Aux | Tok::Be | Tok::I | Tok::You | Tok::Third));
    if finished && !reported && t == Tok::Question && opens_question {
        return true;
    }
    // Not inside someone's words ("5号说我是女巫我救了7号"): the report's scope is not told.
    !reported && ((finished && subject && verb) || (finished && role_then_action))
}

/// Voice input and chat run sentences together: "I'm a villager I don't have much uh I think
/// number seven is good". An "I" with its verb after a clause that already has a verb starts a new
/// clause — unless a verb of saying, thinking or trusting, a preposition or a conjunction just
/// before takes it as its object or complement ("he said I'm a wolf", "told me I"), or someone's
/// words are open in the clause.
fn speaker_again(clause: &[Tok], flags: (bool, bool, bool), t: Tok, next: Option<&Tok>) -> bool {
    let (reported, has_verb, hypothetical) = flags;
    if t != Tok::I || reported || hypothetical || !has_verb || clause.len() < 2 {
        return false;
    }
    let verb_next = matches!(
        next,
        Some(
            Tok::Be
                | Tok::Aux
                | Tok::Assert
                | Tok::Trust
                | Tok::Check
                | Tok::Save
                | Tok::Poison
                | Tok::Protect
                | Tok::Future
                | Tok::Neg
                | Tok::Claim
                | Tok::Counter
        )
    );
    let takes_it = matches!(
        clause.last(),
        Some(
            Tok::Report
                | Tok::ReportOther
                | Tok::Assert
                | Tok::Trust
                | Tok::Claim
                | Tok::Counter
                | Tok::Prep
                | Tok::Give
                | Tok::Be
                | Tok::Hypo
                | Tok::And
                | Tok::Neg
                | Tok::Future
                | Tok::Modal
                | Tok::Aux
                | Tok::Question
                | Tok::As
                | Tok::By
                | Tok::From
                // "五号在我这也是狼", "5号我觉得是狼": a seat fronted before "I" is its topic.
                | Tok::Seat(_)
                | Tok::Num(_)
        )
    );
    verb_next && !takes_it
}

/// A verb that makes a clause a finished statement for [`speaker_again`].
fn is_clause_verb(t: Tok) -> bool {
    matches!(
        t,
        Tok::Be
            | Tok::Aux
            | Tok::Assert
            | Tok::Trust
            | Tok::Check
            | Tok::Save
            | Tok::Poison
            | Tok::Protect
            | Tok::Claim
    )
}

/// Cuts a token stream into sentences and clauses. Quoted passages become separate sentences
/// marked `quoted`; an unclosed quote runs to the end of the text.
pub(crate) fn segment(tokens: &[Tok], opts: SegmentOptions) -> Vec<Sentence> {
    let mut outer = Builder::default();
    let mut quoted = Builder::default();
    let mut in_quote = false;
    for (i, &t) in tokens.iter().enumerate() {
        match t {
            Tok::Punct(Punct::QuoteOpen | Punct::QuoteToggle) if !in_quote => {
                in_quote = true;
                continue;
            }
            Tok::Punct(Punct::QuoteClose | Punct::QuoteToggle) if in_quote => {
                let quote_len: usize = quoted.toks.len()
                    + quoted.clauses.iter().map(|c| c.toks.len()).sum::<usize>()
                    + quoted.sentences.iter().flat_map(|s| &s.clauses).map(|c| c.toks.len()).sum::<usize>();
                quoted.end_sentence(false, true, opts);
                outer.sentences.append(&mut quoted.sentences);
                // The quotation stands for something said: keep a placeholder in the outer clause.
                // A word or two quoted right after a subject is that subject's verb ("he “felt”
                // seat 7 was a wolf"): a report of their mind, not the speaker's.
                let subject_before = matches!(outer.toks.last(), Some(Tok::Third | Tok::Seat(_) | Tok::You));
                outer.push_tok(if subject_before && quote_len <= 2 { Tok::Report } else { Tok::Other });
                in_quote = false;
                continue;
            }
            Tok::Punct(Punct::QuoteOpen | Punct::QuoteClose) => continue,
            _ => {}
        }
        let b = if in_quote { &mut quoted } else { &mut outer };
        match t {
            Tok::Punct(Punct::Stop) => b.end_sentence(false, in_quote, opts),
            Tok::Punct(Punct::Ask) => b.end_sentence(true, in_quote, opts),
            Tok::Punct(Punct::Comma) => b.end_clause(Boundary::Comma),
            Tok::Punct(Punct::Night) => {
                // The marker closes an item ("seat 3 on night one, …") and opens the next one.
                if !b.toks.is_empty() {
                    b.night = true;
                    b.end_clause(Boundary::Comma);
                }
                b.night = true;
                b.night_led = true;
            }
            Tok::Punct(Punct::Colon) => b.end_clause(Boundary::Colon),
            Tok::Punct(Punct::Semi | Punct::Dash) => b.end_clause(Boundary::Semi),
            Tok::But => {
                b.end_clause(Boundary::Conj);
                b.after_but = true;
            }
            Tok::Conj => b.end_clause(Boundary::Conj),
            Tok::So => {
                b.end_clause(Boundary::Conj);
                b.after_so = true;
            }
            Tok::Because => {
                b.end_clause(Boundary::Conj);
                b.after_because = true;
            }
            Tok::And if opts.split_and => {
                let prev = b.toks.last();
                let next = tokens.get(i + 1);
                // "I voted 5 and 5 flipped villager": a list does not name a seat twice; the
                // repeated seat is the subject of a new clause.
                if is_seatish(prev) && is_seatish(next) && !same_seat(prev, next) {
                    b.push_tok(t);
                } else {
                    b.end_clause(Boundary::And);
                }
            }
            _ => {
                // Run-on telegraphic lines (issue 23: "seer here 3 clean 11 wolf vote 11",
                // "预言家3号金水11号查杀"): a seat-and-term pair opening a clause ends it, and a seat
                // starting a new pair after a role, "here", a claim or a finished pair starts one.
                let pair_done = matches!(b.toks.as_slice(), [Tok::Seat(_) | Tok::Num(_), x] if is_term(Some(x)));
                // Voice input repeats a seat to start a new statement: "I'm shooting seven seven is
                // a wolf", "带走七号七号是狼". It closes a hypothetical's consequence as a dash does
                // (someone's reported words stay open: that frame is the sentence's).
                if same_seat(b.toks.last(), Some(&t)) {
                    b.end_clause(Boundary::Semi);
                } else if pair_done && !matches!(t, Tok::And | Tok::Neg | Tok::Poss | Tok::Be | Tok::Punct(_)) {
                    b.end_clause(Boundary::Comma);
                } else if new_subject_after_predicate(&b.toks, b.reported, t, tokens.get(i + 1))
                    || speaker_again(&b.toks, (b.reported, b.has_verb, b.hypo), t, tokens.get(i + 1))
                {
                    // Unpunctuated talk (voice input, chat): "checked 7 last night he's a wolf",
                    // "我验了5号他是狼" — a subject with its verb after a finished predicate starts
                    // a new clause of the same sentence.
                    b.end_clause(Boundary::Comma);
                } else if is_seatish(Some(&t)) && is_term(b.toks.last()) && tokens.get(i + 1) == Some(&Tok::Be) {
                    // "4 is a wolf 11 is a wolf": a new subject after a finished verdict.
                    b.end_clause(Boundary::Comma);
                } else if is_seatish(Some(&t)) && is_term(tokens.get(i + 1)) {
                    let n = b.toks.len();
                    let prev = b.toks.last();
                    let after_pair = is_term(prev) && n >= 2 && is_seatish(b.toks.get(n - 2));
                    if matches!(prev, Some(Tok::Role(_) | Tok::Here | Tok::Claim | Tok::Identity)) || after_pair {
                        b.end_clause(Boundary::Comma);
                    }
                }
                b.push_tok(t);
            }
        }
    }
    if in_quote {
        quoted.end_sentence(false, true, opts);
        outer.sentences.append(&mut quoted.sentences);
    }
    outer.end_sentence(false, false, opts);
    outer.sentences
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: SegmentOptions = SegmentOptions { split_and: true, inversion_questions: true };

    #[test]
    fn c6_sentences_and_clauses() {
        let toks = [
            Tok::I,
            Tok::Be,
            Tok::Role(Role::Seer),
            Tok::Punct(Punct::Comma),
            Tok::Check,
            Tok::Num(3),
            Tok::Punct(Punct::Stop),
            Tok::Seat(5),
            Tok::And,
            Tok::Seat(6),
            Tok::Be,
            Tok::Verdict(Alignment::Wolf),
            Tok::Punct(Punct::Ask),
        ];
        let s = segment(&toks, EN);
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].clauses.len(), 2);
        assert_eq!(s[0].clauses[1].toks, vec![Tok::Check, Tok::Seat(3)], "number after a check verb is a seat");
        assert!(!s[0].question);
        assert_eq!(s[1].clauses.len(), 1, "and between seats keeps the list together");
        assert!(s[1].question);
    }

    #[test]
    fn c6_quotes_become_foreign_sentences() {
        let toks = [
            Tok::Seat(8),
            Tok::Report,
            Tok::Punct(Punct::QuoteToggle),
            Tok::I,
            Tok::Be,
            Tok::Role(Role::Seer),
            Tok::Punct(Punct::QuoteToggle),
            Tok::Other,
            Tok::Punct(Punct::Stop),
        ];
        let s = segment(&toks, EN);
        assert_eq!(s.len(), 2);
        assert!(s[0].quoted);
        assert!(!s[1].quoted);
        assert_eq!(s[1].clauses[0].toks, vec![Tok::Seat(8), Tok::Report, Tok::Other]);
    }

    #[test]
    fn c6_inverted_question_without_mark() {
        let toks = [Tok::Be, Tok::You, Tok::Det, Tok::Role(Role::Witch)];
        assert!(segment(&toks, EN)[0].question);
    }
}
