// GET /api/ai/estimate?players=9&seats=1,2,3&summary=1&sheriff=0&lang=en: what a game of that
// board with those model seats (0-based) will cost, measured on bot games (lib/ai/estimate.ts):
// calls, prompt and completion tokens, wall time at the latency this server measured (or a
// default), and money when the operator set WOLFCORE_LLM_PRICE_IN/OUT (per million tokens).
import { readLlmConfig } from "@/lib/ai/config";
import { DEFAULT_LATENCY_MS, estimateGame, type Estimate } from "@/lib/ai/estimate";
import { meanLatencyMs, serverTranslator } from "@/lib/ai/serve";
import { isLocale, type Locale } from "@/lib/messages";
import type { GameSetup } from "@/lib/save";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const cache = new Map<string, Estimate>();

function bad(): Response {
  return Response.json({ ok: false, code: "llm_bad_request" }, { status: 400, headers: { "cache-control": "no-store" } });
}

export function GET(request: Request): Response {
  const config = readLlmConfig();
  if (!config) return Response.json({ ok: false, code: "llm_not_configured" }, { status: 503, headers: { "cache-control": "no-store" } });
  const q = new URL(request.url).searchParams;
  const players = Number(q.get("players"));
  const lang = q.get("lang") ?? "en";
  if (!Number.isInteger(players) || players < 6 || players > 12 || !isLocale(lang)) return bad();
  const seatsText = q.get("seats") ?? "";
  const seats = seatsText === "" ? [] : seatsText.split(",").map(Number);
  if (seats.length > players || !seats.every((s) => Number.isInteger(s) && s >= 0 && s < players)) return bad();
  const summary = q.get("summary") === "1";
  const sheriff = q.get("sheriff") === "1";
  // Keyed on how many model seats, not which: the bots deal roles at random anyway, and the cache
  // (at most 7 sizes × 13 counts × 2 × 2 × 2 languages) then bounds the work anyone can ask for.
  const count = new Set(seats).size;
  const key = `${players}|${count}|${summary}|${sheriff}|${lang}`;
  let estimate = cache.get(key);
  if (!estimate) {
    const setup: GameSetup = {
      players,
      winRule: "parity",
      witchSelfSave: "always",
      revealRoleOnDeath: false,
      lastWords: "executedAndFirstNight",
      seed: "1",
      seatChoice: "watch",
      humanSeat: null,
      modelSeats: Array.from({ length: count }, (_, i) => i),
      modelSummary: summary,
      ...(sheriff ? { sheriff: true } : {}),
    };
    estimate = estimateGame(setup, lang as Locale, serverTranslator(lang as Locale));
    cache.set(key, estimate);
  }
  const measured = meanLatencyMs();
  const latencyMs = measured ?? DEFAULT_LATENCY_MS;
  const price = config.price;
  const cost = price ? (estimate.promptTokens * price.in + estimate.completionTokens * price.out) / 1_000_000 : undefined;
  return Response.json(
    {
      ok: true,
      ...estimate,
      latencyMs,
      latencyMeasured: measured !== undefined,
      seconds: Math.round((estimate.rounds * latencyMs) / 1000),
      ...(cost !== undefined ? { cost } : {}),
    },
    { headers: { "cache-control": "no-store" } },
  );
}
