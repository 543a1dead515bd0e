// A route handler, run on every request (the summary-model route of a game lives here).
import { parsePublicClaims } from "wolfcore";
import { ledgerResult } from "../../ledger.js";

export const dynamic = "force-dynamic";

export async function GET() {
  const parsed = parsePublicClaims('{"claims":[{"day":1,"speakerSeat":3,"claimType":"role_claim","role":"Witch","content":""}]}', {
    playerCount: 9,
  });
  return Response.json({ ...ledgerResult(), parsed: parsed.claims.map((c) => `${c.speakerSeat}:${c.role}:${c.content}`) });
}
