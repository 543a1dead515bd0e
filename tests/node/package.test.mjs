// The package as users get it: exports, loaders (Node entry vs browser entry), the packed
// tarball installed into a fresh project, and the version.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

test("the packed tarball installs into a fresh project and works with one import and one await", () => {
  const dist = path.join(PKG, "dist");
  const tarballs = readdirSync(dist).filter((f) => f.endsWith(".tgz"));
  assert.equal(tarballs.length, 1, "scripts/build-pkg.sh packs exactly one tarball");
  const tarball = path.join(dist, tarballs[0]);

  const listed = run("tar", ["-tzf", tarball]).trim().split("\n").map((f) => f.replace(/^package\//, "")).sort();
  for (const f of ["package.json", "node.js", "browser.js", "index.d.ts", "wasm/wolfcore.js", "wasm/wolfcore_bg.wasm", "wasm/wolfcore.d.ts"]) {
    assert.ok(listed.includes(f), `${f} is in the tarball (${listed.join(", ")})`);
  }
  assert.ok(!listed.some((f) => f.startsWith("dist/") || f.endsWith(".rs")), listed.join(", "));

  const dir = mkdtempSync(path.join(tmpdir(), "wolfcore-user-"));
  try {
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "user-app", private: true, type: "module" }));
    run("npm", ["install", "--no-audit", "--no-fund", "--offline", "--silent", tarball], { cwd: dir });
    writeFileSync(
      path.join(dir, "app.mjs"),
      `import init, { mergePublicClaims, version } from "wolfcore";
       await init();
       const c = (s) => ({ day: 1, phase: "DAY_SPEECH", speakerSeat: s, claimType: "role_claim", role: "Seer", content: "I am the Seer", source: "manual" });
       const merged = mergePublicClaims([], [c(0), c(3)]);
       console.log(JSON.stringify({ version: version(), statuses: merged.map((m) => m.status) }));`,
    );
    const out = JSON.parse(run(process.execPath, ["app.mjs"], { cwd: dir }));
    assert.deepEqual(out, { version: pkgJson.version, statuses: ["contested", "contested"] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
