// A strict TypeScript consumer of `wolfcore`. `tsc --noEmit -p tests/types` must pass; each
// `@ts-expect-error` proves a type is real (an `any` would make it an unused directive, which
// tsc reports as an error).
import init, {
  Game,
  Ledger,
  type LedgerIngestReport,
  type LedgerMergeReport,
  boards,
  roles,
  type RoleInfo,
  type ActionKind,
  type BoardRole,
  type StandardBoard,
  type HostSection,
  type PreferredRole,
  type SeatRoles,
  type SectionSlot,
  extractPublicClaims,
  formatMessage,
  mergePublicClaims,
  mergePublicClaimsReport,
  mergePublicClaimsSafe,
  messages,
  normalizePublicClaims,
  parsePublicClaims,
  parsePublicClaimsResponse,
  publicClaimsJsonSchema,
  renderPublicClaimsSection,
  sanitizeLine,
  verifyPublicClaims,
  version,
  type ClaimStatus,
  type MergeOptions,
  type MergeReport,
  type JsonSchema,
  type MessageTree,
  type ParseErrorCode,
  type WolfcoreErrorCode,
  type ParseResult,
  type RejectReason,
  type RenderOptions,
  type PublicClaim,
  type PublicClaimInput,
  type RevealedRoles,
  type WolfcoreError,
  type Applied,
  type ExtractContext,
  type Command,
  type CommandType,
  type GameError,
  type GameErrorCode,
  type GameEvent,
  type GameOptions,
  type GameOutcome,
  type GameView,
  type IngestReport,
  type IngestSummaryResult,
  type PendingAction,
  type PromptContext,
  type PromptOptions,
  simulate,
  type BotConfig,
  type BotError,
  type BotErrorCode,
  type SimConfig,
  type SimReport,
  type SimTally,
} from "wolfcore";

await init();

const input: PublicClaimInput = {
  day: 1,
  phase: "DAY_SPEECH",
  speakerSeat: 1,
  claimType: "seer_check",
  targetSeat: 5,
  alignment: "good",
  content: "Seat 2 says they checked Seat 6: good",
  source: "summary",
};
const options: MergeOptions = { roleCounts: { Seer: 1, Witch: 1, Villager: 3, Werewolf: 3 } };
const merged: PublicClaim[] = mergePublicClaims([], [input], options);
const status: ClaimStatus = merged[0]?.status ?? "unverified";
const id: string | undefined = merged[0]?.id;
const safe: PublicClaim[] = mergePublicClaimsSafe(undefined, [input]);
const mergeReport: MergeReport = mergePublicClaimsReport(safe, [input], { playerCount: 9, lang: "zh" });
const skipped: number = mergeReport.rejectedCount + normalizePublicClaims(mergeReport.ledger).repairedCount;
// @ts-expect-error the report is not an array
mergeReport.map((c: PublicClaim) => c);
const revealed: RevealedRoles = { 5: "Werewolf" };
const verified: PublicClaim[] = verifyPublicClaims(merged, revealed);
const viaMap: PublicClaim[] = verifyPublicClaims(merged, new Map([[5, "Werewolf"]]));
const tree: MessageTree = messages("zh-CN");
const label: string = formatMessage("en", "publicClaims.seat", { seat: 3 });
const v: string = version();

const result: ParseResult = parsePublicClaims('{"claims": []}', { playerCount: 9, day: 2, lang: "zh" });
const errorCode: ParseErrorCode | undefined = result.error?.code;
const rejectedCount: number = result.rejectedCount;
const firstReason: RejectReason | undefined = result.rejected[0]?.reason;
const plain: PublicClaim[] = parsePublicClaimsResponse("garbage");
const schema: JsonSchema = publicClaimsJsonSchema();
const renderOptions: RenderOptions = {
  limit: 2,
  header: "h",
  disclaimer: "d",
  seatLabel: (n: number) => `Seat ${n}`,
  statusLabel: (s: ClaimStatus) => s.toUpperCase(),
};
const section: string = renderPublicClaimsSection(merged, renderOptions);
const planSection: string = renderPublicClaimsSection(merged, { limit: 2, header: "h", disclaimer: "d", seatLabel: (n) => `Seat ${n}` });
const clean: string = sanitizeLine("a\nb", 10);

try {
  mergePublicClaims([], [input]);
} catch (err) {
  if (err instanceof Error) {
    const e = err as WolfcoreError;
    const code: string = e.code;
    console.log(code, e.index, e.list);
    // Thrown before init() in browsers; part of the code union.
    if (e.code === "not_initialized") console.log("await init() first");
  }
}

// @ts-expect-error claimType is a closed union
const badType: PublicClaimInput = { ...input, claimType: "dragon_claim" };
// @ts-expect-error source is required
const noSource: PublicClaimInput = { day: 1, phase: "DAY_SPEECH", speakerSeat: 0, claimType: "other", content: "x" };
// @ts-expect-error a merged claim always has a status
const noStatus: PublicClaim = { ...input, id: "x" };
// @ts-expect-error roles are a closed union
const badRole: RevealedRoles = { 1: "Dragon" };
// @ts-expect-error results are typed, not any
const notNumber: number = mergePublicClaims([], []);
// @ts-expect-error options are typed
mergePublicClaims([], [], { roleCount: {} });
// @ts-expect-error seatLabel must return a string
renderPublicClaimsSection(merged, { limit: 2, seatLabel: (n: number) => n });
// @ts-expect-error limit is required
renderPublicClaimsSection(merged, { header: "h" });
// @ts-expect-error parse results are typed
const notClaims: string = parsePublicClaims("x").claims;
// @ts-expect-error languages are en/zh tags
messages("fr");
// @ts-expect-error init returns Promise<void>, not the raw wasm exports
(await init()).memory;

// ---- the Game class: a discriminated Command union, typed views and results ----
const gameOptions: GameOptions = { players: 9, seed: "18446744073709551615", winRule: "sideKill", lang: "zh" };
const game = new Game(gameOptions);
/**
 * A policy: narrowing on the action kind, each answered with a legal command shape (the compiler
 * checks each shape). Kinds it does not know (a role added later) take the `default`: a consumer
 * need not change when the engine grows (issue 17); `ActionKind` stays a closed union (below).
 */
function answer(p: PendingAction): Command {
  const target = p.targets[0] ?? null;
  switch (p.action) {
    case "guard_protect":
      return { type: "guard_protect", seat: p.seat, target };
    case "wolf_kill":
      return { type: "wolf_kill", seat: p.seat, target };
    case "witch_act":
      return p.saveTarget !== undefined ? { type: "witch_act", seat: p.seat, save: true } : { type: "witch_act", seat: p.seat, poison: target };
    case "seer_check":
      return { type: "seer_check", seat: p.seat, target: p.targets[0] ?? 0 };
    case "hunter_shoot":
      return { type: "hunter_shoot", seat: p.seat, target };
    case "speak":
    case "pk_speak":
      return { type: "speak", seat: p.seat, text: "hello" };
    case "last_words":
      return { type: "last_words", seat: p.seat, text: "" };
    case "vote":
    case "pk_vote":
    case "sheriff_vote":
      return { type: "vote", seat: p.seat, target };
    // R9: the sheriff election and the badge.
    case "sheriff_run":
      return { type: "sheriff_run", seat: p.seat, run: true };
    case "sheriff_speak":
      return { type: "speak", seat: p.seat, text: "vote for me" };
    case "sheriff_direction":
      return { type: "sheriff_direction", seat: p.seat, direction: "clockwise" };
    case "pass_badge":
      return { type: "pass_badge", seat: p.seat, target };
    // R5.1: out-of-turn moves (listed by `legalMoves()`, never awaited).
    case "self_reveal":
      return { type: "self_reveal", seat: p.seat };
    case "sheriff_withdraw":
      return { type: "sheriff_withdraw", seat: p.seat };
    case "white_wolf_king_explode":
      return { type: "white_wolf_king_explode", seat: p.seat, target: p.targets[0] ?? 0 };
    case "knight_duel":
      return { type: "knight_duel", seat: p.seat, target: p.targets[0] ?? 0 };
    default:
      throw new Error(`no policy for ${p.action}`);
  }
}
// @ts-expect-error ActionKind is a closed union of the engine's kinds
const notAKind: ActionKind = "fly";
console.log(notAKind);
/** Narrowing on `type` gives each variant's fields. */
function describe(cmd: Command): string {
  switch (cmd.type) {
    case "speak":
    case "last_words":
      return cmd.text;
    case "seer_check":
      return `check ${cmd.target + 1}`;
    case "witch_act":
      return `${cmd.save ?? false} ${cmd.poison ?? "none"}`;
    case "self_reveal":
    case "sheriff_withdraw":
      return `${cmd.type} ${cmd.seat}`;
    case "sheriff_run":
      return `run ${cmd.run}`;
    case "sheriff_direction":
      return cmd.direction;
    default:
      return `${cmd.type} ${cmd.target ?? "nobody"}`;
  }
}
const kinds: CommandType[] = ["vote", "self_reveal"];
let applied: Applied | undefined;
for (let pending = game.pending(); pending.length > 0; pending = game.pending()) {
  const first = pending[0];
  if (first === undefined) break;
  applied = game.apply(answer(first));
}
const over: boolean = game.isOver() && (applied?.gameOver ?? false);
const outcome: GameOutcome | undefined = game.outcome();
const winner: "village" | "wolves" | "nobody" | undefined = outcome?.winner; // "nobody": R4.3 day limit
const seatView: GameView = game.view(0);
const spectator: GameView = game.view();
const god: GameView = game.godView();
const myRole: string | undefined = seatView.you?.role;
const hidden: string | undefined = spectator.players[1]?.role;
const phaseKind: string = god.phase.kind === "day_speech" ? `speaker ${god.phase.seat}` : god.phase.kind;
const events: GameEvent[] = game.eventLog();
const speeches: string[] = events.flatMap((e) => (e.kind.type === "speech" ? [e.kind.text] : []));
const promptOptions: PromptOptions = { lang: "zh-CN", maxClaims: 10 };
const prompt: PromptContext = game.promptContext(0, promptOptions);
const summary: IngestSummaryResult = game.ingestSummary("garbage", { day: 1 });
const summaryError: ParseErrorCode | undefined = summary.error?.code;
const ingested: IngestReport = game.ingestClaims([input]);
const snapshot: string = game.save();
const reloaded: Game = Game.load(snapshot);
const digest: string = reloaded.eventLogDigest() + reloaded.eventLogJson();
try {
  game.apply({ type: "vote", seat: 0, target: null });
} catch (err) {
  if (err instanceof Error) {
    const e = err as GameError;
    const code: GameErrorCode | WolfcoreErrorCode = e.code;
    console.log(code, e.seat, e.target, e.ability);
  }
}
if (typeof window !== "undefined") {
  game.autosave("slot");
  const restored: Game = Game.restore("slot");
  const has: boolean = Game.hasAutosave("slot");
  Game.clearAutosave("slot");
  console.log(restored, has);
}

// ---- bots: a bot's move is a typed Command, playBots counts commands, simulate is typed ----
const botConfig: BotConfig = { fakeClaimRate: 0.5, ingestClaims: true, lang: "zh" };
const botGame = new Game({ players: 9, seed: 7 });
const botMove: Command = botGame.botCommand(botGame.pending()[0]?.seat ?? 0, botConfig);
botGame.apply(botMove);
const botCommands: number = botGame.playBots([0], botConfig) + botGame.playBots();
const simConfig: SimConfig = { games: 10, players: 9, seed: "7", winRule: "sideKill", bots: { busRate: 0 } };
const report: SimReport = simulate(simConfig);
const tally: SimTally = report.tally;
const villageLow: number = report.village.ci95Low + report.fakeSeer.contestedOrDisproved.rate;
const resolvedSeed: string = report.config.seed;
const resolvedRate: number = report.config.bots.fakeClaimRate;
try {
  simulate({ games: 0 });
} catch (err) {
  const e = err as BotError;
  const code: BotErrorCode | WolfcoreErrorCode = e.code;
  console.log(code, e.field, e.index, e.seed, e.seat);
}
// @ts-expect-error a bot's command is typed, not any
const notCommand: string = botGame.botCommand(0);
// @ts-expect-error playBots returns a number
const notCount: string = botGame.playBots();
// @ts-expect-error bot options are a closed set
botGame.playBots([], { bussRate: 0.2 });
// @ts-expect-error human seats are numbers
botGame.playBots(["0"]);
// @ts-expect-error sim configs are a closed set
simulate({ gamez: 10 });
// @ts-expect-error reports are typed
const notReport: number = simulate({ games: 1 }).village;
console.log(botCommands, tally, villageLow, resolvedSeed, resolvedRate, notCommand, notCount, notReport);
botGame.free();
game.free();

const extractContext: ExtractContext = { day: 1, speakerSeat: 0, lang: "en" };
const extracted: PublicClaim[] = extractPublicClaims("I am the Seer.", extractContext);
console.log(extracted, skipped, rejectedCount);
// @ts-expect-error the context needs a speaker seat
extractPublicClaims("I am the Seer.", { day: 1 });

// @ts-expect-error commands are a closed union on `type`
game.apply({ type: "fly", seat: 0 });
// @ts-expect-error a vote needs a target (a seat or null to abstain)
game.apply({ type: "vote", seat: 0 });
// @ts-expect-error a speech has text, not a target
game.apply({ type: "speak", seat: 0, target: 1 });
// @ts-expect-error seer checks cannot skip
game.apply({ type: "seer_check", seat: 0, target: null });
// @ts-expect-error options need a seed
new Game({ players: 9 });
// @ts-expect-error roles exclude Unknown
new Game({ seed: 1, roles: ["Unknown"] });
// @ts-expect-error win rules are a closed union
new Game({ players: 9, seed: 1, winRule: "bloodbath" });
// @ts-expect-error views are typed, not any
const notView: number = game.view(0);
// @ts-expect-error pending actions are typed
const notPending: string[] = game.pending();
// @ts-expect-error prompt options are typed
game.promptContext(0, { maxclaims: 3 });
// @ts-expect-error a seat is a number
game.view("0");

console.log(over, winner, myRole, hidden, phaseKind, speeches, prompt, summaryError, ingested, digest, kinds, describe, notView, notPending);
console.log(errorCode, firstReason, plain, schema, section, planSection, clean, notClaims);
console.log(status, id, safe, verified, viaMap, tree, label, v, badType, noSource, noStatus, badRole, notNumber);

// ---- R8: standard boards, the Idiot and the White Wolf King ----
const lobby: StandardBoard[] = boards();
const std12 = lobby.find((b) => b.id === "standard-12");
if (std12) {
  const g = new Game({ roles: std12.roles, winRule: std12.winRule, seed: 1, whiteWolfKingLastWords: true });
  const explode: Command = { type: "white_wolf_king_explode", seat: 3, target: 4 };
  const idiots: number | undefined = g.view().board.Idiot;
  const seers: number = g.view().board.Seer;
  console.log(explode, idiots, seers, std12.counts.WhiteWolfKing);
}
// Issue 17: the roles in a lobby's order, with their sides.
const order: RoleInfo[] = roles();
const firstWolf: BoardRole | undefined = order.find((r) => r.wolf)?.role;
console.log(firstWolf);
// @ts-expect-error the explosion names its target
const noTarget: Command = { type: "white_wolf_king_explode", seat: 3 };
console.log(noTarget);

// ---- R10: host hooks ----
const fixed: SeatRoles = { "0": "Seer", "3": "Werewolf" };
const listed: SeatRoles = ["Seer", null, null, null, null, null, null, null, null];
const wish: PreferredRole = { seat: 0, role: "Witch" };
const hooked = new Game({ players: 9, seed: 2, seatRoles: fixed, preferredRole: { seat: 1, role: "Hunter" }, witchSelfPoison: false, seatNames: ["Ann", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy"] });
const slot: SectionSlot = "after_public_claims";
const persona: HostSection = { name: "persona", content: "You are calm.", position: slot };
const hookedPrompt = hooked.promptContext(0, { sections: [persona, { name: "summary", content: "Day 1: quiet.", position: "start" }] });
const hostTag: string | undefined = hookedPrompt.sections.find((s) => s.name === "host")?.host;
const seatName: string | undefined = hooked.view(0).players[0]?.name;
const selfPoison: boolean | undefined = hooked.view(0).rules.witchSelfPoison;
console.log(listed, wish, hostTag, seatName, selfPoison);
// @ts-expect-error section positions are a closed union
hooked.promptContext(0, { sections: [{ name: "persona", content: "x", position: "middle" }] });
// @ts-expect-error seat roles are board roles
new Game({ players: 9, seed: 1, seatRoles: { "0": "Unknown" } });
// @ts-expect-error seat names are strings
new Game({ players: 9, seed: 1, seatNames: [1, 2, 3] });

// ---- R9: the sheriff election and the badge ----
const sheriffGame = new Game({ players: 12, seed: 2, sheriff: true, sheriffVoteWeight: 1.5 });
const sheriffNow: number | undefined = sheriffGame.view().sheriff;
const runners: number[] | undefined = sheriffGame.view().election?.runners;
const weighted = sheriffGame.eventLog().flatMap((e) => (e.kind.type === "vote_tallied" && e.kind.sheriff ? [e.kind.sheriff.weight] : []));
const passBadge: Command = { type: "pass_badge", seat: 3, target: null };
const direction: Command = { type: "sheriff_direction", seat: 3, direction: "counterclockwise" };
console.log(sheriffNow, runners, weighted, passBadge, direction);
// @ts-expect-error the weight is 1, 1.5 or 2
new Game({ players: 12, seed: 2, sheriff: true, sheriffVoteWeight: 3 });
// @ts-expect-error a direction is clockwise or counterclockwise
const badDirection: Command = { type: "sheriff_direction", seat: 3, direction: "left" };
console.log(badDirection);
// ---- issue 13: the stateful Ledger and frozen results ----
const kept = new Ledger({ playerCount: 9, lang: "en" });
const keptIngest: LedgerIngestReport = kept.ingestReply("{\"claims\": []}", { day: 2 });
const keptMerged: LedgerMergeReport = kept.merge([input]);
const keptSnapshot: readonly PublicClaim[] = kept.claims();
// @ts-expect-error a keptSnapshot is read-only
keptSnapshot.push(keptSnapshot[0]);
const keptVerdicts: number = kept.verify({ 4: "Hunter" });
const keptSection: string = kept.render({ limit: 30 });
const keptRestored: Ledger = Ledger.load(kept.save());
const keptSize: number = keptRestored.size + Ledger.from([input]).size;
kept.free();
console.log(keptIngest.error?.code, keptMerged.added, keptVerdicts, keptSection, keptSize);
