// Issue 18 item 3: how long `Game.load` takes on the worst saves up to the caps (R7.3): the
// save text is at most 32 Mi UTF-16 units, a game records at most 20,000 inputs (MAX_INPUTS),
// a ledger holds at most 10,000 claims. Target: every save up to the size cap loads or is
// refused in ≤ 3 s. A benchmark, not a test: it prints figures, it asserts nothing.
//   node scripts/bench-saves.mjs [--runs 3]
// (scripts/build-pkg.sh first: it measures the release package in pkg/.)
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { Game } = await import(path.join(ROOT, "pkg", "node.js"));
const i = process.argv.indexOf("--runs");
const runs = i > 0 ? Number(process.argv[i + 1]) : 3;

const MAX_INPUTS = 20_000;
const MAX_SAVE_UNITS = 32 << 20;

/** A 12-seat game at a day-3 speech (claims may be dated days 1–3). */
function baseGame() {
  const game = new Game({ players: 12, seed: "18" });
  const day = () => game.view().day ?? 0;
  while (!game.isOver() && !(day() >= 3 && game.pending()[0].action === "speak")) {
    game.apply(game.botCommand(game.pending()[0].seat));
  }
  return game;
}

/** `baseGame()`'s save as an object. */
function base() {
  const game = baseGame();
  const save = JSON.parse(game.save());
  game.free();
  return save;
}

function claim(speakerSeat, targetSeat, n) {
  return {
    day: 1,
    phase: "DAY_SPEECH",
    speakerSeat,
    claimType: "alignment_statement",
    targetSeat,
    alignment: n % 2 ? "good" : "wolf",
    content: `Seat ${speakerSeat + 1} vouches ${n}`,
    source: "manual",
  };
}

/** `count` candidate claims of every type over days 1–3, speakers, targets, roles, alignments. */
function distinctClaims(count) {
  const roles = ["Seer", "Witch", "Guard", "Hunter", "Villager", "Werewolf", "Idiot", "WhiteWolfKing"];
  const types = ["other", "seer_check", "alignment_statement", "witch_save", "witch_poison", "guard_protect", "role_claim"];
  const out = [];
  for (let n = 0; out.length < count; n++) {
    let k = n;
    const claimType = types[k % types.length]; k = Math.floor(k / types.length);
    const speakerSeat = k % 12; k = Math.floor(k / 12);
    const targetSeat = k % 12; k = Math.floor(k / 12);
    const alignment = ["good", "wolf"][k % 2]; k = Math.floor(k / 2);
    const role = roles[k % 8]; k = Math.floor(k / 8);
    const day = 1 + (k % 3);
    const c = { day, phase: "DAY_SPEECH", speakerSeat, claimType, content: `claim ${n}`, source: "manual" };
    if (claimType !== "role_claim") c.targetSeat = targetSeat;
    if (["other", "seer_check", "alignment_statement"].includes(claimType)) c.alignment = alignment;
    if (claimType === "other" || claimType === "role_claim") c.role = role;
    out.push(c);
  }
  return out;
}

const cases = [];

// The report's attack: 1,000,000 inputs that change nothing (~14 MB).
{
  const save = base();
  for (let k = 0; k < 1_000_000; k++) save.inputs.push({ claims: [] });
  cases.push(["1,000,000 empty ingestClaims inputs (the report's 14 MB save)", JSON.stringify(save)]);
}
// At the input cap, every input a no-op replay.
{
  const save = base();
  while (save.inputs.length < MAX_INPUTS) save.inputs.push({ claims: [] });
  cases.push([`${MAX_INPUTS.toLocaleString()} inputs, empty claim batches`, JSON.stringify(save)]);
}
// A full ledger claim by claim, made live: one new claim per ingestClaims call until the ledger
// holds 10,000 claims (each call re-verifies the ledger), then — crafted, since live calls that
// add nothing are not recorded — duplicates of them up to the input cap.
{
  const game = baseGame();
  const added = [];
  for (const c of distinctClaims(60_000)) {
    try {
      if (game.ingestClaims([c]).added === 1) added.push(c);
    } catch (err) {
      if (err.code === "too_many_claims") break; // the ledger is full
      throw err;
    }
  }
  const save = JSON.parse(game.save());
  game.free();
  for (let k = 0; save.inputs.length < MAX_INPUTS; k++) save.inputs.push({ claims: [added[k % added.length]] });
  cases.push([`${added.length.toLocaleString()} one-claim inputs made live + duplicates to the input cap`, JSON.stringify(save)]);
}
// Summaries filling the size cap: 20,000 replies of ~1.6 KB each (parsed on replay).
{
  const save = base();
  // Each reply is written escaped inside the save (every `"` doubles): aim at ~31 Mi units in all.
  const per = Math.floor((MAX_SAVE_UNITS * 0.92) / MAX_INPUTS / 1.15) - 40;
  let n = 0;
  while (save.inputs.length < MAX_INPUTS) {
    const items = [];
    let raw = "";
    while (raw.length < per) {
      const c = claim(n % 12, (n >> 4) % 12, n);
      items.push({ speakerSeat: c.speakerSeat + 1, claimType: "alignment_statement", targetSeat: c.targetSeat + 1, alignment: c.alignment, content: c.content });
      raw = JSON.stringify({ claims: items });
      n++;
    }
    save.inputs.push({ summary: { raw } });
  }
  const text = JSON.stringify(save);
  cases.push([`${MAX_INPUTS.toLocaleString()} summaries filling the size cap`, text]);
}
// Over the size cap: refused before parsing.
{
  const save = base();
  save.inputs.push({ summary: { raw: "x".repeat(MAX_SAVE_UNITS) } });
  cases.push(["one unit over the size cap (32 Mi UTF-16 units)", JSON.stringify(save)]);
}
// A long game: 12 seats, every speech 4,000 characters of claim-rich table talk, played by bots
// with those speeches until it ends (the extractor runs on every speech on replay).
{
  const game = new Game({ players: 12, seed: "7" });
  const talk = "I am the Seer. I checked Seat 3: werewolf. Seat 5 is good, I trust 9. 我是预言家，查杀3号，5号金水。".repeat(60).slice(0, 4000);
  let steps = 0;
  while (!game.isOver() && steps < 5_000) {
    const p = game.pending()[0];
    const cmd = game.botCommand(p.seat);
    if (cmd.type === "speak" || cmd.type === "last_words") cmd.text = talk;
    game.apply(cmd);
    steps++;
  }
  cases.push([`a bot game with 4,000-character speeches (${JSON.parse(game.save()).inputs.length} inputs)`, game.save()]);
  game.free();
}

console.log(`Game.load on the worst saves (best of ${runs} runs; node ${process.version}, ${process.arch})`);
console.log("| save | size (MB) | result | load (ms) |");
console.log("|---|---:|---|---:|");
for (const [name, text] of cases) {
  let best = Infinity;
  let result = "";
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    try {
      const g = Game.load(text);
      result = `loaded (${g.publicClaims().length} claims)`;
      g.free();
    } catch (err) {
      result = `refused \`${err.code}\`${err.cause ? ` (${err.cause})` : ""}`;
    }
    best = Math.min(best, performance.now() - t);
  }
  console.log(`| ${name} | ${(text.length / 1e6).toFixed(1)} | ${result} | ${best.toFixed(0)} |`);
}
