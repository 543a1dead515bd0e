"use client";
// Seats around the table: alive/dead, revealed roles, who is speaking, who you voted.
import type { GameView, Seat } from "wolfcore";
import type { CSSProperties, ReactNode } from "react";
import { seatLabel } from "@/lib/translate";
import { Icon } from "./Icon";
import { useT } from "./Providers";
import styles from "./SeatRing.module.css";

interface Props {
  view: GameView;
  speaker?: Seat;
  humanSeat: Seat | null;
  /** The human's ballot today: a seat, `null` for an abstention, `undefined` for none yet. */
  myVote?: Seat | null;
  center?: ReactNode;
  /** Replay: seats to show dead instead of the view's state. */
  deadOverride?: ReadonlySet<Seat>;
  highlight?: Seat;
  compact?: boolean;
  /** The AI seat whose move is awaited (a pulse while it "thinks"). */
  thinking?: Seat;
  /** Seats the human may pick right now (the pending action's legal targets), and the pick. */
  pickable?: readonly Seat[];
  /** The seat selected for the pending move (confirmed in the controls). */
  selected?: Seat;
  onPick?: (seat: Seat) => void;
  pickLabel?: (seat: Seat) => string;
}

export function SeatRing(props: Props) {
  const { view, speaker, humanSeat, myVote, center, deadOverride, highlight, compact, thinking, pickable, selected, onPick, pickLabel } =
    props;
  const t = useT();
  const n = view.players.length;
  // R9: the badge all game; during the election, who runs, who withdrew, who is in the PK.
  const election = view.election;
  const running = election && !election.finished ? new Set(election.runners) : undefined;
  const withdrawn = new Set(election && !election.finished ? election.withdrawn : []);
  return (
    <ol className={compact ? `${styles.ring} ${styles.compact}` : styles.ring} data-testid={compact ? "replay-seats" : "seats"}>
      {view.players.map((p) => {
        const alive = deadOverride ? !deadOverride.has(p.seat) : p.alive;
        const states = [
          alive ? t("web.seat.alive") : t("web.seat.dead"),
          p.role ? t(`publicClaims.role.${p.role}`) : null,
          p.seat === humanSeat ? t("web.seat.you") : null,
          p.seat === speaker ? t("web.seat.speaking") : null,
          myVote === p.seat ? t("web.seat.yourVote") : null,
          view.sheriff === p.seat ? t("web.seat.sheriff") : null,
          running?.has(p.seat) ? t(withdrawn.has(p.seat) ? "web.seat.withdrew" : "web.seat.candidate") : null,
        ].filter(Boolean);
        const name = p.name ?? undefined;
        // The seat's angle on the ring: a CSS custom property, the layout itself lives in CSS.
        const place = { "--i": p.seat, "--n": n } as CSSProperties;
        return (
          <li
            key={p.seat}
            className={styles.seat}
            style={place}
            data-alive={alive}
            data-speaking={p.seat === speaker}
            data-you={p.seat === humanSeat}
            data-voted={myVote === p.seat}
            data-highlight={p.seat === highlight}
            data-selected={p.seat === selected}
            data-role={p.role ?? ""}
            data-sheriff={view.sheriff === p.seat}
            data-candidate={running?.has(p.seat) ? (withdrawn.has(p.seat) ? "withdrew" : "running") : "no"}
            data-testid={`seat-${p.seat + 1}`}
            aria-label={`${seatLabel(t, p.seat)}: ${states.join(", ")}`}
          >
            {onPick && pickable?.includes(p.seat) ? (
              <button
                type="button"
                className={`${styles.token} ${styles.pick}`}
                onClick={() => onPick(p.seat)}
                aria-pressed={p.seat === selected}
                aria-label={pickLabel ? pickLabel(p.seat) : seatLabel(t, p.seat)}
              >
                <span className={styles.num}>{p.seat + 1}</span>
              </button>
            ) : (
              <span className={styles.token} data-thinking={p.seat === thinking}>
                <span className={styles.num}>{p.seat + 1}</span>
                {!alive && <span className={styles.cross} aria-hidden="true" />}
              </span>
            )}
            <span className={styles.caption} aria-hidden="true">
              {/* R9: the badge sits in the seat's own caption line, so it never covers a neighbour's label. */}
              {view.sheriff === p.seat && !compact && (
                <span className={styles.badgeInline} data-testid="sheriff-badge" title={t("web.seat.sheriff")}>
                  <Icon name="star" size={12} />
                </span>
              )}
              {p.role ? t(`publicClaims.role.${p.role}`) : p.seat === humanSeat ? t("web.seat.you") : name ? "" : "\u00a0"}
              {name && (
                <span className={styles.name} title={name}>
                  {name}
                </span>
              )}
            </span>
            {view.sheriff === p.seat && compact && (
              <span className={styles.badge} aria-hidden="true" data-testid="sheriff-badge" title={t("web.seat.sheriff")}>
                <Icon name="star" size={10} />
              </span>
            )}
            {running?.has(p.seat) && (
              <span className={styles.candidate} aria-hidden="true" data-withdrew={withdrawn.has(p.seat)}>
                {t(withdrawn.has(p.seat) ? "web.seat.withdrewShort" : "web.seat.candidateShort")}
              </span>
            )}
            {myVote === p.seat && (
              <span className={styles.vote} aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
            )}
          </li>
        );
      })}
      {center && <li className={styles.center} aria-hidden="false">{center}</li>}
    </ol>
  );
}
