// One line of the chat log / replay per event, in the current language. Player speech stays
// raw text here: components render it as text, never as markup.
import type { Alignment, BoardRole, GameEvent, GameEventKind, Seat } from "wolfcore";
import { seatLabel, seatList, type Translate, type TranslateArgs } from "./translate";

export type LineKind =
  | "speech"
  | "last_words"
  | "pk"
  /** R9.3: a sheriff candidate's campaign speech (`campaign_pk` after a tie). */
  | "campaign"
  | "campaign_pk"
  /** R9: the election and the badge (sign-ups, withdrawals, results, direction, hand-overs). */
  | "sheriff"
  | "night"
  | "day"
  | "vote"
  | "death"
  | "secret"
  | "end";

export interface LogLine {
  key: string;
  kind: LineKind;
  day: number;
  /** The speaker, for speech lines. */
  seat?: Seat;
  /** Player-written (untrusted) for speech lines; catalog text otherwise. */
  text: string;
}

function role(t: Translate, r: BoardRole): string {
  return t(`publicClaims.role.${r}`);
}

function alignment(t: Translate, a: Alignment): string {
  return t(`publicClaims.alignment.${a}`);
}

function target(t: Translate, seat: Seat | undefined | null): string {
  return seat === undefined || seat === null ? t("web.events.nobody") : seatLabel(t, seat);
}

/** Ballots as "Seat 3 2 (Seat 1, Seat 5)" entries, most votes first; the sheriff's ballot weighs `weight` (R9.5). */
function tallyParts(
  t: Translate,
  ballots: readonly { voter: Seat; target?: Seat | null }[],
  sheriff?: { seat: Seat; weight: number },
): string[] {
  const s = (seat: Seat) => seatLabel(t, seat);
  const byTarget = new Map<number, { voters: Seat[]; weight: number }>();
  const abstained: Seat[] = [];
  for (const b of ballots) {
    if (b.target === undefined || b.target === null) abstained.push(b.voter);
    else {
      const entry = byTarget.get(b.target) ?? { voters: [], weight: 0 };
      entry.voters.push(b.voter);
      entry.weight += sheriff && sheriff.seat === b.voter ? sheriff.weight : 1;
      byTarget.set(b.target, entry);
    }
  }
  const voterLabel = (v: Seat) => (sheriff && sheriff.seat === v ? t("web.events.sheriffBallot", { seat: s(v), weight: sheriff.weight }) : s(v));
  const parts = [...byTarget.entries()]
    .sort((a, b) => b[1].weight - a[1].weight || a[0] - b[0])
    .map(([tgt, e]) =>
      t("web.events.tallyEntry", {
        target: s(tgt),
        count: e.weight,
        voters: e.voters.length === 0 ? t("game.list.none") : e.voters.map(voterLabel).join(t("game.list.separator")),
      }),
    );
  if (abstained.length) parts.push(t("web.events.tallyAbstain", { voters: seatList(t, abstained) }));
  return parts;
}

/**
 * The line kind of an event rendered generically: this small map, else `secret` for an event
 * only some seats may see (its visibility) and `day` for a public one. Optional for a new event.
 */
const LINE_KIND: Partial<Record<GameEventKind["type"], LineKind>> = {
  night_fell: "night",
  cannot_shoot: "death",
  hunter_shot: "death",
  hunter_held_fire: "death",
  executed: "death",
  self_revealed: "death",
  white_wolf_king_exploded: "death",
  knight_dueled: "death",
  sheriff_withdrew: "sheriff",
  sheriff_direction_chosen: "sheriff",
};

/** Fields of an event that hold a seat whatever their name (`seat`, `target`, `…Seat`). */
const isSeatField = (name: string) => name === "seat" || name === "target" || name.endsWith("Seat");
/** Fields that hold a role: `role` (of `seat`) and `<x>Role` (of the seat in field `<x>`). */
const roleSeatField = (name: string): string | undefined => (name === "role" ? "seat" : name.endsWith("Role") ? name.slice(0, -4) : undefined);

/**
 * Events with a line of their own (tallies, speeches, the Witch's variants, deaths with roles,
 * the election's results). Every other type is rendered by `genericLine`: a new role's event
 * needs only its message `web.events.<type>`, which tests/unit/i18n.test.ts requires.
 */
export const BESPOKE_EVENTS: ReadonlySet<GameEventKind["type"]> = new Set<GameEventKind["type"]>([
  "witch_acted",
  "night_resolved",
  "deaths_announced",
  "last_words",
  "speech",
  "vote_cast",
  "vote_tallied",
  "sheriff_candidates",
  "sheriff_speech",
  "sheriff_vote_cast",
  "sheriff_vote_tallied",
  "sheriff_elected",
  "badge_passed",
  "game_ended",
]);

/**
 * The arguments of an event's message, one per field of the event (its `type` aside), by name:
 * - a seat (`seat`, `target`, `…Seat`) is its label, or "nobody" when empty (`seat` and `target`
 *   are always given);
 * - an array of seats (`wolves`, `seats`, …) is the list of their labels;
 * - a role (`role`, `…Role`) is its name, an `alignment` its word;
 * - a boolean is `"true"` / `"false"`, for an ICU `select` in the message
 *   (`{wolf, select, true {…} other {…}}`), as is any other string (`direction`);
 * - a number is itself; objects are left out.
 * Every field comes from the event as this viewer's view holds it (R6: the engine filtered it).
 */
export function eventArgs(kind: GameEventKind, t: Translate): TranslateArgs {
  const args: TranslateArgs = { seat: target(t, undefined), target: target(t, undefined) };
  for (const [name, value] of Object.entries(kind)) {
    if (name === "type") continue;
    if (isSeatField(name) && (value === undefined || value === null || typeof value === "number")) args[name] = target(t, value);
    else if (roleSeatField(name) !== undefined && typeof value === "string") args[name] = role(t, value as BoardRole);
    else if (name === "alignment" && typeof value === "string") args[name] = alignment(t, value as Alignment);
    else if (Array.isArray(value) && value.every((v) => typeof v === "number")) args[name] = seatList(t, value);
    else if (typeof value === "boolean") args[name] = String(value);
    else if (typeof value === "string" || typeof value === "number") args[name] = value;
  }
  return args;
}

/**
 * The line of an event without a bespoke one: `web.events.<type>` with `eventArgs`. On a public
 * event a role field that is set is a dead seat's role made public (R3.1: `role` of `seat`,
 * `targetRole` of `target`), added as "{seat} was the {role}." after the message.
 */
function genericLine(e: GameEvent, t: Translate): LogLine {
  const k = e.kind;
  const isPublic = e.visibility.scope === "public";
  const parts = [t(`web.events.${k.type}`, eventArgs(k, t))];
  if (isPublic) {
    for (const [name, value] of Object.entries(k)) {
      const of = roleSeatField(name);
      const seat = of === undefined ? undefined : (k as Record<string, unknown>)[of];
      if (typeof value === "string" && typeof seat === "number") {
        parts.push(t("web.events.roleOnDeath", { seat: seatLabel(t, seat), role: role(t, value as BoardRole) }));
      }
    }
  }
  return { key: `e${e.index}`, day: e.day, kind: LINE_KIND[k.type] ?? (isPublic ? "day" : "secret"), text: parts.join(" ") };
}

/** The line for one event, or `null` for events the log does not show (single ballots). */
export function describeEvent(e: GameEvent, t: Translate, withBallots = false): LogLine | null {
  const base = { key: `e${e.index}`, day: e.day };
  const k = e.kind;
  const s = (seat: Seat) => seatLabel(t, seat);
  switch (k.type) {
    case "witch_acted": {
      const text =
        k.save !== undefined
          ? t("web.events.witchSaved", { seat: s(k.seat), target: s(k.save) })
          : k.poison !== undefined
            ? t("web.events.witchPoisoned", { seat: s(k.seat), target: s(k.poison) })
            : t("web.events.witchPassed", { seat: s(k.seat) });
      return { ...base, kind: "secret", text };
    }
    case "night_resolved":
      return {
        ...base,
        kind: "secret",
        text: t("web.events.nightResolved", { night: k.night, seats: seatList(t, k.deaths.map((d) => d.seat)) }),
      };
    case "deaths_announced": {
      const roles = k.roles.map((r) => t("web.events.roleOnDeath", { seat: s(r.seat), role: role(t, r.role) }));
      const head =
        k.seats.length === 0 ? t("web.events.peaceful") : t("web.events.nightDeaths", { seats: seatList(t, k.seats) });
      return { ...base, kind: "death", text: [head, ...roles].join(" ") };
    }
    case "last_words":
      return { ...base, kind: "last_words", seat: k.seat, text: k.text };
    case "speech":
      return { ...base, kind: k.pk ? "pk" : "speech", seat: k.seat, text: k.text };
    case "vote_cast":
      if (!withBallots) return null;
      return {
        ...base,
        kind: "vote",
        text:
          k.target === undefined
            ? t("web.events.abstained", { seat: s(k.seat) })
            : t("web.events.voted", { seat: s(k.seat), target: s(k.target) }),
      };
    case "vote_tallied": {
      const parts = tallyParts(t, k.ballots, k.sheriff);
      const outcome =
        k.outcome.result === "executed"
          ? t("web.events.outcomeExecuted", { seat: s(k.outcome.seat) })
          : k.outcome.result === "tie"
            ? t("web.events.outcomeTie", { seats: seatList(t, k.outcome.seats) })
            : t("web.events.outcomeNoVotes");
      const head = k.round === "pk" ? t("web.events.pkVote") : t("web.events.vote");
      return { ...base, kind: "vote", text: `${head} ${parts.join(t("game.facts.tallySeparator"))} — ${outcome}` };
    }
    case "sheriff_candidates":
      return {
        ...base,
        kind: "sheriff",
        text:
          k.candidates.length === 0
            ? t("web.events.sheriffNoCandidates")
            : t("web.events.sheriffCandidates", { seats: seatList(t, k.candidates), count: k.candidates.length }),
      };
    case "sheriff_speech":
      return { ...base, kind: k.pk ? "campaign_pk" : "campaign", seat: k.seat, text: k.text };
    case "sheriff_vote_cast":
      if (!withBallots) return null;
      return {
        ...base,
        kind: "vote",
        text:
          k.target === undefined || k.target === null
            ? t("web.events.abstained", { seat: s(k.seat) })
            : t("web.events.voted", { seat: s(k.seat), target: s(k.target) }),
      };
    case "sheriff_vote_tallied": {
      const parts = tallyParts(t, k.ballots);
      const outcome =
        k.outcome.result === "elected"
          ? t("web.events.sheriffLeads", { seat: s(k.outcome.seat) })
          : k.outcome.result === "tie"
            ? t("web.events.outcomeTie", { seats: seatList(t, k.outcome.seats) })
            : t("web.events.sheriffNoVotes");
      const head = t(k.pk ? "web.events.sheriffRevote" : "web.events.sheriffVote");
      return { ...base, kind: "sheriff", text: `${head} ${parts.join(t("game.facts.tallySeparator"))} — ${outcome}` };
    }
    case "sheriff_elected":
      return {
        ...base,
        kind: "sheriff",
        text:
          k.seat === undefined || k.seat === null
            ? t(`web.events.noSheriff.${k.how}`)
            : t(k.how === "unopposed" ? "web.events.sheriffUnopposed" : "web.events.sheriffElected", { seat: s(k.seat) }),
      };
    case "badge_passed":
      return {
        ...base,
        kind: "sheriff",
        text:
          k.target === undefined || k.target === null
            ? t("web.events.badgeTorn", { seat: s(k.seat) })
            : t("web.events.badgePassed", { seat: s(k.seat), target: s(k.target) }),
      };
    case "game_ended":
      return { ...base, kind: "end", text: t(`web.end.winner.${k.winner}`) };
    default:
      return genericLine(e, t);
  }
}

/** The chat log of a view: every event it may see, as lines. */
export function logLines(events: readonly GameEvent[], t: Translate, withBallots = false): LogLine[] {
  const out: LogLine[] = [];
  for (const e of events) {
    const line = describeEvent(e, t, withBallots);
    if (line) out.push(line);
  }
  return out;
}
