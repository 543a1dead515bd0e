//! Alignment statements: "Seat 4 is good", "5号是狼", with the predicate reader they share.
//!
//! One family of the clause grammar's rules (C6); `Reader::clause` (in `grammar/mod.rs`) runs the families in a
//! fixed order on every clause.

use super::*;

impl Reader {
    pub(super) fn alignments(&mut self, cx: &ClauseCx<'_>, si: usize, ci: usize, st: &mut SentenceState) {
        let t = cx.t;
        let mut i = 0;
        let mut any_subject = false;
        while i < t.len() {
            let Some(tok) = at(t, i) else { break };
            let vocative = tok == Tok::You && st.vocative.is_some();
            if !matches!(tok, Tok::Seat(_) | Tok::Num(_) | Tok::Third) && !vocative {
                i += 1;
                continue;
            }
            let prev = if i == 0 { None } else { at(t, i - 1) };
            // Only a subject: not an object, not a possessor.
            // "I can tell you (that) seat 9 is a werewolf".
            let told = matches!(prev, Some(Tok::You | Tok::Third)) && i >= 2 && at(t, i - 2) == Some(Tok::Report);
            // After a verb of saying, the frames decide: someone else's report is blocked, the
            // speaker's own ("I said seat 5 is a wolf") stands.
            // "拼命踩刀口的7号就是狼", "跟他对跳的1号是狼": in Chinese a relative clause ending in 的
            // may stand before the subject.
            let relative = self.opts.copula_optional
                && prev == Some(Tok::Poss)
                && i >= 2
                && !matches!(at(t, i - 2), Some(Tok::I | Tok::My | Tok::Seat(_)));
            // ("我是猎人九号百分百是狼", "女巫4号是狼": after a role noun, in run-on or appositive
            // Chinese.)
            let after_role = self.opts.copula_optional && matches!(prev, Some(Tok::Role(_)));
            let subject_slot = told
                || relative
                || after_role
                || matches!(
                    prev,
                    None | Some(Tok::Assert | Tok::Trust | Tok::Report | Tok::Other | Tok::I | Tok::We | Tok::And)
                );
            let is_pronoun = matches!(tok, Tok::Third | Tok::You);
            if !subject_slot
                || (is_pronoun && !matches!(prev, None | Some(Tok::Assert | Tok::Trust)))
                || matches!(tok, Tok::Num(_))
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
                        // "5 is lying and he's a wolf": the seat that opened the clause before.
                        let lead = st.lead_seat.filter(|_| i == 0);
                        if let Some(n) = self.resolve_pronoun(si).or(lead) {
                            seats.push(n);
                        }
                    }
                    Tok::You if end == i => seats.extend(st.vocative),
                    Tok::And if matches!(at(t, end + 1), Some(Tok::Seat(_))) => {}
                    _ => break,
                }
                end += 1;
            }
            any_subject = true;
            // A negation, hedge, condition or question far back in a run-on clause ("…开不了枪气死了
            // 五号铁狼") does not reach the seat; a verb of claiming or acting anywhere before does.
            let near = |j: usize| j + 5 >= i;
            // ("我不藏了我是猎人九号是狼": a new "I am" between closes the earlier predicate.)
            let scope = (i.saturating_sub(WINDOW)..i)
                .rev()
                .find(|&j| matches!(at(t, j), Some(Tok::I | Tok::We)) && at(t, j + 1) == Some(Tok::Be))
                .unwrap_or(i.saturating_sub(WINDOW));
            let clean_prefix = !(scope..i).any(|j| {
                let far_ok = !near(j) && !relative && matches!(at(t, j), Some(Tok::Neg | Tok::Hedge));
                // The verbs of the relative clause describe the seat ("对跳的1号").
                let relative_verb =
                    relative && !matches!(at(t, j), Some(Tok::Neg | Tok::Hedge | Tok::Hypo | Tok::Question));
                !far_ok && !relative_verb && {
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
                }
            });
            // A seat after someone's claim ("11 jumping seer means 11 is fake") is no topic of the
            // speaker's; the verdict after it is the claimant's ("…, wolf").
            if matches!(at(t, end), Some(Tok::Be)) && clean_prefix {
                st.topic.clone_from(&seats);
            }
            // A parenthetical opinion between subject and predicate: "13号在我看来不是好人",
            // "12号我认为是好人", "seat 11, I think, is a wolf".
            let mut pred_at = end;
            // "4号你个狼人", "seat 4, you are a wolf": the seat addressed, then its predicate.
            let addressed = at(t, pred_at) == Some(Tok::You) && !seats.is_empty();
            if addressed {
                pred_at += 1;
            }
            if at(t, pred_at) == Some(Tok::Prep) && matches!(at(t, pred_at + 1), Some(Tok::I | Tok::We)) {
                pred_at += 1;
            }
            if matches!(at(t, pred_at), Some(Tok::I | Tok::We)) && at(t, pred_at + 1) == Some(Tok::Assert) {
                pred_at += 2;
            } else if !addressed {
                pred_at = end;
            }
            if let Some((a, vi)) = self.predicate(t, pred_at, !self.opts.copula_optional) {
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
        // "…，在我这就是狼": a view marker in front keeps the verdict bare.
        let viewed = matches!(t, [Tok::I, Tok::Assert, _, ..]);
        match t.iter().find(|x| !matches!(x, Tok::Other)) {
            Some(Tok::I | Tok::My | Tok::We | Tok::Third | Tok::You | Tok::ThirdPoss | Tok::YourPoss) if !viewed => {
                st.topic.clear()
            }
            // "10号在狼坑里跑不掉的，铁狼", "4号警徽流留得稀烂，典型悍跳狼": a clause that is only a
            // verdict, after a clause that opened with a seat, is about that seat.
            _ if st.topic.is_empty() && st.lead_seat.is_some() => {
                let bare = match t {
                    [Tok::I, Tok::Assert, rest @ ..] => rest,
                    _ => t,
                };
                if let (Some(n), Some(a)) = (st.lead_seat, Self::bare_verdict(bare)) {
                    if cx.hedge_at.is_none() && !cx.blocked(0) {
                        self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(a), Gate::None);
                    }
                }
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

    /// Trust and vouching: "I trust 4", "I'd vouch for 9", 我保5号, "2号我保" — the speaker's firm
    /// opinion that the seat is good. A modal does not weaken it ("I'd vouch for"); a negation
    /// ("I don't trust 6", 我不信6号) leaves nothing, since distrust is no verdict; a hedge, a plan for
    /// later, a question or someone else's report leave nothing. "I trust 4 is good" is left to the
    /// predicate reader.
    pub(super) fn trusts(&mut self, cx: &ClauseCx<'_>, si: usize, ci: usize) {
        let t = cx.t;
        for k in 0..t.len() {
            if at(t, k) != Some(Tok::Trust) {
                continue;
            }
            if cx.frozen || k > cx.reported_from || k > cx.denied_from || cx.hedge_at.is_some() || cx.later {
                continue;
            }
            let (agent, subject) = self.agent_of(cx, k);
            if agent != Agent::Speaker || Self::negated(cx, subject, k) || (subject.is_none() && cx.prev_unasserted) {
                continue;
            }
            let mut j = k + 1;
            while matches!(at(t, j), Some(Tok::Prep | Tok::Det)) && j < k + 3 {
                j += 1;
            }
            let mut seats = self.seat_list(t, j, si);
            let mut end = j;
            while matches!(at(t, end), Some(Tok::Seat(_) | Tok::Num(_) | Tok::Third | Tok::And)) {
                end += 1;
            }
            if seats.is_empty() {
                // "2号我保", "7号我信": the seat fronted before the speaker, the verb closing the clause.
                // "1号6号我信": several seats fronted.
                let lead = t.iter().take_while(|x| matches!(x, Tok::Seat(_) | Tok::Num(_))).count().max(1);
                let fronted = subject.is_some_and(|s| s > 0 && (lead..s).all(|i| at(t, i) == Some(Tok::Other)));
                // "8 i trust completely": an adverb may close the clause.
                let closes = t.get(k + 1..).unwrap_or_default().iter().all(|x| *x == Tok::Other);
                if fronted && closes {
                    seats = t
                        .iter()
                        .take(lead)
                        .filter_map(|x| match x {
                            Tok::Seat(n) | Tok::Num(n) => Some(*n),
                            _ => None,
                        })
                        .collect();
                }
            } else if !matches!(at(t, end), None | Some(Tok::Other | Tok::Prep | Tok::Det)) {
                // "I trust 4's read", "我信5号是好人", "我相信7号给3号发的金水": the seat starts a
                // phrase of its own, not (only) a verdict on the seat.
                continue;
            }
            for n in seats {
                self.emit(ClaimType::AlignmentStatement, None, Some(n), Some(Alignment::Good), Gate::None);
                self.statements.push((si, ci, n, Alignment::Good));
            }
        }
    }

    /// The predicate after a subject at `from`: copula, optional negation, a verdict; "is a fake
    /// seer and a wolf" joins a noun phrase and a verdict. Returns the verdict and its index.
    pub(super) fn predicate(&self, t: &[Tok], from: usize, require_be: bool) -> Option<(Alignment, usize)> {
        let mut flip = false;
        let mut saw_be = false;
        let mut i = from;
        while i < from + WINDOW {
            match at(t, i)? {
                Tok::Be => saw_be = true,
                Tok::Det => {}
                // "2 and 8 are the two wolves": a count after the article; "10 is the other wolf":
                // an adjective between the article and the verdict.
                Tok::Num(_) if saw_be && at(t, i - 1) == Some(Tok::Det) => {}
                Tok::Other
                    if saw_be && at(t, i - 1) == Some(Tok::Det) && matches!(at(t, i + 1), Some(Tok::Verdict(_))) => {}
                Tok::Neg => flip = !flip,
                // "I consider seat 4 to be good", "11 has been a wolf".
                Tok::Prep | Tok::Aux if !saw_be && at(t, i + 1) == Some(Tok::Be) => {}
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
                // "6号跳女巫是狼": the subject's own claim described before the copula.
                Tok::Claim | Tok::Counter if !saw_be && matches!(at(t, i + 1), Some(Tok::Role(_))) => i += 1,
                // "9号是白狼王", "seat 9 is the white wolf king": the King is a werewolf.
                Tok::Role(Role::WhiteWolfKing) if saw_be || !require_be => {
                    let a = if flip { Alignment::Good } else { Alignment::Wolf };
                    return Some((a, i));
                }
                // "6 is on the good team", "5号在狼队": a side named after a preposition.
                Tok::Prep if saw_be && matches!(at(t, i + 1), Some(Tok::Det | Tok::Verdict(_))) => {}
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

#[cfg(test)]
mod tests {
    use super::super::found;
    use crate::model::{Alignment, ClaimType};

    #[test]
    fn c6_alignment_statements_about_a_seat() {
        let st = |t: u8, a: Alignment| vec![(ClaimType::AlignmentStatement, None, Some(t), Some(a))];
        assert_eq!(found("Seat 4 is good."), st(4, Alignment::Good));
        assert_eq!(found("I think seat 6 is a wolf."), st(6, Alignment::Wolf));
        assert_eq!(found("5号是狼。"), st(5, Alignment::Wolf));
    }
}
