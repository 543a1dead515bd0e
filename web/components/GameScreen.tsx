"use client";
// The table: seats, phase, chat log, the human's controls, private knowledge, the claims panel
// and the prompt inspector. AI seats move through lib/ai/driver.ts at the chosen pace (pausable,
// skip ahead stoppable); a tab that does not own the game shows it read-only (lib/owner.ts).
import type { Command, GameView, PublicPhase, Seat } from "wolfcore";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { botTable, type DaySummarizer, type SeatAgent } from "@/lib/agents";
import { errorCode, errorMessage } from "@/lib/errors";
import { logLines } from "@/lib/events";
import { guideFor } from "@/lib/guide";
import { moveKey, moveOptions, seatKey } from "@/lib/moves";
import { downloadText, exportFileName } from "@/lib/library";
import { LOCALES, type Locale } from "@/lib/messages";
import { paceFor, readSpeed, writeSpeed, type Speed } from "@/lib/pacing";
import type { GameSession } from "@/lib/session";
import { aiEntryVisible, inspectorAccess, openBallot, thinkingSeat, turnVisible } from "@/lib/spoiler";
import { seatLabel } from "@/lib/translate";
import { browserSpeech, readVoiceOn, speakLine, stillSpeaking, writeVoiceOn } from "@/lib/voice";
import { AiLogPanel } from "./ai/AiLogPanel";
import { AiWaiting } from "./ai/AiWaiting";
import { useAiDriver } from "./ai/useAiDriver";
import { useAiPlayers } from "./ai/useAiPlayers";
import { ChatLog } from "./ChatLog";
import { ClaimsPanel } from "./ClaimsPanel";
import { Controls } from "./Controls";
import { OutOfTurnControls } from "./MoveControls";
import { EndPanel } from "./EndPanel";
import { ReportCard } from "./ReportCard";
import { LeaveDialog } from "./LeaveDialog";
import { PaceBar } from "./PaceBar";
import { PrivatePanel } from "./PrivatePanel";
import { PromptInspector } from "./PromptInspector";
import { SeatNames, useT } from "./Providers";
import { SeatRing } from "./SeatRing";
import styles from "./GameScreen.module.css";

function isNight(phase: PublicPhase): boolean {
  return phase.kind === "night";
}

/** Who is speaking now, if anyone. */
export function speakerOf(phase: PublicPhase): Seat | undefined {
  return phase.kind === "day_speech" || phase.kind === "pk_speech" || phase.kind === "last_words" || phase.kind === "sheriff_speech"
    ? phase.seat
    : undefined;
}

type Tab = "log" | "claims" | "prompt" | "ai";

interface Props {
  session: GameSession;
  locale: Locale;
  onLocale: (locale: Locale) => void;
  onLeave: () => void;
  /** Saves the game after an accepted move; returns an error code when it could not. */
  onSave: (session: GameSession) => string | null;
  /** Another tab owns this game: show it, play nothing, save nothing. */
  readOnly?: boolean;
  onTakeOver?: () => void;
  agents?: ReadonlyMap<Seat, SeatAgent>;
  summarizer?: DaySummarizer;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The table, with the players' names (R10.2) on every seat label inside it. */
export function GameScreen(props: Props) {
  const names = useMemo(() => props.session.game.view().players.map((p) => p.name ?? undefined), [props.session]);
  return (
    <SeatNames names={names}>
      <Table {...props} />
    </SeatNames>
  );
}

function Table({ session, locale, onLocale, onLeave, onSave, readOnly = false, onTakeOver, agents: agentsProp, summarizer: summarizerProp }: Props) {
  const t = useT();
  // AI players chosen in the lobby (issue 10); the props override them (tests, embedding).
  const ai = useAiPlayers(session, t, locale);
  const tabs: readonly Tab[] = ai.active ? ["log", "claims", "prompt", "ai"] : ["log", "claims", "prompt"];
  const agents = agentsProp ?? ai.agents;
  const summarizer = summarizerProp ?? ai.summarizer;
  const [tick, setTick] = useState(0);
  /** "Skip ahead": AI moves at once until the human's turn (or until stopped). */
  const [fast, setFast] = useState(false);
  const [paused, setPaused] = useState(false);
  const [speed, setSpeedState] = useState<Speed>("normal");
  const [voiceOn, setVoiceOn] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    setSpeedState(readSpeed(storage()));
    setVoiceOn(readVoiceOn(storage()));
  }, []);
  const setSpeed = useCallback((s: Speed) => {
    setSpeedState(s);
    writeSpeed(storage(), s);
  }, []);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>("log");
  // The app's own limit on model calls (429 from /api/ai/chat): say so at the table while it lasts.
  const aiEntries = useSyncExternalStore(ai.log.subscribe, ai.log.entries, ai.log.entries);
  const rateLimited = useMemo(() => {
    const last = [...aiEntries].reverse().find((e) => e.seat !== null);
    return last?.code === "llm_client_rate_limited" ? last : undefined;
  }, [aiEntries]);
  const seatAgents = useMemo(
    () => agents ?? botTable(session.setup.players, session.humanSeat, session.setup.botDifficulty),
    [agents, session],
  );

  const view: GameView = useMemo(() => session.view(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const humanPending = useMemo(() => session.humanPending(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const over = view.outcome !== undefined;
  const digest = useMemo(() => session.game.eventLogDigest(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const lines = useMemo(() => logLines(view.events, t), [view, t]);
  const latest = useMemo(() => [...lines].reverse().find((l) => l.seat !== undefined && l.day === view.day), [lines, view.day]);

  // The AI driver (lib/ai/driver.ts): model seats in parallel where the engine allows, bots one at
  // a time at the chosen pace, the day summaries; nothing while paused or read-only, and the next
  // move waits for a speech still being read aloud (not when skipping ahead). "Skip ahead" and
  // human moves never cancel or resend a model call in flight.
  const driver = useAiDriver(session, seatAgents, summarizer, {
    pace: (action) => paceFor(action, speed),
    hold: () => readOnly || paused || (voiceOn && !fast && stillSpeaking(browserSpeech())),
    onChange: () => {
      const failed = onSave(session);
      if (failed) setRefusal(failed);
      setTick((n) => n + 1);
    },
    onError: (code) => setRefusal(code),
  });
  useEffect(() => {
    driver.setFast(fast);
    driver.poke(); // a change of pause, ownership or skipping may let moves start (not every move: the driver paces itself)
  }, [driver, fast, paused, readOnly]);
  useEffect(() => {
    if (fast && !session.game.isOver() && session.nextAgentAction() === undefined) setFast(false);
  }, [fast, tick, session]);

  const act = useCallback(
    (command: Command) => {
      if (readOnly) return false;
      try {
        session.apply(command);
      } catch (err) {
        setRefusal(errorCode(err));
        return false;
      }
      setRefusal(null);
      const failed = onSave(session);
      if (failed) setRefusal(failed);
      setTick((n) => n + 1);
      // Model calls in flight go on (a move the human made out of turn drops only those it made moot).
      driver.poke();
      return true;
    },
    [session, driver, readOnly, onSave],
  );

  // Deliberate moves: the selection (shared by the controls and the ring) belongs to one pending
  // move; a new move starts with nothing selected.
  const pendingKey = moveKey(humanPending[0], view);
  const [selection, setSelection] = useState<{ key: string; option: string | null }>({ key: "", option: null });
  const selected = selection.key === pendingKey ? selection.option : null;
  const select = useCallback((option: string | null) => setSelection({ key: pendingKey, option }), [pendingKey]);
  // Seat tokens select targets of single-target moves (the Witch and the badge use the controls).
  const pick = useMemo(() => {
    const p = humanPending[0];
    if (!p || p.targets.length === 0 || p.action === "witch_act") return undefined;
    const options = moveOptions(p, view, t);
    const seats = p.targets.filter((s) => options?.some((o) => o.key === seatKey(s)));
    return seats.length > 0 ? seats : undefined;
  }, [humanPending, view, t]);
  const speaker = speakerOf(view.phase);
  const night = isNight(view.phase);
  const myVote = useMemo(() => {
    if (session.humanSeat === null) return undefined;
    const election = view.phase.kind.startsWith("sheriff_");
    for (let i = view.events.length - 1; i >= 0; i--) {
      const e = view.events[i]!;
      if (e.day !== view.day) break;
      // During the election the sheriff ballot, afterwards the day's (R9.3).
      const k = e.kind;
      if ((k.type === "vote_cast" || k.type === "sheriff_vote_cast") && (k.type === "sheriff_vote_cast") === election && k.seat === session.humanSeat) {
        return k.target ?? null;
      }
    }
    return undefined;
  }, [view, session.humanSeat]);

  const phaseText = over
    ? t("web.phase.over")
    : view.phase.kind === "night"
      ? t("web.phase.night", { day: view.day })
      : view.phase.kind === "sheriff_speech" || view.phase.kind === "sheriff_vote"
        ? t(`web.phase.${view.phase.kind}${view.phase.pk ? "_pk" : ""}`, { day: view.day })
        : t(`web.phase.${view.phase.kind}`, { day: view.day });
  const aiOwes = !over && session.nextAgentAction() !== undefined;
  const turn = readOnly ? "readonly" : over ? "over" : aiOwes ? "ai" : humanPending.length > 0 ? "human" : "idle";
  const guide = guideFor(view, session.humanSeat, readOnly ? [] : humanPending, (s) => seatLabel(t, s));
  const seated = session.humanSeat !== null;
  // The spoiler gate of the inspector tabs (lib/spoiler.ts).
  const access = useMemo(() => inspectorAccess(view, session.humanSeat), [view, session.humanSeat]);
  const ballot = useMemo(() => openBallot(view), [view]);
  const aiVisible = useCallback((e: Parameters<typeof aiEntryVisible>[1]) => aiEntryVisible(access, e, ballot), [access, ballot]);
  // Which AI seat is being asked: shown only where it names no role (a night action or a Hunter's
  // decision would), under the same gate.
  const thinking = over || paused ? undefined : thinkingSeat(access, session.nextAgentAction());
  const waitingVisible = useCallback((w: { seat: Seat; action: Parameters<typeof turnVisible>[2] }) => turnVisible(access, w.seat, w.action), [access]);

  // Voices: each new AI speech read aloud while the voice is on (lib/voice.ts).
  const spoken = useRef(lines.length);
  useEffect(() => {
    const from = spoken.current;
    spoken.current = lines.length;
    const speech = voiceOn && !fast ? browserSpeech() : null;
    if (!speech || lines.length <= from) return;
    for (const line of lines.slice(from)) {
      if (line.seat !== undefined && line.seat !== session.humanSeat && line.text !== "") speakLine(speech, line.text, line.seat, session.lang);
    }
  }, [lines, voiceOn, fast, session]);
  const toggleVoice = useCallback(() => {
    setVoiceOn((on) => {
      writeVoiceOn(storage(), !on);
      if (on) browserSpeech()?.synth.cancel();
      return !on;
    });
  }, []);
  useEffect(() => () => browserSpeech()?.synth.cancel(), []);

  const leave = useCallback(() => {
    // A seated player's unfinished game is asked about first (it stays in the recent games).
    if (seated && !over && !readOnly) setLeaving(true);
    else onLeave();
  }, [seated, over, readOnly, onLeave]);

  return (
    <div className={styles.screen} data-theme={night ? "night" : "day"} data-testid="table" data-phase={view.phase.kind} data-day={view.day} data-digest={digest} data-turn={turn} data-readonly={readOnly}>
      <div className={styles.top}>
      <header className={styles.header}>
        <h1 className={styles.brand}>{t("web.app.title")}</h1>
        <p className={styles.phase} data-testid="phase" aria-live="polite">
          <span className={styles.phaseIcon} aria-hidden="true" data-night={night} />
          {phaseText}
        </p>
        <div className={styles.headerActions}>
          <label className={styles.langSwitch}>
            <span className={styles.visuallyHidden}>{t("web.lobby.language")}</span>
            <select value={locale} onChange={(e) => onLocale(e.target.value as Locale)} aria-label={t("web.lobby.language")}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`web.lang.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={styles.ghost} aria-pressed={voiceOn} onClick={toggleVoice} data-testid="voice-toggle">
            {voiceOn ? t("web.voice.on") : t("web.voice.off")}
          </button>
          <button
            type="button"
            className={styles.ghost}
            onClick={() => downloadText(exportFileName({ id: session.id, savedAt: Date.now() }), session.toSave())}
          >
            {t("web.recent.export")}
          </button>
          <button type="button" className={styles.ghost} onClick={leave}>
            {t("web.table.newGame")}
          </button>
        </div>
      </header>

      {/* What to do now, and by when: always in view (sticky on a phone). */}
      <div className={styles.now} data-testid="now" data-turn={turn}>
        {view.outcome && (
          <p className={styles.nowWinner} data-winner={view.outcome.winner} data-testid="result-banner">
            {t(`web.end.winner.${view.outcome.winner}`)}
          </p>
        )}
        <p className={styles.nowText}>{t(guide.now.key, guide.now.values)}</p>
        {guide.deadline && <p className={styles.deadline}>{t(guide.deadline.key, guide.deadline.values)}</p>}
      </div>

      </div>

      {readOnly && (
        <div role="alert" className={styles.readOnly} data-testid="read-only">
          <p>{t("web.owner.elsewhere")}</p>
          <button type="button" className={styles.takeOver} onClick={onTakeOver}>
            {t("web.owner.takeOver")}
          </button>
        </div>
      )}

      <div className={styles.layout} data-over={over}>
        <section className={styles.ringArea} aria-label={t("web.table.seats")}>
          <SeatRing
            view={view}
            speaker={speaker}
            humanSeat={session.humanSeat}
            myVote={myVote}
            thinking={thinking}
            pickable={readOnly ? undefined : pick}
            selected={selected?.startsWith("seat:") ? Number(selected.slice(5)) : undefined}
            onPick={pick && !readOnly ? (seat) => select(selected === seatKey(seat) ? null : seatKey(seat)) : undefined}
            pickLabel={pick ? (seat) => t("web.table.pick", { seat: seatLabel(t, seat) }) : undefined}
            center={
              <>
                <span className={styles.centerDay}>
                  {/* "Day 1 · speeches": a line per part in the ring, so a narrow ring never starts a line with the dot. */}
                  {phaseText.split(" · ").map((part, i) => (
                    <span key={i} className={styles.centerPart}>
                      {part}
                    </span>
                  ))}
                </span>
                <span className={styles.centerWho} data-testid="now-speaking">
                  {speaker !== undefined ? t("web.table.speaking", { seat: seatLabel(t, speaker) }) : "\u00a0"}
                </span>
              </>
            }
          />
        </section>
        <section className={styles.controlsBox} aria-label={t("web.table.controls")} data-over={over}>
          {over ? (
            <EndPanel session={session} view={view} />
          ) : (
            <>
              <PaceBar
                aiOwes={aiOwes}
                watching={!seated}
                speed={speed}
                onSpeed={setSpeed}
                paused={paused}
                onPause={setPaused}
                skipping={fast}
                onSkip={setFast}
                disabled={readOnly}
              />
              <AiWaiting driver={driver} visible={waitingVisible} />
              {!readOnly && (
                <>
                  <Controls pending={humanPending} view={view} onCommand={act} selected={selected} onSelect={select} lang={session.lang} />
                  <OutOfTurnControls view={view} onCommand={act} />
                </>
              )}
              {humanPending.length === 0 && latest && (
                // The latest words at the table, right under it (the whole log is one tab away).
                <blockquote className={styles.latest} data-testid="latest-speech">
                  <cite className={styles.latestWho}>{seatLabel(t, latest.seat!)}</cite>
                  <span className={styles.latestText}>{latest.text === "" ? t("game.transcript.silent") : latest.text}</span>
                </blockquote>
              )}
            </>
          )}
          {rateLimited && !over && (
            <p role="status" className={styles.notice} data-testid="rate-limited">
              {t("web.ai.rateLimited", { seconds: rateLimited.retryAfterS ?? 60 })}
            </p>
          )}
          <p role="alert" className={styles.refusal} data-testid="refusal">
            {refusal ? errorMessage(t, refusal) : ""}
          </p>
        </section>

        <section className={styles.side}>
          <div
            role="tablist"
            aria-label={t("web.table.panels")}
            className={styles.tabs}
            onKeyDown={(e) => {
              // Arrow keys move between tabs (WAI-ARIA tabs pattern).
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
              const order = tabs;
              const next = order[(order.indexOf(tab) + (e.key === "ArrowRight" ? 1 : order.length - 1)) % order.length]!;
              setTab(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {tabs.map((k) => (
              <button
                key={k}
                role="tab"
                type="button"
                id={`tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`panel-${k}`}
                tabIndex={tab === k ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(k)}
              >
                {t(`web.tabs.${k}`)}
                {k === "claims" && view.publicClaims.length > 0 && (
                  <span className={styles.count}>{view.publicClaims.length}</span>
                )}
              </button>
            ))}
          </div>
          <div key={tab} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
            {tab === "log" && <ChatLog lines={lines} humanSeat={session.humanSeat} />}
            {tab === "claims" && <ClaimsPanel session={session} view={view} />}
            {tab === "prompt" && <PromptInspector session={session} locale={locale} tick={tick} access={access} />}
            {tab === "ai" && (
              <>
                {access.kind === "seated" && <p className={styles.gateNote}>{t("web.prompt.aiGated")}</p>}
                <AiLogPanel
                  log={ai.log}
                  visible={aiVisible}
                  metrics={over ? session.game.metrics().seats.filter((m) => session.setup.modelSeats?.includes(m.seat)) : undefined}
                />
              </>
            )}
          </div>
        </section>

        <div className={styles.privateArea}>
          <PrivatePanel view={view} humanSeat={session.humanSeat} />
        </div>
        {over && (
          <div className={styles.reportArea}>
            <ReportCard session={session} />
          </div>
        )}
      </div>
      {leaving && (
        <LeaveDialog
          onStay={() => setLeaving(false)}
          onLeave={() => {
            setLeaving(false);
            onLeave();
          }}
        />
      )}
    </div>
  );
}
