"use client";
// "Leave this game?": asked before a seated player abandons a game in progress. Leaving loses
// nothing (the game stays in the recent games, restorable), but it should never happen by a slip.
import { useEffect, useId, useRef } from "react";
import { useT } from "./Providers";
import styles from "./LeaveDialog.module.css";

export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      data-testid="leave-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <h2 id={`${id}-t`} className={styles.title}>
        {t("web.leave.title")}
      </h2>
      <p id={`${id}-d`} className={styles.text}>
        {t("web.leave.text")}
      </p>
      <div className={styles.row}>
        {/* The safe choice first, focused. */}
        <button type="button" className={styles.stay} onClick={onStay} autoFocus>
          {t("web.leave.stay")}
        </button>
        <button type="button" className={styles.leave} onClick={onLeave}>
          {t("web.leave.leave")}
        </button>
      </div>
    </dialog>
  );
}
