// `wolfcore/ledger` (issue 22): the ledger alone in its own WebAssembly module. Its functions
// must give exactly what `wolfcore`'s give — same code, built without the engine — so each is
// run on the same inputs in both modules and the results compared as JSON text: extraction
// over the C6 corpora, parses of replies built from them (whole, fenced, with prose, cut,
// malformed), merges, verdicts and renders of the parsed ledgers, the tolerant merge, the
// `Ledger` class, errors. Random UUIDs (parse ids, ids the merge assigns) are the only
// difference allowed and are replaced before comparing. The catalogs hold only the ledger's
// sections (`publicClaims`, `summary`): checked against the whole module's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import initFull, * as full from "wolfcore";
import initLedger, * as ledger from "wolfcore/ledger";
import { mulberry32, REPO_ROOT } from "./helpers.mjs";

const PKG = path.join(REPO_ROOT, "pkg");
const CORPUS = path.join(REPO_ROOT, "crates", "wolfcore", "corpus", "extract");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g;

/** Every speech of the extraction corpora (the frozen batches included), in a fixed order. */
function corpus() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith(".jsonl")) files.push(path.join(dir, entry.name));
    }
  };
  walk(CORPUS);
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line)),
  );
}

const SPEECHES = corpus();

/** `fn(module)` in both modules: the same outcome (value or error code + message) as JSON text. */
function both(fn, { ids = false } = {}) {
  const outcome = (mod) => {
    try {
      return JSON.stringify({ value: fn(mod) });
    } catch (err) {
      return JSON.stringify({ error: err?.name, code: err?.code, message: err?.message });
    }
  };
  let a = outcome(full);
  let b = outcome(ledger);
  if (ids) {
    a = a.replace(UUID, "<uuid>");
    b = b.replace(UUID, "<uuid>");
  }
  assert.equal(b, a);
  return JSON.parse(a);
}

/** A summary model's reply holding `claims` (1-based seats), as models write them. */
function reply(claims, style) {
  const json = JSON.stringify({ claims }, null, style === "pretty" ? 2 : undefined);
  switch (style) {
    case "fenced":
      return `Here are the claims:\n\`\`\`json\n${json}\n\`\`\`\nDone.`;
    case "bare":
      return JSON.stringify(claims);
    case "trailing":
      return json.replace(/\}\]\}$/, "},]}");
    case "cut":
      return json.slice(0, Math.floor(json.length * 0.7));
    default:
      return json;
  }
}

/** Replies of ~20 claims built from the corpus labels (the contents are the speeches). */
function replies() {
  const out = [];
  const rng = mulberry32(22);
  const styles = ["plain", "pretty", "fenced", "bare", "trailing", "cut"];
  for (let at = 0; at < SPEECHES.length; at += 20) {
    const claims = SPEECHES.slice(at, at + 20).flatMap((s) =>
      (s.expected ?? []).map((e) => ({ speakerSeat: s.speakerSeat, day: s.day, ...e, content: s.text.slice(0, 300) })),
    );
    // Some broken claims too: each rejected for its own reason.
    if (rng() % 2 === 0) claims.push({ speakerSeat: 99, claimType: "role_claim", role: "Seer", content: "x" });
    if (rng() % 2 === 0) claims.push({ speakerSeat: 2, claimType: "seer_check", content: "no target" });
    out.push(reply(claims, styles[(at / 20) % styles.length]));
  }
  return out;
}

test("wolfcore/ledger: ready at import in Node, its own instance", async () => {
  assert.equal(await initLedger(), undefined);
  await initFull();
  assert.notEqual(ledger.Ledger, full.Ledger);
  assert.notEqual(ledger.mergePublicClaims, full.mergePublicClaims);
  assert.equal(ledger.version(), full.version());
  const pkgJson = JSON.parse(readFileSync(path.join(PKG, "package.json"), "utf8"));
  assert.deepEqual(pkgJson.exports["./ledger"], {
    types: "./ledger.d.ts",
    browser: "./ledger-browser.js",
    node: "./ledger-node.js",
    default: "./ledger-browser.js",
  });
});

test("wolfcore/ledger: runtime exports are exactly ledger.d.ts's, all of them wolfcore's too", () => {
  const dts = readFileSync(path.join(PKG, "ledger.d.ts"), "utf8");
  const valueBlock = dts.match(/export \{([^}]*)\} from "\.\/wasm\/ledger\.js";/);
  assert.ok(valueBlock, "ledger.d.ts lists its value exports");
  const declared = valueBlock[1].split(",").map((s) => s.trim()).filter(Boolean);
  declared.push("default", "initSync");
  assert.deepEqual(Object.keys(ledger).sort(), declared.sort());
  for (const name of Object.keys(ledger)) assert.ok(name in full, `${name} is not an export of wolfcore`);
  for (const name of ["Game", "simulate", "boards"]) assert.ok(!(name in ledger), `${name} is the engine's`);
});

test("C6: extractPublicClaims gives the same claims in both modules over every corpus speech", () => {
  assert.ok(SPEECHES.length > 1000, `corpus has ${SPEECHES.length} speeches`);
  let claims = 0;
  for (const s of SPEECHES) {
    const context = { day: s.day ?? 1, speakerSeat: s.speakerSeat - 1 };
    if (s.playerCount) context.playerCount = s.playerCount;
    claims += both((m) => m.extractPublicClaims(s.text, context)).value.length;
    // Detected language and the other language forced.
    both((m) => m.extractPublicClaims(s.text, { ...context, lang: s.lang === "zh" ? "en" : "zh", phase: "DAY_PK_SPEECH" }));
  }
  assert.ok(claims > 500, `only ${claims} claims extracted`);
});

test("C2–C5: parse, merge, verify and render give the same results in both modules", () => {
  let parsed = 0;
  let existingFull = [];
  let existingLedger = [];
  const rng = mulberry32(7);
  for (const [i, raw] of replies().entries()) {
    const options = { day: (i % 5) + 1, playerCount: 12, lang: i % 2 ? "zh" : "en" };
    if (i % 8 === 0) {
      // A new game every 8 replies: ledgers of the sizes games reach (up to ~250 claims).
      existingFull = [];
      existingLedger = [];
    }
    const result = both((m) => m.parsePublicClaims(raw, options), { ids: true }).value;
    both((m) => m.parsePublicClaimsResponse(raw, { playerCount: 16 }), { ids: true });
    parsed += result.claims.length;
    // The same claims (with their ids) merged into each module's own previous result.
    const incoming = full.parsePublicClaims(raw, options).claims;
    const a = full.mergePublicClaims(existingFull, incoming, { playerCount: 12 });
    const b = ledger.mergePublicClaims(existingLedger, incoming.map((c) => ({ ...c })), { playerCount: 12 });
    assert.equal(JSON.stringify(b), JSON.stringify(a));
    existingFull = a;
    existingLedger = b;
    // Plain arrays (the full path) and each module's remembered ones.
    const plain = JSON.parse(JSON.stringify(a));
    const revealed = { [rng() % 12]: "Werewolf", [rng() % 12]: "Seer", [rng() % 12]: "Villager" };
    both((m) => m.verifyPublicClaims(plain, revealed));
    assert.equal(JSON.stringify(ledger.verifyPublicClaims(b, revealed)), JSON.stringify(full.verifyPublicClaims(a, revealed)));
    for (const opts of [{ limit: 8, lang: "en" }, { limit: 40, lang: "zh", maxContentChars: 60 }, { limit: 3, header: "公开声明" }]) {
      both((m) => m.renderPublicClaimsSection(plain, opts));
      assert.equal(ledger.renderPublicClaimsSection(b, opts), full.renderPublicClaimsSection(a, opts));
    }
    both((m) => m.renderPublicClaimsSection(plain, { limit: 5, seatLabel: (n) => `P${n}`, statusLabel: (s) => s.toUpperCase() }));
    // The tolerant merge over a damaged copy (claims without ids get fresh UUIDs).
    const damaged = plain.map((c, k) => (k % 3 === 0 ? { ...c, id: undefined, phase: "", role: k % 2 ? "Wizard" : c.role } : c));
    both((m) => m.mergePublicClaimsReport(damaged, [{ speakerSeat: 40, day: 1, claimType: "other", content: "x", source: "manual" }], { playerCount: 12, lang: "zh" }), { ids: true });
    both((m) => m.normalizePublicClaims(damaged, { playerCount: 12 }), { ids: true });
    both((m) => m.mergePublicClaimsSafe(undefined, damaged), { ids: true });
  }
  assert.ok(parsed > 300, `only ${parsed} claims parsed`);
});

test("the Ledger class gives the same results in both modules", () => {
  const texts = replies();
  const a = new full.Ledger({ playerCount: 12 });
  const b = new ledger.Ledger({ playerCount: 12 });
  for (const [i, raw] of texts.slice(0, 12).entries()) {
    const ctx = { day: i + 1 };
    const ra = a.ingestReply(raw, ctx);
    const rb = b.ingestReply(raw, ctx);
    assert.equal(JSON.stringify(rb).replace(UUID, "<uuid>"), JSON.stringify(ra).replace(UUID, "<uuid>"));
    assert.equal(b.size, a.size);
  }
  // Same claims with the same ids: saves and renders must be equal byte for byte.
  const c = full.Ledger.from(a.claims(), { playerCount: 12 });
  const d = ledger.Ledger.from(a.claims(), { playerCount: 12 });
  assert.equal(d.save(), c.save());
  assert.equal(d.render({ limit: 30, lang: "zh" }), c.render({ limit: 30, lang: "zh" }));
  assert.equal(JSON.stringify(d.verify({ 3: "Seer", 5: "Werewolf" })), JSON.stringify(c.verify({ 3: "Seer", 5: "Werewolf" })));
  assert.equal(ledger.Ledger.load(c.save()).save(), full.Ledger.load(c.save()).save());
  for (const x of [a, b, c, d]) x.free();
});

test("errors: the same code and message in both modules", () => {
  const bad = [
    (m) => m.mergePublicClaims("nope", []),
    (m) => m.mergePublicClaims([], [{ day: 0, speakerSeat: 1, claimType: "other", content: "x", source: "manual" }]),
    (m) => m.mergePublicClaims([], [], { roleCounts: { Seers: 1 } }),
    (m) => m.mergePublicClaims([], [], { playerCount: 1.5 }),
    (m) => m.mergePublicClaims([], [], { playerCount: "9" }),
    (m) => m.verifyPublicClaims([], { 99: "Seer" }),
    (m) => m.verifyPublicClaims([], { 3: "Wizard" }),
    (m) => m.renderPublicClaimsSection([], { limit: -1 }),
    (m) => m.renderPublicClaimsSection([], { limit: 1.5e300 }),
    (m) => m.parsePublicClaims(42),
    (m) => m.parsePublicClaims("{}", { day: "x" }),
    (m) => m.extractPublicClaims("I am the Seer", { day: 0, speakerSeat: 1 }),
    (m) => m.extractPublicClaims("I am the Seer", { day: 1, speakerSeat: 1, lang: "fr" }),
    (m) => m.sanitizeLine("a\u202eb<c>\nd", 3),
    (m) => m.formatMessage("en", "publicClaims.nope"),
    (m) => m.Ledger.load("{not json"),
    (m) => new m.Ledger({ playerCount: 3 }),
  ];
  for (const fn of bad) both(fn);
});

test("schema, version and catalogs: the ledger's sections of the whole module's catalogs", () => {
  both((m) => m.publicClaimsJsonSchema());
  both((m) => m.version());
  for (const lang of ["en", "zh", "zh-CN"]) {
    const whole = full.messages(lang);
    assert.deepEqual(ledger.messages(lang), { publicClaims: whole.publicClaims, summary: whole.summary });
    both((m) => m.formatMessage(lang, "publicClaims.seat", { seat: 7 }));
    both((m) => m.formatMessage(lang, "summary.user", { day: 2, playerCount: 9, transcript: "hi" }));
    // The engine's wordings are not in the ledger's catalogs.
    let key = "game";
    for (let node = whole.game; typeof node === "object"; node = node[Object.keys(node)[0]]) key += `.${Object.keys(node)[0]}`;
    assert.equal(typeof full.formatMessage(lang, key), "string", `${key} is a message of the whole catalog`);
    assert.throws(() => ledger.formatMessage(lang, key), { code: "unknown_message" });
  }
});
