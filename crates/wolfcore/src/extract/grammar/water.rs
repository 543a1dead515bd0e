//! Table talk for checked and saved players: 金水 (a good check), 银水 (the witch's saved player), 查杀 lists.
//!
//! One family of the clause grammar's rules (C6); `Reader::clause` (in `grammar/mod.rs`) runs the families in a
//! fixed order on every clause.

use super::*;

impl Reader {
    pub(super) fn water_terms(&mut self, cx: &ClauseCx<'_>, si: usize, ci: usize, used: &mut [bool]) {
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
            let owned_flag = owned;
            let mut targets = self.seats_after(t, i, si);
            if targets.is_empty() {
                targets = self.seats_before(t, i, si);
            }
            // "Badge goes to 8, my gold water.", "警徽给8号，我的金水": the speaker's term in
            // apposition to the seat that closed the clause before.
            if targets.is_empty()
                && owned
                && t.len() <= 4
                && t.iter().all(|x| matches!(x, Tok::My | Tok::Det | Tok::Other) || *x == tok)
            {
                if let Some((msi, n)) = self.mentions.last() {
                    if *msi == si && ci > 0 {
                        targets = vec![*n];
                    }
                }
            }
            // "My silver water: 8.", "Silver water, 4.": the term ends its clause, the seat follows.
            let term_last = t.get(i + 1..).unwrap_or_default().iter().all(|x| *x == Tok::Other);
            if targets.is_empty() && term_last && matches!(cx.end, Boundary::Comma | Boundary::Colon) {
                let gate = if owned_flag { Gate::None } else { gate };
                self.apposition = Some((claim_type, alignment, gate, si, ci));
                continue;
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
    pub(super) fn water_owner(&self, cx: &ClauseCx<'_>, i: usize) -> Option<bool> {
        let t = cx.t;
        let mut p = i;
        while p > 0 && matches!(at(t, p - 1), Some(Tok::Det)) {
            p -= 1;
        }
        let prev = if p == 0 { None } else { at(t, p - 1) };
        match prev {
            // "我银水6号", "我查杀7号": the speaker's own term, used as a verb.
            // "7 gave me a 查杀": the speaker received it.
            Some(Tok::I) if p >= 2 && at(t, p - 2) == Some(Tok::Give) => return None,
            Some(Tok::My | Tok::I) => return Some(true),
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
        // "The Seer claim on seat 2 gave 5 a gold water": a subject the grammar does not read as
        // one still is not the speaker.
        let opener = t.iter().position(|x| !matches!(x, Tok::Det | Tok::Other));
        let other_noun_before = |j: usize| {
            opener.is_some_and(|o| {
                o < j
                    && matches!(at(t, o), Some(Tok::Seat(_) | Tok::Role(_) | Tok::Third | Tok::You | Tok::ThirdPoss))
                    && (o + 1..j).any(|x| at(t, x).is_some_and(|v| is_verb(v) || v == Tok::Report))
            }) && !(0..j).any(|x| matches!(at(t, x), Some(Tok::I | Tok::My)))
        };
        if let Some(g) = (i.saturating_sub(WINDOW)..i).rev().find(|&j| at(t, j) == Some(Tok::Give)) {
            let (agent, subject) = self.agent_of(cx, g);
            if subject.is_none() && other_noun_before(g) {
                return None;
            }
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
        // "seat 4 went straight to claiming Seer with a gold water on seat 10": a clause opened by
        // another seat is about that seat's words.
        if matches!(t.first(), Some(Tok::Seat(n)) if *n != self.speaker) && other_noun_before(i) {
            return None;
        }
        // Anyone else as the subject of the clause makes it theirs.
        match self.agent_of(cx, i) {
            (Agent::Other | Agent::Group, Some(_)) => None,
            (Agent::Other, None) => None,
            _ => Some(false),
        }
    }

    /// Seats right after position `i`: "金水是5号", "gold water on seat 5", "金水5号、7号".
    pub(super) fn seats_after(&self, t: &[Tok], i: usize, si: usize) -> Vec<u8> {
        let mut j = i + 1;
        // "我查杀的是4号": the term as a verb in a relative clause, its seat after the copula.
        if at(t, j) == Some(Tok::Poss) && at(t, j + 1) == Some(Tok::Be) {
            j += 1;
        }
        while matches!(at(t, j), Some(Tok::Be | Tok::Prep | Tok::Give | Tok::Det)) && j < i + 4 {
            j += 1;
        }
        self.seat_list(t, j, si)
    }

    /// Seats before position `i`: "5号是我的金水", "给5号发金水", "5号7号都是我的金水".
    pub(super) fn seats_before(&self, t: &[Tok], i: usize, si: usize) -> Vec<u8> {
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
    pub(super) fn seat_list(&self, t: &[Tok], mut j: usize, si: usize) -> Vec<u8> {
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
}

#[cfg(test)]
mod tests {
    use super::super::found;
    use crate::model::{Alignment, ClaimType};

    #[test]
    fn c6_gold_water_is_a_good_check() {
        assert_eq!(found("3号是我的金水。"), vec![(ClaimType::SeerCheck, None, Some(3), Some(Alignment::Good))]);
    }
}
