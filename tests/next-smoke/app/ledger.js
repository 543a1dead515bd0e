// One computation every host of the matrix runs on the server or in the browser: two players
// claim the Seer on different days (a cross-day counter-claim → both `contested`), a third
// claims Villager, and the section is rendered in Chinese.
import { mergePublicClaims, renderPublicClaimsSection, version } from "wolfcore";
import { CLAIMS } from "./claims-data.js";

export { CLAIMS };

/** `{ version, statuses, section }` computed by the core. */
export function ledgerResult() {
  const ledger = mergePublicClaims([], CLAIMS);
  return {
    version: version(),
    statuses: ledger.map((c) => `${c.speakerSeat}:${c.status}`).join(" "),
    section: renderPublicClaimsSection(ledger, { limit: 5, lang: "zh", seatLabel: (n) => `${n}号` }),
  };
}
