// A route handler on `wolfcore/ledger` (issue 22): the ledger module alone, ready at import on
// the server like `wolfcore`; the same computation as /api/claims, plus an extraction.
import { extractPublicClaims, parsePublicClaims, mergePublicClaims, renderPublicClaimsSection, version } from "wolfcore/ledger";
import { CLAIMS } from "../../claims-data.js";

export const dynamic = "force-dynamic";

export async function GET() {
  const ledger = mergePublicClaims([], CLAIMS);
  const parsed = parsePublicClaims('{"claims":[{"day":1,"speakerSeat":3,"claimType":"role_claim","role":"Witch","content":""}]}', {
    playerCount: 9,
  });
  return Response.json({
    version: version(),
    statuses: ledger.map((c) => `${c.speakerSeat}:${c.status}`).join(" "),
    section: renderPublicClaimsSection(ledger, { limit: 5, lang: "zh", seatLabel: (n) => `${n}号` }),
    parsed: parsed.claims.map((c) => `${c.speakerSeat}:${c.role}:${c.content}`),
    extracted: extractPublicClaims("我是预言家，昨晚验了5号，他是狼人。", { day: 1, speakerSeat: 0 }).map((c) => c.claimType),
  });
}
