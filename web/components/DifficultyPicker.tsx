"use client";
// The lobby's bot difficulty (issue 19): how well the rule-based bots play. The levels are the
// core's (`BotConfig.difficulty`); `normal` is tuned per standard board towards an even game.
import { useId } from "react";
import { BOT_DIFFICULTIES, type BotDifficulty } from "@/lib/save";
import { useT } from "./Providers";
import styles from "./Lobby.module.css";

export function DifficultyPicker({ value, onChange }: { value: BotDifficulty; onChange: (d: BotDifficulty) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-difficulty`}>{t("web.lobby.difficulty")}</label>
      <select
        id={`${id}-difficulty`}
        value={value}
        onChange={(e) => onChange(e.target.value as BotDifficulty)}
        data-testid="difficulty"
      >
        {BOT_DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {t(`web.lobby.difficultyOption.${d}`)}
          </option>
        ))}
      </select>
      <small className={styles.hint}>{t(`web.lobby.difficultyHint.${value}`)}</small>
    </div>
  );
}
