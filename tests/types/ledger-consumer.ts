// A strict TypeScript consumer of `wolfcore/ledger` (issue 22), checked with consumer.ts by
// `tsc --noEmit -p tests/types`: the subpath's types come from ledger.d.ts, are the same types as
// `wolfcore`'s, and hold nothing of the engine. Each `@ts-expect-error` proves a type is real.
import init, {
  Ledger,
  extractPublicClaims,
  formatMessage,
  mergePublicClaims,
  messages,
  parsePublicClaims,
  publicClaimsJsonSchema,
  renderPublicClaimsSection,
  verifyPublicClaims,
  type ClaimStatus,
  type ParseResult,
  type PublicClaim,
  type PublicClaimInput,
  type WolfcoreError,
  type WolfcoreErrorCode,
} from "wolfcore/ledger";
import type { PublicClaim as WholePublicClaim } from "wolfcore";
import * as ledgerModule from "wolfcore/ledger";

export async function ledgerOnly(reply: string): Promise<string> {
  await init();
  const parsed: ParseResult = parsePublicClaims(reply, { playerCount: 9, day: 1 });
  const input: PublicClaimInput = { day: 1, phase: "DAY_SPEECH", speakerSeat: 0, claimType: "role_claim", role: "Seer", content: "Seer", source: "manual" };
  const ledger: readonly PublicClaim[] = verifyPublicClaims(mergePublicClaims([], [...parsed.claims, input]), { 0: "Seer" });
  // The same claim type as wolfcore's.
  const same: readonly WholePublicClaim[] = ledger;
  const status: ClaimStatus | undefined = same[0]?.status;
  const extracted: readonly PublicClaim[] = extractPublicClaims("I am the Seer.", { day: 1, speakerSeat: 0 });
  const kept = new Ledger({ playerCount: 9 });
  kept.merge(extracted);
  const code: WolfcoreErrorCode = "not_initialized";
  const err = undefined as unknown as WolfcoreError;
  // @ts-expect-error the ledger module has no engine
  void ledgerModule.Game;
  // @ts-expect-error a claim's status is a union of snake_case names
  const bad: ClaimStatus = "Contested";
  void [status, code, err, bad, messages("en").publicClaims, formatMessage("en", "publicClaims.seat", { seat: 1 }), publicClaimsJsonSchema()];
  return renderPublicClaimsSection(kept.claims(), { limit: 10, lang: "en" });
}
