// Wall time of one 9-seat game day with every seat on the model (night 1, day 1's talk, the
// vote, the summary, up to night 2) against the OpenAI-protocol test server answering each call
// after a fixed latency — the table's driver one seat at a time ("before", issue 20) and in
// parallel where the engine awaits several moves (votes, independent night actions).
//   cd web && node --import tsx bench/ai-day.ts [latencyMs=500] [seeds=3]
import { configure, defaultSeatReply, isSummaryRequest, modelPlayers, playUntil, aiSetup } from "../tests/ai/harness";
import { startTestServer } from "../tests/ai/openai-test-server";
import { GameSession } from "../lib/session";

const latency = Number(process.argv[2] ?? 500);
const seeds = Number(process.argv[3] ?? 3);
const server = await startTestServer((r) => ({ delayMs: latency, content: isSummaryRequest(r) ? '{"claims": []}' : defaultSeatReply(r) }));
configure(server, { WOLFCORE_LLM_TIMEOUT_MS: "30000" });

const rows: { mode: string; seed: number; ms: number; calls: number }[] = [];
for (let seed = 1; seed <= seeds; seed++) {
  for (const parallel of [false, true]) {
    const session = GameSession.create(aiSetup({ players: 9, seatChoice: "watch", humanSeat: null, seed: String(seed) }), "en");
    const players = modelPlayers(session);
    const before = server.requests.length;
    const t0 = performance.now();
    await playUntil(session, players, (s) => s.game.view().day >= 2 || s.game.isOver(), 400, { parallel });
    rows.push({ mode: parallel ? "parallel" : "one at a time", seed, ms: Math.round(performance.now() - t0), calls: server.requests.length - before });
    session.free();
  }
}
await server.close();
for (const r of rows) console.log(`${r.mode.padEnd(14)} seed ${r.seed}: ${(r.ms / 1000).toFixed(1)} s, ${r.calls} calls`);
const mean = (mode: string) => rows.filter((r) => r.mode === mode).reduce((n, r) => n + r.ms, 0) / seeds / 1000;
console.log(`mean: one at a time ${mean("one at a time").toFixed(1)} s, parallel ${mean("parallel").toFixed(1)} s (latency ${latency} ms a call)`);
