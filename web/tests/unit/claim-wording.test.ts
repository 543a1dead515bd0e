// Issue 23 item 4: the claims panel words each claim by its type — the Seer's terms (金水 / 查杀)
// only for a Seer's check, an opinion's own words for an alignment statement.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { PublicClaim } from "wolfcore";
import { claimLine } from "../../lib/claimWording";
import { translator } from "./helpers";

function claim(fields: Partial<PublicClaim>): PublicClaim {
  return {
    id: "c1",
    day: 1,
    phase: "DAY_SPEECH",
    speakerSeat: 2,
    claimType: "alignment_statement",
    content: "",
    status: "unverified",
    source: "regex",
    ...fields,
  } as PublicClaim;
}

for (const locale of ["en", "zh"] as const) {
  test(`claims panel (${locale}): an opinion is worded as an opinion, a check as a check`, () => {
    const { t, errors } = translator(locale);
    const opinionWolf = claimLine(t, claim({ claimType: "alignment_statement", targetSeat: 5, alignment: "wolf" }));
    const opinionGood = claimLine(t, claim({ claimType: "alignment_statement", targetSeat: 5, alignment: "good" }));
    const checkWolf = claimLine(t, claim({ claimType: "seer_check", targetSeat: 5, alignment: "wolf" }));
    const checkGood = claimLine(t, claim({ claimType: "seer_check", targetSeat: 5, alignment: "good" }));
    assert.deepEqual(errors, []);
    for (const line of [opinionWolf, opinionGood]) {
      assert.doesNotMatch(line, /查杀|金水|check/i, line);
    }
    assert.notEqual(opinionWolf, checkWolf);
    assert.notEqual(opinionGood, checkGood);
    if (locale === "zh") {
      assert.match(checkWolf, /查杀/);
      assert.match(checkGood, /金水/);
      assert.equal(opinionWolf, "认为6号是狼人");
    } else {
      assert.match(checkWolf, /^checked Seat 6/);
      assert.equal(opinionWolf, "says Seat 6 is a werewolf");
    }
  });
}
