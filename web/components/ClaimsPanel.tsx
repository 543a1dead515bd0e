"use client";
// The public-claims ledger: every claim with its status and reasons, filterable by seat; at game
// end, a "who lied" review against the revealed truth.
import type { BoardRole, GameView } from "wolfcore";
import { useId, useMemo, useState } from "react";
import { reviewClaims, type Verdict } from "@/lib/review";
import type { GameSession } from "@/lib/session";
import { seatLabel } from "@/lib/translate";
import { claimLine } from "@/lib/claimWording";
import { useT } from "./Providers";
import styles from "./ClaimsPanel.module.css";

export function ClaimsPanel({ session, view }: { session: GameSession; view: GameView }) {
  const t = useT();
  const id = useId();
  const [filter, setFilter] = useState<string>("all");
  const over = view.outcome !== undefined;
  const verdicts = useMemo(() => {
    if (!over) return null;
    const roles = view.players.map((p) => p.role).filter((r): r is BoardRole => r !== undefined);
    if (roles.length !== view.players.length) return null;
    const review = reviewClaims(view.publicClaims, roles, session.game.eventLog());
    return new Map(review.map((r) => [r.claim.id, r.verdict]));
  }, [over, view, session]);
  const claims = view.publicClaims.filter(
    (c) => filter === "all" || c.speakerSeat === Number(filter) || c.targetSeat === Number(filter),
  );
  const lies = verdicts ? [...verdicts.values()].filter((v) => v === "lie").length : 0;

  return (
    <div className={styles.panel} data-testid="claims-panel">
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{over ? t("web.claims.reviewTitle") : t("web.claims.title")}</h2>
        <label htmlFor={`${id}-filter`} className={styles.filterLabel}>
          {t("web.claims.filter")}
        </label>
        <select id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="all">{t("web.claims.allSeats")}</option>
          {view.players.map((p) => (
            <option key={p.seat} value={String(p.seat)}>
              {seatLabel(t, p.seat)}
            </option>
          ))}
        </select>
      </div>
      {verdicts && (
        <p className={styles.summary} data-testid="who-lied">
          {t("web.claims.reviewSummary", { lies, total: verdicts.size })}
        </p>
      )}
      {!over && <p className={styles.note}>{t("web.claims.note")}</p>}
      {claims.length === 0 ? (
        <p className={styles.empty}>{t("web.claims.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {claims.map((c) => {
            const verdict: Verdict | undefined = verdicts?.get(c.id);
            return (
              <li key={c.id} className={styles.claim} data-testid="claim" data-status={c.status} data-verdict={verdict ?? ""}>
                <div className={styles.head}>
                  <span className={styles.day}>{t("web.claims.day", { day: c.day })}</span>
                  <span className={styles.speaker}>{seatLabel(t, c.speakerSeat)}</span>
                  <span className={styles.type}>{t(`web.claimType.${c.claimType}`)}</span>
                  <span className={styles.badge} data-status={c.status} data-testid="claim-status">
                    {t(`publicClaims.status.${c.status}`)}
                  </span>
                  {verdict && (
                    <span className={styles.verdict} data-verdict={verdict}>
                      {t(`web.verdict.${verdict}`)}
                    </span>
                  )}
                </div>
                <p className={styles.content}>{claimLine(t, c)}</p>
                {c.reasons && c.reasons.length > 0 && (
                  <p className={styles.reasons}>
                    {c.reasons.map((r) => t.has(`web.reason.${r}`) ? t(`web.reason.${r}`) : r).join(" · ")}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
