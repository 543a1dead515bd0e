// The "who lied" review at game end: each ledger claim against the revealed truth (every role,
// and the night actions in the full log). A claim about a night action the speaker never took,
// or a role they do not hold, is a lie; a wrong read by a good player is a mistake. A claim the
// ledger settled (C4, C4.5 at game end) gets the verdict of that status, so the claims panel and
// the review never disagree: `corroborated` is the truth, `disproved` a lie (or a good player's
// mistaken read).
import type { BoardRole, GameEvent, PublicClaim } from "wolfcore";
import { isWolfRole } from "./roles"; // R8.2: the White Wolf King is a wolf

export type Verdict = "truth" | "lie" | "mistaken" | "unknowable";

export interface ReviewedClaim {
  claim: PublicClaim;
  verdict: Verdict;
}


export function reviewClaim(claim: PublicClaim, roles: readonly BoardRole[], events: readonly GameEvent[]): Verdict {
  const speakerRole = roles[claim.speakerSeat];
  if (speakerRole === undefined) return "unknowable";
  if (claim.status === "corroborated") return "truth";
  if (claim.status === "disproved") {
    // Wolves know the wolf team: only a good player's wrong read about a side is a mistake.
    return claim.claimType === "alignment_statement" && !isWolfRole(speakerRole) ? "mistaken" : "lie";
  }
  const target = claim.targetSeat;
  const acted = (pred: (e: GameEvent["kind"]) => boolean) => events.some((e) => pred(e.kind));
  switch (claim.claimType) {
    case "role_claim":
      if (claim.role === undefined || claim.role === "Unknown") return "unknowable";
      return claim.role === speakerRole ? "truth" : "lie";
    case "seer_check":
      if (speakerRole !== "Seer") return "lie";
      if (target === undefined) return "unknowable";
      return acted(
        (k) => k.type === "seer_result" && k.seat === claim.speakerSeat && k.target === target && k.alignment === claim.alignment,
      )
        ? "truth"
        : "lie";
    // C4.5: a potion or protect claim naming no seat stays unverified in the ledger, and the log
    // cannot say which move it meant: unknowable (not "truth" because some night had no save).
    case "witch_save":
      if (speakerRole !== "Witch") return "lie";
      if (target === undefined) return "unknowable";
      return acted((k) => k.type === "witch_acted" && k.seat === claim.speakerSeat && k.save === target) ? "truth" : "lie";
    case "witch_poison":
      if (speakerRole !== "Witch") return "lie";
      if (target === undefined) return "unknowable";
      return acted((k) => k.type === "witch_acted" && k.seat === claim.speakerSeat && k.poison === target) ? "truth" : "lie";
    case "guard_protect":
      if (speakerRole !== "Guard") return "lie";
      if (target === undefined) return "unknowable";
      return acted((k) => k.type === "guard_protected" && k.seat === claim.speakerSeat && k.target === target)
        ? "truth"
        : "lie";
    case "alignment_statement": {
      if (target === undefined || claim.alignment === undefined) return "unknowable";
      const truth = isWolfRole(roles[target]) ? "wolf" : "good";
      if (truth === claim.alignment) return "truth";
      // Wolves know the wolf team: a wrong statement by a wolf is deliberate.
      return isWolfRole(speakerRole) ? "lie" : "mistaken";
    }
    case "other":
      return "unknowable";
  }
}

export function reviewClaims(
  claims: readonly PublicClaim[],
  roles: readonly BoardRole[],
  events: readonly GameEvent[],
): ReviewedClaim[] {
  return claims.map((claim) => ({ claim, verdict: reviewClaim(claim, roles, events) }));
}
