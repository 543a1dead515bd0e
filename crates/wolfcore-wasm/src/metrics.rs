//! `game.metrics()`: the core's claim-consistency metrics ([`wolfcore::metrics`],
//! `docs/metrics.md` M1–M9) for every seat of a `Game`. Moderator-level (it reads every role):
//! a player's UI shows it at game end.

use wasm_bindgen::prelude::*;

use crate::convert::{cast, to_js};
use crate::errors::BindingError;
use crate::game::Game;

#[wasm_bindgen(typescript_custom_section)]
const TS_METRICS: &'static str = r#"
/** M7 (`docs/metrics.md`): what a seat did with its role's power (zeros for other roles). */
export interface PowerUse {
  /** Seer: checks made. */
  checks: number;
  /** Seer: … that found a wolf. */
  wolvesFound: number;
  /** Witch: the night she used the antidote (absent: never). */
  savedNight?: number;
  /** Witch: the night she used the poison (absent: never). */
  poisonedNight?: number;
  /** Witch: the poison hit a wolf. */
  poisonedWolf: boolean;
  /** Hunter: the engine offered him a shot (R3.2). */
  couldShoot: boolean;
  /** Hunter: he fired. */
  shot: boolean;
  /** Hunter: … at a wolf. */
  shotWolf: boolean;
  /** Guard: nights he chose (an empty guard included). */
  guardNights: number;
  /** Guard: … on which he protected the wolves' target. */
  guardBlocks: number;
}
/** One seat's claim-consistency metrics (`docs/metrics.md`, M1–M9). */
export interface SeatMetrics {
  seat: Seat;
  role?: Role;
  /** On the wolf side. */
  wolf: boolean;
  /** Alive at the end (or now). */
  alive: boolean;
  /** M1: day ballots cast while the seat had a stated wolf read that day on a seat it could vote … */
  readBallots: number;
  /** M1: … that went to one of those reads. */
  readBallotsFollowed: number;
  /** M2: claims conflicting with the seat's own earlier claims. */
  selfContradictions: number;
  /** M3: factual claims (roles, checks, potions, protects, reads it knew the truth of) … */
  claims: number;
  /** M3: … that were false. */
  lies: number;
  /** M4: opinions (reads it could not know) … */
  reads: number;
  /** M4: … proved wrong by the roles. */
  wrongReads: number;
  /** M5: counterfeit Seer/Witch claims … */
  fakeClaims: number;
  /** M5: … counter-claimed and then voted out. */
  fakeClaimsCaught: number;
  /** M6: day ballots cast while an unrefuted Seer's wolf check stood on a votable seat … */
  checkBallots: number;
  /** M6: … that went to a checked seat. */
  checkBallotsFollowed: number;
  /** M7. */
  power: PowerUse;
  /** M8: day ballots (main and PK) … */
  ballots: number;
  /** M8: … abstaining. */
  abstentions: number;
  /** M8: sheriff ballots (R9.3) … */
  sheriffBallots: number;
  /** M8: … abstaining. */
  sheriffAbstentions: number;
  /** M9: spoke on day 1 … */
  day1Spoke: boolean;
  /** M9: … and made at least one claim or read that day. */
  day1Claimed: boolean;
  /** Nights that fell with the seat alive. */
  nightsAlive: number;
}
/** `game.metrics()`: every seat, seat order. */
export interface GameMetrics {
  /** The game is over (before that the metrics are a moderator's preview: they read roles). */
  over: boolean;
  seats: SeatMetrics[];
}
/** Sums of `SeatMetrics` over many seats (one role, or one side). */
export interface RoleTally {
  seats: number;
  readBallots: number;
  readBallotsFollowed: number;
  selfContradictions: number;
  claims: number;
  lies: number;
  reads: number;
  wrongReads: number;
  fakeClaims: number;
  fakeClaimsCaught: number;
  checkBallots: number;
  checkBallotsFollowed: number;
  ballots: number;
  abstentions: number;
  sheriffBallots: number;
  sheriffAbstentions: number;
  day1Spoke: number;
  day1Claimed: number;
  checks: number;
  wolvesFound: number;
  /** Witches alive when night 3 fell … */
  aliveNight3: number;
  /** … who had poisoned by the end of night 3. */
  poisonedByNight3: number;
  poisons: number;
  poisonsOnWolves: number;
  couldShoot: number;
  shot: number;
  shotWolf: number;
  guardNights: number;
  guardBlocks: number;
}
/** A simulation's metrics: per role (`roles[i]` is the i-th dealt role, in `Role` order without `Unknown`) and per side. */
export interface MetricsTally {
  roles: RoleTally[];
  good: RoleTally;
  wolves: RoleTally;
}
/** A simulation's claim consistency as shares (`docs/metrics.md`). */
export interface ConsistencyStats {
  goodVotesFollowReads: Share;
  wolfVotesFollowReads: Share;
  selfContradictions: Share;
  goodLies: Share;
  wolfLies: Share;
  goodWrongReads: Share;
  fakeClaimsCaught: Share;
  checksFollowed: Share;
  witchPoisonedByNight3: Share;
  poisonsOnWolves: Share;
  hunterShot: Share;
  shotsOnWolves: Share;
  guardBlocks: Share;
  goodAbstentions: Share;
  goodSheriffAbstentions: Share;
  day1Substantive: Share;
  distinctSpeeches: Share;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `GameMetrics`.
    #[wasm_bindgen(typescript_type = "GameMetrics")]
    pub type GameMetricsValue;
}

#[wasm_bindgen]
impl Game {
    /// Every seat's claim-consistency metrics (`docs/metrics.md`, M1–M9), from the event log,
    /// the public-claims ledger and the roles. **Moderator-level** (it reads every role, like
    /// `godView()`): show it to players at game end. Model and bot seats are measured alike.
    ///
    /// @throws {GameError} never in practice (a conversion failure would be `invalid_argument`).
    pub fn metrics(&self) -> Result<GameMetricsValue, BindingError> {
        cast(to_js(&wolfcore::metrics::of_game(&self.state)))
    }
}
