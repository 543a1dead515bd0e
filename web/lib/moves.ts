// The choices of a pending move that is chosen rather than typed, each with the label of its
// button, what its confirm button says, and the command it sends — only the engine's legal
// targets (`pending()`), so the table offers nothing the engine would refuse. Pure (unit-tested
// against the engine: every option's command is accepted).
import type { Command, GameView, PendingAction } from "wolfcore";
import { moveOf } from "./roles";
import { seatLabel, type Translate } from "./translate";

/** One choice of a move: its button, what the confirm button says, and the command it sends. */
export interface MoveOption {
  /** `seat:N` for a seat (the ring selects these), otherwise a word (`skip`, `save`, `tear`, …). */
  key: string;
  label: string;
  /** "Check Seat 2", "Abstain", …: what confirming does. */
  confirm: string;
  tone: "target" | "skip" | "danger" | "save" | "poison" | "primary";
  command: Command;
}

export const seatKey = (seat: number) => `seat:${seat}`;

/**
 * The identity of one pending move: the same move in the same phase with the same choices keeps
 * its key while other seats act (a pack mate's proposal, a speech), so a selection survives them;
 * a new phase, day or set of choices is a new move that starts with nothing selected.
 */
export function moveKey(action: PendingAction | undefined, view: GameView): string {
  if (!action) return "";
  return [action.action, view.day, JSON.stringify(view.phase), action.targets.join(","), action.canSkip, action.saveTarget ?? ""].join("|");
}

/** The options of a pending move that is chosen (not typed); `null` for speeches. */
export function moveOptions(action: PendingAction, view: GameView, t: Translate): MoveOption[] | null {
  const seat = action.seat;
  const targets = (
    verb: string,
    make: (target: number | null) => Command,
    skip?: { label: string; confirm: string },
  ): MoveOption[] => [
    ...action.targets.map((target) => ({
      key: seatKey(target),
      label: seatLabel(t, target),
      confirm: t(`web.controls.verb.${verb}`, { seat: seatLabel(t, target) }),
      tone: "target" as const,
      command: make(target),
    })),
    ...(action.canSkip && skip ? [{ key: "skip", label: skip.label, confirm: skip.confirm, tone: "skip" as const, command: make(null) }] : []),
  ];
  switch (action.action) {
    case "sheriff_run":
      return [
        { key: "run", label: t("web.controls.run"), confirm: t("web.controls.run"), tone: "primary", command: { type: "sheriff_run", seat, run: true } },
        { key: "norun", label: t("web.controls.dontRun"), confirm: t("web.controls.dontRun"), tone: "skip", command: { type: "sheriff_run", seat, run: false } },
      ];
    case "sheriff_direction":
      return (["clockwise", "counterclockwise"] as const).map((direction) => {
        // R9.6: who then speaks first is the engine's answer (the move's `firstSpeakers`).
        const first = moveOf(view, "sheriff_direction")?.firstSpeakers?.[direction] ?? seat;
        const label = t(`web.controls.direction.${direction}`, { first: seatLabel(t, first) });
        return { key: direction, label, confirm: label, tone: "target" as const, command: { type: "sheriff_direction", seat, direction } };
      });
    case "pass_badge":
      return [
        ...action.targets.map((target) => ({
          key: seatKey(target),
          label: t("web.controls.passBadgeTo", { seat: seatLabel(t, target) }),
          confirm: t("web.controls.passBadgeTo", { seat: seatLabel(t, target) }),
          tone: "target" as const,
          command: { type: "pass_badge", seat, target } as Command,
        })),
        { key: "tear", label: t("web.controls.tearBadge"), confirm: t("web.controls.tearBadge"), tone: "danger", command: { type: "pass_badge", seat, target: null } },
      ];
    case "vote":
    case "pk_vote":
    case "sheriff_vote": {
      const abstain = t("web.controls.abstain");
      return targets("vote", (target) => ({ type: "vote", seat, target }), { label: abstain, confirm: abstain });
    }
    case "guard_protect":
      return targets("guard_protect", (target) => ({ type: "guard_protect", seat, target }), {
        label: t("web.controls.nobody"),
        confirm: t("web.controls.verb.guardNobody"),
      });
    case "wolf_kill":
      return targets("wolf_kill", (target) => ({ type: "wolf_kill", seat, target }), {
        label: t("web.controls.nobody"),
        confirm: t("web.controls.verb.killNobody"),
      });
    case "seer_check":
      return targets("seer_check", (target) => ({ type: "seer_check", seat, target: target ?? 0 }));
    case "hunter_shoot": {
      const hold = t("web.controls.holdFire");
      return targets("hunter_shoot", (target) => ({ type: "hunter_shoot", seat, target }), { label: hold, confirm: hold });
    }
    case "witch_act": {
      const out: MoveOption[] = [];
      if (action.saveTarget !== undefined) {
        const label = t("web.controls.save", { seat: seatLabel(t, action.saveTarget) });
        out.push({ key: "save", label, confirm: label, tone: "save", command: { type: "witch_act", seat, save: true } });
      }
      for (const target of action.targets) {
        const label = t("web.controls.poison", { seat: seatLabel(t, target) });
        out.push({ key: `poison:${target}`, label, confirm: label, tone: "poison", command: { type: "witch_act", seat, poison: target } });
      }
      const pass = t("web.controls.pass");
      out.push({ key: "pass", label: pass, confirm: pass, tone: "skip", command: { type: "witch_act", seat } });
      return out;
    }
    default:
      return null;
  }
}

