// BASELINE — NOT PRODUCT CODE.
//
// A plain-JavaScript public-claims ledger written from the algorithm described in issue 13
// ("The algorithm of the baseline"), so that wolfcore can be measured side by side against
// what an app would write by hand. It deliberately does only what that algorithm says: no
// validation, no sanitising of untrusted text, no verdicts, no C3.2 conflict kinds beyond
// "two role claims of the same role on the same day". Used by bench/ledger-bench.mjs only.

/** Parse: JSON.parse, then filter/map `claims`; seats 1-based in the reply, 0-based here. */
export function baselineParse(raw, { day }) {
  let doc;
  try {
    doc = JSON.parse(raw);
  } catch {
    return [];
  }
  const claims = Array.isArray(doc?.claims) ? doc.claims : [];
  return claims
    .filter((c) => c && typeof c === "object" && Number.isInteger(c.speakerSeat) && typeof c.claimType === "string")
    .map((c) => ({
      id: crypto.randomUUID(),
      day: Number.isInteger(c.day) ? c.day : day,
      phase: typeof c.phase === "string" ? c.phase : "DAY_SPEECH",
      speakerSeat: c.speakerSeat - 1,
      claimType: c.claimType,
      role: c.role,
      targetSeat: Number.isInteger(c.targetSeat) ? c.targetSeat - 1 : undefined,
      alignment: c.alignment,
      content: typeof c.content === "string" ? c.content : "",
      status: "unverified",
      source: "summary",
    }));
}

const keyOf = (c) => `${c.day}|${c.phase}|${c.speakerSeat}|${c.claimType}|${c.role}|${c.targetSeat}`;

/** Merge: the first claim per key wins (a Map), then role claims sharing `day|role` are contested (in place). */
export function baselineMerge(existing, incoming) {
  const byKey = new Map();
  for (const c of existing) if (!byKey.has(keyOf(c))) byKey.set(keyOf(c), c);
  for (const c of incoming) if (!byKey.has(keyOf(c))) byKey.set(keyOf(c), c);
  const out = [...byKey.values()];
  const perDayRole = new Map();
  for (const c of out) {
    if (c.claimType !== "role_claim") continue;
    const k = `${c.day}|${c.role}`;
    perDayRole.set(k, (perDayRole.get(k) ?? 0) + 1);
  }
  for (const c of out) {
    if (c.claimType === "role_claim" && perDayRole.get(`${c.day}|${c.role}`) > 1) c.status = "contested";
  }
  return out;
}

/** Render: the last `limit` claims as `- {seatLabel}: {content} ({status})` between header/disclaimer and the tags. */
export function baselineRender(claims, { limit, header = "Public claims so far:", disclaimer = "These are claims, not facts." }) {
  const lines = claims.slice(-limit).map((c) => `- Seat ${c.speakerSeat + 1}: ${c.content} (${c.status})`);
  return ["<public_claims>", header, disclaimer, ...lines, "</public_claims>"].join("\n");
}
