// R7: whatever save() writes, Game.load reads back — also saves far over the 1 MiB bound that
// applies to a single text argument (a long game's input log outgrows it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "wolfcore";

test("R7: a save over 1 MiB loads back to the same game", () => {
  const game = new Game({ players: 12, seed: "7" });
  while (!game.isOver()) {
    const [next] = game.pending();
    if (next.action === "speak") break;
    game.apply(game.botCommand(next.seat));
  }
  const claims = [];
  for (let s = 0; s < 12; s++) {
    for (let t = 0; t < 12; t++) {
      for (const alignment of ["good", "wolf"]) {
        claims.push({
          day: 1, phase: "DAY_SPEECH", speakerSeat: s, claimType: "alignment_statement", targetSeat: t, alignment,
          content: `${"x".repeat(1900)} ${s}/${t}/${alignment}`, source: "manual",
        });
      }
    }
  }
  // Each accepted ingestion is one input of the save, so three batches write ~1.8 MB.
  for (let i = 0; i < 3; i++) game.ingestClaims(claims);
  const save = game.save();
  assert.ok(save.length > 1.5 * 1024 * 1024, `save of ${save.length} chars`);
  const back = Game.load(save);
  assert.equal(back.save(), save);
  assert.equal(back.eventLogDigest(), game.eventLogDigest());
  assert.deepEqual(back.publicClaims(), game.publicClaims());
  back.free();
  game.free();
});
