"use client";
// Exactly what the engine says the human must do now (`pending()`), with only the legal targets.
// Every irreversible move is deliberate: a first click (or a tap on the ring, or Enter on a
// focused button) selects, the "Confirm" button makes the move, Escape or "Change" clears the
// selection. Speeches are typed and sent, which is deliberate already.
import type { Command, GameView, PendingAction } from "wolfcore";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { moveKey, moveOptions, moveTestId, type MoveOption } from "@/lib/moves";
import { seatLabel } from "@/lib/translate";
import { Dictation } from "./Dictation";
import { useT } from "./Providers";
import styles from "./Controls.module.css";

/**
 * A chosen move: the options (a group of toggle buttons), then the confirm row. The selection
 * may live outside (the table shares it with the ring) or inside (`selected` left undefined).
 */
export function ChoiceBox(props: {
  prompt: ReactNode;
  promptId: string;
  options: readonly MoveOption[];
  selected?: string | null;
  onSelect?: (key: string | null) => void;
  onConfirm: (option: MoveOption) => boolean;
  testId?: string;
  children?: ReactNode;
  /**
   * Show the confirm row only once something is chosen: for a move the seat may make but nobody
   * waits for (out of turn), a standing "select first" button beside its own speech box is noise.
   */
  confirmOnceChosen?: boolean;
}) {
  const t = useT();
  const [own, setOwn] = useState<string | null>(null);
  const selected = props.selected !== undefined ? props.selected : own;
  const select = props.onSelect ?? setOwn;
  const chosen = props.options.find((o) => o.key === selected);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasChosen = useRef(false);
  // Keyboard: once something is chosen, Confirm takes the focus (Enter confirms, Escape clears).
  useEffect(() => {
    if (chosen && !wasChosen.current) confirmRef.current?.focus({ preventScroll: false });
    wasChosen.current = chosen !== undefined;
  }, [chosen]);
  return (
    <div
      className={styles.box}
      data-testid={props.testId}
      onKeyDown={(e) => {
        if (e.key === "Escape" && chosen) {
          e.preventDefault();
          select(null);
        }
      }}
    >
      {props.prompt}
      {props.children}
      <div className={styles.targets} role="group" aria-labelledby={props.promptId}>
        {props.options.map((o) => (
          <button
            key={o.key}
            type="button"
            className={styles[o.tone]}
            aria-pressed={o.key === selected}
            data-selected={o.key === selected}
            onClick={() => select(o.key === selected ? null : o.key)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {(chosen || !props.confirmOnceChosen) && (
        <div className={styles.confirmRow} data-chosen={chosen !== undefined}>
          <button
            ref={confirmRef}
            type="button"
            className={styles.confirm}
            data-testid="confirm-move"
            disabled={!chosen}
            onClick={() => {
              if (chosen && props.onConfirm(chosen)) select(null);
            }}
          >
            {chosen ? t("web.controls.confirmChoice", { choice: chosen.confirm }) : t("web.controls.chooseFirst")}
          </button>
          {chosen && (
            <button type="button" className={styles.change} onClick={() => select(null)}>
              {t("web.controls.change")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface Props {
  pending: readonly PendingAction[];
  view: GameView;
  onCommand: (command: Command) => boolean;
  /** The selected option (shared with the ring), and its setter. */
  selected: string | null;
  onSelect: (key: string | null) => void;
  /** Voice input for speeches (where the browser has speech recognition). */
  lang: string;
}

export function Controls({ pending, view, onCommand, selected, onSelect, lang }: Props) {
  const first = pending[0];
  if (!first) return null;
  return (
    <Action
      key={moveKey(first, view)}
      action={first}
      view={view}
      onCommand={onCommand}
      selected={selected}
      onSelect={onSelect}
      lang={lang}
    />
  );
}

function Action({ action, view, onCommand, selected, onSelect, lang }: { action: PendingAction } & Omit<Props, "pending">) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const seat = action.seat;

  // The sheriff's PK round has words of its own (`pkPrompt`).
  const pk = (view.phase.kind === "sheriff_speech" || view.phase.kind === "sheriff_vote") && view.phase.pk;
  const promptKey = pk && (action.action === "sheriff_speak" || action.action === "sheriff_vote") ? "pkPrompt" : "prompt";
  const prompt = (
    <p id={`${id}-prompt`} className={styles.prompt}>
      {t(`web.moves.${action.action}.${promptKey}`)}
    </p>
  );

  const options = moveOptions(action, view, t);
  if (options) {
    return (
      <ChoiceBox
        testId={moveTestId(action.action)}
        prompt={prompt}
        promptId={`${id}-prompt`}
        options={options}
        selected={selected}
        onSelect={onSelect}
        onConfirm={(o) => onCommand(o.command)}
      >
        {action.action === "witch_act" && (
          <p className={styles.info}>
            {action.saveTarget !== undefined
              ? t("web.controls.witchTold", { seat: seatLabel(t, action.saveTarget) })
              : t("web.controls.witchNoSave")}
          </p>
        )}
      </ChoiceBox>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const command: Command = action.action === "last_words" ? { type: "last_words", seat, text } : { type: "speak", seat, text };
    if (onCommand(command)) setText("");
  };
  return (
    <form className={styles.box} onSubmit={submit}>
      {prompt}
      <label htmlFor={`${id}-text`} className={styles.visuallyHidden}>
        {t("web.controls.speechLabel")}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.text}
        rows={3}
        value={text}
        placeholder={t("web.controls.speechPlaceholder")}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={!action.canSkip && text.trim() === ""}>
          {t("web.controls.send")}
        </button>
        <Dictation lang={lang} onText={(said) => setText((old) => (old.trim() ? `${old.trimEnd()} ${said}` : said))} />
        <span className={styles.hint}>{t("web.controls.sendHint")}</span>
      </div>
    </form>
  );
}
