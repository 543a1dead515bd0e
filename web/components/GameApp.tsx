"use client";
// The whole game page: shows the lobby at once (it needs no wasm, issue 22) while the engine
// loads off the critical path (components/engine.ts), resumes the autosave once the engine is
// there (or explains why it cannot), and switches between the lobby (with the recent games) and
// the table. It keeps every game in the recent games (lib/library.ts) and makes one tab the owner
// of a game (lib/owner.ts).
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import { RECENT_PREFIX, browserStore, clearCurrent, readRecent, remember } from "@/lib/library";
import type { Locale } from "@/lib/messages";
import { GameOwnership, browserOwnerEnv, newTabId } from "@/lib/owner";
import { SAVE_KEY, type GameSetup } from "@/lib/save";
import type { GameSession } from "@/lib/session";
import { loadEngine, loadedEngine, preloadEngine, type Engine } from "./engine";
import { Lobby } from "./Lobby";
import { useLocaleState, useT } from "./Providers";
import { RecentGames } from "./RecentGames";
import styles from "./GameApp.module.css";

type Stage =
  /** Server HTML and the first client render: the saves are not read yet. */
  | { kind: "loading" }
  /** An autosave waits for the engine. */
  | { kind: "resuming" }
  | { kind: "failed"; code: string }
  | { kind: "lobby"; recovery?: string }
  | { kind: "playing"; session: GameSession; readOnly: boolean };

function readSave(): string | null {
  try {
    return window.localStorage.getItem(SAVE_KEY);
  } catch {
    return null;
  }
}

/** Saves `session` as the current game and among the recent games; an error code, or `null`. */
function persist(session: GameSession): string | null {
  const store = browserStore();
  if (!store) return "storage_failed";
  try {
    remember(store, session.recentEntry(), session.toSave());
    return null;
  } catch (err) {
    return errorCode(err) === "unknown" ? "storage_failed" : errorCode(err);
  }
}

/** The session class of the loaded engine (a session exists only once the engine has loaded). */
function sessions(): Engine["GameSession"] | null {
  return loadedEngine()?.GameSession ?? null;
}

export function GameApp() {
  const t = useT();
  const { locale, setLocale } = useLocaleState();
  const [stage, setStage] = useState<Stage>({ kind: "loading" });
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  /** Bumped whenever the page enters or leaves a game: a start that waited for the engine opens only if nothing else happened meanwhile. */
  const moves = useRef(0);
  const sessionRef = useRef<GameSession | null>(null);
  const tab = useRef<string>("");
  const owner = useRef<GameOwnership | null>(null);

  const play = useCallback((session: GameSession | null) => {
    const old = sessionRef.current;
    sessionRef.current = session;
    // Freed after React has unmounted the old table (and cancelled its timers and agents).
    if (old && old !== session) window.setTimeout(() => old.free(), 0);
  }, []);

  /** This tab takes `session`'s game: it claims it (other tabs go read-only) and saves it. */
  const own = useCallback((session: GameSession) => {
    if (!tab.current) tab.current = newTabId();
    if (owner.current && owner.current !== null) owner.current.dispose();
    const ownership = new GameOwnership(browserOwnerEnv(), session.id, tab.current, () => {
      setStage((s) => (s.kind === "playing" && s.session.id === session.id ? { ...s, readOnly: true } : s));
    });
    owner.current = ownership;
    ownership.claim();
  }, []);

  const enter = useCallback(
    (session: GameSession) => {
      moves.current += 1;
      play(session);
      own(session);
      persist(session);
      setLocale(session.lang);
      setStage({ kind: "playing", session, readOnly: false });
    },
    [play, own, setLocale],
  );

  useEffect(() => {
    const saved = readSave();
    if (saved === null) {
      setStage({ kind: "lobby" });
      return;
    }
    // Resume the autosave: it needs the engine, and says so while it loads.
    let cancelled = false;
    setStage({ kind: "resuming" });
    loadEngine()
      .then((engine) => {
        if (cancelled) return;
        try {
          enter(engine.GameSession.fromSave(saved));
        } catch (err) {
          setStage({ kind: "lobby", recovery: errorCode(err) });
        }
      })
      .catch((err: unknown) => !cancelled && setStage({ kind: "failed", code: errorCode(err) }));
    return () => {
      cancelled = true;
    };
  }, [enter]);

  // In the lobby, the engine streams in while the player chooses (idle time or first interaction).
  const inLobby = stage.kind === "lobby";
  useEffect(() => (inLobby ? preloadEngine() : undefined), [inLobby]);

  useEffect(() => () => owner.current?.dispose(), []);

  // Read-only: follow the owning tab's saves, so this tab shows the game as it goes on.
  const readOnlyId = stage.kind === "playing" && stage.readOnly ? stage.session.id : null;
  useEffect(() => {
    if (!readOnlyId) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== RECENT_PREFIX + readOnlyId || e.newValue === null) return;
      try {
        const Session = sessions();
        if (!Session) return;
        const next = Session.fromSave(e.newValue, readOnlyId);
        play(next);
        setStage({ kind: "playing", session: next, readOnly: true });
      } catch {
        // a save this tab cannot read stays the other tab's business: keep showing the last one
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [readOnlyId, play]);

  const takeOver = useCallback(() => {
    if (stage.kind !== "playing") return;
    const store = browserStore();
    const text = store ? readRecent(store, stage.session.id) : null;
    let session = stage.session;
    const Session = sessions();
    if (text !== null && Session) {
      try {
        // The latest state the other tab saved.
        session = Session.fromSave(text, stage.session.id);
      } catch {
        session = stage.session;
      }
    }
    enter(session);
  }, [stage, enter]);

  const start = useCallback(
    (setup: GameSetup, lang: Locale) => {
      const open = (engine: Engine) => {
        try {
          const session = engine.GameSession.create(setup, lang);
          setStartError(null);
          enter(session);
          // The table starts at its top, wherever the lobby was scrolled.
          window.scrollTo(0, 0);
        } catch (err) {
          setStartError(errorCode(err));
        }
      };
      const engine = loadedEngine();
      if (engine) return open(engine);
      // Pressed before the engine arrived: the lobby shows that it is loading, then the table opens.
      const at = moves.current;
      setStartError(null);
      setStarting(true);
      loadEngine()
        .then(
          (loaded) => {
            if (moves.current === at) open(loaded);
          },
          (err: unknown) => setStartError(errorCode(err)),
        )
        .finally(() => setStarting(false));
    },
    [enter],
  );

  const leave = useCallback(() => {
    // The game stays among the recent games; only "resume on load" stops.
    const store = browserStore();
    if (store && (stage.kind !== "playing" || !stage.readOnly)) clearCurrent(store);
    moves.current += 1;
    owner.current?.dispose();
    owner.current = null;
    play(null);
    setStage({ kind: "lobby" });
  }, [play, stage]);

  const onSave = useCallback((session: GameSession) => {
    // A tab that lost the game saves nothing (the owner's save is the game).
    if (!owner.current?.owned) return null;
    return persist(session);
  }, []);

  const changeLang = useCallback(
    (lang: Locale) => {
      if (stage.kind !== "playing") return setLocale(lang);
      try {
        const next = stage.session.withLang(lang);
        play(next);
        setLocale(lang);
        if (!stage.readOnly) persist(next);
        setStage({ kind: "playing", session: next, readOnly: stage.readOnly });
      } catch {
        // The game cannot be rebuilt in that language: only the UI switches.
        setLocale(lang);
      }
    },
    [stage, play, setLocale],
  );

  if (stage.kind === "loading" || stage.kind === "resuming") {
    return (
      <main className={styles.center} aria-busy="true" data-testid={stage.kind === "resuming" ? "resuming" : "loading"}>
        <p className={styles.loading} role="status">
          {t(stage.kind === "resuming" ? "web.app.resuming" : "web.app.loading")}
        </p>
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
        starting={starting}
        recovery={stage.recovery}
        onDismissRecovery={() => {
          const store = browserStore();
          if (store) clearCurrent(store);
          setStage({ kind: "lobby" });
        }}
        extra={<RecentGames onOpen={enter} />}
      />
    );
  }
  const GameScreen = loadedEngine()?.GameScreen;
  if (!GameScreen) return null;
  return (
    <GameScreen
      key={`${stage.session.id}-${stage.session.lang}`}
      session={stage.session}
      locale={locale}
      onLocale={changeLang}
      onLeave={leave}
      onSave={onSave}
      readOnly={stage.readOnly}
      onTakeOver={takeOver}
    />
  );
}
