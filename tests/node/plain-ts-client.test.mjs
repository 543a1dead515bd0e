// Issue 18 item 6: tests/plain-ts-client/ — a plain-TypeScript client with its own narrower types
// and its own legacy ledger, switched to wolfcore through one-line pass-throughs — type-checks
// without casts (`tsc -p`) and its CommonJS suite passes (`tsx --test`): its own tests and the
// plan's four tests as the client wrote them (plan.test.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";

import { REPO_ROOT } from "./helpers.mjs";

const TESTS = path.join(REPO_ROOT, "tests");
const CLIENT = path.join(TESTS, "plain-ts-client");

function run(bin, args) {
  try {
    // Without NODE_TEST_CONTEXT, which node:test sets for its children: the client's own runner
    // then reports as TAP on stdout instead of to this runner.
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    return execFileSync(path.join(TESTS, "node_modules", ".bin", bin), args, { cwd: CLIENT, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    assert.fail(`${bin} ${args.join(" ")} failed:\n${err.stdout}${err.stderr}`);
  }
}

test("the plain-TS client's pass-throughs compile without casts (tsc -p tests/plain-ts-client)", () => {
  run("tsc", ["-p", "."]);
});

test("the plain-TS client's own CommonJS suite passes (tsx --test), the plan's four tests as written included", () => {
  const out = run("tsx", ["--test", "--test-reporter=tap", "client.test.ts", "plan.test.ts"]);
  assert.match(out, /^# pass 9$/m, out);
  assert.match(out, /^# fail 0$/m, out);
});
