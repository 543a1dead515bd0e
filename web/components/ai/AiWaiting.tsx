"use client";
// The seats whose model call is in flight, each with the seconds it has waited, so a slow model
// reads as "waiting 40 s" rather than as a stalled table. `visible` is the table's spoiler gate
// (lib/spoiler.ts `turnVisible`): a seat asked for a night action is not named to a living player.
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { AiDriver, Waiting } from "@/lib/ai/driver";
import { seatLabel } from "@/lib/translate";
import { useT } from "../Providers";
import styles from "./AiWaiting.module.css";

export function AiWaiting({ driver, visible }: { driver: AiDriver; visible?: (w: Waiting) => boolean }) {
  const t = useT();
  const all = useSyncExternalStore(driver.subscribe, driver.waiting, driver.waiting);
  const waiting = useMemo(() => (visible ? all.filter(visible) : all), [all, visible]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waiting.length === 0) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.waiting} aria-label={t("web.ai.waiting.label")} data-testid="ai-waiting">
      {waiting.map((w) => (
        <li key={w.seat} data-seat={w.seat} data-testid="ai-waiting-seat">
          {t("web.ai.waiting.seat", {
            seat: seatLabel(t, w.seat),
            purpose: t(`web.ai.log.purpose.${w.action}`),
            seconds: Math.max(0, Math.floor((now - w.since) / 1000)),
          })}
        </li>
      ))}
    </ul>
  );
}
