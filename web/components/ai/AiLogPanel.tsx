"use client";
// The AI activity log: every model call of this game, newest first — seat and purpose, model,
// latency, tokens, HTTP retries, reply format, the move or the claims it produced, and any
// retry or fallback. Model text is shown as text only.
import { useEffect, useState, useSyncExternalStore } from "react";
import type { AiStatus } from "@/lib/ai/protocol";
import type { AiActivityLog, AiLogEntry } from "@/lib/ai/log";
import { errorMessage } from "@/lib/errors";
import { seatLabel } from "@/lib/translate";
import type { SeatMetrics } from "wolfcore";
import { useT } from "../Providers";
import { SeatMetricsLine } from "../SeatMetricsLine";
import styles from "./AiLogPanel.module.css";

function codeText(t: ReturnType<typeof useT>, code: string): string {
  const key = `web.ai.errors.${code}`;
  return `${t.has(key) ? t(key) : errorMessage(t, code)} (${code})`;
}

function Entry({ e }: { e: AiLogEntry }) {
  const t = useT();
  const title =
    e.seat === null
      ? t("web.ai.log.summary", { day: e.day })
      : t("web.ai.log.seatTurn", { seat: seatLabel(t, e.seat), purpose: t(`web.ai.log.purpose.${e.purpose}`) });
  const facts = [
    e.model || "—",
    t("web.ai.log.latency", { ms: e.latencyMs }),
    e.usage?.prompt !== undefined && e.usage.completion !== undefined
      ? t("web.ai.log.tokens", { prompt: e.usage.prompt, completion: e.usage.completion })
      : e.usage?.total !== undefined
        ? t("web.ai.log.tokensTotal", { total: e.usage.total })
        : null,
    e.retries > 0 ? t("web.ai.log.retries", { count: e.retries }) : null,
    e.format ? t("web.ai.log.format", { format: e.format }) : null,
    e.finishReason && e.finishReason !== "stop" ? t("web.ai.log.finish", { reason: e.finishReason }) : null,
    e.prompt ? t("web.ai.log.prompt", { sha: e.prompt.slice(0, 16) }) : null,
    e.attempt > 0 ? t("web.ai.log.retryTurn") : null,
  ].filter((x): x is string => x !== null);
  return (
    <li className={styles.entry} data-outcome={e.outcome} data-purpose={e.purpose} data-prompt={e.prompt ?? ""} data-testid="ai-log-entry">
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={styles.badge} data-outcome={e.outcome}>
          {t(`web.ai.log.outcome.${e.outcome}`)}
        </span>
      </div>
      <p className={styles.facts}>{facts.join(" · ")}</p>
      {e.code && <p className={styles.code}>{codeText(t, e.code)}</p>}
      {e.move && <p className={styles.move}>{t("web.ai.log.move", { move: e.move })}</p>}
      {e.parseError && <p className={styles.code}>{t("web.ai.log.parseError", { code: e.parseError })}</p>}
      {e.claims && (
        <div className={styles.claims}>
          <p>
            {t("web.ai.log.claims", { offered: e.claims.offered, added: e.claims.added, rejected: e.claims.rejected.length })}
          </p>
          <ul>
            {e.claims.addedContents.map((content, i) => (
              <li key={`a${i}`} data-kind="added">
                {t("web.ai.log.added", { content })}
              </li>
            ))}
            {e.claims.rejected.map((r) => (
              <li key={`r${r.index}`} data-kind="rejected">
                {t("web.ai.log.rejectedReason", { index: r.index + 1, reason: r.reason })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Tokens of every call so far and, with the operator's prices (per million tokens), their cost. */
function Totals({ entries }: { entries: readonly AiLogEntry[] }) {
  const t = useT();
  const [price, setPrice] = useState<AiStatus["price"]>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/ai/status", { signal: abort.signal, cache: "no-store" })
      .then((r) => r.json() as Promise<AiStatus>)
      .then((s) => setPrice(s.price))
      .catch(() => {});
    return () => abort.abort();
  }, []);
  const calls = entries.filter((e) => e.model !== "").length;
  const prompt = entries.reduce((n, e) => n + (e.usage?.prompt ?? 0), 0);
  const completion = entries.reduce((n, e) => n + (e.usage?.completion ?? 0), 0);
  const reported = calls === 0 || entries.some((e) => e.usage !== undefined);
  const cost = price ? (prompt * price.in + completion * price.out) / 1_000_000 : undefined;
  return (
    <p className={styles.totals} data-testid="ai-totals" data-calls={calls} data-prompt={prompt} data-completion={completion}>
      {/* A server that reports no usage (llama-cpp-python when streaming) is not "0 tokens". */}
      {reported ? t("web.ai.log.totals", { calls, prompt, completion }) : t("web.ai.log.totalsUnreported", { calls })}
      {reported && cost !== undefined && ` · ${t("web.ai.log.cost", { cost: cost.toFixed(cost < 1 ? 4 : 2) })}`}
    </p>
  );
}

export function AiLogPanel({
  log,
  visible,
  metrics,
}: {
  log: AiActivityLog;
  visible?: (e: AiLogEntry) => boolean;
  metrics?: SeatMetrics[];
}) {
  const t = useT();
  const all = useSyncExternalStore(log.subscribe, log.entries, log.entries);
  // The spoiler gate (lib/spoiler.ts `aiEntryVisible`), when the table passes one.
  const entries = visible ? all.filter(visible) : all;
  // Issue 19: at game end, the model seats' claim-consistency metrics (docs/metrics.md).
  const scores = metrics && metrics.length > 0 && (
    <section aria-label={t("web.report.models")} data-testid="ai-metrics">
      <p>{t("web.report.models")}</p>
      <ul>
        {metrics.map((m) => (
          <SeatMetricsLine key={m.seat} m={m} />
        ))}
      </ul>
    </section>
  );
  if (entries.length === 0) return <>{scores}<p className={styles.empty}>{t("web.ai.log.empty")}</p></>;
  return (
    <div className={styles.scroll}>
      {scores}
      <Totals entries={entries} />
      <ol className={styles.list} aria-label={t("web.ai.log.title")} data-testid="ai-log">
        {[...entries].reverse().map((e) => (
          <Entry key={e.id} e={e} />
        ))}
      </ol>
    </div>
  );
}
