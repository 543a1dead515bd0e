// The sheriff election and the badge (R9) as the app drives them: every decision of the human
// (run or not, withdraw, vote, direction, pass or tear the badge) through GameSession, the
// table's helpers (withdraw offer, first speaker), the log lines with the sheriff's weight, and
// model seats deciding all of them through the schema + JSON reply, with the bot as fallback.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Command, GameView, PendingAction } from "wolfcore";
import { logLines } from "../../lib/events";
import { ModelSeatAgent } from "../../lib/ai/players";
import { ReplyError, replyToCommand, seatInstruction, seatReplySchema, speechOptions } from "../../lib/ai/seat";
import { moveOf } from "../../lib/roles";

const canWithdraw = (view: GameView): boolean => moveOf(view, "sheriff_withdraw") !== undefined;
import { isGameSetup } from "../../lib/save";
import { GameSession, gameOptions } from "../../lib/session";
import { aiSetup, configure, modelPlayers, playUntil, routeCall, seatSchema, useModelServer } from "../ai/harness";
import { codeOf, setup, translator } from "./helpers";

const model = useModelServer();

const SPEECH = "I will keep the village honest.";

/** Bot moves for every seat but the human's until `stop`, or the human owes a move. */
function playBots(s: GameSession, stop: (s: GameSession) => boolean = () => false): void {
  for (let i = 0; i < 800 && !s.game.isOver() && !stop(s); i++) {
    const next = s.nextAgentAction();
    if (!next) return;
    s.apply(s.game.botCommand(next.seat));
  }
}

function human(s: GameSession): PendingAction {
  const p = s.humanPending()[0];
  assert.ok(p, `the human owes a move in ${s.game.view().phase.kind}`);
  return p;
}


function sheriffGame(seed: string, fields = {}): GameSession {
  return GameSession.create(setup({ sheriff: true, humanSeat: 0, preferredRole: "Villager", seed, ...fields }), "en");
}

test("R9.2: the human declares at sign-up; running puts the seat among the runners once everyone declared", () => {
  const s = sheriffGame("3");
  playBots(s, (x) => x.game.view().phase.kind === "sheriff_signup");
  assert.equal(s.game.view().phase.kind, "sheriff_signup");
  assert.equal(human(s).action, "sheriff_run");
  s.apply({ type: "sheriff_run", seat: 0, run: true });
  assert.equal(codeOf(() => s.apply({ type: "sheriff_run", seat: 0, run: false })), "already_acted");
  playBots(s, (x) => x.game.view().election?.runners !== undefined && x.game.view().phase.kind !== "sheriff_signup");
  const view = s.view();
  assert.ok(view.election?.runners.includes(0), JSON.stringify(view.election));
  s.free();
});

test("R9.2: not running: the human votes for the sheriff among the candidates only", () => {
  for (let seed = 1; seed < 40; seed++) {
    const s = sheriffGame(String(seed));
    playBots(s);
    s.apply({ type: "sheriff_run", seat: 0, run: false });
    playBots(s);
    if (s.game.view().phase.kind !== "sheriff_vote") {
      s.free();
      continue; // nobody ran, or one unopposed candidate
    }
    const p = human(s);
    assert.equal(p.action, "sheriff_vote");
    const phase = s.game.view().phase as { kind: "sheriff_vote"; candidates: number[] };
    assert.deepEqual([...p.targets].sort(), [...phase.candidates].sort());
    assert.ok(!p.targets.includes(0));
    s.apply({ type: "vote", seat: 0, target: p.targets[0]! });
    s.free();
    return;
  }
  assert.fail("no seed with a contested election");
});

test("R9.3: a standing candidate may withdraw during the campaign (offered, then gone); a non-candidate gets not_a_candidate", () => {
  const s = sheriffGame("5");
  playBots(s);
  s.apply({ type: "sheriff_run", seat: 0, run: true });
  playBots(s, (x) => x.game.view().phase.kind === "sheriff_speech");
  if (s.game.view().phase.kind !== "sheriff_speech") {
    s.free();
    return assert.fail("the campaign did not start on this seed");
  }
  assert.equal(canWithdraw(s.view()), true);
  const other = s.game.view().players.find((p) => !s.game.view().election!.runners.includes(p.seat) && p.alive);
  if (other) assert.equal(codeOf(() => s.apply({ type: "sheriff_withdraw", seat: other.seat })), "not_a_candidate");
  s.apply({ type: "sheriff_withdraw", seat: 0 });
  assert.ok(s.view().election!.withdrawn.includes(0));
  assert.equal(canWithdraw(s.view()), false);
  const { t, errors } = translator("en");
  assert.ok(logLines(s.view().events, t).some((l) => l.text === "Seat 1 withdraws from the sheriff race."));
  assert.deepEqual(errors, []);
  s.free();
});

/** Plays the human by a fixed policy until `until` says stop; returns the session. */
function playHuman(s: GameSession, until: (s: GameSession, p: PendingAction) => boolean): PendingAction | undefined {
  for (let i = 0; i < 800 && !s.game.isOver(); i++) {
    playBots(s);
    const p = s.humanPending()[0];
    if (!p || until(s, p)) return p;
    const seat = 0;
    const c: Command =
      p.action === "sheriff_run"
        ? { type: "sheriff_run", seat, run: true }
        : p.action === "sheriff_direction"
          ? { type: "sheriff_direction", seat, direction: "counterclockwise" }
          : p.action === "last_words"
            ? { type: "last_words", seat, text: SPEECH }
            : p.action === "speak" || p.action === "pk_speak" || p.action === "sheriff_speak"
              ? { type: "speak", seat, text: SPEECH }
              : p.action === "pass_badge"
                ? { type: "pass_badge", seat, target: null }
                : { type: "vote", seat, target: p.targets[0] ?? null };
    s.apply(c);
  }
  return undefined;
}

test("R9.6/R9.5: an elected human picks the direction (first speaker shown right), and his day ballot weighs 1.5 in the log", () => {
  for (let seed = 1; seed < 300; seed++) {
    const s = sheriffGame(String(seed));
    const p = playHuman(s, (_, x) => x.action === "sheriff_direction");
    if (p?.action !== "sheriff_direction") {
      s.free();
      continue;
    }
    const view = s.view();
    assert.equal(view.sheriff, 0);
    const first = moveOf(view, "sheriff_direction")?.firstSpeakers?.counterclockwise;
    s.apply({ type: "sheriff_direction", seat: 0, direction: "counterclockwise" });
    playBots(s);
    const log = s.game.eventLog();
    const chosen = log.findIndex((e) => e.kind.type === "sheriff_direction_chosen");
    const firstSpeech = log.slice(chosen).find((e) => e.kind.type === "speech");
    assert.equal(firstSpeech?.kind.type === "speech" && firstSpeech.kind.seat, first, "the first speaker is the one the button names");
    // Through the day to the vote, the human votes as sheriff.
    const vote = playHuman(s, (_, x) => x.action === "vote");
    if (vote?.action !== "vote") {
      s.free();
      continue;
    }
    s.apply({ type: "vote", seat: 0, target: vote.targets[0]! });
    playBots(s);
    for (const lang of ["en", "zh"] as const) {
      const { t, errors } = translator(lang);
      const tally = logLines(s.view().events, t).filter((l) => l.kind === "vote").at(-1)!;
      assert.ok(tally.text.includes(lang === "en" ? "Seat 1 (sheriff ×1.5)" : "1号（警长 ×1.5）"), tally.text);
      assert.deepEqual(errors, []);
    }
    s.free();
    return;
  }
  assert.fail("no seed elects the human");
});

test("R9.7: a dying human sheriff tears the badge (null) — public, and nobody is sheriff afterwards", () => {
  for (let seed = 1; seed < 600; seed++) {
    const s = sheriffGame(String(seed));
    const p = playHuman(s, (_, x) => x.action === "pass_badge");
    if (p?.action !== "pass_badge") {
      s.free();
      continue;
    }
    assert.ok(p.targets.length > 0 && !p.targets.includes(0));
    assert.equal(codeOf(() => s.apply({ type: "pass_badge", seat: 0, target: 0 })), "invalid_target");
    s.apply({ type: "pass_badge", seat: 0, target: null });
    assert.equal(s.view().sheriff, undefined);
    const { t } = translator("zh");
    assert.ok(logLines(s.game.view().events, t).some((l) => l.text === "1号撕毁了警徽：此后不再有警长。"));
    // The save replays every sheriff decision to the same game.
    const back = GameSession.fromSave(s.toSave());
    assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
    back.free();
    s.free();
    return;
  }
  assert.fail("no seed where the human sheriff leaves the game");
});

test("whole sheriff bot games: every event has a line in both languages with no missing key", () => {
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    for (const seed of ["1", "2", "3", "4"]) {
      const s = GameSession.create(setup({ sheriff: true, seatChoice: "watch", humanSeat: null, seed, players: 10 + Number(seed) % 3 }), lang);
      s.game.playBots();
      const lines = logLines(s.game.eventLog(), t, true);
      assert.equal(lines.length, s.game.eventLog().length);
      s.free();
    }
    assert.deepEqual(errors, []);
  }
});

test("model seats: schemas and instructions for every sheriff decision; replies become commands", () => {
  const run: PendingAction = { seat: 3, action: "sheriff_run", targets: [], canSkip: false };
  const dir: PendingAction = { seat: 3, action: "sheriff_direction", targets: [], canSkip: false };
  const badge: PendingAction = { seat: 3, action: "pass_badge", targets: [0, 5], canSkip: true };
  const vote: PendingAction = { seat: 3, action: "sheriff_vote", targets: [1, 2], canSkip: true };
  const schema = (p: PendingAction) => seatReplySchema(p).schema as { properties: Record<string, { enum?: unknown[] }> };
  assert.deepEqual(Object.keys(schema(run).properties), ["run"]);
  assert.deepEqual(schema(dir).properties.direction!.enum, ["clockwise", "counterclockwise"]);
  assert.deepEqual(schema(badge).properties.pass_to!.enum, [1, 6, null]);
  assert.deepEqual(schema(vote).properties.vote!.enum, [2, 3, null]);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    for (const p of [run, dir, badge, vote]) assert.ok(seatInstruction(t, p, lang).includes("JSON"));
    assert.deepEqual(errors, []);
  }
  assert.deepEqual(replyToCommand('{"run": true}', run), { type: "sheriff_run", seat: 3, run: true });
  assert.deepEqual(replyToCommand('{"direction": "counter-clockwise"}', dir), { type: "sheriff_direction", seat: 3, direction: "counterclockwise" });
  assert.deepEqual(replyToCommand('{"direction": "逆时针"}', dir), { type: "sheriff_direction", seat: 3, direction: "counterclockwise" });
  assert.deepEqual(replyToCommand('{"pass_to": 6}', badge), { type: "pass_badge", seat: 3, target: 5 });
  assert.deepEqual(replyToCommand('{"pass_to": null}', badge), { type: "pass_badge", seat: 3, target: null });
  assert.deepEqual(replyToCommand('{"vote": 3}', vote), { type: "vote", seat: 3, target: 2 });
  assert.throws(() => replyToCommand('{"run": "maybe"}', run), (e) => e instanceof ReplyError && e.code === "reply_bad_field");
  assert.throws(() => replyToCommand('{"direction": "up"}', dir), (e) => e instanceof ReplyError && e.code === "reply_bad_field");
  assert.throws(() => replyToCommand("{}", badge), (e) => e instanceof ReplyError && e.code === "reply_missing_field");
  // A campaign speech offers the withdrawal only to a standing candidate.
  const campaign: PendingAction = { seat: 3, action: "sheriff_speak", targets: [], canSkip: true };
  const view = {
    outcome: undefined,
    you: { seat: 3, alive: true, role: "Villager" },
    phase: { kind: "sheriff_speech", seat: 3, pk: false },
    election: { runners: [3, 4], withdrawn: [], pk: [], finished: false },
    players: [],
    // R5.1: the engine lists the withdrawal; the seat only reads it.
    moves: [{ seat: 3, action: "sheriff_withdraw", targets: [], canSkip: false, awaited: false, endsStep: false }],
  } as unknown as GameView;
  const options = speechOptions(view, campaign);
  assert.deepEqual(options, view.moves);
  // Issue 20: the withdrawal is its own reply beside the speech, not a field of every campaign speech.
  const branches = (seatReplySchema(campaign, options).schema as { anyOf: { properties: Record<string, { enum?: string[] }> }[] }).anyOf;
  assert.deepEqual(branches.map((b) => Object.keys(b.properties)), [["speech"], ["action"]]);
  assert.deepEqual(branches[1]!.properties.action!.enum, ["sheriff_withdraw"]);
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const text = seatInstruction(t, campaign, lang, options);
    assert.ok(text.includes(t("web.moves.sheriff_withdraw.prompt")) && text.includes('{"action": "sheriff_withdraw"}'), text);
    assert.deepEqual(errors, []);
  }
  assert.deepEqual(replyToCommand('{"action": "sheriff_withdraw"}', campaign, options), { type: "sheriff_withdraw", seat: 3 });
  assert.deepEqual(replyToCommand('{"action": "withdraw"}', campaign, options), { type: "sheriff_withdraw", seat: 3 });
  // Not a candidate (nothing offered): the same reply is no withdrawal.
  assert.throws(() => replyToCommand('{"action": "sheriff_withdraw"}', campaign), (e) => e instanceof ReplyError && e.code === "reply_missing_field");
  assert.deepEqual(replyToCommand('{"speech": "vote me", "withdraw": true}', campaign, options), { type: "speak", seat: 3, text: "vote me" });
});

test("model seats play the whole election through the route; unreadable replies are retried, then the bot decides", async () => {
  configure(model.server);
  const s = GameSession.create(aiSetup({ sheriff: true, seatChoice: "watch", humanSeat: null, seed: "21" }), "en");
  const players = modelPlayers(s, "en");
  // Seat 2 answers the sign-up with nonsense twice: the engine never sees it, the bot declares instead.
  model.responders.seat = (r) => {
    const props = seatSchema(r) ?? {};
    if ("run" in props && /You are Seat 2\b/.test(r.body.messages[1]?.content ?? "")) return { content: '{"run": "perhaps"}' };
    return model.defaults.seat(r);
  };
  await playUntil(s, players, (x) => x.game.view().phase.kind === "day_speech" || x.game.isOver());
  const entries = players.log.entries();
  const purposes = new Set(entries.map((e) => e.purpose));
  assert.ok(purposes.has("sheriff_run"), [...purposes].join(","));
  const seat2 = entries.filter((e) => e.seat === 1 && e.purpose === "sheriff_run");
  assert.deepEqual(seat2.map((e) => e.outcome), ["refused", "fallback_bot"]);
  assert.equal(seat2[0]!.code, "reply_bad_field");
  assert.ok(entries.filter((e) => e.purpose === "sheriff_run" && e.seat !== 1).every((e) => e.outcome === "accepted"));
  // Everyone ran (the default reply), or the election ended otherwise: either way it finished.
  assert.equal(s.game.view().election?.finished, true);
  s.free();
});

test("a model sheriff who leaves the game passes the badge by its reply (R9.7)", async () => {
  configure(model.server);
  for (let seed = 1; seed < 200; seed++) {
    const s = GameSession.create(aiSetup({ sheriff: true, seatChoice: "watch", humanSeat: null, seed: String(seed) }), "en");
    // Bots until a badge decision is owed, then the model decides it.
    for (let i = 0; i < 800 && !s.game.isOver(); i++) {
      const next = s.nextAgentAction();
      if (!next || next.action === "pass_badge") break;
      s.apply(s.game.botCommand(next.seat));
    }
    const next = s.nextAgentAction();
    if (next?.action !== "pass_badge") {
      s.free();
      continue;
    }
    const agent = new ModelSeatAgent({ call: routeCall, log: s.aiLog, game: () => ({ setup: s.setup, lang: s.lang, inputs: [...s.inputs] }) });
    const command = await agent.decide(s.game, next.seat, new AbortController().signal);
    assert.deepEqual(command, { type: "pass_badge", seat: next.seat, target: next.targets[0] });
    s.apply(command);
    assert.equal(s.game.view().sheriff, next.targets[0]);
    s.free();
    return;
  }
  assert.fail("no seed where a sheriff leaves the game");
});

test("R9.5: the lobby's sheriff vote weight reaches the engine and the save; the default 1.5 is left out", () => {
  assert.ok(!("sheriffVoteWeight" in gameOptions(setup({ sheriff: true }), "en")));
  // A weight without the election means nothing: it is not passed on.
  assert.ok(!("sheriffVoteWeight" in gameOptions(setup({ sheriffVoteWeight: 2 }), "en")));
  for (const weight of [1, 2] as const) {
    const s = sheriffGame("5", { sheriffVoteWeight: weight });
    assert.equal(s.game.view().rules.sheriffVoteWeight, weight);
    const back = GameSession.fromSave(s.toSave());
    assert.equal(back.setup.sheriffVoteWeight, weight);
    assert.equal(back.game.view().rules.sheriffVoteWeight, weight);
    assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
    s.free();
    back.free();
  }
  // A save that says something else is refused, never passed to the engine.
  assert.equal(isGameSetup(setup({ sheriff: true, sheriffVoteWeight: 2 })), true);
  for (const bad of [3, 0, "2", null, 1.25]) {
    assert.equal(isGameSetup({ ...setup({ sheriff: true }), sheriffVoteWeight: bad }), false, String(bad));
  }
  assert.equal(isGameSetup(setup({ sheriffVoteWeight: 2 })), false, "a weight without the election");
});
