//! Rule-based bots (issue 5): deterministic players for every role, and the bot-vs-bot
//! simulation built on them.
//!
//! # Information flow (R6)
//!
//! A bot decides from **one seat's [`View`]** and nothing else: [`Bot::decide`] takes the view,
//! the [`PendingAction`] the engine is waiting for, and the bot's own [`Rng`]. It never sees a
//! [`GameState`](crate::engine::GameState), so it cannot read the god state; a view that is not a
//! seat's own view (god, spectator, another seat) is refused with a typed error. The move is a
//! plain [`Command`], applied by the engine exactly like a human's, so a bot can only do what
//! the rules let a human do. The drivers ([`play_pending`], [`run_bot_game`]) hold the game,
//! build each seat's view with [`GameState::seat_view`](crate::engine::GameState::seat_view) and
//! apply the commands.
//!
//! # Talk and the ledger
//!
//! Speeches are built from the `bots.*` templates of the shared catalogs (`i18n/*.json`), in
//! the plain forms the rule-based extractor (C6) reads ("I am the Seer. I checked Seat 5:
//! werewolf." / "我是预言家。我查验了5号，查杀。"). The engine runs the extractor on every speech, so a
//! bot's claims reach the ledger the way a human's do: from what it said. Each speech also
//! returns the structured claims it means to make ([`Decision::claims`]); the bots' tests check
//! that the extractor recovers exactly those, and with [`BotConfig::ingest_claims`] the drivers
//! merge them as well, as a perfect summary model would (C2, source `summary`) — the same claim
//! found twice is one claim (C3.1).
//!
//! # Strategies (see the `strategy` and `reason` sources for the numbers)
//!
//! - **Village** reasoning reads the public-claims ledger: Seer claimants are weighed against each
//!   other (a lone claimant is trusted, counter-claimants split the trust, a claimant killed at
//!   night gains it, one whose wolf-check target was killed at night loses it, a corroborated check
//!   triples it, a disproved claimant is a liar and so a wolf); checks move suspicion by their
//!   claimant's credibility; accusations ("Seat N is a wolf") count by the accuser's
//!   trustworthiness, less when there is no claim-based evidence behind them, and hardly at all
//!   when they only take a side in a Seer war; public ballots for revealed or trusted players
//!   count too. Each good player votes for the seat it suspects most (the most-accused, once the
//!   evidence is weighed).
//! - **Seer** checks the most suspicious unchecked player; claims on a quiet day with
//!   [`BotConfig::seer_claim_rate`], and always once it found a wolf, was counter-claimed or
//!   accused, in a PK or in its last words; then reports every check, true.
//! - **Witch** saves on night 1; later saves herself (when the rules allow), a credible Seer or a
//!   lone Guard claimant, or anyone 30% of the time; poisons only on clear evidence; reveals saves
//!   and poisons when pressured, when a saved player is accused, in last words, or with
//!   [`BotConfig::witch_reveal_rate`].
//! - **Guard** protects the credible Seer claimant when there is one, otherwise varies (empty
//!   guard, self, trusted players); **Hunter** shoots the most suspicious player on strong
//!   evidence and holds fire otherwise. Both stay hidden until accused, counter-claimed, in a PK
//!   or in last words.
//! - **Villagers** say so with [`BotConfig::villager_claim_rate`] (always under pressure) and
//!   share their read: a flat accusation on strong evidence, a hedge (no claim) on weak evidence.
//! - **Werewolves** agree on one night target (later wolves follow the first wolf's vote), going
//!   for credible gods and avoiding the Hunter; field one fake Seer on day 1 with
//!   [`BotConfig::fake_claim_rate`] (a coin all wolves compute alike from what only they know),
//!   whose fake checks are wolf checks on good players — the real Seer first — and, with
//!   [`BotConfig::fake_gold_rate`], gold water on a fellow wolf; push one common vote target,
//!   accuse flatly only with something to point at, and never vote a fellow wolf unless bussing
//!   a doomed one ([`BotConfig::bus_rate`]). An exposed wolf may self-reveal
//!   ([`BotConfig::self_reveal_rate`]).
//! - **Good bots never lie**, so every lie in the ledger is a wolf's.

mod config;
mod driver;
mod host;
mod knowledge;
mod reason;
mod sim;
mod speech;
mod strategy;

pub use self::config::{BotConfig, BotError, Difficulty, Skill, VillageLedger};
pub use self::driver::{
    bot_rng, play_pending, run_bot_game, run_split_game, BotTable, DriveError, FakeClaimRecord, GameSummary,
    PlayReport, SheriffRecord, MAX_COMMANDS_PER_GAME,
};
pub use self::host::{bot_decision, decision_rng, play_bots};
pub use self::sim::{
    game_seed, simulate, simulate_range, wilson_interval, ConsistencyStats, FakeSeerStats, Share, SheriffStats,
    SideStats, SimConfig, SimError, SimReport, SimTally, WinReasons,
};

use crate::engine::{Command, PendingAction, Rng, SeatView, View, Viewer};
use crate::model::PublicClaim;

/// A bot's move: the command for the engine, and the claims a speech makes (empty otherwise).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    /// The command to apply (names the bot's seat).
    pub command: Command,
    /// The structured claims of a speech or last words (C1 fields; `id` empty, status
    /// `unverified`, source `summary`), for a driver to merge into the ledger.
    pub claims: Vec<PublicClaim>,
}

/// A rule-based player. Stateless between moves: everything it remembers is in its seat's view
/// (its private results, the public log and the ledger, where its own earlier claims are).
#[derive(Debug, Clone, PartialEq)]
pub struct Bot {
    config: BotConfig,
}

impl Bot {
    /// A bot with `config`.
    ///
    /// # Errors
    /// [`BotError::InvalidConfig`] when a rate is not a number in `0..=1`.
    pub fn new(config: BotConfig) -> Result<Bot, BotError> {
        config.validate()?;
        Ok(Bot { config })
    }

    /// The bot's configuration.
    #[must_use]
    pub fn config(&self) -> &BotConfig {
        &self.config
    }

    /// Decides the move for `pending`, from the acting seat's own `view` only (R6).
    ///
    /// The command is always one the engine accepts for `pending` (its targets, or a skip when
    /// allowed): bots play by the same rules as humans.
    ///
    /// # Errors
    /// [`BotError::NotASeatView`] when `view` is not a seat's view, [`BotError::WrongSeat`] when
    /// it belongs to another seat than `pending`, [`BotError::NoLegalMove`] when `pending` offers
    /// nothing legal (the engine never does that).
    pub fn decide(&self, view: &View, pending: &PendingAction, rng: &mut Rng) -> Result<Decision, BotError> {
        let view = SeatView::of_view(view).ok_or(BotError::NotASeatView)?;
        self.decide_seat(&view, pending, rng)
    }

    /// [`Bot::decide`] from a seat's view borrowed from the game
    /// ([`GameState::with_seat_view`](crate::engine::GameState::with_seat_view)): the same
    /// decision, without copying the log. The drivers use it.
    ///
    /// # Errors
    /// As [`Bot::decide`].
    pub fn decide_seat(
        &self,
        view: &SeatView<'_>,
        pending: &PendingAction,
        rng: &mut Rng,
    ) -> Result<Decision, BotError> {
        let Viewer::Seat { seat } = view.viewer else {
            return Err(BotError::NotASeatView);
        };
        if seat != pending.seat {
            return Err(BotError::WrongSeat { view: seat, pending: pending.seat });
        }
        let ablated;
        let view = match (self.config.village_ledger, view.you.as_ref().map(|y| y.role)) {
            (VillageLedger::Full, _) | (_, Some(crate::model::Role::Werewolf)) => view,
            (mode, _) => {
                ablated = village_ablation(view, seat, mode);
                &ablated
            }
        };
        let mut knowledge = knowledge::Knowledge::read(view)?;
        knowledge.skill = self.config.skill(&view.board, view.rules.win_rule);
        strategy::decide(&knowledge, pending, &self.config, rng)
    }
}

/// The view with the ledger cut down for a village bot (issue 13's ablation).
fn village_ablation<'a>(view: &SeatView<'a>, seat: crate::model::Seat, mode: VillageLedger) -> SeatView<'a> {
    let mut view = view.clone();
    match mode {
        VillageLedger::Full => {}
        VillageLedger::NoVerdicts => {
            // The statuses the ledger would have had if no verdict had ever come (C3.2 only).
            let claims = view.public_claims.to_mut();
            for c in claims.iter_mut() {
                if c.status.is_final() {
                    c.status = crate::model::ClaimStatus::Unverified;
                }
            }
            crate::ledger::merge::recompute_statuses(claims, &view.board);
        }
        VillageLedger::Ignore => view.public_claims.to_mut().retain(|c| c.speaker_seat == seat),
    }
    view
}

#[cfg(test)]
mod tests;
