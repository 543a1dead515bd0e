// The model route's HTTP hygiene (server only): same-origin JSON requests only, the body read as
// a stream with a byte cap and a deadline (chunked bodies included: `content-length` is a hint,
// never trusted), and the client a request counts against for the rate limit.

/** Header the server hook (instrumentation.ts) sets to the TCP peer's address; any incoming copy is dropped there. */
export const PEER_HEADER = "x-wolfcore-peer";

export type Refusal = { status: number; code: "llm_cross_site" | "llm_bad_request" | "llm_body_too_large" | "llm_body_timeout" | "llm_aborted" };

/** `host[:port]`, lower case, without the default ports (`Host: x:443` and `Origin: https://x` agree). */
function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/:(80|443)$/, "");
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? normalHost(url.host) : null;
  } catch {
    return null;
  }
}

/**
 * Same origin, JSON only. A browser sends `Sec-Fetch-Site` (and `Origin` on every POST): anything
 * but `same-origin`, or an `Origin` whose host is not this server's (the `Host` header, the
 * proxy's `X-Forwarded-Host` when `WOLFCORE_TRUST_PROXY` is set, or one of
 * `WOLFCORE_PUBLIC_ORIGIN`), is refused. `Content-Type` must be `application/json`, so a page on
 * another site cannot send a "simple" (`text/plain`, form) request without a CORS preflight,
 * which this route never answers. Clients that are not browsers send neither header; they are
 * what the rate limit and the turn check are for.
 */
export function checkOrigin(headers: Headers, env: Readonly<Record<string, string | undefined>> = process.env): Refusal | null {
  const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { status: 415, code: "llm_bad_request" };
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return { status: 403, code: "llm_cross_site" };
  const origin = headers.get("origin");
  if (origin === null) return null;
  const host = hostOf(origin);
  if (host === null) return { status: 403, code: "llm_cross_site" };
  const allowed = new Set<string>();
  for (const o of (env.WOLFCORE_PUBLIC_ORIGIN ?? "").split(",")) {
    const h = o.trim() ? hostOf(o.trim()) : null;
    if (h) allowed.add(h);
  }
  const own = trustProxy(env) ? (headers.get("x-forwarded-host")?.split(",")[0]?.trim() ?? headers.get("host")) : headers.get("host");
  if (own) allowed.add(normalHost(own));
  return allowed.has(host) ? null : { status: 403, code: "llm_cross_site" };
}

export function trustProxy(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const v = env.WOLFCORE_TRUST_PROXY?.trim().toLowerCase();
  return v === "1" || v === "true" || v === "yes";
}

/**
 * The client a request counts against. Behind a trusted proxy (`WOLFCORE_TRUST_PROXY`): the last
 * `X-Forwarded-For` entry, the one that proxy appended. Otherwise the TCP peer, from the server
 * hook's header; a client's own `X-Forwarded-For` is never read (Next.js keeps a client-sent one).
 * Without the hook every request shares one bucket (never one per spoofed header).
 */
export function clientKey(headers: Headers, env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (trustProxy(env)) {
    const hops = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const last = hops[hops.length - 1];
    if (last) return `proxy:${last.slice(0, 64)}`;
  }
  const peer = headers.get(PEER_HEADER)?.trim();
  return peer ? `peer:${peer.slice(0, 64)}` : "peer:unknown";
}

/**
 * The body as text, read chunk by chunk: more than `maxBytes` → 413 as soon as the cap is passed
 * (the rest is never read), not all of it within `timeoutMs` → 408, not UTF-8 → 400.
 */
export async function readBody(request: Request, maxBytes: number, timeoutMs: number): Promise<{ text: string } | Refusal> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { status: 413, code: "llm_body_too_large" };
  if (!request.body) return { text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    reader.cancel().catch(() => {});
  }, timeoutMs);
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        return timedOut ? { status: 408, code: "llm_body_timeout" } : { status: 499, code: "llm_aborted" };
      }
      if (timedOut) return { status: 408, code: "llm_body_timeout" };
      if (step.done) break;
      total += step.value.byteLength;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return { status: 413, code: "llm_body_too_large" };
      }
      chunks.push(step.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { status: 400, code: "llm_bad_request" };
  }
}
