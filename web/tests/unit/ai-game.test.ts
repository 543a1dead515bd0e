// AI seats and the summary model in a real game, every call going browser-side code → the app's
// route → the openai client → HTTP → the OpenAI-protocol test model.server. Checks C2 (the reply is
// parsed and validated by the core; an unreadable one changes nothing), C3 (accepted claims
// merge, source `summary`), C5 (the next AI prompt carries them with the language's disclaimer)
// and R5 (every move is the engine's to accept; a refused one is retried once, then the bot moves).
import { test } from "node:test";
import assert from "node:assert/strict";
import { publicClaimsJsonSchema, type Game, type PublicClaim } from "wolfcore";
import type { DaySummarizer } from "../../lib/agents";
import { dayTranscript } from "../../lib/ai/summary";
import { seatInstruction } from "../../lib/ai/seat";
import { promptForSeat } from "../../lib/prompt";
import { GameSession } from "../../lib/session";
import type { Locale } from "../../lib/messages";
import { aiSetup, configure, isSummaryRequest, modelPlayers, playUntil, routeBodies, seatSchema, TEST_KEY, unconfigure, useModelServer, type Responders } from "../ai/harness";
import { translator } from "./helpers";

const model = useModelServer();

const inVote = (s: GameSession) => s.game.view().phase.kind === "vote";
const atNight2 = (s: GameSession) => s.game.view().day >= 2 || s.game.isOver();

function watch(lang: Locale, seed = "11"): GameSession {
  return GameSession.create(aiSetup({ seatChoice: "watch", humanSeat: null, seed }), lang);
}

/** The ledger without its random ids, for comparing two states. */
function ledger(game: Game): Omit<PublicClaim, "id">[] {
  return game.publicClaims().map(({ id: _id, ...rest }) => rest);
}

/** Wraps a summarizer to remember the ledger just before the summary was asked for. */
function watched(inner: DaySummarizer): DaySummarizer & { before?: Omit<PublicClaim, "id">[] } {
  const w: DaySummarizer & { before?: Omit<PublicClaim, "id">[] } = {
    kind: inner.kind,
    summarize(game, day, signal) {
      w.before = ledger(game);
      return inner.summarize(game, day, signal);
    },
    ingested(game, day, result) {
      inner.ingested?.(game, day, result);
    },
  };
  return w;
}

const SUMMARY = {
  en: (seer: number, target: number) =>
    JSON.stringify({
      claims: [
        { day: 1, speakerSeat: seer, claimType: "role_claim", role: "Seer", content: `Seat ${seer} says they are the Seer`, status: "corroborated" },
        { day: 1, speakerSeat: seer, claimType: "seer_check", targetSeat: target, alignment: "wolf", content: `Seat ${seer} says they checked Seat ${target}: a werewolf`, status: "disproved" },
        { day: 1, speakerSeat: 99, claimType: "role_claim", role: "Seer", content: "a seat that does not exist" },
      ],
    }),
  zh: (seer: number, target: number) =>
    JSON.stringify({
      claims: [
        { day: 1, speakerSeat: seer, claimType: "role_claim", role: "Seer", content: `${seer}号自称预言家`, status: "corroborated" },
        { day: 1, speakerSeat: seer, claimType: "seer_check", targetSeat: target, alignment: "wolf", content: `${seer}号称查验了${target}号：狼人（查杀）`, status: "disproved" },
        { day: 1, speakerSeat: 99, claimType: "role_claim", role: "Seer", content: "不存在的座位" },
      ],
    }),
};

for (const lang of ["en", "zh"] as const) {
  test(`${lang}: the day's summary adds claims to the ledger (source summary, the model's status ignored) and to the next AI prompt`, async () => {
    configure(model.server);
    const { t } = translator(lang);
    const speech = lang === "en" ? "I am a villager. Seat 2 worries me." : "我是平民，2号让我担心。";
    model.responders.seat = (r) => ({ content: defaultSeatReplyFor(r, speech) });
    model.responders.summary = () => ({ content: SUMMARY[lang](3, 5), usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 } });
    const session = watch(lang);
    const players = modelPlayers(session, lang);
    await playUntil(session, players, inVote);

    // Exactly day 1's talk went to the summary model, with the core's i18n prompt and schema.
    const summaryReqs = model.server.requests.filter((r) => isSummaryRequest(r, lang));
    assert.equal(summaryReqs.length, 1);
    const sent = summaryReqs[0]!;
    assert.equal(sent.body.model, "test-summary-model");
    assert.equal(sent.body.messages[0]!.content, t("summary.system"));
    const transcript = dayTranscript(session.game, 1, t);
    assert.equal(sent.body.messages[1]!.content, t("summary.user", { day: 1, playerCount: 9, transcript }));
    const speeches = session.game.view().events.filter((e) => e.day === 1 && (e.kind.type === "speech" || e.kind.type === "last_words"));
    assert.equal(transcript.split("\n").length, speeches.length);
    assert.ok(transcript.includes(speech));
    assert.deepEqual(sent.body.response_format?.json_schema?.schema, publicClaimsJsonSchema());

    // C2/C3: the two valid claims merged with source `summary`; the bad seat was rejected; no model status kept.
    const fromSummary = session.game.publicClaims().filter((c) => c.source === "summary");
    assert.deepEqual(
      fromSummary.map((c) => [c.claimType, c.speakerSeat, c.targetSeat]).sort(),
      [
        ["role_claim", 2, undefined],
        ["seer_check", 2, 4],
      ].sort(),
    );
    for (const c of fromSummary) assert.ok(c.status === "unverified" || c.status === "contested", `${c.claimType}: ${c.status}`);
    const entry = players.log.entries().find((e) => e.purpose === "summary")!;
    assert.equal(entry.outcome, "accepted");
    assert.equal(entry.claims?.offered, 2);
    assert.equal(entry.claims?.added, 2);
    assert.deepEqual(entry.claims?.rejected.map((r) => r.reason), ["invalid_speaker_seat"]);
    assert.deepEqual(entry.usage, { prompt: 900, completion: 120, total: 1020 });
    assert.equal(entry.model, "test-summary-model");

    // C5: the next AI seat's request is the inspector's prompt, which now carries the claims and the disclaimer.
    const next = session.nextAgentAction()!;
    const inspector = promptForSeat(session.game, next.seat, t, lang).text;
    assert.ok(inspector.includes(t("publicClaims.disclaimer")));
    assert.ok(inspector.includes(fromSummary[0]!.content));
    const before = model.server.requests.length;
    const command = await players.agents.get(next.seat)!.decide(session.game, next.seat, new AbortController().signal);
    session.apply(command);
    const seatReq = model.server.requests[before]!;
    assert.equal(seatReq.body.model, "test-seat-model");
    assert.equal(seatReq.body.messages[0]!.content, t("web.ai.seat.system"));
    assert.equal(seatReq.body.messages[1]!.content, `${inspector}\n\n${seatInstruction(t, next, lang)}`);
    const section = /<public_claims>[\s\S]*<\/public_claims>/.exec(seatReq.body.messages[1]!.content)?.[0] ?? "";
    for (const c of fromSummary) assert.ok(section.includes(c.content), c.content);

    // The game goes on to the next night.
    await playUntil(session, players, atNight2);
    for (const body of routeBodies) assert.ok(!body.includes(TEST_KEY));
    session.free();
  });
}

/** The default legal move, with a given speech for speeches. */
function defaultSeatReplyFor(r: Parameters<Responders["seat"]>[0], speech: string): string {
  const props = seatSchema(r) ?? {};
  if ("speech" in props) return JSON.stringify({ speech });
  if ("vote" in props) return JSON.stringify({ vote: props.vote?.enum?.find((v) => v !== null) ?? null });
  if ("save" in props) return JSON.stringify({ save: false, poison: null });
  return JSON.stringify({ target: props.target?.enum?.find((v) => v !== null) ?? null });
}

const GOOD = SUMMARY.en(3, 5);

const CASES: { name: string; answer: () => Parameters<typeof model.server.script.push>[0][]; merges: boolean; env?: Record<string, string> }[] = [
  { name: "fenced JSON", answer: () => [{ content: "```json\n" + GOOD + "\n```" }], merges: true },
  { name: "prose-wrapped JSON", answer: () => [{ content: `Here are the claims I found:\n${GOOD}\nLet me know if you need more.` }], merges: true },
  { name: "429 then success", answer: () => [{ status: 429, raw: "{}", headers: { "retry-after-ms": "20" } }, { content: GOOD }], merges: true },
  { name: "garbage", answer: () => [{ content: "The wolves are clearly seats 4 and 7, trust me." }], merges: false },
  { name: "truncated JSON", answer: () => [{ content: GOOD.slice(0, Math.floor(GOOD.length / 2)) }], merges: false },
  {
    name: "HTTP 500 (after its retries)",
    answer: () => [0, 1, 2].map(() => ({ status: 500, raw: '{"error":"boom"}', headers: { "retry-after-ms": "5" } })),
    merges: false,
  },
  { name: "a timeout", answer: () => [{ hang: true }], merges: false, env: { WOLFCORE_LLM_TIMEOUT_MS: "400" } },
  { name: "an over-long reply", answer: () => [{ content: `{"claims": [], "notes": "${"x".repeat(40_000)}"}` }], merges: false },
];

for (const c of CASES) {
  test(`summary reply: ${c.name} ${c.merges ? "is read and merged" : "leaves the ledger intact"}, and the game moves on`, async () => {
    configure(model.server, c.env);
    const queue = c.answer();
    model.responders.summary = () => queue.shift() ?? { status: 500, raw: "{}" };
    const session = watch("en");
    const players = modelPlayers(session, "en");
    const summarizer = watched(players.summarizer);
    await playUntil(session, { agents: players.agents, summarizer }, inVote);
    const entries = players.log.entries().filter((e) => e.purpose === "summary");
    assert.equal(entries.length, 1);
    if (c.merges) {
      assert.equal(entries[0]!.outcome, "accepted");
      assert.equal(entries[0]!.claims?.added, 2);
      assert.equal(session.game.publicClaims().filter((x) => x.source === "summary").length, 2);
    } else {
      assert.equal(entries[0]!.outcome, "fallback_extractor");
      assert.ok(entries[0]!.code, "a code says why");
      assert.deepEqual(ledger(session.game), summarizer.before, "C2.5: the ledger is exactly as the extractor left it");
      assert.equal(session.game.publicClaims().filter((x) => x.source === "summary").length, 0);
    }
    await playUntil(session, { agents: players.agents, summarizer }, atNight2);
    session.free();
  });
}

test("R5: an AI seat's illegal vote is retried once with the engine's error code, then replaced by the bot's vote, visibly logged", async () => {
  configure(model.server);
  const session = watch("en");
  const players = modelPlayers(session, "en");
  await playUntil(session, players, inVote);
  // Every vote names seat 12 on a 9-seat table.
  model.responders.seat = (r) => ({ content: "schema" in (r.body.response_format?.json_schema ?? {}) ? '{"vote": 12}' : "{}" });
  const next = session.nextAgentAction()!;
  assert.equal(next.action, "vote");
  const bot = session.game.botCommand(next.seat);
  const first = model.server.requests.length;
  const command = await players.agents.get(next.seat)!.decide(session.game, next.seat, new AbortController().signal);
  assert.deepEqual(command, bot, "the bot's move for that seat");
  const reqs = model.server.requests.slice(first);
  assert.equal(reqs.length, 2, "one retry, no more");
  const entries = players.log.entries().filter((e) => e.seat === next.seat && e.purpose === "vote");
  assert.deepEqual(entries.map((e) => e.outcome), ["refused", "fallback_bot"]);
  const code = entries[0]!.code!;
  assert.match(code, /^[a-z_]+$/);
  assert.notEqual(code, "unknown");
  assert.ok(reqs[1]!.body.messages.at(-1)!.content.includes(code), "the retry names the engine's code");
  assert.equal(reqs[1]!.body.messages.at(-2)!.role, "assistant");
  session.apply(command);
  // And the game moves on with the rest of the votes.
  model.responders.seat = model.defaults.seat;
  await playUntil(session, players, atNight2);
  session.free();
});

test("R5: an illegal reply fixed on the retry is played; prose and fences around a seat's JSON are accepted", async () => {
  configure(model.server);
  const session = watch("en");
  const players = modelPlayers(session, "en");
  await playUntil(session, players, inVote);
  const next = session.nextAgentAction()!;
  const legal = next.targets[0]! + 1;
  model.server.script = [{ content: "I vote for nobody in particular." }, { content: `Fine.\n\`\`\`json\n{"vote": ${legal}}\n\`\`\`` }];
  const command = await players.agents.get(next.seat)!.decide(session.game, next.seat, new AbortController().signal);
  assert.deepEqual(command, { type: "vote", seat: next.seat, target: legal - 1 });
  const entries = players.log.entries().filter((e) => e.seat === next.seat && e.purpose === "vote");
  assert.deepEqual(entries.map((e) => [e.outcome, e.code]), [["refused", "reply_not_json"], ["accepted", undefined]]);
  session.free();
});

test("a failed seat call (HTTP 500 after retries, or no model configured) is replaced by the bot's move at once", async () => {
  configure(model.server);
  const session = watch("en");
  const players = modelPlayers(session, "en");
  const next = session.nextAgentAction()!;
  const bot = session.game.botCommand(next.seat);
  model.server.script = [0, 1, 2].map(() => ({ status: 503, raw: "{}", headers: { "retry-after-ms": "5" } }));
  const command = await players.agents.get(next.seat)!.decide(session.game, next.seat, new AbortController().signal);
  assert.deepEqual(command, bot);
  const entry = players.log.entries().at(-1)!;
  assert.equal(entry.outcome, "fallback_bot");
  assert.equal(entry.code, "llm_upstream_error");
  assert.equal(entry.retries, 2);
  unconfigure();
  const again = await players.agents.get(next.seat)!.decide(session.game, next.seat, new AbortController().signal);
  assert.deepEqual(again, bot);
  assert.equal(players.log.entries().at(-1)!.code, "llm_not_configured");
  session.free();
});

test("leaving the table aborts a seat's call: decide rejects with AbortError and the upstream request is closed", async () => {
  configure(model.server, { WOLFCORE_LLM_TIMEOUT_MS: "10000" });
  const session = watch("en");
  const players = modelPlayers(session, "en");
  const next = session.nextAgentAction()!;
  model.server.script = [{ hang: true }];
  const controller = new AbortController();
  const decided = players.agents.get(next.seat)!.decide(session.game, next.seat, controller.signal);
  while (model.server.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  controller.abort();
  await assert.rejects(decided, (e: Error) => e.name === "AbortError");
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(model.server.requests[0]!.aborted, true);
  assert.equal(session.inputs.length, 0, "nothing was played");
  session.free();
});
