"use client";
// The whole game page: loads the wasm core, resumes the autosave (or explains why it cannot),
// and switches between the lobby and the table.
import init from "wolfcore";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import type { Locale } from "@/lib/messages";
import { SAVE_KEY, type GameSetup } from "@/lib/save";
import { GameSession } from "@/lib/session";
import { GameScreen } from "./GameScreen";
import { Lobby } from "./Lobby";
import { useLocaleState, useT } from "./Providers";
import styles from "./GameApp.module.css";

type Stage =
  | { kind: "loading" }
  | { kind: "failed"; code: string }
  | { kind: "lobby"; recovery?: string }
  | { kind: "playing"; session: GameSession };

function readSave(): string | null {
  try {
    return window.localStorage.getItem(SAVE_KEY);
  } catch {
    return null;
  }
}

function clearSave() {
  try {
    window.localStorage.removeItem(SAVE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

export function GameApp() {
  const t = useT();
  const { locale, setLocale } = useLocaleState();
  const [stage, setStage] = useState<Stage>({ kind: "loading" });
  const [startError, setStartError] = useState<string | null>(null);
  const sessionRef = useRef<GameSession | null>(null);

  const play = useCallback((session: GameSession | null) => {
    const old = sessionRef.current;
    sessionRef.current = session;
    // Freed after React has unmounted the old table (and cancelled its timers and agents).
    if (old && old !== session) window.setTimeout(() => old.free(), 0);
  }, []);

  useEffect(() => {
    let cancelled = false;
    init()
      .then(() => {
        if (cancelled) return;
        const saved = readSave();
        if (saved === null) return setStage({ kind: "lobby" });
        try {
          const session = GameSession.fromSave(saved);
          play(session);
          setLocale(session.lang);
          setStage({ kind: "playing", session });
        } catch (err) {
          setStage({ kind: "lobby", recovery: errorCode(err) });
        }
      })
      .catch((err: unknown) => !cancelled && setStage({ kind: "failed", code: errorCode(err) === "unknown" ? "wasm_load_failed" : errorCode(err) }));
    return () => {
      cancelled = true;
    };
  }, [play, setLocale]);

  const start = useCallback(
    (setup: GameSetup, lang: Locale) => {
      try {
        const session = GameSession.create(setup, lang);
        clearSave();
        play(session);
        setStartError(null);
        setLocale(lang);
        setStage({ kind: "playing", session });
        // The table starts at its top, wherever the lobby was scrolled.
        window.scrollTo(0, 0);
      } catch (err) {
        setStartError(errorCode(err));
      }
    },
    [play, setLocale],
  );

  const leave = useCallback(() => {
    clearSave();
    play(null);
    setStage({ kind: "lobby" });
  }, [play]);

  const changeLang = useCallback(
    (lang: Locale) => {
      if (stage.kind !== "playing") return setLocale(lang);
      try {
        const next = stage.session.withLang(lang);
        play(next);
        setLocale(lang);
        setStage({ kind: "playing", session: next });
      } catch {
        // The game cannot be rebuilt in that language: only the UI switches.
        setLocale(lang);
      }
    },
    [stage, play, setLocale],
  );

  if (stage.kind === "loading") {
    return (
      <main className={styles.center} aria-busy="true">
        <p className={styles.loading}>{t("web.app.loading")}</p>
      </main>
    );
  }
  if (stage.kind === "failed") {
    return (
      <main className={styles.center}>
        <p role="alert" className={styles.alert}>
          {errorMessage(t, stage.code)}
        </p>
      </main>
    );
  }
  if (stage.kind === "lobby") {
    return (
      <Lobby
        locale={locale}
        onLocale={setLocale}
        onStart={start}
        startError={startError}
        recovery={stage.recovery}
        onDismissRecovery={() => {
          clearSave();
          setStage({ kind: "lobby" });
        }}
      />
    );
  }
  return <GameScreen key={stage.session.lang} session={stage.session} locale={locale} onLocale={changeLang} onLeave={leave} />;
}
