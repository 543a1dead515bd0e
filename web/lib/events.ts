// One line of the chat log / replay per event, in the current language. Player speech stays
// raw text here: components render it as text, never as markup.
import type { Alignment, BoardRole, GameEvent, Seat } from "wolfcore";
import { seatLabel, seatList, type Translate } from "./translate";

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

/** The line for one event, or `null` for events the log does not show (single ballots). */
export function describeEvent(e: GameEvent, t: Translate, withBallots = false): LogLine | null {
  const base = { key: `e${e.index}`, day: e.day };
  const k = e.kind;
  const s = (seat: Seat) => seatLabel(t, seat);
  switch (k.type) {
    case "game_started":
      return { ...base, kind: "day", text: t("web.events.started", { players: k.players }) };
    case "role_dealt":
      return { ...base, kind: "secret", text: t("web.events.roleDealt", { seat: s(k.seat), role: role(t, k.role) }) };
    case "wolf_team":
      return { ...base, kind: "secret", text: t("web.events.wolfTeam", { seats: seatList(t, k.wolves) }) };
    case "night_fell":
      return { ...base, kind: "night", text: t("web.events.nightFell", { night: k.night }) };
    case "guard_protected":
      return { ...base, kind: "secret", text: t("web.events.guarded", { seat: s(k.seat), target: target(t, k.target) }) };
    case "wolf_voted":
      return { ...base, kind: "secret", text: t("web.events.wolfVoted", { seat: s(k.seat), target: target(t, k.target) }) };
    case "wolves_chose":
      return { ...base, kind: "secret", text: t("web.events.wolvesChose", { target: target(t, k.target) }) };
    case "witch_told":
      return { ...base, kind: "secret", text: t("web.events.witchTold", { target: target(t, k.target) }) };
    case "witch_acted": {
      const text =
        k.save !== undefined
          ? t("web.events.witchSaved", { seat: s(k.seat), target: s(k.save) })
          : k.poison !== undefined
            ? t("web.events.witchPoisoned", { seat: s(k.seat), target: s(k.poison) })
            : t("web.events.witchPassed", { seat: s(k.seat) });
      return { ...base, kind: "secret", text };
    }
    case "seer_result":
      return {
        ...base,
        kind: "secret",
        text: t("web.events.seerResult", { seat: s(k.seat), target: s(k.target), alignment: alignment(t, k.alignment) }),
      };
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
    case "cannot_shoot":
      return { ...base, kind: "death", text: t("web.events.cannotShoot", { seat: s(k.seat) }) };
    case "hunter_shot":
      return { ...base, kind: "death", text: t("web.events.hunterShot", { seat: s(k.seat), target: s(k.target) }) };
    case "hunter_held_fire":
      return { ...base, kind: "death", text: t("web.events.heldFire", { seat: s(k.seat) }) };
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
    case "sheriff_run_declared":
      return { ...base, kind: "secret", text: t(k.run ? "web.events.sheriffRuns" : "web.events.sheriffStaysOut", { seat: s(k.seat) }) };
    case "sheriff_candidates":
      return {
        ...base,
        kind: "sheriff",
        text:
          k.candidates.length === 0
            ? t("web.events.sheriffNoCandidates")
            : t("web.events.sheriffCandidates", { seats: seatList(t, k.candidates), count: k.candidates.length }),
      };
    case "sheriff_withdrew":
      return { ...base, kind: "sheriff", text: t("web.events.sheriffWithdrew", { seat: s(k.seat) }) };
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
    case "sheriff_direction_chosen":
      return { ...base, kind: "sheriff", text: t(`web.events.direction.${k.direction}`, { seat: s(k.seat) }) };
    case "badge_passed":
      return {
        ...base,
        kind: "sheriff",
        text:
          k.target === undefined || k.target === null
            ? t("web.events.badgeTorn", { seat: s(k.seat) })
            : t("web.events.badgePassed", { seat: s(k.seat), target: s(k.target) }),
      };
    case "executed":
      return {
        ...base,
        kind: "death",
        text:
          k.role === undefined
            ? t("web.events.executed", { seat: s(k.seat) })
            : `${t("web.events.executed", { seat: s(k.seat) })} ${t("web.events.roleOnDeath", { seat: s(k.seat), role: role(t, k.role) })}`,
      };
    case "self_revealed":
      return { ...base, kind: "death", text: t("web.events.selfRevealed", { seat: s(k.seat) }) };
    case "idiot_revealed":
      return { ...base, kind: "day", text: t("web.events.idiotRevealed", { seat: s(k.seat) }) };
    case "white_wolf_king_exploded":
      return {
        ...base,
        kind: "death",
        text:
          k.targetRole === undefined
            ? t("web.events.whiteWolfKingExploded", { seat: s(k.seat), target: s(k.target) })
            : `${t("web.events.whiteWolfKingExploded", { seat: s(k.seat), target: s(k.target) })} ${t("web.events.roleOnDeath", { seat: s(k.target), role: role(t, k.targetRole) })}`,
      };
    case "knight_dueled": {
      // R8.4: a wolf found dies and night falls; otherwise the Knight dies.
      const line = t(k.wolf ? "web.events.knightDuelWolf" : "web.events.knightDuelGood", { seat: s(k.seat), target: s(k.target) });
      return {
        ...base,
        kind: "death",
        text: k.targetRole === undefined ? line : `${line} ${t("web.events.roleOnDeath", { seat: s(k.target), role: role(t, k.targetRole) })}`,
      };
    }
    case "game_ended":
      return { ...base, kind: "end", text: t(`web.end.winner.${k.winner}`) };
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
