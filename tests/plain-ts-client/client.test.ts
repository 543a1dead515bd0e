// The client's own tests, run as CommonJS by `tsx --test` (issue 18 item 6): the behaviours the
// client's plan tested for its own module — dedupe and contest, the safe merge with no ledger
// yet, the rendered section's header/disclaimer/limit, parsing with a default status — and its
// own saved ledger, through the pass-throughs of public-claims.ts.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderPublicClaimsSection as renderLedger } from "wolfcore";

import {
  loadLedger,
  mergePublicClaims,
  mergePublicClaimsSafe,
  parsePublicClaimsResponse,
  renderPublicClaimsSection,
  type PublicClaim,
} from "./public-claims";

function roleClaim(id: string, seat: number): PublicClaim {
  return {
    id,
    day: 2,
    phase: "DAY_SPEECH",
    speakerSeat: seat,
    claimType: "role_claim",
    role: "Witch",
    content: `Seat ${seat + 1}: I am the Witch`,
    status: "unverified",
    source: "summary",
  };
}

function statement(id: string, seat: number): PublicClaim {
  // The client's type has no `alignment` and no target here: its prompt never asked for them.
  return {
    id,
    day: 1,
    phase: "DAY_SPEECH",
    speakerSeat: seat,
    claimType: "alignment_statement",
    content: `Seat ${seat + 1} trusts the sheriff`,
    status: "unverified",
    source: "summary",
  };
}

test("a repeated claim is kept once and two claimants of one role are both contested", () => {
  const merged = mergePublicClaims([roleClaim("w1", 3)], [roleClaim("w2", 7), roleClaim("w3", 3)]);
  assert.equal(merged.length, 2);
  assert.deepEqual(
    merged.map((c) => c.status),
    ["contested", "contested"],
  );
});

test("the safe merge with no ledger yet keeps an alignment statement that has words but no target", () => {
  const merged = mergePublicClaimsSafe(undefined, [statement("s1", 5)]);
  assert.equal(merged.length, 1);
  assert.equal(merged[0]?.content, "Seat 6 trusts the sheriff");
  assert.equal(merged[0]?.targetSeat, undefined);
});

test("the rendered section has the header and the disclaimer and at most `limit` claim lines", () => {
  const claims = [0, 1, 2, 3].map((s) => statement(`r${s}`, s));
  const out = renderPublicClaimsSection(claims, {
    limit: 3,
    header: "What was said",
    disclaimer: "Nothing here is proven",
    seatLabel: (n) => `P${n}`,
  });
  assert.ok(out.includes("What was said"));
  assert.ok(out.includes("Nothing here is proven"));
  assert.equal(out.split("\n").filter((l) => l.startsWith("- ")).length, 3);
});

test("a summary reply parses with a default status, a check without a verdict included", () => {
  const raw = '{"claims":[{"day":2,"phase":"DAY_SPEECH","speakerSeat":4,"claimType":"seer_check","targetSeat":9,"content":"Seat 4 checked Seat 9"}]}';
  const parsed = parsePublicClaimsResponse(raw);
  assert.equal(parsed.length, 1);
  assert.equal(parsed[0]?.status, "unverified");
  assert.equal(parsed[0]?.targetSeat, 8);
});

test("the client's saved ledger renders as it is (never a throw) and loads through normalize", () => {
  const saved = JSON.parse(readFileSync(path.join(__dirname, "legacy-ledger.json"), "utf8")) as PublicClaim[];
  const options = { limit: 10, header: "Claims", disclaimer: "Unverified", seatLabel: (n: number) => `${n}号` };
  const section = renderPublicClaimsSection(saved, options);
  const lines = section.split("\n").filter((l) => l.startsWith("- "));
  // The seat -1 claim cannot be repaired and is left out; the invalid ones are printed repaired
  // (their "verified" dropped); the valid one as the client holds it, the mark before its words.
  assert.equal(lines.length, 3, section);
  assert.deepEqual(lines.map((l) => l.slice(0, l.indexOf(":"))), ["- D1 3号 [unverified]", "- D1 5号 [unverified]", "- D2 7号 [corroborated]"]);
  assert.ok(lines[2]?.endsWith("]: 7号也说自己是预言家 (corroborated)"), section);
  const ledger = loadLedger(saved);
  assert.equal(ledger.length, 3);
  assert.equal(ledger[0]?.role, "Seer");
  assert.equal(ledger[0]?.phase, "DAY_SPEECH");
  assert.deepEqual(ledger.map((c) => c.status), ["contested", "unverified", "contested"], "saved verdicts are not the ledger's");
  // wolfcore's own results have its wider types: they go to wolfcore directly.
  assert.equal(renderLedger(ledger, options).split("\n").filter((l) => l.startsWith("- ")).length, 3);
});
