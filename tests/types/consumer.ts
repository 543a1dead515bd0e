// A strict TypeScript consumer of `wolfcore`. `tsc --noEmit -p tests/types` must pass; each
// `@ts-expect-error` proves a type is real (an `any` would make it an unused directive, which
// tsc reports as an error).
import init, {
  formatMessage,
  mergePublicClaims,
  mergePublicClaimsSafe,
  messages,
  parsePublicClaims,
  parsePublicClaimsResponse,
  publicClaimsJsonSchema,
  renderPublicClaimsSection,
  sanitizeLine,
  verifyPublicClaims,
  version,
  type ClaimStatus,
  type MergeOptions,
  type JsonSchema,
  type MessageTree,
  type ParseErrorCode,
  type ParseResult,
  type RejectReason,
  type RenderOptions,
  type PublicClaim,
  type PublicClaimInput,
  type RevealedRoles,
  type WolfcoreError,
} from "wolfcore";

await init();

const input: PublicClaimInput = {
  day: 1,
  phase: "DAY_SPEECH",
  speakerSeat: 1,
  claimType: "seer_check",
  targetSeat: 5,
  alignment: "good",
  content: "Seat 2 says they checked Seat 6: good",
  source: "summary",
};
const options: MergeOptions = { roleCounts: { Seer: 1, Witch: 1, Villager: 3, Werewolf: 3 } };
const merged: PublicClaim[] = mergePublicClaims([], [input], options);
const status: ClaimStatus = merged[0]?.status ?? "unverified";
const id: string | undefined = merged[0]?.id;
const safe: PublicClaim[] = mergePublicClaimsSafe(undefined, [input]);
const revealed: RevealedRoles = { 5: "Werewolf" };
const verified: PublicClaim[] = verifyPublicClaims(merged, revealed);
const viaMap: PublicClaim[] = verifyPublicClaims(merged, new Map([[5, "Werewolf"]]));
const tree: MessageTree = messages("zh-CN");
const label: string = formatMessage("en", "publicClaims.seat", { seat: 3 });
const v: string = version();

const result: ParseResult = parsePublicClaims('{"claims": []}', { playerCount: 9, day: 2, lang: "zh" });
const errorCode: ParseErrorCode | undefined = result.error?.code;
const firstReason: RejectReason | undefined = result.rejected[0]?.reason;
const plain: PublicClaim[] = parsePublicClaimsResponse("garbage");
const schema: JsonSchema = publicClaimsJsonSchema();
const renderOptions: RenderOptions = {
  limit: 2,
  header: "h",
  disclaimer: "d",
  seatLabel: (n: number) => `Seat ${n}`,
  statusLabel: (s: ClaimStatus) => s.toUpperCase(),
};
const section: string = renderPublicClaimsSection(merged, renderOptions);
const planSection: string = renderPublicClaimsSection(merged, { limit: 2, header: "h", disclaimer: "d", seatLabel: (n) => `Seat ${n}` });
const clean: string = sanitizeLine("a\nb", 10);

try {
  mergePublicClaims([], [input]);
} catch (err) {
  if (err instanceof Error) {
    const e = err as WolfcoreError;
    const code: string = e.code;
    console.log(code, e.index, e.list);
  }
}

// @ts-expect-error claimType is a closed union
const badType: PublicClaimInput = { ...input, claimType: "dragon_claim" };
// @ts-expect-error source is required
const noSource: PublicClaimInput = { day: 1, phase: "DAY_SPEECH", speakerSeat: 0, claimType: "other", content: "x" };
// @ts-expect-error a merged claim always has a status
const noStatus: PublicClaim = { ...input, id: "x" };
// @ts-expect-error roles are a closed union
const badRole: RevealedRoles = { 1: "Dragon" };
// @ts-expect-error results are typed, not any
const notNumber: number = mergePublicClaims([], []);
// @ts-expect-error options are typed
mergePublicClaims([], [], { roleCount: {} });
// @ts-expect-error seatLabel must return a string
renderPublicClaimsSection(merged, { limit: 2, seatLabel: (n: number) => n });
// @ts-expect-error limit is required
renderPublicClaimsSection(merged, { header: "h" });
// @ts-expect-error parse results are typed
const notClaims: string = parsePublicClaims("x").claims;
// @ts-expect-error languages are en/zh tags
messages("fr");
// @ts-expect-error init returns Promise<void>, not the raw wasm exports
(await init()).memory;

console.log(errorCode, firstReason, plain, schema, section, planSection, clean, notClaims);
console.log(status, id, safe, verified, viaMap, tree, label, v, badType, noSource, noStatus, badRole, notNumber);
