// The UI catalogs (the `web` section of i18n/*.json): the same keys and the same ICU arguments in
// both languages, and no UI string in the core's catalogs' namespaces.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import coreEn from "../../../i18n/en.json";
import coreZh from "../../../i18n/zh.json";

const { web: webEn } = coreEn;
const { web: webZh } = coreZh;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

function args(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      for (const opt of Object.values(el.options)) args(opt.value, out);
    }
    if (el.type === TYPE.tag) args(el.children, out);
  }
  return out;
}

const en = flatten(webEn as Tree);
const zh = flatten(webZh as Tree);

test("web catalogs: the same keys in en and zh", () => {
  assert.deepEqual([...zh.keys()].sort(), [...en.keys()].sort());
  assert.ok(en.size > 150, `only ${en.size} keys`);
});

test("web catalogs: every message parses and has the same ICU arguments in both languages", () => {
  for (const [key, text] of en) {
    const a = [...args(parse(text))].sort();
    const b = [...args(parse(zh.get(key) ?? ""))].sort();
    assert.deepEqual(b, a, `arguments of ${key}`);
  }
});

test("web catalogs: no empty message, and one file per language holds the core's sections and the UI's `web` section only", () => {
  for (const [key, text] of [...en, ...zh]) assert.ok(text.trim().length > 0, `${key} is empty`);
  // The core embeds every section but `web` (crates/wolfcore/build.rs); a UI string outside
  // `web` would be shipped in the .wasm and formatted by nothing there.
  for (const catalog of [coreEn, coreZh]) assert.deepEqual(Object.keys(catalog), ["publicClaims", "summary", "game", "bots", "web"]);
});

test("untrusted text is text: no dangerouslySetInnerHTML anywhere in the app's source", async () => {
  const { readdirSync, readFileSync, statSync } = await import("node:fs");
  const { join } = await import("node:path");
  const root = new URL("../../", import.meta.url).pathname;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(name)) files.push(p);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(join(root, dir));
  assert.ok(files.length > 15);
  for (const f of files) assert.ok(!readFileSync(f, "utf8").includes("dangerouslySetInnerHTML"), f);
});

test("web catalogs: every verdict reason the ledger gives (the wire's Reason union) has a label in both languages", async () => {
  // The claims panel shows `web.reason.<code>`; a code without one would be shown raw (C4.5's
  // `revealed_action` once was).
  const { readFileSync } = await import("node:fs");
  // The package's shipped declarations (the wire unions are generated into them at build time).
  const wire = readFileSync(new URL("../../node_modules/wolfcore/wasm/wolfcore.d.ts", import.meta.url), "utf8");
  const union = /export type Reason =([^;]*);/.exec(wire)?.[1] ?? "";
  const reasons = [...union.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!);
  assert.ok(reasons.includes("revealed_action") && reasons.length >= 8, reasons.join(" "));
  for (const [lang, catalog] of [["en", webEn], ["zh", webZh]] as const) {
    const flat = flatten(catalog as Tree);
    for (const r of reasons) assert.ok(flat.has(`reason.${r}`), `${lang}: web.reason.${r}`);
  }
});

test("issue 17: every catalog key the app names literally is a message in both languages (a new control, event or error text cannot miss its words)", async () => {
  const { readdirSync, readFileSync, statSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { MESSAGES } = await import("../../lib/messages");
  const root = new URL("../../", import.meta.url).pathname;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(name) && !name.endsWith(".generated.ts")) files.push(p);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(join(root, dir));
  // A quoted dotted path whose first part is a catalog namespace (`web`, `publicClaims`, …) is a
  // key; template literals with `${…}` are not matched (the error codes have their own test).
  const namespaces = new Set(Object.keys(MESSAGES.en));
  const lookup = (tree: unknown, key: string): unknown =>
    key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
  const keyOf = /(["'`])([a-zA-Z]+(?:\.[A-Za-z0-9_]+)+)\1/g;
  const missing: string[] = [];
  let seen = 0;
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(keyOf)) {
      const key = m[2]!;
      if (!namespaces.has(key.split(".")[0]!)) continue;
      seen++;
      for (const lang of ["en", "zh"] as const) {
        if (typeof lookup(MESSAGES[lang], key) !== "string") missing.push(`${lang}: ${key} (${file.slice(root.length)})`);
      }
    }
  }
  assert.ok(seen > 300, `only ${seen} keys found: the scan is broken`);
  assert.deepEqual(missing, []);
  // The scan sees a missing key: a key the catalogs lack is reported.
  assert.equal(typeof lookup(MESSAGES.en, "web.controls.noSuchControl"), "undefined");
  assert.equal(typeof lookup(MESSAGES.en, "web.moves.knight_duel.prompt"), "string");
});

/** The string literals of a union declared in the installed package's declarations (generated from the Rust types at build time). */
async function unionOf(name: string, pattern: RegExp): Promise<string[]> {
  const { readFileSync } = await import("node:fs");
  const dts = readFileSync(new URL("../../node_modules/wolfcore/wasm/wolfcore.d.ts", import.meta.url), "utf8");
  const start = dts.indexOf(`export type ${name} =`);
  assert.ok(start >= 0, `${name} is declared in wolfcore.d.ts`);
  const end = dts.indexOf("\nexport ", start + 1);
  return [...new Set([...dts.slice(start, end < 0 ? undefined : end).matchAll(pattern)].map((m) => m[1]!))];
}

test("issue 17: every move kind (ActionKind) has its words in both web catalogs — a new role's move needs only these", async () => {
  // The table renders every move generically (lib/moves.ts) from `web.moves.<kind>`: `prompt`
  // always; `verb` for each generic kind (not a bespoke control); `skip` and `skipVerb` together.
  const { BESPOKE_MOVES } = await import("../../lib/moves");
  const kinds = await unionOf("ActionKind", /"([a-z_]+)"/g);
  assert.ok(kinds.includes("knight_duel") && kinds.includes("vote") && kinds.length >= 19, kinds.join(" "));
  for (const b of BESPOKE_MOVES) assert.ok(kinds.includes(b), `bespoke move ${b} is a kind`);
  const missing: string[] = [];
  for (const [lang, catalog] of [["en", en], ["zh", zh]] as const) {
    for (const kind of kinds) {
      const need = ["prompt", ...(BESPOKE_MOVES.has(kind as never) ? [] : ["verb"])];
      if (catalog.has(`moves.${kind}.skip`) || catalog.has(`moves.${kind}.skipVerb`)) need.push("skip", "skipVerb");
      for (const k of need) if (!catalog.has(`moves.${kind}.${k}`)) missing.push(`${lang}: web.moves.${kind}.${k}`);
    }
    for (const key of catalog.keys()) {
      const kind = /^moves\.([^.]+)\./.exec(key)?.[1];
      if (kind !== undefined && !kinds.includes(kind)) missing.push(`${lang}: web.moves.${kind} is no move kind`);
    }
  }
  assert.deepEqual(missing, []);
});

test("issue 17: every event type has its line in both web catalogs — a new role's event needs only `web.events.<type>`", async () => {
  // lib/events.ts renders every event generically from `web.events.<type>` except the few with a
  // line of their own (BESPOKE_EVENTS: tallies, speeches, the Witch's variants, the election).
  const { BESPOKE_EVENTS } = await import("../../lib/events");
  const types = await unionOf("GameEventKind", /type: "([a-z_]+)"/g);
  assert.ok(types.includes("knight_dueled") && types.includes("game_started") && types.length >= 30, types.join(" "));
  for (const b of BESPOKE_EVENTS) assert.ok(types.includes(b), `bespoke event ${b} is an event type`);
  const missing: string[] = [];
  for (const [lang, catalog] of [["en", en], ["zh", zh]] as const) {
    for (const type of types) {
      if (!BESPOKE_EVENTS.has(type as never) && !catalog.has(`events.${type}`)) missing.push(`${lang}: web.events.${type}`);
    }
  }
  assert.deepEqual(missing, []);
});
