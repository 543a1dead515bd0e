//! Role claims: "I am the Seer", 我是预言家, 跳预言家, and the role a check or potion implies.
//!
//! One family of the clause grammar's rules (C6); `Reader::clause` (in `grammar/mod.rs`) runs the families in a
//! fixed order on every clause.

use super::*;

impl Reader {
    /// "claims seer", "claims to be the seer", "跳了预言家" — but not "claim I'm a wolf".
    pub(super) fn claims_a_role(t: &[Tok], j: usize) -> bool {
        for k in j + 1..(j + 6).min(t.len()) {
            match at(t, k) {
                Some(Tok::Role(_) | Tok::Verdict(Alignment::Wolf)) => return true,
                Some(Tok::Det | Tok::As | Tok::Identity | Tok::Prep | Tok::Be) => {}
                _ => return false,
            }
        }
        false
    }

    pub(super) fn role_claims(&mut self, cx: &ClauseCx<'_>, s: &Sentence, ci: usize) {
        let t = cx.t;
        // "im the witch i guess", "I'm the seer probably": a hedge closing the clause covers the
        // role named before it.
        let mut from_end = t.iter().rev().filter(|x| **x != Tok::Other);
        if matches!((from_end.next(), from_end.next()), (Some(Tok::Hedge), Some(Tok::I | Tok::Role(_)))) {
            return;
        }
        for k in 0..t.len() {
            let role = match at(t, k) {
                Some(Tok::Role(r)) => r,
                Some(Tok::Verdict(Alignment::Wolf)) => Role::Werewolf,
                Some(Tok::SelfDestruct) => {
                    let (agent, subject) = self.agent_of(cx, k);
                    // "昨天的自爆", "the self-destruct": a noun for someone's act.
                    let noun =
                        k > 0 && matches!(at(t, k - 1), Some(Tok::Det | Tok::Poss | Tok::ThirdPoss | Tok::YourPoss));
                    if agent == Agent::Speaker && !noun && !cx.blocked(k) && !Self::negated(cx, subject, k) {
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
                    // "The counter-claim, seat 10, …": the noun names someone's claim; "对跳的9号",
                    // "the counter-claiming seat": a modifier of the seat that did it (C6.1).
                    let noun = (k > 0
                        && matches!(at(t, k - 1), Some(Tok::Det | Tok::Poss | Tok::ThirdPoss | Tok::YourPoss)))
                        || at(t, k + 1) == Some(Tok::Poss);
                    if !named
                        && !noun
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
            if cx.blocked(k) && !cx.role_free(k) {
                continue;
            }
            // "the seer's gold water", "预言家查杀的", "预言家验的": the role is someone else, described.
            let next = at(t, k + 1);
            // ("我是预言家昨晚验的五号": after a copula the role is the predicate, and 验的 starts
            // the next phrase of a run-on speech; "我带枪的啊": 的 closes the phrase.)
            let predicate = k > 0 && matches!(at(t, k - 1), Some(Tok::Be | Tok::I | Tok::Claim | Tok::Counter));
            let relative = next.is_some_and(is_action) && at(t, k + 2) == Some(Tok::Poss) && !predicate;
            let possessive = next == Some(Tok::Poss)
                && !(predicate && matches!(at(t, k + 2), None | Some(Tok::Other | Tok::Punct(_) | Tok::I | Tok::Neg)));
            if relative
                || possessive
                || matches!(next, Some(Tok::GoldWater | Tok::SilverWater | Tok::WolfCheck))
                // ("我是预言家昨天就说了": after "I am" the role is the predicate, and the verb of
                // saying closing the clause is the speaker's own "I said so".)
                || (next == Some(Tok::Report)
                    && !(self.opts.copula_optional
                        && k >= 2
                        && matches!(at(t, k - 1), Some(Tok::Be))
                        && matches!(at(t, k - 2), Some(Tok::I))
                        && k + 2 == t.len()))
            {
                continue;
            }
            if self.role_linked_to_speaker(cx, k, s, ci, role) {
                self.emit(ClaimType::RoleClaim, Some(role), None, None, Gate::None);
            }
        }
    }

    pub(super) fn role_linked_to_speaker(
        &self,
        cx: &ClauseCx<'_>,
        k: usize,
        s: &Sentence,
        ci: usize,
        role: Role,
    ) -> bool {
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
                // "我自己是平民": the reflexive as the subject is the speaker.
                let reflexive_subject = subject
                    .is_some_and(|j| at(t, j) == Some(Tok::SelfRef) && (j == 0 || !at(t, j - 1).is_some_and(is_verb)));
                let agent = match subject.and_then(|j| at(t, j)) {
                    Some(Tok::I | Tok::My) => Agent::Speaker,
                    Some(Tok::SelfRef) if reflexive_subject => Agent::Speaker,
                    Some(_) => Agent::Other,
                    None => cx.inherited,
                };
                let subject_ok = match subject {
                    // "I want to be the seer" is a wish; "11号我觉得是狼" is about 11号, the fronted topic.
                    Some(j) => {
                        let between = |x: Tok| (j + 1..be).any(|i| at(t, i) == Some(x));
                        let topic_first = (0..j).any(|i| matches!(at(t, i), Some(Tok::Seat(_))));
                        // "在我这就是狼": "in my view (he) is a wolf" has no subject of its own.
                        agent == Agent::Speaker
                            && matches!(at(t, j), Some(Tok::I | Tok::My | Tok::SelfRef))
                            && !between(Tok::Future)
                            && !between(Tok::Assert)
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
                // "seat 10 is the bold fake-claiming wolf", "a self-claimed seer": a claim verb
                // after an article is a modifier of the noun, which is the copula's predicate about
                // its own subject (C6.1).
                let modifier = (p - 1).checked_sub(1).is_some_and(|d| {
                    let head = t.get(..d).unwrap_or_default();
                    let about_other =
                        head.iter().any(|x| matches!(x, Tok::Seat(_) | Tok::Num(_) | Tok::Third | Tok::You))
                            && !head.iter().any(|x| matches!(x, Tok::I | Tok::My));
                    about_other
                        && (d.saturating_sub(3)..=d)
                            .rev()
                            .take_while(|&j| matches!(at(t, j), Some(Tok::Det | Tok::Other | Tok::SelfRef)))
                            .any(|j| at(t, j) == Some(Tok::Det))
                });
                let (agent, subject) = self.agent_of(cx, p - 1);
                // ("I'm gonna claim seer tomorrow": a claim put off to a time to come is a plan.)
                !modifier && !cx.later && agent == Agent::Speaker && !Self::negated(cx, subject, k)
            }
            // "as the seer, …", "我作为预言家", "I checked him as the seer".
            Some(Tok::As) => {
                if role == Role::Werewolf {
                    return false;
                }
                let window = (p - 1).saturating_sub(WINDOW)..p - 1;
                let first_at = window.clone().find(|&j| self.nominal(t, j).is_some());
                let first = first_at.and_then(|j| self.nominal(t, j));
                // "I'm siding with 9 as the seer", "I trust him as our seer": a seat between the
                // subject and "as" is the one the role is about (C6.1) — unless the speaker acted
                // on it in that role ("I checked him as the seer").
                let between = first_at.map_or(window.start, |j| j + 1)..p - 1;
                let object = between
                    .clone()
                    .any(|j| matches!(at(t, j), Some(Tok::Seat(_) | Tok::Num(_) | Tok::Third | Tok::You)));
                let acted = between.into_iter().any(|j| at(t, j).is_some_and(is_action));
                if object && !acted {
                    return false;
                }
                let ok = match first {
                    Some(a) => a == Agent::Speaker,
                    None => p - 1 == 0 && cx.inherited == Agent::Speaker,
                };
                ok && !Self::negated(cx, None, k)
            }
            // "it's me, the witch", "this is me the seer": the role in apposition to "me".
            Some(Tok::I) if p < k && p >= 2 && at(t, p - 2) == Some(Tok::Be) && role != Role::Werewolf => {
                !Self::negated(cx, None, k)
            }
            // "我女巫": a first-person pronoun right before the role, opening the clause.
            // ("ok我seer": an interjection may come first.)
            Some(Tok::I)
                if self.opts.copula_optional && t.get(..p - 1).unwrap_or_default().iter().all(|x| *x == Tok::Other) =>
            {
                role != Role::Werewolf
            }
            // "底牌平民", "我的身份预言家": the speaker's card named with the copula dropped.
            Some(Tok::Identity) if self.opts.copula_optional && role != Role::Werewolf => {
                let head = t.get(..p - 1).unwrap_or_default();
                matches!(head, [] | [Tok::My] | [Tok::I, Tok::Poss]) && cx.inherited == Agent::Speaker
            }
            // "Seer here", "Villager.", "民。", "预言家身份", "Guard claim", "守卫牌".
            None => {
                let rest = t.get(k + 1..).unwrap_or_default();
                // "预言家报验人：…", "Seer checks: …": a role heading the list of its own checks.
                // ("seer recap: n1 5 good, n2 8 wolf": a Seer heading a night log of verdicts.)
                let log_next = s.clauses.get(ci + 1).is_some_and(|c| {
                    c.night_led && matches!(c.toks.as_slice(), [Tok::Seat(_) | Tok::Num(_), Tok::Verdict(_)])
                });
                let header = k == 0
                    && cx.end == Boundary::Colon
                    && role == Role::Seer
                    && (rest.iter().filter(|x| **x != Tok::Other).eq([Tok::Check].iter())
                        || (log_next && rest.iter().all(|x| *x == Tok::Other)));
                if header && cx.inherited == Agent::Speaker {
                    return true;
                }
                // "民一张", "守卫一张": a trailing classifier ("one card") keeps the role alone.
                let rest = match rest {
                    [head @ .., Tok::Det] => head,
                    _ => rest,
                };
                // "seer here i checked 5", "seer claim checked #6": a role heading its own speech
                // with "here" or "claim" claims it whatever follows (not "seer claim is fake").
                // (In Chinese a role before 跳 is someone who jumped: "女巫跳出来".)
                let headed = matches!(rest.first(), Some(Tok::Here | Tok::Claim))
                    && !matches!(
                        rest.get(1),
                        Some(
                            Tok::Be
                                | Tok::Poss
                                | Tok::From
                                | Tok::Prep
                                | Tok::By
                                | Tok::Report
                                | Tok::Modal
                                | Tok::Future
                                | Tok::Question
                                | Tok::Aux
                                | Tok::Neg
                        )
                    );
                // ("The Witch claimed on day two": after an article the role is someone who claimed.)
                let jumped =
                    (self.opts.copula_optional || p < k) && matches!(rest.first(), Some(Tok::Claim | Tok::Counter));
                let alone =
                    !jumped && (headed || rest.iter().all(|x| matches!(x, Tok::Here | Tok::Identity | Tok::Claim)));
                if !alone || role == Role::Werewolf || cx.inherited != Agent::Speaker {
                    return self.role_is_me(t, k);
                }
                // "I protected seat 6, the Seer, and…", "The Seer, seat 2, died": a role with its
                // article next to a seat set off by commas names that seat (an apposition).
                let article = p < k;
                let seat_edge = |c: Option<&Clause>, first: bool| {
                    c.is_some_and(|c| {
                        let x = if first { c.toks.first() } else { c.toks.last() };
                        matches!(x, Some(Tok::Seat(n) | Tok::Num(n)) if *n != self.speaker)
                    })
                };
                let beside_seat = (ci > 0 && seat_edge(s.clauses.get(ci - 1), false))
                    || s.clauses.get(ci + 1).is_some_and(
                        |c| matches!(c.toks.as_slice(), [Tok::Seat(n) | Tok::Num(n)] if *n != self.speaker),
                    );
                // "between the Seer and the Witch": a role after "and" continues a list of roles.
                // ("I'm the sheriff and the Seer" continues the speaker's own predicate.)
                let after_and = ci > 0
                    && s.clauses.get(ci - 1).is_some_and(|c| {
                        c.end == Boundary::And && !c.toks.windows(2).any(|w| matches!(w, [Tok::I, Tok::Be]))
                    });
                // "十人局，两个预言家，一个女巫": in Chinese a counted role alone is a count.
                let counted = article
                    && self.opts.copula_optional
                    && s.clauses.iter().enumerate().any(|(cj, c)| {
                        cj != ci
                            && c.toks.iter().position(|x| matches!(x, Tok::Role(_))).is_some_and(|r| {
                                r > 0 && c.toks.iter().take(r).all(|x| matches!(x, Tok::Other | Tok::Det))
                            })
                    });
                if counted || (article && rest.is_empty() && (beside_seat || after_and)) {
                    return false;
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
                // "Seer, you should…", and after a comma "Guard, if you're out there, cover 4": the
                // next clause addresses the role (a second person before any first person).
                let vocative = s.clauses.get(ci + 1).is_some_and(|c| {
                    let second = c.toks.iter().position(|x| matches!(x, Tok::You | Tok::YourPoss));
                    let first = c.toks.iter().position(|x| matches!(x, Tok::I | Tok::My));
                    second == Some(0)
                        || (cx.end == Boundary::Comma && second.is_some_and(|y| first.is_none_or(|i| y < i)))
                        // "Guard, protect 4 tonight": an order opens the next clause (the lexer reads a
                        // base-form potion or guard verb opening a clause as one).
                        || (cx.end == Boundary::Comma
                            && matches!(c.toks.as_slice(), [Tok::Future, v, ..] if is_action(*v)))
                });
                !several_alone && !vocative
            }
            _ => false,
        }
    }

    /// "The seer is me", "预言家是我", "预言家肯定是我", "双药都还在我手上".
    pub(super) fn role_is_me(&self, t: &[Tok], k: usize) -> bool {
        let rest = t.get(k + 1..).unwrap_or_default();
        let adverbs = rest.iter().take_while(|x| **x == Tok::Other).count().min(2);
        matches!(rest.get(adverbs..), Some([Tok::Be, Tok::I | Tok::SelfRef]))
    }

    // ----- actions: checks, potions, protection ------------------------------------------------
}

#[cfg(test)]
mod tests {
    use super::super::found;
    use crate::model::{ClaimType, Role};

    #[test]
    fn c6_role_claims_are_the_speakers_own() {
        let seer = vec![(ClaimType::RoleClaim, Some(Role::Seer), None, None)];
        assert_eq!(found("I am the Seer."), seer);
        assert_eq!(found("我是预言家。"), seer);
        assert_eq!(found("我跳预言家"), seer);
        // C6.1: denied, supposed, asked or reported of others: nothing.
        for text in
            ["I am not the Seer.", "if I were the seer I would check 5", "Are you the witch?", "Seat 3 claims Seer."]
        {
            assert_eq!(found(text), vec![], "{text}");
        }
    }
}
