// The packaging matrix, Node side: the packed tarball installed into temp projects and loaded
// the ways Node code loads packages — ES module `import`, CommonJS `require`, a `tsx --test`
// CommonJS TypeScript project — plus the browser entry before init, and the tarball's contents.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { installedCopy, PKG_JSON, REPO_ROOT, removeDir, run, runBoth, tarball, TESTS } from "./helpers.mjs";

const TMP = path.join(TESTS, ".matrix");

// Two seers on different days: the cross-day counter-claim makes both `contested`.
const CLAIMS_JS = `[1, 4].map((speakerSeat, i) => ({ day: i + 1, phase: "DAY_SPEECH", speakerSeat, claimType: "role_claim", role: "Seer", content: "I am the Seer", source: "manual" }))`;

const APP_MJS = `
import init, { mergePublicClaims, renderPublicClaimsSection, version } from "wolfcore";
// No init() before the first call: the Node entry is ready at import.
const ledger = mergePublicClaims([], ${CLAIMS_JS});
const first = init();
const result = {
  version: version(),
  statuses: ledger.map((c) => c.status),
  line: renderPublicClaimsSection(ledger, { limit: 5, lang: "en" }).split("\\n")[4],
  initResolves: (await first) === undefined,
  initSamePromise: init() === first,
};
console.log(JSON.stringify(result));
`;

const APP_CJS = `
"use strict";
const wolfcore = require("wolfcore");
const { mergePublicClaims, version, Game } = wolfcore;
const ledger = mergePublicClaims([], ${CLAIMS_JS});
const game = new Game({ players: 9, seed: "7" });
import("wolfcore").then((esm) => {
  console.log(JSON.stringify({
    version: version(),
    statuses: ledger.map((c) => c.status),
    defaultIsInit: typeof wolfcore.default === "function",
    esModuleFlag: wolfcore.__esModule === true,
    sameInstance: esm.Game === Game && esm.mergePublicClaims === mergePublicClaims,
    instanceofAcross: game instanceof esm.Game,
    loaded: Game.load(game.save()) instanceof Game,
  }));
});
`;

// wolfcore/ledger (issue 22): the same init story, its own instance.
const LEDGER_MJS = `
import init, * as ledger from "wolfcore/ledger";
import * as whole from "wolfcore";
const claims = ledger.mergePublicClaims([], ${CLAIMS_JS});
const first = init();
console.log(JSON.stringify({
  version: ledger.version(),
  statuses: claims.map((c) => c.status),
  line: ledger.renderPublicClaimsSection(claims, { limit: 5, lang: "en" }).split("\\n")[4],
  extracted: ledger.extractPublicClaims("I am the Seer.", { day: 1, speakerSeat: 2 }).map((c) => c.role),
  initResolves: (await first) === undefined,
  initSamePromise: init() === first,
  engine: ["Game", "simulate", "boards"].filter((name) => name in ledger),
  ownInstance: ledger.Ledger !== whole.Ledger,
  // The same claims but for the UUIDs the merge gave them.
  sameLedgerAsWhole: JSON.stringify(whole.mergePublicClaims([], ${CLAIMS_JS}).map(({ id, ...c }) => c)) === JSON.stringify(claims.map(({ id, ...c }) => c)),
}));
`;

const LEDGER_CJS = `
"use strict";
const ledger = require("wolfcore/ledger");
const claims = ledger.mergePublicClaims([], ${CLAIMS_JS});
const l = new ledger.Ledger({ playerCount: 9 });
import("wolfcore/ledger").then((esm) => {
  console.log(JSON.stringify({
    statuses: claims.map((c) => c.status),
    defaultIsInit: typeof ledger.default === "function",
    esModuleFlag: ledger.__esModule === true,
    sameInstance: esm.Ledger === ledger.Ledger && esm.mergePublicClaims === ledger.mergePublicClaims,
    instanceofAcross: l instanceof esm.Ledger,
    loaded: ledger.Ledger.load(l.save()) instanceof ledger.Ledger,
  }));
});
`;

// The browser entry run by Node with --conditions=browser: nothing is loaded until init().
const beforeInit = (specifier, out) => `
import { readFileSync } from "node:fs";
import * as entry from "${specifier}";
const glueUrl = new URL("./wasm/${out}.js", import.meta.resolve("${specifier}"));
const glue = await import(glueUrl);
const codeOf = (fn) => { try { fn(); return "no error"; } catch (e) { return e instanceof Error ? e.name + ":" + e.code : "not an Error"; } };
const isClass = (v) => /^class\\b/.test(Function.prototype.toString.call(v));
const out = { glueNames: Object.keys(glue).sort(), entryNames: Object.keys(entry).sort(), before: {} };
for (const name of Object.keys(glue)) {
  if (name === "default" || name === "initSync") continue;
  const value = glue[name];
  if (isClass(value)) {
    out.before["new " + name] = codeOf(() => new entry[name]({}));
    for (const key of Object.getOwnPropertyNames(value)) {
      if (typeof value[key] === "function" && !key.startsWith("__")) out.before[name + "." + key] = codeOf(() => entry[name][key]("x"));
    }
  } else {
    out.before[name] = codeOf(() => entry[name]());
  }
}
await entry.default(readFileSync(new URL("./wasm/${out}_bg.wasm", import.meta.resolve("${specifier}"))));
out.after = { version: entry.version(), statuses: entry.mergePublicClaims([], ${CLAIMS_JS}).map((c) => c.status), hasAutosave: codeOf(() => entry.Game.hasAutosave("k")) };
console.log(JSON.stringify(out));
`;
const BEFORE_INIT_MJS = beforeInit("wolfcore", "wolfcore");
const LEDGER_BEFORE_INIT_MJS = beforeInit("wolfcore/ledger", "ledger");

let dir;
before(() => {
  dir = installedCopy(TMP, "node", {
    files: {
      "package.json": JSON.stringify({ name: "node-host", private: true }),
      "app.mjs": APP_MJS,
      "app.cjs": APP_CJS,
      "before-init.mjs": BEFORE_INIT_MJS,
      "ledger.mjs": LEDGER_MJS,
      "ledger.cjs": LEDGER_CJS,
      "ledger-before-init.mjs": LEDGER_BEFORE_INIT_MJS,
    },
  });
});
after(() => removeDir(dir));

test("the tarball ships the entries, the generated files and the MIT LICENSE", () => {
  const listed = run("tar", ["-tzf", tarball()]).trim().split("\n").map((f) => f.replace(/^package\//, "")).sort();
  const ledger = ["ledger-node.js", "ledger-browser.js", "ledger.d.ts", "ledger-remember.js", "wasm/ledger-api.js", "wasm/ledger-embedded.js", "wasm/ledger.js", "wasm/ledger_bg.wasm", "wasm/ledger.d.ts"];
  for (const f of ["package.json", "LICENSE", "README.md", "node.js", "browser.js", "loader.js", "index.d.ts", "wasm/api.js", "wasm/embedded.js", "wasm/wolfcore.js", "wasm/wolfcore_bg.wasm", "wasm/wolfcore.d.ts", ...ledger]) {
    assert.ok(listed.includes(f), `${f} is in the tarball (${listed.join(", ")})`);
  }
  assert.ok(!listed.some((f) => f.startsWith("dist/") || f.endsWith(".rs") || f.endsWith(".tgz")), listed.join(", "));
  const shipped = readFileSync(path.join(dir, "node_modules", "wolfcore", "LICENSE"), "utf8");
  assert.equal(shipped, readFileSync(path.join(REPO_ROOT, "LICENSE"), "utf8"));
  assert.match(shipped, /^MIT License/);
  assert.equal(PKG_JSON.license, "MIT");
});

test("Node ESM: `import` works without init(); init() is still valid and resolves at once", () => {
  const { stdout, stderr } = runBoth(process.execPath, ["app.mjs"], { cwd: dir });
  assert.equal(stderr, "");
  assert.deepEqual(JSON.parse(stdout), {
    version: PKG_JSON.version,
    statuses: ["contested", "contested"],
    line: "- D2 Seat 5 [contested]: I am the Seer",
    initResolves: true,
    initSamePromise: true,
  });
});

test("Node CommonJS: `require(\"wolfcore\")` works, with no warning, and shares one instance with `import`", () => {
  const { stdout, stderr } = runBoth(process.execPath, ["app.cjs"], { cwd: dir });
  assert.equal(stderr, "", "require(esm) printed a warning");
  assert.deepEqual(JSON.parse(stdout), {
    version: PKG_JSON.version,
    statuses: ["contested", "contested"],
    defaultIsInit: true,
    esModuleFlag: true,
    sameInstance: true,
    instanceofAcross: true,
    loaded: true,
  });
});

test("engines names the Node versions whose require() loads ES modules unflagged", () => {
  assert.equal(PKG_JSON.engines.node, "^20.19.0 || >=22.12.0");
  const [major, minor] = process.versions.node.split(".").map(Number);
  assert.ok((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22, `this Node (${process.version}) is in range`);
});

test("a `tsx --test` CommonJS TypeScript project (wolfcore and wolfcore/ledger): types check (tsc) and its tests pass", () => {
  const project = installedCopy(TMP, "tsx", { copyFrom: [[path.join(TESTS, "fixtures", "tsx-cjs"), "."]] });
  try {
    run(path.join(TESTS, "node_modules", ".bin", "tsc"), ["-p", project], { cwd: project });
    // Without NODE_TEST_CONTEXT, which would make the inner runner report to this one instead of printing TAP.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const tap = run(path.join(TESTS, "node_modules", ".bin", "tsx"), ["--test", "--test-reporter=tap", "claims.test.ts", "ledger.test.ts"], { cwd: project, env });
    assert.match(tap, /^# pass 8$/m, tap);
    assert.match(tap, /^# fail 0$/m, tap);
  } finally {
    removeDir(project);
  }
});

test("browser entry before init: every export of the generated module throws `not_initialized`", () => {
  const out = JSON.parse(run(process.execPath, ["--conditions=browser", "before-init.mjs"], { cwd: dir }));
  // The entry exports exactly what the generated module does (the list is not kept by hand).
  assert.deepEqual(out.entryNames, out.glueNames);
  const guarded = Object.keys(out.before);
  assert.ok(guarded.length >= 15 && guarded.includes("new Game") && guarded.includes("Game.load") && guarded.includes("mergePublicClaims"), guarded.join(", "));
  for (const [what, code] of Object.entries(out.before)) assert.equal(code, "WolfcoreError:not_initialized", what);
  assert.deepEqual(out.after, { version: PKG_JSON.version, statuses: ["contested", "contested"], hasAutosave: "WolfcoreError:storage_unavailable" });
});

test("wolfcore/ledger, Node ESM: ready at import, init() resolves at once, the ledger's results, no engine", () => {
  const { stdout, stderr } = runBoth(process.execPath, ["ledger.mjs"], { cwd: dir });
  assert.equal(stderr, "");
  assert.deepEqual(JSON.parse(stdout), {
    version: PKG_JSON.version,
    statuses: ["contested", "contested"],
    line: "- D2 Seat 5 [contested]: I am the Seer",
    extracted: ["Seer"],
    initResolves: true,
    initSamePromise: true,
    engine: [],
    ownInstance: true,
    sameLedgerAsWhole: true,
  });
});

test("wolfcore/ledger, Node CommonJS: `require` works, with no warning, and shares one instance with `import`", () => {
  const { stdout, stderr } = runBoth(process.execPath, ["ledger.cjs"], { cwd: dir });
  assert.equal(stderr, "", "require(esm) printed a warning");
  assert.deepEqual(JSON.parse(stdout), {
    statuses: ["contested", "contested"],
    defaultIsInit: true,
    esModuleFlag: true,
    sameInstance: true,
    instanceofAcross: true,
    loaded: true,
  });
});

test("wolfcore/ledger, browser entry before init: every export throws `not_initialized`; init(bytes) loads ledger_bg.wasm", () => {
  const out = JSON.parse(run(process.execPath, ["--conditions=browser", "ledger-before-init.mjs"], { cwd: dir }));
  assert.deepEqual(out.entryNames, out.glueNames);
  const guarded = Object.keys(out.before);
  assert.ok(guarded.length >= 15 && guarded.includes("new Ledger") && guarded.includes("Ledger.load") && guarded.includes("extractPublicClaims"), guarded.join(", "));
  assert.ok(!guarded.includes("new Game"), "the ledger module has no Game");
  for (const [what, code] of Object.entries(out.before)) assert.equal(code, "WolfcoreError:not_initialized", what);
  // The ledger module has no `Game`: the shared script's `Game.hasAutosave` call is a TypeError.
  assert.deepEqual(out.after, { version: PKG_JSON.version, statuses: ["contested", "contested"], hasAutosave: "TypeError:undefined" });
});
