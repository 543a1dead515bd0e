"use client";
// The table: seats, phase, chat log, the human's controls, private knowledge, the claims panel
// and the prompt inspector. AI seats move through lib/ai/driver.ts with short visible pacing.
import type { ActionKind, Command, GameView, PublicPhase, Seat } from "wolfcore";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { botTable, type DaySummarizer, type SeatAgent } from "@/lib/agents";
import { errorCode, errorMessage } from "@/lib/errors";
import { logLines } from "@/lib/events";
import { LOCALES, type Locale } from "@/lib/messages";
import { SAVE_KEY } from "@/lib/save";
import type { GameSession } from "@/lib/session";
import { seatLabel } from "@/lib/translate";
import { AiLogPanel } from "./ai/AiLogPanel";
import { AiWaiting } from "./ai/AiWaiting";
import { useAiDriver } from "./ai/useAiDriver";
import { useAiPlayers } from "./ai/useAiPlayers";
import { ChatLog } from "./ChatLog";
import { ClaimsPanel } from "./ClaimsPanel";
import { Controls, ExplodeControl, WithdrawControl } from "./Controls";
import { EndPanel } from "./EndPanel";
import { PrivatePanel } from "./PrivatePanel";
import { PromptInspector } from "./PromptInspector";
import { SeatNames, useT } from "./Providers";
import { SeatRing } from "./SeatRing";
import styles from "./GameScreen.module.css";

/** Visible pacing of AI moves, in ms (speech is read, votes and night moves are quick). */
function paceFor(action: ActionKind): number {
  switch (action) {
    case "speak":
    case "pk_speak":
    case "sheriff_speak":
    case "last_words":
      return 1100;
    case "vote":
    case "pk_vote":
    case "sheriff_vote":
    case "sheriff_run":
      return 260;
    default:
      return 420;
  }
}

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
  agents?: ReadonlyMap<Seat, SeatAgent>;
  summarizer?: DaySummarizer;
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

function Table({ session, locale, onLocale, onLeave, agents: agentsProp, summarizer: summarizerProp }: Props) {
  const t = useT();
  // AI players chosen in the lobby (issue 10); the props override them (tests, embedding).
  const ai = useAiPlayers(session, t, locale);
  const tabs: readonly Tab[] = ai.active ? ["log", "claims", "prompt", "ai"] : ["log", "claims", "prompt"];
  const agents = agentsProp ?? ai.agents;
  const summarizer = summarizerProp ?? ai.summarizer;
  const [tick, setTick] = useState(0);
  const [fast, setFast] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>("log");
  // The app's own limit on model calls (429 from /api/ai/chat): say so at the table while it lasts.
  const aiEntries = useSyncExternalStore(ai.log.subscribe, ai.log.entries, ai.log.entries);
  const rateLimited = useMemo(() => {
    const last = [...aiEntries].reverse().find((e) => e.seat !== null);
    return last?.code === "llm_client_rate_limited" ? last : undefined;
  }, [aiEntries]);
  const seatAgents = useMemo(
    () => agents ?? botTable(session.setup.players, session.humanSeat),
    [agents, session],
  );

  const view: GameView = useMemo(() => session.view(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const humanPending = useMemo(() => session.humanPending(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const over = view.outcome !== undefined;
  const digest = useMemo(() => session.game.eventLogDigest(), [session, tick]); // eslint-disable-line react-hooks/exhaustive-deps
  const lines = useMemo(() => logLines(view.events, t), [view, t]);
  const latest = useMemo(() => [...lines].reverse().find((l) => l.seat !== undefined && l.day === view.day), [lines, view.day]);

  // The AI driver (lib/ai/driver.ts): model seats in parallel where the engine allows, bots one at
  // a time with visible pacing, day summaries; "skip ahead" and human moves never resend a model call.
  const driver = useAiDriver(session, seatAgents, summarizer, {
    pace: paceFor,
    onChange: () => {
      try {
        window.localStorage.setItem(SAVE_KEY, session.toSave());
      } catch {
        setRefusal("storage_failed");
      }
      setTick((n) => n + 1);
    },
    onError: (code) => setRefusal(code),
  });
  useEffect(() => {
    driver.setFast(fast);
    if (fast && session.nextAgentAction() === undefined) setFast(false);
  }, [driver, fast, tick, session]);

  const act = useCallback(
    (command: Command) => {
      try {
        session.apply(command);
      } catch (err) {
        setRefusal(errorCode(err));
        return false;
      }
      setRefusal(null);
      try {
        window.localStorage.setItem(SAVE_KEY, session.toSave());
      } catch {
        setRefusal("storage_failed");
      }
      setTick((n) => n + 1);
      // Model calls in flight go on (a move the human made out of turn drops only those it made moot).
      driver.poke();
      return true;
    },
    [session, driver],
  );

  // Seat tokens double as target buttons for single-target actions (the Witch uses the controls).
  const pick = useMemo(() => {
    const p = humanPending[0];
    if (!p || p.targets.length === 0) return undefined;
    const seat = p.seat;
    const make: Record<string, ((target: Seat) => Command) | undefined> = {
      vote: (target) => ({ type: "vote", seat, target }),
      pk_vote: (target) => ({ type: "vote", seat, target }),
      sheriff_vote: (target) => ({ type: "vote", seat, target }),
      pass_badge: (target) => ({ type: "pass_badge", seat, target }),
      guard_protect: (target) => ({ type: "guard_protect", seat, target }),
      wolf_kill: (target) => ({ type: "wolf_kill", seat, target }),
      seer_check: (target) => ({ type: "seer_check", seat, target }),
      hunter_shoot: (target) => ({ type: "hunter_shoot", seat, target }),
    };
    const command = make[p.action];
    return command ? { targets: p.targets, command } : undefined;
  }, [humanPending]);
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
  const waiting = humanPending.length === 0 && aiOwes;
  const turn = over ? "over" : aiOwes ? "ai" : humanPending.length > 0 ? "human" : "idle";

  return (
    <div className={styles.screen} data-theme={night ? "night" : "day"} data-testid="table" data-phase={view.phase.kind} data-day={view.day} data-digest={digest} data-turn={turn}>
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
          <button type="button" className={styles.ghost} onClick={onLeave}>
            {t("web.table.newGame")}
          </button>
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.tableArea} aria-label={t("web.table.seats")}>
          <SeatRing
            view={view}
            speaker={speaker}
            humanSeat={session.humanSeat}
            myVote={myVote}
            thinking={over ? undefined : session.nextAgentAction()?.seat}
            pickable={pick?.targets}
            onPick={pick ? (seat) => act(pick.command(seat)) : undefined}
            pickLabel={pick ? (seat) => t("web.table.pick", { seat: seatLabel(t, seat) }) : undefined}
            center={
              <>
                <span className={styles.centerDay}>{phaseText}</span>
                <span className={styles.centerWho} data-testid="now-speaking">
                  {speaker !== undefined ? t("web.table.speaking", { seat: seatLabel(t, speaker) }) : "\u00a0"}
                </span>
              </>
            }
          />
          <div className={styles.controlsBox}>
            {over ? (
              <EndPanel session={session} view={view} />
            ) : (
              <>
                <div className={styles.pace}>
                  <p className={styles.status} aria-live="polite">
                    {humanPending.length > 0
                      ? t("web.table.yourTurn")
                      : session.humanSeat === null
                        ? t("web.table.watching")
                        : waiting
                          ? t("web.table.waiting")
                          : "\u00a0"}
                  </p>
                  <button
                    type="button"
                    className={styles.skip}
                    onClick={() => setFast(true)}
                    disabled={fast || !aiOwes}
                    aria-pressed={fast}
                  >
                    {t("web.table.skipAhead")}
                  </button>
                </div>
                <AiWaiting driver={driver} />
                <Controls pending={humanPending} view={view} onCommand={act} />
                <ExplodeControl view={view} onCommand={act} />
                <WithdrawControl view={view} onCommand={act} />
                {humanPending.length === 0 && latest && (
                  // The latest words at the table, right under it (on a phone the log is far below).
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
          </div>
          <PrivatePanel view={view} humanSeat={session.humanSeat} />
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
            {tab === "prompt" && <PromptInspector session={session} locale={locale} tick={tick} />}
            {tab === "ai" && <AiLogPanel log={ai.log} />}
          </div>
        </section>
      </div>
    </div>
  );
}
