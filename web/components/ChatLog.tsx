"use client";
// The chat log. Speeches are untrusted player text: rendered as text nodes, never as markup.
import type { Seat } from "wolfcore";
import { useEffect, useRef } from "react";
import type { LogLine } from "@/lib/events";
import { seatLabel } from "@/lib/translate";
import { useT } from "./Providers";
import styles from "./ChatLog.module.css";

export function ChatLog({ lines, humanSeat }: { lines: readonly LogLine[]; humanSeat: Seat | null }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Follow the newest line inside the log's own scroll box (never scroll the page).
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <div ref={box} className={styles.scroll} data-scrolls="">
      <ol className={styles.log} aria-live="polite" aria-relevant="additions" data-testid="chat-log">
        {lines.map((line) => {
          const said = line.seat !== undefined;
          return (
            <li key={line.key} className={styles.line} data-kind={line.kind} data-you={said && line.seat === humanSeat}>
              {said ? (
                <>
                  <span className={styles.who}>
                    {seatLabel(t, line.seat!)}
                    {line.kind === "pk" && <span className={styles.tag}>{t("web.log.pk")}</span>}
                    {line.kind === "last_words" && <span className={styles.tag}>{t("web.log.lastWords")}</span>}
                    {line.kind === "campaign" && <span className={styles.tag}>{t("web.log.campaign")}</span>}
                    {line.kind === "campaign_pk" && <span className={styles.tag}>{t("web.log.campaignPk")}</span>}
                  </span>
                  <span className={styles.speech} data-testid="speech">
                    {line.text === "" ? t("game.transcript.silent") : line.text}
                  </span>
                </>
              ) : (
                <span className={styles.system}>{line.text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
