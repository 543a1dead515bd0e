// R7.3 (issue 18 item 5): saves survive upgrades. tests/fixtures/saves/<release>/ holds real
// saves made by each release (scripts/gen-save-fixtures.mjs); every one loads in the built
// package, is the game it was, and plays on. Run alone: `cd tests && node --test node/save-fixtures.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { REPO_ROOT, assertThrowsCode, loadWolfcore } from "./helpers.mjs";

const w = await loadWolfcore();
const ROOT = path.join(REPO_ROOT, "tests", "fixtures", "saves");
const releases = readdirSync(ROOT).sort();

test("R7.3: every release's game saves load, are the same game, save with this rules version and play on", () => {
  let games = 0;
  for (const release of releases) {
    const { saves } = JSON.parse(readFileSync(path.join(ROOT, release, "manifest.json"), "utf8"));
    for (const [name, expect] of Object.entries(saves)) {
      if (expect.ledger) continue;
      const text = readFileSync(path.join(ROOT, release, `${name}.json`), "utf8");
      const game = w.Game.load(text);
      assert.equal(game.eventLogDigest(), expect.digest, `${release}/${name}: another game`);
      // The ledger is derived, not an input: this build's extractor (C6) reads the speeches again.
      assert.ok(game.publicClaims().length > 0 || expect.claims === 0, `${release}/${name}: no claims`);
      assert.equal(game.isOver(), expect.over, `${release}/${name}`);
      const again = game.save();
      assert.equal(JSON.parse(again).rules, 1);
      assert.equal(w.Game.load(again).save(), again);
      for (let n = 0; n < 2_000 && !game.isOver(); n++) game.apply(game.botCommand(game.pending()[0].seat));
      assert.ok(game.isOver(), `${release}/${name} did not play to its end`);
      game.free();
      games++;
    }
  }
  assert.ok(games >= 4, `only ${games} game fixtures`);
});

test("R7.3: a save from a newer rules version (or envelope) is refused `save_from_newer_version`", () => {
  const text = readFileSync(path.join(ROOT, releases.at(-1), "bots-9-en-over.json"), "utf8");
  const newer = JSON.parse(text);
  newer.rules = 2;
  assert.equal(assertThrowsCode(() => w.Game.load(JSON.stringify(newer)), "save_from_newer_version").rules, "2");
  const envelope = JSON.parse(text);
  envelope.version = 3;
  assertThrowsCode(() => w.Game.load(JSON.stringify(envelope)), "save_from_newer_version");
  // Another crate version with the same rules loads (it used to be `engine_mismatch`).
  const patch = JSON.parse(text);
  patch.engine = "0.1.7";
  assert.equal(w.Game.load(JSON.stringify(patch)).eventLogDigest(), w.Game.load(text).eventLogDigest());
});

test("R7.3, C3.3: an older Ledger save loads; verdicts it cannot show the ground truth for come back with verify", () => {
  for (const release of releases) {
    const text = readFileSync(path.join(ROOT, release, "ledger-9-zh.json"), "utf8");
    const ledger = w.Ledger.load(text);
    assert.equal(ledger.size, 3);
    const claims = ledger.claims();
    assert.deepEqual(claims.map((c) => c.status).sort(), ["contested", "contested", JSON.parse(text).revealed ? "corroborated" : "unverified"].sort());
    ledger.verify({ 4: "Hunter" });
    assert.equal(ledger.claims().find((c) => c.speakerSeat === 4).status, "corroborated");
    // Saved again, it records its ground truth and round-trips exactly.
    const again = ledger.save();
    assert.equal(w.Ledger.load(again).save(), again);
    ledger.free();
  }
});
