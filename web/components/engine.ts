// The engine (wasm + the table's code) loads off the lobby's critical path (issue 22): the lobby
// renders from generated data (lib/boards.generated.ts) and starts this load when the browser is
// idle or at the first interaction, so "Take a seat" rarely waits. One load per page; a failed
// load is retried by the next call. Performance marks `wolfcore:engine-start` and
// `wolfcore:engine-ready` let the bench (bench/first-load.mjs) tell the lobby's bytes from the
// engine's.
import { AppError, errorCode } from "@/lib/errors";

export type Engine = typeof import("./engineRuntime");

let loading: Promise<Engine> | undefined;
let loaded: Engine | null = null;

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    // marks are a measurement aid only
  }
}

/** The engine, loading it on the first call. Rejects with a coded error: the load's own code, else `wasm_load_failed`. */
export function loadEngine(): Promise<Engine> {
  if (!loading) {
    mark("wolfcore:engine-start");
    const attempt = import("./engineRuntime").then(
      async (engine) => {
        await engine.ready();
        loaded = engine;
        mark("wolfcore:engine-ready");
        return engine;
      },
    ).catch((err: unknown) => {
      // A network error or a chunk that did not load: one code the UI translates.
      throw errorCode(err) === "unknown" ? new AppError("wasm_load_failed", String(err)) : err;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** The engine if it has loaded, else `null` (never starts a load). */
export function loadedEngine(): Engine | null {
  return loaded;
}

/**
 * Starts loading the engine when the browser is idle (at most `timeout` ms from now) or at the
 * first pointer, key or focus in the page, whichever comes first. Returns a cancel function.
 */
export function preloadEngine(timeout = 1_500): () => void {
  if (loaded || loading) return () => {};
  const start = () => {
    cancel();
    loadEngine().catch(() => {
      // the start button reports a failed load when it needs the engine
    });
  };
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const idle = typeof window.requestIdleCallback === "function";
  const handle = idle ? window.requestIdleCallback(start, { timeout }) : window.setTimeout(start, Math.min(timeout, 300));
  for (const e of events) window.addEventListener(e, start, { capture: true, passive: true });
  function cancel() {
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
    for (const e of events) window.removeEventListener(e, start, { capture: true });
  }
  return cancel;
}
