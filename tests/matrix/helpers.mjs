// Shared helpers of the packaging matrix: every host gets the packed tarball
// (pkg/dist/wolfcore-*.tgz, built by scripts/build-pkg.sh) installed into a temp copy of a
// small fixture, exactly as a user's `npm install` would, never a link to pkg/.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PKG = path.join(REPO_ROOT, "pkg");
export const TESTS = path.join(REPO_ROOT, "tests");
export const PKG_JSON = JSON.parse(readFileSync(path.join(PKG, "package.json"), "utf8"));

/** The one tarball scripts/build-pkg.sh packed. */
export function tarball() {
  const dist = path.join(PKG, "dist");
  const found = readdirSync(dist).filter((f) => f.endsWith(".tgz"));
  assert.equal(found.length, 1, `scripts/build-pkg.sh packs exactly one tarball (found ${found.join(", ")})`);
  return path.join(dist, found[0]);
}

export function run(cmd, args, opts = {}) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...opts });
  } catch (err) {
    throw new Error(`${cmd} ${args.join(" ")} failed (exit ${err.status}):\n${err.stdout}\n${err.stderr}`);
  }
}

/** Like `run`, but returns `{ stdout, stderr }` (both checked by the caller). */
export function runBoth(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  return { stdout: res.stdout, stderr: res.stderr };
}

/**
 * A temp folder below `parent` (created if needed) holding `files` (name → contents) and the
 * copies of `copyFrom` entries, with the tarball installed by `npm install --offline` (the
 * tarball has no dependencies, so npm needs no network). Returns its path; remove it with
 * `rmSync(dir, { recursive: true })`.
 */
export function installedCopy(parent, prefix, { files = {}, copyFrom = [] } = {}) {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, `${prefix}-`));
  for (const [src, name] of copyFrom) cpSync(src, path.join(dir, name ?? path.basename(src)), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", "--silent", "--no-package-lock", tarball()], { cwd: dir });
  // Installed from the tarball: a real folder, not a symlink to pkg/.
  const installed = path.join(dir, "node_modules", "wolfcore");
  assert.ok(!readdirSync(path.join(dir, "node_modules"), { withFileTypes: true }).find((d) => d.name === "wolfcore").isSymbolicLink(), `${installed} is a link`);
  return dir;
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Kills the whole process group of a child started with `detached: true` (its own session, as `setsid`). */
export async function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
