// POST /api/ai/chat: one model call for the game in the browser. The key and the model names
// stay here; the browser sends the messages it built (checked and bounded) and gets the reply's
// text and the call's facts for the AI activity log. When the browser goes away (the player
// leaves, restarts or reloads), `request.signal` aborts the upstream call.
import { readLlmConfig } from "@/lib/ai/config";
import { readChatRequest, MAX_REQUEST_CHARS, type ChatResponse } from "@/lib/ai/protocol";
import { RateLimiter, clientKey, readRateConfig } from "@/lib/ai/ratelimit";
import { completeChat } from "@/lib/ai/upstream";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Messages (≤ 200 K characters, up to 4 bytes each in UTF-8 and JSON escapes) + schema. */
const MAX_BODY_BYTES = MAX_REQUEST_CHARS * 4 + 64_000;

/** One limiter for the server process (a per-client token bucket, lib/ai/ratelimit.ts). */
const limiter = new RateLimiter();

function reply(body: ChatResponse, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

export async function POST(request: Request): Promise<Response> {
  const config = readLlmConfig();
  if (!config) return reply({ ok: false, code: "llm_not_configured", model: "", latencyMs: 0, attempts: 0, retries: 0 }, 503);
  // Over the client's budget: a 429 before anything is read or sent upstream.
  const rate = readRateConfig();
  if (rate) {
    const verdict = limiter.take(clientKey(request.headers), rate);
    if (!verdict.ok) {
      return reply(
        { ok: false, code: "llm_client_rate_limited", model: "", latencyMs: 0, attempts: 0, retries: 0, retryAfterS: verdict.retryAfterS },
        429,
        { "retry-after": String(verdict.retryAfterS) },
      );
    }
  }
  // Refuse an oversized body before reading it (the checked request is at most ~200 K characters).
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    return reply({ ok: false, code: "llm_bad_request", model: "", latencyMs: 0, attempts: 0, retries: 0 }, 413);
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    return reply({ ok: false, code: "llm_aborted", model: "", latencyMs: 0, attempts: 0, retries: 0 }, 499);
  }
  let body: unknown = null;
  if (text.length <= MAX_BODY_BYTES) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  const req = readChatRequest(body);
  if (!req) return reply({ ok: false, code: "llm_bad_request", model: "", latencyMs: 0, attempts: 0, retries: 0 }, 400);
  return reply(await completeChat(config, req, request.signal));
}
