// A token bucket per client in front of the model route (`/api/ai/chat`): every call costs one
// token, a client's bucket holds `burst` tokens and refills at `perMinute`. A client over its
// budget gets a 429 with `llm_client_rate_limited` and `retry-after` (seconds) and nothing is sent
// upstream. The client is the TCP connection's address, or the trusted proxy's last
// `X-Forwarded-For` hop with `WOLFCORE_TRUST_PROXY` (lib/ai/http.ts `clientKey`); one shared
// bucket (`globalFactor` × the client's) bounds everyone together (many addresses gain nothing
// past it), and at most `MAX_CLIENTS` buckets are kept (full ones are forgotten first, then the
// oldest).

export interface RateLimitConfig {
  /** Calls a client may make at once. */
  burst: number;
  /** Calls per minute a client's bucket refills. */
  perMinute: number;
  /** The shared bucket is this many times a client's (burst and refill). */
  globalFactor: number;
}

/** 40 at once, 60 a minute per client: a 12-seat table of model seats at full speed (a vote is 12 calls at once, issue 20), not a loop. */
export const DEFAULT_RATE: RateLimitConfig = { burst: 40, perMinute: 60, globalFactor: 3 };

export const MAX_CLIENTS = 1000;

function intEnv(raw: string | undefined, fallback: number, min: number, max: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** `WOLFCORE_LLM_RATE_BURST` (1–100000), `WOLFCORE_LLM_RATE_PER_MIN` (0 = no limit, up to 100000). `null` = off. */
export function readRateConfig(env: Readonly<Record<string, string | undefined>> = process.env): RateLimitConfig | null {
  const perMinute = intEnv(env.WOLFCORE_LLM_RATE_PER_MIN, DEFAULT_RATE.perMinute, 0, 100_000);
  if (perMinute === 0) return null;
  return { burst: intEnv(env.WOLFCORE_LLM_RATE_BURST, DEFAULT_RATE.burst, 1, 100_000), perMinute, globalFactor: DEFAULT_RATE.globalFactor };
}

interface Bucket {
  tokens: number;
  /** ms of the last refill. */
  at: number;
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterS: number };

export class RateLimiter {
  readonly #clients = new Map<string, Bucket>();
  #global: Bucket | null = null;
  readonly #now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.#now = now;
  }

  /** Takes one token from `client`'s bucket and the shared one, or says how long to wait (nothing taken). */
  take(client: string, config: RateLimitConfig): RateVerdict {
    const now = this.#now();
    const own = this.#bucket(client, config.burst, now);
    const globalBurst = config.burst * config.globalFactor;
    const global = (this.#global ??= { tokens: globalBurst, at: now });
    refill(own, config.burst, config.perMinute, now);
    refill(global, globalBurst, config.perMinute * config.globalFactor, now);
    if (own.tokens >= 1 && global.tokens >= 1) {
      own.tokens -= 1;
      global.tokens -= 1;
      return { ok: true };
    }
    const waitOwn = own.tokens >= 1 ? 0 : (1 - own.tokens) / (config.perMinute / 60_000);
    const waitGlobal = global.tokens >= 1 ? 0 : (1 - global.tokens) / ((config.perMinute * config.globalFactor) / 60_000);
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(Math.max(waitOwn, waitGlobal) / 1000)) };
  }

  /** How many clients have a bucket (for the tests of the bound). */
  get clients(): number {
    return this.#clients.size;
  }

  #bucket(client: string, burst: number, now: number): Bucket {
    const found = this.#clients.get(client);
    if (found) {
      // Most recently used last, so the oldest is first when one must go.
      this.#clients.delete(client);
      this.#clients.set(client, found);
      return found;
    }
    if (this.#clients.size >= MAX_CLIENTS) this.#evict(now, burst);
    const fresh = { tokens: burst, at: now };
    this.#clients.set(client, fresh);
    return fresh;
  }

  #evict(now: number, burst: number): void {
    // A bucket that has refilled is the same as no bucket: forget those first.
    for (const [key, b] of this.#clients) {
      if (b.tokens >= burst || now - b.at > 10 * 60_000) this.#clients.delete(key);
    }
    while (this.#clients.size >= MAX_CLIENTS) {
      const oldest = this.#clients.keys().next().value;
      if (oldest === undefined) break;
      this.#clients.delete(oldest);
    }
  }
}

function refill(b: Bucket, burst: number, perMinute: number, now: number): void {
  if (now > b.at) b.tokens = Math.min(burst, b.tokens + ((now - b.at) * perMinute) / 60_000);
  b.at = now;
}
