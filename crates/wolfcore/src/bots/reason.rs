//! Suspicion from what a seat knows: the public-claims ledger above all, then public ballots
//! and (for the private perspective) the seat's own secrets.
//!
//! Scores are wolf evidence on a rough log-odds-like scale: 0 is "no idea", ±100 is certainty.
//! The arithmetic is plain IEEE `f64` addition and multiplication, which gives the same bits
//! on every platform (native and wasm32), so decisions stay deterministic per seed.

use crate::model::{Alignment, ClaimStatus, ClaimType, Reason, Role, Seat};

use super::knowledge::Knowledge;

/// Certainty.
pub(crate) const CERTAIN: f64 = 100.0;
/// A liar (claimed a role its holder is known to have, or was disproved): good bots never lie.
const LIAR: f64 = 12.0;
/// A seer claimant with no credibility at all.
const FAKE_SEER: f64 = 6.0;
/// A wolf check by a fully credible Seer.
const WOLF_CHECK: f64 = 8.0;
/// A gold water by a fully credible Seer.
const GOOD_CHECK: f64 = 4.0;
/// A gold water by a fake Seer: fake Seers like to clear fellow wolves.
const FAKE_GOLD: f64 = 1.5;
/// A Seer claimant who is probably real is probably good.
const REAL_SEER: f64 = 2.0;
/// Calling a probably-real Seer a wolf is what wolves do.
const ACCUSE_SEER: f64 = 1.5;
/// A ballot for a certain wolf (or a certainly good player) moves the voter this much.
const BALLOT: f64 = 0.6;
/// In a Seer war, taking a side against a claimant is cheap talk: it counts this much.
const SIDE_TAKING: f64 = 0.3;
/// One accusation by a fully trusted speaker.
const ACCUSE: f64 = 0.6;
/// Calling someone a wolf with no claim-based evidence against them.
const BASELESS: f64 = 0.3;
/// One vouch by a fully trusted speaker.
const VOUCH: f64 = 0.4;
/// Two claimants of one unique god role: one of them lies.
const GOD_CONTESTED: f64 = 2.5;
/// A lone, uncontested god claim.
const GOD_UNCONTESTED: f64 = -1.0;
/// Weight of "the real Seer is not among the claimants" (hidden or dead unrevealed).
const SEER_ABSENT: f64 = 0.3;

/// Which facts the assessment may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Perspective {
    /// Everything this seat knows (its role, private results, the wolf team).
    Private,
    /// Only what every seat knows: what the village as a whole can conclude. Wolves use it to
    /// predict the village, and it is the same for every wolf, so the pack agrees without talking.
    Public,
}

// The assessment's types live in `knowledge.rs`, which caches one per perspective (a module
// below this one: no import cycle, issue 17).
pub(crate) use super::knowledge::{Assessment, SeerClaimant};

/// What the assessing seat knows of `seat`'s role under `p`.
fn known(k: &Knowledge<'_>, p: Perspective, seat: Seat) -> Option<Role> {
    let table = match p {
        Perspective::Private => &k.known_role,
        Perspective::Public => &k.public_role,
    };
    let mut role = table.get(usize::from(seat)).copied().flatten();
    if role.is_none() && p == Perspective::Private && k.role == Role::Seer {
        // A Seer knows the alignment of its checks; a checked wolf is a Werewolf for sure.
        if k.my_checks.iter().any(|(t, a)| *t == seat && *a == Alignment::Wolf) {
            role = Some(Role::Werewolf);
        }
    }
    role
}

/// The side everybody knows `seat` is on without its role (R8.4: a Knight's duel).
fn public_side(k: &Knowledge<'_>, seat: Seat) -> Option<Alignment> {
    k.public_side.get(usize::from(seat)).copied().flatten()
}

/// Whether the assessing seat knows `seat` is a wolf under `p` (its role, or a duel's verdict).
fn known_wolf(k: &Knowledge<'_>, p: Perspective, seat: Seat) -> bool {
    known(k, p, seat).map_or(public_side(k, seat) == Some(Alignment::Wolf), Role::is_wolf)
}

/// Whether the assessing seat knows `seat` is good under `p`.
fn known_good(k: &Knowledge<'_>, p: Perspective, seat: Seat) -> bool {
    if let Some(r) = known(k, p, seat) {
        return !r.is_wolf();
    }
    public_side(k, seat) == Some(Alignment::Good)
        || p == Perspective::Private
            && k.role == Role::Seer
            && k.my_checks.iter().any(|(t, a)| *t == seat && *a == Alignment::Good)
}

/// Whether the assessing seat is itself good and may use that (private perspective).
fn i_am_good(k: &Knowledge<'_>, p: Perspective) -> bool {
    p == Perspective::Private && !k.role.is_wolf()
}

/// An [`Assessment`] computed once per decision and shared by every use of it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shared<'k>(&'k Assessment);

impl std::ops::Deref for Shared<'_> {
    type Target = Assessment;
    fn deref(&self) -> &Assessment {
        self.0
    }
}

/// Scores every seat from perspective `p` (computed once per decision, then shared).
pub(crate) fn assess<'k>(k: &'k Knowledge<'_>, p: Perspective) -> Shared<'k> {
    let slot = match p {
        Perspective::Private => &k.assessed[0],
        Perspective::Public => &k.assessed[1],
    };
    Shared(slot.get_or_init(|| score(k, p)))
}

fn score(k: &Knowledge<'_>, p: Perspective) -> Assessment {
    let mut a = Assessment { score: vec![0.0; k.n], seers: seer_claimants(k, p) };

    // Known roles and the Seer's own checks.
    for i in 0..k.n {
        let Ok(seat) = Seat::try_from(i) else { continue };
        if let Some(r) = known(k, p, seat) {
            a.add(seat, if r.is_wolf() { CERTAIN } else { -CERTAIN });
        } else if known_good(k, p, seat) {
            a.add(seat, -CERTAIN);
        } else if known_wolf(k, p, seat) {
            a.add(seat, CERTAIN);
        }
    }

    // Seer claimants and their checks.
    let seers = a.seers.clone();
    for c in &seers {
        a.add(c.seat, (1.0 - c.cred) * FAKE_SEER - c.cred * REAL_SEER);
        for (t, al) in &c.checks {
            if seers.iter().any(|s| s.seat == *t) {
                // One claimant "checking" another is the Seer war itself, which the split of
                // credibility already weighs; counting the check again would reward whoever
                // fires first.
                continue;
            }
            match al {
                Alignment::Wolf => a.add(*t, c.cred * WOLF_CHECK),
                Alignment::Good => a.add(*t, (1.0 - c.cred) * FAKE_GOLD - c.cred * GOOD_CHECK),
            }
        }
    }
    let seer_war = seers.len() >= 2;
    // Evidence from claims alone, before anyone's accusations: an accusation with nothing
    // behind it is cheap talk (and a pushing wolf's favourite tool).
    let grounded = a.score.clone();

    // Other unique god roles (C3.2 counterclaims), Villager over-claims, lies.
    for role in [Role::Witch, Role::Guard, Role::Hunter] {
        let claimants = k.claimants(role, None);
        if claimants.is_empty() {
            continue;
        }
        let holder = (0..k.n).filter_map(|i| Seat::try_from(i).ok()).find(|s| known(k, p, *s) == Some(role));
        for c in &claimants {
            let delta = match holder {
                Some(h) if h == *c => 0.0,
                Some(_) => LIAR,
                None if k.view.board.count(role) == 0 => LIAR,
                None if claimants.len() >= 2 => GOD_CONTESTED,
                None => GOD_UNCONTESTED,
            };
            a.add(*c, delta);
        }
    }
    let villagers = k.claimants(Role::Villager, None);
    if villagers.len() > usize::from(k.view.board.count(Role::Villager)) {
        for v in &villagers {
            a.add(*v, 1.0);
        }
    }
    for i in 0..k.n {
        let Ok(seat) = Seat::try_from(i) else { continue };
        if k.claims_by(seat)
            .any(|c| c.status == ClaimStatus::Disproved && c.claim_type != ClaimType::AlignmentStatement)
        {
            a.add(seat, LIAR);
        }
        if k.claims_by(seat).any(|c| c.reasons.contains(&Reason::SelfContradiction)) {
            a.add(seat, 3.0);
        }
    }

    // Accusations and vouches, weighted by how far the speaker is trusted (from the scores
    // so far, so the order of speeches does not matter). A likely wolf's accusation counts
    // the other way: wolves accuse good players.
    let base = a.score.clone();
    let trust = |s: Seat| -> f64 {
        let v = base.get(usize::from(s)).copied().unwrap_or(0.0);
        (1.0 - v.max(0.0) / 4.0).clamp(-0.75, 1.0)
    };
    for c in k.claims() {
        if c.claim_type != ClaimType::AlignmentStatement {
            continue;
        }
        let (Some(t), Some(al)) = (c.target_seat, c.alignment) else { continue };
        if t == c.speaker_seat {
            continue;
        }
        let target_cred = seers.iter().find(|s| s.seat == t).map(|s| s.cred);
        match al {
            Alignment::Wolf => {
                let mut weight = if seer_war && target_cred.is_some() { SIDE_TAKING } else { 1.0 };
                if grounded.get(usize::from(t)).copied().unwrap_or(0.0) < 1.0 && target_cred.is_none() {
                    weight *= 0.5;
                    a.add(c.speaker_seat, BASELESS);
                }
                a.add(t, ACCUSE * weight * trust(c.speaker_seat));
                // Claimants accusing each other is the Seer war itself (no information).
                let speaker_claims_seer = seers.iter().any(|s| s.seat == c.speaker_seat);
                if let Some(cred) = target_cred.filter(|_| !speaker_claims_seer) {
                    a.add(c.speaker_seat, ACCUSE_SEER * cred);
                }
                if i_am_good(k, p) && t == k.me {
                    // Whoever calls me a wolf is wrong, and may be pushing on purpose.
                    a.add(c.speaker_seat, 1.5);
                }
            }
            Alignment::Good => a.add(t, -VOUCH * trust(c.speaker_seat)),
        }
        if i_am_good(k, p) && al == Alignment::Good && known_wolf(k, p, t) {
            a.add(c.speaker_seat, 2.0);
        }
    }
    // A fake wolf check on me (I know I am good): the checker is a fake Seer, already weighted
    // in its credibility; the accusation part is counted here too.
    if i_am_good(k, p) {
        for c in &seers {
            if c.checks.iter().any(|(t, al)| *t == k.me && *al == Alignment::Wolf) {
                a.add(c.seat, LIAR);
            }
        }
    }

    // Public ballots, judged with the scores from the claims: voting for a suspect is what
    // good players do, voting for a trusted player or a credible Seer is what wolves do; and a
    // likely wolf's ballot marks its target as probably good.
    let judged = a.score.clone();
    let at = |s: Seat| judged.get(usize::from(s)).copied().unwrap_or(0.0);
    for tally in &k.tallies {
        for (voter, target) in &tally.ballots {
            let mut d = -BALLOT * (at(*target) / 4.0).clamp(-1.5, 1.5);
            d += 1.2 * a.seer_cred(*target);
            if i_am_good(k, p) && *target == k.me {
                d += 1.0;
            }
            a.add(*voter, d);
            if at(*voter) >= 4.0 {
                a.add(*target, -0.4);
            }
        }
    }

    // The Witch's saves: the wolves' target is good (wolves do not bite their own here).
    if p == Perspective::Private && k.role == Role::Witch {
        for (_, s) in &k.saves {
            a.add(*s, -3.0);
        }
    }
    // Players killed at night are very likely good (nothing changes for voting: they are dead).
    for i in 0..k.n {
        let Ok(seat) = Seat::try_from(i) else { continue };
        if k.night_killed.get(i).copied().unwrap_or(false) && known(k, p, seat).is_none() {
            a.add(seat, -3.0);
        }
    }
    blur(k, p, &mut a);
    a
}

/// Difficulty (issue 19): a seeded blur of the seat's picture of the table, the same all day
/// for one seat (its speech and its vote read the same picture), different from game to game.
/// A good seat blurs its private picture; the pack blurs its shared public one (every wolf the
/// same, so the pack still agrees). Certain knowledge is not blurred.
fn blur(k: &Knowledge<'_>, p: Perspective, a: &mut Assessment) {
    let (noise, salt) = match p {
        Perspective::Private if !k.role.is_wolf() => (k.skill.village_noise, k.salt),
        Perspective::Public if k.role.is_wolf() => (k.skill.wolf_noise, k.pack_hash() ^ u64::from(k.day)),
        _ => return,
    };
    if noise <= 0.0 {
        return;
    }
    for (i, v) in a.score.iter_mut().enumerate() {
        if v.abs() >= CERTAIN / 2.0 {
            continue;
        }
        let h = super::knowledge::mix(salt ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let unit = (h >> 11) as f64 / 9_007_199_254_740_992.0 - 0.5;
        *v += noise * unit;
    }
}

/// Seer claimants with their credibility (how likely each is the real Seer).
fn seer_claimants(k: &Knowledge<'_>, p: Perspective) -> Vec<SeerClaimant> {
    let seats = k.claimants(Role::Seer, None);
    let mut out: Vec<SeerClaimant> = Vec::with_capacity(seats.len());
    let mut weights: Vec<(f64, Option<bool>)> = Vec::with_capacity(seats.len()); // (weight, certain?)
    for s in &seats {
        let checks = k.claimed_checks(*s);
        // C4.3: a disproved check disproves the Seer claim too; either way the claimant lied.
        let disproved =
            k.claims_by(*s).any(|c| c.status == ClaimStatus::Disproved && c.claimed_role() == Some(Role::Seer));
        let certain = match known(k, p, *s) {
            Some(Role::Seer) => Some(true),
            Some(_) => Some(false),
            None if disproved => Some(false),
            None if p == Perspective::Private && k.role == Role::Seer => Some(false),
            None => None,
        };
        let mut w = 1.0;
        for (t, al) in &checks {
            // A check that contradicts what this seat knows makes the claimant a liar.
            match (al, known_good(k, p, *t), known_wolf(k, p, *t)) {
                (Alignment::Wolf, true, _) | (Alignment::Good, _, true) => w = 0.0,
                _ => {}
            }
            if *al == Alignment::Wolf && k.night_killed.get(usize::from(*t)).copied().unwrap_or(false) {
                // Wolves do not kill their own: a "wolf" killed at night was probably good.
                w *= 0.35;
            }
            if i_am_good(k, p) && *t == k.me && *al == Alignment::Good {
                w *= 1.15;
            }
        }
        // C4.2: a check that public ground truth confirmed; fake checks never are.
        let corroborated = k
            .claims_by(*s)
            .filter(|c| c.claim_type == ClaimType::SeerCheck && c.status == ClaimStatus::Corroborated)
            .count();
        for _ in 0..corroborated.min(3) {
            w *= 3.0;
        }
        if k.night_killed.get(usize::from(*s)).copied().unwrap_or(false) {
            // The wolves go for the real Seer.
            w *= 2.5;
        }
        let certain = if w == 0.0 { Some(false) } else { certain };
        weights.push((w, certain));
        out.push(SeerClaimant { seat: *s, cred: 0.0, checks });
    }
    let has_seer = k.view.board.count(Role::Seer) > 0;
    if let Some(i) = weights.iter().position(|(_, c)| *c == Some(true)) {
        if let Some(c) = out.get_mut(i) {
            c.cred = 1.0;
        }
        return out;
    }
    let absent = if has_seer { SEER_ABSENT } else { 0.0 };
    let total: f64 = weights.iter().filter(|(_, c)| c.is_none()).map(|(w, _)| *w).sum::<f64>() + absent;
    for (c, (w, certain)) in out.iter_mut().zip(&weights) {
        c.cred = if !has_seer || *certain == Some(false) || total <= 0.0 { 0.0 } else { w / total };
    }
    out
}
