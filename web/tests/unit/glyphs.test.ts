// Issue 21: no text the app shows may need a glyph the installed fonts lack (the replay's ⏮/⏭
// rendered as empty boxes). Every character of the UI and core catalogs, in both languages, must
// be in at least one font fontconfig knows (the fonts the setup installs: DejaVu, WenQuanYi).
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import assert from "node:assert/strict";
import coreEn from "../../../i18n/en.json";
import coreZh from "../../../i18n/zh.json";

const { web: webEn } = coreEn;
const { web: webZh } = coreZh;

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, out: string[] = []): string[] {
  for (const v of Object.values(tree)) {
    if (typeof v === "string") out.push(v);
    else strings(v, out);
  }
  return out;
}

/** Every installed font's coverage as [from, to] code point ranges (fontconfig's charset). */
function installedCoverage(): Array<[number, number]> | null {
  let out: string;
  try {
    out = execFileSync("fc-list", ["--format=%{charset}\\n"], { encoding: "utf8" });
  } catch {
    return null;
  }
  const ranges: Array<[number, number]> = [];
  for (const token of out.split(/\s+/)) {
    const m = /^([0-9a-f]+)(?:-([0-9a-f]+))?$/.exec(token);
    if (m) ranges.push([parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16)]);
  }
  return ranges;
}

test("every character of the catalogs has a glyph in an installed font", (t) => {
  const coverage = installedCoverage();
  if (!coverage || coverage.length === 0) {
    t.skip("fontconfig (fc-list) is not installed here");
    return;
  }
  const chars = new Set<string>();
  for (const text of [coreEn, coreZh].flatMap((c) => strings(c as Tree))) {
    for (const ch of text) chars.add(ch);
  }
  // ICU syntax and whitespace are not drawn.
  const missing = [...chars].filter((ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || ch === "\u00a0") return false;
    return !coverage.some(([a, b]) => cp >= a && cp <= b);
  });
  assert.deepEqual(
    missing.map((ch) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`),
    [],
    "characters no installed font draws",
  );
  assert.ok(chars.size > 500, `${chars.size} distinct characters checked`);
});

test("the replay's old media glyphs (⏮ ⏭) are gone from the catalogs: icons are SVG", () => {
  for (const text of [webEn, webZh].flatMap((c) => strings(c as Tree))) assert.doesNotMatch(text, /[\u23e9-\u23fa]/u);
});
