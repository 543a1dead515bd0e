// Issue 22: the engine loads off the lobby's critical path (lib/lazy.ts, used by
// components/engine.ts): one shared load, a retry after a failure, coded errors, and the start
// at idle time or at the first interaction, whichever is first, exactly once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { TOUCH_EVENTS, lazy, whenIdleOrTouched, type IdleEnv } from "../../lib/lazy";
import { errorCode } from "../../lib/errors";

test("issue 22: one load shared by every caller; marks at start and ready; loaded() only after it resolved", async () => {
  const log: string[] = [];
  let imports = 0;
  let resolve!: (v: string) => void;
  const l = lazy(
    () => {
      imports += 1;
      return new Promise<string>((r) => (resolve = r));
    },
    { onStart: () => log.push("start"), onReady: () => log.push("ready"), failCode: "wasm_load_failed" },
  );
  assert.equal(l.started(), false);
  assert.equal(l.loaded(), null);
  const a = l.load();
  const b = l.load();
  assert.equal(a, b);
  assert.equal(l.started(), true);
  await Promise.resolve();
  assert.equal(imports, 1);
  assert.equal(l.loaded(), null);
  resolve("engine");
  assert.equal(await a, "engine");
  assert.equal(l.loaded(), "engine");
  assert.equal(await l.load(), "engine");
  assert.equal(imports, 1);
  assert.deepEqual(log, ["start", "ready"]);
});

test("issue 22: a failed load rejects with a code (wasm_load_failed, or the error's own) and the next call retries", async () => {
  let imports = 0;
  const failures: unknown[] = [new TypeError("Failed to fetch"), Object.assign(new Error("x"), { code: "not_initialized" })];
  const l = lazy(
    async () => {
      imports += 1;
      const f = failures.shift();
      if (f) throw f;
      return 42;
    },
    { failCode: "wasm_load_failed" },
  );
  await assert.rejects(l.load(), (err) => errorCode(err) === "wasm_load_failed");
  assert.equal(l.started(), false);
  await assert.rejects(l.load(), (err) => errorCode(err) === "not_initialized");
  assert.equal(await l.load(), 42);
  assert.equal(imports, 3);
  assert.equal(l.loaded(), 42);
});

test("issue 22: a synchronous throw of the importer is a rejection too", async () => {
  const l = lazy<number>(
    () => {
      throw new Error("boom");
    },
    { failCode: "wasm_load_failed" },
  );
  await assert.rejects(l.load(), (err) => errorCode(err) === "wasm_load_failed");
});

/** A fake window: idle callbacks and timers run when the test says, listeners are kept by type. */
function fakeEnv(withIdle: boolean) {
  const idle = new Map<number, () => void>();
  const timers = new Map<number, { cb: () => void; ms: number }>();
  const listeners = new Map<string, Set<() => void>>();
  let next = 1;
  const env: IdleEnv = {
    setTimeout: (cb, ms) => {
      timers.set(next, { cb, ms });
      return next++;
    },
    clearTimeout: (h) => void timers.delete(h),
    addEventListener: (type, cb) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(cb);
    },
    removeEventListener: (type, cb) => void listeners.get(type)?.delete(cb),
    ...(withIdle
      ? {
          requestIdleCallback: (cb: () => void) => {
            idle.set(next, cb);
            return next++;
          },
          cancelIdleCallback: (h: number) => void idle.delete(h),
        }
      : {}),
  };
  return {
    env,
    idle,
    timers,
    listening: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((cb) => cb()),
    runIdle: () => [...idle.values()].forEach((cb) => cb()),
  };
}

test("issue 22: the engine starts at idle time, once, and stops listening", () => {
  const f = fakeEnv(true);
  let starts = 0;
  whenIdleOrTouched(f.env, () => starts++, 1500);
  assert.equal(f.idle.size, 1);
  assert.equal(f.listening(), TOUCH_EVENTS.length);
  f.runIdle();
  assert.equal(starts, 1);
  assert.equal(f.listening(), 0);
  f.fire("pointerdown");
  assert.equal(starts, 1);
});

test("issue 22: the first pointer, key or focus starts it before idle time, once; the idle callback is cancelled", () => {
  for (const event of TOUCH_EVENTS) {
    const f = fakeEnv(true);
    let starts = 0;
    whenIdleOrTouched(f.env, () => starts++, 1500);
    f.fire(event);
    assert.equal(starts, 1, event);
    assert.equal(f.idle.size, 0, event);
    assert.equal(f.listening(), 0, event);
    f.fire("keydown");
    f.runIdle();
    assert.equal(starts, 1, event);
  }
});

test("issue 22: without requestIdleCallback a short timer stands in; cancel() stops everything", () => {
  const f = fakeEnv(false);
  let starts = 0;
  const cancel = whenIdleOrTouched(f.env, () => starts++, 1500);
  assert.deepEqual([...f.timers.values()].map((t) => t.ms), [300]);
  cancel();
  assert.equal(f.timers.size, 0);
  assert.equal(f.listening(), 0);
  f.fire("pointerdown");
  assert.equal(starts, 0);
  cancel();
});
