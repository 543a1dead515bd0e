// Generated from the core's wire types (wire_type!): do not edit. Regenerate with
// WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts
/**
 * Options of a new game (R1; `new Game(options)` in JS): give `players` (6–12 use the preset
 * board) or a custom `roles` list (6–16 seats), or both when they agree.
 */
export interface GameOptions {
  /**
   * Number of seats (6–16). Boards of 6–12 use the R1 preset unless `roles` is given;
   * boards of 13–16 need `roles`.
   */
  players?: number | null;
  /**
   * A custom board: one role per seat, dealt in a seeded random order (≥ 1 werewolf,
   * wolves < non-wolves, at most one of each god).
   */
  roles?: BoardRole[] | null;
  /**
   * The deal seed, an integer 0..2^64−1. JS numbers lose precision above 2^53
   * (`Number.MAX_SAFE_INTEGER`), so pass larger seeds as a decimal string.
   * Secret-equivalent: it determines every role, so it never appears in a view.
   */
  seed: number | string;
  /** R4 win rule (default `parity`). */
  winRule?: WinRule;
  /** R2.3 witch self-save (default `always`). */
  witchSelfSave?: WitchSelfSave;
  /** R3.1: announce the role of every dead player (default false). */
  revealRoleOnDeath?: boolean;
  /** R3.3 last words (default `executedAndFirstNight`). */
  lastWords?: LastWordsRule;
  /** R8.2: whether the player a White Wolf King takes gives last words (default: no). */
  whiteWolfKingLastWords?: boolean;
  /**
   * R2.3 / R10.3: whether the Witch may poison herself (default: yes). Left out of a save when
   * `true`, so games without the option save (and digest) as before.
   */
  witchSelfPoison?: boolean;
  /**
   * R10.1: seats whose role is fixed (all of them: a fixed deal; some: the rest is dealt by
   * the seed). Moderator-level, like the seed: it never appears in a view.
   */
  seatRoles?: SeatRoles | null;
  /** R10.1: a role one seat (the human) would like, honoured when the board has it free. */
  preferredRole?: PreferredRole | null;
  /**
   * R10.2: player names, one per seat, shown beside the seat number in prompts and views.
   * Untrusted: sanitised (letters, digits, spaces, `-_.'·・`, at most 24 chars); a name
   * empty after that, or equal to another ignoring case, is refused.
   */
  seatNames?: string[] | null;
  /**
   * R3.4 / R10.5: where day speeches start after a night nobody died in, when no sheriff
   * orders them (0-based seat; default seat 0). A seat off the board is refused
   * (`invalid_first_speaker`). Left out of saves when absent.
   */
  firstSpeaker?: Seat | null;
  /** R9: a sheriff election on day 1 and the badge (allowed on every board). */
  sheriff?: boolean;
  /**
   * R9.5: the weight of the sheriff's ballot in the day vote (1, 1.5 or 2; default 1.5).
   * Left out of saves at its default, so saves of games without it are unchanged.
   */
  sheriffVoteWeight?: 1 | 1.5 | 2;
  /** Language of prompts and synthesised claim content (default `en`). */
  lang?: GameLang;
}
/** R10.1: the role one seat (usually the human's) would like. */
export interface PreferredRole {
  /** 0-based seat. */
  seat: Seat;
  /** The role it would like. */
  role: BoardRole;
}
/** R2.1: protect a living player (self allowed), or nobody. */
export interface GuardProtectCommand {
  type: "guard_protect";
  /** The Guard. */
  seat: Seat;
  /** Target, or `null` for nobody. */
  target: Seat | null;
}
/** R2.2: one wolf's choice of victim (a wolf allowed), or nobody. */
export interface WolfKillCommand {
  type: "wolf_kill";
  /** A living wolf. */
  seat: Seat;
  /** Target, or `null` for nobody. */
  target: Seat | null;
}
/**
 * R2.3: save the told target and/or poison someone (at most one potion), or pass
 * (`save: false, poison: null`).
 */
export interface WitchActCommand {
  type: "witch_act";
  /** The Witch. */
  seat: Seat;
  /** Use the antidote on the wolves' target. */
  save?: boolean;
  /** Poison this living player. */
  poison?: Seat | null;
}
/** R2.4: check one other living player. */
export interface SeerCheckCommand {
  type: "seer_check";
  /** The Seer. */
  seat: Seat;
  /** Target. */
  target: Seat;
}
/** R3.2 / R3.6: shoot a living player, or hold fire (`null`). */
export interface HunterShootCommand {
  type: "hunter_shoot";
  /** The dead Hunter. */
  seat: Seat;
  /** Target, or `null`. */
  target: Seat | null;
}
/** R3.4 / R3.5: the current day or PK speaker speaks (empty text = says nothing). */
export interface SpeakCommand {
  type: "speak";
  /** Speaker. */
  seat: Seat;
  /** Text (≤ `MAX_TEXT_CHARS`). */
  text: string;
}
/** R3.3 / R3.6: last words of the dead player whose turn it is. */
export interface LastWordsCommand {
  type: "last_words";
  /** Speaker. */
  seat: Seat;
  /** Text (≤ `MAX_TEXT_CHARS`). */
  text: string;
}
/** R3.5: vote for a living player (PK: a tied player), or abstain (`null`). */
export interface VoteCommand {
  type: "vote";
  /** Voter. */
  seat: Seat;
  /** Target, or `null` to abstain. */
  target: Seat | null;
}
/**
 * R8.2: a living White Wolf King explodes during day or PK speeches and takes one other
 * living player with it; both die, the day ends (no vote).
 */
export interface WhiteWolfKingExplodeCommand {
  type: "white_wolf_king_explode";
  /** The White Wolf King. */
  seat: Seat;
  /** The player taken. */
  target: Seat;
}
/**
 * R8.4: a living Knight, once per game, during the day speeches, duels another living
 * player: a wolf dies and night falls at once; a good player's duel kills the Knight.
 */
export interface KnightDuelCommand {
  type: "knight_duel";
  /** The Knight. */
  seat: Seat;
  /** The player dueled. */
  target: Seat;
}
/**
 * A living werewolf reveals itself during day or PK speeches: it dies at once without
 * last words, its role becomes public (C4 ground truth), and the day ends (no vote).
 */
export interface SelfRevealCommand {
  type: "self_reveal";
  /** The wolf. */
  seat: Seat;
}
/** R9.2: a living player declares whether he runs for sheriff (上警). */
export interface SheriffRunCommand {
  type: "sheriff_run";
  /** The player. */
  seat: Seat;
  /** Runs? */
  run: boolean;
}
/** R9.3: a sheriff candidate withdraws (退水) during the campaign speeches. */
export interface SheriffWithdrawCommand {
  type: "sheriff_withdraw";
  /** The candidate. */
  seat: Seat;
}
/** R9.6: the sheriff chooses the direction of the day's speeches (he speaks last). */
export interface SheriffDirectionCommand {
  type: "sheriff_direction";
  /** The sheriff. */
  seat: Seat;
  /** `clockwise` (rising seats) or `counterclockwise`. */
  direction: Direction;
}
/**
 * R9.7: the sheriff who must give up the badge passes it to a living player, or tears it
 * (`null`, 撕警徽).
 */
export interface PassBadgeCommand {
  type: "pass_badge";
  /** The (dead) sheriff. */
  seat: Seat;
  /** The new sheriff, or `null` to tear the badge. */
  target: Seat | null;
}
/** One move, naming its seat (0-based). Serde: `{"type":"vote","seat":3,"target":5}`. */
export type Command =
  | GuardProtectCommand
  | WolfKillCommand
  | WitchActCommand
  | SeerCheckCommand
  | HunterShootCommand
  | SpeakCommand
  | LastWordsCommand
  | VoteCommand
  | WhiteWolfKingExplodeCommand
  | KnightDuelCommand
  | SelfRevealCommand
  | SheriffRunCommand
  | SheriffWithdrawCommand
  | SheriffDirectionCommand
  | PassBadgeCommand;
/** Someone the engine is waiting for. */
export interface PendingAction {
  /** The seat that must act (0-based). */
  seat: Seat;
  /** What it must do. */
  action: ActionKind;
  /**
   * Legal targets (0-based seats), ascending. Empty for text actions. For the Witch: the
   * legal poison targets (empty once the poison is used).
   */
  targets: Seat[];
  /**
   * Whether "nobody" / abstain / hold fire / pass is allowed; for text actions, whether the
   * text may be empty.
   */
  canSkip: boolean;
  /**
   * Witch only: the seat she may save tonight, when the antidote is unused, the wolves chose
   * someone and self-save rules allow it.
   */
  saveTarget?: Seat;
}
/** One move a seat may make now. */
export interface LegalMove {
  /** The seat that may make it (0-based). */
  seat: Seat;
  /** What it may do. */
  action: ActionKind;
  /**
   * Legal targets (0-based seats), ascending; empty for moves without a target. For the
   * Witch: the legal poison targets.
   */
  targets: Seat[];
  /**
   * Whether "nobody" / abstain / hold fire / pass is allowed; for text moves, whether the
   * text may be empty.
   */
  canSkip: boolean;
  /** Witch only: the seat she may save tonight. */
  saveTarget?: Seat;
  /**
   * Whether the engine waits for this move (it is in `pending`); `false` for a
   * move the seat may make out of turn.
   */
  awaited: boolean;
  /**
   * Whether the move, accepted with any of its targets, ends the step now being waited for
   * (the last awaited ballot or wolf vote, a speech, a move that ends the day). A Knight's
   * duel (R8.4) ends it whatever the target only during his own speech.
   */
  endsStep: boolean;
  /** `sheriff_direction` only (R9.6): who would speak first each way round. */
  firstSpeakers?: FirstSpeakers;
}
/** R9.6: the first speaker of the day for each direction the sheriff may choose. */
export interface FirstSpeakers {
  /** Rising seat numbers. */
  clockwise: Seat;
  /** Falling seat numbers. */
  counterclockwise: Seat;
}
/**
 * What one event of a view changed in the public facts a table shows (R3, R9): who died with
 * it and who holds the badge after it. A view's `timeline` has one per event, so a replay reads
 * the state after any step without re-deriving a rule.
 */
export interface Moment {
  /** Seats that died with this event (ascending). */
  died: Seat[];
  /**
   * The sheriff after this event (R9.7: none from his death, or his reveal as the Idiot,
   * until the badge is handed on; none once torn or never elected).
   */
  sheriff?: Seat;
}
/**
 * What an accepted command produced, as the acting seat may know it (R6.1): the indices are
 * positions in **that seat's** view, so the answer never counts events hidden from it.
 */
export interface Applied {
  /**
   * Index, in the acting seat's `view().events`, of the first event it can see that the
   * command added (events `firstEvent..eventCount` of that view are new).
   */
  firstEvent: number;
  /** Length of the acting seat's `view().events` afterwards. */
  eventCount: number;
  /** Whether the game has ended. */
  gameOver: boolean;
}
/** How the game ended. */
export interface GameOutcome {
  /** Winner. */
  winner: Side;
  /** Why. */
  reason: WinReason;
  /** Day it ended. */
  day: number;
}
/** How many seats hold each role. Serialised as `{"Seer":1,"Witch":1,…}` (missing roles are 0). */
export interface BoardCounts {
  /** Seats dealt the Seer. */
  Seer: number;
  /** Seats dealt the Witch. */
  Witch: number;
  /** Seats dealt the Guard. */
  Guard: number;
  /** Seats dealt the Hunter. */
  Hunter: number;
  /** Seats dealt the Villager. */
  Villager: number;
  /** Seats dealt the Werewolf. */
  Werewolf: number;
  /** Seats dealt the Idiot. Left out when 0. */
  Idiot?: number;
  /** Seats dealt the WhiteWolfKing. Left out when 0. */
  WhiteWolfKing?: number;
  /** Seats dealt the Knight. Left out when 0. */
  Knight?: number;
}
/**
 * A role as a lobby lists it (`roles()` in the package, issue 17): what a client needs to
 * show a board without a table of its own.
 */
export interface RoleInfo {
  /** The role. */
  role: BoardRole;
  /** On the wolf team (R1.1). */
  wolf: boolean;
  /** One of the village's gods (R1.1). */
  god: boolean;
}
/** The board's rule options, without the seed (public knowledge, part of every view). */
export interface BoardRules {
  /** R4. */
  winRule: WinRule;
  /** R2.3. */
  witchSelfSave: WitchSelfSave;
  /** R3.1. */
  revealRoleOnDeath: boolean;
  /** R3.3. */
  lastWords: LastWordsRule;
  /** R8.2 (left out when `false`, so boards without the option serialise as before). */
  whiteWolfKingLastWords?: boolean;
  /** R10.3 (left out when `true`, the default, so boards without the option serialise as before). */
  witchSelfPoison?: boolean;
  /** R9: a sheriff election on day 1 (left out when `false`). */
  sheriff?: boolean;
  /** R9.5: the sheriff's vote weight (only when `sheriff`). */
  sheriffVoteWeight?: number;
}
/** Who may see an event (R6). */
export type Visibility =
  /** Everybody, spectators included. */
  | { scope: "public" }
  /** Only these seats. */
  | {
      scope: "seats";
      /** The seats that may see it. */
      seats: Seat[];
    }
  /** Every seat dealt a Werewolf (the wolf team). */
  | { scope: "wolves" }
  /** Only the god view (the moderator's bookkeeping, e.g. how a night resolved). */
  | { scope: "god" };
/** One ballot: a voter and a target, or an abstention (`null`). */
export interface Ballot {
  /** Voter. */
  voter: Seat;
  /** Target, or abstain. */
  target: Seat | undefined;
}
/** A vote's result. */
export type VoteOutcome =
  /** A unique plurality: executed. */
  | {
      result: "executed";
      /** The seat. */
      seat: Seat;
    }
  /** Several seats share the most votes (main vote → PK; PK vote → nobody executed). */
  | {
      result: "tie";
      /** The tied seats, ascending. */
      seats: Seat[];
    }
  /** Nobody received a vote (everyone abstained, or nobody could vote). */
  | { result: "no_votes" };
/** The result of one sheriff ballot round (R9.3, R9.4). */
export type ElectionOutcome =
  /** A unique plurality. */
  | {
      result: "elected";
      /** The new sheriff. */
      seat: Seat;
    }
  /** Several candidates share the most votes. */
  | {
      result: "tie";
      /** The tied seats, ascending. */
      seats: Seat[];
    }
  /** Nobody received a vote. */
  | { result: "no_votes" };
/** R9.5: the sheriff's ballot in a day vote tally, with its weight. */
export interface SheriffBallotWeight {
  /** The sheriff (a voter in this tally). */
  seat: Seat;
  /** The weight of the sheriff's ballot. */
  weight: number;
}
/** R9: the day-1 sheriff election as it stands. */
export interface Election {
  /** Everyone who signed up, ascending. */
  runners: Seat[];
  /** Candidates who withdrew (退水), in withdrawal order. */
  withdrawn: Seat[];
  /** The tied candidates of the PK round (empty before a tie). */
  pk: Seat[];
  /** Whether the election is over. */
  finished: boolean;
}
/** A night death and its cause (god view). */
export interface NightDeath {
  /** Seat. */
  seat: Seat;
  /** Cause. */
  cause: DeathCause;
}
/** A seat and its role, as made public. */
export interface SeatRole {
  /** 0-based seat. */
  seat: Seat;
  /** Its role. */
  role: BoardRole;
}
/** What happened. */
export type GameEventKind =
  /** Public: the board and its rules (never the seed). */
  | {
      type: "game_started";
      /** Seats. */
      players: number;
      /** Role counts. */
      board: BoardCounts;
      /** Rule options. */
      rules: BoardRules;
    }
  /** Private to `seat`: its role. */
  | {
      type: "role_dealt";
      /** The seat. */
      seat: Seat;
      /** Its role. */
      role: BoardRole;
    }
  /** Wolves only (R2.2): the wolf team, from night 1. */
  | {
      type: "wolf_team";
      /** Every wolf seat. */
      wolves: Seat[];
    }
  /** Public: night `night` begins. */
  | {
      type: "night_fell";
      /** The night number (= the day it precedes). */
      night: number;
    }
  /** Private to the Guard (R2.1). */
  | {
      type: "guard_protected";
      /** The Guard. */
      seat: Seat;
      /** Protected seat, or nobody. */
      target: Seat | undefined;
    }
  /** Wolves only (R2.2): one wolf's choice. */
  | {
      type: "wolf_voted";
      /** The wolf. */
      seat: Seat;
      /** Its choice, or nobody. */
      target: Seat | undefined;
    }
  /** Wolves only (R2.2): the pack's decision. */
  | {
      type: "wolves_chose";
      /** The target, or nobody. */
      target: Seat | undefined;
    }
  /** Private to the Witch (R2.3), only while her antidote is unused. */
  | {
      type: "witch_told";
      /** The Witch. */
      seat: Seat;
      /** The wolves' target, or nobody. */
      target: Seat | undefined;
    }
  /** Private to the Witch: what she did. */
  | {
      type: "witch_acted";
      /** The Witch. */
      seat: Seat;
      /** Saved seat (antidote). */
      save: Seat | undefined;
      /** Poisoned seat. */
      poison: Seat | undefined;
    }
  /** Private to the Seer (R2.4). */
  | {
      type: "seer_result";
      /** The Seer. */
      seat: Seat;
      /** Checked seat. */
      target: Seat;
      /** `good` or `wolf`. */
      alignment: Alignment;
    }
  /** God only (R2.5): how the night resolved. */
  | {
      type: "night_resolved";
      /** The night. */
      night: number;
      /** The wolves' target. */
      wolfTarget: Seat | undefined;
      /** Guarded seat. */
      guarded: Seat | undefined;
      /** Saved seat. */
      saved: Seat | undefined;
      /** Poisoned seat. */
      poisoned: Seat | undefined;
      /** Deaths with their causes, seat order. */
      deaths: NightDeath[];
    }
  /**
   * Public (R3.1): the night's deaths in seat order, no cause; roles only under
   * `revealRoleOnDeath`. No seats means a peaceful night.
   */
  | {
      type: "deaths_announced";
      /** Dead seats. */
      seats: Seat[];
      /** Their roles, when the board reveals roles on death. */
      roles: SeatRole[];
    }
  /** Private to a poisoned Hunter (R3.2): the gun does not fire. */
  | {
      type: "cannot_shoot";
      /** The Hunter. */
      seat: Seat;
    }
  /** Public (R3.2): the shot reveals the Hunter; the target dies. */
  | {
      type: "hunter_shot";
      /** The Hunter. */
      seat: Seat;
      /** The player shot. */
      target: Seat;
      /** The target's role, when the board reveals roles on death. */
      targetRole: BoardRole | undefined;
    }
  /** Private to the Hunter: he held fire (public silence keeps his role hidden). */
  | {
      type: "hunter_held_fire";
      /** The Hunter. */
      seat: Seat;
    }
  /** Public (R3.3, R3.6). */
  | {
      type: "last_words";
      /** Speaker. */
      seat: Seat;
      /** Raw text (untrusted). */
      text: string;
    }
  /** Public (R3.4, R3.5 PK speeches). */
  | {
      type: "speech";
      /** Speaker. */
      seat: Seat;
      /** Raw text (untrusted). */
      text: string;
      /** A PK speech. */
      pk: boolean;
    }
  /** Private to the voter until the tally: votes are secret until everyone has voted. */
  | {
      type: "vote_cast";
      /** Voter. */
      seat: Seat;
      /** Choice, or abstain. */
      target: Seat | undefined;
      /** Main vote or PK revote. */
      round: VoteRound;
    }
  /** Public (R3.5): every ballot and the result. */
  | {
      type: "vote_tallied";
      /** Main vote or PK revote. */
      round: VoteRound;
      /** Every ballot, voter order. */
      ballots: Ballot[];
      /** The result. */
      outcome: VoteOutcome;
      /**
       * R9.5: the sheriff's ballot and its weight, when the sheriff voted in this round
       * (left out otherwise, so games without a sheriff log as before).
       */
      sheriff?: SheriffBallotWeight;
    }
  /** Public (R3.5): the vote's winner is executed. */
  | {
      type: "executed";
      /** The executed seat. */
      seat: Seat;
      /** Its role, when the board reveals roles on death. */
      role: BoardRole | undefined;
    }
  /** Public: a werewolf revealed itself and died (the day ends). */
  | {
      type: "self_revealed";
      /** The wolf. */
      seat: Seat;
    }
  /** Public (R8.1): the executed Idiot shows his card and survives; he never votes again. */
  | {
      type: "idiot_revealed";
      /** The Idiot. */
      seat: Seat;
    }
  /**
   * Public (R8.2): a White Wolf King exploded (role public, dies without last words) and
   * took `target` with it; the day ends.
   */
  | {
      type: "white_wolf_king_exploded";
      /** The White Wolf King. */
      seat: Seat;
      /** The player taken. */
      target: Seat;
      /** The target's role, when the board reveals roles on death. */
      targetRole: BoardRole | undefined;
    }
  /**
   * Public (R8.4): the Knight showed his card and dueled `target`: a wolf (`wolf: true`) dies
   * and the day ends; otherwise the Knight dies and the day goes on.
   */
  | {
      type: "knight_dueled";
      /** The Knight. */
      seat: Seat;
      /** The player dueled. */
      target: Seat;
      /** Whether the target is a wolf (public from now on). */
      wolf: boolean;
      /** The dead seat's role, when the board reveals roles on death and the target died. */
      targetRole?: BoardRole;
    }
  /** Private to `seat` until everyone declared (R9.2): its sign-up answer. */
  | {
      type: "sheriff_run_declared";
      /** The seat. */
      seat: Seat;
      /** Runs? */
      run: boolean;
    }
  /** Public (R9.2): everyone declared; these seats run (ascending, possibly none). */
  | {
      type: "sheriff_candidates";
      /** The candidates. */
      candidates: Seat[];
    }
  /** Public (R9.3): a candidate withdrew (退水); he neither stands nor votes. */
  | {
      type: "sheriff_withdrew";
      /** The candidate. */
      seat: Seat;
    }
  /** Public (R9.3): a campaign speech (`pk`: after a tie). */
  | {
      type: "sheriff_speech";
      /** Speaker. */
      seat: Seat;
      /** Raw text (untrusted). */
      text: string;
      /** A PK speech. */
      pk: boolean;
    }
  /** Private to the voter until the tally (R9.3). */
  | {
      type: "sheriff_vote_cast";
      /** Voter. */
      seat: Seat;
      /** Choice, or abstain. */
      target: Seat | undefined;
      /** The PK revote. */
      pk: boolean;
    }
  /** Public (R9.3, R9.4): every sheriff ballot and the result. */
  | {
      type: "sheriff_vote_tallied";
      /** The PK revote. */
      pk: boolean;
      /** Every ballot, voter order. */
      ballots: Ballot[];
      /** The result. */
      outcome: ElectionOutcome;
    }
  /** Public (R9.4): the election is over: the sheriff, or none. */
  | {
      type: "sheriff_elected";
      /** The sheriff, or `null` when the badge is lost. */
      seat: Seat | undefined;
      /** How it ended. */
      how: ElectionEnd;
    }
  /** Public (R9.6): the sheriff's choice of speaking direction (he speaks last). */
  | {
      type: "sheriff_direction_chosen";
      /** The sheriff. */
      seat: Seat;
      /** The direction. */
      direction: Direction;
    }
  /** Public (R9.7): the sheriff handed the badge on (`target`) or tore it (`null`). */
  | {
      type: "badge_passed";
      /** The former sheriff. */
      seat: Seat;
      /** The new sheriff, or `null`: torn. */
      target: Seat | undefined;
    }
  /** Public (R4): the winner and every role. */
  | {
      type: "game_ended";
      /** The winning side. */
      winner: Side;
      /** Why. */
      reason: WinReason;
      /** Every seat's role, seat order. */
      roles: BoardRole[];
    };
/** One entry of the event log. */
export interface GameEvent {
  /**
   * Position in the log (0-based). In a `View` it is the position in that
   * view's list, so gaps never reveal how many hidden events happened.
   */
  index: number;
  /** Game day (night `d` precedes day `d`; 0 before night 1). */
  day: number;
  /** Coarse phase. */
  phase: EventPhase;
  /** Who may see it. */
  visibility: Visibility;
  /** What happened. */
  kind: GameEventKind;
}
/** Who is looking. */
export type Viewer =
  /** A player: public events, its own role and private results, the wolf team for wolves. */
  | {
      kind: "seat";
      /** 0-based seat. */
      seat: Seat;
    }
  /** Public events only. */
  | { kind: "spectator" }
  /** Everything (the moderator / a replay). Never use it to build a seat's prompt. */
  | { kind: "god" };
/**
 * The phase as a viewer may see it. Night steps and a Hunter's decision are not shown: which
 * step runs (or is skipped) would reveal who holds which role and who is dead among the gods.
 */
export type PublicPhase =
  /** Night. */
  | { kind: "night" }
  /** The dawn announcement and what follows it. */
  | { kind: "dawn" }
  /** Someone's last words. */
  | {
      kind: "last_words";
      /** Speaker. */
      seat: Seat;
    }
  /** A day speech. */
  | {
      kind: "day_speech";
      /** Speaker. */
      seat: Seat;
    }
  /** The vote. */
  | { kind: "vote" }
  /** A PK speech. */
  | {
      kind: "pk_speech";
      /** Speaker. */
      seat: Seat;
      /** Tied players. */
      candidates: Seat[];
    }
  /** The PK revote. */
  | {
      kind: "pk_vote";
      /** Tied players. */
      candidates: Seat[];
    }
  /** After an execution. */
  | { kind: "execution" }
  /** R9.2: sheriff sign-up (everyone declares at once). */
  | { kind: "sheriff_signup" }
  /** R9.3: a sheriff campaign speech. */
  | {
      kind: "sheriff_speech";
      /** Speaker. */
      seat: Seat;
      /** A PK speech after a tie. */
      pk: boolean;
    }
  /** R9.3 / R9.4: the sheriff vote. */
  | {
      kind: "sheriff_vote";
      /** Who may be voted for. */
      candidates: Seat[];
      /** The PK revote. */
      pk: boolean;
    }
  /** R9.6: the sheriff chooses the speaking direction. */
  | {
      kind: "sheriff_direction";
      /** The sheriff. */
      seat: Seat;
    }
  /** R9.7: the sheriff passes or tears the badge. */
  | {
      kind: "badge";
      /** The sheriff giving it up. */
      seat: Seat;
    }
  /** The end. */
  | { kind: "game_over" };
/** One seat as a viewer sees it. */
export interface PlayerView {
  /** 0-based seat. */
  seat: Seat;
  /** Alive? (deaths are public) */
  alive: boolean;
  /** Day of death. */
  diedOn: number | undefined;
  /**
   * The role, only when this viewer may know it: its own, a fellow wolf's, a publicly
   * revealed one, or (god view) all.
   */
  role: BoardRole | undefined;
  /** R10.2: the player's name (`seatNames`, sanitised); left out when the game has none. */
  name?: string;
}
/** The Witch's potions: the night each was used. */
export interface Potions {
  /** Night the antidote was used. */
  antidoteUsed: number | undefined;
  /** Night the poison was used. */
  poisonUsed: number | undefined;
}
/** The viewing seat's own private state. */
export interface SelfView {
  /** 0-based seat. */
  seat: Seat;
  /** Own role. */
  role: BoardRole;
  /** Alive? */
  alive: boolean;
  /** Wolves: every wolf seat (self included). Empty for others. */
  wolfTeam: Seat[];
  /** Witch: her potions. */
  potions: Potions | undefined;
  /** Guard: last night's protected seat (not allowed tonight). */
  lastProtected: Seat | undefined;
}
/** Everything one viewer may know (R6). */
export interface GameView {
  /** Who is looking. */
  viewer: Viewer;
  /** Seats on the board. */
  playerCount: number;
  /** Current day. */
  day: number;
  /** Phase, as this viewer may see it. */
  phase: PublicPhase;
  /** Role counts (public). */
  board: BoardCounts;
  /** Rule options (public; never the seed). */
  rules: BoardRules;
  /** The game's language (prompts default to it). */
  lang: GameLang;
  /** Every seat. */
  players: PlayerView[];
  /** The viewing seat's private state (seat viewers only). */
  you: SelfView | undefined;
  /**
   * The events this viewer may see, in log order, each `index` renumbered to its position in
   * this list. A viewer's list only ever grows, so the index works for incremental fetching.
   */
  events: GameEvent[];
  /**
   * Actions awaited that this viewer may know of: its own, plus the public ones
   * (speeches, votes). God: all.
   */
  pending: PendingAction[];
  /**
   * R5.1: every move this viewer may make now — its awaited moves and its out-of-turn ones
   * (a wolf's reveal, the King's explosion, a withdrawal), with targets. A seat: its own;
   * god: every seat's; spectator: none. A client maps each to a control.
   */
  moves: LegalMove[];
  /**
   * One `Moment` per event of `events`: who died with it and who holds the badge after it
   * (R3, R9.7), so a replay shows any step without re-deriving a rule.
   */
  timeline: Moment[];
  /**
   * R3.4 / R9.6: the seat queued to speak after the current speech (day, PK or campaign),
   * when one is; left out otherwise.
   */
  nextSpeaker?: Seat;
  /** The public-claims ledger (public). */
  publicClaims: PublicClaim[];
  /** Publicly revealed roles. */
  revealedRoles: { [seat: number]: BoardRole };
  /** The result, once over. */
  outcome: GameOutcome | undefined;
  /** R9: the sheriff now (public); left out when there is none. */
  sheriff?: Seat;
  /**
   * R9: the day-1 election (public: candidates once revealed, withdrawals, the PK round);
   * left out on boards without a sheriff and before day 1.
   */
  election?: Election;
}
/** One section of the prompt context, tags included. */
export interface PromptSection {
  /** Which section. */
  name: SectionName;
  /** R10.4: a host section's name (its tag); left out for the core's sections. */
  host?: string;
  /** Its text, `<tag>` … `</tag>`. */
  text: string;
}
/** The prompt context for one viewer. */
export interface PromptContext {
  /** The sections, in order. */
  sections: PromptSection[];
  /** All sections joined by a blank line. */
  text: string;
}
/** What an ingestion did. */
export interface IngestReport {
  /** Claims offered (after parsing, for a summary). */
  offered: number;
  /** Claims that were new to the ledger (the rest were duplicates, C3.1). */
  added: number;
  /** Ledger size afterwards. */
  ledgerSize: number;
}
/** The codes of the engine's refusals: a command (R5), the options (R1, R10), a save (R7). */
export type EngineErrorCode =
  | "game_over"
  | "too_many_inputs"
  | "unknown_seat"
  | "wrong_phase"
  | "dead_player"
  | "not_your_turn"
  | "already_acted"
  | "invalid_target"
  | "ability_used"
  | "same_guard_target"
  | "self_save_forbidden"
  | "self_poison_forbidden"
  | "one_potion_per_night"
  | "text_too_long"
  | "not_a_werewolf"
  | "not_a_white_wolf_king"
  | "not_a_knight"
  | "no_vote"
  | "not_a_candidate"
  | "not_sheriff"
  | "invalid_command"
  | "unsupported_option"
  | "invalid_player_count"
  | "no_preset_board"
  | "player_count_mismatch"
  | "missing_board"
  | "invalid_roles"
  | "invalid_seat_roles"
  | "invalid_preferred_role"
  | "invalid_seat_names"
  | "invalid_first_speaker"
  | "invalid_options"
  | "invalid_json"
  | "not_a_snapshot"
  | "unsupported_version"
  | "save_from_newer_version"
  | "corrupted"
  | "rejected_options"
  | "rejected_input";
