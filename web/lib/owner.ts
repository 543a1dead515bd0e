// One tab owns a game. The tab that opens (or takes over) a game claims it: it writes the claim to
// `OWNER_KEY` (other tabs hear a `storage` event) and posts it on a BroadcastChannel (heard at
// once, where the browser has one). A tab that hears another tab claim its game stops playing
// and saving it: it shows the game read-only with "take over here". Without this, two tabs of one
// game both play on and the last to save silently overwrites the other (a move can be redone).
import type { KeyValueStore } from "./library";

export const OWNER_KEY = "wolfcore-web:owner";
export const OWNER_CHANNEL = "wolfcore-web";

/** A claim: this tab owns this game since `at`. */
export interface OwnerClaim {
  game: string;
  tab: string;
  at: number;
}

export function isClaim(v: unknown): v is OwnerClaim {
  if (typeof v !== "object" || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.game === "string" && typeof c.tab === "string" && typeof c.at === "number";
}

/** Whether `claim` takes `game` away from the tab `tab`. */
export function takesAway(claim: OwnerClaim, game: string, tab: string): boolean {
  return claim.game === game && claim.tab !== tab;
}

/** The minimal surfaces this module needs (real ones in the browser, fakes in unit tests). */
export interface OwnerEnv {
  store: KeyValueStore | null;
  /** `new BroadcastChannel(name)`, or `null` where there is none. */
  channel: (name: string) => Pick<BroadcastChannel, "postMessage" | "close" | "addEventListener" | "removeEventListener"> | null;
  /** Subscribes to `storage` events; returns the unsubscribe. */
  onStorage: (listener: (key: string | null, value: string | null) => void) => () => void;
}

export function browserOwnerEnv(): OwnerEnv {
  let store: KeyValueStore | null = null;
  try {
    store = window.localStorage;
  } catch {
    store = null;
  }
  return {
    store,
    channel: (name) => (typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null),
    onStorage: (listener) => {
      const handler = (e: StorageEvent) => listener(e.key, e.newValue);
      window.addEventListener("storage", handler);
      return () => window.removeEventListener("storage", handler);
    },
  };
}

/** This tab's id (one per page load). */
export function newTabId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `t${(words[0] ?? 0).toString(36)}${(words[1] ?? 0).toString(36)}`;
}

/**
 * Watches who owns `game`. `claim()` makes this tab the owner (and tells the others);
 * `onLost` runs when another tab claims the same game. `dispose()` stops listening and, if this
 * tab still owns the game, withdraws its claim.
 */
export class GameOwnership {
  readonly #env: OwnerEnv;
  readonly #game: string;
  readonly #tab: string;
  readonly #onLost: () => void;
  readonly #channel: ReturnType<OwnerEnv["channel"]>;
  readonly #stopStorage: () => void;
  readonly #onMessage = (e: Event) => this.#heard((e as MessageEvent).data);
  #owned = false;

  constructor(env: OwnerEnv, game: string, tab: string, onLost: () => void) {
    this.#env = env;
    this.#game = game;
    this.#tab = tab;
    this.#onLost = onLost;
    let channel: ReturnType<OwnerEnv["channel"]> = null;
    try {
      channel = env.channel(OWNER_CHANNEL);
    } catch {
      channel = null;
    }
    this.#channel = channel;
    this.#channel?.addEventListener("message", this.#onMessage);
    this.#stopStorage = env.onStorage((key, value) => {
      if (key !== OWNER_KEY || value === null) return;
      try {
        this.#heard(JSON.parse(value));
      } catch {
        // a damaged claim is no claim
      }
    });
  }

  get owned(): boolean {
    return this.#owned;
  }

  claim(): void {
    const claim: OwnerClaim = { game: this.#game, tab: this.#tab, at: Date.now() };
    this.#owned = true;
    try {
      this.#env.store?.setItem(OWNER_KEY, JSON.stringify(claim));
    } catch {
      // storage full or blocked: the channel still tells the other tabs
    }
    this.#channel?.postMessage(claim);
  }

  #heard(data: unknown) {
    if (!isClaim(data) || !this.#owned || !takesAway(data, this.#game, this.#tab)) return;
    this.#owned = false;
    this.#onLost();
  }

  dispose(): void {
    this.#channel?.removeEventListener("message", this.#onMessage);
    this.#channel?.close();
    this.#stopStorage();
    if (!this.#owned) return;
    this.#owned = false;
    try {
      const raw = this.#env.store?.getItem(OWNER_KEY);
      const claim: unknown = raw ? JSON.parse(raw) : null;
      if (isClaim(claim) && claim.tab === this.#tab) this.#env.store?.removeItem(OWNER_KEY);
    } catch {
      // nothing to withdraw
    }
  }
}
