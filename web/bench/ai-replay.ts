// The route's work before any upstream call (issue 20, item 1): read the body's game, replay it
// with the package (R7), check the turn and build the prompt. Measured on a 12-seat game at day 6
// (every seat on the model, played by the bots until the day-6 vote), 300 times after 20 warm-ups.
//   cd web && node --import tsx bench/ai-replay.ts
import { createTranslator } from "next-intl";
import { boards } from "wolfcore";
import { MESSAGES } from "../lib/messages";
import type { GameSetup } from "../lib/save";
import { GameSession } from "../lib/session";
import type { Translate } from "../lib/translate";
import { readTurnRequest, replayGame, resolveTurn } from "../lib/ai/turn";

const t = createTranslator({ locale: "en", messages: MESSAGES.en }) as unknown as Translate;

function setupFor(seed: string): GameSetup {
  const board = boards().find((b) => b.players === 12)!;
  return {
    players: 12,
    boardId: board.id,
    roles: [...board.roles],
    winRule: board.winRule,
    witchSelfSave: "always",
    revealRoleOnDeath: false,
    lastWords: "executedAndFirstNight",
    seed,
    seatChoice: "watch",
    humanSeat: null,
    modelSeats: Array.from({ length: 12 }, (_, i) => i),
    modelSummary: true,
  };
}

// A seed whose bot game reaches the day-6 vote.
let session: GameSession | null = null;
for (let seed = 1; seed < 500 && !session; seed++) {
  const s = GameSession.create(setupFor(String(seed)), "en");
  for (let i = 0; i < 3_000 && !s.game.isOver(); i++) {
    const v = s.game.view();
    if (v.day === 6 && v.phase.kind === "vote") break;
    s.apply(s.game.botCommand(s.game.pending()[0]!.seat));
  }
  const v = s.game.view();
  if (!s.game.isOver() && v.day === 6 && v.phase.kind === "vote") session = s;
  else s.free();
}
if (!session) throw new Error("no 12-seat bot game reaches day 6");
const seat = session.game.pending()[0]!.seat;
const body = JSON.stringify({ purpose: "seat", seat, game: { setup: session.setup, lang: "en", inputs: session.inputs } });

function once(): number {
  const t0 = performance.now();
  const req = readTurnRequest(JSON.parse(body))!;
  const game = replayGame(req.game);
  const turn = resolveTurn(game, req, t);
  if (turn.purpose !== "seat") throw new Error("unexpected");
  game.free();
  return performance.now() - t0;
}
for (let i = 0; i < 20; i++) once();
const times = Array.from({ length: 300 }, once).sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
console.log(
  JSON.stringify({
    game: `12 seats (${session.setup.boardId}), day 6 vote, seed ${session.setup.seed}`,
    inputs: session.inputs.length,
    bodyBytes: Buffer.byteLength(body),
    runs: times.length,
    medianMs: Number(q(0.5).toFixed(2)),
    p99Ms: Number(q(0.99).toFixed(2)),
    maxMs: Number(times.at(-1)!.toFixed(2)),
  }),
);
