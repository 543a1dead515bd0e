"use client";
// The human's private knowledge: role, wolf team, seer results, potions, guard memory.
import type { GameView, Seat } from "wolfcore";
import { useMemo } from "react";
import { describeEvent } from "@/lib/events";
import { seatLabel, seatList } from "@/lib/translate";
import { useT } from "./Providers";
import styles from "./PrivatePanel.module.css";

export function PrivatePanel({ view, humanSeat }: { view: GameView; humanSeat: Seat | null }) {
  const t = useT();
  const secrets = useMemo(
    () =>
      view.events
        .filter((e) => e.visibility.scope !== "public" && e.kind.type !== "role_dealt" && e.kind.type !== "wolf_team")
        .map((e) => describeEvent(e, t))
        .filter((l) => l !== null),
    [view, t],
  );
  const you = view.you;
  if (humanSeat === null || !you) {
    return (
      <aside className={styles.panel} aria-label={t("web.private.title")} data-testid="private">
        <h2 className={styles.title}>{t("web.private.watchTitle")}</h2>
        <p className={styles.muted}>{t("web.private.watching")}</p>
      </aside>
    );
  }
  return (
    <aside className={styles.panel} aria-label={t("web.private.title")} data-testid="private">
      <h2 className={styles.title}>{t("web.private.title")}</h2>
      <p className={styles.role} data-role={you.role}>
        {t("web.private.youAre", { seat: seatLabel(t, you.seat), role: t(`publicClaims.role.${you.role}`) })}
        {!you.alive && <span className={styles.deadTag}>{t("web.seat.dead")}</span>}
      </p>
      <dl className={styles.facts}>
        {you.wolfTeam.length > 0 && (
          <>
            <dt>{t("web.private.wolfTeam")}</dt>
            <dd>{seatList(t, you.wolfTeam)}</dd>
          </>
        )}
        {you.potions && (
          <>
            <dt>{t("web.private.potions")}</dt>
            <dd>
              {t("web.private.antidote")}:{" "}
              {you.potions.antidoteUsed === undefined ? t("game.private.potionAvailable") : t("game.private.potionUsed")} ·{" "}
              {t("web.private.poison")}:{" "}
              {you.potions.poisonUsed === undefined ? t("game.private.potionAvailable") : t("game.private.potionUsed")}
            </dd>
          </>
        )}
        {you.lastProtected !== undefined && (
          <>
            <dt>{t("web.private.lastProtected")}</dt>
            <dd>{seatLabel(t, you.lastProtected)}</dd>
          </>
        )}
      </dl>
      {secrets.length > 0 && (
        <>
          <h3 className={styles.sub}>{t("web.private.secrets")}</h3>
          <ul className={styles.list}>
            {secrets.map((l) => (
              <li key={l.key}>{l.text}</li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
