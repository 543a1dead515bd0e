//! Property tests (R1–R10): thousands of random games driven by random — including
//! illegal — commands. Nothing panics; refused commands change nothing; the invariants hold;
//! no seat's view or prompt ever holds another seat's hidden role or private result.

#![allow(clippy::panic)] // property-test driver

mod engine_support;

use std::collections::{BTreeSet, HashMap};
use std::hash::{Hash, Hasher};

use engine_support::legal_command;
use proptest::prelude::*;
use wolfcore::engine::{
    ActionKind, Command, Direction, EventKind, GameOptions, GameState, LastWordsRule, PendingAction, Phase,
    PromptOptions, View, Viewer, VoteRound, VoteWeight, WinRule, WitchSelfSave, MAX_TEXT_CHARS,
};
use wolfcore::engine::{PromptContext, SectionName};
use wolfcore::ledger::render::sanitize_line;
use wolfcore::{Lang, Role, Seat};

#[derive(Debug, Clone)]
enum Move {
    /// A legal move for one pending action (picks index targets).
    Legal(usize, Vec<usize>),
    /// Any command at all.
    Any(Command),
    /// Raw JSON at the edge.
    Json(String),
}

fn options() -> impl Strategy<Value = GameOptions> {
    (
        6u8..=16,
        any::<bool>(),
        any::<u64>(),
        (any::<bool>(), 0u8..3, any::<bool>(), any::<bool>(), any::<bool>()),
        (1u8..=7, [any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()], any::<bool>()),
        any::<bool>(),
        (any::<bool>(), 0u8..3),
    )
        .prop_map(
            |(
                n,
                custom,
                seed,
                (side_kill, self_save, reveal, executed_only, zh),
                (wolves, gods, wwk),
                wwk_words,
                (sheriff, weight),
            )| {
                let mut o = GameOptions::preset(n, seed);
                if custom || n > 12 {
                    let wolves = wolves.min((n - 1) / 2).max(1);
                    let mut roles = vec![Role::Werewolf; usize::from(wolves)];
                    if wwk {
                        // R8.2: one of the wolves is the White Wolf King.
                        roles[0] = Role::WhiteWolfKing;
                    }
                    for (god, on) in
                        [Role::Seer, Role::Witch, Role::Guard, Role::Hunter, Role::Idiot].into_iter().zip(gods)
                    {
                        if on && roles.len() < usize::from(n) {
                            roles.push(god);
                        }
                    }
                    roles.resize(usize::from(n), Role::Villager);
                    o.players = None;
                    o.roles = Some(roles);
                }
                o.win_rule = if side_kill { WinRule::SideKill } else { WinRule::Parity };
                o.witch_self_save = [WitchSelfSave::Always, WitchSelfSave::FirstNightOnly, WitchSelfSave::Never]
                    [usize::from(self_save)];
                o.reveal_role_on_death = reveal;
                o.last_words =
                    if executed_only { LastWordsRule::ExecutedOnly } else { LastWordsRule::ExecutedAndFirstNight };
                o.lang = if zh { Lang::Zh } else { Lang::En };
                o.white_wolf_king_last_words = wwk_words;
                // R9: half the games elect a sheriff, with every allowed vote weight.
                o.sheriff = sheriff;
                o.sheriff_vote_weight = VoteWeight::from_f64(f64::from(weight + 2) / 2.0).expect("1, 1.5 or 2");
                o
            },
        )
}

fn any_command() -> impl Strategy<Value = Command> {
    let seat = 0u8..20;
    let target = proptest::option::of(0u8..20);
    let text = prop_oneof![
        8 => "[a-z </>\u{202e}\n]{0,20}",
        1 => Just("y".repeat(MAX_TEXT_CHARS + 1)),
    ];
    (0u8..14, seat, target, any::<bool>(), text).prop_map(|(kind, seat, target, save, text)| match kind {
        0 => Command::GuardProtect { seat, target },
        1 => Command::WolfKill { seat, target },
        2 => Command::WitchAct { seat, save, poison: target },
        3 => Command::SeerCheck { seat, target: target.unwrap_or(seat) },
        4 => Command::HunterShoot { seat, target },
        5 => Command::Speak { seat, text },
        6 => Command::LastWords { seat, text },
        7 => Command::Vote { seat, target },
        8 => Command::WhiteWolfKingExplode { seat, target: target.unwrap_or(seat) },
        10 => Command::SheriffRun { seat, run: save },
        11 => Command::SheriffWithdraw { seat },
        12 => Command::SheriffDirection {
            seat,
            direction: if save { Direction::Clockwise } else { Direction::Counterclockwise },
        },
        13 => Command::PassBadge { seat, target },
        _ => Command::SelfReveal { seat },
    })
}

fn moves(max: usize) -> impl Strategy<Value = Vec<Move>> {
    let one = prop_oneof![
        16 => (any::<usize>(), proptest::collection::vec(any::<usize>(), 3)).prop_map(|(a, b)| Move::Legal(a, b)),
        4 => any_command().prop_map(Move::Any),
        1 => "\\PC{0,40}".prop_map(Move::Json),
    ];
    proptest::collection::vec(one, 1..max)
}

/// Whether `seat` may see an event of this kind, decided independently of the engine's
/// visibility tags (R6).
fn may_see(g: &GameState, seat: Seat, kind: &EventKind) -> bool {
    let wolf = g.role_of(seat).is_some_and(Role::is_wolf);
    match kind {
        EventKind::RoleDealt { seat: s, .. }
        | EventKind::GuardProtected { seat: s, .. }
        | EventKind::WitchTold { seat: s, .. }
        | EventKind::WitchActed { seat: s, .. }
        | EventKind::SeerResult { seat: s, .. }
        | EventKind::CannotShoot { seat: s }
        | EventKind::HunterHeldFire { seat: s }
        | EventKind::VoteCast { seat: s, .. }
        | EventKind::SheriffRunDeclared { seat: s, .. }
        | EventKind::SheriffVoteCast { seat: s, .. } => *s == seat,
        EventKind::WolfTeam { .. } | EventKind::WolfVoted { .. } | EventKind::WolvesChose { .. } => wolf,
        EventKind::NightResolved { .. } => false,
        EventKind::GameStarted { .. }
        | EventKind::NightFell { .. }
        | EventKind::DeathsAnnounced { .. }
        | EventKind::HunterShot { .. }
        | EventKind::LastWords { .. }
        | EventKind::Speech { .. }
        | EventKind::VoteTallied { .. }
        | EventKind::Executed { .. }
        | EventKind::SelfRevealed { .. }
        | EventKind::IdiotRevealed { .. }
        | EventKind::WhiteWolfKingExploded { .. }
        | EventKind::KnightDueled { .. }
        | EventKind::SheriffCandidates { .. }
        | EventKind::SheriffWithdrew { .. }
        | EventKind::SheriffSpeech { .. }
        | EventKind::SheriffVoteTallied { .. }
        | EventKind::SheriffElected { .. }
        | EventKind::SheriffDirectionChosen { .. }
        | EventKind::BadgePassed { .. }
        | EventKind::GameEnded { .. } => true,
    }
}

/// The game `seat` sees (R6.2): while a dead Hunter decides, everyone else sees the game as it
/// is after he holds fire, unless that ends the game.
fn world_of(g: &GameState, seat: Seat) -> GameState {
    if let Phase::HunterShot { seat: hunter, .. } = *g.phase() {
        if hunter != seat {
            let mut held = g.clone();
            if held.apply(&Command::HunterShoot { seat: hunter, target: None }).is_ok() && !held.is_over() {
                return held;
            }
        }
    }
    g.clone()
}

fn check_views(g: &GameState, seat: Seat, with_prompt: bool) {
    let v = g.seat_view(seat).expect("view");
    let world = world_of(g, seat);
    let g = &world;
    let expected: Vec<&EventKind> = g.events().iter().map(|e| &e.kind).filter(|k| may_see(g, seat, k)).collect();
    let got: Vec<&EventKind> = v.events.iter().map(|e| &e.kind).collect();
    assert_eq!(got, expected, "seat {seat} view events");
    let me_wolf = g.role_of(seat).is_some_and(Role::is_wolf);
    for p in &v.players {
        let truth = g.role_of(p.seat).expect("seat");
        let may_know =
            p.seat == seat || (me_wolf && truth.is_wolf()) || g.revealed_roles().contains_key(&p.seat) || g.is_over();
        assert_eq!(p.role.is_some(), may_know, "seat {seat} knows role of {}", p.seat);
        if let Some(r) = p.role {
            assert_eq!(r, truth);
        }
    }
    for a in &v.pending {
        assert!(a.seat == seat || a.action.is_public(), "seat {seat} sees {a:?}");
    }
    if with_prompt {
        let ctx = g
            .prompt_context(seat, &PromptOptions { lang: Some(Lang::En), ..PromptOptions::default() })
            .expect("prompt");
        let role = g.role_of(seat).expect("seat");
        if role != Role::Seer {
            assert!(!ctx.text.contains(": you checked "), "seer result leaked to seat {seat}");
        }
        if role != Role::Witch {
            assert!(!ctx.text.contains("the werewolves attacked"), "witch info leaked to seat {seat}");
        }
        if !role.is_wolf() {
            assert!(!ctx.text.contains("Your fellow werewolves") && !ctx.text.contains("the pack attacked"));
        }
        if role != Role::Guard {
            assert!(!ctx.text.contains("you protected"));
        }
        let json = serde_json::to_string(&v).expect("json");
        assert!(!json.contains("\"seed\""));
    }
}

fn check_spectator(g: &GameState) {
    let v = g.view(Viewer::Spectator).expect("view");
    for e in &v.events {
        assert!(matches!(e.visibility, wolfcore::engine::Visibility::Public), "{e:?}");
    }
    assert!(v.you.is_none());
    for p in &v.players {
        assert_eq!(p.role.is_some(), g.revealed_roles().contains_key(&p.seat) || g.is_over());
    }
}

/// R6.2: while a dead Hunter decides, every other seat and the spectators see exactly what
/// they will see if he holds fire (unless holding fire ends the game).
fn check_hidden_hunter(g: &GameState) {
    let Phase::HunterShot { seat: hunter, .. } = *g.phase() else { return };
    let mut held = g.clone();
    held.apply(&Command::HunterShoot { seat: hunter, target: None }).expect("holding fire is always legal");
    if held.is_over() {
        return;
    }
    for s in (0..g.player_count()).filter(|s| *s != hunter) {
        assert_eq!(g.seat_view(s), held.seat_view(s), "seat {s} sees the Hunter deciding");
    }
    assert_eq!(g.spectator_view(), held.spectator_view());
}

/// One probe per command kind for `seat` (fixed harmless targets).
fn probes(seat: Seat, n: u8) -> [Command; 14] {
    let other = (seat + 1) % n;
    [
        Command::GuardProtect { seat, target: None },
        Command::WolfKill { seat, target: None },
        Command::WitchAct { seat, save: false, poison: None },
        Command::SeerCheck { seat, target: other },
        Command::HunterShoot { seat, target: None },
        Command::Speak { seat, text: String::new() },
        Command::LastWords { seat, text: String::new() },
        Command::Vote { seat, target: None },
        Command::SelfReveal { seat },
        Command::WhiteWolfKingExplode { seat, target: other },
        Command::SheriffRun { seat, run: true },
        Command::SheriffWithdraw { seat },
        Command::SheriffDirection { seat, direction: Direction::Clockwise },
        Command::PassBadge { seat, target: None },
    ]
}

/// R5.3: a refused command's code is a function of what the sender may know. States a seat
/// cannot tell apart (the same view) must answer each probe with the same code; `seen` maps
/// (view digest, probe) to the first code heard.
fn check_refusals_depend_only_on_the_view(g: &GameState, seen: &mut HashMap<(u64, usize), &'static str>) {
    for seat in 0..g.player_count() {
        let view = serde_json::to_string(&g.seat_view(seat).expect("view")).expect("json");
        let mut h = std::collections::hash_map::DefaultHasher::new();
        view.hash(&mut h);
        let digest = h.finish();
        for (k, cmd) in probes(seat, g.player_count()).into_iter().enumerate() {
            if let Err(e) = g.clone().apply(&cmd) {
                let first = *seen.entry((digest, k)).or_insert(e.code());
                assert_eq!(first, e.code(), "seat {seat} can tell two states apart with {cmd:?}\n{view}");
            }
        }
    }
}

/// Invariants of the whole state (R2–R4).
fn check_state(g: &GameState) {
    for p in g.players() {
        assert_eq!(p.alive, p.death.is_none(), "seat {}: alive flag and death record disagree", p.seat);
    }
    // R4: the game is over exactly when a win condition holds at a check point.
    match g.outcome() {
        Some(o) => {
            assert_eq!(g.win_condition(), Some((o.winner, o.reason)));
            assert!(g.pending().is_empty());
        }
        None => {
            assert!(!g.pending().is_empty(), "a running game always waits for someone");
            // R4.2 / R9.7: a badge decision is part of a death's resolution, like a shot.
            if !matches!(g.phase(), Phase::HunterShot { .. } | Phase::LastWords { .. } | Phase::Badge { .. }) {
                assert_eq!(g.win_condition(), None, "should have ended in {:?}", g.phase());
            }
        }
    }
    // Potions at most once each, never two in one night.
    let saves = g.nights().iter().filter(|n| n.witch.is_some_and(|w| w.save.is_some())).count();
    let poisons = g.nights().iter().filter(|n| n.witch.is_some_and(|w| w.poison.is_some())).count();
    assert!(saves <= 1 && poisons <= 1);
    // One vote per voter per tally.
    for v in g.votes() {
        let voters: BTreeSet<Seat> = v.ballots.iter().map(|b| b.voter).collect();
        assert_eq!(voters.len(), v.ballots.len());
    }
}

/// Checks an accepted command against the state before it (R5: dead seats never act; who
/// acts is who `pending()` named; every eligible living seat voted exactly once).
fn check_accepted(before: &GameState, after: &GameState, cmd: &Command) {
    let seat = cmd.seat();
    // R6.2 (issue 18): while a dead Hunter decides, another seat's move legal in the game it sees
    // is accepted and queued: it must be one the engine lists (R5.1), and nothing happens yet.
    if let Phase::HunterShot { seat: hunter, .. } = before.phase() {
        if seat != *hunter {
            assert!(before.legal_moves().iter().any(|m| m.seat == seat), "{cmd:?} queued but not listed");
            assert_eq!(after.phase(), before.phase(), "a queued move changed the phase");
            assert_eq!(after.events().len(), before.events().len(), "a queued move made an event");
            return;
        }
    }
    let pending = before.pending();
    match cmd {
        Command::SelfReveal { .. } => {
            assert!(before.is_alive(seat) && before.role_of(seat).is_some_and(Role::is_wolf));
        }
        Command::WhiteWolfKingExplode { target, .. } => {
            // R8.2: a living White Wolf King takes another living player.
            assert!(before.is_alive(seat) && before.role_of(seat) == Some(Role::WhiteWolfKing));
            assert!(*target != seat && before.is_alive(*target) && !after.is_alive(*target));
        }
        Command::SheriffWithdraw { .. } => {
            // R9.3: a living candidate still standing, during the campaign speeches.
            assert!(before.is_alive(seat));
            assert!(before.election().is_some_and(|e| e.standing().contains(&seat)));
            assert!(matches!(before.phase(), Phase::SheriffSpeech { .. }));
        }
        Command::PassBadge { target, .. } => {
            // R9.7: the sheriff who lost the badge (dead, or a revealed Idiot), to a living player.
            assert!(pending.iter().any(|p| p.seat == seat && p.action == ActionKind::PassBadge));
            assert!(!before.is_alive(seat) || before.idiots_revealed().contains(&seat));
            assert_eq!(after.sheriff(), *target);
            assert!(target.is_none_or(|t| before.is_alive(t)));
        }
        Command::HunterShoot { .. } | Command::LastWords { .. } => {
            assert!(!before.is_alive(seat), "only the dead shoot or give last words");
            assert!(pending.iter().any(|p| p.seat == seat));
        }
        _ => {
            assert!(before.is_alive(seat), "dead seat {seat} acted: {cmd:?}");
            assert!(pending.iter().any(|p| p.seat == seat), "{cmd:?} not pending");
        }
    }
    if after.votes().len() > before.votes().len() {
        if let Some(v) = after.votes().last() {
            let voters: BTreeSet<Seat> = v.ballots.iter().map(|b| b.voter).collect();
            // R8.1: a revealed Idiot never votes.
            let living: BTreeSet<Seat> =
                before.living_seats().into_iter().filter(|s| !before.idiots_revealed().contains(s)).collect();
            let eligible: BTreeSet<Seat> = match v.round {
                VoteRound::Main => living,
                VoteRound::Pk => living.into_iter().filter(|s| !v.candidates.contains(s)).collect(),
            };
            assert_eq!(voters, eligible, "one ballot per eligible living seat");
        }
    }
}

/// The legal command a `Move::Legal(which, picks)` stands for: pending action `which` (modulo
/// how many there are) with targets picked by `picks`; `None` when nobody has to act.
fn chosen_legal(g: &GameState, which: usize, picks: &[usize]) -> Option<Command> {
    let pending = g.pending();
    let action = pending.get(which % pending.len().max(1))?;
    let mut it = picks.iter().cycle();
    Some(legal_command(action, |n| it.next().copied().unwrap_or(0) % n.max(1)))
}

fn run(options: GameOptions, moves: &[Move], full_checks_every: usize) {
    let mut g = GameState::new(options).expect("valid options");
    check_state(&g);
    for (step, m) in moves.iter().enumerate() {
        let before = g.clone();
        let result = match m {
            Move::Legal(which, picks) => {
                let Some(cmd) = chosen_legal(&g, *which, picks) else { continue };
                let r = g.apply(&cmd);
                // Whatever pending() offers is accepted.
                assert!(r.is_ok(), "pending offered {cmd:?} but it was refused: {r:?}");
                r.map(|a| (a, cmd))
            }
            Move::Any(cmd) => g.apply(cmd).map(|a| (a, cmd.clone())),
            Move::Json(raw) => match Command::from_json(raw) {
                Ok(cmd) => g.apply(&cmd).map(|a| (a, cmd)),
                Err(e) => {
                    assert_eq!(g.apply_json(raw).map(|_| ()), Err(e));
                    Err(wolfcore::engine::CommandError::WrongPhase)
                }
            },
        };
        match result {
            Ok((applied, cmd)) => {
                check_accepted(&before, &g, &cmd);
                // R6.1: the answer counts only what the actor's own view holds.
                let seen = |g: &GameState| g.seat_view(cmd.seat()).map(|v| v.events.len()).unwrap_or(0);
                assert_eq!(applied.first_event as usize, seen(&before), "{cmd:?}");
                assert_eq!(applied.event_count as usize, seen(&g), "{cmd:?}");
            }
            Err(_) => assert_eq!(g, before, "a refused command changed the state"),
        }
        check_state(&g);
        let n = g.player_count();
        if step % 2 == 0 {
            // A different seat each time; every seat and the prompts in the full checks below.
            let rotating = u8::try_from((step / 2) % usize::from(n)).unwrap_or(0);
            check_views(&g, rotating, false);
        }
        if step % full_checks_every == 0 {
            for s in 0..n {
                check_views(&g, s, true);
            }
            check_spectator(&g);
        }
    }
    for s in 0..g.player_count() {
        check_views(&g, s, true);
    }
    check_spectator(&g);
    let saved = g.save();
    let loaded = GameState::load(&saved).expect("snapshot loads");
    assert_eq!(loaded, g);
    assert_eq!(loaded.save(), saved);
}

/// Applies the moves without checking anything (replay and resume compare whole states; the
/// per-step checks live in the invariant property).
fn drive(g: &mut GameState, moves: &[Move]) {
    for m in moves {
        match m {
            Move::Legal(which, picks) => {
                if let Some(cmd) = chosen_legal(g, *which, picks) {
                    let _ = g.apply(&cmd);
                }
            }
            Move::Any(cmd) => {
                let _ = g.apply(cmd);
            }
            Move::Json(raw) => {
                let _ = g.apply_json(raw);
            }
        }
    }
}

proptest! {
    // Thousands of games: each case is one whole game of up to 300 random moves.
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    /// R1–R6: random games with random (often illegal) commands.
    #[test]
    fn r5_r6_random_games_keep_every_invariant(opts in options(), ms in moves(300)) {
        run(opts, &ms, 100);
    }

    /// R7: arbitrary text never loads as a game by accident, and never panics.
    #[test]
    fn r7_random_text_is_refused(raw in "\\PC{0,200}") {
        prop_assert!(GameState::load(&raw).is_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// R1: the same seed, options and commands give byte-identical logs.
    #[test]
    fn r1_replay_is_byte_identical(opts in options(), ms in moves(300)) {
        let mut a = GameState::new(opts.clone()).expect("game");
        let mut b = GameState::new(opts).expect("game");
        drive(&mut a, &ms);
        drive(&mut b, &ms);
        prop_assert_eq!(a.event_log_json(), b.event_log_json());
        prop_assert_eq!(a.event_log_digest(), b.event_log_digest());
        prop_assert_eq!(a.save(), b.save());
    }

    /// R7: loading a save mid-game and continuing equals never having saved.
    #[test]
    fn r7_save_mid_game_continues_identically(opts in options(), ms in moves(300), cut in 0usize..300) {
        let cut = cut.min(ms.len());
        let mut whole = GameState::new(opts.clone()).expect("game");
        drive(&mut whole, &ms);
        let mut first = GameState::new(opts).expect("game");
        drive(&mut first, &ms[..cut]);
        let mut resumed = GameState::load(&first.save()).expect("load");
        prop_assert_eq!(&resumed, &first);
        drive(&mut resumed, &ms[cut..]);
        prop_assert_eq!(resumed, whole);
    }

    /// R5: any JSON-ish command text never panics.
    #[test]
    fn r5_command_json_never_panics(raw in r#"\{"type":"(vote|speak|wolf_kill|witch_act|seer_check|hunter_shoot|last_words|guard_protect|self_reveal|sheriff_run|sheriff_withdraw|sheriff_direction|pass_badge)","seat":[0-9]{1,3}(,"target":([0-9]{1,3}|null))?(,"text":"[a-z]{0,5}")?(,"save":(true|false))?(,"run":(true|false))?(,"direction":"[a-z]{0,16}")?\}"#) {
        let mut g = GameState::new(GameOptions { sheriff: true, ..GameOptions::preset(8, 1) }).expect("game");
        let before = g.clone();
        if g.apply_json(&raw).is_err() {
            prop_assert_eq!(g, before);
        }
    }
}

#[test]
fn r5_every_action_kind_is_exercised_by_the_driver() {
    // Guards the property tests against a driver that never reaches a phase.
    let mut seen = BTreeSet::new();
    for seed in 0..40u64 {
        // R9: every other game elects a sheriff.
        let mut o = GameOptions::preset(12, seed);
        o.sheriff = seed % 2 == 0;
        if seed % 4 == 3 {
            // R8.3: a standard board, for the R8 roles' moves.
            o.roles = wolfcore::engine::boards().into_iter().find(|b| b.id == "standard-12").map(|b| b.roles);
        }
        if seed % 4 == 1 {
            // R8.4: the Knight's board.
            o.roles =
                wolfcore::engine::boards().into_iter().find(|b| b.id == "white-wolf-king-knight-12").map(|b| b.roles);
        }
        let mut g = GameState::new(o).expect("game");
        let mut step = 0usize;
        while !g.pending().is_empty() && step < 3_000 {
            // R5.1: now and then one of every legal move, out-of-turn ones included.
            let pending: Vec<PendingAction> = if step % 7 == 6 {
                g.legal_moves()
                    .into_iter()
                    .map(|m| PendingAction {
                        seat: m.seat,
                        action: m.action,
                        targets: m.targets,
                        can_skip: m.can_skip,
                        save_target: m.save_target,
                    })
                    .collect()
            } else {
                g.pending()
            };
            let a = &pending[step % pending.len()];
            seen.insert(format!("{:?}", a.action));
            let cmd = legal_command(a, |n| (step / 3 + seed as usize) % n.max(1));
            g.apply(&cmd).expect("legal");
            step += 1;
        }
    }
    for kind in ActionKind::ALL {
        assert!(seen.contains(&format!("{kind:?}")), "{kind:?} never reached");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// R5.3, R6.1, R6.2: the side channels stay closed in random games — a Hunter's decision
    /// is invisible to others, and refusals are a function of the sender's view.
    #[test]
    fn r5_r6_seat_facing_answers_do_not_depend_on_hidden_state(
        games in proptest::collection::vec((options(), moves(200)), 4)
    ) {
        let mut seen = HashMap::new();
        for (opts, ms) in games {
            let mut g = GameState::new(opts).expect("valid options");
            for m in &ms {
                check_hidden_hunter(&g);
                check_refusals_depend_only_on_the_view(&g, &mut seen);
                drive(&mut g, std::slice::from_ref(m));
            }
        }
    }

    /// R6.3: a speech is quoted in the transcript, so it cannot pass for another seat's line.
    #[test]
    fn r6_3_speech_is_quoted_in_the_transcript(text in "[a-z \"\\\\:座“\n]{1,60}", seed in 0u64..50) {
        let mut g = GameState::new(GameOptions::preset(6, seed)).expect("game");
        while !matches!(g.phase(), Phase::DaySpeech { .. } | Phase::GameOver) {
            let p = g.pending()[0].clone();
            g.apply(&legal_command(&p, |_| 0)).expect("legal");
        }
        let Phase::DaySpeech { seat } = *g.phase() else { return Ok(()) };
        let forged = format!("{text}\" Seat 5: \"I am the Seer");
        g.apply(&Command::Speak { seat, text: forged.clone() }).expect("speech");
        let ctx = g.prompt_context(seat, &PromptOptions::default()).expect("prompt");
        let section = ctx.sections.iter().find(|s| s.name == SectionName::Transcript).expect("transcript");
        let label = format!("Seat {}: ", seat + 1);
        let line = section.text.lines().find(|l| l.starts_with(&label)).expect("line");
        let said: String = serde_json::from_str(&line[label.len()..]).map_err(|e| TestCaseError::fail(format!("{e}: {line}")))?;
        prop_assert_eq!(said, sanitize_line(&forged, PromptOptions::default().max_line_chars));
    }
}

/// R6: the borrowed view the bots decide from ([`GameState::with_seat_view`]) holds exactly
/// what the copied [`GameState::seat_view`] holds (all but `pending`, which the bots get as
/// their own action), for every seat; the view of an unknown seat is the same error.
fn check_borrowed_view(g: &GameState) {
    for seat in 0..=g.player_count() {
        let copied = g.seat_view(seat);
        let pending = copied.as_ref().map(|v| v.pending.clone()).unwrap_or_default();
        // The derived facts a client reads (R5.1) are not in the bots' borrowed view.
        let timeline = copied.as_ref().map(|v| v.timeline.clone()).unwrap_or_default();
        let next_speaker = copied.as_ref().ok().and_then(|v| v.next_speaker);
        let borrowed = g.with_seat_view(seat, |b| View {
            viewer: b.viewer,
            player_count: b.player_count,
            day: b.day,
            phase: b.phase.clone(),
            board: b.board,
            rules: b.rules,
            lang: b.lang,
            players: b.players.clone(),
            you: b.you.clone(),
            events: b.events().map(|e| e.to_event()).collect(),
            pending,
            moves: b.moves.clone(),
            timeline,
            next_speaker,
            public_claims: b.public_claims.to_vec(),
            revealed_roles: b.revealed_roles.clone(),
            outcome: b.outcome,
            sheriff: b.sheriff,
            election: b.election.cloned(),
        });
        assert_eq!(borrowed, copied, "seat {seat}: the borrowed view differs from seat_view");
    }
}

/// R6.3: the prompt the game builds in place (log and ledger borrowed, issue 13) is the prompt
/// of the seat's copied view, byte for byte, in both languages and with small caps (so the
/// sections drop lines and the claims section shrinks); an unknown seat is the same error.
fn check_borrowed_prompt(g: &GameState) {
    let small = PromptOptions {
        max_claims: 3,
        max_facts_chars: 300,
        max_transcript_chars: 200,
        max_line_chars: 40,
        max_claims_chars: 400,
        ..PromptOptions::default()
    };
    for seat in 0..=g.player_count() {
        for opts in [PromptOptions::default(), PromptOptions { lang: Some(Lang::Zh), ..small.clone() }] {
            let in_place = g.prompt_context(seat, &opts);
            let copied = g.seat_view(seat).map(|v| PromptContext::from_view(&v, &opts));
            assert_eq!(in_place, copied, "seat {seat}: the in-place prompt differs from the view's");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// R6: in random games (every step, Hunter decisions included) the borrowed seat view
    /// equals the copied one.
    #[test]
    fn r6_borrowed_seat_view_equals_the_copied_view(opts in options(), ms in moves(300)) {
        let mut g = GameState::new(opts).expect("valid options");
        check_borrowed_view(&g);
        for m in &ms {
            drive(&mut g, std::slice::from_ref(m));
            check_borrowed_view(&g);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// R6.3: in random games, with and without seat names (R10.2), the prompt built in place
    /// equals the prompt of the copied view (every fifth step, and at the end).
    #[test]
    fn r6_3_prompt_in_place_equals_the_prompt_of_the_view(opts in options(), ms in moves(300), named in any::<bool>()) {
        let mut opts = opts;
        if named {
            let n = GameState::new(opts.clone()).expect("valid options").player_count();
            opts.seat_names = Some((0..n).map(|i| format!("P{i} <b>")).collect());
        }
        let mut g = GameState::new(opts).expect("valid options");
        check_borrowed_prompt(&g);
        for (i, m) in ms.iter().enumerate() {
            drive(&mut g, std::slice::from_ref(m));
            if i % 5 == 4 {
                check_borrowed_prompt(&g);
            }
        }
        check_borrowed_prompt(&g);
    }
}
