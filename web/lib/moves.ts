// The choices of a move that is chosen rather than typed — awaited (`pending()`) or out of turn
// (`view.moves`) — each with the label of its button, what its confirm button says, and the
// command it sends: only the engine's legal targets, so the table offers nothing the engine would
// refuse. Most kinds are generic (`genericOptions`, worded by `web.moves.<kind>`); a few have
// options of their own (`BESPOKE_MOVES`). Pure (unit-tested against the engine: every option's
// command is accepted).
import { actionCommands } from "wolfcore";
import type { ActionKind, Command, CommandType, GameView, LegalMove, PendingAction, Seat } from "wolfcore";
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

/**
 * Kinds with a control of their own, for moves every board has: the speeches (a text box), the
 * Witch (save or poison), the sheriff's sign-up (run or not), direction and badge. Every other
 * kind — pick a seat (or none) and confirm, or press one button — is generic (`genericOptions`):
 * a new role's move needs only its words, `web.moves.<kind>.prompt` / `.verb` (and `.skip` /
 * `.skipVerb` when it may be skipped), which tests/unit/i18n.test.ts requires for every kind.
 */
export const BESPOKE_MOVES: ReadonlySet<ActionKind> = new Set<ActionKind>([
  "speak",
  "pk_speak",
  "sheriff_speak",
  "last_words",
  "witch_act",
  "sheriff_run",
  "sheriff_direction",
  "pass_badge",
]);

/** The engine's table of which command answers each kind of move (read once, on the table). */
let commands: Record<ActionKind, CommandType> | null = null;

/**
 * The command type that answers a kind of move (R5.1): the engine's own table
 * (`actionCommands()`, its `ActionKind::command`) — `pk_speak` and `sheriff_speak` are answered
 * with `speak`, the ballots with `vote`, every other kind with the command of its name — so no
 * rule is restated here (issue 17).
 */
export function commandType(kind: ActionKind): CommandType {
  commands ??= actionCommands();
  return commands[kind];
}

/** Style overrides of out-of-turn moves (default `danger`: they cannot be undone); optional. */
const OUT_OF_TURN_TONE: Partial<Record<ActionKind, MoveOption["tone"]>> = { sheriff_withdraw: "skip" };

/** The `data-testid` of a move's control: its kind with dashes (`knight_duel` → `knight-duel`). */
export const moveTestId = (kind: ActionKind): string => kind.replaceAll("_", "-");

/**
 * The options of a generic move, words from `web.moves.<kind>`: with targets, one per legal
 * target (`verb` with `{seat}`) and, when the engine allows none, the `skip` option (default
 * `web.controls.nobody`, confirmed as `skipVerb`, default the same); without targets and without
 * a skip, one button (`verb`). A move the engine waits for labels its targets by seat (the ring
 * selects them too) and confirms with the verb; an out-of-turn move labels each with its verb.
 * The command is `{ type: commandType(kind), seat, target }` (`target: null` for none).
 */
export function genericOptions(move: PendingAction | LegalMove, t: Translate): MoveOption[] {
  const { seat, action: kind } = move;
  const type = commandType(kind);
  const words = `web.moves.${kind}`;
  const outOfTurn = "awaited" in move && !move.awaited;
  const tone = outOfTurn ? (OUT_OF_TURN_TONE[kind] ?? "danger") : "target";
  const make = (target: Seat | null) => (target === null && !move.canSkip ? { type, seat } : { type, seat, target }) as Command;
  const options: MoveOption[] = move.targets.map((target) => {
    const verb = t(`${words}.verb`, { seat: seatLabel(t, target) });
    return { key: seatKey(target), label: outOfTurn ? verb : seatLabel(t, target), confirm: verb, tone, command: make(target) };
  });
  if (move.canSkip) {
    const label = t.has(`${words}.skip`) ? t(`${words}.skip`) : t("web.controls.nobody");
    const confirm = t.has(`${words}.skipVerb`) ? t(`${words}.skipVerb`) : label;
    options.push({ key: "skip", label, confirm, tone: "skip", command: make(null) });
  } else if (options.length === 0) {
    const label = t(`${words}.verb`);
    options.push({ key: kind, label, confirm: label, tone: outOfTurn ? tone : "primary", command: make(null) });
  }
  return options;
}

/**
 * The options of a move that is chosen (not typed); `null` for speeches. Generic kinds through
 * `genericOptions`; the bespoke ones (`BESPOKE_MOVES`) below.
 */
export function moveOptions(action: PendingAction | LegalMove, view: GameView, t: Translate): MoveOption[] | null {
  if (!BESPOKE_MOVES.has(action.action)) return genericOptions(action, t);
  const seat = action.seat;
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

