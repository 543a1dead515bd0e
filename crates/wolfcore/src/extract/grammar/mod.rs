//! The clause grammar shared by both languages (C6): finds the speaker's own claims in the
//! sentences the lexers and the segmenter produced.
//!
//! Precision comes first. A claim is recorded only when the speaker is its subject (an explicit
//! "I"/我, or a subjectless clause continuing the speaker's own sentence) and nothing in scope turns it
//! into something else: a negation, a hypothetical, a question, a plan, a hedge, or a report of what
//! another player said. See `corpus/extract/README.md` for the labeling policy this follows.

mod alignment;
mod checks;
mod roles;
mod water;

use super::token::{Boundary, Clause, Sentence, Tok};
use crate::model::{Alignment, ClaimType, Role};

/// How far a rule looks left or right for a subject, an object or a verdict. Bounds the work per
/// token so that a long run-on clause stays linear.
const WINDOW: usize = 12;

/// Who performs a verb.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Agent {
    /// The speaker: I, my, 我, or the speaker's own seat.
    Speaker,
    /// We, 我们, 大家.
    Group,
    /// Another player, a pronoun, "you", a role as a noun ("the witch saved…").
    Other,
}

/// Whether a candidate needs the speaker to speak as Seer / Witch elsewhere in the same speech
/// (a bare "5号金水" / "银水是4号" is otherwise someone else's check or save).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gate {
    /// Stands on its own.
    None,
    /// Kept only if the speaker claims Seer or reports an own check.
    Seer,
    /// Kept only if the speaker claims Witch or reports an own potion.
    Witch,
    /// Kept only if the speaker claims Guard in the same speech (a Guard's log of seats).
    Guard,
    /// Kept only if the speaker does **not** speak as Seer: "3号，铁狼" is a check from a Seer and
    /// an alignment statement from anyone else (the Seer's reading is the `Gate::Seer` twin).
    NotSeer,
}

/// A claim found in the speech, seats 1-based, before range checks and deduplication.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Candidate {
    /// The claim type.
    pub(crate) claim_type: ClaimType,
    /// The role of a role claim.
    pub(crate) role: Option<Role>,
    /// The target, 1-based.
    pub(crate) target: Option<u8>,
    /// The verdict of a check or statement.
    pub(crate) alignment: Option<Alignment>,
    /// Whether it depends on the speaker's role context.
    pub(crate) gate: Gate,
}

/// Language-specific switches of the grammar.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GrammarOptions {
    /// The copula may be dropped in a statement: "8号好人", "我女巫".
    pub(crate) copula_optional: bool,
}

fn at(t: &[Tok], i: usize) -> Option<Tok> {
    t.get(i).copied()
}

fn is_verb(t: Tok) -> bool {
    matches!(
        t,
        Tok::Check
            | Tok::Save
            | Tok::Poison
            | Tok::Protect
            | Tok::Give
            | Tok::Prep
            | Tok::WolfCheck
            | Tok::Claim
            | Tok::Counter
            | Tok::From
    )
}

fn is_action(t: Tok) -> bool {
    matches!(t, Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::Give | Tok::WolfCheck | Tok::SelfSave)
}

fn is_target(t: Option<Tok>) -> bool {
    matches!(t, Some(Tok::Seat(_) | Tok::Num(_) | Tok::I | Tok::Third | Tok::SelfRef))
}

/// The verdict a token carries when it answers a check.
fn verdict_of(t: Tok) -> Option<Alignment> {
    match t {
        Tok::Verdict(a) => Some(a),
        Tok::GoldWater | Tok::Role(Role::Villager) => Some(Alignment::Good),
        Tok::WolfCheck | Tok::BoldFake | Tok::Role(Role::WhiteWolfKing) => Some(Alignment::Wolf),
        _ => None,
    }
}

/// Per-clause facts the rules share.
struct ClauseCx<'a> {
    t: &'a [Tok],
    /// The agent a subjectless clause inherits from its sentence.
    inherited: Agent,
    /// The whole clause is out of bounds: question, hypothetical, or inside a reported frame.
    frozen: bool,
    /// Tokens from this index on report someone else's words.
    reported_from: usize,
    /// Tokens from this index on are under a denied report ("I never said …").
    denied_from: usize,
    /// First hedge, modal and plan in the clause.
    hedge_at: Option<usize>,
    modal_at: Option<usize>,
    /// A time still to come ("tonight", 今晚) anywhere in the clause.
    later: bool,
    /// Role words before this index are free of the clause's own hypothetical ("I'm the king if
    /// you vote me…"); 0 when none.
    role_free_before: usize,
    /// What ended the clause.
    end: Boundary,
    /// The previous clause of the sentence opened with someone else as its subject ("9号是假预言家，是狼").
    prev_subject_other: bool,
    /// The previous clause of the sentence was negated, hedged or a plan: a subjectless clause
    /// after it ("我不会因为一个金水就站边他") may still be under it.
    prev_unasserted: bool,
}

impl ClauseCx<'_> {
    /// Nothing at index `k` may be attributed to the speaker.
    fn blocked(&self, k: usize) -> bool {
        self.frozen
            || k > self.reported_from
            || k > self.denied_from
            || self.modal_at.is_some_and(|m| m < k)
            || self.hedge_at.is_some_and(|h| h < k)
    }

    /// Nothing but the clause's own later "if" blocks the role word at `k`.
    fn role_free(&self, k: usize) -> bool {
        k < self.role_free_before
            && k <= self.reported_from
            && k <= self.denied_from
            && self.modal_at.is_none_or(|m| m >= k)
            && self.hedge_at.is_none_or(|h| h >= k)
    }
}

/// The whole speech being read.
pub(crate) struct Reader {
    speaker: u8,
    opts: GrammarOptions,
    out: Vec<Candidate>,
    /// The last role named anywhere so far (fills "I counter-claim" with no role).
    last_role: Option<Role>,
    /// Seats named so far, with the sentence they were named in (pronoun resolution).
    mentions: Vec<(usize, u8)>,
    /// A check whose verdict may come in the next clause.
    pending: Option<Pending>,
    /// Alignment statements the speaker made: (sentence, clause, target, verdict).
    statements: Vec<(usize, usize, u8, Alignment)>,
    /// The last night action the speaker claimed: (type, sentence, clause), for "… and myself".
    last_action: Option<(ClaimType, usize, usize)>,
    /// Clauses already used as the verdict of a check: (sentence, clause).
    consumed: Vec<(usize, usize)>,
    /// The seat last addressed as "you" ("5号，你…", "10号你…"): (sentence, seat).
    addressee: Option<(usize, u8)>,
    /// An action whose object was a role noun, its seat to follow: (type, sentence, clause).
    apposition: Option<(ClaimType, Option<Alignment>, Gate, usize, usize)>,
    /// The seat a night kill was named on ("7号被刀", "刀口是12号", "4 got knifed"): (sentence, seat).
    knifed: Option<(usize, u8)>,
    /// A check heading without its seat ("My third check, last night, was seat 6"): its sentence.
    check_heading: Option<usize>,
    /// Seats the speaker checked without giving the verdict yet.
    unresolved_checks: Vec<u8>,
    /// A list of the speaker's night actions opened by a heading ("My protects, in order: 1, 5").
    action_list: Option<(ClaimType, usize)>,
    /// The speaker owned a check without a target ("我验的", "I checked."): speaks as Seer.
    seer_voice: bool,
    /// Where the previous clause's candidates start in `out` ("…I'm the seer, but I'm not").
    prev_clause_out: usize,
    /// Where the candidates of the clause before that start ("我是狼王 行了吧 开玩笑的").
    prev2_clause_out: usize,
    /// The speaker stated a check of their own with its verdict (a list of checks may go on).
    own_check_said: bool,
}

/// A check waiting for its verdict in the next clause.
#[derive(Debug, Clone, Copy)]
struct Pending {
    target: u8,
    sentence: usize,
    clause: usize,
    /// `Gate::Seer` for a bare "seat 10," whose verdict follows ("Night one: seat 10, good").
    gate: Gate,
    /// A heading before the bare seat ("Night one: seat 10, good") marks a result line: no
    /// opinion of the speaker's.
    headed: bool,
}

/// State carried from clause to clause within one sentence.
struct SentenceState {
    agent: Agent,
    hypothetical: bool,
    reported: bool,
    /// The seat whose words the reported frame gives.
    reporter: Option<u8>,
    /// A seat set off by commas before a relative clause ("seat 7, who is pushing…, is a wolf").
    appositive_seat: Option<u8>,
    /// The previous clause was only "I" ("I, the seer, checked…").
    after_me: bool,
    /// The sentence is a seat's words after "Seat 4:" (a quotation without quotation marks).
    for_seat: bool,
    /// The seats a clause was about ("9号是假预言家，是狼" → the second clause is about 9号).
    topic: Vec<u8>,
    /// "My checks: seat 2 good, seat 6 wolf": after a check header, seat-verdict clauses are checks.
    check_list: bool,
    /// "My read: …": after an opinion heading, seat-verdict lines are the speaker's verdicts.
    opinion_list: bool,
    /// "wolves: 3, 7", "好人：1号、4号": after a verdict heading, bare seats get its verdict.
    verdict_list: Option<Alignment>,
    /// The verdict heading was a check term (查杀：, 金水：): its seats are checks.
    list_checks: bool,
    /// A heading opened the sentence's list ("2's checks: 5 wolf, 11 good"): its lines are results.
    headed: bool,
    /// The last clause opened with another player as its subject.
    subject_other: bool,
    /// The seat the sentence addresses ("Seat 5, you are a wolf").
    vocative: Option<u8>,
    /// The seat that opened the previous clause ("10号在狼坑里跑不掉的，铁狼"), and the one this
    /// clause opens with, for the next.
    lead_seat: Option<u8>,
    next_lead: Option<u8>,
    /// A clause of the sentence gave someone else's words, results or claim: night-log items
    /// after it are not the speaker's.
    third_party: bool,
}

impl Reader {
    /// A reader for a speech by `speaker` (1-based seat).
    pub(crate) fn new(speaker: u8, opts: GrammarOptions) -> Self {
        Reader {
            speaker,
            opts,
            out: Vec::new(),
            last_role: None,
            mentions: Vec::new(),
            pending: None,
            consumed: Vec::new(),
            statements: Vec::new(),
            last_action: None,
            seer_voice: false,
            unresolved_checks: Vec::new(),
            check_heading: None,
            knifed: None,
            action_list: None,
            apposition: None,
            addressee: None,
            prev_clause_out: 0,
            prev2_clause_out: 0,
            own_check_said: false,
        }
    }

    /// Reads all sentences and returns the candidates in order of appearance, and whether the
    /// speaker said they checked someone without naming whom ("5号查杀，我验的").
    pub(crate) fn read(mut self, sentences: &[Sentence]) -> (Vec<Candidate>, bool) {
        for (si, s) in sentences.iter().enumerate() {
            self.sentence(si, s);
        }
        (self.out, self.seer_voice)
    }

    fn emit(
        &mut self,
        claim_type: ClaimType,
        role: Option<Role>,
        target: Option<u8>,
        alignment: Option<Alignment>,
        gate: Gate,
    ) {
        // "I checked seat 3, because … . Seat 3 is good.": the speaker's verdict on a seat they
        // checked without a verdict yet is that check's verdict.
        let (claim_type, gate) = match target {
            Some(n) if claim_type == ClaimType::AlignmentStatement && self.unresolved_checks.contains(&n) => {
                self.unresolved_checks.retain(|x| *x != n);
                (ClaimType::SeerCheck, Gate::None)
            }
            _ => (claim_type, gate),
        };
        let about_self = target == Some(self.speaker);
        // A seer does not check themself; a statement about one's own seat is not an alignment claim.
        if about_self && matches!(claim_type, ClaimType::SeerCheck | ClaimType::AlignmentStatement) {
            return;
        }
        self.own_check_said |= claim_type == ClaimType::SeerCheck && gate == Gate::None;
        self.out.push(Candidate { claim_type, role, target, alignment, gate });
    }

    // ----- subjects -----------------------------------------------------------------------

    /// Whether `t[j]` is a subject, and whose. Objects ("checked *him*", "给*5号*") are not.
    fn nominal(&self, t: &[Tok], j: usize) -> Option<Agent> {
        let tok = at(t, j)?;
        let prev = if j == 0 { None } else { at(t, j - 1) };
        // "昨晚守的二号": the seat after an action and 的 is its object.
        let object =
            prev.is_some_and(is_verb) || (prev == Some(Tok::Poss) && j >= 2 && at(t, j - 2).is_some_and(is_action));
        let next = at(t, j + 1);
        // "被3号验了", "checked by seat 3": the seat after the passive marker is the agent.
        if prev == Some(Tok::By) && matches!(tok, Tok::Seat(_) | Tok::Third | Tok::You | Tok::Role(_)) {
            return Some(if tok == Tok::Seat(self.speaker) { Agent::Speaker } else { Agent::Other });
        }
        match tok {
            Tok::I | Tok::My if !object || tok == Tok::My => Some(Agent::Speaker),
            // "3号自己说…", "he himself said": a reflexive after another player is that player's.
            Tok::SelfRef
                if !object && matches!(prev, Some(Tok::Seat(n) | Tok::Num(n)) if n != self.speaker)
                    || matches!(prev, Some(Tok::Third | Tok::You | Tok::Role(_))) =>
            {
                Some(Agent::Other)
            }
            Tok::SelfRef if !object && prev != Some(Tok::I) => Some(Agent::Speaker),
            Tok::We => Some(Agent::Group),
            Tok::Third | Tok::You | Tok::Rel if !object => Some(Agent::Other),
            Tok::ThirdPoss | Tok::YourPoss => Some(Agent::Other),
            Tok::Seat(n) => {
                let me = if n == self.speaker { Agent::Speaker } else { Agent::Other };
                if object {
                    return None;
                }
                if next == Some(Tok::Poss) || n == self.speaker {
                    return Some(me);
                }
                self.seat_is_agent(t, j + 1).then_some(me)
            }
            // "1 has claimed seer since day one", "12 counter-claims", "7 checked 4": a bare number
            // opening a clause before a verb of claiming, telling or acting is another seat, the
            // subject (a number after a verb is its object; "5 is …" stays with the verdict rules).
            Tok::Num(n) if j == 0 && n != self.speaker && !object => {
                let mut i = 1;
                let mut words = false;
                while matches!(at(t, i), Some(Tok::Neg | Tok::Aux | Tok::Other | Tok::Modal | Tok::Future)) && i < 3 {
                    words |= at(t, i) == Some(Tok::Other);
                    i += 1;
                }
                // ("last 2 nights protected 11": a count before a noun is no subject.)
                let verb = match at(t, i) {
                    Some(Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake | Tok::SelfDestruct) => true,
                    Some(a) if is_action(a) && !words => (i + 1..(i + 4).min(t.len())).any(|k| is_target(at(t, k))),
                    _ => false,
                };
                verb.then_some(Agent::Other)
            }
            Tok::Role(_) => {
                // "女巫救了6号", "I believe the witch saved seat 6" — but not "我是女巫", "作为预言家验了".
                let predicate = matches!(prev, Some(Tok::Be | Tok::Claim | Tok::Counter | Tok::As | Tok::I));
                // "女巫第二天跳出来": in Chinese a role before 跳 is the one who jumped.
                let jumped = self.opts.copula_optional && matches!(next, Some(Tok::Claim | Tok::Counter));
                // ("白狼王自爆是可以带人的": the role that self-destructs is the subject.)
                let acts = jumped
                    || next == Some(Tok::Poss)
                    || next.is_some_and(|n| is_action(n) || matches!(n, Tok::Report | Tok::SelfDestruct));
                (!predicate && acts).then_some(Agent::Other)
            }
            _ => None,
        }
    }

    /// A seat followed by a verb of its own is that verb's subject ("3号跳了预言家", "seat 9 checked me");
    /// a seat followed by a copula and a role is a statement about its role ("3号是预言家"). A seat
    /// in front of an action without an object of its own is the fronted object ("3号验出来是狼").
    fn seat_is_agent(&self, t: &[Tok], from: usize) -> bool {
        let mut i = from;
        // Negations, plans, modals and adverbs may stand between a subject and its verb.
        // A progressive copula too: "seat 4 is claiming she saved 2", "was saying".
        let progressive = |i: usize| {
            at(t, i) == Some(Tok::Be)
                && matches!(at(t, i + 1), Some(Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake))
        };
        while (matches!(at(t, i), Some(Tok::Neg | Tok::Future | Tok::Modal | Tok::Aux | Tok::Other | Tok::SelfRef))
            || progressive(i))
            && i < from + 3
        {
            i += 1;
        }
        match at(t, i) {
            Some(
                Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake | Tok::SelfDestruct | Tok::Assert | Tok::Trust,
            ) => true,
            // "3号被投出来翻了白痴": the subject of a passive is the subject of the verbs after it.
            Some(Tok::By) => true,
            // "6号发的金水": a relative clause names its subject.
            Some(a) if is_action(a) && at(t, i + 1) == Some(Tok::Poss) => true,
            // "11 gave gold to the other claimant", "7 gives a 查杀 to 3": the term given is the object.
            Some(Tok::Give)
                if matches!(at(t, i + 1), Some(Tok::GoldWater | Tok::WolfCheck | Tok::SilverWater))
                    || (at(t, i + 1) == Some(Tok::Det)
                        && matches!(at(t, i + 2), Some(Tok::GoldWater | Tok::WolfCheck | Tok::SilverWater))) =>
            {
                true
            }
            Some(a) if is_action(a) => (i + 1..(i + 4).min(t.len())).any(|k| is_target(at(t, k))),
            // "seat 2 is a wolf jumping Seer": the subject of a verdict keeps the verbs after it.
            Some(Tok::Be) => {
                matches!(at(t, i + 1), Some(Tok::Role(_) | Tok::Verdict(_)))
                    || matches!((at(t, i + 1), at(t, i + 2)), (Some(Tok::Det), Some(Tok::Role(_) | Tok::Verdict(_))))
            }
            _ => false,
        }
    }

    /// The subject of the verb at `k`: the nearest subject to its left, else the inherited one.
    /// Returns the agent and the subject's index.
    fn agent_of(&self, cx: &ClauseCx<'_>, k: usize) -> (Agent, Option<usize>) {
        let lo = k.saturating_sub(WINDOW);
        for j in (lo..k).rev() {
            if let Some(a) = self.nominal(cx.t, j) {
                return (a, Some(j));
            }
        }
        (cx.inherited, None)
    }

    /// A negation between the subject (or the clause start) and `k`. A leading "No," interjection
    /// in front of an "I" does not count.
    fn negated(cx: &ClauseCx<'_>, subject: Option<usize>, k: usize) -> bool {
        let from = subject.map_or(0, |s| s + 1).max(k.saturating_sub(WINDOW));
        (from..k).any(|i| at(cx.t, i) == Some(Tok::Neg) && !(i == 0 && at(cx.t, 1) == Some(Tok::I)))
    }

    fn resolve_pronoun(&self, si: usize) -> Option<u8> {
        // A seat named in the same sentence wins over the previous sentence's ("I trust 12. And 2
        // is fake jumping — he's a wolf"); two different ones there leave the pronoun unresolved.
        let mut here: Option<u8> = None;
        for &(_, seat) in self.mentions.iter().rev().take_while(|(s, _)| *s == si) {
            if seat == self.speaker {
                continue;
            }
            match here {
                None => here = Some(seat),
                Some(f) if f != seat => return None,
                _ => {}
            }
        }
        if here.is_some() {
            return here;
        }
        let mut found: Option<u8> = None;
        for &(s, seat) in self.mentions.iter().rev() {
            if s + 1 < si {
                break;
            }
            if seat == self.speaker {
                continue;
            }
            match found {
                None => found = Some(seat),
                Some(f) if f != seat => return None,
                _ => {}
            }
        }
        found
    }

    fn seat_value(&self, t: Option<Tok>, si: usize) -> Option<u8> {
        match t? {
            Tok::Seat(n) | Tok::Num(n) => Some(n),
            Tok::Third | Tok::Rel => self.resolve_pronoun(si),
            Tok::SelfRef => Some(self.speaker),
            // "10号你…。我昨晚验的就是你": the seat addressed in this or the previous sentence.
            Tok::You => self.addressee.filter(|(s, _)| s + 1 >= si).map(|(_, n)| n),
            _ => None,
        }
    }

    // ----- sentences and clauses ---------------------------------------------------------------

    fn sentence(&mut self, si: usize, s: &Sentence) {
        let mut st = SentenceState {
            agent: Agent::Speaker,
            hypothetical: false,
            reported: false,
            for_seat: false,
            after_me: false,
            reporter: None,
            appositive_seat: None,
            topic: Vec::new(),
            check_list: false,
            opinion_list: false,
            lead_seat: None,
            next_lead: None,
            third_party: false,
            verdict_list: None,
            headed: false,
            list_checks: false,
            subject_other: false,
            // "5号，别装了，你就是狼": a seat called by name opens the sentence; "you" is that seat.
            vocative: match s.clauses.first() {
                Some(c) if s.clauses.len() > 1 && c.end == Boundary::Comma => {
                    let you_next = s.clauses.get(1).is_some_and(|c| matches!(c.toks.first(), Some(Tok::You)));
                    match c.toks.as_slice() {
                        [Tok::Seat(n)] => Some(*n),
                        // "7, you're a wolf": a bare number called by name.
                        [Tok::Num(n)] if you_next => Some(*n),
                        _ => None,
                    }
                }
                _ => None,
            }
            .or_else(|| match s.clauses.as_slice() {
                // "You're a wolf, 4.", "你就是狼，4号": a seat called by name closing the sentence
                // right after a clause about "you".
                [.., you, last] if matches!(you.toks.first(), Some(Tok::You)) && you.end == Boundary::Comma => {
                    match last.toks.as_slice() {
                        [Tok::Seat(n) | Tok::Num(n)] => Some(*n),
                        _ => None,
                    }
                }
                _ => None,
            }),
        };
        // "Seat 4: I saved seat 2", "4号：我救了2号": a seat heading words in the first person
        // gives that seat's words, as a quotation would (C6.1).
        let speaks_for_seat = match (s.clauses.first(), s.clauses.get(1)) {
            (Some(head), Some(next)) => {
                // ("7: I'm the seer": a bare number heading first-person words in chat.)
                head.end == Boundary::Colon
                    && matches!(head.toks.as_slice(), [Tok::Seat(n) | Tok::Num(n)] if *n != self.speaker)
                    && matches!(next.toks.first(), Some(Tok::I | Tok::My))
            }
            _ => false,
        };
        st.for_seat = speaks_for_seat;
        for (ci, clause) in s.clauses.iter().enumerate() {
            // "I'd like to say I'm the seer, but I'm not", "我也想说我是预言家，可惜我不是": a bare
            // negated "I am" right after a role claim takes it back (C6.1).
            let bare = clause.toks.iter().position(|x| *x != Tok::Other && *x != Tok::But).unwrap_or(0);
            let takes_back = matches!(
                clause.toks.get(bare..).unwrap_or_default(),
                [Tok::I, Tok::Be, Tok::Neg] | [Tok::I, Tok::Neg, Tok::Be]
            ) || (self.opts.copula_optional
                && bare > 0
                && matches!(clause.toks.get(bare..).unwrap_or_default(), [Tok::Neg, Tok::Be]));
            if takes_back && (ci > 0 || si > 0) {
                let from = self.prev_clause_out.min(self.out.len());
                let mut k = from;
                while k < self.out.len() {
                    if self.out.get(k).is_some_and(|c| c.claim_type == ClaimType::RoleClaim) {
                        self.out.remove(k);
                    } else {
                        k += 1;
                    }
                }
            }
            // "I'm the white wolf king lol jk", "我是狼王 行了吧 开玩笑的": a joke said by the speaker
            // takes back the claims of the two clauses before it (not "you're kidding", "not
            // kidding", "别开玩笑").
            let joke = clause.toks.contains(&Tok::Joke)
                && !clause.toks.iter().any(|x| {
                    matches!(
                        x,
                        Tok::Neg | Tok::You | Tok::YourPoss | Tok::Third | Tok::Seat(_) | Tok::Num(_) | Tok::Question
                    )
                });
            // "I'm the witch, I guess.", "我是女巫吧 应该": a clause that is only a hedge hedges the
            // clause before it.
            let meaningful = || clause.toks.iter().filter(|x| **x != Tok::Other);
            if ci > 0 && (meaningful().eq([Tok::Hedge].iter()) || meaningful().eq([Tok::I, Tok::Hedge].iter())) {
                self.out.truncate(self.prev_clause_out.min(self.out.len()));
            }
            if joke && (ci > 0 || si > 0) {
                let from = if ci >= 2 { self.prev2_clause_out } else { self.prev_clause_out };
                self.out.truncate(from.min(self.out.len()));
            }
            let start = self.out.len();
            self.prev2_clause_out = self.prev_clause_out;
            self.prev_clause_out = start;
            self.clause(si, ci, s, clause, &mut st);
            st.third_party |= self.third_party(&clause.toks);
            // "So 7 goes first, claims seer, gives 11 a 查杀", "2 got voted out and flipped wolf": a
            // number opening the sentence with a word of its own is the subject of the verbs of the
            // clauses after it.
            if let (0, [Tok::Num(n), Tok::Other]) = (ci, clause.toks.as_slice()) {
                let verb_next = s.clauses.get(1).and_then(|c| c.toks.first()).is_some_and(|x| {
                    is_action(*x)
                        || matches!(x, Tok::Claim | Tok::Counter | Tok::Report | Tok::BoldFake | Tok::SelfDestruct)
                });
                if *n != self.speaker && verb_next && matches!(clause.end, Boundary::Comma | Boundary::And) {
                    st.agent = Agent::Other;
                    st.subject_other = true;
                }
            }
            // ("im the hunter lol jk": the joke closing its own clause.)
            if joke && clause.toks.iter().rev().find(|x| **x != Tok::Other) == Some(&Tok::Joke) {
                self.out.truncate(start);
            }
            st.after_me = matches!(clause.toks.as_slice(), [Tok::I | Tok::My]);
            // "4 got knifed and I pulled them back": a number opening a clause is a seat named.
            if let Some(Tok::Num(n)) = clause.toks.first() {
                self.mentions.push((si, *n));
            }
            for t in &clause.toks {
                match *t {
                    Tok::Seat(n) => self.mentions.push((si, n)),
                    Tok::Role(r) => self.last_role = Some(r),
                    _ => {}
                }
            }
        }
        // "Look at seat 11. He hasn't given a reason. He is a wolf.": a sentence about "he" with no
        // seat of its own carries the seat it refers to on to the next sentence.
        let names_seat = self.mentions.last().is_some_and(|(msi, _)| *msi == si);
        let about_third = s.clauses.iter().any(|c| c.toks.first() == Some(&Tok::Third));
        if !names_seat && about_third && !s.quoted {
            if let Some(n) = self.resolve_pronoun(si) {
                self.mentions.push((si, n));
            }
        }
    }

    fn clause(&mut self, si: usize, ci: usize, s: &Sentence, clause: &Clause, st: &mut SentenceState) {
        // "我四号预言家", "I, seat 4, …": the speaker's own seat right after "I" names the speaker.
        let own_seat_after_i = |w: &[Tok]| w == [Tok::I, Tok::Seat(self.speaker)];
        if clause.toks.windows(2).any(own_seat_after_i) {
            let mut own = clause.clone();
            own.toks = Vec::with_capacity(clause.toks.len());
            for (k, tok) in clause.toks.iter().enumerate() {
                if !(k > 0 && clause.toks.get(k - 1..=k).is_some_and(own_seat_after_i)) {
                    own.toks.push(*tok);
                }
            }
            return self.clause(si, ci, s, &own, st);
        }
        // "8号预言家 4号查杀…" said by seat 8 as the speech's first words: a self-introduction.
        if let (0, 0, [Tok::Seat(n), Tok::Role(r)]) = (si, ci, clause.toks.as_slice()) {
            if *n == self.speaker && *r != Role::Werewolf {
                let mut own = clause.clone();
                own.toks = vec![Tok::I, Tok::Role(*r)];
                return self.clause(si, ci, s, &own, st);
            }
        }
        let t = clause.toks.as_slice();
        st.headed |= clause.after_colon;
        if let Some(v) = st.vocative {
            self.addressee = Some((si, v));
        }
        if let [Tok::Seat(n), Tok::You, ..] = t {
            self.addressee = Some((si, *n));
        }
        if clause.after_but {
            st.hypothetical = false;
            st.reported = false;
        }
        // "If I go down, the badge goes to 10 — I trust 10": a dash or semicolon closes the
        // hypothetical's consequence.
        if ci > 0 && s.clauses.get(ci - 1).is_some_and(|c| c.end == Boundary::Semi) {
            st.hypothetical = false;
        }
        if clause.after_so {
            st.reported = false;
        }
        if clause.after_because {
            st.hypothetical = false;
        }
        // "5号声称查验了我，说我是狼人，这是假的，我是村民": a clause opening with "I" after a comma
        // is the speaker again — unless the report is still open ("3号说：我是…", "claims he
        // checked me and I'm a wolf").
        // A fronted seat before "I" ("5号是我守的", "5号我觉得是狼") still has the speaker as subject.
        let opens_with_me = matches!(t, [Tok::I | Tok::My, ..] | [Tok::Seat(_), Tok::I, ..] | [Tok::Seat(_), Tok::Be, Tok::I, ..])
                // "…，我自己是平民": 我自己 is lexed as the reflexive alone.
                || (self.opts.copula_optional && matches!(t, [Tok::SelfRef, Tok::Be, ..]));
        if opens_with_me && ci > 0 {
            if let Some(prev) = s.clauses.get(ci - 1) {
                // "9号说他昨晚验了我，我是狼", "3 says he checked me, I'm a wolf": the verdict on the
                // speaker right after a reported check of the speaker is that check's result, still
                // reported.
                let checked_me = prev.toks.windows(2).any(|w| w == [Tok::Check, Tok::I])
                    && matches!(t, [Tok::I, Tok::Be, Tok::Verdict(_)] | [Tok::I, Tok::Be, Tok::Det, Tok::Verdict(_)]);
                let open = matches!(prev.end, Boundary::And | Boundary::Colon)
                    || checked_me
                    || matches!(prev.toks.last(), Some(Tok::Report | Tok::ReportOther | Tok::Claim));
                if !open {
                    st.reported = false;
                }
            }
        }
        let hypo_before = st.hypothetical;
        if t.contains(&Tok::Hypo) {
            st.hypothetical = true;
        }
        // "12号…又说自己“一直跟警长”，前后矛盾，12号是狼": a report is not about its own reporter in
        // the third person — the reporter named as a subject again is the speaker's judgment.
        if let (true, Some(r), [Tok::Seat(n), Tok::Be | Tok::Verdict(_), ..]) = (st.reported, st.reporter, t) {
            if *n == r && ci > 0 {
                st.reported = false;
            }
        }
        let speaker_opinion = t
            .iter()
            .position(|x| matches!(x, Tok::I | Tok::We))
            .is_some_and(|i| matches!(at(t, i + 1), Some(Tok::Assert | Tok::Trust)));
        if speaker_opinion && !t.contains(&Tok::Report) {
            st.reported = false;
        }
        let question = (s.question && !Self::outside_question(s, ci)) || t.contains(&Tok::Question);
        let frozen = s.quoted || question || st.hypothetical || st.reported || st.for_seat;
        // "dude im the white wolf king if you vote me i take the seer with me": a role claimed
        // before an "if" in the same clause is not under it (run-on chat has no comma there).
        let role_free_before = match t.iter().position(|x| *x == Tok::Hypo) {
            Some(h) if h > 0 && !hypo_before && !(s.quoted || question || st.reported || st.for_seat) => h,
            _ => 0,
        };
        // "I'm the real seer whatever you think, n1 eleven good": an item of a night log is the
        // speaker's own, unless the sentence gives someone else's words or results ("His checks:
        // n1 5 good", "7 claimed seer, n1 …").
        let night_item = clause.night && !st.third_party;
        if night_item && clause.night_led && st.agent == Agent::Other {
            st.agent = Agent::Speaker;
        }
        let mut cx = ClauseCx {
            t,
            inherited: st.agent,
            frozen,
            reported_from: usize::MAX,
            denied_from: usize::MAX,
            hedge_at: t.iter().position(|x| *x == Tok::Hedge),
            modal_at: t.iter().position(|x| *x == Tok::Modal),
            later: t.contains(&Tok::Later),
            role_free_before,
            end: clause.end,
            prev_subject_other: st.subject_other,
            prev_unasserted: ci > 0
                && s.clauses.get(ci - 1).is_some_and(|c| {
                    c.toks.iter().any(|x| matches!(x, Tok::Neg | Tok::Future | Tok::Modal | Tok::Hypo | Tok::Hedge))
                }),
        };
        // "你再看看你自己，4号，你才是狼": a seat called by name mid-sentence is the next clause's "you".
        if let ([Tok::Seat(n)], Some(next)) = (t, s.clauses.get(ci + 1)) {
            if matches!(next.toks.first(), Some(Tok::You)) {
                st.vocative = Some(*n);
                self.addressee = Some((si, *n));
            }
        }
        st.lead_seat = st.next_lead.take();
        st.next_lead = match t.first() {
            Some(Tok::Seat(n)) if *n != self.speaker && !frozen && t.len() > 1 => Some(*n),
            _ => None,
        };
        st.subject_other = match t.iter().find(|x| !matches!(x, Tok::Other | Tok::Det)) {
            Some(Tok::Seat(n)) => *n != self.speaker,
            Some(Tok::Third | Tok::You | Tok::ThirdPoss | Tok::YourPoss | Tok::Role(_)) => true,
            Some(Tok::I | Tok::My | Tok::We) => false,
            _ => st.subject_other,
        };
        self.frames(&mut cx);
        if cx.reported_from != usize::MAX {
            if !st.reported {
                st.reporter = match t.first() {
                    Some(Tok::Seat(n)) if *n != self.speaker => Some(*n),
                    _ => st.lead_seat.or(st.reporter),
                };
            }
            st.reported = true;
        }

        // A check from the previous clause may get its verdict here.
        let pending = self.pending.take();
        if let Some(p) = pending {
            let follows = (p.sentence == si && p.clause + 1 == ci) || (p.sentence + 1 == si && ci == 0);
            if follows && !frozen {
                let verdict = match p.gate {
                    Gate::None => self.carrier_verdict(t, p.target),
                    _ => Self::bare_verdict(t),
                };
                // "and the result was: werewolf": the verdict comes one clause later still.
                let intro = verdict.is_none()
                    && t.contains(&Tok::Result)
                    && matches!(clause.end, Boundary::Colon | Boundary::Comma)
                    && t.iter().all(|x| {
                        matches!(
                            x,
                            Tok::Det | Tok::Result | Tok::Be | Tok::Third | Tok::Rel | Tok::My | Tok::Poss | Tok::Other
                        ) || *x == Tok::Seat(p.target)
                    });
                if intro {
                    self.pending = Some(Pending { sentence: si, clause: ci, ..p });
                    return;
                }
                if let Some(a) = verdict {
                    let target = p.target;
                    self.emit(ClaimType::SeerCheck, None, Some(target), Some(a), p.gate);
                    // "3号不用多说，铁狼" from anyone but a Seer is their own verdict on the seat.
                    let plain = !t.iter().any(|x| matches!(x, Tok::GoldWater | Tok::WolfCheck | Tok::SilverWater));
                    if p.gate == Gate::Seer && plain && !p.headed && cx.hedge_at.is_none() {
                        self.emit(ClaimType::AlignmentStatement, None, Some(target), Some(a), Gate::NotSeer);
                    }
                    self.statements.push((si, ci, target, a));
                    self.consumed.push((si, ci));
                    st.topic = vec![target];
                    self.update_agent(&cx, st);
                    return;
                }
            }
        }

        // (A list under a heading of its own — "两个查杀：首夜4号，二夜9号", "My checks:" — is read by it.)
        let own_heading =
            st.verdict_list.is_some() || st.check_list || self.action_list.is_some_and(|(_, asi)| asi == si);
        if night_item
            && !own_heading
            && !cx.frozen
            && cx.hedge_at.is_none()
            && cx.modal_at.is_none()
            && self.night_log(s, si, ci, t)
        {
            return;
        }
        if let (Some((claim_type, asi)), false) = (self.action_list, cx.frozen) {
            if asi == si {
                if let [Tok::Seat(n) | Tok::Num(n)] | [Tok::Seat(n) | Tok::Num(n), Tok::Other] = t {
                    self.emit(claim_type, None, Some(*n), None, Gate::None);
                    return;
                }
            }
        }
        if let (Some(hsi), false) = (self.check_heading, cx.frozen) {
            if let [Tok::Be, Tok::Seat(n) | Tok::Num(n), rest @ ..] = t {
                if hsi == si && *n != self.speaker {
                    self.check_heading = None;
                    if let Some(a) = Self::bare_verdict(rest) {
                        self.emit(ClaimType::SeerCheck, None, Some(*n), Some(a), Gate::None);
                    } else {
                        self.pending =
                            Some(Pending { target: *n, sentence: si, clause: ci, gate: Gate::None, headed: false });
                        self.unresolved_checks.push(*n);
                    }
                    return;
                }
            }
        }
        if st.check_list && !cx.frozen {
            if let Some((target, a)) = self.list_entry(t) {
                self.emit(ClaimType::SeerCheck, None, Some(target), Some(a), Gate::None);
                return;
            }
        }
        if let Some(a) = st.verdict_list {
            // "wolves: 3, 7"; "两晚两个查杀：首夜4号，二夜9号" (a check heading: the Seer's checks).
            let seats: Vec<u8> = t
                .iter()
                .filter_map(|x| match x {
                    Tok::Seat(n) | Tok::Num(n) => Some(*n),
                    _ => None,
                })
                .collect();
            let line = t.iter().all(|x| matches!(x, Tok::Seat(_) | Tok::Num(_) | Tok::And | Tok::Other));
            if !cx.frozen && !seats.is_empty() && line && seats.len() <= 4 {
                for n in seats {
                    if st.list_checks {
                        self.emit(ClaimType::SeerCheck, None, Some(n), Some(a), Gate::Seer);
                    } else {
                        self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(a), Gate::None);
                    }
                }
                return;
            }
            st.verdict_list = None;
        }
        if clause.end == Boundary::Colon && !cx.frozen {
            if let [Tok::Verdict(a)] = t {
                st.verdict_list = Some(*a);
                st.list_checks = false;
                return;
            }
            let heading = t.last().and_then(|x| match x {
                Tok::WolfCheck => Some(Alignment::Wolf),
                Tok::GoldWater => Some(Alignment::Good),
                _ => None,
            });
            if let (Some(a), false) = (heading, t.iter().any(|x| matches!(x, Tok::Seat(_) | Tok::Num(_)))) {
                st.verdict_list = Some(a);
                st.list_checks = true;
                return;
            }
        }
        // "N1: seat 8 good": in English a seat and a verdict with no copula is a line of a result
        // list, the speaker's check if they speak as Seer (Chinese drops the copula in opinions too).
        // After an opinion heading ("my read: 7 wolf, 3 good") such lines are the speaker's verdicts;
        // without a heading ("5 wolf. 6 good.") they are verdicts too when the speaker is no Seer.
        // Chinese lines too ("预言家 12号狼 1号好"): a clause that is only a seat and a verdict.
        let line_headed = clause.after_colon || st.headed;
        if !cx.frozen && (!self.opts.copula_optional || !line_headed) {
            // "His checks are 3 good, 12 wolf": someone else's results are no lines of the speaker's.
            if let ([Tok::Seat(n), Tok::Verdict(a)], Agent::Speaker) = (t, cx.inherited) {
                if st.opinion_list {
                    self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(*a), Gate::None);
                    return;
                }
                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(*a), Gate::Seer);
                if !clause.after_colon && !st.headed {
                    self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(*a), Gate::NotSeer);
                }
                return;
            }
        }

        // "9 checked wolf": a result line with the check verb between seat and verdict.
        if let [Tok::Seat(n) | Tok::Num(n), Tok::Check, rest @ ..] = t {
            if let (Some(a), false) = (Self::bare_verdict(rest), cx.frozen || cx.hedge_at.is_some()) {
                if !matches!(rest.first(), Some(Tok::Det) | None) {
                    self.emit(ClaimType::SeerCheck, None, Some(*n), Some(a), Gate::Seer);
                    return;
                }
            }
        }
        // "3 came back good", "seat 12 turned out a wolf": a check result, the speaker's own when
        // they speak as Seer.
        if let [Tok::Seat(n), Tok::Result, rest @ ..] = t {
            let verdict =
                Self::bare_verdict(rest.iter().copied().filter(|x| *x != Tok::Prep).collect::<Vec<_>>().as_slice());
            if let (Some(a), false) = (verdict, cx.frozen || cx.hedge_at.is_some()) {
                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(a), Gate::Seer);
                return;
            }
        }
        // "Protected the seer, seat 4", "My silver water: 8.": the target set off after the term.
        if let Some((claim_type, alignment, gate, asi, aci)) = self.apposition.take() {
            if asi == si && aci + 1 == ci && !cx.frozen {
                if let Some(Tok::Seat(n) | Tok::Num(n)) = t.first() {
                    if t.iter().skip(1).all(|x| *x == Tok::Other) {
                        self.emit(claim_type, None, Some(*n), alignment, gate);
                        return;
                    }
                }
            }
        }
        // "seat 7, who is pushing hardest on 3, is a wolf": the predicate after the relative clause.
        if let (Some(n), false) = (st.appositive_seat, cx.frozen) {
            let after_rel = ci > 0 && s.clauses.get(ci - 1).is_some_and(|c| c.toks.first() == Some(&Tok::Rel));
            if after_rel && cx.hedge_at.is_none() && cx.modal_at.is_none() {
                if let (Some(Tok::Be), Some((a, vi))) = (t.first(), self.predicate(t, 0, true)) {
                    if vi + 1 == t.len() {
                        self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(a), Gate::None);
                        st.appositive_seat = None;
                        return;
                    }
                }
            }
        }
        if matches!(t, [Tok::Seat(_)]) && s.clauses.get(ci + 1).is_some_and(|c| c.toks.first() == Some(&Tok::Rel)) {
            if let [Tok::Seat(n)] = t {
                st.appositive_seat = Some(*n);
            }
        }
        // "Night one: seat 10, good": a seat alone, its verdict in the next clause. After a check
        // header ("昨晚查验：7号，结果：狼人") the check is the speaker's own.
        // In a list of checks a bare number is a seat too ("My check last night: 10, wolf").
        let after_action = self.last_action.is_some_and(|(_, lsi, lci)| lsi == si && lci + 1 == ci);
        let lone_seat = match t {
            [Tok::Seat(n)] if !after_action => Some(n),
            // "First night I checked 10, good. Second night 6, wolf": after an own check with its
            // verdict, a number alone before a verdict continues the list of checks.
            [Tok::Num(n)] if st.check_list || self.own_check_said => Some(n),
            _ => None,
        };
        // "Night one: seat 6. Night two: seat 11.": a Guard's log, a seat alone after a heading.
        if let ([Tok::Seat(n)], true, Boundary::End) = (t, clause.after_colon, clause.end) {
            if !cx.frozen && *n != self.speaker {
                self.emit(ClaimType::GuardProtect, None, Some(*n), None, Gate::Guard);
                return;
            }
        }
        if let Some(n) = lone_seat {
            if !cx.frozen
                && matches!(clause.end, Boundary::Comma | Boundary::Colon | Boundary::Semi)
                && *n != self.speaker
            {
                let gate = if st.check_list { Gate::None } else { Gate::Seer };
                self.pending = Some(Pending { target: *n, sentence: si, clause: ci, gate, headed: clause.after_colon });
                // "The Witch, seat 5, saved 10": unless its verdict follows, a seat set off alone is
                // the subject of the clauses after it.
                if gate == Gate::Seer {
                    st.agent = Agent::Other;
                }
                return;
            }
        }
        // "I protected seat 7 on the first night and myself last night": the verb is left out.
        if let Some((claim_type, lsi, lci)) = self.last_action {
            // "… and myself last night", "guarded 2 n1, 5 n2": a seat alone continues the list;
            // "…, myself on night two, and seat 11": with its time phrase.
            let targets = t.iter().filter(|x| matches!(x, Tok::Seat(_) | Tok::Num(_) | Tok::SelfRef)).count();
            let lone_seat = matches!(t, [Tok::Seat(_) | Tok::Num(_)])
                || (targets == 1
                    && matches!(t.first(), Some(Tok::Seat(_) | Tok::SelfRef))
                    && t.iter().all(|x| matches!(x, Tok::Seat(_) | Tok::SelfRef | Tok::Prep | Tok::Det | Tok::Other)));
            let prev_and = ci > 0
                && s.clauses.get(ci - 1).is_some_and(|c| {
                    c.end == Boundary::And || (lone_seat && matches!(c.end, Boundary::Comma | Boundary::Conj))
                });
            let other_content = t.iter().any(|x| {
                is_action(*x)
                    || matches!(
                        x,
                        Tok::Be
                            | Tok::I
                            | Tok::Third
                            | Tok::You
                            | Tok::We
                            | Tok::Verdict(_)
                            | Tok::GoldWater
                            | Tok::WolfCheck
                            | Tok::Role(_)
                    )
            });
            // ("I protected seat 6, the Seer, and last night seat 3": over an apposition.)
            let next_clause = lci + 1 == ci
                || (lci + 2 == ci
                    && s.clauses.get(ci - 1).is_some_and(|c| matches!(c.toks.as_slice(), [Tok::Det, Tok::Role(_)])));
            if lsi == si && next_clause && prev_and && !cx.frozen && !other_content {
                let target = t.iter().find_map(|x| match x {
                    Tok::Seat(n) => Some(*n),
                    Tok::Num(n) if lone_seat => Some(*n),
                    Tok::SelfRef => Some(self.speaker),
                    _ => None,
                });
                if let Some(target) = target {
                    self.emit(claim_type, None, Some(target), None, Gate::None);
                    self.last_action = Some((claim_type, si, ci));
                    return;
                }
            }
        }

        if clause.end == Boundary::Colon
            && !cx.frozen
            && matches!(t, [Tok::I | Tok::My, Tok::Assert | Tok::Trust] | [Tok::I, Tok::Assert, Tok::Other])
        {
            st.opinion_list = true;
        }
        // "My results:" opens a list of checks like "My checks:".
        if clause.end == Boundary::Colon && !cx.frozen && t.windows(2).any(|w| w == [Tok::My, Tok::Result]) {
            st.check_list = true;
        }

        if let Some(k) = t.iter().position(|x| *x == Tok::Knife) {
            let seat_at = |j: usize| match at(t, j) {
                Some(Tok::Seat(n) | Tok::Num(n)) => Some(n),
                _ => None,
            };
            let before = (k.saturating_sub(4)..k).rev().find_map(seat_at);
            let after = (k + 1..(k + 4).min(t.len())).find_map(seat_at);
            if let Some(n) = before.or(after) {
                self.knifed = Some((si, n));
            }
        }
        if !cx.frozen && cx.hedge_at.is_none() && cx.modal_at.is_none() && self.verdict_shapes(t) {
            return;
        }
        let mut used = vec![false; t.len()];
        // "9号不是预言家，我才是": "I am" alone takes the role just named.
        if matches!(t, [Tok::I, Tok::Be]) && ci > 0 && !cx.frozen && cx.hedge_at.is_none() {
            let named = s.clauses.get(ci - 1).and_then(|c| {
                c.toks.iter().rev().find_map(|x| match x {
                    Tok::Role(r) => Some(*r),
                    _ => None,
                })
            });
            if let Some(r) = named.filter(|r| !matches!(r, Role::Werewolf)) {
                self.emit(ClaimType::RoleClaim, Some(r), None, None, Gate::None);
            }
        }
        self.role_claims(&cx, s, ci);
        self.actions(&cx, si, ci, st, &mut used);
        self.water_terms(&cx, si, ci, &mut used);
        self.alignments(&cx, si, ci, st);
        self.trusts(&cx, si, ci);
        self.update_agent(&cx, st);
    }

    /// An item of a night log (issue 23): "Guard. N1 self, N2 on 5", "n1 on 11, n3 on 6", "seat 3 on
    /// night one, myself on night two" — a target alone is a protect, kept when the speaker speaks
    /// as Guard; "n1 5 good, n2 8 wolf", "N1 was 5, clean" — a seat and its verdict is a check,
    /// kept when the speaker speaks as Seer (never an opinion). Emits and returns true when it matched.
    fn night_log(&mut self, s: &Sentence, si: usize, ci: usize, t: &[Tok]) -> bool {
        let core = match t {
            [Tok::Prep, rest @ ..] => rest,
            _ => t,
        };
        let target = match core {
            [Tok::Seat(n) | Tok::Num(n)] | [Tok::Be, Tok::Seat(n) | Tok::Num(n)] => *n,
            [Tok::SelfRef] => self.speaker,
            [Tok::Seat(n) | Tok::Num(n), Tok::Verdict(a)] if t.len() == 2 => {
                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(*a), Gate::Seer);
                return true;
            }
            _ => return false,
        };
        // A target alone.
        let verdict_next = s.clauses.get(ci + 1).is_some_and(|c| Self::bare_verdict(&c.toks).is_some());
        if verdict_next && target != self.speaker && !matches!(t.first(), Some(Tok::Prep)) {
            self.pending = Some(Pending { target, sentence: si, clause: ci, gate: Gate::Seer, headed: true });
            return true;
        }
        if !verdict_next && core.first() != Some(&Tok::Be) {
            self.emit(ClaimType::GuardProtect, None, Some(target), None, Gate::Guard);
            return true;
        }
        false
    }

    /// Whether a clause gives someone else's words, results or claim (for [`Self::night_log`]).
    fn third_party(&self, t: &[Tok]) -> bool {
        let first = t.iter().find(|x| !matches!(x, Tok::Other | Tok::Det));
        let mine = matches!(first, Some(Tok::I | Tok::My | Tok::Role(_)));
        t.iter().any(|x| matches!(x, Tok::ThirdPoss | Tok::YourPoss | Tok::Report | Tok::ReportOther | Tok::Third))
            || (matches!(first, Some(Tok::Seat(n) | Tok::Num(n)) if *n != self.speaker)
                && t.iter().any(|x| is_action(*x) || matches!(x, Tok::Be | Tok::Claim | Tok::Counter | Tok::GoldWater)))
            || (!mine && t.iter().any(|x| matches!(x, Tok::Claim | Tok::Counter)))
    }

    /// Verdict clauses of chat whose shape says all (C6.3): "6 not a wolf" (the copula dropped
    /// before a negated verdict), "the wolves are 5 and 9", "狼是4号和10号" (a verdict noun as the
    /// subject of a seat list that fills the clause). Emits and returns true when one matched.
    fn verdict_shapes(&mut self, t: &[Tok]) -> bool {
        // Fillers around the shape may stand ("also 6 not a wolf", "the wolves are 5 and 9 for
        // sure"), not inside it ("the wolves are among 5 and 8").
        let from = t.iter().position(|x| *x != Tok::Other).unwrap_or(t.len());
        let to = t.iter().rposition(|x| *x != Tok::Other).map_or(from, |e| e + 1);
        match t.get(from..to).unwrap_or_default() {
            [Tok::Seat(n) | Tok::Num(n), Tok::Neg, Tok::Det, Tok::Verdict(Alignment::Wolf)]
            | [Tok::Seat(n) | Tok::Num(n), Tok::Neg, Tok::Verdict(Alignment::Wolf)] => {
                self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(Alignment::Good), Gate::None);
                true
            }
            // "I got 8 as a wolf", "N1 I had 11 as a wolf": a result the speaker holds — the Seer's
            // check, anyone else's verdict.
            [Tok::I, Tok::Aux, Tok::Seat(n) | Tok::Num(n), Tok::As, Tok::Verdict(a)]
            | [Tok::I, Tok::Aux, Tok::Seat(n) | Tok::Num(n), Tok::As, Tok::Det, Tok::Verdict(a)] => {
                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(*a), Gate::Seer);
                self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(*a), Gate::NotSeer);
                true
            }
            // "the last wolf is 3", "last wolf is 12 in my eyes": one seat named as the wolf.
            [Tok::Det, Tok::Verdict(Alignment::Wolf), Tok::Be, Tok::Seat(n) | Tok::Num(n)]
            | [Tok::Verdict(Alignment::Wolf), Tok::Be, Tok::Seat(n) | Tok::Num(n)] => {
                self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(Alignment::Wolf), Gate::None);
                true
            }
            [Tok::Det, Tok::Verdict(a), Tok::Be, list @ ..] | [Tok::Verdict(a), Tok::Be, list @ ..]
                if list.len() >= 3 =>
            {
                // Seats joined by "and" / 和 / 、, nothing else.
                let seats: Vec<u8> = list
                    .iter()
                    .step_by(2)
                    .filter_map(|x| match x {
                        Tok::Seat(n) | Tok::Num(n) => Some(*n),
                        _ => None,
                    })
                    .collect();
                let joined = list.iter().skip(1).step_by(2).all(|x| *x == Tok::And);
                if !joined || seats.len() != list.len().div_ceil(2) {
                    return false;
                }
                for n in seats {
                    self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(*a), Gate::None);
                }
                true
            }
            _ => false,
        }
    }

    /// "昨晚守的4号，4号被刀没死对吧？", "I checked 5, why would I lie?": when the sentence's last
    /// clause is a question of its own (a question word and content besides), the clauses before
    /// it are statements. A bare tag ("…, right?", "…，对吗？") keeps the whole sentence a question.
    fn outside_question(s: &Sentence, ci: usize) -> bool {
        let Some(last) = s.clauses.last() else { return false };
        if ci + 1 >= s.clauses.len() || !last.toks.contains(&Tok::Question) {
            return false;
        }
        let content = last.toks.iter().any(|x| {
            matches!(
                x,
                Tok::Seat(_)
                    | Tok::Num(_)
                    | Tok::I
                    | Tok::You
                    | Tok::Third
                    | Tok::We
                    | Tok::Role(_)
                    | Tok::Verdict(_)
                    | Tok::Trust
                    | Tok::Assert
                    | Tok::Check
                    | Tok::Save
                    | Tok::Poison
                    | Tok::Protect
            )
        });
        // Every clause up to the question is a statement of its own: no question word, no
        // inversion ("Are you the witch, or is seat 5?").
        let plain = s.clauses.iter().take(s.clauses.len() - 1).all(|c| {
            !c.toks.contains(&Tok::Question) && !matches!(c.toks.first(), Some(Tok::Be | Tok::Aux | Tok::Modal))
        });
        content && plain
    }

    /// Finds reported-speech and denied-report frames inside the clause.
    fn frames(&self, cx: &mut ClauseCx<'_>) {
        for j in 0..cx.t.len() {
            let Some(tok) = at(cx.t, j) else { continue };
            let report_like = match tok {
                Tok::ReportOther => {
                    cx.reported_from = cx.reported_from.min(j);
                    continue;
                }
                Tok::Report | Tok::Assert | Tok::Trust => true,
                // "Seat 1 claims he checked me": a claim verb followed by a statement, not a role, reports
                // it. ("Witch claim:" and "我摊牌了" have nothing after the verb.)
                Tok::Claim => j + 1 < cx.t.len() && !Self::claims_a_role(cx.t, j),
                _ => false,
            };
            if !report_like {
                continue;
            }
            let (agent, subject) = self.agent_of(cx, j);
            match agent {
                Agent::Other => cx.reported_from = cx.reported_from.min(j),
                Agent::Speaker | Agent::Group => {
                    if Self::negated(cx, subject, j) {
                        cx.denied_from = cx.denied_from.min(j);
                    }
                }
            }
        }
    }

    /// The seat a clause opens with, after fillers and articles.
    fn lead_seat(t: &[Tok]) -> Option<u8> {
        match t.iter().find(|x| !matches!(x, Tok::Other | Tok::Det)) {
            Some(Tok::Seat(n)) => Some(*n),
            _ => None,
        }
    }

    /// The agent the next subjectless clause inherits.
    fn update_agent(&self, cx: &ClauseCx<'_>, st: &mut SentenceState) {
        let t = cx.t;
        for k in (0..t.len()).rev() {
            let Some(tok) = at(t, k) else { continue };
            // (Not 悍跳: "6号悍跳 8号金水" accuses 6号; the speaker goes on speaking.)
            // ("10号前一天悍跳预言家，给2号发查杀": 悍跳 with the role it faked is the seat's verb.)
            let verb = matches!(tok, Tok::Report | Tok::Claim | Tok::Counter | Tok::SelfDestruct | Tok::ReportOther)
                || is_action(tok)
                || (matches!(tok, Tok::Be | Tok::BoldFake) && matches!(at(t, k + 1), Some(Tok::Role(_))));
            if verb {
                match self.agent_of(cx, k) {
                    (a, Some(_)) => st.agent = a,
                    // "10号前一天又跳了预言家，…": a clause opened by another seat whose words
                    // between it and its verb the grammar does not read is still that seat's.
                    (_, None)
                        if matches!(Self::lead_seat(t), Some(n) if n != self.speaker)
                            && matches!(tok, Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake) =>
                    {
                        st.agent = Agent::Other;
                    }
                    _ => {}
                }
                return;
            }
        }
        if matches!(t.first(), Some(Tok::I | Tok::My)) {
            st.agent = Agent::Speaker;
        }
        // "seat 1 is the sheriff and claims Seer": a seat described opens a sentence about it.
        let lead = t.iter().position(|x| !matches!(x, Tok::Other | Tok::Det)).unwrap_or(0);
        if let [Tok::Seat(n), Tok::Be | Tok::Aux | Tok::Other, rest @ ..] = t.get(lead..).unwrap_or_default() {
            let says_more = rest.iter().any(|x| {
                matches!(
                    x,
                    Tok::Verdict(_)
                        | Tok::BoldFake
                        | Tok::GoldWater
                        | Tok::WolfCheck
                        | Tok::SilverWater
                        | Tok::I
                        | Tok::My
                )
            });
            if *n != self.speaker && !says_more {
                st.agent = Agent::Other;
            }
        }
        // "The Witch, seat 5, saved 10": an appositive subject (a role named with an article, or a
        // seat) standing alone is the subject of what follows.
        // ("I, the seer, checked seat 4" keeps the speaker.)
        if matches!(t, [Tok::Det, Tok::Role(_)]) && !st.after_me {
            st.agent = Agent::Other;
        }
    }

    // ----- role claims -------------------------------------------------------------------------
}

/// The rules' examples: what the extractor finds when seat 2 says `text` (day 1), as
/// (type, role, 1-based target, alignment).
#[cfg(test)]
pub(super) type Found = (ClaimType, Option<Role>, Option<u8>, Option<Alignment>);

/// See [`Found`].
#[cfg(test)]
pub(super) fn found(text: &str) -> Vec<Found> {
    let ctx = super::ExtractContext { day: 1, speaker_seat: 1, ..super::ExtractContext::default() };
    super::extract(text, &ctx)
        .into_iter()
        .map(|c| (c.claim_type, c.role, c.target_seat.map(|t| t + 1), c.alignment))
        .collect()
}
