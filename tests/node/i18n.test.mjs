// The catalogs: messages(lang) is i18n/*.json without the web game's own `web` section, and the
// core formats every message exactly as intl-messageformat (what next-intl uses) does (C5.4,
// shared catalog).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { loadWolfcore, assertThrowsCode, REPO_ROOT } from "./helpers.mjs";

const w = await loadWolfcore();
const LANGS = ["en", "zh"];
const file = (lang) => JSON.parse(readFileSync(path.join(REPO_ROOT, "i18n", `${lang}.json`), "utf8"));
/** What the package embeds of a catalog file: every section but the web game's `web` (issue 17). */
const catalog = (lang) => {
  const { web, ...core } = file(lang);
  assert.equal(typeof web, "object", `i18n/${lang}.json has the web game's section`);
  return core;
};

function flatten(tree, prefix = "", out = []) {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.push([dotted, value]);
    else flatten(value, dotted, out);
  }
  return out;
}

/** The argument names of a message, from intl-messageformat's own parser. */
function argNames(ast, names = new Set()) {
  for (const el of ast) {
    if (el.type === 1) names.add(el.value);
    else if (el.type !== 0) throw new Error(`the catalogs use only literal text and {args}, found element type ${el.type}`);
  }
  return [...names];
}

test("messages(lang) is the nested catalog file without `web`, as plain objects", () => {
  for (const lang of LANGS) {
    const tree = w.messages(lang);
    assert.ok(!("web" in tree), "the web game's strings are not in the .wasm");
    assert.deepEqual(tree, catalog(lang));
    assert.equal(Object.getPrototypeOf(tree), Object.prototype);
    assert.ok(!(tree instanceof Map));
    assert.notEqual(w.messages(lang), tree, "a fresh object each call");
  }
  assert.deepEqual(w.messages("zh-CN"), catalog("zh"));
  assert.deepEqual(w.messages("en_US"), catalog("en"));
});

test("every message formats identically in the core and in intl-messageformat", () => {
  let checked = 0;
  for (const lang of LANGS) {
    for (const [key, message] of flatten(catalog(lang))) {
      const formatter = new IntlMessageFormat(message, lang);
      const names = argNames(formatter.getAst());
      const variants = [
        {},
        Object.fromEntries(names.map((n) => [n, `‹${n}›`])),
        Object.fromEntries(names.map((n, i) => [n, i + 7])),
        Object.fromEntries(names.map((n) => [n, "it's {not} an arg '{x}'"])),
      ];
      for (const args of variants) {
        if (names.some((n) => !(n in args))) continue; // intl-messageformat throws on missing args
        const expected = formatter.format(args);
        assert.equal(w.formatMessage(lang, key, args), expected, `${lang} ${key} ${JSON.stringify(args)}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked >= 2 * 30, `only ${checked} formats were compared`);
});

test("both catalogs have the same keys and the same arguments per key", () => {
  const [en, zh] = LANGS.map((l) => new Map(flatten(catalog(l))));
  assert.deepEqual([...en.keys()].sort(), [...zh.keys()].sort());
  for (const [key, message] of en) {
    const enArgs = argNames(new IntlMessageFormat(message, "en").getAst()).sort();
    const zhArgs = argNames(new IntlMessageFormat(zh.get(key), "zh").getAst()).sort();
    assert.deepEqual(enArgs, zhArgs, key);
  }
});

test("i18n errors are typed", () => {
  assertThrowsCode(() => w.messages("fr"), "unsupported_lang");
  assertThrowsCode(() => w.messages(""), "unsupported_lang");
  for (const bad of [undefined, null, 1, {}, ["en"]]) assertThrowsCode(() => w.messages(bad), "invalid_argument");
  assertThrowsCode(() => w.formatMessage("en", "publicClaims.nope"), "unknown_message");
  assertThrowsCode(() => w.formatMessage("en", "publicClaims"), "unknown_message");
  assertThrowsCode(() => w.formatMessage("en", 42), "invalid_argument");
  assertThrowsCode(() => w.formatMessage("en", "publicClaims.seat", { seat: {} }), "invalid_argument");
  assertThrowsCode(() => w.formatMessage("en", "publicClaims.seat", [1]), "invalid_argument");
  assertThrowsCode(() => w.formatMessage("de", "publicClaims.seat", { seat: 1 }), "unsupported_lang");
});
