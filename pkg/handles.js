// Handles of wolfcore's classes (`Game`, `Ledger`, …) that cannot be forged or copied (issue 18).
//
// wasm-bindgen's generated glue keeps an object's wasm pointer in its own enumerable
// `__wbg_ptr` and trusts whatever `this` it is called on. So a copy (`Object.assign(
// Object.create(Game.prototype), game)`, what `_.cloneDeep` does) or a forged `{__wbg_ptr: 8}`
// reached wasm memory it did not own: after the copy was freed, the original read the next
// game's memory, and a few cycles later the module trapped.
//
// Here the object a user holds (the *handle*) is never the object the glue works on (the
// *inner* object, which carries `__wbg_ptr` and the glue's finalizer registration). A private
// table, per build and realm, maps each handle to a slot { cls, inner, busy, state }; the table
// lives in a closure and no property leads to it. Every prototype member of a generated class
// (found on the prototype, not listed by hand) looks its `this` up in the table:
//   - not in the table (a copy, a structuredClone, a forged object, `Object.create(proto)`)
//     or a handle of another class (a Ledger method on a Game)  → `invalid_handle`;
//   - freed (`free()`, `[Symbol.dispose]()`)                     → `freed`;
//   - otherwise the glue runs with `this` = the inner object.
// A handle is locked while a call runs (it reads its arguments inside wasm, and a getter on an
// argument is user code): `free()` then only marks it, the memory is released when the last
// call on it returns, and that call throws `freed` instead of returning its result. No code
// ever runs on freed memory.
//
// The inner object is reachable only from its slot, and the slot only from the table entry of
// its handle: when the handle is collected, so is the inner object, and the glue's own
// FinalizationRegistry frees the wasm memory (once, since a copy holds nothing to free).
// Objects the glue creates (`Game.load`, `Ledger.from`, … through the class's static `__wrap`)
// become handles the same way; `__wrap` refuses to run outside a call into wolfcore.

import { wolfcoreError } from "./coded.js";

const LIVE = 0;
const DOOMED = 1; // free() was called during a call on it: released when the last call returns
const FREED = 2;

/**
 * A new handle table. `before(label)` runs before every call enters the glue (the loader's
 * stack check); it may throw, and then nothing was done.
 */
export function handleTable(before) {
  /** handle → { cls, inner, busy, state } */
  const slots = new WeakMap();
  /** The glue's own `free` of each guarded class (kept here: no property leads to it). */
  const rawFrees = new Map();
  /** Calls into the glue in progress (any class, any function): `__wrap` runs only inside one. */
  let depth = 0;

  function invalid(label) {
    return wolfcoreError(
      "invalid_handle",
      `${label}() was called on something that is not a wolfcore object made by this package (a copy, a clone or a forged object); copies of wolfcore objects hold nothing`,
    );
  }

  function freedError(label, during) {
    return wolfcoreError(
      "freed",
      during
        ? `${label}(): the object was freed during this call (by code the call ran, e.g. a getter of an argument); nothing was returned and the object is gone`
        : `${label}() was called after free(); the object is gone`,
    );
  }

  /** The live slot of `self` as an object of `cls`; throws `invalid_handle` or `freed`. */
  function slotOf(self, cls, label) {
    const slot = (typeof self === "object" || typeof self === "function") && self !== null ? slots.get(self) : undefined;
    if (slot === undefined || slot.cls !== cls) throw invalid(label);
    if (slot.state !== LIVE) throw freedError(label, false);
    return slot;
  }

  function release(slot) {
    const { inner, rawFree } = slot;
    slot.state = FREED;
    slot.inner = undefined;
    rawFree.call(inner);
  }

  /** Runs `fn` as a call into the glue (counted for `__wrap`). */
  function run(fn, self, args) {
    depth++;
    try {
      return Reflect.apply(fn, self, args);
    } finally {
      depth--;
    }
  }

  /** `fn` (a glue member of `cls`) called on the inner object of a live, locked handle. */
  function guardMember(cls, fn, label) {
    const guarded = function (...args) {
      const slot = slotOf(this, cls, label);
      before(label);
      slot.busy++;
      let out;
      let failure;
      let failed = false;
      try {
        out = run(fn, slot.inner, args);
      } catch (err) {
        failed = true;
        failure = err;
      } finally {
        slot.busy--;
      }
      if (slot.state === DOOMED) {
        if (slot.busy === 0) release(slot);
        throw freedError(label, true);
      }
      if (failed) throw failure;
      return out;
    };
    Object.defineProperty(guarded, "name", { value: fn.name });
    Object.defineProperty(guarded, "length", { value: fn.length });
    return guarded;
  }

  function guardFree(cls, rawFree, label) {
    const guarded = function () {
      const slot = (typeof this === "object" || typeof this === "function") && this !== null ? slots.get(this) : undefined;
      if (slot === undefined || slot.cls !== cls) throw invalid(label);
      if (slot.state !== LIVE) return undefined; // already freed (or being freed): nothing to do
      if (slot.busy > 0) {
        slot.state = DOOMED; // a call is reading its arguments: released when it returns
        return undefined;
      }
      before(label);
      release(slot);
      return undefined;
    };
    Object.defineProperty(guarded, "name", { value: rawFree.name });
    Object.defineProperty(guarded, "length", { value: rawFree.length });
    return guarded;
  }

  /** A new handle of `cls` (prototype from `proto`) for the glue's `inner` object. */
  function adopt(cls, inner, proto) {
    const handle = Object.create(proto);
    slots.set(handle, { cls, inner, busy: 0, state: LIVE, rawFree: rawFrees.get(cls) });
    return handle;
  }

  return Object.freeze({
    /**
     * Wraps, in place, every prototype member of the generated class `cls` (string and symbol
     * keys, accessors included; internal `__` members left alone) and its static `__wrap`.
     */
    guardClass(cls, name) {
      const proto = cls.prototype;
      const rawFree = proto.free;
      if (typeof rawFree !== "function") throw new Error(`wolfcore: class ${name} has no free()`);
      rawFrees.set(cls, rawFree);
      const keys = [...Object.getOwnPropertyNames(proto), ...Object.getOwnPropertySymbols(proto)];
      for (const key of keys) {
        if (key === "constructor" || (typeof key === "string" && key.startsWith("__"))) continue;
        const desc = Object.getOwnPropertyDescriptor(proto, key);
        const label = `${name}.${typeof key === "symbol" ? `[${key.description}]` : key}`;
        const wrapped = { ...desc };
        if (typeof desc.value === "function") {
          wrapped.value = desc.value === rawFree ? guardFree(cls, rawFree, label) : guardMember(cls, desc.value, label);
        } else if (desc.value !== undefined) {
          continue;
        }
        if (desc.get) wrapped.get = guardMember(cls, desc.get, `${label} (get)`);
        if (desc.set) wrapped.set = guardMember(cls, desc.set, `${label} (set)`);
        Object.defineProperty(proto, key, wrapped);
      }
      // The glue returns its objects through `Cls.__wrap(ptr)` (looked up on the class at
      // call time): each becomes a handle. Outside a call into wolfcore nothing may wrap a pointer.
      const rawWrap = cls.__wrap;
      if (typeof rawWrap === "function") {
        Object.defineProperty(cls, "__wrap", {
          configurable: false,
          writable: false,
          enumerable: false,
          value: function __wrap(ptr) {
            if (depth === 0) throw invalid(`${name}.__wrap`);
            return adopt(cls, rawWrap.call(cls, ptr), proto);
          },
        });
      }
    },

    /** `new cls(...args)` as a handle (`newTarget` gives the prototype, for subclasses). */
    construct(cls, args, newTarget) {
      const inner = run(() => Reflect.construct(cls, args, cls), undefined, []);
      const proto = typeof newTarget?.prototype === "object" && newTarget.prototype !== null ? newTarget.prototype : cls.prototype;
      return adopt(cls, inner, proto);
    },

    /** A guarded free function or static method: a call into the glue (may wrap objects). */
    call(fn, self, args) {
      return run(fn, self, args);
    },

    /** Whether `value` is a live handle (of `cls`, when given). */
    isLive(value, cls) {
      const slot = (typeof value === "object" || typeof value === "function") && value !== null ? slots.get(value) : undefined;
      return slot !== undefined && slot.state === LIVE && (cls === undefined || slot.cls === cls);
    },

    /** Throws `invalid_handle` or `freed` unless `value` is a live handle of `cls`. */
    check(value, cls, label) {
      slotOf(value, cls, label);
    },
  });
}
