// POST /api/ai/chat: one model turn of the game in the browser. The browser sends the game (setup,
// language, inputs: the save, R7), the seat or the day, and the purpose; this server replays the
// game, checks it is a pending model turn, builds the prompt, calls the model with the key it
// alone holds, judges the reply with the engine and answers with the move (or the summary's raw
// reply) and the whitelisted facts of each call. Nothing the browser writes is forwarded as a
// prompt: the route is no relay (lib/ai/turn.ts). Order of the checks, cheapest first: configured,
// same origin + JSON (lib/ai/http.ts), rate limit, the body (streamed, capped, with a deadline),
// its shape, the replay and the turn; only then the upstream. When the browser goes away (the
// player leaves, restarts or reloads), `request.signal` aborts the upstream call.
import { readLlmConfig } from "@/lib/ai/config";
import { checkOrigin, clientKey, readBody } from "@/lib/ai/http";
import type { TurnResponse } from "@/lib/ai/protocol";
import { RateLimiter, readRateConfig } from "@/lib/ai/ratelimit";
import { serveTurn } from "@/lib/ai/serve";
import { readTurnRequest } from "@/lib/ai/turn";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** A 12-seat game to its end is ~100 KB of inputs; this leaves room and stops abuse. */
const MAX_BODY_BYTES = 1_000_000;

/** One limiter for the server process (a per-client token bucket, lib/ai/ratelimit.ts). */
const limiter = new RateLimiter();

function reply(body: TurnResponse, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const n = Number(process.env[name]?.trim() || NaN);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export async function POST(request: Request): Promise<Response> {
  const config = readLlmConfig();
  if (!config) return reply({ ok: false, code: "llm_not_configured", calls: [] }, 503);
  const refused = checkOrigin(request.headers);
  if (refused) return reply({ ok: false, code: refused.code, calls: [] }, refused.status);
  // Over the client's budget: a 429 before the body is read or anything is sent upstream.
  const rate = readRateConfig();
  if (rate) {
    const verdict = limiter.take(clientKey(request.headers), rate);
    if (!verdict.ok) {
      return reply(
        { ok: false, code: "llm_client_rate_limited", calls: [], retryAfterS: verdict.retryAfterS },
        429,
        { "retry-after": String(verdict.retryAfterS) },
      );
    }
  }
  const body = await readBody(request, MAX_BODY_BYTES, intEnv("WOLFCORE_BODY_TIMEOUT_MS", 5_000, 100, 60_000));
  if ("code" in body) return reply({ ok: false, code: body.code, calls: [] }, body.status);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    parsed = null;
  }
  const req = readTurnRequest(parsed);
  if (!req) return reply({ ok: false, code: "llm_bad_request", calls: [] }, 400);
  const served = await serveTurn(config, req, request.signal);
  return reply(served.body, served.status);
}
