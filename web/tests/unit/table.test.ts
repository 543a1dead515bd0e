// Issue 21's table logic, without a browser: the recent games and export/import bounds
// (lib/library.ts), one tab per game (lib/owner.ts), the inspector's spoiler gate (lib/spoiler.ts),
// deliberate moves (lib/moves.ts: every option the table offers is a move the engine accepts),
// "what to do now" in both languages (lib/guide.ts), pacing and voices.
import { before, test } from "node:test";
import assert from "node:assert/strict";
import { Game, boards } from "wolfcore";
import type { PromptSection } from "wolfcore";
import { guideFor } from "../../lib/guide";
import {
  MAX_IMPORT_BYTES,
  MAX_RECENT,
  RECENT_KEY,
  RECENT_PREFIX,
  clearCurrent,
  forget,
  listRecent,
  readImportFile,
  readRecent,
  remember,
  type KeyValueStore,
} from "../../lib/library";
import { moveKey, moveOptions } from "../../lib/moves";
import { GameOwnership, OWNER_KEY, type OwnerEnv } from "../../lib/owner";
import { SPEEDS, paceFor, readSpeed, writeSpeed } from "../../lib/pacing";
import { promptForSeat } from "../../lib/prompt";
import { SAVE_KEY } from "../../lib/save";
import { GameSession } from "../../lib/session";
import { aiEntryVisible, gatePrompt, inspectorAccess, openBallot, thinkingSeat, turnVisible } from "../../lib/spoiler";
import { seatLabel } from "../../lib/translate";
import { readVoiceOn, seatVoice, transcriptOf, voicesFor, writeVoiceOn } from "../../lib/voice";
import { codeOf, ready, setup, translator } from "./helpers";

before(ready);

/** An in-memory Storage with an optional byte budget (to act out a full localStorage). */
class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  constructor(readonly budget = Infinity) {}
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    let used = v.length;
    for (const [kk, vv] of this.map) if (kk !== k) used += vv.length;
    if (used > this.budget) throw new Error("QuotaExceededError");
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

function playBots(session: GameSession, steps = 500) {
  for (let i = 0; i < steps && !session.game.isOver(); i++) {
    const next = session.nextAgentAction();
    if (!next) break;
    session.apply(session.game.botCommand(next.seat));
  }
}

test("recent games: kept newest first, capped, restorable with the same game and id; leaving keeps them", () => {
  const store = new MemoryStore();
  const sessions: GameSession[] = [];
  for (let i = 0; i < MAX_RECENT + 2; i++) {
    const s = GameSession.create(setup({ seed: String(100 + i), humanSeat: i % 9 }), i % 2 ? "zh" : "en");
    playBots(s, 5 + i);
    remember(store, s.recentEntry(1000 + i), s.toSave());
    sessions.push(s);
  }
  const list = listRecent(store);
  assert.equal(list.length, MAX_RECENT);
  assert.deepEqual(
    list.map((e) => e.id),
    sessions.slice(-MAX_RECENT).reverse().map((s) => s.id),
  );
  // The evicted games' saves are gone too (no orphaned keys filling the storage).
  for (const s of sessions.slice(0, 2)) assert.equal(readRecent(store, s.id), null);
  // Each kept one resumes to the very same game.
  for (const s of sessions.slice(-MAX_RECENT)) {
    const back = GameSession.fromSave(readRecent(store, s.id)!, s.id);
    assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
    assert.equal(back.id, s.id);
    back.free();
  }
  // The last one saved is the current autosave; leaving stops resuming it but keeps it listed.
  assert.equal(GameSession.fromSave(store.getItem(SAVE_KEY)!).id, sessions.at(-1)!.id);
  clearCurrent(store);
  assert.equal(store.getItem(SAVE_KEY), null);
  assert.equal(listRecent(store).length, MAX_RECENT);
  forget(store, sessions.at(-1)!.id);
  assert.equal(listRecent(store).length, MAX_RECENT - 1);
  assert.equal(readRecent(store, sessions.at(-1)!.id), null);
  for (const s of sessions) s.free();
});

test("recent games: a damaged index yields what still reads; a full storage drops the oldest, never the game saved", () => {
  const store = new MemoryStore();
  store.setItem(RECENT_KEY, "{not json");
  assert.deepEqual(listRecent(store), []);
  store.setItem(RECENT_KEY, JSON.stringify([{ id: "../../etc" }, 7, null, { id: "g-ok", savedAt: 1, players: 9, lang: "en", humanSeat: 99, day: 1, phase: "night" }]));
  assert.deepEqual(listRecent(store), [], "every malformed entry is skipped");
  assert.equal(readRecent(store, "../x"), null);

  const s = GameSession.create(setup(), "en");
  const size = s.toSave().length;
  // Room for about two saves (each written as the recent copy and the autosave).
  const tight = new MemoryStore(size * 5);
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const g = GameSession.create(setup({ seed: String(i + 1) }), "en");
    remember(tight, g.recentEntry(10 + i), g.toSave());
    ids.push(g.id);
    g.free();
  }
  const kept = listRecent(tight).map((e) => e.id);
  assert.equal(kept[0], ids[3], "the game just saved is kept");
  assert.ok(kept.length < 4, "older games made room");
  // Nothing fits at all: a coded error, not a half-written store.
  assert.equal(codeOf(() => remember(new MemoryStore(10), s.recentEntry(), s.toSave())), "storage_failed");
  s.free();
});

test("import: bounded, empty and unreadable files are coded errors; a good export opens as the same game", async () => {
  const file = (text: string, size = text.length) => ({ size, text: async () => text });
  assert.equal(await readImportFile(file("", 0)).catch((e) => e.code), "import_unreadable");
  assert.equal(await readImportFile(file("x", MAX_IMPORT_BYTES + 1)).catch((e) => e.code), "import_too_large");
  assert.equal(
    await readImportFile({ size: 3, text: async () => Promise.reject(new Error("io")) }).catch((e) => e.code),
    "import_unreadable",
  );
  const s = GameSession.create(setup({ humanSeat: 2 }), "zh");
  playBots(s, 30);
  const text = await readImportFile(file(s.toSave()));
  const back = GameSession.fromSave(text);
  assert.equal(back.id, s.id);
  assert.equal(back.game.eventLogDigest(), s.game.eventLogDigest());
  // Not a save, a foreign JSON, a forged id: the save's own codes.
  assert.equal(codeOf(() => GameSession.fromSave("PK\u0003\u0004binary")), "save_invalid_json");
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify({ hello: 1 }))), "save_not_ours");
  const forged = JSON.parse(s.toSave());
  forged.id = "<script>";
  assert.equal(codeOf(() => GameSession.fromSave(JSON.stringify(forged))), "save_malformed");
  s.free();
  back.free();
});

/** Two tabs on one origin: one localStorage (storage events go to the other tabs) and one channel bus. */
function twoTabs() {
  const store = new MemoryStore();
  const storageListeners = new Map<string, Set<(k: string | null, v: string | null) => void>>();
  const channels = new Set<{ tab: string; listeners: Set<(e: Event) => void> }>();
  const env = (tab: string, withChannel = true): OwnerEnv => ({
    store: {
      getItem: (k) => store.getItem(k),
      removeItem: (k) => store.removeItem(k),
      setItem: (k, v) => {
        store.setItem(k, v);
        for (const [other, ls] of storageListeners) if (other !== tab) for (const l of ls) l(k, v);
      },
    },
    channel: () => {
      if (!withChannel) return null;
      const me = { tab, listeners: new Set<(e: Event) => void>() };
      channels.add(me);
      return {
        postMessage: (data: unknown) => {
          for (const c of channels) if (c !== me) for (const l of c.listeners) l({ data } as MessageEvent);
        },
        close: () => channels.delete(me),
        addEventListener: (_: string, l: (e: Event) => void) => me.listeners.add(l),
        removeEventListener: (_: string, l: (e: Event) => void) => me.listeners.delete(l),
      } as unknown as BroadcastChannel;
    },
    onStorage: (l) => {
      const set = storageListeners.get(tab) ?? new Set();
      set.add(l);
      storageListeners.set(tab, set);
      return () => set.delete(l);
    },
  });
  return { store, env };
}

test("one tab owns a game: the tab that opens it takes it; the other is told once; other games are untouched", () => {
  for (const withChannel of [true, false]) {
    const { store, env } = twoTabs();
    const lost: string[] = [];
    const a = new GameOwnership(env("A", withChannel), "g-1", "A", () => lost.push("A"));
    a.claim();
    const other = new GameOwnership(env("C", withChannel), "g-2", "C", () => lost.push("C"));
    other.claim();
    assert.ok(a.owned && other.owned);
    const b = new GameOwnership(env("B", withChannel), "g-1", "B", () => lost.push("B"));
    b.claim();
    assert.deepEqual(lost, ["A"], `A is told once (channel: ${withChannel})`);
    assert.ok(!a.owned && b.owned && other.owned);
    // Take over here: A claims again, B is told.
    a.claim();
    assert.deepEqual(lost, ["A", "B"]);
    // A leaving withdraws its claim; B (not the owner) leaving leaves A's claim alone.
    b.dispose();
    assert.equal(JSON.parse(store.getItem(OWNER_KEY)!).tab, "A");
    assert.ok(a.owned, "B leaving takes nothing from A");
    a.dispose();
    other.dispose();
    assert.equal(store.getItem(OWNER_KEY), null);
  }
});

test("spoiler gate: a living seated player sees only public sections of other seats' prompts; everything when dead, over or watching", () => {
  const { t } = translator("en");
  let gatedChecks = 0;
  let openChecks = 0;
  for (const seed of ["3", "11", "29"]) {
    const s = GameSession.create(setup({ seed, humanSeat: 1 }), "en");
    for (let step = 0; step < 400 && !s.game.isOver(); step++) {
      const view = s.view();
      const access = inspectorAccess(view, 1);
      assert.equal(access.kind, view.you!.alive ? "seated" : "open");
      if (step % 7 === 0) {
        for (let seat = 0; seat < 9; seat++) {
          const prompt = promptForSeat(s.game, seat, t, "en");
          const gated = gatePrompt(access, seat, prompt.sections as PromptSection[]);
          if (access.kind === "open" || seat === 1) {
            assert.equal(gated.text, prompt.text, "own seat, or open: the exact prompt");
            openChecks++;
            continue;
          }
          gatedChecks++;
          assert.ok(!gated.text.includes("<private_knowledge>") && !gated.text.includes("<your_turn>"));
          assert.ok(gated.withheld.includes("private_knowledge"));
          // Not one line of that seat's private knowledge leaks through the shown sections.
          const secret = prompt.sections.find((x) => x.name === "private_knowledge")!.text.split("\n").slice(2, -1);
          for (const line of secret) if (line.trim().length > 12) assert.ok(!gated.text.includes(line), `leaked: ${line}`);
        }
      }
      const next = s.nextAgentAction() ?? s.humanPending()[0];
      if (!next) break;
      s.apply(s.game.botCommand(next.seat));
    }
    assert.equal(inspectorAccess(s.view(), 1).kind, "open", "game over (or the human died): open");
    s.free();
  }
  assert.ok(gatedChecks > 50 && openChecks > 20, `${gatedChecks} gated, ${openChecks} open`);
  assert.deepEqual(inspectorAccess({ outcome: undefined, you: undefined }, null), { kind: "open" });
});

test("spoiler gate of the AI calls tab: other seats' night moves are hidden while seated and alive", () => {
  const seated = { kind: "seated", seat: 2 } as const;
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "wolf_kill" }), false);
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "seer_check" }), false);
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "witch_act" }), false);
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "hunter_shoot" }), false, "a Hunter holding fire is never named");
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "speak" }), true);
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "vote" }), true);
  assert.equal(aiEntryVisible(seated, { seat: null, purpose: "summary" }), true);
  assert.equal(aiEntryVisible(seated, { seat: 2, purpose: "seer_check" }), true, "the player's own seat");
  assert.equal(aiEntryVisible({ kind: "open" }, { seat: 4, purpose: "wolf_kill" }), true);
});

test("spoiler gate of the AI calls tab: another seat's ballot stays hidden while its round is open (R3.5, R9.2)", () => {
  const seated = { kind: "seated", seat: 2 } as const;
  const vote = { seat: 4, purpose: "vote" as const, day: 2 };
  assert.equal(aiEntryVisible(seated, vote, { day: 2, purpose: "vote" }), false, "the day's vote is still open");
  assert.equal(aiEntryVisible(seated, vote, undefined), true, "the tally is out");
  assert.equal(aiEntryVisible(seated, vote, { day: 3, purpose: "vote" }), true, "an earlier day's vote");
  assert.equal(aiEntryVisible(seated, { ...vote, seat: 2 }, { day: 2, purpose: "vote" }), true, "the player's own ballot");
  assert.equal(aiEntryVisible({ kind: "open" }, vote, { day: 2, purpose: "vote" }), true);
  assert.equal(aiEntryVisible(seated, { seat: 4, purpose: "sheriff_run", day: 1 }, { day: 1, purpose: "sheriff_run" }), false, "sign-ups too");
  // Which round a view has open: exactly the ballot phases, and none once the game is over.
  const kinds = new Map<string, string | undefined>();
  for (const seed of ["1", "5", "8"]) {
    const s = GameSession.create(setup({ seed, players: 10, sheriff: true, seatChoice: "watch", humanSeat: null }), "en");
    for (let step = 0; step < 600 && !s.game.isOver(); step++) {
      const view = s.view();
      const open = openBallot(view);
      kinds.set(view.phase.kind, open?.purpose);
      if (open) assert.equal(open.day, view.day);
      const p = s.game.pending()[0]!;
      // Every move the engine awaits in an open round is that round's ballot.
      if (open) assert.ok(s.game.pending().every((q) => q.action === open.purpose), `${view.phase.kind}: ${p.action}`);
      s.apply(s.game.botCommand(p.seat));
    }
    assert.equal(openBallot(s.view()), undefined);
    s.free();
  }
  assert.equal(kinds.get("vote"), "vote");
  assert.equal(kinds.get("sheriff_vote"), "sheriff_vote");
  assert.equal(kinds.get("sheriff_signup"), "sheriff_run");
  assert.equal(kinds.get("night"), undefined);
  assert.equal(kinds.get("day_speech"), undefined);
});

test("the ring's 'thinking' pulse names no role: never on another seat at night while seated and alive; on speakers by day", () => {
  const hidden = new Set<string>();
  let speakersShown = 0;
  let nightShownToSpectator = 0;
  for (const seed of ["2", "7", "19", "23"]) {
    for (const humanSeat of [0, null] as const) {
      const s = GameSession.create(setup({ seed, players: 12, sheriff: true, humanSeat, seatChoice: humanSeat === null ? "watch" : "seat" }), "en");
      for (let step = 0; step < 900 && !s.game.isOver(); step++) {
        const view = s.view();
        const access = inspectorAccess(view, humanSeat);
        const next = s.nextAgentAction();
        const shown = thinkingSeat(access, next);
        if (next && access.kind === "seated") {
          if (view.phase.kind === "night" || next.action === "hunter_shoot") {
            assert.equal(shown, undefined, `${next.action} of seat ${next.seat + 1} is not pulsed`);
            assert.equal(turnVisible(access, next.seat, next.action), false);
            hidden.add(next.action);
          }
          if (next.action === "speak" && view.phase.kind === "day_speech") {
            assert.equal(shown, next.seat, "the speaker is shown");
            speakersShown++;
          }
        }
        if (next && access.kind === "open" && view.phase.kind === "night") {
          assert.equal(shown, next.seat, "a spectator sees the night's actors");
          nightShownToSpectator++;
        }
        const p = next ?? s.humanPending()[0];
        if (!p) break;
        s.apply(s.game.botCommand(p.seat));
      }
      s.free();
    }
  }
  for (const a of ["wolf_kill", "seer_check", "witch_act", "guard_protect"]) assert.ok(hidden.has(a), `${a} met and hidden`);
  assert.ok(speakersShown > 20 && nightShownToSpectator > 20, `${speakersShown} speakers, ${nightShownToSpectator} night actors shown to spectators`);
});

test("deliberate moves: every option offered for every pending move is a command the engine accepts", () => {
  const { t, errors } = translator("zh");
  const seen = new Set<string>();
  for (const seed of ["1", "5", "8", "13", "21"]) {
    const s = GameSession.create(setup({ seed, players: 10, sheriff: true, humanSeat: 0 }), "en");
    for (let step = 0; step < 600 && !s.game.isOver(); step++) {
      const p = s.game.pending()[0]!;
      const view = s.game.view(p.seat);
      const options = moveOptions(p, view, t);
      if (options) {
        seen.add(p.action);
        assert.equal(new Set(options.map((o) => o.key)).size, options.length, "keys are unique");
        for (const o of options) {
          // Each option on a copy of the game: accepted (R5).
          const copy = Game.load(s.game.save());
          try {
            copy.apply(o.command);
          } finally {
            copy.free();
          }
          assert.ok(o.label && o.confirm);
        }
      }
      s.apply(s.game.botCommand(p.seat));
    }
    s.free();
  }
  assert.deepEqual(errors, []);
  for (const a of ["wolf_kill", "seer_check", "witch_act", "vote", "sheriff_run", "sheriff_vote"]) assert.ok(seen.has(a), `${a} was covered`);
});

test("issue 17: every option of every out-of-turn move (the generic control) is a command the engine accepts", () => {
  // The reveal (R3.7), the King's explosion (R8.2), the withdrawal (R9.3) and the duel (R8.4) have
  // no control of their own: lib/moves.ts builds them from the engine's move, its words from
  // `web.moves.<kind>`.
  const { t, errors } = translator("en");
  const board = boards().find((b) => b.id === "white-wolf-king-knight-12")!;
  const seen = new Map<string, number>();
  for (const seed of ["1", "2", "3", "4"]) {
    const game = new Game({ roles: [...board.roles], seed, sheriff: true, lang: "en" });
    for (let step = 0; step < 800 && !game.isOver(); step++) {
      for (const move of game.legalMoves().filter((m) => !m.awaited)) {
        const options = moveOptions(move, game.view(move.seat), t);
        assert.ok(options && options.length > 0, move.action);
        seen.set(move.action, (seen.get(move.action) ?? 0) + 1);
        for (const o of options) {
          assert.ok(o.label && o.confirm && !o.label.includes("web."), `${move.action}: ${o.label}`);
          const copy = Game.load(game.save());
          try {
            copy.apply(o.command);
          } finally {
            copy.free();
          }
        }
      }
      game.apply(game.botCommand(game.pending()[0]!.seat));
    }
    game.free();
  }
  assert.deepEqual(errors, []);
  for (const a of ["self_reveal", "white_wolf_king_explode", "sheriff_withdraw", "knight_duel"]) assert.ok(seen.has(a), `${a} was covered`);
  // The words come from the kind: the Knight's duel reads "Duel Seat N", the withdrawal is one button.
  const duel = moveOptions({ seat: 2, action: "knight_duel", targets: [0, 4], canSkip: false, awaited: false, endsStep: true }, {} as never, t)!;
  assert.deepEqual(duel.map((o) => [o.label, o.tone, o.command]), [
    ["Duel Seat 1", "danger", { type: "knight_duel", seat: 2, target: 0 }],
    ["Duel Seat 5", "danger", { type: "knight_duel", seat: 2, target: 4 }],
  ]);
  const withdraw = moveOptions({ seat: 1, action: "sheriff_withdraw", targets: [], canSkip: false, awaited: false, endsStep: false }, {} as never, t)!;
  assert.deepEqual(withdraw.map((o) => [o.label, o.confirm, o.command]), [["Withdraw from the race", "Withdraw from the race", { type: "sheriff_withdraw", seat: 1 }]]);
});

test("deliberate moves: a selection's move keeps its key while other seats act (a pack mate's proposal), and a new phase is a new key", () => {
  let kept = 0;
  let changed = 0;
  for (const seed of ["1", "5", "8", "13", "21", "34"]) {
    const s = GameSession.create(setup({ seed, players: 12, sheriff: true, humanSeat: 0 }), "en");
    for (let step = 0; step < 800 && !s.game.isOver(); step++) {
      const pending = s.game.pending();
      const mine = pending[0]!;
      const others = pending.filter((p) => p.seat !== mine.seat);
      const before = s.game.view(mine.seat);
      const key = moveKey(mine, before);
      if (others.length > 0) {
        // Another seat acts first: this seat's move is still owed and its selection must survive.
        s.apply(s.game.botCommand(others[0]!.seat));
        const still = s.game.pending().find((p) => p.seat === mine.seat && p.action === mine.action);
        const after = s.game.view(mine.seat);
        if (still && JSON.stringify(after.phase) === JSON.stringify(before.phase) && after.day === before.day) {
          if (after.events.length !== before.events.length) kept++;
          assert.equal(moveKey(still, after), key, `${mine.action} keeps its key after seat ${others[0]!.seat} acted`);
        }
        continue;
      }
      s.apply(s.game.botCommand(mine.seat));
      const next = s.game.pending().find((p) => p.seat === mine.seat);
      if (next) {
        const nextView = s.game.view(mine.seat);
        if (JSON.stringify(nextView.phase) !== JSON.stringify(before.phase) || nextView.day !== before.day) {
          changed++;
          assert.notEqual(moveKey(next, nextView), key, "a new phase is a new move");
        }
      }
    }
    s.free();
  }
  assert.ok(kept > 0, "some move outlived another seat's event");
  assert.ok(changed > 0, "some seat met a new phase");
  assert.equal(moveKey(undefined, {} as never), "");
});

test("what to do now: a line in both languages for every phase met, for a seated player, a spectator and after death", () => {
  for (const lang of ["en", "zh"] as const) {
    const { t, errors } = translator(lang);
    const keys = new Set<string>();
    for (const [seed, humanSeat] of [["2", 0], ["4", null], ["9", 5], ["17", 3]] as const) {
      const s = GameSession.create(setup({ seed, humanSeat, seatChoice: humanSeat === null ? "watch" : "seat", sheriff: true }), lang);
      for (let step = 0; step < 700; step++) {
        const view = s.view();
        const g = guideFor(view, humanSeat, s.humanPending(), (x) => seatLabel(t, x));
        assert.ok(t(g.now.key, g.now.values).length > 0);
        if (g.deadline) t(g.deadline.key);
        keys.add(g.now.key);
        if (s.game.isOver()) break;
        const p = s.game.pending()[0]!;
        s.apply(s.game.botCommand(p.seat));
      }
      s.free();
    }
    assert.deepEqual(errors, [], `${lang}: every guide key exists with its arguments`);
    for (const k of ["web.now.over", "web.now.watching", "web.now.wait.night", "web.now.wait.day_speech", "web.now.act.vote", "web.now.act.speak"]) {
      assert.ok(keys.has(k), `${lang}: ${k} met`);
    }
  }
});

test("pacing: four speeds, slower is longer, instant is 0, the choice is remembered (and a bad one ignored)", () => {
  for (const action of ["speak", "vote", "wolf_kill"] as const) {
    const ms = SPEEDS.map((s) => paceFor(action, s));
    assert.deepEqual([...ms].sort((a, b) => b - a), ms);
    assert.equal(ms[3], 0);
    assert.ok(ms[0]! > ms[1]! && ms[1]! > ms[2]!);
  }
  const store = new MemoryStore();
  assert.equal(readSpeed(store), "normal");
  writeSpeed(store, "slow");
  assert.equal(readSpeed(store), "slow");
  store.setItem("wolfcore-web:speed", "ludicrous");
  assert.equal(readSpeed(store), "normal");
});

test("voices: a distinct voice per seat while the language has enough, the game's language only; off until turned on", () => {
  const voices = [
    { name: "B en", lang: "en-GB" },
    { name: "A en", lang: "en-US" },
    { name: "Zh 1", lang: "zh-CN" },
    { name: "De", lang: "de-DE" },
    { name: "C en", lang: "en_AU" },
  ];
  assert.deepEqual(voicesFor(voices, "en").map((v) => v.name), ["A en", "B en", "C en"]);
  assert.deepEqual(voicesFor(voices, "zh").map((v) => v.name), ["Zh 1"]);
  const three = [0, 1, 2].map((s) => seatVoice(voices, "en", s).voice?.name);
  assert.equal(new Set(three).size, 3);
  // More seats than voices: the repeat is told apart by pitch.
  assert.notEqual(seatVoice(voices, "zh", 0).pitch, seatVoice(voices, "zh", 1).pitch);
  assert.equal(seatVoice([], "en", 4).voice, undefined);
  const store = new MemoryStore();
  assert.equal(readVoiceOn(store), false);
  writeVoiceOn(store, true);
  assert.equal(readVoiceOn(store), true);
  assert.equal(transcriptOf({ results: [[{ transcript: " I am " }], [{ transcript: "the Seer" }]] }), "I am the Seer");
});

test("RECENT_PREFIX keys hold only saves of listed games after forget", () => {
  const store = new MemoryStore();
  const s = GameSession.create(setup(), "en");
  remember(store, s.recentEntry(), s.toSave(), false);
  assert.equal(store.getItem(SAVE_KEY), null, "current = false leaves the autosave alone");
  assert.ok(store.getItem(RECENT_PREFIX + s.id));
  forget(store, s.id);
  assert.deepEqual([...store.map.keys()].filter((k) => k.startsWith(RECENT_PREFIX)), []);
  s.free();
});

test("C4.5: at game end every potion claim is settled, and the review agrees with the claims panel on every settled claim", async () => {
  const { reviewClaims } = await import("../../lib/review");
  let settled = 0;
  for (const seed of ["2", "6", "12", "31"]) {
    const s = GameSession.create(setup({ seed, seatChoice: "watch", humanSeat: null }), "en");
    const witch = s.game.godView().players.find((p) => p.role === "Witch")!.seat;
    let claimed = false;
    for (let step = 0; step < 800 && !s.game.isOver(); step++) {
      const view = s.game.view();
      if (!claimed && view.phase.kind === "day_speech") {
        // The Witch "claims" a save of every seat: at most one of them is true.
        s.game.ingestClaims(
          view.players.map((p) => ({
            day: view.day,
            phase: "DAY_SPEECH",
            speakerSeat: witch,
            claimType: "witch_save" as const,
            targetSeat: p.seat,
            content: `I saved seat ${p.seat + 1}`,
            source: "manual" as const,
          })),
        );
        // C4.5: the same claims naming no seat (one per kind, by the real holder) stay unverified.
        s.game.ingestClaims(
          (["witch_save", "witch_poison"] as const).map((claimType) => ({
            day: view.day,
            phase: "DAY_SPEECH",
            speakerSeat: witch,
            claimType,
            content: claimType === "witch_save" ? "I used my antidote" : "I used my poison",
            source: "manual" as const,
          })),
        );
        claimed = true;
      }
      const p = s.game.pending()[0]!;
      s.apply(s.game.botCommand(p.seat));
    }
    assert.ok(s.game.isOver());
    const claims = s.game.publicClaims();
    const saves = claims.filter((c) => c.claimType === "witch_save" && c.speakerSeat === witch && c.targetSeat !== undefined);
    assert.ok(saves.length > 0 && saves.every((c) => c.status === "corroborated" || c.status === "disproved"), "every save is settled");
    const roles = s.game.godView().players.map((p) => p.role!);
    for (const r of reviewClaims(claims, roles, s.game.eventLog())) {
      if (r.claim.status === "corroborated") assert.equal(r.verdict, "truth", r.claim.content);
      if (r.claim.status === "disproved") assert.ok(r.verdict === "lie" || r.verdict === "mistaken", r.claim.content);
      if (r.claim.status === "corroborated" || r.claim.status === "disproved") settled++;
    }
    // Targetless potion claims: unverified in the panel, unknowable in the review (never "truth"
    // because some night had no save).
    const targetless = claims.filter((c) => c.speakerSeat === witch && c.targetSeat === undefined && c.claimType !== "role_claim");
    assert.ok(targetless.length >= 2, JSON.stringify(targetless));
    for (const r of reviewClaims(targetless, roles, s.game.eventLog())) {
      assert.ok(r.claim.status === "unverified" || r.claim.status === "contested", `${r.claim.content}: ${r.claim.status}`);
      assert.equal(r.verdict, "unknowable", r.claim.content);
    }
    // The review's own reading of the log agrees with the ledger's verdict on these saves.
    for (const c of saves) {
      const acted = s.game.eventLog().some((e) => e.kind.type === "witch_acted" && e.kind.seat === witch && e.kind.save === c.targetSeat);
      assert.equal(c.status === "corroborated", acted, c.content);
    }
    s.free();
  }
  assert.ok(settled > 40, `${settled} settled claims reviewed`);
});
