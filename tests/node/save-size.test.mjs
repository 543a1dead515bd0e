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
  const batch = (claimType) => {
    const claims = [];
    for (let s = 0; s < 12; s++) {
      for (let t = 0; t < 12; t++) {
        for (const alignment of ["good", "wolf"]) {
          claims.push({
            day: 1, phase: "DAY_SPEECH", speakerSeat: s, claimType, targetSeat: t, alignment,
            content: `${"x".repeat(1900)} ${s}/${t}/${alignment}`, source: "manual",
          });
        }
      }
    }
    return claims;
  };
  // Each ingestion that adds claims is one input of the save (issue 18: only the new claims, and
  // a call that adds none is no input), so three batches of new claims write ~1.8 MB.
  for (const type of ["alignment_statement", "seer_check", "other"]) game.ingestClaims(batch(type));
  const save = game.save();
  assert.ok(save.length > 1.5 * 1024 * 1024, `save of ${save.length} chars`);
  const back = Game.load(save);
  assert.equal(back.save(), save);
  assert.equal(back.eventLogDigest(), game.eventLogDigest());
  assert.deepEqual(back.publicClaims(), game.publicClaims());
  back.free();
  game.free();
});
