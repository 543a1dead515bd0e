"use client";
// Game end: every seat's claim-consistency report card (docs/metrics.md, M1–M9), computed by the
// core (`game.metrics()`). Bots and model seats are measured alike. Moderator-level data: shown
// only once the game is over.
import type { GameMetrics, SeatMetrics } from "wolfcore";
import { useMemo } from "react";
import type { GameSession } from "@/lib/session";
import { seatLabel } from "@/lib/translate";
import { useT } from "./Providers";
import styles from "./ReportCard.module.css";

type T = ReturnType<typeof useT>;

/** "a / b", or a dash when there was nothing to count. */
function ratio(a: number, b: number): string {
  return b === 0 ? "–" : `${a}/${b}`;
}

/** M7 in one line for the seat's role (empty for roles without a power). */
function power(t: T, m: SeatMetrics): string {
  const p = m.power;
  switch (m.role) {
    case "Seer":
      return t("web.report.power.seer", { checks: p.checks, wolves: p.wolvesFound });
    case "Witch":
      return p.poisonedNight === undefined
        ? t("web.report.power.witchUnused")
        : t("web.report.power.witch", { night: p.poisonedNight, hit: p.poisonedWolf ? "yes" : "no" });
    case "Hunter":
      return !p.couldShoot
        ? t("web.report.power.hunterNoChance")
        : t("web.report.power.hunter", { shot: p.shot ? (p.shotWolf ? "wolf" : "good") : "held" });
    case "Guard":
      return t("web.report.power.guard", { nights: p.guardNights, blocks: p.guardBlocks });
    default:
      return "";
  }
}

export function ReportCard({ session }: { session: GameSession }) {
  const t = useT();
  const metrics: GameMetrics | null = useMemo(() => {
    try {
      return session.game.metrics();
    } catch {
      return null; // never in practice; the panel simply stays out
    }
  }, [session]);
  if (!metrics || !metrics.over) return null;
  return (
    <section className={styles.card} aria-label={t("web.report.title")} data-testid="report-card">
      <h3 className={styles.title}>{t("web.report.title")}</h3>
      <p className={styles.hint}>{t("web.report.hint")}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("web.report.seat")}</th>
              <th scope="col" title={t("web.report.followHint")}>{t("web.report.follow")}</th>
              <th scope="col" title={t("web.report.liesHint")}>{t("web.report.lies")}</th>
              <th scope="col" title={t("web.report.contradictionsHint")}>{t("web.report.contradictions")}</th>
              <th scope="col" title={t("web.report.wrongReadsHint")}>{t("web.report.wrongReads")}</th>
              <th scope="col" title={t("web.report.fakesHint")}>{t("web.report.fakes")}</th>
              <th scope="col" title={t("web.report.checksHint")}>{t("web.report.checks")}</th>
              <th scope="col">{t("web.report.abstained")}</th>
              <th scope="col">{t("web.report.power.title")}</th>
            </tr>
          </thead>
          <tbody>
            {metrics.seats.map((m) => (
              <tr key={m.seat} data-testid={`report-seat-${m.seat}`} data-wolf={m.wolf ? "true" : "false"}>
                <th scope="row">
                  {seatLabel(t, m.seat)}
                  {m.role ? <span className={styles.role}> · {t(`publicClaims.role.${m.role}`)}</span> : null}
                  {session.humanSeat === m.seat ? <span className={styles.role}> · {t("web.seat.you")}</span> : null}
                </th>
                <td data-flag={m.readBallots > m.readBallotsFollowed ? "bad" : undefined}>
                  {ratio(m.readBallotsFollowed, m.readBallots)}
                </td>
                <td data-flag={m.lies > 0 ? "bad" : undefined}>{ratio(m.lies, m.claims)}</td>
                <td data-flag={m.selfContradictions > 0 ? "bad" : undefined}>{m.selfContradictions}</td>
                <td>{ratio(m.wrongReads, m.reads)}</td>
                <td>{m.fakeClaims === 0 ? "–" : t("web.report.caught", { caught: m.fakeClaimsCaught, fakes: m.fakeClaims })}</td>
                <td>{ratio(m.checkBallotsFollowed, m.checkBallots)}</td>
                <td>{ratio(m.abstentions + m.sheriffAbstentions, m.ballots + m.sheriffBallots)}</td>
                <td>{power(t, m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
