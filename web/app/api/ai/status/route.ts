// GET /api/ai/status: whether a model is configured, and which, with the operator's prices per
// million tokens when set (the lobby's estimate); never the key or the URL.
import { readLlmConfig } from "@/lib/ai/config";
import type { AiStatus } from "@/lib/ai/protocol";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET(): Response {
  const config = readLlmConfig();
  const status: AiStatus = config
    ? { configured: true, model: config.model, summaryModel: config.summaryModel, ...(config.price ? { price: config.price } : {}) }
    : { configured: false };
  return Response.json(status, { headers: { "cache-control": "no-store" } });
}
