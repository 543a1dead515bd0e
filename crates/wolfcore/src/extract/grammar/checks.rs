//! Night actions: seer checks, witch saves and poisons, guard protects — "I checked Seat 5: wolf", 查杀5号, 昨晚守了3号, and check lists ("My checks: 3 good, 5 wolf").
//!
//! One family of the clause grammar's rules (C6); `Reader::clause` (in `grammar/mod.rs`) runs the families in a
//! fixed order on every clause.

use super::*;

impl Reader {
    pub(super) fn actions(
        &mut self,
        cx: &ClauseCx<'_>,
        si: usize,
        ci: usize,
        st: &mut SentenceState,
        used: &mut [bool],
    ) {
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
            // "9 got poisoned by me", "seat 4 was saved by me": the passive's agent is the speaker.
            if matches!(tok, Tok::Save | Tok::Poison | Tok::Protect)
                && at(t, k + 1) == Some(Tok::By)
                && at(t, k + 2) == Some(Tok::I)
                && !(0..k).any(|i| at(t, i) == Some(Tok::Neg))
            {
                if let (Some(Tok::Seat(n) | Tok::Num(n)), true) =
                    (at(t, 0), (1..k).all(|i| matches!(at(t, i), Some(Tok::Be | Tok::Other | Tok::Aux))))
                {
                    let claim_type = match tok {
                        Tok::Save => ClaimType::WitchSave,
                        Tok::Poison => ClaimType::WitchPoison,
                        _ => ClaimType::GuardProtect,
                    };
                    self.emit(claim_type, None, Some(n), None, Gate::None);
                }
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
                None => (self.fronted_target(t, subject).or_else(|| self.ba_object(t, k)), None),
            };
            // "7号被刀我救了", "4 got knifed and I pulled them back": a save naming no seat saved
            // the seat the night kill was named on, in this sentence or the one before.
            let target = match (target, tok) {
                (None, Tok::Save) if t.get(k + 1..).unwrap_or_default().iter().all(|x| *x == Tok::Poss) => {
                    self.knifed.filter(|(ksi, _)| ksi + 1 >= si && *ksi <= si).map(|(_, n)| n)
                }
                _ => target,
            };
            match tok {
                Tok::Check => {
                    let Some(target) = target else {
                        // "My checks:" / "我的验人：" opens a list of checks.
                        if cx.end == Boundary::Colon {
                            st.check_list = true;
                        } else if cx.end == Boundary::Comma && matches!(t.first(), Some(Tok::My)) && k + 1 == t.len() {
                            // "My third check, last night, was seat 6, and 6 is a werewolf".
                            self.check_heading = Some(si);
                        } else if t.get(k + 1..).unwrap_or_default().iter().all(|x| *x == Tok::Poss)
                            && !t.get(..k).unwrap_or_default().contains(&Tok::Neg)
                            // ("that's from the sheriff's checks": someone's checks, a noun.)
                            && !(k > 0 && matches!(at(t, k - 1), Some(Tok::Poss | Tok::ThirdPoss | Tok::YourPoss | Tok::Det)))
                        {
                            // (Not "不是我验的": a denial.)
                            // "5号查杀，我验的": the check verb alone owns the check just named;
                            // "9号狼人，我查的": it makes the verdict just stated a check.
                            self.seer_voice = true;
                            let before: Vec<(u8, Alignment)> = self
                                .statements
                                .iter()
                                .filter(|(s, c, _, _)| *s == si && *c + 1 == ci)
                                .map(|(_, _, n, a)| (*n, *a))
                                .collect();
                            if let [(n, a)] = before.as_slice() {
                                self.emit(ClaimType::SeerCheck, None, Some(*n), Some(*a), Gate::None);
                            }
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
                        self.pending =
                            Some(Pending { target, sentence: si, clause: ci, gate: Gate::None, headed: false });
                        self.unresolved_checks.push(target);
                    }
                }
                Tok::Save | Tok::Poison | Tok::Protect => {
                    let claim_type = match tok {
                        Tok::Save => ClaimType::WitchSave,
                        Tok::Poison => ClaimType::WitchPoison,
                        _ => ClaimType::GuardProtect,
                    };
                    if let Some(target) = target {
                        // "我守了11号和4号": a list of targets.
                        let listed = target_at.map(|i| self.seat_list(t, i, si)).unwrap_or_default();
                        let targets = if listed.len() > 1 { listed } else { vec![target] };
                        for n in targets {
                            self.emit(claim_type, None, Some(n), None, Gate::None);
                        }
                        self.last_action = Some((claim_type, si, ci));
                    } else if matches!(t, [Tok::My, .., _])
                        && matches!(cx.end, Boundary::Comma | Boundary::Colon)
                        && k + 1 == t.len()
                    {
                        // "My protects, in order: seat 1, seat 5": a heading of the speaker's actions.
                        self.action_list = Some((claim_type, si));
                    } else if cx.end == Boundary::Comma
                        && matches!(t.get(k + 1..), Some([Tok::Role(_)] | [Tok::Det, Tok::Role(_)]))
                    {
                        // "Protected the seer, seat 4, last night": the seat follows as an apposition.
                        self.apposition = Some((claim_type, None, Gate::None, si, ci));
                    }
                }
                _ => {}
            }
        }
    }

    /// The object of the verb at `k`: "checked *seat 5*", "守的是*2号*", "used my poison on *seat 11*".
    pub(super) fn target_after(&self, t: &[Tok], k: usize, si: usize) -> Option<(u8, usize)> {
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
                // "解药给了被刀的5号": a short relative clause before the target.
                Tok::By if matches!(at(t, i + 1), Some(Tok::Other | Tok::Knife)) && at(t, i + 2) == Some(Tok::Poss) => {
                    i += 3
                }
                // "守的预言家6号", "守了警长1号": a title in front of the seat.
                Tok::Role(_) | Tok::Other if i > k + 1 && matches!(at(t, i + 1), Some(Tok::Seat(_))) => i += 1,
                tok @ (Tok::Seat(_) | Tok::Num(_) | Tok::Third | Tok::SelfRef | Tok::You) => {
                    return self.seat_value(Some(tok), si).map(|n| (n, i))
                }
                _ => return None,
            }
        }
        None
    }

    /// A seat in front of the subject: "5号我验过", "4号是我救的", "我把9号毒了".
    pub(super) fn fronted_target(&self, t: &[Tok], subject: Option<usize>) -> Option<u8> {
        let s = subject?;
        if s > 0 {
            // Topic before the subject; "昨晚出局的12号是我毒的": a relative clause ending in 的 may
            // stand before the topic.
            let topic = match t.iter().position(|x| !matches!(x, Tok::Other)) {
                Some(p) if p > 0 && at(t, p) == Some(Tok::Poss) => p + 1,
                _ => 0,
            };
            if let (Some(Tok::Seat(n)), true) =
                (at(t, topic), (topic + 1..s).all(|i| matches!(at(t, i), Some(Tok::Be | Tok::By))))
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

    /// A 把/对-object right before the verb of a clause that continues the speaker's sentence
    /// ("我女巫，昨晚把7号毒了", "把3号救了", "对5号用了解药"): Chinese only.
    fn ba_object(&self, t: &[Tok], k: usize) -> Option<u8> {
        if !self.opts.copula_optional || k < 2 {
            return None;
        }
        match (at(t, k - 2), at(t, k - 1)) {
            (Some(Tok::Prep), Some(Tok::Seat(n))) => Some(n),
            // "对5号用了解药": a verb of using between.
            (Some(Tok::Seat(n)), Some(Tok::Other)) if k >= 3 && at(t, k - 3) == Some(Tok::Prep) => Some(n),
            _ => None,
        }
    }

    /// A verdict after a check's target in the same clause: "验了3号是好人", "checked seat 9: wolf".
    pub(super) fn verdict_in(t: &[Tok], from: usize, target: u8) -> Option<(Alignment, usize)> {
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
    pub(super) fn carrier_verdict(&self, t: &[Tok], target: u8) -> Option<Alignment> {
        let mut flip = false;
        for (i, tok) in t.iter().enumerate().take(10) {
            match *tok {
                Tok::Third
                | Tok::Rel
                | Tok::Other
                | Tok::Result
                | Tok::Be
                | Tok::As
                | Tok::Det
                | Tok::My
                | Tok::Poss
                | Tok::Prep => {}
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
    pub(super) fn statement_on(&self, target: u8, si: usize, ci: usize) -> Option<Alignment> {
        self.statements
            .iter()
            .rev()
            .find(|(s, c, t, _)| *t == target && ((*s == si && *c + 1 == ci) || *s + 1 == si))
            .map(|(_, _, _, a)| *a)
    }

    /// A clause that is nothing but a verdict: "good", "wolf", "金水".
    pub(super) fn bare_verdict(t: &[Tok]) -> Option<Alignment> {
        match t.iter().filter(|x| !matches!(x, Tok::Det | Tok::Be)).collect::<Vec<_>>().as_slice() {
            [v] => verdict_of(**v).filter(|_| !matches!(v, Tok::Role(_) | Tok::BoldFake)),
            _ => None,
        }
    }

    /// One entry of a check list: "seat 2 good", "6号查杀", "seat 6: wolf".
    pub(super) fn list_entry(&self, t: &[Tok]) -> Option<(u8, Alignment)> {
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
}

#[cfg(test)]
mod tests {
    use super::super::found;
    use crate::model::{Alignment, ClaimType};

    #[test]
    fn c6_night_actions_name_their_target() {
        assert_eq!(
            found("I checked Seat 5 and they are a werewolf."),
            vec![(ClaimType::SeerCheck, None, Some(5), Some(Alignment::Wolf))]
        );
        assert_eq!(found("昨晚查验了5号，查杀。"), vec![(ClaimType::SeerCheck, None, Some(5), Some(Alignment::Wolf))]);
        assert_eq!(found("I saved Seat 3 last night."), vec![(ClaimType::WitchSave, None, Some(3), None)]);
        assert_eq!(found("I poisoned Seat 7."), vec![(ClaimType::WitchPoison, None, Some(7), None)]);
        assert_eq!(found("我昨晚守了3号。"), vec![(ClaimType::GuardProtect, None, Some(3), None)]);
    }
}
