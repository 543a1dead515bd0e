// Shared pieces of the AI tests: a test server whose default answers play sensible legal moves,
// the app's real route handler in between (so every call goes browser-side code → route → openai
// client → HTTP → test server), and a driver that plays a session the way the table does.
import { after, afterEach, before } from "node:test";
import type { ActionKind, Seat } from "wolfcore";
import { botTable, extractorOnly, type DaySummarizer, type SeatAgent } from "../../lib/agents";
import { AiDriver } from "../../lib/ai/driver";
import { AiActivityLog } from "../../lib/ai/log";
import { ModelSeatAgent, ModelSummarizer, type TurnCaller } from "../../lib/ai/players";
import type { TurnResponse } from "../../lib/ai/protocol";
import { resetFormatMemory } from "../../lib/ai/upstream";
import type { Locale } from "../../lib/messages";
import type { GameSetup } from "../../lib/save";
import type { GameSession } from "../../lib/session";
import { POST } from "../../app/api/ai/chat/route";
import { ready, setup, translator } from "../unit/helpers";
import { startTestServer, type RecordedRequest, type Scripted, type TestServer } from "./openai-test-server";

export const TEST_KEY = "sk-test-wolfcore-0123456789abcdef";

/** Points the route at `server` (the route reads the environment per request). */
export function configure(server: TestServer, extra: Record<string, string> = {}): void {
  unconfigure(); // nothing left over from an earlier test's settings
  process.env.WOLFCORE_LLM_BASE_URL = server.baseURL;
  process.env.WOLFCORE_LLM_API_KEY = TEST_KEY;
  process.env.WOLFCORE_LLM_MODEL = "test-seat-model";
  process.env.WOLFCORE_SUMMARY_MODEL = "test-summary-model";
  process.env.WOLFCORE_LLM_TIMEOUT_MS = "1500";
  process.env.WOLFCORE_LLM_MAX_RETRIES = "2";
  delete process.env.WOLFCORE_LLM_MAX_REPLY_CHARS;
  // Whole games through the route in one process: the per-client limit is off unless a test sets it.
  process.env.WOLFCORE_LLM_RATE_PER_MIN = "0";
  delete process.env.WOLFCORE_LLM_RATE_BURST;
  Object.assign(process.env, extra);
  resetFormatMemory();
}

export function unconfigure(): void {
  for (const k of Object.keys(process.env)) if (k.startsWith("WOLFCORE_")) delete process.env[k];
}

/** Every body the route sent back to the "browser" (the key must appear in none). */
export const routeBodies: string[] = [];

/** A request to the route as a same-origin browser page sends it (extra headers on top). */
export function routeRequest(body: BodyInit, signal?: AbortSignal, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:3000/api/ai/chat", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "127.0.0.1:3000",
      origin: "http://127.0.0.1:3000",
      "sec-fetch-site": "same-origin",
      "x-wolfcore-peer": "127.0.0.1",
      ...headers,
    },
    body,
    ...(signal ? { signal } : {}),
    ...(typeof body === "object" && body !== null && "getReader" in body ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The browser-side caller, but calling the route handler in-process instead of over HTTP. */
export const routeCall: TurnCaller = async (req, signal) => {
  const res = await POST(routeRequest(JSON.stringify(req), signal));
  const text = await res.text();
  routeBodies.push(text);
  return JSON.parse(text) as TurnResponse;
};

/** A setup whose every non-human seat is a model seat, with model summaries (as the lobby's default). */
export function aiSetup(fields: Partial<GameSetup> = {}): GameSetup {
  const base = setup(fields);
  const seats = Array.from({ length: base.players }, (_, s) => s).filter((s) => s !== base.humanSeat);
  return { modelSeats: seats, modelSummary: true, ...base, ...fields };
}

/** A summary request: its system message is the core catalog's `summary.system` (in `lang`, or in any language). */
export function isSummaryRequest(r: RecordedRequest, lang?: Locale): boolean {
  const langs: Locale[] = lang ? [lang] : ["en", "zh"];
  return langs.some((l) => r.body.messages[0]?.content === translator(l).t("summary.system"));
}

/** The schema a request was sent with (json_schema, or json_object + schema). */
export function schemaOf(r: RecordedRequest): Record<string, unknown> | undefined {
  const f = r.body.response_format as { json_schema?: { schema?: unknown }; schema?: unknown } | undefined;
  return (f?.json_schema?.schema ?? f?.schema) as Record<string, unknown> | undefined;
}

/** The schema's properties of a seat request (the speech's, when rare moves are offered beside it). */
export function seatSchema(r: RecordedRequest): Record<string, { enum?: unknown[] }> | undefined {
  const schema = schemaOf(r) as { properties?: Record<string, { enum?: unknown[] }>; anyOf?: { properties?: Record<string, { enum?: unknown[] }> }[] } | undefined;
  return schema?.properties ?? schema?.anyOf?.[0]?.properties;
}

/** The rare moves a speech request offers (`self_reveal`, `explode`, `withdraw`). */
export function offeredActions(r: RecordedRequest): string[] {
  const schema = schemaOf(r) as { anyOf?: { properties?: { action?: { enum?: string[] } } }[] } | undefined;
  return (schema?.anyOf ?? []).flatMap((b) => b.properties?.action?.enum ?? []);
}

/** A legal-looking move read off the request's own schema (the first legal target). */
export function defaultSeatReply(r: RecordedRequest, speech = "I am a simple villager, I think Seat 2 is suspicious."): string {
  const props = seatSchema(r) ?? {};
  if ("speech" in props) return JSON.stringify({ speech });
  if ("vote" in props) return JSON.stringify({ vote: props.vote?.enum?.find((v) => v !== null) ?? null });
  if ("save" in props) return JSON.stringify({ save: false, poison: null });
  if ("target" in props) return JSON.stringify({ target: props.target?.enum?.find((v) => v !== null) ?? null });
  // R9: run for sheriff, speeches clockwise, the badge to the first living seat offered.
  if ("run" in props) return JSON.stringify({ run: true });
  if ("direction" in props) return JSON.stringify({ direction: "clockwise" });
  if ("pass_to" in props) return JSON.stringify({ pass_to: props.pass_to?.enum?.find((v) => v !== null) ?? null });
  return "{}";
}

export interface Responders {
  summary: (r: RecordedRequest) => Scripted;
  seat: (r: RecordedRequest) => Scripted;
}

export async function startServer(): Promise<{ server: TestServer; responders: Responders }> {
  const responders: Responders = {
    summary: () => ({ content: '{"claims": []}' }),
    seat: (r) => ({ content: defaultSeatReply(r), usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 } }),
  };
  const server = await startTestServer((r) => (isSummaryRequest(r) ? responders.summary(r) : responders.seat(r)));
  return { server, responders };
}

/** The test server of one test file, with its answers put back to the defaults after every test. */
export interface ModelServer {
  readonly server: TestServer;
  /** Replace a responder inside a test; `afterEach` restores the default. */
  readonly responders: Responders;
  /** The default responders (to fall back to from a replaced one). */
  readonly defaults: Readonly<Responders>;
}

/**
 * Registers the file's `before` (wasm ready, server started), `afterEach` (default responders,
 * no script, no recorded requests) and `after` (environment cleared, server closed). The fields
 * are there once `before` has run, i.e. inside tests.
 */
export function useModelServer(): ModelServer {
  let started: { server: TestServer; responders: Responders } | undefined;
  let defaults: Responders | undefined;
  const get = () => {
    if (!started || !defaults) throw new Error("useModelServer: the server starts in `before`; use it inside tests");
    return { ...started, defaults };
  };
  before(async () => {
    await ready();
    started = await startServer();
    defaults = { ...started.responders };
  });
  afterEach(() => {
    if (!started || !defaults) return;
    Object.assign(started.responders, defaults);
    started.server.script = [];
    started.server.requests.length = 0;
    started.server.sentBytes.length = 0;
  });
  after(async () => {
    unconfigure();
    await started?.server.close();
  });
  return {
    get server() {
      return get().server;
    },
    get responders() {
      return get().responders;
    },
    get defaults() {
      return get().defaults;
    },
  };
}

export interface Players {
  agents: Map<Seat, SeatAgent>;
  summarizer: DaySummarizer & ModelSummarizer;
  log: AiActivityLog;
}

/** The AI players of `session` as the table makes them (components/ai/useAiPlayers.ts), over `call`. */
export function modelPlayers(session: GameSession, _lang?: Locale, call: TurnCaller = routeCall): Players {
  const log = new AiActivityLog();
  const options = { call, log, game: () => ({ setup: session.setup, lang: session.lang, inputs: [...session.inputs] }) };
  const agents: Map<Seat, SeatAgent> = botTable(session.setup.players, session.humanSeat);
  for (const s of session.setup.modelSeats ?? []) if (agents.has(s)) agents.set(s, new ModelSeatAgent(options));
  const summarizer = session.setup.modelSummary ? new ModelSummarizer(options) : (extractorOnly as unknown as ModelSummarizer);
  return { agents, summarizer, log };
}

/**
 * Plays AI moves with the table's driver (lib/ai/driver.ts: model seats in parallel, bots one at a
 * time, the summaries) until `stop` says so; `pace` gives each move's delay (none by default).
 */
export async function playUntil(
  session: GameSession,
  players: { agents: ReadonlyMap<Seat, SeatAgent>; summarizer: DaySummarizer },
  stop: (session: GameSession) => boolean,
  maxMoves = 400,
  options: { parallel?: boolean; pace?: (action: ActionKind) => number } = {},
): Promise<number> {
  let moves = 0;
  let failure: Error | null = null;
  let wake: () => void = () => {};
  const driver = new AiDriver({
    session,
    agents: players.agents,
    summarizer: players.summarizer,
    pace: (action) => options.pace?.(action) ?? 0,
    onChange: () => {
      moves++;
      wake();
    },
    onError: (code) => {
      failure = new Error(`a move was refused: ${code}`);
      wake();
    },
    ...(options.parallel !== undefined ? { parallel: options.parallel } : {}),
  });
  try {
    driver.poke();
    // A summary in flight finishes first (the table asks no new move meanwhile), as the old day-end hook did.
    while (driver.summarizing || driver.summaryPending || !stop(session)) {
      if (failure) throw failure;
      if (session.game.isOver()) throw new Error("game over before the stop condition");
      if (moves >= maxMoves) throw new Error("the game did not move on");
      if (!driver.busy && !stop(session)) throw new Error("no AI seat owes a move");
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  } finally {
    driver.stop();
  }
  return moves;
}

export { startTestServer };
