// The client's claims module after the switch: its own types (as it had them before wolfcore:
// six roles, no `alignment` field) and one-line pass-throughs, without casts. Inputs of the
// client's narrower types go into wolfcore as they are; results keep wolfcore's wider types.
import {
  mergePublicClaims as merge,
  mergePublicClaimsSafe as mergeSafe,
  normalizePublicClaims as normalize,
  parsePublicClaimsResponse as parse,
  renderPublicClaimsSection as render,
} from "wolfcore";

export type PublicClaimStatus = "unverified" | "contested" | "corroborated" | "disproved";
export type PublicClaimType =
  | "role_claim"
  | "seer_check"
  | "witch_save"
  | "witch_poison"
  | "guard_protect"
  | "alignment_statement"
  | "other";
export type PublicClaimSource = "summary" | "regex" | "manual";
export type PublicRole = "Seer" | "Witch" | "Guard" | "Hunter" | "Villager" | "Werewolf" | "Unknown";

export interface PublicClaim {
  id: string;
  day: number;
  phase: string;
  speakerSeat: number;
  claimType: PublicClaimType;
  role?: PublicRole;
  targetSeat?: number;
  content: string;
  status: PublicClaimStatus;
  source: PublicClaimSource;
}

export interface RenderOptions {
  limit: number;
  header: string;
  disclaimer: string;
  seatLabel: (seat: number) => string;
}

export const mergePublicClaims = (existing: PublicClaim[], incoming: PublicClaim[]) => merge(existing, incoming);
export const mergePublicClaimsSafe = (existing: PublicClaim[] | undefined, incoming: PublicClaim[]) => mergeSafe(existing, incoming);
export const parsePublicClaimsResponse = (raw: string) => parse(raw);
export const renderPublicClaimsSection = (claims: PublicClaim[], options: RenderOptions) => render(claims, options);
/** Where saved state is loaded (the client's old ledgers may hold anything). */
export const loadLedger = (saved: PublicClaim[]) => normalize(saved).ledger;
