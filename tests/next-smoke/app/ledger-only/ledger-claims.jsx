"use client";

// `wolfcore/ledger` in a client component: `await init()` in an effect fetches ledger_bg.wasm
// (the bundler emits it); before that every export throws `not_initialized`, as in `wolfcore`.
import { useEffect, useState } from "react";
import init, { extractPublicClaims, mergePublicClaims, parsePublicClaims, renderPublicClaimsSection, verifyPublicClaims, version } from "wolfcore/ledger";

let beforeInit;
try {
  version();
  beforeInit = "no error";
} catch (err) {
  beforeInit = `${err?.name}:${err?.code}`;
}

const REPLY = '{"claims": [{"day": 1, "speakerSeat": 2, "claimType": "role_claim", "role": "Seer", "content": "I am the Seer"}, {"day": 1, "speakerSeat": 5, "claimType": "role_claim", "role": "Seer", "content": "No, I am the Seer"}]}';

export default function LedgerClaims() {
  const [state, setState] = useState({ status: "loading" });

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        await init();
        const parsed = parsePublicClaims(REPLY, { playerCount: 9 });
        const verified = verifyPublicClaims(mergePublicClaims([], parsed.claims), { 4: "Werewolf" });
        const extracted = extractPublicClaims("I am the Seer. Last night I checked Seat 7, he is a werewolf.", { day: 2, speakerSeat: 2 });
        if (live) {
          setState({
            status: "ready",
            version: version(),
            beforeInit,
            statuses: verified.map((c) => `${c.speakerSeat}:${c.status}`).join(" "),
            extracted: extracted.map((c) => c.claimType).join(" "),
            section: renderPublicClaimsSection(verified, { limit: 5, lang: "en" }),
          });
        }
      } catch (err) {
        if (live) setState({ status: "error", error: `${err?.code ?? ""} ${err?.message ?? err}` });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  return (
    <section data-testid="ledger" data-status={state.status}>
      {state.status === "ready" && (
        <>
          <p data-testid="ledger-version">{state.version}</p>
          <p data-testid="ledger-before-init">{state.beforeInit}</p>
          <p data-testid="ledger-statuses">{state.statuses}</p>
          <p data-testid="ledger-extracted">{state.extracted}</p>
          <pre data-testid="ledger-section">{state.section}</pre>
        </>
      )}
      {state.status === "error" && <p data-testid="ledger-error">{state.error}</p>}
    </section>
  );
}
