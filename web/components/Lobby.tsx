"use client";
// The lobby: board size (the engine's presets) or one of the engine's standard boards (R8.3), every board option, the seat, the language and
// an optional seed. It renders without the wasm engine (issue 22): the boards come from data
// generated from the engine (lib/boards.ts); the engine loads while the player chooses, and a
// start before it is ready shows a loading state (`starting`) until the game opens.
import type { BoardRole, LastWordsRule, StandardBoard, WinRule, WitchSelfSave } from "wolfcore";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { PRESET_SIZES, STANDARD, boardChips, boardExtras, presetChips } from "@/lib/boards";
import { errorMessage } from "@/lib/errors";
import { LOCALES, type Locale } from "@/lib/messages";
import {
  MAX_NAME_INPUT,
  MAX_PERSONA_INPUT,
  SHERIFF_WEIGHTS,
  isSeed,
  randomSeed,
  type BotDifficulty,
  type GameSetup,
  type SeatChoice,
  type SheriffVoteWeight,
} from "@/lib/save";
import { LobbyAi, NO_AI, type AiChoice } from "./ai/LobbyAi";
import { DifficultyPicker } from "./DifficultyPicker";
import { useT } from "./Providers";
import styles from "./Lobby.module.css";

/** Value of the board picker for "the preset for this size". */
const PRESET = "preset";

/** Value of the role picker for "deal me any role". */
const ANY_ROLE = "random";

/**
 * R9: whether a standard board starts with the sheriff election ticked. Its `boards()` entry
 * decides when it says (`sheriff`); the entries do not carry that yet, and the standard boards
 * are the ones whose day 1 opens with an election (issue 12), so they default to on.
 */
function recommendsSheriff(board: StandardBoard | undefined): boolean {
  if (!board) return false;
  const says = (board as StandardBoard & { sheriff?: unknown }).sheriff;
  return typeof says === "boolean" ? says : true;
}

interface Props {
  locale: Locale;
  onLocale: (locale: Locale) => void;
  onStart: (setup: GameSetup, lang: Locale) => void;
  startError: string | null;
  /** A start is waiting for the engine to load: the button says so and cannot be pressed again. */
  starting?: boolean;
  recovery?: string;
  /** Shown between the recovery notice and the new-game form (the recent games). */
  extra?: ReactNode;
  onDismissRecovery: () => void;
}

/** `list` with `value` at `i` (padding with empty strings). */
function withAt(list: readonly string[], i: number, value: string): string[] {
  const next = Array.from({ length: Math.max(list.length, i + 1) }, (_, k) => list[k] ?? "");
  next[i] = value;
  return next;
}

export function Lobby({ locale, onLocale, onStart, startError, starting = false, recovery, onDismissRecovery, extra }: Props) {
  const t = useT();
  const id = useId();
  const [players, setPlayers] = useState(9);
  const [winRule, setWinRule] = useState<WinRule>("parity");
  const [witchSelfSave, setWitchSelfSave] = useState<WitchSelfSave>("always");
  const [revealRoleOnDeath, setReveal] = useState(false);
  const [lastWords, setLastWords] = useState<LastWordsRule>("executedAndFirstNight");
  const [seat, setSeat] = useState<string>("random");
  const [seed, setSeed] = useState("");
  const [seedError, setSeedError] = useState(false);
  const [ai, setAi] = useState<AiChoice>(NO_AI);
  const [sheriff, setSheriff] = useState(false);
  const [sheriffWeight, setSheriffWeight] = useState<SheriffVoteWeight>(1.5);
  const [witchSelfPoison, setWitchSelfPoison] = useState(true);
  const [preferred, setPreferred] = useState<string>(ANY_ROLE);
  const [names, setNames] = useState<string[]>([]);
  const [personas, setPersonas] = useState<string[]>([]);
  const [difficulty, setDifficulty] = useState<BotDifficulty>("normal");
  // The engine's standard boards (R8.3); "preset" = the size preset above.
  const standard = STANDARD;
  const [boardId, setBoardId] = useState<string>(PRESET);
  const chosen = standard.find((b) => b.id === boardId);
  const board = useMemo(() => (chosen ? boardChips(chosen.counts) : presetChips(players)), [chosen, players]);

  function chooseBoard(value: string) {
    const next = standard.find((b) => b.id === value);
    setBoardId(next ? next.id : PRESET);
    if (!next) {
      setSheriff(false);
      return;
    }
    setPlayers(next.players);
    setWinRule(next.winRule);
    setSheriff(recommendsSheriff(next));
    if (seat !== "random" && seat !== "watch" && Number(seat) >= next.players) setSeat("random");
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (starting) return;
    const trimmed = seed.trim();
    if (trimmed !== "" && !isSeed(trimmed)) {
      setSeedError(true);
      return;
    }
    setSeedError(false);
    const seatChoice: SeatChoice = seat === "random" ? "random" : seat === "watch" ? "watch" : "seat";
    const humanSeat =
      seatChoice === "watch"
        ? null
        : seatChoice === "random"
          ? crypto.getRandomValues(new Uint32Array(1))[0]! % players
          : Math.min(Number(seat), players - 1);
    // R10.2: names only when the player typed some; an empty field gets a plain default name.
    const typed = Array.from({ length: players }, (_, i) => (names[i] ?? "").trim());
    const seatNames = typed.some((n) => n !== "")
      ? typed.map((n, i) => n || t("web.lobby.defaultName", { seat: i + 1 }))
      : undefined;
    const seatPersonas = Array.from({ length: players }, (_, i) => (i === humanSeat ? "" : (personas[i] ?? "").trim()));
    const roleOnBoard = board.some(([r]) => r === preferred);
    onStart(
      {
        players,
        ...(chosen ? { boardId: chosen.id, roles: [...chosen.roles] } : {}),
        winRule,
        witchSelfSave,
        revealRoleOnDeath,
        lastWords,
        seed: trimmed === "" ? randomSeed() : trimmed,
        seatChoice,
        humanSeat,
        ...(ai.configured
          ? { modelSeats: ai.modelSeats.filter((s) => s < players && s !== humanSeat), modelSummary: ai.modelSummary }
          : {}),
        ...(sheriff ? { sheriff: true } : {}),
        // R9.5: the engine's default weight (1.5) is left out, so such a game and its save stay as before.
        ...(sheriff && sheriffWeight !== 1.5 ? { sheriffVoteWeight: sheriffWeight } : {}),
        ...(witchSelfPoison ? {} : { witchSelfPoison: false }),
        ...(humanSeat !== null && preferred !== ANY_ROLE && roleOnBoard ? { preferredRole: preferred as BoardRole } : {}),
        ...(seatNames ? { seatNames } : {}),
        ...(ai.configured && seatPersonas.some((p) => p !== "") ? { personas: seatPersonas } : {}),
        ...(difficulty !== "normal" ? { botDifficulty: difficulty } : {}),
      },
      locale,
    );
  }

  return (
    <main className={styles.lobby} data-theme="night">
      <div className={styles.hero}>
        <p className={styles.moon} aria-hidden="true" />
        <h1 className={styles.title}>{t("web.app.title")}</h1>
        <p className={styles.tagline}>{t("web.lobby.tagline")}</p>
      </div>

      {recovery && (
        <div role="alert" className={styles.recovery} data-testid="recovery">
          <p>
            <strong>{t("web.lobby.recoveryTitle")}</strong> {errorMessage(t, recovery)}
          </p>
          <button type="button" className={styles.secondary} onClick={onDismissRecovery}>
            {t("web.lobby.recoveryNewGame")}
          </button>
        </div>
      )}

      {extra}

      <form className={styles.card} onSubmit={submit} aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className={styles.cardTitle}>
          {t("web.lobby.newGame")}
        </h2>

        <fieldset className={styles.field}>
          <legend>{t("web.lobby.language")}</legend>
          <div className={styles.segmented}>
            {LOCALES.map((l) => (
              <label key={l} className={styles.segment}>
                <input type="radio" name="lang" value={l} checked={locale === l} onChange={() => onLocale(l)} />
                <span>{t(`web.lang.${l}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <label htmlFor={`${id}-board`}>{t("web.lobby.board")}</label>
          <select id={`${id}-board`} value={boardId} onChange={(e) => chooseBoard(e.target.value)} data-testid="board-picker">
            <option value={PRESET}>{t("web.lobby.boardPreset")}</option>
            {standard.map((b) => (
              <option key={b.id} value={b.id}>
                {t("web.lobby.boardStandard", {
                  count: b.players,
                  wolves: b.wolves,
                  extras: boardExtras(b)
                    .map((r) => t(`publicClaims.role.${r}`))
                    .join(" + "),
                })}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-players`}>{t("web.lobby.players")}</label>
          <select
            id={`${id}-players`}
            value={players}
            disabled={chosen !== undefined}
            onChange={(e) => {
              const n = Number(e.target.value);
              setPlayers(n);
              if (seat !== "random" && seat !== "watch" && Number(seat) >= n) setSeat("random");
            }}
          >
            {PRESET_SIZES.map((n) => (
              <option key={n} value={n}>
                {t("web.lobby.playersOption", { count: n })}
              </option>
            ))}
          </select>
          <p className={styles.board} data-testid="board">
            {board.map(([role, count]) => (
              <span key={role} className={styles.roleChip} data-role={role}>
                {t("web.lobby.roleCount", { role: t(`publicClaims.role.${role}`), count })}
              </span>
            ))}
          </p>
        </div>

        <div className={styles.field}>
          <label htmlFor={`${id}-seat`}>{t("web.lobby.seat")}</label>
          <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(e.target.value)}>
            <option value="random">{t("web.lobby.seatRandom")}</option>
            <option value="watch">{t("web.lobby.seatWatch")}</option>
            {Array.from({ length: players }, (_, i) => (
              <option key={i} value={String(i)}>
                {t("publicClaims.seat", { seat: i + 1 })}
              </option>
            ))}
          </select>
        </div>

        {seat !== "watch" && (
          <div className={styles.field}>
            <label htmlFor={`${id}-role`}>{t("web.lobby.preferredRole")}</label>
            <select id={`${id}-role`} value={preferred} onChange={(e) => setPreferred(e.target.value)} data-testid="preferred-role">
              <option value={ANY_ROLE}>{t("web.lobby.preferredRandom")}</option>
              {board.map(([role]) => (
                <option key={role} value={role}>
                  {t(`publicClaims.role.${role}`)}
                </option>
              ))}
            </select>
          </div>
        )}

        <DifficultyPicker value={difficulty} onChange={setDifficulty} />

        <label className={styles.check}>
          <input type="checkbox" checked={sheriff} onChange={(e) => setSheriff(e.target.checked)} data-testid="sheriff-toggle" />
          <span>
            {t("web.lobby.sheriff")}
            <small className={styles.hint}>{t("web.lobby.sheriffHint", { weight: sheriffWeight })}</small>
          </span>
        </label>
        {sheriff && (
          <div className={styles.field}>
            <label htmlFor={`${id}-sheriff-weight`}>{t("web.lobby.sheriffWeight")}</label>
            <select
              id={`${id}-sheriff-weight`}
              value={String(sheriffWeight)}
              onChange={(e) => setSheriffWeight(Number(e.target.value) as SheriffVoteWeight)}
            >
              {SHERIFF_WEIGHTS.map((w) => (
                <option key={w} value={String(w)}>
                  {t(w === 1.5 ? "web.lobby.sheriffWeightStandard" : "web.lobby.sheriffWeightOption", { weight: w })}
                </option>
              ))}
            </select>
          </div>
        )}

        <LobbyAi players={players} value={ai} onChange={setAi} sheriff={sheriff} locale={locale} />

        <details className={styles.rules} data-testid="names">
          <summary>{t("web.lobby.names")}</summary>
          <p className={styles.note}>{t(ai.configured ? "web.lobby.namesNoteAi" : "web.lobby.namesNote")}</p>
          <ol className={styles.names}>
            {Array.from({ length: players }, (_, i) => (
              <li key={i} className={styles.nameRow}>
                <label htmlFor={`${id}-name-${i}`} className={styles.nameSeat}>
                  {t("publicClaims.seat", { seat: i + 1 })}
                </label>
                <input
                  id={`${id}-name-${i}`}
                  autoComplete="off"
                  maxLength={MAX_NAME_INPUT}
                  placeholder={t("web.lobby.defaultName", { seat: i + 1 })}
                  value={names[i] ?? ""}
                  onChange={(e) => setNames((old) => withAt(old, i, e.target.value))}
                />
                {ai.configured && (
                  <input
                    aria-label={t("web.lobby.personaFor", { seat: i + 1 })}
                    className={styles.persona}
                    autoComplete="off"
                    maxLength={MAX_PERSONA_INPUT}
                    placeholder={t("web.lobby.personaPlaceholder")}
                    value={personas[i] ?? ""}
                    onChange={(e) => setPersonas((old) => withAt(old, i, e.target.value))}
                  />
                )}
              </li>
            ))}
          </ol>
        </details>

        <details className={styles.rules}>
          <summary>{t("web.lobby.rules")}</summary>
          <div className={styles.field}>
            <label htmlFor={`${id}-win`}>{t("web.lobby.winRule")}</label>
            <select id={`${id}-win`} value={winRule} onChange={(e) => setWinRule(e.target.value as WinRule)}>
              <option value="parity">{t("web.lobby.winParity")}</option>
              <option value="sideKill">{t("web.lobby.winSideKill")}</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-witch`}>{t("web.lobby.witchSelfSave")}</label>
            <select
              id={`${id}-witch`}
              value={witchSelfSave}
              onChange={(e) => setWitchSelfSave(e.target.value as WitchSelfSave)}
            >
              <option value="always">{t("web.lobby.selfSaveAlways")}</option>
              <option value="firstNightOnly">{t("web.lobby.selfSaveFirstNight")}</option>
              <option value="never">{t("web.lobby.selfSaveNever")}</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-lw`}>{t("web.lobby.lastWords")}</label>
            <select id={`${id}-lw`} value={lastWords} onChange={(e) => setLastWords(e.target.value as LastWordsRule)}>
              <option value="executedAndFirstNight">{t("web.lobby.lastWordsFirstNight")}</option>
              <option value="executedOnly">{t("web.lobby.lastWordsExecuted")}</option>
            </select>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={witchSelfPoison}
              onChange={(e) => setWitchSelfPoison(e.target.checked)}
              data-testid="witch-self-poison"
            />
            <span>{t("web.lobby.witchSelfPoison")}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={revealRoleOnDeath} onChange={(e) => setReveal(e.target.checked)} />
            <span>{t("web.lobby.revealRole")}</span>
          </label>
          <div className={styles.field}>
            <label htmlFor={`${id}-seed`}>{t("web.lobby.seed")}</label>
            <input
              id={`${id}-seed`}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("web.lobby.seedPlaceholder")}
              value={seed}
              aria-invalid={seedError}
              aria-describedby={seedError ? `${id}-seed-err` : undefined}
              onChange={(e) => setSeed(e.target.value)}
            />
            {seedError && (
              <p id={`${id}-seed-err`} role="alert" className={styles.error}>
                {t("web.lobby.seedInvalid")}
              </p>
            )}
          </div>
        </details>

        {startError && (
          <p role="alert" className={styles.error}>
            {errorMessage(t, startError)}
          </p>
        )}
        <button type="submit" className={styles.primary} aria-disabled={starting} aria-busy={starting} data-testid="start">
          {t("web.lobby.start")}
        </button>
        {starting && (
          <p role="status" className={styles.note} data-testid="engine-loading">
            {t("web.lobby.engineLoading")}
          </p>
        )}
      </form>
    </main>
  );
}
