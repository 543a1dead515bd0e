// What the table offers for the R8 roles, decided from the human's own view.
import type { BoardRole, GameView } from "wolfcore";

/** R3 `self_reveal` is open to every wolf, the White Wolf King included (R8.2). */
export function isWolfRole(role: BoardRole | undefined): boolean {
  return role === "Werewolf" || role === "WhiteWolfKing";
}

/**
 * R8.2: a living White Wolf King may explode during any day or PK speech (not only his own) and
 * take one other living player. The table offers it at those moments; the engine decides, and a
 * refusal is shown as its translated code.
 */
export function canExplode(view: GameView): boolean {
  const you = view.you;
  return (
    view.outcome === undefined &&
    you !== undefined &&
    you.role === "WhiteWolfKing" &&
    you.alive &&
    (view.phase.kind === "day_speech" || view.phase.kind === "pk_speech")
  );
}

/** The seats the King may take: every other living player (R8.2). */
export function explodeTargets(view: GameView): number[] {
  const you = view.you;
  if (!you) return [];
  return view.players.filter((p) => p.alive && p.seat !== you.seat).map((p) => p.seat);
}

/** R9.3: a living candidate still standing may withdraw while the campaign speeches last. */
export function canWithdraw(view: GameView): boolean {
  const you = view.you;
  const election = view.election;
  if (view.outcome !== undefined || !you || !you.alive || !election || election.finished) return false;
  if (view.phase.kind !== "sheriff_speech") return false;
  const pool = election.pk.length > 0 ? election.pk : election.runners;
  return pool.includes(you.seat) && !election.withdrawn.includes(you.seat);
}

/**
 * R9.6: who speaks first in `direction` from the sheriff: the next living seat that way (the
 * sheriff speaks last). Shown on the buttons so "clockwise" means something at the table.
 */
export function firstSpeaker(view: GameView, sheriff: number, direction: "clockwise" | "counterclockwise"): number {
  const n = view.players.length;
  const step = direction === "clockwise" ? 1 : n - 1;
  for (let k = 1, s = (sheriff + step) % n; k < n; k++, s = (s + step) % n) {
    if (view.players[s]?.alive) return s;
  }
  return sheriff;
}
