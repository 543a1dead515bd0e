//! Per-role decisions. Every function picks among the targets the [`PendingAction`] offers (or a
//! skip where it allows one), so every command is legal by construction.

use crate::engine::{ActionKind, Command, Direction, EventKind, PendingAction, PublicPhase, Rng, WinRule};
use crate::model::{Alignment, Role, Seat};

use super::config::{BotConfig, BotError};
use super::knowledge::Knowledge;
use super::reason::{assess, Assessment, Perspective, CERTAIN};
use super::speech::{compose, Line, Stage};
use super::Decision;

/// Evidence at which a good player calls someone a wolf outright and says it will vote them.
const SURE: f64 = 5.0;
/// Evidence for a flat accusation (sometimes) rather than a hedge.
const LIKELY: f64 = 2.0;
/// Evidence for a hedged suspicion.
const HUNCH: f64 = 0.7;
/// The Witch poisons only at this much evidence, and this far ahead of the next suspect.
const POISON_AT: f64 = 3.0;
const POISON_MARGIN: f64 = 1.0;
/// A wolf the village has all but convicted (the pack may bus it).
const DOOMED: f64 = 6.0;

/// `true` with probability `p` (`0..=1`), one draw.
pub(crate) fn chance(rng: &mut Rng, p: f64) -> bool {
    const SCALE: u64 = 1 << 32;
    let threshold = (p.clamp(0.0, 1.0) * 4_294_967_296.0) as u64;
    rng.below(SCALE) < threshold
}

/// A uniform value in `-scale/2..=scale/2`, one draw.
fn jitter(rng: &mut Rng, scale: f64) -> f64 {
    let x = rng.below(1_000_001) as f64 / 1_000_000.0;
    (x - 0.5) * scale
}

/// The seat with the highest value (the first, i.e. lowest, on ties).
fn argmax(seats: impl IntoIterator<Item = Seat>, mut value: impl FnMut(Seat) -> f64) -> Option<Seat> {
    let mut best: Option<(Seat, f64)> = None;
    for s in seats {
        let v = value(s);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((s, v));
        }
    }
    best.map(|(s, _)| s)
}

/// How many of the day's latest speeches a bot's wording avoids repeating.
const HEARD: usize = 6;

/// Dispatches on the action the engine awaits.
pub(crate) fn decide(
    k: &Knowledge<'_>,
    pending: &PendingAction,
    cfg: &BotConfig,
    rng: &mut Rng,
) -> Result<Decision, BotError> {
    let seat = k.me;
    let command = match pending.action {
        ActionKind::GuardProtect => Command::GuardProtect { seat, target: guard(k, pending, rng) },
        ActionKind::WolfKill => Command::WolfKill { seat, target: wolf_kill(k, pending, rng) },
        ActionKind::WitchAct => witch(k, pending, rng),
        ActionKind::SeerCheck => Command::SeerCheck { seat, target: seer_check(k, pending, rng)? },
        ActionKind::HunterShoot => Command::HunterShoot { seat, target: hunter(k, pending, rng) },
        ActionKind::Vote | ActionKind::PkVote => Command::Vote { seat, target: vote(k, pending, cfg, rng)? },
        ActionKind::Speak => return Ok(speak(k, Stage::Day, cfg, rng)),
        ActionKind::PkSpeak => return Ok(speak(k, Stage::Pk, cfg, rng)),
        ActionKind::LastWords => return Ok(speak(k, Stage::LastWords, cfg, rng)),
        ActionKind::SheriffRun => Command::SheriffRun { seat, run: run_for_sheriff(k, cfg, rng) },
        ActionKind::SheriffSpeak => {
            let may_withdraw = k.view.moves.iter().any(|m| m.action == ActionKind::SheriffWithdraw);
            if may_withdraw && withdraw(k, cfg, rng) {
                Command::SheriffWithdraw { seat }
            } else {
                return Ok(speak(k, Stage::Day, cfg, rng));
            }
        }
        ActionKind::SheriffVote => Command::Vote { seat, target: sheriff_vote(k, pending, rng) },
        ActionKind::SheriffDirection => Command::SheriffDirection { seat, direction: direction(k, rng) },
        ActionKind::PassBadge => Command::PassBadge { seat, target: pass_badge(k, pending, rng) },
        // Out-of-turn moves (R5.1): asked about one, the bot takes it.
        ActionKind::SelfReveal => Command::SelfReveal { seat },
        ActionKind::SheriffWithdraw => Command::SheriffWithdraw { seat },
        ActionKind::KnightDuel => {
            let target = duel_target(k).filter(|t| pending.targets.contains(t));
            let target = target.or_else(|| pending.targets.first().copied()).ok_or(BotError::NoLegalMove)?;
            Command::KnightDuel { seat, target }
        }
        ActionKind::WhiteWolfKingExplode => {
            let target = explosion_target(k, rng).filter(|t| pending.targets.contains(t));
            let target = target.or_else(|| pending.targets.first().copied()).ok_or(BotError::NoLegalMove)?;
            Command::WhiteWolfKingExplode { seat, target }
        }
    };
    Ok(Decision { command, claims: Vec::new() })
}

// ----- night -----

/// R2.1: the credible Seer when there is one; otherwise a mix of an empty guard, self and the
/// most trusted players.
fn guard(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Option<Seat> {
    let legal = |s: Seat| pending.targets.contains(&s);
    let a = assess(k, Perspective::Private);
    if let Some(s) = a.trusted_seer(k, 0.5, None).filter(|s| legal(*s)) {
        if chance(rng, 0.85) {
            return Some(s);
        }
    }
    if k.day <= 1 && pending.can_skip {
        // Night 1: an empty guard (空守). The Witch saves whoever is bitten tonight, and a seat
        // both guarded and saved dies (R2.5), so Guard and Witch never cover the same seat.
        return None;
    }
    argmax(pending.targets.iter().copied(), |s| {
        let trusted = (-a.of(s)).clamp(-10.0, 10.0);
        let god = if k.claimants(Role::Witch, None) == [s] { 2.0 } else { 0.0 };
        let me = if s == k.me { 1.0 } else { 0.0 };
        trusted + god + me + jitter(rng, 3.0)
    })
    .or_else(|| if pending.can_skip { None } else { pending.targets.first().copied() })
}

fn pick_random(targets: &[Seat], rng: &mut Rng) -> Option<Seat> {
    let n = u64::try_from(targets.len()).unwrap_or(0);
    let i = usize::try_from(rng.below(n)).unwrap_or(0);
    targets.get(i).copied()
}

/// R2.2: follow tonight's first wolf vote; otherwise go for credible gods, avoid the Hunter.
fn wolf_kill(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Option<Seat> {
    let legal: Vec<Seat> = pending.targets.iter().copied().filter(|s| !k.is_teammate(*s)).collect();
    let earlier = k
        .wolf_votes
        .iter()
        .filter(|(night, wolf, _)| *night == k.day && *wolf != k.me)
        .find_map(|(_, _, t)| *t)
        .filter(|t| legal.contains(t));
    if earlier.is_some() {
        return earlier;
    }
    let p = assess(k, Perspective::Public);
    let side_kill = k.view.rules.win_rule == WinRule::SideKill;
    argmax(legal, |s| {
        let mut v = 1.0 + 10.0 * p.seer_cred(s);
        for (role, worth) in [(Role::Witch, 5.0), (Role::Guard, 4.0), (Role::Hunter, -3.0)] {
            let claimants = k.claimants(role, None);
            if claimants.contains(&s) || k.public_role.get(usize::from(s)).copied().flatten() == Some(role) {
                v += worth / claimants.len().max(1) as f64;
                if side_kill && role != Role::Hunter {
                    v += 2.0;
                }
            }
        }
        // Players the village trusts are worth more to remove.
        v += (-p.of(s)).clamp(0.0, 6.0) * 0.5;
        v + jitter(rng, 1.5)
    })
}

/// R2.3: save on night 1 and credible gods later; poison only on strong, clear evidence.
fn witch(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Command {
    let seat = k.me;
    let pass = Command::WitchAct { seat, save: false, poison: None };
    let a = assess(k, Perspective::Private);
    if let Some(t) = pending.save_target {
        let save = k.day <= 1
            || t == k.me
            || a.seer_cred(t) >= 0.5
            || k.claimants(Role::Guard, None) == [t]
            || chance(rng, 0.3);
        if save {
            return Command::WitchAct { seat, save: true, poison: None };
        }
    }
    if k.day < 2 {
        return pass;
    }
    // The poison goes to a strong wolf read: from night 2 at the skill's bar, from night 3 at
    // two thirds of it (a Witch who dies with her poison wasted it). Never a credible Seer, nor
    // a Guard the Witch believes (Guard and Witch play around each other).
    let cands: Vec<Seat> = pending
        .targets
        .iter()
        .copied()
        .filter(|s| *s != k.me && a.seer_cred(*s) < 0.5 && k.claimants(Role::Guard, None) != [*s])
        .collect();
    let Some(best) = argmax(cands.iter().copied(), |s| a.of(s)) else { return pass };
    let second = cands.iter().copied().filter(|s| *s != best).map(|s| a.of(s)).fold(f64::MIN, f64::max);
    let (bar, margin) =
        if k.day >= 3 { (k.skill.poison_at / 3.0, 0.0) } else { (k.skill.poison_at, POISON_MARGIN / 2.0) };
    if a.of(best) >= bar && (a.of(best) - second >= margin || a.of(best) >= POISON_AT) {
        return Command::WitchAct { seat, save: false, poison: Some(best) };
    }
    pass
}

/// R2.4: the most suspicious player not yet checked (and not already certain).
fn seer_check(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Result<Seat, BotError> {
    let a = assess(k, Perspective::Private);
    let checked = |s: Seat| k.my_checks.iter().any(|(t, _)| *t == s);
    let mut cands: Vec<Seat> =
        pending.targets.iter().copied().filter(|s| !checked(*s) && a.of(*s).abs() < CERTAIN / 2.0).collect();
    if cands.is_empty() {
        cands = pending.targets.iter().copied().filter(|s| !checked(*s)).collect();
    }
    if cands.is_empty() {
        cands.clone_from(&pending.targets);
    }
    argmax(cands, |s| a.of(s) + jitter(rng, 2.0)).ok_or(BotError::NoLegalMove)
}

/// R3.2: the Hunter shoots his best read (never a credible Seer) once it reaches the skill's
/// bar; he holds fire when he suspects nobody, or when nothing has been said yet.
fn hunter(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Option<Seat> {
    let a = assess(k, Perspective::Private);
    let best = argmax(pending.targets.iter().copied().filter(|s| *s != k.me && a.seer_cred(*s) < 0.5), |s| {
        a.of(s) + jitter(rng, 0.1)
    })?;
    // Before anyone has spoken or voted there is nothing to read: a shot would be a coin flip
    // against the village, so he holds fire unless he has a real lead.
    let nothing_said = k.claims().is_empty() && k.tallies.is_empty();
    if !pending.can_skip || (a.of(best) >= k.skill.shoot_at && !(nothing_said && a.of(best) < 1.0)) {
        Some(best)
    } else {
        None
    }
}

// ----- votes -----

/// R3.5: a bot votes what it said it would: the wolf read it stated today (M1), when the
/// engine lets it vote that seat; otherwise the village votes its top suspect and the wolves the
/// pack's target.
fn vote(k: &Knowledge<'_>, pending: &PendingAction, cfg: &BotConfig, rng: &mut Rng) -> Result<Option<Seat>, BotError> {
    let targets: Vec<Seat> = pending.targets.iter().copied().filter(|s| *s != k.me).collect();
    if targets.is_empty() {
        return if pending.can_skip {
            Ok(None)
        } else {
            pending.targets.first().copied().map(Some).ok_or(BotError::NoLegalMove)
        };
    }
    let pk = pending.action == ActionKind::PkVote;
    let said: Vec<Seat> =
        crate::metrics::stated_reads(k.claims(), k.me, k.day, pk).into_iter().filter(|s| targets.contains(s)).collect();
    if k.is_wolf() {
        let p = assess(k, Perspective::Public);
        if let Some(t) = argmax(said.iter().copied().filter(|s| !k.is_teammate(*s)), |s| p.of(s)) {
            return Ok(Some(t));
        }
        return Ok(wolf_vote(k, &targets, pending.can_skip, cfg, rng));
    }
    let a = assess(k, Perspective::Private);
    // A read the table has since seen disproved (R8.4: the Knight's duel showed the seat good)
    // no longer binds: the duel is the reason everyone saw.
    if let Some(t) = argmax(said.into_iter().filter(|s| a.of(*s) > -CERTAIN / 2.0), |s| a.of(s)) {
        return Ok(Some(t));
    }
    Ok(argmax(targets, |s| a.of(s) + jitter(rng, 0.2)))
}

/// A wolf's ballot: bus a doomed teammate sometimes, else the pack's push target, never another
/// teammate.
fn wolf_vote(k: &Knowledge<'_>, targets: &[Seat], can_skip: bool, cfg: &BotConfig, rng: &mut Rng) -> Option<Seat> {
    let p = assess(k, Perspective::Public);
    if let Some(doomed) = argmax(targets.iter().copied(), |s| p.of(s)) {
        if k.is_teammate(doomed) && p.of(doomed) >= DOOMED && chance(rng, cfg.bus_rate) {
            return Some(doomed);
        }
    }
    if let Some(push) = team_push(k, &p).filter(|s| targets.contains(s)) {
        return Some(push);
    }
    let good: Vec<Seat> = targets.iter().copied().filter(|s| !k.is_teammate(*s)).collect();
    match argmax(good, |s| p.of(s)) {
        Some(s) => Some(s),
        None if can_skip => None,
        None => targets.first().copied(),
    }
}

/// The pack's common target, from public information only (so every wolf computes the same):
/// the fake Seer's latest wolf check on a living good player, else the living good player the
/// village suspects most.
fn team_push(k: &Knowledge<'_>, p: &Assessment) -> Option<Seat> {
    for c in k.claimants(Role::Seer, None).into_iter().filter(|c| k.is_teammate(*c)) {
        let checks = k.claimed_checks(c);
        if let Some((t, _)) =
            checks.iter().rev().find(|(t, al)| *al == Alignment::Wolf && k.is_alive(*t) && !k.is_teammate(*t))
        {
            return Some(*t);
        }
    }
    argmax(k.living().into_iter().filter(|s| !k.is_teammate(*s)), |s| p.of(s))
}

/// The pack's fake Seer: a fellow wolf who already claimed Seer; else, on day 1, the wolf the
/// pack's shared coin names (with probability `fake_claim_rate`); else nobody.
pub(crate) fn team_jumper(k: &Knowledge<'_>, cfg: &BotConfig) -> Option<Seat> {
    if let Some(c) = k.claimants(Role::Seer, None).into_iter().find(|c| k.is_teammate(*c)) {
        return Some(c);
    }
    if k.day != 1 {
        return None;
    }
    let team = k.living_team();
    let h = k.pack_hash();
    let unit = (h >> 11) as f64 / 9_007_199_254_740_992.0; // 2^53
    if team.is_empty() || unit >= cfg.fake_claim_rate {
        return None;
    }
    let n = u64::try_from(team.len()).unwrap_or(1);
    team.get(usize::try_from(super::knowledge::mix(h) % n).unwrap_or(0)).copied()
}

// ----- the sheriff (R9) -----

/// R9.2: the Seer likes to run (and claims in its campaign speech); the pack's fake Seer runs
/// against it; other wolves sometimes run too; gods and villagers mostly stay out.
fn run_for_sheriff(k: &Knowledge<'_>, cfg: &BotConfig, rng: &mut Rng) -> bool {
    let p = match k.role {
        Role::Seer => 0.85,
        Role::Werewolf | Role::WhiteWolfKing if team_jumper(k, cfg) == Some(k.me) => 0.9,
        Role::Werewolf | Role::WhiteWolfKing => 0.2,
        Role::Witch | Role::Guard | Role::Hunter | Role::Idiot | Role::Knight => 0.2,
        Role::Villager | Role::Unknown => 0.12,
    };
    chance(rng, p)
}

/// Whether this is a sheriff campaign speech (R9.3).
fn campaign(k: &Knowledge<'_>) -> bool {
    matches!(k.view.phase, PublicPhase::SheriffSpeech { .. })
}

/// R9.3: on its own turn, a candidate other than the Seer (real or fake) steps back (退水) when
/// someone it can support already claimed Seer in the race; a plain wolf sometimes does.
fn withdraw(k: &Knowledge<'_>, cfg: &BotConfig, rng: &mut Rng) -> bool {
    let standing = k.view.election.map(crate::engine::Election::standing).unwrap_or_default();
    if standing.len() < 2 || k.role == Role::Seer || (k.is_wolf() && team_jumper(k, cfg) == Some(k.me)) {
        return false;
    }
    let seer_running = k.claimants(Role::Seer, Some(k.me)).into_iter().any(|c| standing.contains(&c));
    if k.is_wolf() {
        return seer_running && chance(rng, 0.3);
    }
    seer_running && chance(rng, 0.6)
}

/// R9.3: the village votes the candidate it trusts most (a credible Seer first); the pack backs
/// a teammate in the race, else the candidate least likely to be the real Seer.
fn sheriff_vote(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Option<Seat> {
    if k.is_wolf() {
        if let Some(mate) = pending.targets.iter().copied().find(|s| k.is_teammate(*s)) {
            return Some(mate);
        }
        let p = assess(k, Perspective::Public);
        return argmax(pending.targets.iter().copied(), |s| -10.0 * p.seer_cred(s) + jitter(rng, 1.0));
    }
    // Rival Seer claims are weighed (checks, deaths, votes, vouches: `reason::seer_claimants`)
    // and the ballot goes to the more credible one, or the least suspect candidate.
    let a = assess(k, Perspective::Private);
    let best = argmax(pending.targets.iter().copied(), |s| 6.0 * a.seer_cred(s) - a.of(s) + jitter(rng, 0.5))?;
    // Abstain only when every candidate is a near-certain wolf.
    (a.of(best) < SURE || !pending.can_skip).then_some(best)
}

/// R9.6: the sheriff lets its top suspect speak early (so the table can answer it), choosing
/// the direction that reaches that seat first; without a suspect, a coin.
fn direction(k: &Knowledge<'_>, rng: &mut Rng) -> Direction {
    let a = assess(k, Perspective::Private);
    let p = assess(k, Perspective::Public);
    let suspect = if k.is_wolf() {
        team_push(k, &p)
    } else {
        argmax(k.living().into_iter().filter(|s| *s != k.me), |s| a.of(s)).filter(|s| a.of(*s) >= HUNCH)
    };
    let n = k.n.max(1);
    match suspect {
        Some(t) => {
            let up = (usize::from(t) + n - usize::from(k.me)) % n;
            if up <= n - up {
                Direction::Clockwise
            } else {
                Direction::Counterclockwise
            }
        }
        None if chance(rng, 0.5) => Direction::Clockwise,
        None => Direction::Counterclockwise,
    }
}

/// R9.7: a Seer hands the badge to its latest checked-good living seat; another good player to
/// the living player it trusts most, or tears it when it trusts nobody; a wolf to a living
/// teammate, else tears it.
fn pass_badge(k: &Knowledge<'_>, pending: &PendingAction, rng: &mut Rng) -> Option<Seat> {
    let legal = |s: &Seat| pending.targets.contains(s);
    if k.is_wolf() {
        let p = assess(k, Perspective::Public);
        return argmax(pending.targets.iter().copied().filter(|s| k.is_teammate(*s)), |s| -p.of(s));
    }
    if k.role == Role::Seer {
        if let Some((t, _)) = k.my_checks.iter().rev().find(|(t, al)| *al == Alignment::Good && legal(t)) {
            return Some(*t);
        }
    }
    let a = assess(k, Perspective::Private);
    let best = argmax(pending.targets.iter().copied(), |s| -a.of(s) + 3.0 * a.seer_cred(s) + jitter(rng, 0.2))?;
    (a.of(best) < 0.0 || a.seer_cred(best) >= 0.5 || !pending.can_skip).then_some(best)
}

// ----- speeches -----

fn speak(k: &Knowledge<'_>, stage: Stage, cfg: &BotConfig, rng: &mut Rng) -> Decision {
    let seat = k.me;
    // R5.1: the engine's legal moves say when a reveal or an explosion is open (R3.7, R8.2).
    let may = |action: ActionKind| k.view.moves.iter().find(|m| m.action == action);
    if may(ActionKind::SelfReveal).is_some() && wolf_exposed(k) && chance(rng, cfg.self_reveal_rate) {
        // R8.2: an exposed White Wolf King takes the village's most valuable player with it.
        if let Some(explode) = may(ActionKind::WhiteWolfKingExplode) {
            if let Some(target) = explosion_target(k, rng).filter(|t| explode.targets.contains(t)) {
                return Decision { command: Command::WhiteWolfKingExplode { seat, target }, claims: Vec::new() };
            }
        }
        return Decision { command: Command::SelfReveal { seat }, claims: Vec::new() };
    }
    // R8.4: a Knight duels the seat a credible Seer checked as a wolf, when the engine lists the duel.
    if let Some(duel) = k.view.moves.iter().find(|m| m.action == ActionKind::KnightDuel) {
        if let Some(target) = duel_target(k).filter(|t| duel.targets.contains(t)) {
            if chance(rng, 0.8) {
                return Decision { command: Command::KnightDuel { seat, target }, claims: Vec::new() };
            }
        }
    }
    let mut lines = Vec::new();
    match stage {
        Stage::Day => lines.push(Line::Open),
        Stage::Pk => lines.push(Line::PkDefence),
        Stage::LastWords => lines.push(Line::LastWords),
    }
    match k.role {
        Role::Werewolf | Role::WhiteWolfKing => wolf_lines(k, stage, cfg, rng, &mut lines),
        Role::Seer => seer_lines(k, stage, cfg, rng, &mut lines),
        Role::Witch => witch_lines(k, stage, cfg, rng, &mut lines),
        Role::Guard | Role::Hunter | Role::Idiot | Role::Knight => hidden_god_lines(k, stage, rng, &mut lines),
        Role::Villager | Role::Unknown => villager_lines(k, stage, cfg, rng, &mut lines),
    }
    if stage == Stage::Day
        && k.view.sheriff == Some(seat)
        && !campaign(k)
        && !lines.iter().any(|l| matches!(l, Line::VoteFor(_)))
    {
        // R9.6: the sheriff speaks last and sums up (归票): it names the player to vote out.
        if let Some(t) = sum_up_target(k) {
            lines.push(Line::VoteFor(t));
        }
    }
    lines.push(Line::Close);
    // The day's last few speeches, so a line does not repeat a form somebody just used (the
    // repeats a table hears are a run of speakers saying the same thing the same way).
    let mut heard: Vec<&str> = k
        .view
        .events()
        .filter(|e| e.day == k.day)
        .filter_map(|e| match e.kind {
            EventKind::Speech { text, .. }
            | EventKind::LastWords { text, .. }
            | EventKind::SheriffSpeech { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    heard.drain(..heard.len().saturating_sub(HEARD));
    let speech = compose(&lines, cfg.lang, seat, k.day, stage, rng, &heard);
    let command = match stage {
        Stage::LastWords => Command::LastWords { seat, text: speech.text },
        Stage::Day | Stage::Pk => Command::Speak { seat, text: speech.text },
    };
    Decision { command, claims: speech.claims }
}

/// R9.6: whom the sheriff's summing-up names: the pack's push target for a wolf, else the top
/// suspect.
fn sum_up_target(k: &Knowledge<'_>) -> Option<Seat> {
    if k.is_wolf() {
        return team_push(k, &assess(k, Perspective::Public));
    }
    let a = assess(k, Perspective::Private);
    argmax(k.living().into_iter().filter(|s| *s != k.me), |s| a.of(s))
}

/// R8.2: whom an exploding White Wolf King takes: the most credible Seer, else a god the table
/// believes in, else the player the village trusts most — never a teammate, never a Hunter
/// (who would shoot back).
fn explosion_target(k: &Knowledge<'_>, rng: &mut Rng) -> Option<Seat> {
    let p = assess(k, Perspective::Public);
    let candidates: Vec<Seat> = k.living().into_iter().filter(|s| *s != k.me && !k.is_teammate(*s)).collect();
    argmax(candidates, |s| {
        let mut v = 10.0 * p.seer_cred(s);
        for (role, worth) in [(Role::Witch, 5.0), (Role::Guard, 3.0), (Role::Hunter, -8.0)] {
            if k.claimants(role, None).contains(&s)
                || k.public_role.get(usize::from(s)).copied().flatten() == Some(role)
            {
                v += worth;
            }
        }
        v + (-p.of(s)).clamp(0.0, 6.0) * 0.5 + jitter(rng, 1.0)
    })
}

/// R8.4: the living seat a credible Seer (cred ≥ 0.75, not the Knight himself) checked as a wolf.
fn duel_target(k: &Knowledge<'_>) -> Option<Seat> {
    let p = assess(k, Perspective::Private);
    p.seers
        .iter()
        .filter(|c| c.cred >= 0.75 && c.seat != k.me)
        .flat_map(|c| c.checks.iter())
        .find(|(t, al)| *al == Alignment::Wolf && *t != k.me && k.is_alive(*t))
        .map(|(t, _)| *t)
}

/// Under pressure: named a wolf by someone, in a PK, or speaking last words.
fn pressured(k: &Knowledge<'_>, stage: Stage) -> bool {
    stage != Stage::Day || k.accused(k.me)
}

/// PK candidates when this is a PK speech.
fn pk_candidates(k: &Knowledge<'_>) -> Vec<Seat> {
    match &k.view.phase {
        PublicPhase::PkSpeech { candidates, .. } => candidates.clone(),
        _ => Vec::new(),
    }
}

/// The reasons behind a read on `t`, from the same belief state (the ledger and the votes): a
/// disproved claim, a standing check, a rival claim, a ballot against a trusted player, a vote
/// cast beside a suspect; and, when the seat called someone else a wolf yesterday, that it
/// changed its mind. No reason line makes a claim.
fn reasons(k: &Knowledge<'_>, a: &Assessment, t: Seat, rng: &mut Rng, lines: &mut Vec<Line>) {
    let mut found: Vec<Line> = Vec::new();
    if k.exposed(t) {
        found.push(Line::WhyExposed(t));
    }
    if let Some(seer) = a.seers.iter().find(|c| {
        c.seat != t
            && c.seat != k.me
            && c.cred >= 0.4
            && c.checks.iter().any(|(s, al)| *s == t && *al == Alignment::Wolf)
    }) {
        found.push(Line::WhyCheck(t, seer.seat));
    }
    if k.has_claimed(t, Role::Seer) {
        if let Some(rival) = a.seers.iter().filter(|c| c.seat != t).max_by(|x, y| x.cred.total_cmp(&y.cred)) {
            found.push(Line::WhyCounter(t, rival.seat));
        }
    }
    if let Some(tally) = k.tallies.last() {
        if let Some((_, target)) = tally.ballots.iter().find(|(v, target)| *v == t && a.of(*target) <= -1.0) {
            found.push(Line::WhyPush(t, *target));
        }
        let voted = tally.ballots.iter().find(|(v, _)| *v == t).map(|(_, target)| *target);
        if let Some(partner) = voted.and_then(|target| {
            argmax(
                tally.ballots.iter().filter(|(v, tg)| *v != t && *v != k.me && *tg == target).map(|(v, _)| *v),
                |v| a.of(v),
            )
        }) {
            if a.of(partner) > 0.0 {
                found.push(Line::WhyVotes(t, partner));
            }
        }
    }
    if found.is_empty() {
        if let Some(dead) = (0..k.n)
            .filter_map(|i| Seat::try_from(i).ok())
            .filter(|s| k.night_killed.get(usize::from(*s)).copied().unwrap_or(false))
            .last()
        {
            found.push(Line::WhyNight(dead));
        }
    }
    // Up to two reasons, in a seeded order.
    while found.len() > 2 {
        let i = usize::try_from(rng.below(found.len() as u64)).unwrap_or(0);
        found.remove(i);
    }
    lines.extend(found);
    let yesterday = crate::metrics::stated_reads(k.claims(), k.me, k.day.saturating_sub(1), true);
    if let Some(old) = yesterday.into_iter().find(|s| *s != t && k.is_alive(*s)) {
        lines.push(Line::WhyChange(old));
    }
}

/// Nothing to go on: say so, say what little there is (who died, or a peaceful night) and whom
/// this seat wants to hear.
fn no_read(k: &Knowledge<'_>, rng: &mut Rng, lines: &mut Vec<Line>) {
    lines.push(Line::NoInfo);
    let dead = (0..k.n)
        .filter_map(|i| Seat::try_from(i).ok())
        .filter(|s| k.night_killed.get(usize::from(*s)).copied().unwrap_or(false))
        .last();
    match dead {
        Some(d) => lines.push(Line::WhyNight(d)),
        None if k.day >= 1 => lines.push(Line::Peace),
        None => {}
    }
    let others: Vec<Seat> = k.living().into_iter().filter(|s| *s != k.me).collect();
    if let Some(next) = pick_random(&others, rng) {
        lines.push(Line::Plan(next));
    }
}

/// A good player's read of the table: side with a credible Seer, accuse or suspect the top
/// suspect by the strength of the evidence, vouch for a trusted player.
fn opinion(k: &Knowledge<'_>, a: &Assessment, stage: Stage, rng: &mut Rng, lines: &mut Vec<Line>) {
    let others: Vec<Seat> = k.living().into_iter().filter(|s| *s != k.me).collect();
    let pool: Vec<Seat> = match stage {
        Stage::Pk => {
            let c: Vec<Seat> = pk_candidates(k).into_iter().filter(|s| *s != k.me && k.is_alive(*s)).collect();
            if c.is_empty() {
                others.clone()
            } else {
                c
            }
        }
        _ => others.clone(),
    };
    // A Seer war: side with the claimant this seat believes and name the other a fake.
    if let Some(s) = a.trusted_seer(k, 0.6, Some(k.me)) {
        if chance(rng, 0.6) {
            lines.push(Line::SideWith(s));
        }
    }
    // One belief drives the words and the ballot: the top suspect past the skill's bar is
    // called a wolf and named as this seat's vote, and `vote` then follows what was said (M1).
    let top = argmax(pool.iter().copied(), |s| a.of(s));
    match top.map(|t| (t, a.of(t))) {
        Some((t, v)) if v >= k.skill.read_at => {
            lines.push(if k.has_claimed(t, Role::Seer) { Line::FakeSeer(t) } else { Line::Accuse(t) });
            reasons(k, a, t, rng, lines);
            lines.push(Line::VoteFor(t));
        }
        Some((t, v)) if v > 0.0 => lines.push(Line::Suspect(t)),
        _ => no_read(k, rng, lines),
    }
    let trusted = argmax(others.iter().copied(), |s| -a.of(s));
    if let Some(t) = trusted {
        let v = a.of(t);
        if v > -CERTAIN / 2.0
            && (v <= -3.0 && chance(rng, 0.3) || v < -0.5 && !lines.iter().any(|l| l.claim_free() == Some(false)))
        {
            lines.push(Line::Vouch(t));
        }
    }
}

fn seer_lines(k: &Knowledge<'_>, stage: Stage, cfg: &BotConfig, rng: &mut Rng, lines: &mut Vec<Line>) {
    let counter: Vec<Seat> = k.claimants(Role::Seer, Some(k.me));
    let reveal = k.has_claimed(k.me, Role::Seer)
        || k.my_checks.iter().any(|(_, al)| *al == Alignment::Wolf)
        || !counter.is_empty()
        || pressured(k, stage)
        || campaign(k)
        || chance(rng, cfg.seer_claim_rate);
    if !reveal {
        let a = assess(k, Perspective::Private);
        opinion(k, &a, stage, rng, lines);
        return;
    }
    lines.push(Line::ClaimGod(Role::Seer));
    for (t, al) in &k.my_checks {
        lines.push(Line::SeerCheck(*t, *al));
    }
    for c in &counter {
        lines.push(Line::FakeSeer(*c));
    }
    let target = k
        .my_checks
        .iter()
        .find(|(t, al)| *al == Alignment::Wolf && k.is_alive(*t))
        .map(|(t, _)| *t)
        .or_else(|| counter.iter().copied().find(|c| k.is_alive(*c)));
    if let Some(t) = target {
        lines.push(Line::VoteFor(t));
    }
}

fn witch_lines(k: &Knowledge<'_>, stage: Stage, cfg: &BotConfig, rng: &mut Rng, lines: &mut Vec<Line>) {
    let counter = k.claimants(Role::Witch, Some(k.me));
    let acted_last_night = k.saves.iter().chain(&k.poisons).any(|(night, _)| *night == k.day);
    let reveal = k.has_claimed(k.me, Role::Witch)
        || !counter.is_empty()
        || pressured(k, stage)
        || k.saves.iter().any(|(_, s)| *s != k.me && k.accused(*s))
        || (acted_last_night && chance(rng, cfg.witch_reveal_rate));
    if reveal {
        lines.push(Line::ClaimGod(Role::Witch));
        for (_, s) in &k.saves {
            lines.push(Line::WitchSave(*s));
        }
        for (_, p) in &k.poisons {
            lines.push(Line::WitchPoison(*p));
        }
        for c in &counter {
            lines.push(Line::Accuse(*c));
        }
    }
    let a = assess(k, Perspective::Private);
    opinion(k, &a, stage, rng, lines);
}

/// Guard and Hunter: hidden until pressured or counter-claimed.
fn hidden_god_lines(k: &Knowledge<'_>, stage: Stage, rng: &mut Rng, lines: &mut Vec<Line>) {
    let counter = k.claimants(k.role, Some(k.me));
    if k.has_claimed(k.me, k.role) || !counter.is_empty() || pressured(k, stage) {
        lines.push(Line::ClaimGod(k.role));
        if k.role == Role::Guard {
            if let Some((_, t)) = k.protects.last() {
                lines.push(Line::GuardProtect(*t));
            }
        }
        for c in &counter {
            lines.push(Line::Accuse(*c));
        }
    }
    let a = assess(k, Perspective::Private);
    opinion(k, &a, stage, rng, lines);
}

fn villager_lines(k: &Knowledge<'_>, stage: Stage, cfg: &BotConfig, rng: &mut Rng, lines: &mut Vec<Line>) {
    if k.has_claimed(k.me, Role::Villager) || pressured(k, stage) || chance(rng, cfg.villager_claim_rate) {
        lines.push(Line::ClaimVillager);
    }
    let a = assess(k, Perspective::Private);
    opinion(k, &a, stage, rng, lines);
}

/// Exposed: one of its claims was disproved, or a Seer the village believes checked it as a wolf
/// and no fellow wolf contests that Seer.
fn wolf_exposed(k: &Knowledge<'_>) -> bool {
    if k.exposed(k.me) {
        return true;
    }
    let p = assess(k, Perspective::Public);
    p.seers.iter().any(|c| {
        c.cred >= 0.75 && !k.is_teammate(c.seat) && c.checks.iter().any(|(t, al)| *t == k.me && *al == Alignment::Wolf)
    })
}

fn wolf_lines(k: &Knowledge<'_>, stage: Stage, cfg: &BotConfig, rng: &mut Rng, lines: &mut Vec<Line>) {
    let p = assess(k, Perspective::Public);
    let jumper = team_jumper(k, cfg);
    if jumper == Some(k.me) {
        fake_seer_lines(k, &p, cfg, rng, lines);
        return;
    }
    if k.has_claimed(k.me, Role::Villager) || pressured(k, stage) || chance(rng, cfg.villager_claim_rate) {
        lines.push(Line::ClaimVillager);
    }
    // Whoever called me a wolf is the one to discredit.
    let accuser = k.claims().iter().find(|c| {
        c.target_seat == Some(k.me)
            && c.alignment == Some(Alignment::Wolf)
            && !k.is_teammate(c.speaker_seat)
            && k.is_alive(c.speaker_seat)
    });
    if let Some(c) = accuser {
        lines.push(if k.has_claimed(c.speaker_seat, Role::Seer) {
            Line::FakeSeer(c.speaker_seat)
        } else {
            Line::Accuse(c.speaker_seat)
        });
    }
    if let Some(j) = jumper.filter(|j| *j != k.me && k.is_alive(*j)) {
        if chance(rng, 0.6) {
            lines.push(Line::SideWith(j));
        }
    }
    let push = match stage {
        Stage::Pk => argmax(pk_candidates(k).into_iter().filter(|s| !k.is_teammate(*s)), |s| p.of(s)),
        _ => team_push(k, &p),
    };
    // Like a good player, a wolf calls someone a wolf outright only with something to point at
    // (the pack's fake check, or evidence the village already sees); otherwise it hedges.
    let fake_checked =
        |t: Seat| jumper.is_some_and(|j| k.claimed_checks(j).iter().any(|(s, al)| *s == t && *al == Alignment::Wolf));
    match push {
        Some(t) if accuser.map(|c| c.speaker_seat) == Some(t) => {
            reasons(k, &p, t, rng, lines);
            lines.push(Line::VoteFor(t));
        }
        Some(t) if p.of(t) >= LIKELY || fake_checked(t) => {
            lines.push(Line::Accuse(t));
            reasons(k, &p, t, rng, lines);
            lines.push(Line::VoteFor(t));
        }
        Some(t) if p.of(t) >= HUNCH || chance(rng, 0.5) => lines.push(Line::Suspect(t)),
        _ => no_read(k, rng, lines),
    }
}

/// The fake Seer (悍跳): claim, repeat the earlier fake checks, add one per night passed — a
/// wolf check on the real Seer claimant first, gold water on a fellow wolf sometimes, otherwise
/// a wolf check on the good player the village already doubts most.
fn fake_seer_lines(k: &Knowledge<'_>, p: &Assessment, cfg: &BotConfig, rng: &mut Rng, lines: &mut Vec<Line>) {
    let mut checks = k.claimed_checks(k.me);
    let nights = usize::try_from(k.day).unwrap_or(usize::MAX);
    let rivals: Vec<Seat> = k.claimants(Role::Seer, Some(k.me)).into_iter().filter(|c| !k.is_teammate(*c)).collect();
    while checks.len() < nights {
        let fresh = |s: &Seat, checks: &[(Seat, Alignment)]| {
            *s != k.me && k.is_alive(*s) && !checks.iter().any(|(t, _)| t == s)
        };
        let rival = rivals.iter().copied().find(|s| fresh(s, &checks));
        let mate = k.living_team().into_iter().find(|s| fresh(s, &checks));
        let next = if let Some(r) = rival {
            Some((r, Alignment::Wolf))
        } else if let Some(m) = mate.filter(|_| chance(rng, cfg.fake_gold_rate)) {
            Some((m, Alignment::Good))
        } else {
            let good: Vec<Seat> = k.living().into_iter().filter(|s| !k.is_teammate(*s) && fresh(s, &checks)).collect();
            argmax(good, |s| p.of(s) + jitter(rng, 3.0)).map(|s| (s, Alignment::Wolf))
        };
        match next {
            Some(c) => checks.push(c),
            None => break,
        }
    }
    lines.push(Line::ClaimGod(Role::Seer));
    for (t, al) in &checks {
        lines.push(Line::SeerCheck(*t, *al));
    }
    for r in &rivals {
        lines.push(Line::FakeSeer(*r));
    }
    if let Some((t, _)) = checks.iter().rev().find(|(t, al)| *al == Alignment::Wolf && k.is_alive(*t)) {
        lines.push(Line::VoteFor(*t));
    }
}
