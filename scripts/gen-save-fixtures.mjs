// Issue 18 item 5: writes fixtures of real saves made by a release of the package, so every
// later release proves it still loads them (tests/fixtures/saves/<version>/, read by
// crates/wolfcore/tests/save_fixtures.rs and tests/node/save-fixtures.test.mjs).
//   node scripts/gen-save-fixtures.mjs <package dir> <out dir>
// e.g. for 0.1.0, with the package as that release built it:
//   node scripts/gen-save-fixtures.mjs /work/main/pkg tests/fixtures/saves/0.1.0
// Each fixture is `<name>.json` (exactly what `game.save()` / `ledger.save()` returned) and
// `manifest.json` lists, per game save, what the game looked like when saved (the event-log
// digest, the ledger's size, whether it was over), which a loader must reproduce.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [pkgDir, outDir] = process.argv.slice(2);
if (!pkgDir || !outDir) throw new Error("usage: node scripts/gen-save-fixtures.mjs <package dir> <out dir>");
const w = await import(path.resolve(pkgDir, "node.js"));
mkdirSync(outDir, { recursive: true });

/** Plays bot moves until `stop(game)` or the game ends (at most `max` moves). */
function play(game, stop = () => false, max = 10_000, speech) {
  for (let n = 0; n < max && !game.isOver() && !stop(game); n++) {
    const cmd = game.botCommand(game.pending()[0].seat);
    if (speech && (cmd.type === "speak" || cmd.type === "pk_speak")) cmd.text = speech(game, cmd.seat);
    game.apply(cmd);
  }
}

const day = (game) => game.view().day ?? 0;
const manifest = {};
function keep(name, game, note) {
  const save = game.save();
  writeFileSync(path.join(outDir, `${name}.json`), save);
  manifest[name] = {
    note,
    digest: game.eventLogDigest(),
    claims: game.publicClaims().length,
    over: game.isOver(),
    inputs: JSON.parse(save).inputs.length,
  };
  game.free();
}

// 1. A whole 9-seat bot game, English.
{
  const game = new w.Game({ players: 9, seed: "9001" });
  play(game);
  keep("bots-9-en-over", game, "a 9-seat bot game played to its end (en)");
}
// 2. A 12-seat game with a sheriff election, Chinese, stopped on day 2.
{
  const game = new w.Game({ players: 12, seed: "1202", sheriff: true, lang: "zh" });
  play(game, (g) => day(g) >= 2 && g.pending()[0].action === "speak");
  keep("sheriff-12-zh-day2", game, "a 12-seat sheriff game (zh), stopped at a day-2 speech");
}
// 3. Seat names, ingested claims and summaries, English, in progress.
{
  const names = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Oscar"];
  const game = new w.Game({ players: 12, seed: "3303", seatNames: names });
  play(game, (g) => g.pending()[0].action === "speak", 10_000, (_, s) => `I am ${names[s]}. I am the Seer, Seat ${((s + 3) % 12) + 1} is a werewolf.`);
  const speaker = game.pending()[0].seat;
  game.apply({ type: "speak", seat: speaker, text: "I am the Witch. I saved Seat 2 last night." });
  game.ingestClaims([
    { day: 1, phase: "DAY_SPEECH", speakerSeat: speaker, claimType: "role_claim", role: "Witch", content: "I am the Witch.", source: "manual" },
    { day: 1, phase: "DAY_SPEECH", speakerSeat: (speaker + 1) % 12, claimType: "alignment_statement", targetSeat: 4, alignment: "good", content: "Seat 5 is good.", source: "manual" },
  ]);
  game.ingestSummary(JSON.stringify({ claims: [
    { speakerSeat: ((speaker + 2) % 12) + 1, claimType: "seer_check", targetSeat: 7, alignment: "wolf", content: "Checked Seat 7: wolf." },
    { speakerSeat: ((speaker + 3) % 12) + 1, claimType: "role_claim", role: "Hunter", content: "I am the Hunter." },
  ] }));
  play(game, (g) => day(g) >= 2 && g.pending()[0].action === "vote");
  keep("names-claims-summaries-12-en", game, "12 seats with seat names, ingested claims and a summary (en), stopped at the day-2 vote");
}
// 4. Chinese summaries and claims, played to the end.
{
  const game = new w.Game({ players: 9, seed: "4404", lang: "zh" });
  play(game, (g) => g.pending()[0].action === "speak");
  const speaker = game.pending()[0].seat;
  game.apply({ type: "speak", seat: speaker, text: "我是预言家，昨晚查验3号是狼人，5号金水。" });
  game.ingestSummary(JSON.stringify([
    { speakerSeat: speaker + 1, claimType: "seer_check", targetSeat: 3, alignment: "狼人", content: "预言家查杀3号" },
    { speakerSeat: ((speaker + 1) % 9) + 1, claimType: "role_claim", role: "猎人", content: "我是猎人" },
  ]));
  game.ingestClaims([{ day: 1, phase: "DAY_SPEECH", speakerSeat: (speaker + 2) % 9, claimType: "role_claim", role: "Villager", content: "我是平民", source: "regex" }]);
  play(game);
  keep("summaries-9-zh-over", game, "a 9-seat game (zh) with a Chinese summary and claims, played to its end");
}
// 5. A Ledger save (Ledger.save) with a verdict.
{
  const ledger = new w.Ledger({ playerCount: 9, lang: "zh" });
  ledger.merge([
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 2, claimType: "role_claim", role: "Seer", content: "我是预言家", source: "summary" },
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 4, claimType: "role_claim", role: "Hunter", content: "我是猎人", source: "summary" },
    { day: 1, phase: "DAY_SPEECH", speakerSeat: 6, claimType: "role_claim", role: "Seer", content: "我才是预言家", source: "summary" },
  ]);
  ledger.verify({ 4: "Hunter" });
  writeFileSync(path.join(outDir, "ledger-9-zh.json"), ledger.save());
  manifest["ledger-9-zh"] = { note: "a Ledger save: two Seer claimants (contested) and a corroborated Hunter", claims: ledger.size, ledger: true };
  ledger.free();
}
writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify({ version: w.version(), saves: manifest }, null, 2)}\n`);
console.error(`[gen-save-fixtures] ${Object.keys(manifest).length} saves of wolfcore ${w.version()} in ${outDir}`);
