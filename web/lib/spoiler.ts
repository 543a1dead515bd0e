// The spoiler gate of the inspector tabs (AI prompts, AI calls). A living, seated player may see
// only what their seat may know (R6): their own seat's prompt whole, and of the AI seats' prompts
// only the sections built from public facts (`public_facts`, `public_claims`, `transcript`);
// everything else — `private_knowledge` (role, wolf team, potions, checks), `your_turn` (which
// names the seat's night action) and host sections — is withheld. Everything is open once the
// player is dead, at game end, and to a spectator. The AI calls tab uses the same gate: while it
// is closed, a call shows only for public moves (speeches, votes, the day's summary), and never
// the move of a night action.
import type { ActionKind, GameView, PromptSection, Seat } from "wolfcore";

export type InspectorAccess =
  /** Spectator, dead, or game over: every seat, every section. */
  | { kind: "open" }
  /** A living seated player: their own seat whole; AI seats' public sections only. */
  | { kind: "seated"; seat: Seat };

/** The gate for the person at the screen. `view` is that person's view (`session.view()`). */
export function inspectorAccess(view: Pick<GameView, "outcome" | "you">, humanSeat: Seat | null): InspectorAccess {
  if (humanSeat === null || view.outcome !== undefined) return { kind: "open" };
  if (!view.you || !view.you.alive) return { kind: "open" };
  return { kind: "seated", seat: humanSeat };
}

/** Sections of another seat's prompt built only from public facts (R6). */
const PUBLIC_SECTIONS: ReadonlySet<string> = new Set(["public_facts", "public_claims", "transcript"]);

/** Whether `section` of `seat`'s prompt may be shown under `access`. */
export function sectionVisible(access: InspectorAccess, seat: Seat, section: Pick<PromptSection, "name">): boolean {
  if (access.kind === "open" || seat === access.seat) return true;
  return PUBLIC_SECTIONS.has(section.name);
}

/** A prompt's sections split into shown text and the names of what was withheld. */
export interface GatedPrompt {
  text: string;
  withheld: string[];
  shownChars: number;
}

/** The prompt of `seat` as `access` may see it: withheld sections are left out, and named. */
export function gatePrompt(
  access: InspectorAccess,
  seat: Seat,
  sections: readonly Pick<PromptSection, "name" | "text" | "host">[],
): GatedPrompt {
  const shown: string[] = [];
  const withheld: string[] = [];
  for (const s of sections) {
    if (sectionVisible(access, seat, s)) shown.push(s.text);
    else withheld.push(s.name === "host" && s.host ? s.host : s.name);
  }
  const text = shown.join("\n\n");
  return { text, withheld, shownChars: text.length };
}

/**
 * Moves everyone at the table sees being made (day and election moves). Not the Hunter's shot:
 * a Hunter who holds fire is never named, so even the call being made would tell (issue 18).
 */
const PUBLIC_MOVES: ReadonlySet<string> = new Set([
  "speak",
  "pk_speak",
  "sheriff_speak",
  "last_words",
  "vote",
  "pk_vote",
  "sheriff_vote",
  "sheriff_run",
  "sheriff_direction",
  "pass_badge",
  "summary",
]);

/**
 * Whether the table may show that `seat` is being asked for `action` now (the ring's "thinking"
 * pulse, the AI waiting line). A living seated player sees it for their own seat and for public
 * moves; another seat being asked for a night action, or a Hunter deciding on his shot, would
 * name that seat's role, so it is not shown.
 */
export function turnVisible(access: InspectorAccess, seat: Seat, action: ActionKind): boolean {
  return access.kind === "open" || seat === access.seat || PUBLIC_MOVES.has(action);
}

/**
 * The AI seat the table may show as "thinking" now: the next AI move owed (`next`, from
 * `session.nextAgentAction()`), if `turnVisible` allows it.
 */
export function thinkingSeat(access: InspectorAccess, next: { seat: Seat; action: ActionKind } | undefined): Seat | undefined {
  return next && turnVisible(access, next.seat, next.action) ? next.seat : undefined;
}

/** Ballot rounds (R3.5, R9.2, R9.4): each answer is private to its seat until all are in. */
const BALLOT_PHASES: Readonly<Record<string, ActionKind>> = {
  vote: "vote",
  pk_vote: "pk_vote",
  sheriff_vote: "sheriff_vote",
  sheriff_signup: "sheriff_run",
};

/** The ballot round still open in `view` (its day and the move it collects), if any. */
export function openBallot(view: Pick<GameView, "phase" | "day" | "outcome">): { day: number; purpose: ActionKind } | undefined {
  if (view.outcome !== undefined) return undefined;
  const purpose = BALLOT_PHASES[view.phase.kind];
  return purpose ? { day: view.day, purpose } : undefined;
}

/**
 * Whether an AI-calls entry may be shown under `access`, and whether its move may. A living
 * seated player sees their own seat's entries and the public moves of the others; an AI seat's
 * night action (and its target, and the fact it was asked at all) stays hidden, and so does
 * another seat's ballot while its round is open (`ballot`, from `openBallot`): R3.5 keeps
 * ballots private until all are in, and the entry names the vote.
 */
export function aiEntryVisible(
  access: InspectorAccess,
  entry: { seat: Seat | null; purpose: ActionKind | "summary"; day?: number },
  ballot?: { day: number; purpose: ActionKind },
): boolean {
  if (access.kind === "open" || entry.seat === access.seat) return true;
  if (ballot && entry.purpose === ballot.purpose && entry.day === ballot.day) return false;
  return PUBLIC_MOVES.has(entry.purpose);
}
