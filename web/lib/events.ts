// One line of the chat log / replay per event, in the current language. Player speech stays
// raw text here: components render it as text, never as markup.
import type { Alignment, BoardRole, GameEvent, Seat } from "wolfcore";
import { seatLabel, seatList, type Translate } from "./translate";

export type LineKind = "speech" | "last_words" | "pk" | "night" | "day" | "vote" | "death" | "secret" | "end";

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
      const byTarget = new Map<number, Seat[]>();
      const abstained: Seat[] = [];
      for (const b of k.ballots) {
        if (b.target === undefined) abstained.push(b.voter);
        else byTarget.set(b.target, [...(byTarget.get(b.target) ?? []), b.voter]);
      }
      const parts = [...byTarget.entries()]
        .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
        .map(([tgt, voters]) => t("web.events.tallyEntry", { target: s(tgt), count: voters.length, voters: seatList(t, voters) }));
      if (abstained.length) parts.push(t("web.events.tallyAbstain", { voters: seatList(t, abstained) }));
      const outcome =
        k.outcome.result === "executed"
          ? t("web.events.outcomeExecuted", { seat: s(k.outcome.seat) })
          : k.outcome.result === "tie"
            ? t("web.events.outcomeTie", { seats: seatList(t, k.outcome.seats) })
            : t("web.events.outcomeNoVotes");
      const head = k.round === "pk" ? t("web.events.pkVote") : t("web.events.vote");
      return { ...base, kind: "vote", text: `${head} ${parts.join(t("game.facts.tallySeparator"))} — ${outcome}` };
    }
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
    case "game_ended":
      return { ...base, kind: "end", text: t(`web.end.winner.${k.winner}`) };
    // R9: the sheriff election and the badge, in the core's fact lines (no sheriff UI yet).
    case "sheriff_run_declared":
    case "sheriff_vote_cast":
      return null;
    case "sheriff_candidates":
      return { ...base, kind: "day", text: t("game.facts.sheriffCandidates", { day: e.day, seats: seatList(t, k.candidates) }) };
    case "sheriff_withdrew":
      return { ...base, kind: "day", text: t("game.facts.sheriffWithdrew", { day: e.day, seat: s(k.seat) }) };
    case "sheriff_speech":
      return { ...base, kind: k.pk ? "pk" : "speech", seat: k.seat, text: k.text };
    case "sheriff_vote_tallied": {
      const parts = k.ballots.map((b) => (b.target === undefined ? t("web.events.tallyAbstain", { voters: s(b.voter) }) : `${s(b.voter)} → ${s(b.target)}`));
      const key = k.pk ? "game.facts.sheriffPkVote" : "game.facts.sheriffVote";
      return { ...base, kind: "vote", text: t(key, { day: e.day, tally: parts.join(t("game.facts.tallySeparator")) }) };
    }
    case "sheriff_elected":
      return {
        ...base,
        kind: "day",
        text:
          k.seat !== undefined
            ? t("game.facts.sheriffElected", { day: e.day, seat: s(k.seat) })
            : t(k.how === "second_tie" ? "game.facts.sheriffLostTie" : k.how === "no_candidates" ? "game.facts.sheriffLostNoCandidates" : "game.facts.sheriffLostNoVotes", { day: e.day }),
      };
    case "sheriff_direction_chosen":
      return {
        ...base,
        kind: "day",
        text: t("game.facts.sheriffDirection", { day: e.day, seat: s(k.seat), direction: t(`game.facts.${k.direction}`) }),
      };
    case "badge_passed":
      return {
        ...base,
        kind: "day",
        text:
          k.target === undefined
            ? t("game.facts.badgeTorn", { day: e.day, seat: s(k.seat) })
            : t("game.facts.badgePassed", { day: e.day, seat: s(k.seat), target: s(k.target) }),
      };
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
