// The TypeScript contract: a strict consumer compiles against the built package, and the
// public declarations contain no `any`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./helpers.mjs";

const TESTS = path.join(REPO_ROOT, "tests");

test("a strict TypeScript consumer compiles (tsc --noEmit), @ts-expect-error lines included", () => {
  const tsc = path.join(TESTS, "node_modules", ".bin", "tsc");
  let out = "";
  try {
    out = execFileSync(tsc, ["-p", path.join(TESTS, "types")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    assert.fail(`tsc failed:\n${err.stdout}${err.stderr}`);
  }
  assert.equal(out.trim(), "");
});

function stripComments(src) {
  return src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

test("no `any` in the public declarations", () => {
  const generated = readFileSync(path.join(REPO_ROOT, "pkg", "wasm", "wolfcore.d.ts"), "utf8");
  // Everything after `InitInput` is the generated loader's internals, which index.d.ts does not re-export.
  const cut = generated.indexOf("export type InitInput");
  assert.ok(cut > 0, "generated declarations have the loader section");
  const publicPart = stripComments(generated.slice(0, cut));
  for (const fn of ["mergePublicClaims", "mergePublicClaimsSafe", "mergePublicClaimsReport", "normalizePublicClaims", "verifyPublicClaims", "messages", "formatMessage", "version", "renderPublicClaimsSection", "sanitizeLine", "parsePublicClaims", "parsePublicClaimsResponse", "publicClaimsJsonSchema", "extractPublicClaims", "simulate", "boards"]) {
    assert.match(publicPart, new RegExp(`export function ${fn}\\(`), `${fn} is declared`);
  }
  assert.match(publicPart, /export class Game \{/, "the Game class is declared");
  for (const method of ["apply(command: Command): Applied", "pending(): PendingAction[]", "view(seat?: Seat | null): GameView", "static load(snapshot: string): Game", "botCommand(seat: Seat, bots?: BotConfig | null): Command", "playBots(humanSeats?: readonly Seat[] | null, bots?: BotConfig | null): number"]) {
    assert.ok(publicPart.includes(method), `Game.${method}`);
  }
  assert.match(publicPart, /export class Ledger \{/, "the Ledger class is declared");
  for (const method of ["ingestReply(raw: string, context?: LedgerReplyContext | null): LedgerIngestReport", "merge(claims: readonly PublicClaimInput[]): LedgerMergeReport", "static load(save: string): Ledger", "claims(): readonly PublicClaim[]", "readonly size: number"]) {
    assert.ok(publicPart.includes(method), `Ledger.${method}`);
  }
  assert.doesNotMatch(publicPart, /_mergeFrom|_delta|_renderAt/, "the remembered-results protocol stays out of the declarations");
  assert.doesNotMatch(publicPart, /\bany\b/);
  assert.doesNotMatch(stripComments(readFileSync(path.join(REPO_ROOT, "pkg", "index.d.ts"), "utf8")), /\bany\b/);
  assert.doesNotMatch(publicPart, /\bunknown\b/);
});
