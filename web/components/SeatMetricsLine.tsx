"use client";
// One seat's claim-consistency metrics in a line (docs/metrics.md), for the AI calls tab at game
// end: which model lied, followed claims or wasted its vote. The same numbers as the report card.
import type { SeatMetrics } from "wolfcore";
import { seatLabel } from "@/lib/translate";
import { useT } from "./Providers";

export function SeatMetricsLine({ m }: { m: SeatMetrics }) {
  const t = useT();
  return (
    <li data-testid={`seat-metrics-${m.seat}`}>
      {t("web.report.line", {
        seat: seatLabel(t, m.seat),
        followed: m.readBallotsFollowed,
        reads: m.readBallots,
        lies: m.lies,
        claims: m.claims,
        checks: m.checkBallotsFollowed,
        checkBallots: m.checkBallots,
        abstained: m.abstentions + m.sheriffAbstentions,
      })}
    </li>
  );
}
