// How the claims panel words one public claim (issue 23): each claim by its own type. A Seer's
// check is worded with the Seer's terms (金水 / 查杀 in Chinese) — only a `seer_check` is; a plain
// alignment statement ("seat 6 is a wolf", 6号是狼) is worded as an opinion, never as a check.
import type { PublicClaim } from "wolfcore";
import { seatLabel, type Translate } from "./translate";

export function claimLine(t: Translate, c: PublicClaim): string {
  const target = c.targetSeat !== undefined ? seatLabel(t, c.targetSeat) : "";
  switch (c.claimType) {
    case "role_claim":
      return t("web.claims.roleClaim", { role: t(`publicClaims.role.${c.role ?? "Unknown"}`) });
    case "seer_check":
      return t("web.claims.seer_check", {
        target,
        alignment: c.alignment ? t(`publicClaims.alignment.${c.alignment}`) : "?",
      });
    case "alignment_statement":
      return t("web.claims.alignment_statement", {
        target,
        alignment: c.alignment ? t(`web.claims.side.${c.alignment}`) : "?",
      });
    case "witch_save":
    case "witch_poison":
    case "guard_protect":
      return t(`web.claims.${c.claimType}`, { target });
    case "other":
      return c.content;
  }
}
