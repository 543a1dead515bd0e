// Issue 19, item 5: model seats get the same claim-consistency metrics as bots (docs/metrics.md),
// in the AI calls tab at game end, so a player sees which model lied, followed claims or wasted its
// vote. A watched 9-seat game with two model seats (the OpenAI-protocol test server, answering
// every request with a plain, legal-looking reply) is skipped to its end; the AI calls tab then
// lists exactly the model seats' metrics lines, and nothing of the kind while the game runs.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { register } from "tsx/esm/api";

register();
const { startTestServer } = await import("../ai/openai-test-server.ts");

const server = await startTestServer();
Object.assign(process.env, {
  WOLFCORE_LLM_BASE_URL: server.baseURL,
  WOLFCORE_LLM_API_KEY: "sk-wolfcore-e2e-metrics-0000",
  WOLFCORE_LLM_MODEL: "e2e-seat-model",
  WOLFCORE_LLM_TIMEOUT_MS: "5000",
  WOLFCORE_LLM_RATE_BURST: "2000",
  WOLFCORE_LLM_RATE_PER_MIN: "2000",
});
const { LABELS, openPage, startApp } = await import("./harness.mjs");

const MODEL_SEATS = [2, 3]; // 1-based, as the lobby labels them
const SELF = /You are Seat (\d+)\./;
/** The reply schema's properties (as in ai.test.mjs). */
const propsOf = (r) => {
  const schema = r.body.response_format?.json_schema?.schema ?? r.body.response_format?.schema;
  return schema?.properties ?? schema?.anyOf?.[0]?.properties ?? {};
};
const firstOf = (p) => p?.enum?.find((v) => v !== null) ?? null;
server.fallback = (r) => {
  const props = propsOf(r);
  const seat = Number(SELF.exec(r.body.messages[1]?.content ?? "")?.[1] ?? 0);
  if ("speech" in props) return { content: JSON.stringify({ speech: `I am a villager. Seat ${seat === 2 ? 3 : 2} is good.` }) };
  if ("vote" in props) return { content: JSON.stringify({ vote: firstOf(props.vote) }) };
  if ("save" in props) return { content: '{"save": false, "poison": null}' };
  return { content: JSON.stringify({ target: firstOf(props.target) }) };
};

let app;
before(async () => {
  app = await startApp();
});
after(async () => {
  await app?.stop();
  await server.close();
});

test("the AI calls tab shows the model seats' metrics at game end, and only theirs", { timeout: 300_000 }, async () => {
  const L = LABELS.en;
  const { page, errors, context } = await openPage(app, { locale: "en" });
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByTestId("ai-status").and(page.locator('[data-configured="true"]')).waitFor();
  await page.getByLabel(L.players).selectOption("9");
  await page.getByRole("button", { name: "All built-in bots" }).click();
  for (const n of MODEL_SEATS) await page.getByRole("checkbox", { name: L.seatLabel(n), exact: true }).check();
  await page.getByLabel(L.seat).selectOption("watch");
  await page.getByRole("button", { name: L.start }).click();
  await page.getByTestId("table").waitFor();
  await page.getByRole("tab", { name: "AI calls" }).click();
  assert.equal(await page.getByTestId("ai-metrics").count(), 0, "no metrics before the end (they read roles)");
  await page.getByRole("button", { name: L.skip }).click();
  await page.getByTestId("game-end").waitFor({ timeout: 240_000 });
  assert.ok(server.requests.length > 0, "the model seats called the test server");
  const section = page.getByTestId("ai-metrics");
  await section.waitFor();
  const lines = section.locator("li");
  assert.equal(await lines.count(), MODEL_SEATS.length, "one line per model seat");
  for (const n of MODEL_SEATS) {
    const line = page.getByTestId(`seat-metrics-${n - 1}`);
    assert.equal(await line.count(), 1, `seat ${n}`);
    const text = await line.innerText();
    assert.match(text, new RegExp(`^Seat ${n}: voted as said \\d+/\\d+ · lies \\d+/\\d+ · followed checks \\d+/\\d+ · abstained \\d+`), text);
  }
  // A bot seat has no line here (it is on the report card with every seat).
  assert.equal(await page.getByTestId("seat-metrics-0").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
