"use client";
// The recent games on the lobby: the last few games this browser played (restorable, also after
// "New game"), each exportable to a file; and importing a game from a file. A damaged entry or
// a bad file gives a translated, coded message and loses nothing else. The list renders without
// the wasm; opening or importing a game waits for the engine (components/engine.ts) and says so.
// Forgetting a game is the one thing here that loses it for good: it is asked first (select, then
// confirm, like every irreversible move; the safe answer focused, Escape keeps the game).
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import {
  browserStore,
  downloadText,
  exportFileName,
  forget,
  listRecent,
  newGameId,
  readImportFile,
  readRecent,
  type RecentEntry,
} from "@/lib/library";
import type { GameSession } from "@/lib/session";
import { seatLabel } from "@/lib/translate";
import { loadEngine } from "./engine";
import { useT } from "./Providers";
import styles from "./RecentGames.module.css";

export function RecentGames({ onOpen }: { onOpen: (session: GameSession) => void }) {
  const t = useT();
  const id = useId();
  const [entries, setEntries] = useState<RecentEntry[]>([]);
  const [problem, setProblem] = useState<{ code: string; what: "open" | "import" } | null>(null);
  /** The game being opened (or `"import"`) while the engine loads. */
  const [busy, setBusy] = useState<string | null>(null);
  /** The game whose "Forget" awaits its confirmation. */
  const [forgetting, setForgetting] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (forgetting) keepRef.current?.focus();
  }, [forgetting]);
  const file = useRef<HTMLInputElement>(null);
  const refresh = useCallback(() => {
    const store = browserStore();
    setEntries(store ? listRecent(store) : []);
  }, []);
  useEffect(() => {
    refresh();
    // Another tab's games show up here too.
    const onStorage = () => refresh();
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [refresh]);

  const open = async (entry: RecentEntry) => {
    if (busy) return;
    const store = browserStore();
    const text = store ? readRecent(store, entry.id) : null;
    setProblem(null);
    setBusy(entry.id);
    try {
      if (text === null) throw Object.assign(new Error("missing"), { code: "save_missing" });
      const { GameSession: Session } = await loadEngine();
      onOpen(Session.fromSave(text, entry.id));
    } catch (err) {
      setProblem({ code: errorCode(err), what: "open" });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (f: File) => {
    setProblem(null);
    setBusy("import");
    try {
      const text = await readImportFile(f);
      const { GameSession: Session } = await loadEngine();
      let session = Session.fromSave(text);
      // A copy of a game already here becomes a game of its own (the one here is never overwritten).
      if (entries.some((e) => e.id === session.id)) {
        session.free();
        session = Session.fromSave(text, newGameId());
      }
      onOpen(session);
    } catch (err) {
      setProblem({ code: errorCode(err), what: "import" });
    } finally {
      setBusy(null);
      if (file.current) file.current.value = "";
    }
  };

  const when = (at: number) => new Date(at).toLocaleString(t("web.recent.dateLocale"), { dateStyle: "medium", timeStyle: "short" });

  return (
    <section className={styles.card} aria-labelledby={`${id}-h`} data-testid="recent-games">
      <h2 id={`${id}-h`} className={styles.title}>
        {t("web.recent.title")}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t("web.recent.empty")}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry} data-testid="recent-game" data-id={e.id}>
              <div className={styles.what}>
                <span className={styles.main}>
                  {e.winner
                    ? t("web.recent.over", { winner: t(`web.end.winner.${e.winner}`) })
                    : t("web.recent.inProgress", { day: e.day })}
                </span>
                <span className={styles.facts}>
                  {t("web.recent.facts", {
                    players: e.players,
                    seat: e.humanSeat === null ? t("web.recent.watched") : seatLabel(t, e.humanSeat),
                    when: when(e.savedAt),
                  })}
                </span>
              </div>
              {forgetting === e.id ? (
                <div
                  className={styles.actions}
                  role="group"
                  aria-labelledby={`${id}-forget-${e.id}`}
                  data-testid="forget-confirm"
                  onKeyDown={(k) => {
                    if (k.key === "Escape") {
                      k.preventDefault();
                      setForgetting(null);
                    }
                  }}
                >
                  <span id={`${id}-forget-${e.id}`} className={styles.ask}>
                    {t("web.recent.forgetAsk")}
                  </span>
                  <button ref={keepRef} type="button" className={styles.secondary} onClick={() => setForgetting(null)}>
                    {t("web.recent.forgetKeep")}
                  </button>
                  <button
                    type="button"
                    className={styles.danger}
                    onClick={() => {
                      const store = browserStore();
                      if (store) forget(store, e.id);
                      setForgetting(null);
                      refresh();
                    }}
                  >
                    {t("web.recent.forgetConfirm")}
                  </button>
                </div>
              ) : (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => void open(e)}
                  aria-busy={busy === e.id}
                  aria-disabled={busy !== null}
                >
                  {e.winner ? t("web.recent.review") : t("web.recent.resume")}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => {
                    const store = browserStore();
                    const text = store ? readRecent(store, e.id) : null;
                    if (text !== null) downloadText(exportFileName(e), text);
                  }}
                >
                  {t("web.recent.export")}
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => setForgetting(e.id)}
                  aria-label={t("web.recent.forgetLabel", { when: when(e.savedAt) })}
                >
                  {t("web.recent.forget")}
                </button>
              </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className={styles.importRow}>
        <label className={styles.secondary} htmlFor={`${id}-file`}>
          {t("web.recent.import")}
        </label>
        <input
          ref={file}
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept="application/json,.json"
          data-testid="import-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importFile(f);
          }}
        />
        <span className={styles.hint}>{t("web.recent.importHint")}</span>
      </div>
      {busy !== null && (
        <p role="status" className={styles.hint} data-testid="recent-loading">
          {t("web.lobby.engineLoading")}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.problem} data-testid="recent-problem">
          {t(problem.what === "import" ? "web.recent.importFailed" : "web.recent.openFailed")} {errorMessage(t, problem.code)}
        </p>
      )}
    </section>
  );
}
