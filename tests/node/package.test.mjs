// The package as users get it: exports, loaders (Node entry vs browser entry) and the version.
// The packed tarball in each host (Node ESM/CJS, tsx, Next.js) is tests/matrix/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import init, * as wolfcore from "wolfcore";
import { REPO_ROOT } from "./helpers.mjs";

const PKG = path.join(REPO_ROOT, "pkg");
const pkgJson = JSON.parse(readFileSync(path.join(PKG, "package.json"), "utf8"));

function run(cmd, args, opts = {}) {
  return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...opts });
}

test("init() is idempotent: concurrent and repeated calls share one load", async () => {
  const a = init();
  const b = init();
  assert.equal(a, b);
  assert.equal(await a, undefined);
  assert.equal(init(), a);
  assert.equal(typeof wolfcore.version(), "string");
});

test("runtime exports are exactly the names index.d.ts declares", () => {
  const dts = readFileSync(path.join(PKG, "index.d.ts"), "utf8");
  const valueBlock = dts.match(/export \{([^}]*)\} from "\.\/wasm\/wolfcore\.js";/);
  assert.ok(valueBlock, "index.d.ts lists its value exports");
  const declared = valueBlock[1].split(",").map((s) => s.trim()).filter(Boolean);
  declared.push("default", "initSync");
  assert.deepEqual(Object.keys(wolfcore).sort(), declared.sort());
});

test("version() is the package.json version", () => {
  assert.equal(wolfcore.version(), pkgJson.version);
  const cargo = readFileSync(path.join(REPO_ROOT, "Cargo.toml"), "utf8");
  assert.match(cargo, new RegExp(`\\[workspace\\.package\\][^\\[]*version = "${pkgJson.version.replace(/\./g, "\\.")}"`));
});

test("exports conditions: node → node.js, browser/default → browser.js", () => {
  const root = pkgJson.exports["."];
  assert.equal(root.types, "./index.d.ts");
  assert.equal(root.node, "./node.js");
  assert.equal(root.browser, "./browser.js");
  assert.equal(root.default, "./browser.js");
  assert.deepEqual(Object.keys(root)[0], "types", "types must come first");
});

test("the browser entry fetches (so plain init() fails in Node) and accepts bytes instead", () => {
  const script = `
    import init, { version } from "wolfcore";
    import { readFileSync } from "node:fs";
    import { createRequire } from "node:module";
    let failed = false;
    try { await init(); } catch (e) { failed = e instanceof Error; }
    const wasm = new URL("./wasm/wolfcore_bg.wasm", import.meta.resolve("wolfcore"));
    await init(readFileSync(wasm));
    console.log(JSON.stringify({ failed, version: version() }));
  `;
  const out = run(process.execPath, ["--conditions=browser", "--input-type=module", "-e", script], {
    cwd: path.join(REPO_ROOT, "tests"),
  });
  assert.deepEqual(JSON.parse(out), { failed: true, version: pkgJson.version });
});

test("the README example runs as written", () => {
  const readme = readFileSync(path.join(PKG, "README.md"), "utf8");
  const block = readme.match(/```js\n([\s\S]*?)```/);
  assert.ok(block, "pkg/README.md has a js example");
  const [imports, ...body] = block[1].split("await init();");
  const script = `${imports}
    const modelReply = '{"claims":[{"day":2,"speakerSeat":8,"claimType":"role_claim","role":"Seer","content":"I am the Seer"}]}';
    const previousLedger = [{ day: 1, phase: "DAY_SPEECH", speakerSeat: 3, claimType: "role_claim", role: "Seer", content: "Seer here", source: "summary" }];
    await init();${body.join("await init();")}
    console.log(JSON.stringify({ n: claims.length, rejected, error, statuses: ledger.map((c) => c.status), lines: section.split("\\n").length }));`;
  const out = JSON.parse(run(process.execPath, ["--input-type=module", "-e", script], { cwd: path.join(REPO_ROOT, "tests") }));
  assert.deepEqual(out, { n: 1, rejected: [], statuses: ["contested", "disproved"], lines: 6 });
});

test("the README's bots and simulator example runs as written", () => {
  const readme = readFileSync(path.join(PKG, "README.md"), "utf8");
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes("simulate("));
  assert.ok(block, "pkg/README.md has a bots example");
  const script = block.replace("console.log(", "console.log(JSON.stringify([hint.seat, hint.type]), ");
  const out = run(process.execPath, ["--input-type=module", "-e", script], { cwd: path.join(REPO_ROOT, "tests") }).trim().split(" ");
  const [hint, rate, low, high, days] = [JSON.parse(out[0]), ...out.slice(1).map(Number)];
  assert.equal(hint[0], 0, "the hint is for seat 0");
  assert.ok(low <= rate && rate <= high && rate > 0 && rate < 1, out.join(" "));
  assert.ok(days >= 1, out.join(" "));
});

test("docs for outsiders cite no bare rule numbers (they link docs/claims.md#… instead)", () => {
  for (const file of [path.join(PKG, "README.md"), path.join(REPO_ROOT, "docs", "migrating.md")]) {
    // Drop link targets like (../docs/claims.md#c3); what is left must not say "C3" or "R2.1".
    const text = readFileSync(file, "utf8").replace(/\]\([^)]*\)/g, "]");
    const bare = text.match(/\b[CR][1-6](\.\d+)?\b/g);
    assert.equal(bare, null, `${path.relative(REPO_ROOT, file)} cites ${bare?.join(", ")}`);
  }
});
