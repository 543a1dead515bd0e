// Loading a part of the app off the critical path (issue 22: the engine behind the lobby), as
// pure functions over an injectable environment so they are unit-tested without a browser
// (tests/unit/lazy.test.ts); components/engine.ts binds them to the engine chunk and `window`.
import { AppError, errorCode } from "./errors";

export interface Lazy<T> {
  /** The module, loading it on the first call; a failed load is retried by the next call. */
  load(): Promise<T>;
  /** The module if it has loaded, else `null` (never starts a load). */
  loaded(): T | null;
  /** Whether a load is under way or done. */
  started(): boolean;
}

/**
 * One load of `importer` at a time, shared by every caller. `onStart` runs when a load attempt
 * starts, `onReady` when it succeeded. A rejection without a code becomes `failCode`.
 */
export function lazy<T>(
  importer: () => Promise<T>,
  { onStart, onReady, failCode }: { onStart?: () => void; onReady?: () => void; failCode: string },
): Lazy<T> {
  let loading: Promise<T> | undefined;
  let value: T | null = null;
  return {
    load() {
      if (!loading) {
        onStart?.();
        const attempt: Promise<T> = Promise.resolve()
          .then(importer)
          .then(
            (v) => {
              value = v;
              onReady?.();
              return v;
            },
            (err: unknown) => {
              throw errorCode(err) === "unknown" ? new AppError(failCode, String(err)) : err;
            },
          );
        attempt.catch(() => {
          if (loading === attempt) loading = undefined;
        });
        loading = attempt;
      }
      return loading;
    },
    loaded: () => value,
    started: () => loading !== undefined,
  };
}

/** The part of `window` that `whenIdleOrTouched` uses (a fake in unit tests). */
export interface IdleEnv {
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (cb: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  addEventListener: (type: string, cb: () => void, opts: AddEventListenerOptions) => void;
  removeEventListener: (type: string, cb: () => void, opts: EventListenerOptions) => void;
}

/** The events that count as the player starting to use the page. */
export const TOUCH_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Calls `start` once: when the browser is idle (at most `timeout` ms from now; without
 * `requestIdleCallback`, after `min(timeout, 300)` ms) or at the first pointer, key or focus
 * event, whichever comes first. Returns a cancel function (also called before `start`).
 */
export function whenIdleOrTouched(env: IdleEnv, start: () => void, timeout: number): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    start();
  };
  const idle = typeof env.requestIdleCallback === "function" && typeof env.cancelIdleCallback === "function";
  const handle = idle ? env.requestIdleCallback!(fire, { timeout }) : env.setTimeout(fire, Math.min(timeout, 300));
  for (const e of TOUCH_EVENTS) env.addEventListener(e, fire, { capture: true, passive: true });
  function cancel() {
    if (done) return;
    done = true;
    if (idle) env.cancelIdleCallback!(handle);
    else env.clearTimeout(handle);
    for (const e of TOUCH_EVENTS) env.removeEventListener(e, fire, { capture: true });
  }
  return cancel;
}
