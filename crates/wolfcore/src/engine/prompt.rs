//! R6.3: the prompt context for an AI seat, built **only** from that seat's [`View`] (R6), so
//! nothing private to another seat can reach it. Every line goes through
//! [`sanitize_line`] (C5.3) — player-written text above all — so no speech can open or close a
//! section; the claims section is [`render`]ed by the ledger (C5).
//!
//! Sections, in order, each wrapped in its own tag and capped in size:
//! `<private_knowledge>` (seat views only), `<public_facts>`, `<public_claims>` (only when the
//! ledger is non-empty), `<transcript>`, `<your_turn>` (only when the seat must act).
//! The host's own sections (R10.4, [`HostSections`]) go into the slots around them.
//!
//! With `seatNames` (R10.2) every seat is named `Seat 3 (Alice)` / `3号（Alice）`.

use std::borrow::Cow;
use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use crate::i18n::{Catalog, Lang};
use crate::ledger::render::{render, sanitize_line, Labels, RenderOptions};
use crate::model::{ClaimStatus, PublicClaim, Seat};

use super::command::{ActionKind, CommandError, PendingAction};
use super::event::{Event, EventKind, Visibility};
use super::state::{GameState, Potions, RevealedRoles};
use super::view::{seat_sees, PlayerView, PublicPhase, SelfView, View, Viewer};
use super::vocab::SeatRole;
use super::vocab::{Direction, ElectionEnd, ElectionOutcome, SheriffBallotWeight, Side, VoteOutcome, VoteRound};

pub use super::host_sections::{
    HostSectionInput, HostSections, PromptSectionError, PromptSectionProblem, SectionSlot, MAX_HOST_SECTIONS,
    MAX_HOST_SECTION_CHARS,
};

/// Caps and language for [`GameState::prompt_context`]. Sizes are in chars.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PromptOptions {
    /// Language; `None` → the game's.
    pub lang: Option<Lang>,
    /// Most claims in `<public_claims>` (C5.2 picks which).
    pub max_claims: usize,
    /// Cap on the private section's body.
    pub max_private_chars: usize,
    /// Cap on the public facts' body (the oldest facts go first; the standing summary stays).
    pub max_facts_chars: usize,
    /// Cap on the whole `<public_claims>` section (fewer claims are rendered until it fits).
    pub max_claims_chars: usize,
    /// Cap on the transcript's body (the oldest speeches go first).
    pub max_transcript_chars: usize,
    /// Cap on one transcript line.
    pub max_line_chars: usize,
    /// R10.4: the host's own sections (personas, summaries), checked and sanitised.
    pub sections: HostSections,
}

impl Default for PromptOptions {
    fn default() -> Self {
        PromptOptions {
            lang: None,
            max_claims: 40,
            max_private_chars: 4_000,
            max_facts_chars: 6_000,
            max_claims_chars: 8_000,
            max_transcript_chars: 16_000,
            max_line_chars: 1_200,
            sections: HostSections::default(),
        }
    }
}

crate::unit_enum::wire_enum! {
    /// Which section.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum SectionName as "SectionName" {
        /// The seat's role and private knowledge.
        PrivateKnowledge = "private_knowledge",
        /// Moderator-announced facts.
        PublicFacts = "public_facts",
        /// The C5 ledger section.
        PublicClaims = "public_claims",
        /// The talk of the current (or, at night, last) day.
        Transcript = "transcript",
        /// What the seat must do now.
        YourTurn = "your_turn",
        /// R10.4: a section the host provided; its tag is [`PromptSection::host`].
        Host = "host",
    }
}

impl SectionName {
    /// The section's tag name.
    #[must_use]
    pub fn tag(self) -> &'static str {
        match self {
            SectionName::PrivateKnowledge => "private_knowledge",
            SectionName::PublicFacts => "public_facts",
            SectionName::PublicClaims => "public_claims",
            SectionName::Transcript => "transcript",
            SectionName::YourTurn => "your_turn",
            SectionName::Host => "host",
        }
    }
}

crate::wire_type::wire_type! {
    /// One section of the prompt context, tags included.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct PromptSection {
        /// Which section.
        pub name: SectionName,
        /// R10.4: a host section's name (its tag); left out for the core's sections.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub host: Option<String>,
        /// Its text, `<tag>` … `</tag>`.
        pub text: String,
    }
}

crate::wire_type::wire_type! {
    /// The prompt context for one viewer.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub struct PromptContext {
        /// The sections, in order.
        pub sections: Vec<PromptSection>,
        /// All sections joined by a blank line.
        pub text: String,
    }
}

impl GameState {
    /// The prompt context for `seat`, built from what `self.seat_view(seat)` holds only (R6),
    /// read in place: the event log and the ledger are borrowed, not copied (issue 13), and the
    /// text is the same as [`PromptContext::from_view`] of the seat's view.
    ///
    /// # Errors
    /// [`CommandError::UnknownSeat`].
    pub fn prompt_context(&self, seat: Seat, opts: &PromptOptions) -> Result<PromptContext, CommandError> {
        if usize::from(seat) >= self.players.len() {
            return Err(CommandError::UnknownSeat { seat });
        }
        let viewer = Viewer::Seat { seat };
        // While a Hunter decides, the other seats see the game as if he held his fire (R6.2).
        let world = self.seen_by(viewer);
        let (players, you) = world.people(viewer);
        // Only the seat's own pending actions are ever printed (`action_lines`).
        let pending: Vec<PendingAction> = world.pending().into_iter().filter(|a| a.seat == seat).collect();
        let seen = Seen {
            lang: world.options.lang,
            day: world.day,
            phase: PublicPhase::of(&world.phase),
            sheriff_rule: world.options.rules().sheriff,
            sheriff: world.sheriff,
            players: &players,
            you: you.as_ref(),
            events: &world.events,
            filter: Some((seat, world.role_of(seat).is_some_and(crate::model::Role::is_wolf))),
            pending: &pending,
            claims: world.ledger.claims(),
            revealed_roles: &world.revealed_roles,
            fact_lines: Some(&world.fact_lines),
        };
        Ok(PromptContext::from_seen(&seen, opts))
    }
}

/// What a prompt is built from: the parts of a [`View`] it reads, borrowed either from a view
/// ([`PromptContext::from_view`]) or from the game itself ([`GameState::prompt_context`]: the
/// log read through the seat's visibility filter, as its view would list it).
struct Seen<'a> {
    lang: Lang,
    day: u32,
    phase: PublicPhase,
    sheriff_rule: bool,
    sheriff: Option<Seat>,
    players: &'a [PlayerView],
    you: Option<&'a SelfView>,
    /// The view's events (`filter` unset) or the game's whole log.
    events: &'a [Event],
    /// `(seat, is a wolf)`: the visibility `events` are read with (R6).
    filter: Option<(Seat, bool)>,
    pending: &'a [PendingAction],
    claims: &'a [PublicClaim],
    revealed_roles: &'a RevealedRoles,
    /// The game's cache of public-facts lines (not for a view: its log may be anyone's).
    fact_lines: Option<&'a super::fact_cache::FactLines>,
}

impl<'a> Seen<'a> {
    fn of_view(view: &'a View) -> Seen<'a> {
        Seen {
            lang: view.lang,
            day: view.day,
            phase: view.phase.clone(),
            sheriff_rule: view.rules.sheriff,
            sheriff: view.sheriff,
            players: &view.players,
            you: view.you.as_ref(),
            events: &view.events,
            filter: None,
            pending: &view.pending,
            claims: &view.public_claims,
            revealed_roles: &view.revealed_roles,
            fact_lines: None,
        }
    }

    /// The events the viewer sees, in log order.
    fn events(&self) -> impl Iterator<Item = &'a Event> + 'a {
        let filter = self.filter;
        self.events.iter().filter(move |e| filter.is_none_or(|(seat, wolf)| seat_sees(&e.visibility, seat, wolf)))
    }
}

struct Ctx<'a> {
    cat: &'a Catalog,
    view: &'a Seen<'a>,
    opts: &'a PromptOptions,
    /// Each seat's label, formatted on first use: a prompt names the same dozen seats hundreds
    /// of times (tallies above all; issue 13).
    seat_labels: Vec<OnceCell<String>>,
    /// `game.list.separator`, formatted on first use.
    separator: OnceCell<String>,
}

impl<'a> Ctx<'a> {
    fn new(cat: &'a Catalog, view: &'a Seen<'a>, opts: &'a PromptOptions) -> Ctx<'a> {
        let seat_labels = std::iter::repeat_with(OnceCell::new).take(view.players.len()).collect();
        Ctx { cat, view, opts, seat_labels, separator: OnceCell::new() }
    }

    fn seat(&self, seat: Seat) -> Cow<'_, str> {
        let n = u32::from(seat) + 1;
        match self.seat_labels.get(usize::from(seat)) {
            Some(cell) => Cow::Borrowed(cell.get_or_init(|| named_seat(self.cat, self.view, n))),
            None => Cow::Owned(named_seat(self.cat, self.view, n)),
        }
    }

    fn seats(&self, seats: &[Seat]) -> String {
        if seats.is_empty() {
            return self.cat.format("game.list.none", &[]);
        }
        let sep = self.separator.get_or_init(|| self.cat.format("game.list.separator", &[]));
        let mut out = String::new();
        for (i, s) in seats.iter().enumerate() {
            if i > 0 {
                out.push_str(sep);
            }
            out.push_str(&self.seat(*s));
        }
        out
    }

    fn target(&self, target: Option<Seat>) -> String {
        target.map_or_else(|| self.cat.format("game.list.none", &[]), |t| self.seat(t).into_owned())
    }

    fn f(&self, key: &str, args: &[(&str, &str)]) -> String {
        self.cat.format(key, args)
    }

    fn role_on_death(&self, roles: &[SeatRole]) -> Vec<String> {
        roles
            .iter()
            .map(|sr| {
                self.f(
                    "game.facts.roleOnDeath",
                    &[("seat", &self.seat(sr.seat)), ("role", &self.cat.role_name(sr.role))],
                )
            })
            .collect()
    }
}

/// R10.2: `Seat 3` or, when the game names its seats, `Seat 3 (Alice)` (names are sanitised
/// when the game is dealt).
fn named_seat(cat: &Catalog, view: &Seen<'_>, seat_1_based: u32) -> String {
    let label = cat.seat_label(seat_1_based);
    let name = usize::try_from(seat_1_based.saturating_sub(1))
        .ok()
        .and_then(|i| view.players.get(i))
        .and_then(|p| p.name.as_deref());
    match name {
        Some(name) => cat.format("game.seatNamed", &[("label", &label), ("name", name)]),
        None => label,
    }
}

/// The claims section's labels: the catalog's, with the seats' names (R10.2).
struct NamedLabels<'a> {
    cat: &'a Catalog,
    view: &'a Seen<'a>,
}

impl Labels for NamedLabels<'_> {
    fn seat(&self, seat_1_based: u32) -> String {
        named_seat(self.cat, self.view, seat_1_based)
    }

    fn status(&self, status: ClaimStatus) -> String {
        self.cat.status_label(status)
    }
}

impl PromptContext {
    /// Builds the context from a view. Works for any view; a spectator view yields no private
    /// section. Never pass a god view for a player's prompt.
    #[must_use]
    pub fn from_view(view: &View, opts: &PromptOptions) -> PromptContext {
        PromptContext::from_seen(&Seen::of_view(view), opts)
    }

    fn from_seen(view: &Seen<'_>, opts: &PromptOptions) -> PromptContext {
        let lang = opts.lang.unwrap_or(view.lang);
        let ctx = Ctx::new(Catalog::get(lang), view, opts);
        let mut sections = Vec::new();
        let host = |sections: &mut Vec<PromptSection>, slot: SectionSlot| {
            sections.extend(opts.sections.in_slot(slot).map(|(name, text)| PromptSection {
                name: SectionName::Host,
                host: Some(name.to_owned()),
                text,
            }));
        };
        host(&mut sections, SectionSlot::Start);
        if view.you.is_some() {
            sections.push(section(
                SectionName::PrivateKnowledge,
                &ctx.f("game.section.private", &[]),
                private_lines(&ctx),
                &[],
                opts.max_private_chars,
                &ctx,
            ));
        }
        host(&mut sections, SectionSlot::AfterPrivateKnowledge);
        let (history, standing) = fact_lines(&ctx);
        sections.push(section(
            SectionName::PublicFacts,
            &ctx.f("game.section.facts", &[]),
            history,
            &standing,
            opts.max_facts_chars,
            &ctx,
        ));
        host(&mut sections, SectionSlot::AfterPublicFacts);
        let claims = claims_section(&ctx, lang);
        if !claims.is_empty() {
            sections.push(PromptSection { name: SectionName::PublicClaims, host: None, text: claims });
        }
        host(&mut sections, SectionSlot::AfterPublicClaims);
        let day = transcript_day(view);
        let header = ctx.f("game.section.transcript", &[("day", &day.to_string())]);
        sections.push(section(
            SectionName::Transcript,
            &header,
            transcript_lines(&ctx, day),
            &[],
            opts.max_transcript_chars,
            &ctx,
        ));
        host(&mut sections, SectionSlot::AfterTranscript);
        let actions = action_lines(&ctx);
        if !actions.is_empty() {
            sections.push(section(
                SectionName::YourTurn,
                &ctx.f("game.section.action", &[]),
                actions,
                &[],
                opts.max_private_chars,
                &ctx,
            ));
        }
        host(&mut sections, SectionSlot::End);
        let text = sections.iter().map(|s| s.text.as_str()).collect::<Vec<_>>().join("\n\n");
        PromptContext { sections, text }
    }
}

/// A tagged section: header, then as many of the newest `lines` as fit in `cap` chars (an
/// "omitted" marker replaces the dropped ones), then the `pinned` lines, which always stay.
fn section(
    name: SectionName,
    header: &str,
    lines: Vec<String>,
    pinned: &[String],
    cap: usize,
    ctx: &Ctx<'_>,
) -> PromptSection {
    let clean = |l: &str| sanitize_line(l, cap.max(1));
    let pinned: Vec<String> = pinned.iter().map(|l| clean(l)).filter(|l| !l.is_empty()).collect();
    let mut budget = cap.saturating_sub(pinned.iter().map(|l| l.chars().count() + 1).sum());
    let mut kept: Vec<String> = Vec::new();
    let mut dropped = false;
    for line in lines.iter().rev() {
        let line = clean(line);
        if line.is_empty() {
            continue;
        }
        let cost = line.chars().count() + 1;
        if dropped || cost > budget {
            dropped = true;
            continue;
        }
        budget -= cost;
        kept.push(line);
    }
    kept.reverse();
    let tag = name.tag();
    let mut out = vec![format!("<{tag}>"), clean(header)];
    if dropped {
        out.push(clean(&ctx.f("game.section.omitted", &[])));
    }
    out.extend(kept);
    out.extend(pinned);
    out.push(format!("</{tag}>"));
    PromptSection { name, host: None, text: out.join("\n") }
}

fn private_lines(ctx: &Ctx<'_>) -> Vec<String> {
    let Some(you) = ctx.view.you else { return Vec::new() };
    let mut lines =
        vec![ctx.f("game.private.you", &[("seat", &ctx.seat(you.seat)), ("role", &ctx.cat.role_name(you.role))])];
    if !you.alive {
        lines.push(ctx.f("game.private.dead", &[]));
    }
    if you.role.is_wolf() {
        let mates: Vec<Seat> = you.wolf_team.iter().copied().filter(|s| *s != you.seat).collect();
        lines.push(if mates.is_empty() {
            ctx.f("game.private.loneWolf", &[])
        } else {
            ctx.f("game.private.wolfTeam", &[("seats", &ctx.seats(&mates))])
        });
    }
    if let Some(Potions { antidote_used, poison_used }) = you.potions {
        let state = |used: Option<u32>| {
            ctx.f(if used.is_some() { "game.private.potionUsed" } else { "game.private.potionAvailable" }, &[])
        };
        lines.push(
            ctx.f("game.private.potions", &[("antidote", &state(antidote_used)), ("poison", &state(poison_used))]),
        );
    }
    if let Some(s) = you.last_protected {
        lines.push(ctx.f("game.private.guardMemory", &[("seat", &ctx.seat(s))]));
    }
    for e in ctx.view.events().filter(|e| e.visibility != Visibility::Public) {
        if let Placed::Private(line) = place(ctx, e) {
            lines.push(line);
        }
    }
    lines
}

/// Public facts: the history (droppable, oldest first) and the standing summary (pinned).
fn fact_lines(ctx: &Ctx<'_>) -> (Vec<String>, Vec<String>) {
    let history = ctx
        .view
        .events()
        // Talk goes to the transcript: not formatted here only to be dropped (issue 13).
        .filter(|e| e.visibility == Visibility::Public && !is_talk(&e.kind))
        .filter_map(|e| match ctx.view.fact_lines {
            Some(cache) => cache.get_or_insert(ctx.cat.lang(), e.index, || fact_line(ctx, e)),
            None => fact_line(ctx, e),
        })
        .collect();
    let alive: Vec<Seat> = ctx.view.players.iter().filter(|p| p.alive).map(|p| p.seat).collect();
    let dead: Vec<Seat> = ctx.view.players.iter().filter(|p| !p.alive).map(|p| p.seat).collect();
    let mut standing = vec![ctx.f("game.facts.alive", &[("seats", &ctx.seats(&alive))])];
    if !dead.is_empty() {
        standing.push(ctx.f("game.facts.dead", &[("seats", &ctx.seats(&dead))]));
    }
    if !ctx.view.revealed_roles.is_empty() {
        let sep = ctx.f("game.list.separator", &[]);
        let list = ctx
            .view
            .revealed_roles
            .iter()
            .map(|(s, r)| {
                ctx.f("game.facts.revealedEntry", &[("seat", &ctx.seat(*s)), ("role", &ctx.cat.role_name(*r))])
            })
            .collect::<Vec<_>>()
            .join(&sep);
        standing.push(ctx.f("game.facts.revealed", &[("list", &list)]));
    }
    if ctx.view.sheriff_rule {
        // R9: the sheriff's status is in every seat's context.
        standing.push(match ctx.view.sheriff {
            Some(s) => ctx.f("game.facts.sheriffNow", &[("seat", &ctx.seat(s))]),
            None => ctx.f("game.facts.noSheriff", &[]),
        });
    }
    (history, standing)
}

/// A public event's line in `<public_facts>`, if it has one.
fn fact_line(ctx: &Ctx<'_>, e: &Event) -> Option<String> {
    match place(ctx, e) {
        Placed::Fact(line) => Some(line),
        Placed::Private(_) | Placed::Talk(_) | Placed::Nowhere => None,
    }
}

fn tally_text(ctx: &Ctx<'_>, ballots: &[super::vocab::Ballot], sheriff: Option<SheriffBallotWeight>) -> String {
    if ballots.is_empty() {
        return ctx.f("game.facts.noBallots", &[]);
    }
    let mut targets: Vec<Seat> = ballots.iter().filter_map(|b| b.target).collect();
    crate::sort::sort_dedup(&mut targets);
    let mut parts: Vec<String> = targets
        .iter()
        .map(|t| {
            let voters: Vec<Seat> = ballots.iter().filter(|b| b.target == Some(*t)).map(|b| b.voter).collect();
            // R9.5: the sheriff's ballot counts its weight.
            let halves: u32 = voters
                .iter()
                .map(|v| match sheriff {
                    Some(s) if s.seat == *v => s.weight.halves(),
                    _ => 2,
                })
                .sum();
            let count = if halves % 2 == 0 { (halves / 2).to_string() } else { format!("{}.5", halves / 2) };
            ctx.f(
                "game.facts.tallyEntry",
                &[("target", &ctx.seat(*t)), ("count", &count), ("voters", &ctx.seats(&voters))],
            )
        })
        .collect();
    let abstained: Vec<Seat> = ballots.iter().filter(|b| b.target.is_none()).map(|b| b.voter).collect();
    if !abstained.is_empty() {
        parts.push(ctx.f("game.facts.tallyAbstain", &[("voters", &ctx.seats(&abstained))]));
    }
    parts.join(&ctx.f("game.facts.tallySeparator", &[]))
}

fn claims_section(ctx: &Ctx<'_>, lang: Lang) -> String {
    // Fewer claims until the section fits its cap; the tags are never cut.
    let mut limit = ctx.opts.max_claims;
    loop {
        let labels = NamedLabels { cat: ctx.cat, view: ctx.view };
        let text = render(ctx.view.claims, &RenderOptions::for_lang(lang, limit), &labels);
        if text.chars().count() <= ctx.opts.max_claims_chars || limit == 0 {
            return text;
        }
        limit /= 2;
    }
}

/// The day whose talk is shown: the current day, or at night the day before.
fn transcript_day(view: &Seen<'_>) -> u32 {
    if view.phase == PublicPhase::Night {
        view.day.saturating_sub(1).max(1)
    } else {
        view.day.max(1)
    }
}

fn transcript_lines(ctx: &Ctx<'_>, day: u32) -> Vec<String> {
    ctx.view
        .events()
        .filter(|e| e.day == day && e.visibility == Visibility::Public && is_talk(&e.kind))
        .filter_map(|e| match place(ctx, e) {
            Placed::Talk(line) => Some(line),
            Placed::Private(_) | Placed::Fact(_) | Placed::Nowhere => None,
        })
        .collect()
}

/// Where an event's line goes in a prompt.
enum Placed {
    /// `<private_knowledge>`.
    Private(String),
    /// `<public_facts>`' history.
    Fact(String),
    /// `<transcript>`.
    Talk(String),
    /// Nowhere: said otherwise (role, wolf team, own ballot in the tally) or never in a view.
    Nowhere,
}

/// The event kinds [`place`] puts in the transcript ([`Placed::Talk`]), told without
/// formatting them, so the facts and the transcript only format their own lines.
fn is_talk(kind: &EventKind) -> bool {
    matches!(kind, EventKind::Speech { .. } | EventKind::LastWords { .. } | EventKind::SheriffSpeech { .. })
}

/// The one place every event kind is put into words (an exhaustive match: a new event kind
/// does not compile until its place is decided).
fn place(ctx: &Ctx<'_>, e: &Event) -> Placed {
    let day = e.day.to_string();
    let d = ("day", day.as_str());
    let n = ("night", day.as_str());
    let talk = |text: &str| {
        let t = sanitize_line(text, ctx.opts.max_line_chars.max(1));
        if t.is_empty() {
            ctx.f("game.transcript.silent", &[])
        } else {
            quoted(&t)
        }
    };
    let with_roles = |mut line: String, roles: &[SeatRole]| {
        for r in ctx.role_on_death(roles) {
            line.push(' ');
            line.push_str(&r);
        }
        line
    };
    match &e.kind {
        EventKind::SeerResult { target, alignment, .. } => Placed::Private(ctx.f(
            "game.private.seerResult",
            &[n, ("target", &ctx.seat(*target)), ("alignment", &ctx.cat.alignment_name(*alignment))],
        )),
        EventKind::WitchTold { target: Some(t), .. } => {
            Placed::Private(ctx.f("game.private.witchTold", &[n, ("target", &ctx.seat(*t))]))
        }
        EventKind::WitchTold { target: None, .. } => Placed::Private(ctx.f("game.private.witchToldNobody", &[n])),
        EventKind::WitchActed { save: Some(t), .. } => {
            Placed::Private(ctx.f("game.private.witchSaved", &[n, ("target", &ctx.seat(*t))]))
        }
        EventKind::WitchActed { poison: Some(t), .. } => {
            Placed::Private(ctx.f("game.private.witchPoisoned", &[n, ("target", &ctx.seat(*t))]))
        }
        EventKind::WitchActed { .. } => Placed::Private(ctx.f("game.private.witchPassed", &[n])),
        EventKind::GuardProtected { target: Some(t), .. } => {
            Placed::Private(ctx.f("game.private.guarded", &[n, ("target", &ctx.seat(*t))]))
        }
        EventKind::GuardProtected { target: None, .. } => Placed::Private(ctx.f("game.private.guardedNobody", &[n])),
        EventKind::WolfVoted { seat, target: Some(t) } => Placed::Private(
            ctx.f("game.private.wolfVoted", &[n, ("seat", &ctx.seat(*seat)), ("target", &ctx.seat(*t))]),
        ),
        EventKind::WolfVoted { seat, target: None } => {
            Placed::Private(ctx.f("game.private.wolfVotedNobody", &[n, ("seat", &ctx.seat(*seat))]))
        }
        EventKind::WolvesChose { target: Some(t) } => {
            Placed::Private(ctx.f("game.private.wolvesChose", &[n, ("target", &ctx.seat(*t))]))
        }
        EventKind::WolvesChose { target: None } => Placed::Private(ctx.f("game.private.wolvesChoseNobody", &[n])),
        EventKind::CannotShoot { .. } => Placed::Private(ctx.f("game.private.cannotShoot", &[])),
        EventKind::HunterHeldFire { .. } => Placed::Private(ctx.f("game.private.heldFire", &[])),
        EventKind::DeathsAnnounced { seats, roles } => {
            let line = if seats.is_empty() {
                ctx.f("game.facts.peaceful", &[d])
            } else {
                ctx.f("game.facts.nightDeaths", &[d, ("seats", &ctx.seats(seats))])
            };
            Placed::Fact(with_roles(line, roles))
        }
        EventKind::HunterShot { seat, target, target_role } => {
            let line =
                ctx.f("game.facts.hunterShot", &[d, ("hunter", &ctx.seat(*seat)), ("target", &ctx.seat(*target))]);
            let roles: Vec<SeatRole> = target_role.iter().map(|role| SeatRole { seat: *target, role: *role }).collect();
            Placed::Fact(with_roles(line, &roles))
        }
        EventKind::VoteTallied { round, ballots, outcome, sheriff } => {
            let key = if *round == VoteRound::Pk { "game.facts.pkVote" } else { "game.facts.vote" };
            let mut line = ctx.f(key, &[d, ("tally", &tally_text(ctx, ballots, *sheriff))]);
            if let Some(s) = sheriff {
                line.push(' ');
                line.push_str(&ctx.f(
                    "game.facts.sheriffWeight",
                    &[("seat", &ctx.seat(s.seat)), ("weight", &s.weight.as_f64().to_string())],
                ));
            }
            let result = match (outcome, round) {
                (VoteOutcome::Tie { seats }, VoteRound::Main) => {
                    Some(ctx.f("game.facts.tie", &[("seats", &ctx.seats(seats))]))
                }
                (VoteOutcome::Tie { seats }, VoteRound::Pk) => {
                    Some(ctx.f("game.facts.secondTie", &[("seats", &ctx.seats(seats))]))
                }
                (VoteOutcome::NoVotes, _) => Some(ctx.f("game.facts.noVotes", &[])),
                (VoteOutcome::Executed { .. }, _) => None,
            };
            if let Some(r) = result {
                line.push(' ');
                line.push_str(&r);
            }
            Placed::Fact(line)
        }
        EventKind::Executed { seat, role } => {
            let line = ctx.f("game.facts.executed", &[d, ("seat", &ctx.seat(*seat))]);
            let roles: Vec<SeatRole> = role.iter().map(|role| SeatRole { seat: *seat, role: *role }).collect();
            Placed::Fact(with_roles(line, &roles))
        }
        EventKind::IdiotRevealed { seat } => {
            Placed::Fact(ctx.f("game.facts.idiotRevealed", &[d, ("seat", &ctx.seat(*seat))]))
        }
        EventKind::WhiteWolfKingExploded { seat, target, target_role } => {
            let line = ctx.f(
                "game.facts.whiteWolfKingExploded",
                &[d, ("seat", &ctx.seat(*seat)), ("target", &ctx.seat(*target))],
            );
            let roles: Vec<SeatRole> = target_role.iter().map(|role| SeatRole { seat: *target, role: *role }).collect();
            Placed::Fact(with_roles(line, &roles))
        }
        EventKind::SelfRevealed { seat } => {
            Placed::Fact(ctx.f("game.facts.selfRevealed", &[d, ("seat", &ctx.seat(*seat))]))
        }
        EventKind::KnightDueled { seat, target, wolf, target_role } => {
            let key = if *wolf { "game.facts.knightDuelWolf" } else { "game.facts.knightDuelGood" };
            let line = ctx.f(key, &[d, ("seat", &ctx.seat(*seat)), ("target", &ctx.seat(*target))]);
            let roles: Vec<SeatRole> = target_role.iter().map(|role| SeatRole { seat: *target, role: *role }).collect();
            Placed::Fact(with_roles(line, &roles))
        }
        EventKind::GameEnded { winner, .. } => Placed::Fact(match winner {
            Side::Village => ctx.f("game.facts.gameOver", &[("winner", &ctx.f("game.facts.winnerVillage", &[]))]),
            Side::Wolves => ctx.f("game.facts.gameOver", &[("winner", &ctx.f("game.facts.winnerWolves", &[]))]),
            Side::Nobody => ctx.f("game.facts.dayLimit", &[d]),
        }),
        EventKind::Speech { seat, text, pk } => {
            let key = if *pk { "game.transcript.pk" } else { "game.transcript.speech" };
            Placed::Talk(ctx.f(key, &[("seat", &ctx.seat(*seat)), ("text", &talk(text))]))
        }
        EventKind::LastWords { seat, text } => {
            Placed::Talk(ctx.f("game.transcript.lastWords", &[("seat", &ctx.seat(*seat)), ("text", &talk(text))]))
        }
        EventKind::SheriffCandidates { candidates } => {
            Placed::Fact(ctx.f("game.facts.sheriffCandidates", &[d, ("seats", &ctx.seats(candidates))]))
        }
        EventKind::SheriffWithdrew { seat } => {
            Placed::Fact(ctx.f("game.facts.sheriffWithdrew", &[d, ("seat", &ctx.seat(*seat))]))
        }
        EventKind::SheriffVoteTallied { pk, ballots, outcome } => {
            let key = if *pk { "game.facts.sheriffPkVote" } else { "game.facts.sheriffVote" };
            let mut line = ctx.f(key, &[d, ("tally", &tally_text(ctx, ballots, None))]);
            if let ElectionOutcome::Tie { seats } = outcome {
                if !*pk {
                    line.push(' ');
                    line.push_str(&ctx.f("game.facts.sheriffTie", &[("seats", &ctx.seats(seats))]));
                }
            }
            Placed::Fact(line)
        }
        EventKind::SheriffElected { seat: Some(s), .. } => {
            Placed::Fact(ctx.f("game.facts.sheriffElected", &[d, ("seat", &ctx.seat(*s))]))
        }
        EventKind::SheriffElected { seat: None, how } => {
            let why = match how {
                ElectionEnd::SecondTie => "game.facts.sheriffLostTie",
                ElectionEnd::NoCandidates => "game.facts.sheriffLostNoCandidates",
                ElectionEnd::Elected | ElectionEnd::Unopposed | ElectionEnd::NoVoters | ElectionEnd::NoVotes => {
                    "game.facts.sheriffLostNoVotes"
                }
            };
            Placed::Fact(ctx.f(why, &[d]))
        }
        EventKind::SheriffDirectionChosen { seat, direction } => {
            let dir = match direction {
                Direction::Clockwise => "game.facts.clockwise",
                Direction::Counterclockwise => "game.facts.counterclockwise",
            };
            Placed::Fact(
                ctx.f("game.facts.sheriffDirection", &[d, ("seat", &ctx.seat(*seat)), ("direction", &ctx.f(dir, &[]))]),
            )
        }
        EventKind::BadgePassed { seat, target: Some(t) } => {
            Placed::Fact(ctx.f("game.facts.badgePassed", &[d, ("seat", &ctx.seat(*seat)), ("target", &ctx.seat(*t))]))
        }
        EventKind::BadgePassed { seat, target: None } => {
            Placed::Fact(ctx.f("game.facts.badgeTorn", &[d, ("seat", &ctx.seat(*seat))]))
        }
        EventKind::SheriffSpeech { seat, text, .. } => {
            Placed::Talk(ctx.f("game.transcript.sheriff", &[("seat", &ctx.seat(*seat)), ("text", &talk(text))]))
        }
        EventKind::GameStarted { .. }
        | EventKind::SheriffRunDeclared { .. }
        | EventKind::SheriffVoteCast { .. }
        | EventKind::NightFell { .. }
        | EventKind::RoleDealt { .. }
        | EventKind::WolfTeam { .. }
        | EventKind::VoteCast { .. }
        | EventKind::NightResolved { .. } => Placed::Nowhere,
    }
}

/// R6.3: a player's words in double quotes, with `"` and `\` escaped as in a JSON string, so
/// nothing a player says can end its own line's quote and pass for another seat's line
/// (`Seat 2: "fine. Seat 5: I am the Seer"` stays one quoted speech of Seat 2).
pub(crate) fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

fn action_lines(ctx: &Ctx<'_>) -> Vec<String> {
    let Some(you) = ctx.view.you else { return Vec::new() };
    let mine: Vec<&PendingAction> = ctx.view.pending.iter().filter(|p| p.seat == you.seat).collect();
    let mut lines = Vec::new();
    for p in mine {
        let targets = ctx.seats(&p.targets);
        let t = ("targets", targets.as_str());
        match p.action {
            ActionKind::GuardProtect => lines.push(ctx.f("game.action.guard", &[t])),
            ActionKind::WolfKill => lines.push(ctx.f("game.action.wolf", &[t])),
            ActionKind::WitchAct => {
                lines.push(match p.save_target {
                    Some(s) => ctx.f("game.action.witchSave", &[("target", &ctx.target(Some(s)))]),
                    None => ctx.f("game.action.witchNoSave", &[]),
                });
                lines.push(if p.targets.is_empty() {
                    ctx.f("game.action.witchNoPoison", &[])
                } else {
                    ctx.f("game.action.witchPoison", &[t])
                });
                lines.push(ctx.f("game.action.witchRule", &[]));
            }
            ActionKind::SeerCheck => lines.push(ctx.f("game.action.seer", &[t])),
            ActionKind::HunterShoot => lines.push(ctx.f("game.action.hunter", &[t])),
            ActionKind::LastWords => lines.push(ctx.f("game.action.lastWords", &[])),
            ActionKind::Speak => {
                lines.push(ctx.f("game.action.speak", &[]));
                if ctx.view.sheriff == Some(you.seat) {
                    // R9.6: the sheriff speaks last and sums up (归票).
                    lines.push(ctx.f("game.action.sheriffSumUp", &[]));
                }
            }
            ActionKind::PkSpeak => lines.push(ctx.f("game.action.pkSpeak", &[])),
            ActionKind::Vote => lines.push(ctx.f("game.action.vote", &[t])),
            ActionKind::PkVote => lines.push(ctx.f("game.action.pkVote", &[t])),
            ActionKind::SheriffRun => lines.push(ctx.f("game.action.sheriffRun", &[])),
            ActionKind::SheriffSpeak => {
                lines.push(ctx.f("game.action.sheriffSpeak", &[]));
            }
            ActionKind::SheriffVote => lines.push(ctx.f("game.action.sheriffVote", &[t])),
            ActionKind::SheriffDirection => lines.push(ctx.f("game.action.sheriffDirection", &[])),
            ActionKind::PassBadge => lines.push(ctx.f("game.action.passBadge", &[t])),
            // Out-of-turn moves are never awaited, so never in `pending` (R5.1, `legal_moves`).
            ActionKind::SelfReveal
            | ActionKind::WhiteWolfKingExplode
            | ActionKind::KnightDuel
            | ActionKind::SheriffWithdraw => {}
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Bot, BotConfig};
    use crate::engine::{GameOptions, Rng};

    /// [`is_talk`] names exactly the kinds [`place`] puts in the transcript: every event of
    /// bot-played games (sheriff boards and plain, both languages), placed for the god view.
    #[test]
    fn r6_3_is_talk_matches_place() {
        let bot = Bot::new(BotConfig::default()).expect("bot");
        let mut talk_seen = 0;
        for seed in 0..24u64 {
            let mut opts = GameOptions::preset(if seed % 2 == 0 { 12 } else { 9 }, seed);
            opts.sheriff = seed % 3 == 0;
            opts.lang = if seed % 4 == 0 { Lang::Zh } else { Lang::En };
            let mut g = GameState::new(opts).expect("game");
            let mut rng = Rng::new(seed, 7);
            while let Some(p) = g.pending().first().cloned() {
                let d = g.with_seat_view(p.seat, |v| bot.decide_seat(v, &p, &mut rng)).expect("seat").expect("move");
                g.apply(&d.command).expect("legal");
            }
            let view = g.god_view();
            let seen = Seen::of_view(&view);
            let opts = PromptOptions::default();
            let ctx = Ctx::new(Catalog::get(view.lang), &seen, &opts);
            for e in &view.events {
                let placed_talk = matches!(place(&ctx, e), Placed::Talk(_));
                assert_eq!(placed_talk, is_talk(&e.kind), "{:?}", e.kind);
                talk_seen += usize::from(placed_talk);
            }
        }
        assert!(talk_seen > 100, "the games had talk");
    }
}
