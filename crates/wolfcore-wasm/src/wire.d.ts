// Generated from the core's wire enums (wire_enum!): do not edit. Regenerate with
// WOLFCORE_BLESS=1 cargo test -p wolfcore --test wire_ts
/**
 * A role in the game (R1), plus `Unknown` for claims that name no recognisable role.
 */
export type Role = | "Seer" | "Witch" | "Guard" | "Hunter" | "Villager" | "Werewolf" | "Idiot" | "WhiteWolfKing" | "Knight" | "Unknown";
/**
 * What kind of statement a claim records.
 */
export type ClaimType = | "role_claim" | "seer_check" | "witch_save" | "witch_poison" | "guard_protect" | "alignment_statement" | "other";
/**
 * The verdict of a `seer_check` or `alignment_statement`.
 */
export type Alignment = | "good" | "wolf";
/**
 * Where a claim stands. Only the ledger sets it: `contested` from merging (C3.2),
 * `corroborated`/`disproved` from public ground truth only (C4), and those two are final.
 */
export type ClaimStatus = | "unverified" | "contested" | "corroborated" | "disproved";
/**
 * Who put the claim into the ledger.
 */
export type ClaimSource = | "summary" | "regex" | "manual";
/**
 * Stable machine codes explaining a status (C1 `reasons`).
 */
export type Reason = | "counterclaim" | "over_claim" | "self_contradiction" | "conflicting_check" | "revealed_role" | "revealed_alignment" | "false_check" | "revealed_action";
/**
 * A language the catalogs cover.
 */
export type GameLang = | "en" | "zh";
/**
 * R4: when the wolves win.
 */
export type WinRule = | "parity" | "sideKill";
/**
 * R2.3: when the Witch may use the antidote on herself.
 */
export type WitchSelfSave = | "always" | "firstNightOnly" | "never";
/**
 * R3.3: who gives last words.
 */
export type LastWordsRule = | "executedAndFirstNight" | "executedOnly";
/**
 * R9.6: the direction the sheriff gives the day's speeches: `clockwise` = rising seat numbers
 * (seat 3, 4, 5, … after a sheriff on seat 2), `counterclockwise` = falling ones.
 */
export type Direction = | "clockwise" | "counterclockwise";
/**
 * What a seat may do now (R5.1). `pk_speak` and `sheriff_speak` are answered with a `speak`
 * command, `pk_vote` and `sheriff_vote` with a `vote`; every other kind with the command of
 * the same name. `self_reveal`, `white_wolf_king_explode` and `sheriff_withdraw` are
 * out-of-turn moves: never in `pending`, listed in `legalMoves()` / `view.moves`.
 */
export type ActionKind = | "guard_protect" | "wolf_kill" | "witch_act" | "seer_check" | "hunter_shoot" | "last_words" | "speak" | "pk_speak" | "vote" | "pk_vote" | "sheriff_run" | "sheriff_speak" | "sheriff_vote" | "sheriff_direction" | "pass_badge" | "self_reveal" | "white_wolf_king_explode" | "sheriff_withdraw" | "knight_duel";
/**
 * The potion or power an `ability_used` error is about.
 */
export type Ability = | "antidote" | "poison" | "duel";
/**
 * A side of the game.
 */
export type Side = | "village" | "wolves" | "nobody";
/**
 * Why the game ended (R4).
 */
export type WinReason = | "no_wolves_left" | "parity" | "gods_dead" | "villagers_dead" | "day_limit";
/**
 * Coarse phase an event happened in.
 */
export type EventPhase = | "setup" | "night" | "dawn" | "day_speech" | "vote" | "pk_speech" | "pk_vote" | "execution" | "game_over" | "sheriff";
/**
 * Main vote or PK revote (R3.5).
 */
export type VoteRound = | "main" | "pk";
/**
 * R9.4: how a sheriff election ended.
 */
export type ElectionEnd = | "elected" | "unopposed" | "no_candidates" | "no_voters" | "no_votes" | "second_tie";
/**
 * Why a seat died.
 */
export type DeathCause = | "wolf_kill" | "poison" | "execution" | "hunter_shot" | "self_reveal" | "white_wolf_king" | "duel";
/**
 * Which section.
 */
export type SectionName = | "private_knowledge" | "public_facts" | "public_claims" | "transcript" | "your_turn" | "host";
/**
 * How much of the public-claims ledger the village's bots read (an ablation, issue 13). The
 * wolves always read all of it; the engine keeps the ledger either way.
 */
export type VillageLedger = | "full" | "no_verdicts" | "ignore";
/**
 * How well the bots play (issue 19).
 */
export type Difficulty = | "easy" | "normal" | "hard";
