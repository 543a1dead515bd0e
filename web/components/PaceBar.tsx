"use client";
// The pace of the AI turns: a speed (slow / normal / fast / instant, remembered), pause and
// resume, and "skip ahead" — AI moves at once until the human's turn — which can be stopped.
import { SPEEDS, type Speed } from "@/lib/pacing";
import { Icon } from "./Icon";
import { useT } from "./Providers";
import styles from "./PaceBar.module.css";

interface Props {
  aiOwes: boolean;
  watching: boolean;
  speed: Speed;
  onSpeed: (speed: Speed) => void;
  paused: boolean;
  onPause: (paused: boolean) => void;
  skipping: boolean;
  onSkip: (skipping: boolean) => void;
  disabled?: boolean;
}

export function PaceBar({ aiOwes, watching, speed, onSpeed, paused, onPause, skipping, onSkip, disabled }: Props) {
  const t = useT();
  return (
    <div className={styles.bar} data-testid="pace">
      <label className={styles.speed}>
        <span className={styles.speedLabel}>{t("web.pace.speed")}</span>
        <select value={speed} onChange={(e) => onSpeed(e.target.value as Speed)} disabled={disabled}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {t(`web.pace.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {(watching || paused) && (
        <button type="button" className={styles.button} aria-pressed={paused} onClick={() => onPause(!paused)} disabled={disabled}>
          <Icon name={paused ? "play" : "pause"} size={14} />
          {paused ? t("web.pace.resume") : t("web.pace.pause")}
        </button>
      )}
      <button
        type="button"
        className={styles.skip}
        onClick={() => onSkip(!skipping)}
        disabled={disabled || (!skipping && (!aiOwes || paused))}
        aria-pressed={skipping}
      >
        {skipping ? t("web.pace.stopSkipping") : t("web.table.skipAhead")}
      </button>
    </div>
  );
}
