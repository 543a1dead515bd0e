// Results that remember their wasm-side ledger (issue 13), for each build's entries: `rememberFor(core, api)`
// (remember.js for `wolfcore`, ledger-remember.js for `wolfcore/ledger`; each build has its own
// instance, ledgers and memory).
//
// Apps keep the ledger as immutable state (React) and pass the previous result back in. So
// `mergePublicClaims` and `verifyPublicClaims` return a **frozen** array of frozen claims and
// remember, in a WeakMap, the wasm-side `Ledger` and the version it holds for that array. Given
// such an array back, they read nothing from it: the ledger (undoing newer changes first, if
// the array is an older result) merges or verifies in wasm and sends back only the claims that
// changed, and the new array reuses the previous array's objects for every other claim
// (structural sharing: React's identity checks hold, output costs O(changes)).
// `renderPublicClaimsSection` given a remembered array renders from wasm memory.
//
// `parsePublicClaims` / `parsePublicClaimsResponse` keep their claims in wasm memory too (the
// last 16 parses, `Ledger._keptParses()`) and remember the returned `claims` array with a copy of
// each claim, for the same last parses: in a plain list that holds them until newer parses push
// them out, not a WeakMap (issue 22: V8's scavenger kept every WeakMap-keyed parse result alive
// until the next full GC, which made a run of parses several times costlier in GC). Merging
// that array into a remembered result — unchanged: same length, same own keys and values as
// parsed and no `toJSON` on the array or a claim (what `JSON.stringify` would read is what was
// parsed), checked on every call, so an app may still edit parsed claims — does not read it from
// JS again, and the merged array's new claims are built from the copies (wasm sends only their
// positions and statuses). Otherwise (edited, or no longer kept) it is read as before.
//
// An array that is not remembered (written by the app, a copy, a result of another build, a
// result whose version was undone or dropped from the undo journal) takes the full path: read,
// merged, kept. Results are the same either way (tests/node/remembered.test.mjs compares both
// paths over random sequences). The internal ledgers are held by the `live` list, so it is the
// list that frees them, not finalization (a ledger stays while it is among the last
// LIVE_LEDGERS used even if no array names it any more): at most LIVE_LEDGERS (16;
// crates/wolfcore/src/caches.rs names it with every other cache) are kept, the least recently
// used freed first (its arrays are then read once more when passed back), which bounds the
// wasm memory an app that keeps creating ledgers from foreign arrays can hold. The versions and
// undo steps themselves live in the core (wolfcore::ledger::versioned).
//
// `arrays` stays a WeakMap, unlike the parses' list (issue 22, BENCHMARKS.md "merge results
// out of the WeakMap"). What a WeakMap cost there went with the size of its values: a parse's
// value held the claims' copies (19 full GCs in 60,000 updates); a merge result's is one small
// record (`{ ledger, version, owned }`): old space grew ~40 B a result, one full GC in 60,000.
// A bounded list of results was no faster at 16 and far slower at 64 (the results themselves
// then survive scavenges), and it loses the fast path for a base passed back after that many
// other results (tests/node/remembered.test.mjs, "a base array whose ledger was freed").
import { wolfcoreError } from "./loader.js";

/** A version no ledger has: `_delta(ALL)` sends every claim (crates/wolfcore-wasm/src/ledger.rs). */
const ALL = 0xffffffff;

function freezeClaim(claim) {
  if (claim.reasons) Object.freeze(claim.reasons);
  return Object.freeze(claim);
}

function deepFreeze(list) {
  if (Array.isArray(list)) for (const claim of list) freezeClaim(claim);
  return Object.freeze(list);
}

// The reader of the packed text the internal protocol sends (crates/wolfcore-wasm/src/ledger_io.rs,
// issue 22): a number is digits then `,`; a string is its length in UTF-16 units, `:`, then its
// characters. It builds the objects `JSON.parse` would build from the same claims as JSON (same
// keys in the same order), without a JSON parser: a quarter of `parsePublicClaims` was the
// `JSON.parse` of its result. One text is read at a time (the readers never call out).
let src = "";
let at = 0;

/** The next number (its terminator consumed; any non-digit ends it, so no text loops forever). */
function num() {
  let n = 0;
  for (let c = src.charCodeAt(at++); c >= 48 && c <= 57; c = src.charCodeAt(at++)) n = n * 10 + c - 48;
  return n;
}

/** The next string. */
function str() {
  const n = num();
  const s = src.slice(at, at + n);
  at += n;
  return s;
}

function reasons() {
  const n = num();
  const out = [];
  for (let i = 0; i < n; i++) out.push(str());
  return out;
}

/**
 * A claim object, keys in the order serde writes them (`PublicClaim`), optional keys present as
 * `flags` says (1 role, 2 targetSeat, 4 alignment). One literal per combination: V8 then builds
 * each claim with all its keys in one allocation, where adding keys one by one to a smaller
 * literal grew a separate property store (issue 22).
 */
function shaped(flags, id, day, phase, speakerSeat, claimType, role, targetSeat, alignment, content, status, source) {
  switch (flags & 7) {
    case 0:
      return { id, day, phase, speakerSeat, claimType, content, status, source };
    case 1:
      return { id, day, phase, speakerSeat, claimType, role, content, status, source };
    case 2:
      return { id, day, phase, speakerSeat, claimType, targetSeat, content, status, source };
    case 3:
      return { id, day, phase, speakerSeat, claimType, role, targetSeat, content, status, source };
    case 4:
      return { id, day, phase, speakerSeat, claimType, alignment, content, status, source };
    case 5:
      return { id, day, phase, speakerSeat, claimType, role, alignment, content, status, source };
    case 6:
      return { id, day, phase, speakerSeat, claimType, targetSeat, alignment, content, status, source };
    default:
      return { id, day, phase, speakerSeat, claimType, role, targetSeat, alignment, content, status, source };
  }
}

/**
 * The next claim, keys in the order serde writes them (`PublicClaim`); with `copies`, a second,
 * separate object with the same keys and values is pushed onto it (the kept parse's copy,
 * `rememberParsed`).
 */
function claim(copies) {
  const id = str();
  const day = num();
  const phase = str();
  const speakerSeat = num();
  const claimType = str();
  const flags = num();
  const role = flags & 1 ? str() : undefined;
  const targetSeat = flags & 2 ? num() : undefined;
  const alignment = flags & 4 ? str() : undefined;
  const content = str();
  const status = str();
  const source = str();
  const c = shaped(flags, id, day, phase, speakerSeat, claimType, role, targetSeat, alignment, content, status, source);
  if (flags & 8) c.reasons = reasons();
  if (copies !== undefined) {
    const copy = shaped(flags, id, day, phase, speakerSeat, claimType, role, targetSeat, alignment, content, status, source);
    if (flags & 8) copy.reasons = c.reasons; // as a shallow copy (`{ ...c }`) shares it
    copies.push(copy);
  }
  return c;
}

function claims(copies) {
  const n = num();
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = claim(copies);
  return out;
}

/** The rest of a parse result when nothing was rejected (the usual case): read without `JSON.parse`. */
const NOTHING_REJECTED = '{"rejected":[],"rejectedCount":0}';

/**
 * `Ledger._parseKept`'s text: `{ batch, value, copies }`, `value` the parse result (or the claims
 * alone), `copies` a copy of each claim for `rememberParsed` (none when nothing was kept).
 */
function readParsed(text, claimsOnly) {
  src = text;
  at = 0;
  try {
    const batch = num();
    const copies = batch === 0 ? undefined : [];
    const list = claims(copies);
    if (claimsOnly) return { batch, value: list, copies };
    if (src.length - at === NOTHING_REJECTED.length && src.startsWith(NOTHING_REJECTED, at)) {
      return { batch, value: { claims: list, rejected: [], rejectedCount: 0 }, copies };
    }
    const rest = JSON.parse(src.slice(at));
    const value = { claims: list, rejected: rest.rejected, rejectedCount: rest.rejectedCount };
    if (rest.error !== undefined) value.error = rest.error;
    return { batch, value, copies };
  } finally {
    src = "";
  }
}

/**
 * A parsed claim (a copy kept by `rememberParsed`: serde's keys, no `reasons`) with the ledger's
 * status and reasons, keys in serde's order. Built as an object literal, not by spreading the
 * copy: V8 freezes a literal's object by a map change but an object spread's slowly (~0.4 µs
 * each, measured; a 20-claim merge froze 20).
 */
function withStatus(copy, status, reasons) {
  const c = { id: copy.id, day: copy.day, phase: copy.phase, speakerSeat: copy.speakerSeat, claimType: copy.claimType };
  if (Object.hasOwn(copy, "role")) c.role = copy.role;
  if (Object.hasOwn(copy, "targetSeat")) c.targetSeat = copy.targetSeat;
  if (Object.hasOwn(copy, "alignment")) c.alignment = copy.alignment;
  c.content = copy.content;
  c.status = status;
  c.source = copy.source;
  if (reasons.length > 0) c.reasons = Object.freeze(reasons); // the last key, as serde writes it
  return c;
}

/** A delta's text (`Delta::to_packed`): `{ v, n, full, c: [[position, claim]…], b: [[position, index, status, reasons]…] }`. */
function readDelta(text) {
  src = text;
  at = 0;
  try {
    const v = num();
    const n = num();
    const full = num() === 1;
    const c = new Array(num());
    for (let i = 0; i < c.length; i++) c[i] = [num(), claim(undefined)];
    const b = new Array(num());
    for (let i = 0; i < b.length; i++) b[i] = [num(), num(), str(), reasons()];
    return { v, n, full, c, b };
  } finally {
    src = "";
  }
}

/**
 * The remembered free functions of one build: `core` is its instance record (loader.js),
 * `api` its guarded exports (wasm/api.js or wasm/ledger-api.js). Patches `Ledger.prototype.claims`
 * once per realm and build.
 */
export function rememberFor(core, api) {
  /** Internal ledgers kept alive at most (least recently used freed first): crates/wolfcore/src/caches.rs. */
  let liveLedgers;
  /** Parses kept in wasm at most (oldest dropped first): crates/wolfcore/src/caches.rs. */
  let keptParses;

  // One memory per realm and build, like the instance (copies of this file share it).
  const memory = (core.remember ??= {
    arrays: new WeakMap(),
    snapshots: new WeakMap(),
    parsed: [],
    live: [],
    patched: false,
  });
  const { arrays, snapshots, parsed, live } = memory;

  /** Marks an internal ledger as just used; frees the least recently used beyond LIVE_LEDGERS (read from wasm). */
  function touch(ledger) {
    const at = live.lastIndexOf(ledger);
    if (at === live.length - 1 && at >= 0) return;
    if (at >= 0) live.splice(at, 1);
    live.push(ledger);
    liveLedgers ??= api.Ledger._liveLedgers();
    while (live.length > liveLedgers) live.shift().free();
  }

  /**
   * The array for a delta (`{v, n, full, c, b}` as packed text, `readDelta`) computed against `base`'s version;
   * `b` names claims of the parse batch whose copies are `copies`, with their status and reasons.
   */
  function applyDelta(text, base, copies) {
    const delta = readDelta(text);
    let out;
    if (delta.full || base === undefined) {
      out = new Array(delta.n);
    } else if (base.length <= delta.n) {
      // Spread, not `slice`: V8 copies a frozen array by spread in a few µs but by `slice` ~40×
      // slower (N = 2,000: ~7 vs ~280 µs; issue 13). Appended places are filled in below.
      out = [...base];
      while (out.length < delta.n) out.push(undefined);
    } else {
      out = base.slice(0, delta.n);
    }
    for (const [at, claim] of delta.c) out[at] = freezeClaim(claim);
    if (delta.b.length > 0) {
      for (const [at, index, status, reasons] of delta.b) {
        out[at] = Object.freeze(withStatus(copies[index], status, reasons));
      }
    }
    return { array: Object.freeze(out), version: delta.v };
  }

  /** Remembers a parse's `claims` array (kept in wasm as `batch`) with a copy of each claim (`readParsed`'s). */
  function rememberParsed(claims, batch, copies) {
    if (batch !== 0 && Array.isArray(claims)) {
      parsed.push({ claims, batch, copies });
      keptParses ??= api.Ledger._keptParses();
      while (parsed.length > keptParses) parsed.shift();
    }
  }

  /**
   * The kept parse of `incoming` if it is exactly as parsed: the same array, length, and own
   * enumerable keys and values of plain claim objects (what `JSON.stringify` would read).
   */
  function unchangedParse(incoming) {
    let kept;
    for (let i = parsed.length - 1; i >= 0; i--) {
      if (parsed[i].claims === incoming) {
        kept = parsed[i];
        break;
      }
    }
    if (kept === undefined) return undefined;
    try {
      const { copies } = kept;
      if (Object.getPrototypeOf(incoming) !== Array.prototype || incoming.length !== copies.length) return undefined;
      // What `JSON.stringify` reads of an array is its elements, unless it has a `toJSON`.
      if (incoming.toJSON !== undefined) return undefined;
      // Each copy's number of keys, counted once per kept parse.
      const sizes = (kept.sizes ??= copies.map((copy) => Object.keys(copy).length));
      for (let i = 0; i < copies.length; i++) {
        const claim = incoming[i];
        const copy = copies[i];
        if (typeof claim !== "object" || claim === null || Object.getPrototypeOf(claim) !== Object.prototype) return undefined;
        // `for…in`, not `Object.keys`: no array per claim (issue 22). It also visits inherited
        // enumerable keys, which no copy has: such a claim takes the ordinary path.
        let size = 0;
        for (const key in claim) {
          if (!Object.hasOwn(copy, key) || claim[key] !== copy[key]) return undefined;
          size++;
        }
        if (size !== sizes[i] || claim.toJSON !== undefined) return undefined;
      }
      return kept;
    } catch {
      return undefined; // a hostile array: the ordinary path reports it
    }
  }

  /** {@inheritDoc parsePublicClaims} (the claims are kept for a later merge; see above). */
  function parsePublicClaims(raw, options) {
    ensureReady("parsePublicClaims()");
    const { batch, value, copies } = readParsed(api.Ledger._parseKept(raw, options, false), false);
    rememberParsed(value.claims, batch, copies);
    return value;
  }

  /** {@inheritDoc parsePublicClaimsResponse} (the claims are kept for a later merge; see above). */
  function parsePublicClaimsResponse(raw, options) {
    ensureReady("parsePublicClaimsResponse()");
    const { batch, value, copies } = readParsed(api.Ledger._parseKept(raw, options, true), true);
    rememberParsed(value, batch, copies);
    return value;
  }

  function remember(array, ledger, version, owned) {
    // `owned`: the free functions may move this ledger to another version (and free it). Arrays
    // of a user's `Ledger.claims()` are only read (render), never moved or freed.
    if (owned) touch(ledger);
    arrays.set(array, { ledger, version, owned });
    return array;
  }

  /** The remembered record of `value`, if its ledger is still alive. */
  function known(value) {
    const record = typeof value === "object" && value !== null ? arrays.get(value) : undefined;
    return record !== undefined && core.handles.isLive(record.ledger) ? record : undefined;
  }

  function ensureReady(what) {
    if (!core.ready) {
      throw wolfcoreError("not_initialized", `${what} was called before the WebAssembly module was loaded; \`await init()\` first`);
    }
  }

  /** {@inheritDoc mergePublicClaims} (see pkg/index.d.ts; the result is frozen and remembered). */
  function mergePublicClaims(existing, incoming, options) {
    ensureReady("mergePublicClaims()");
    const record = known(existing);
    if (record?.owned) {
      const kept = unchangedParse(incoming);
      let text = kept === undefined ? undefined : record.ledger._mergeBatch(record.version, kept.batch, options);
      text ??= record.ledger._mergeFrom(record.version, incoming, options);
      if (text !== undefined) {
        const { array, version } = applyDelta(text, existing, kept?.copies);
        return remember(array, record.ledger, version, true);
      }
    }
    // A result of ours whose ledger was freed (LRU) or moved to another version: read it once
    // into a ledger of its own again (an app that keeps passing the same base keeps the fast path).
    const ours = typeof existing === "object" && existing !== null ? arrays.get(existing) : undefined;
    if (ours?.owned) {
      let adopted;
      try {
        adopted = api.Ledger._adopt(existing, options);
      } catch {
        adopted = undefined; // the full path below throws the error
      }
      if (adopted !== undefined) {
        remember(existing, adopted, adopted._version, true);
        const text = adopted._mergeFrom(adopted._version, incoming, options);
        if (text !== undefined) {
          const { array, version } = applyDelta(text, existing);
          return remember(array, adopted, version, true);
        }
      }
    }
    const ledger = api.Ledger._mergeNew(existing, incoming, options);
    const { array, version } = applyDelta(ledger._delta(ALL), undefined);
    return remember(array, ledger, version, true);
  }

  /** {@inheritDoc verifyPublicClaims} (the result is frozen; remembered when `claims` was). */
  function verifyPublicClaims(claims, revealedRoles) {
    ensureReady("verifyPublicClaims()");
    const record = known(claims);
    if (record?.owned) {
      const text = record.ledger._verifyFrom(record.version, revealedRoles);
      if (text !== undefined) {
        const { array, version } = applyDelta(text, claims);
        return remember(array, record.ledger, version, true);
      }
    }
    // Claims that form a ledger as they are (every result of the package) are kept; others
    // (duplicates, claims without ids…) are verified one by one and not remembered.
    const ledger = api.Ledger._verifyNew(claims, revealedRoles);
    if (ledger === undefined) return deepFreeze(api.verifyPublicClaims(claims, revealedRoles));
    const { array, version } = applyDelta(ledger._delta(ALL), undefined);
    return remember(array, ledger, version, true);
  }

  /** {@inheritDoc renderPublicClaimsSection} (a remembered array is rendered from wasm memory). */
  function renderPublicClaimsSection(claims, options) {
    ensureReady("renderPublicClaimsSection()");
    const record = known(claims);
    if (record !== undefined) {
      const text = record.ledger._renderAt(record.version, options);
      if (text !== undefined) return text;
    }
    return api.renderPublicClaimsSection(claims, options);
  }

  for (const [fn, raw] of [
    [parsePublicClaims, api.parsePublicClaims],
    [parsePublicClaimsResponse, api.parsePublicClaimsResponse],
    [mergePublicClaims, api.mergePublicClaims],
    [verifyPublicClaims, api.verifyPublicClaims],
    [renderPublicClaimsSection, api.renderPublicClaimsSection],
  ]) {
    Object.defineProperty(fn, "length", { value: raw.length });
  }

  // `Ledger.prototype.claims()`: a frozen snapshot, the same array while the ledger is unchanged,
  // sharing unchanged claims with the previous snapshot. Patched once per realm and build (the
  // class is shared by every copy of this file).
  if (!memory.patched) {
    memory.patched = true;
    Object.defineProperty(api.Ledger.prototype, "claims", {
      configurable: true,
      writable: true,
      enumerable: false,
      value: function claims() {
        // `invalid_handle` for a copy or a forged object, `freed` after free() (handles.js).
        core.handles.check(this, core.glue.Ledger, "Ledger.claims");
        const version = this._version;
        const last = snapshots.get(this);
        if (last !== undefined && last.version === version) return last.array;
        const next = applyDelta(this._delta(last === undefined ? ALL : last.version), last?.array);
        snapshots.set(this, next);
        return remember(next.array, this, next.version, false);
      },
    });
  }

  return {
    mergePublicClaims,
    parsePublicClaims,
    parsePublicClaimsResponse,
    renderPublicClaimsSection,
    verifyPublicClaims,
  };
}
