// The engine (wasm + the table's code, components/engineRuntime.ts) loads off the lobby's
// critical path (issue 22): the lobby renders from generated data (lib/boards.generated.ts) and
// starts this load when the browser is idle or at the first interaction, so "Take a seat" rarely
// waits. One load per page; a failed load is retried by the next call (lib/lazy.ts). Performance
// marks `wolfcore:engine-start` and `wolfcore:engine-ready` let the bench (bench/first-load.mjs)
// tell the lobby's bytes from the engine's.
import { lazy, whenIdleOrTouched, type IdleEnv } from "@/lib/lazy";

export type Engine = typeof import("./engineRuntime");

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    // marks are a measurement aid only
  }
}

const engine = lazy<Engine>(
  () => import("./engineRuntime").then(async (runtime) => {
    await runtime.ready();
    return runtime;
  }),
  { onStart: () => mark("wolfcore:engine-start"), onReady: () => mark("wolfcore:engine-ready"), failCode: "wasm_load_failed" },
);

/** The engine, loading it on the first call. Rejects with a coded error: the load's own code, else `wasm_load_failed`. */
export function loadEngine(): Promise<Engine> {
  return engine.load();
}

/** The engine if it has loaded, else `null` (never starts a load). */
export function loadedEngine(): Engine | null {
  return engine.loaded();
}

/** Starts loading the engine when the browser is idle (≤ `timeout` ms) or at the first pointer, key or focus. Returns a cancel function. */
export function preloadEngine(timeout = 1_500): () => void {
  if (engine.started()) return () => {};
  return whenIdleOrTouched(window as unknown as IdleEnv, () => {
    engine.load().catch(() => {
      // the start button (or a resumed game) reports a failed load when it needs the engine
    });
  }, timeout);
}
