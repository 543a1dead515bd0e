//! The clause grammar shared by both languages (C6): finds the speaker's own claims in the
//! sentences the lexers and the segmenter produced.
//!
//! Precision comes first. A claim is recorded only when the speaker is its subject (an explicit
//! "I"/我, or a subjectless clause continuing the speaker's own sentence) and nothing in scope turns it
//! into something else: a negation, a hypothetical, a question, a plan, a hedge, or a report of what
//! another player said. See `corpus/extract/README.md` for the labeling policy this follows.

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
        Tok::WolfCheck | Tok::BoldFake => Some(Alignment::Wolf),
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
    /// What ended the clause.
    end: Boundary,
    /// The previous clause of the sentence opened with someone else as its subject ("9号是假预言家，是狼").
    prev_subject_other: bool,
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
}

/// A check waiting for its verdict in the next clause.
#[derive(Debug, Clone, Copy)]
struct Pending {
    target: u8,
    sentence: usize,
    clause: usize,
    /// `Gate::Seer` for a bare "seat 10," whose verdict follows ("Night one: seat 10, good").
    gate: Gate,
}

/// State carried from clause to clause within one sentence.
struct SentenceState {
    agent: Agent,
    hypothetical: bool,
    reported: bool,
    /// The seats a clause was about ("9号是假预言家，是狼" → the second clause is about 9号).
    topic: Vec<u8>,
    /// "My checks: seat 2 good, seat 6 wolf": after a check header, seat-verdict clauses are checks.
    check_list: bool,
    /// The last clause opened with another player as its subject.
    subject_other: bool,
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
        }
    }

    /// Reads all sentences and returns the candidates in order of appearance.
    pub(crate) fn read(mut self, sentences: &[Sentence]) -> Vec<Candidate> {
        for (si, s) in sentences.iter().enumerate() {
            self.sentence(si, s);
        }
        self.out
    }

    fn emit(
        &mut self,
        claim_type: ClaimType,
        role: Option<Role>,
        target: Option<u8>,
        alignment: Option<Alignment>,
        gate: Gate,
    ) {
        let about_self = target == Some(self.speaker);
        // A seer does not check themself; a statement about one's own seat is not an alignment claim.
        if about_self && matches!(claim_type, ClaimType::SeerCheck | ClaimType::AlignmentStatement) {
            return;
        }
        self.out.push(Candidate { claim_type, role, target, alignment, gate });
    }

    // ----- subjects -----------------------------------------------------------------------

    /// Whether `t[j]` is a subject, and whose. Objects ("checked *him*", "给*5号*") are not.
    fn nominal(&self, t: &[Tok], j: usize) -> Option<Agent> {
        let tok = at(t, j)?;
        let prev = if j == 0 { None } else { at(t, j - 1) };
        let object = prev.is_some_and(is_verb);
        let next = at(t, j + 1);
        // "被3号验了", "checked by seat 3": the seat after the passive marker is the agent.
        if prev == Some(Tok::By) && matches!(tok, Tok::Seat(_) | Tok::Third | Tok::You | Tok::Role(_)) {
            return Some(if tok == Tok::Seat(self.speaker) { Agent::Speaker } else { Agent::Other });
        }
        match tok {
            Tok::I | Tok::My if !object || tok == Tok::My => Some(Agent::Speaker),
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
            Tok::Role(_) => {
                // "女巫救了6号", "I believe the witch saved seat 6" — but not "我是女巫", "作为预言家验了".
                let predicate = matches!(prev, Some(Tok::Be | Tok::Claim | Tok::Counter | Tok::As | Tok::I));
                let acts = next == Some(Tok::Poss) || next.is_some_and(|n| is_action(n) || n == Tok::Report);
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
        // Negations, plans and modals may stand between a subject and its verb.
        // Negations, plans, modals and adverbs may stand between a subject and its verb.
        while matches!(at(t, i), Some(Tok::Neg | Tok::Future | Tok::Modal | Tok::Aux | Tok::Other)) && i < from + 3 {
            i += 1;
        }
        match at(t, i) {
            Some(Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake | Tok::SelfDestruct | Tok::Assert) => true,
            // "6号发的金水": a relative clause names its subject.
            Some(a) if is_action(a) && at(t, i + 1) == Some(Tok::Poss) => true,
            Some(a) if is_action(a) => (i + 1..(i + 4).min(t.len())).any(|k| is_target(at(t, k))),
            Some(Tok::Be) => {
                matches!(at(t, i + 1), Some(Tok::Role(_)))
                    || matches!((at(t, i + 1), at(t, i + 2)), (Some(Tok::Det), Some(Tok::Role(_))))
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
            _ => None,
        }
    }

    // ----- sentences and clauses ---------------------------------------------------------------

    fn sentence(&mut self, si: usize, s: &Sentence) {
        let mut st = SentenceState {
            agent: Agent::Speaker,
            hypothetical: false,
            reported: false,
            topic: Vec::new(),
            check_list: false,
            subject_other: false,
        };
        for (ci, clause) in s.clauses.iter().enumerate() {
            self.clause(si, ci, s, clause, &mut st);
            for t in &clause.toks {
                match *t {
                    Tok::Seat(n) => self.mentions.push((si, n)),
                    Tok::Role(r) => self.last_role = Some(r),
                    _ => {}
                }
            }
        }
    }

    fn clause(&mut self, si: usize, ci: usize, s: &Sentence, clause: &Clause, st: &mut SentenceState) {
        let t = clause.toks.as_slice();
        if clause.after_but {
            st.hypothetical = false;
            st.reported = false;
        }
        if clause.after_so {
            st.reported = false;
        }
        // "5号声称查验了我，说我是狼人，这是假的，我是村民": a clause opening with "I" after a comma
        // is the speaker again — unless the report is still open ("3号说：我是…", "claims he
        // checked me and I'm a wolf").
        // A fronted seat before "I" ("5号是我守的", "5号我觉得是狼") still has the speaker as subject.
        let opens_with_me =
            matches!(t, [Tok::I | Tok::My, ..] | [Tok::Seat(_), Tok::I, ..] | [Tok::Seat(_), Tok::Be, Tok::I, ..]);
        if opens_with_me && ci > 0 {
            if let Some(prev) = s.clauses.get(ci - 1) {
                let open = matches!(prev.end, Boundary::And | Boundary::Colon)
                    || matches!(prev.toks.last(), Some(Tok::Report | Tok::ReportOther | Tok::Claim));
                if !open {
                    st.reported = false;
                }
            }
        }
        if t.contains(&Tok::Hypo) {
            st.hypothetical = true;
        }
        let speaker_opinion =
            t.iter().position(|x| matches!(x, Tok::I | Tok::We)).is_some_and(|i| at(t, i + 1) == Some(Tok::Assert));
        if speaker_opinion && !t.contains(&Tok::Report) {
            st.reported = false;
        }
        let question = s.question || t.contains(&Tok::Question);
        let frozen = s.quoted || question || st.hypothetical || st.reported;
        let mut cx = ClauseCx {
            t,
            inherited: st.agent,
            frozen,
            reported_from: usize::MAX,
            denied_from: usize::MAX,
            hedge_at: t.iter().position(|x| *x == Tok::Hedge),
            modal_at: t.iter().position(|x| *x == Tok::Modal),
            later: t.contains(&Tok::Later),
            end: clause.end,
            prev_subject_other: st.subject_other,
        };
        st.subject_other = match t.iter().find(|x| !matches!(x, Tok::Other | Tok::Det)) {
            Some(Tok::Seat(n)) => *n != self.speaker,
            Some(Tok::Third | Tok::You | Tok::ThirdPoss | Tok::YourPoss | Tok::Role(_)) => true,
            Some(Tok::I | Tok::My | Tok::We) => false,
            _ => st.subject_other,
        };
        self.frames(&mut cx);
        if cx.reported_from != usize::MAX {
            st.reported = true;
        }

        // A check from the previous clause may get its verdict here.
        let pending = self.pending.take();
        if let Some(p) = pending {
            let follows = (p.sentence == si && p.clause + 1 == ci) || (p.sentence + 1 == si && ci == 0);
            if follows && !frozen && !s.question {
                let verdict = match p.gate {
                    Gate::None => self.carrier_verdict(t, p.target),
                    _ => Self::bare_verdict(t),
                };
                // "and the result was: werewolf": the verdict comes one clause later still.
                let intro = verdict.is_none()
                    && t.contains(&Tok::Result)
                    && matches!(clause.end, Boundary::Colon | Boundary::Comma)
                    && t.iter().all(|x| {
                        matches!(x, Tok::Det | Tok::Result | Tok::Be | Tok::Third | Tok::Rel | Tok::My | Tok::Poss)
                            || *x == Tok::Seat(p.target)
                    });
                if intro {
                    self.pending = Some(Pending { sentence: si, clause: ci, ..p });
                    return;
                }
                if let Some(a) = verdict {
                    let target = p.target;
                    self.emit(ClaimType::SeerCheck, None, Some(target), Some(a), p.gate);
                    self.statements.push((si, ci, target, a));
                    self.consumed.push((si, ci));
                    st.topic = vec![target];
                    self.update_agent(&cx, st);
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
        // "N1: seat 8 good": in English a seat and a verdict with no copula is a line of a result
        // list, the speaker's check if they speak as Seer (Chinese drops the copula in opinions too).
        if !self.opts.copula_optional && !cx.frozen {
            if let [Tok::Seat(n), Tok::Verdict(a)] = t {
                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(*a), Gate::Seer);
                return;
            }
        }

        // "Night one: seat 10, good": a seat alone, its verdict in the next clause. After a check
        // header ("昨晚查验：7号，结果：狼人") the check is the speaker's own.
        if let [Tok::Seat(n)] = t {
            if !cx.frozen
                && matches!(clause.end, Boundary::Comma | Boundary::Colon | Boundary::Semi)
                && *n != self.speaker
            {
                let gate = if st.check_list { Gate::None } else { Gate::Seer };
                self.pending = Some(Pending { target: *n, sentence: si, clause: ci, gate });
                return;
            }
        }
        // "I protected seat 7 on the first night and myself last night": the verb is left out.
        if let Some((claim_type, lsi, lci)) = self.last_action {
            let prev_and = ci > 0 && s.clauses.get(ci - 1).is_some_and(|c| c.end == Boundary::And);
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
            if lsi == si && lci + 1 == ci && prev_and && !cx.frozen && !other_content {
                let target = t.iter().find_map(|x| match x {
                    Tok::Seat(n) => Some(*n),
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

        // "My results:" opens a list of checks like "My checks:".
        if clause.end == Boundary::Colon && !cx.frozen && t.windows(2).any(|w| w == [Tok::My, Tok::Result]) {
            st.check_list = true;
        }

        let mut used = vec![false; t.len()];
        self.role_claims(&cx, s, ci);
        self.actions(&cx, si, ci, st, &mut used);
        self.water_terms(&cx, si, &mut used);
        self.alignments(&cx, si, ci, st);
        self.update_agent(&cx, st);
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
                Tok::Report | Tok::Assert => true,
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

    /// "claims seer", "claims to be the seer", "跳了预言家" — but not "claim I'm a wolf".
    fn claims_a_role(t: &[Tok], j: usize) -> bool {
        for k in j + 1..(j + 6).min(t.len()) {
            match at(t, k) {
                Some(Tok::Role(_) | Tok::Verdict(Alignment::Wolf)) => return true,
                Some(Tok::Det | Tok::As | Tok::Identity | Tok::Prep | Tok::Be) => {}
                _ => return false,
            }
        }
        false
    }

    /// The agent the next subjectless clause inherits.
    fn update_agent(&self, cx: &ClauseCx<'_>, st: &mut SentenceState) {
        let t = cx.t;
        for k in (0..t.len()).rev() {
            let Some(tok) = at(t, k) else { continue };
            let verb = matches!(
                tok,
                Tok::Report | Tok::Claim | Tok::Counter | Tok::BoldFake | Tok::SelfDestruct | Tok::ReportOther
            ) || is_action(tok)
                || (tok == Tok::Be && matches!(at(t, k + 1), Some(Tok::Role(_))));
            if verb {
                if let (a, Some(_)) = self.agent_of(cx, k) {
                    st.agent = a;
                }
                return;
            }
        }
        if matches!(t.first(), Some(Tok::I | Tok::My)) {
            st.agent = Agent::Speaker;
        }
    }

    // ----- role claims -------------------------------------------------------------------------

    fn role_claims(&mut self, cx: &ClauseCx<'_>, s: &Sentence, ci: usize) {
        let t = cx.t;
        for k in 0..t.len() {
            let role = match at(t, k) {
                Some(Tok::Role(r)) => r,
                Some(Tok::Verdict(Alignment::Wolf)) => Role::Werewolf,
                Some(Tok::SelfDestruct) => {
                    let (agent, subject) = self.agent_of(cx, k);
                    if agent == Agent::Speaker && !cx.blocked(k) && !Self::negated(cx, subject, k) {
                        self.emit(ClaimType::RoleClaim, Some(Role::Werewolf), None, None, Gate::None);
                    }
                    continue;
                }
                Some(Tok::Counter) => {
                    let named = t.iter().skip(k + 1).take(WINDOW).any(|x| matches!(x, Tok::Role(_)));
                    // "I counter-claim: I'm the witch" names the role after the colon.
                    // With nothing after the colon, the role may come in the next sentence.
                    let named_after = cx.end == Boundary::Colon
                        && (s.clauses.len() <= ci + 1
                            || s.clauses.iter().skip(ci + 1).any(|c| c.toks.iter().any(|x| matches!(x, Tok::Role(_)))));
                    let (agent, subject) = self.agent_of(cx, k);
                    if !named
                        && !named_after
                        && agent == Agent::Speaker
                        && !cx.blocked(k)
                        && !Self::negated(cx, subject, k)
                    {
                        if let Some(r) = self.last_role {
                            self.emit(ClaimType::RoleClaim, Some(r), None, None, Gate::None);
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            if cx.blocked(k) {
                continue;
            }
            // "the seer's gold water", "预言家查杀的", "预言家验的": the role is someone else, described.
            let next = at(t, k + 1);
            let relative = next.is_some_and(is_action) && at(t, k + 2) == Some(Tok::Poss);
            if relative
                || matches!(next, Some(Tok::Poss | Tok::Report | Tok::GoldWater | Tok::SilverWater | Tok::WolfCheck))
            {
                continue;
            }
            if self.role_linked_to_speaker(cx, k, s, ci, role) {
                self.emit(ClaimType::RoleClaim, Some(role), None, None, Gate::None);
            }
        }
    }

    fn role_linked_to_speaker(&self, cx: &ClauseCx<'_>, k: usize, s: &Sentence, ci: usize, role: Role) -> bool {
        let t = cx.t;
        // Skip articles between the link and the role: "I am *the* seer".
        let mut p = k;
        while p > 0 && matches!(at(t, p - 1), Some(Tok::Det)) {
            p -= 1;
        }
        let link = if p == 0 { None } else { at(t, p - 1) };
        match link {
            // "I am the seer", "是个平民", "my role is seer".
            Some(Tok::Be) => {
                let be = p - 1;
                // The copula's subject is the nearest noun to its left, whatever it is: in "I think
                // seat 10 is a werewolf" it is seat 10, not "I".
                // An unknown word right after "I" is an adverb ("我当然是…"), not a subject.
                let subject = (be.saturating_sub(WINDOW)..be).rev().find(|&j| {
                    let adverb = at(t, j) == Some(Tok::Other) && j > 0 && at(t, j - 1) == Some(Tok::I);
                    !adverb
                        && matches!(
                            at(t, j),
                            Some(
                                Tok::I
                                    | Tok::My
                                    | Tok::We
                                    | Tok::Seat(_)
                                    | Tok::Num(_)
                                    | Tok::Third
                                    | Tok::You
                                    | Tok::Rel
                                    | Tok::Role(_)
                                    | Tok::Verdict(_)
                                    | Tok::ThirdPoss
                                    | Tok::YourPoss
                                    | Tok::Other
                                    | Tok::SelfRef
                            )
                        )
                });
                // The speaker's own seat number as the subject ("seat 5 is a wolf" said by seat 5) is
                // more likely a misattributed speech than a self-reveal: not accepted.
                let agent = match subject.and_then(|j| at(t, j)) {
                    Some(Tok::I | Tok::My) => Agent::Speaker,
                    Some(_) => Agent::Other,
                    None => cx.inherited,
                };
                let subject_ok = match subject {
                    // "I want to be the seer" is a wish; "11号我觉得是狼" is about 11号, the fronted topic.
                    Some(j) => {
                        let between = |x: Tok| (j + 1..be).any(|i| at(t, i) == Some(x));
                        let topic_first = (0..j).any(|i| matches!(at(t, i), Some(Tok::Seat(_))));
                        agent == Agent::Speaker
                            && matches!(at(t, j), Some(Tok::I | Tok::My))
                            && !between(Tok::Future)
                            && !(topic_first && between(Tok::Assert))
                    }
                    // "是个平民" continues the speaker's sentence, but "9号是假预言家，是狼" continues 9号's.
                    None => {
                        agent == Agent::Speaker
                            && !cx.prev_subject_other
                            && (0..be)
                                .all(|i| matches!(at(t, i), Some(Tok::Neg | Tok::Aux | Tok::Future | Tok::Identity)))
                    }
                };
                subject_ok && !Self::negated(cx, subject, k)
            }
            // "I claim seer", "跳预言家", "I'm coming out as the seer".
            Some(Tok::Claim | Tok::Counter) => {
                let (agent, subject) = self.agent_of(cx, p - 1);
                agent == Agent::Speaker && !Self::negated(cx, subject, k)
            }
            // "as the seer, …", "我作为预言家", "I checked him as the seer".
            Some(Tok::As) => {
                if role == Role::Werewolf {
                    return false;
                }
                let first = ((p - 1).saturating_sub(WINDOW)..p - 1).find_map(|j| self.nominal(t, j));
                let ok = match first {
                    Some(a) => a == Agent::Speaker,
                    None => p - 1 == 0 && cx.inherited == Agent::Speaker,
                };
                ok && !Self::negated(cx, None, k)
            }
            // "我女巫": a first-person pronoun right before the role, opening the clause.
            Some(Tok::I) if self.opts.copula_optional && p == 1 => role != Role::Werewolf,
            // "Seer here", "Villager.", "民。", "预言家身份", "Guard claim", "守卫牌".
            None => {
                let rest = t.get(k + 1..).unwrap_or_default();
                // "预言家报验人：…", "Seer checks: …": a role heading the list of its own checks.
                let header = k == 0
                    && cx.end == Boundary::Colon
                    && role == Role::Seer
                    && rest.iter().filter(|x| **x != Tok::Other).eq([Tok::Check].iter());
                if header && cx.inherited == Agent::Speaker {
                    return true;
                }
                let alone = rest.iter().all(|x| matches!(x, Tok::Here | Tok::Identity | Tok::Claim));
                if !alone || role == Role::Werewolf || cx.inherited != Agent::Speaker {
                    return self.role_is_me(t, k);
                }
                // A list of roles, or a role called by name ("Seer, you should…"), is not a claim.
                let several_alone = s
                    .clauses
                    .iter()
                    .filter(|c| {
                        matches!(c.toks.iter().find(|x| **x != Tok::Det), Some(Tok::Role(_))) && c.toks.len() <= 3
                    })
                    .nth(1)
                    .is_some();
                let vocative =
                    s.clauses.get(ci + 1).is_some_and(|c| matches!(c.toks.first(), Some(Tok::You | Tok::YourPoss)));
                !several_alone && !vocative
            }
            _ => false,
        }
    }

    /// "The seer is me", "预言家是我".
    fn role_is_me(&self, t: &[Tok], k: usize) -> bool {
        matches!(t.get(k + 1..), Some([Tok::Be, Tok::I | Tok::SelfRef]))
    }

    // ----- actions: checks, potions, protection ------------------------------------------------

    fn actions(&mut self, cx: &ClauseCx<'_>, si: usize, ci: usize, st: &mut SentenceState, used: &mut [bool]) {
        let t = cx.t;
        for k in 0..t.len() {
            let Some(mut tok) = at(t, k) else { continue };
            // "My verdict on seat 2 is wolf", "my result for seat 3: good".
            if tok == Tok::Result && k > 0 && at(t, k - 1) == Some(Tok::My) {
                tok = Tok::Check;
            }
            if !matches!(tok, Tok::Check | Tok::Save | Tok::Poison | Tok::Protect | Tok::SelfSave) {
                continue;
            }
            if cx.blocked(k) || cx.later {
                continue;
            }
            let (agent, subject) = self.agent_of(cx, k);
            if agent != Agent::Speaker || Self::negated(cx, subject, k) {
                continue;
            }
            // A plan ("I'll poison seat 2", "我要验4号") is not an action; a plan to *tell* about a
            // past action is ("I want to share that I used my potion on seat 4").
            let from = subject.map_or(0, |s| s + 1);
            if (from..k).any(|i| at(t, i) == Some(Tok::Future)) {
                continue;
            }
            // Passive: "I was checked by seat 3", "checked by seat 3".
            let passive_be = k > 0 && at(t, k - 1) == Some(Tok::Be) && subject.is_some_and(|j| j + 1 == k - 1);
            if passive_be || matches!(at(t, k + 1), Some(Tok::By)) {
                continue;
            }
            if tok == Tok::SelfSave {
                self.emit(ClaimType::WitchSave, None, Some(self.speaker), None, Gate::None);
                continue;
            }
            let (target, target_at) = match self.target_after(t, k, si) {
                Some(x) => (Some(x.0), Some(x.1)),
                None => (self.fronted_target(t, subject), None),
            };
            match tok {
                Tok::Check => {
                    let Some(target) = target else {
                        // "My checks:" / "我的验人：" opens a list of checks.
                        if cx.end == Boundary::Colon {
                            st.check_list = true;
                        }
                        continue;
                    };
                    let from = target_at.map_or(k + 1, |i| i + 1);
                    if let Some((a, vi)) = Self::verdict_in(t, from, target) {
                        if let Some(u) = used.get_mut(vi) {
                            *u = true;
                        }
                        self.emit(ClaimType::SeerCheck, None, Some(target), Some(a), Gate::None);
                    } else if let Some(a) = self.statement_on(target, si, ci) {
                        // "Seat 2 is clean, I checked him": the verdict came first.
                        self.emit(ClaimType::SeerCheck, None, Some(target), Some(a), Gate::None);
                    } else if target != self.speaker {
                        self.pending = Some(Pending { target, sentence: si, clause: ci, gate: Gate::None });
                    }
                }
                Tok::Save | Tok::Poison | Tok::Protect => {
                    let claim_type = match tok {
                        Tok::Save => ClaimType::WitchSave,
                        Tok::Poison => ClaimType::WitchPoison,
                        _ => ClaimType::GuardProtect,
                    };
                    if let Some(target) = target {
                        self.emit(claim_type, None, Some(target), None, Gate::None);
                        self.last_action = Some((claim_type, si, ci));
                    }
                }
                _ => {}
            }
        }
    }

    /// The object of the verb at `k`: "checked *seat 5*", "守的是*2号*", "used my poison on *seat 11*".
    fn target_after(&self, t: &[Tok], k: usize, si: usize) -> Option<(u8, usize)> {
        let mut i = k + 1;
        while i < k + 6 {
            match at(t, i)? {
                Tok::Poss
                | Tok::Be
                | Tok::Prep
                | Tok::Det
                | Tok::Aux
                | Tok::My
                | Tok::Give
                | Tok::Save
                | Tok::Poison
                | Tok::Protect
                | Tok::Check => i += 1,
                Tok::Other if i == k + 1 => i += 1,
                tok @ (Tok::Seat(_) | Tok::Num(_) | Tok::Third | Tok::SelfRef) => {
                    return self.seat_value(Some(tok), si).map(|n| (n, i))
                }
                _ => return None,
            }
        }
        None
    }

    /// A seat in front of the subject: "5号我验过", "4号是我救的", "我把9号毒了".
    fn fronted_target(&self, t: &[Tok], subject: Option<usize>) -> Option<u8> {
        let s = subject?;
        if s > 0 {
            // Topic before the subject.
            if let (Some(Tok::Seat(n)), true) = (at(t, 0), (1..s).all(|i| matches!(at(t, i), Some(Tok::Be | Tok::By))))
            {
                return Some(n);
            }
        }
        // 把-object after the subject.
        if at(t, s + 1) == Some(Tok::Prep) {
            if let Some(Tok::Seat(n)) = at(t, s + 2) {
                return Some(n);
            }
        }
        None
    }

    /// A verdict after a check's target in the same clause: "验了3号是好人", "checked seat 9: wolf".
    fn verdict_in(t: &[Tok], from: usize, target: u8) -> Option<(Alignment, usize)> {
        let mut flip = false;
        for i in from..(from + WINDOW).min(t.len()) {
            match at(t, i)? {
                Tok::Neg => flip = !flip,
                Tok::Seat(n) | Tok::Num(n) if n == target => {}
                Tok::Seat(_) | Tok::Num(_) | Tok::Hedge | Tok::Modal | Tok::Question | Tok::I => return None,
                tok => {
                    if let Some(a) = verdict_of(tok) {
                        return Some((if flip { a.opposite() } else { a }, i));
                    }
                }
            }
        }
        None
    }

    /// A clause that only gives the verdict of the check just reported: "he's a wolf", "查杀",
    /// "是狼人", "seat 12 came back good", "who is good", "5号是金水".
    fn carrier_verdict(&self, t: &[Tok], target: u8) -> Option<Alignment> {
        let mut flip = false;
        for (i, tok) in t.iter().enumerate().take(7) {
            match *tok {
                Tok::Third
                | Tok::Rel
                | Tok::Other
                | Tok::Result
                | Tok::Be
                | Tok::As
                | Tok::Det
                | Tok::My
                | Tok::Poss => {}
                Tok::Seat(n) | Tok::Num(n) if n == target => {}
                Tok::Neg => flip = !flip,
                tok => {
                    let a = verdict_of(tok)?;
                    let rest = t.get(i + 1..).unwrap_or_default();
                    let clean = !rest
                        .iter()
                        .any(|x| matches!(x, Tok::Seat(_) | Tok::Hedge | Tok::Modal | Tok::Question | Tok::Hypo));
                    return clean.then_some(if flip { a.opposite() } else { a });
                }
            }
        }
        None
    }

    /// The verdict of an alignment statement the speaker just made about `target` (the previous
    /// clause, or the previous sentence).
    fn statement_on(&self, target: u8, si: usize, ci: usize) -> Option<Alignment> {
        self.statements
            .iter()
            .rev()
            .find(|(s, c, t, _)| *t == target && ((*s == si && *c + 1 == ci) || *s + 1 == si))
            .map(|(_, _, _, a)| *a)
    }

    /// A clause that is nothing but a verdict: "good", "wolf", "金水".
    fn bare_verdict(t: &[Tok]) -> Option<Alignment> {
        match t.iter().filter(|x| !matches!(x, Tok::Det | Tok::Be)).collect::<Vec<_>>().as_slice() {
            [v] => verdict_of(**v).filter(|_| !matches!(v, Tok::Role(_) | Tok::BoldFake)),
            _ => None,
        }
    }

    /// One entry of a check list: "seat 2 good", "6号查杀", "seat 6: wolf".
    fn list_entry(&self, t: &[Tok]) -> Option<(u8, Alignment)> {
        let (Some(Tok::Seat(n) | Tok::Num(n)), rest) = (t.first().copied(), t.get(1..).unwrap_or_default()) else {
            return None;
        };
        let mut flip = false;
        for tok in rest {
            match *tok {
                Tok::Be | Tok::Det => {}
                Tok::Neg => flip = !flip,
                tok => {
                    let a = verdict_of(tok)?;
                    return Some((n, if flip { a.opposite() } else { a }));
                }
            }
        }
        None
    }

    // ----- gold water, silver water, wolf checks -----------------------------------------------

    fn water_terms(&mut self, cx: &ClauseCx<'_>, si: usize, used: &mut [bool]) {
        let t = cx.t;
        for i in 0..t.len() {
            let Some(tok) = at(t, i) else { continue };
            let (claim_type, alignment, gate) = match tok {
                Tok::GoldWater => (ClaimType::SeerCheck, Some(Alignment::Good), Gate::Seer),
                Tok::WolfCheck => (ClaimType::SeerCheck, Some(Alignment::Wolf), Gate::Seer),
                Tok::SilverWater => (ClaimType::WitchSave, None, Gate::Witch),
                _ => continue,
            };
            if used.get(i).copied().unwrap_or(true) || cx.blocked(i) || Self::negated(cx, None, i) {
                continue;
            }
            let Some(owned) = self.water_owner(cx, i) else { continue };
            let mut targets = self.seats_after(t, i, si);
            if targets.is_empty() {
                targets = self.seats_before(t, i, si);
            }
            // "查杀7号" with no possessive: 查杀 is the speaker's verb, no Seer context needed.
            let verb_like = tok == Tok::WolfCheck && matches!(at(t, i + 1), Some(Tok::Seat(_)));
            let gate = if owned || verb_like { Gate::None } else { gate };
            for target in targets {
                self.emit(claim_type, None, Some(target), alignment, gate);
            }
        }
    }

    /// Whose gold/silver water or wolf check this is: `Some(true)` the speaker's ("my gold water",
    /// "我发的金水", "gold water from me", "给5号发金水"), `Some(false)` unattributed (bare),
    /// `None` someone else's ("3号的金水", "his gold water", "女巫的银水").
    fn water_owner(&self, cx: &ClauseCx<'_>, i: usize) -> Option<bool> {
        let t = cx.t;
        let mut p = i;
        while p > 0 && matches!(at(t, p - 1), Some(Tok::Det)) {
            p -= 1;
        }
        let prev = if p == 0 { None } else { at(t, p - 1) };
        match prev {
            Some(Tok::My) => return Some(true),
            Some(Tok::ThirdPoss | Tok::YourPoss) => return None,
            Some(Tok::Poss) => {
                let owner = if p >= 2 { at(t, p - 2) } else { None };
                return match owner {
                    Some(Tok::I) => Some(true),
                    Some(Tok::Seat(n)) if n == self.speaker => Some(true),
                    Some(v) if is_action(v) => {
                        let (agent, _) = self.agent_of(cx, p - 2);
                        (agent == Agent::Speaker).then_some(true)
                    }
                    _ => None,
                };
            }
            _ => {}
        }
        // A giving verb before it: its subject owns the water.
        if let Some(g) = (i.saturating_sub(WINDOW)..i).rev().find(|&j| at(t, j) == Some(Tok::Give)) {
            let (agent, _) = self.agent_of(cx, g);
            return (agent == Agent::Speaker).then_some(true);
        }
        // "gold water from me".
        if at(t, i + 1) == Some(Tok::From) {
            return matches!(at(t, i + 2), Some(Tok::I)).then_some(true);
        }
        let tail = t.get(i + 1..(i + 1 + WINDOW).min(t.len())).unwrap_or_default();
        if tail.windows(2).any(|w| w == [Tok::From, Tok::I]) {
            return Some(true);
        }
        // Anyone else as the subject of the clause makes it theirs.
        match self.agent_of(cx, i) {
            (Agent::Other | Agent::Group, Some(_)) => None,
            (Agent::Other, None) => None,
            _ => Some(false),
        }
    }

    /// Seats right after position `i`: "金水是5号", "gold water on seat 5", "金水5号、7号".
    fn seats_after(&self, t: &[Tok], i: usize, si: usize) -> Vec<u8> {
        let mut j = i + 1;
        while matches!(at(t, j), Some(Tok::Be | Tok::Prep | Tok::Give | Tok::Det)) && j < i + 4 {
            j += 1;
        }
        self.seat_list(t, j, si)
    }

    /// Seats before position `i`: "5号是我的金水", "给5号发金水", "5号7号都是我的金水".
    fn seats_before(&self, t: &[Tok], i: usize, si: usize) -> Vec<u8> {
        let mut j = i;
        while j > 0
            && matches!(at(t, j - 1), Some(Tok::My | Tok::Be | Tok::Det | Tok::Poss | Tok::Give | Tok::I | Tok::Prep))
            && j + 5 > i
        {
            j -= 1;
        }
        // Walk back over a list of seats.
        let mut start = j;
        while start > 0
            && matches!(at(t, start - 1), Some(Tok::Seat(_) | Tok::Num(_) | Tok::And | Tok::Third))
            && start + WINDOW > j
        {
            start -= 1;
        }
        if start < j && at(t, start) == Some(Tok::And) {
            start += 1;
        }
        if start == j {
            return Vec::new();
        }
        self.seat_list(t, start, si)
    }

    /// A list of seats starting at `j`: "seat 3 and seat 8", "1号和2号", "5号7号".
    fn seat_list(&self, t: &[Tok], mut j: usize, si: usize) -> Vec<u8> {
        let mut seats = Vec::new();
        while seats.len() < 16 {
            match at(t, j) {
                Some(tok @ (Tok::Seat(_) | Tok::Num(_) | Tok::Third)) => {
                    // A seat followed by a possessive owns what follows; it is no target.
                    if at(t, j + 1) == Some(Tok::Poss) {
                        return Vec::new();
                    }
                    match self.seat_value(Some(tok), si) {
                        Some(n) => seats.push(n),
                        None => return Vec::new(),
                    }
                    j += 1;
                }
                Some(Tok::And) if !seats.is_empty() && matches!(at(t, j + 1), Some(Tok::Seat(_) | Tok::Num(_))) => {
                    j += 1
                }
                _ => break,
            }
        }
        seats
    }

    // ----- alignment statements ----------------------------------------------------------------

    fn alignments(&mut self, cx: &ClauseCx<'_>, si: usize, ci: usize, st: &mut SentenceState) {
        let t = cx.t;
        let mut i = 0;
        let mut any_subject = false;
        while i < t.len() {
            let Some(tok) = at(t, i) else { break };
            if !matches!(tok, Tok::Seat(_) | Tok::Num(_) | Tok::Third) {
                i += 1;
                continue;
            }
            let prev = if i == 0 { None } else { at(t, i - 1) };
            // Only a subject: not an object, not a possessor.
            // "I can tell you (that) seat 9 is a werewolf".
            let told = matches!(prev, Some(Tok::You | Tok::Third)) && i >= 2 && at(t, i - 2) == Some(Tok::Report);
            // After a verb of saying, the frames decide: someone else's report is blocked, the
            // speaker's own ("I said seat 5 is a wolf") stands.
            let subject_slot = told
                || matches!(prev, None | Some(Tok::Assert | Tok::Report | Tok::Other | Tok::I | Tok::We | Tok::And));
            let is_pronoun = tok == Tok::Third;
            if !subject_slot || (is_pronoun && !matches!(prev, None | Some(Tok::Assert))) || matches!(tok, Tok::Num(_))
            {
                i += 1;
                continue;
            }
            let mut end = i;
            let mut seats = Vec::new();
            while let Some(tok) = at(t, end) {
                match tok {
                    // Chinese lists seats side by side ("5号7号都是狼"); in English two adjacent seats
                    // are two phrases ("agree with seat 4 [that] seat 6 is a wolf").
                    Tok::Seat(_) if end > i && !self.opts.copula_optional && at(t, end - 1) != Some(Tok::And) => {
                        seats.clear();
                        i = end;
                        continue;
                    }
                    Tok::Seat(n) => seats.push(n),
                    Tok::Third if end == i => {
                        if let Some(n) = self.resolve_pronoun(si) {
                            seats.push(n);
                        }
                    }
                    Tok::And if matches!(at(t, end + 1), Some(Tok::Seat(_))) => {}
                    _ => break,
                }
                end += 1;
            }
            any_subject = true;
            if matches!(at(t, end), Some(Tok::Be)) {
                st.topic.clone_from(&seats);
            }
            // A parenthetical opinion between subject and predicate: "13号在我看来不是好人",
            // "12号我认为是好人", "seat 11, I think, is a wolf".
            let mut pred_at = end;
            if at(t, pred_at) == Some(Tok::Prep) && matches!(at(t, pred_at + 1), Some(Tok::I | Tok::We)) {
                pred_at += 1;
            }
            if matches!(at(t, pred_at), Some(Tok::I | Tok::We)) && at(t, pred_at + 1) == Some(Tok::Assert) {
                pred_at += 2;
            } else {
                pred_at = end;
            }
            if let Some((a, vi)) = self.predicate(t, pred_at, !self.opts.copula_optional) {
                let clean_prefix = !(i.saturating_sub(WINDOW)..i).any(|j| {
                    matches!(
                        at(t, j),
                        Some(
                            Tok::Neg
                                | Tok::Hedge
                                | Tok::Hypo
                                | Tok::Question
                                | Tok::Check
                                | Tok::Save
                                | Tok::Poison
                                | Tok::Protect
                                | Tok::Claim
                                | Tok::Counter
                        )
                    )
                });
                let hedged = cx.hedge_at.is_some() || cx.modal_at.is_some_and(|m| m < vi);
                if clean_prefix && !hedged && !cx.blocked(i) {
                    for n in &seats {
                        self.emit(ClaimType::AlignmentStatement, None, Some(*n), Some(a), Gate::None);
                        self.statements.push((si, ci, *n, a));
                    }
                }
                i = vi + 1;
            } else {
                i = end.max(i + 1);
            }
        }
        // "9号是假预言家，是狼", "seat 9 is a fake seer and a wolf": a subjectless verdict is about
        // the sentence's topic.
        if any_subject {
            return;
        }
        match t.iter().find(|x| !matches!(x, Tok::Other)) {
            Some(Tok::I | Tok::My | Tok::We | Tok::Third | Tok::You | Tok::ThirdPoss | Tok::YourPoss) => {
                st.topic.clear()
            }
            _ if !st.topic.is_empty() => {
                let lead = t.iter().take_while(|x| matches!(x, Tok::Be | Tok::Det | Tok::Neg)).count();
                if lead == 0 {
                    return;
                }
                if let Some((a, vi)) = self.predicate(t, 0, false) {
                    let tail_empty = t.get(vi + 1..).unwrap_or_default().is_empty();
                    if tail_empty && cx.hedge_at.is_none() && !cx.blocked(0) {
                        for n in st.topic.clone() {
                            self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(a), Gate::None);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The predicate after a subject at `from`: copula, optional negation, a verdict; "is a fake
    /// seer and a wolf" joins a noun phrase and a verdict. Returns the verdict and its index.
    fn predicate(&self, t: &[Tok], from: usize, require_be: bool) -> Option<(Alignment, usize)> {
        let mut flip = false;
        let mut saw_be = false;
        let mut i = from;
        while i < from + WINDOW {
            match at(t, i)? {
                Tok::Be => saw_be = true,
                Tok::Det => {}
                Tok::Neg => flip = !flip,
                // "3号明摆着是狼": an adverb the dictionary does not know, right before the copula.
                Tok::Other if !saw_be && !require_be && at(t, i + 1) == Some(Tok::Be) => {}
                Tok::Verdict(a) => {
                    if !saw_be && require_be {
                        return None;
                    }
                    if at(t, i + 1) == Some(Tok::Poss) && at(t, i + 2).is_some() {
                        return None;
                    }
                    return Some((if flip { a.opposite() } else { a }, i));
                }
                Tok::BoldFake => return (!flip).then_some((Alignment::Wolf, i)),
                Tok::Other | Tok::Role(_) if saw_be => {
                    // "is a fake seer and a wolf": jump over the noun phrase to "and a wolf".
                    let and = (i..(i + 4).min(t.len())).find(|&j| at(t, j) == Some(Tok::And))?;
                    if !(i..and).all(|j| matches!(at(t, j), Some(Tok::Other | Tok::Role(_) | Tok::Det))) {
                        return None;
                    }
                    i = and;
                }
                _ => return None,
            }
            i += 1;
        }
        None
    }
}
