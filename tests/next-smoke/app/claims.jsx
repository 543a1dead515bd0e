"use client";

import { useEffect, useState } from "react";
import init, { mergePublicClaims, messages, renderPublicClaimsSection, verifyPublicClaims, version } from "wolfcore";

const claim = (speakerSeat, content) => ({
  day: 1,
  phase: "DAY_SPEECH",
  speakerSeat,
  claimType: "role_claim",
  role: "Seer",
  content,
  source: "summary",
});

export default function Claims() {
  const [state, setState] = useState({ status: "loading" });

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        await init();
        const ledger = mergePublicClaims([], [claim(1, "I am the Seer"), claim(4, "No, I am the Seer")]);
        const verified = verifyPublicClaims(ledger, { 4: "Werewolf" });
        const zh = messages("zh");
        if (live) {
          setState({
            status: "ready",
            version: version(),
            statuses: verified.map((c) => `${c.speakerSeat}:${c.status}`).join(" "),
            header: zh.publicClaims.header,
            section: renderPublicClaimsSection(verified, { limit: 5, lang: "zh", seatLabel: (n) => `${n}号` }),
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
    <section data-testid="wolfcore" data-status={state.status}>
      {state.status === "ready" && (
        <>
          <p data-testid="version">{state.version}</p>
          <p data-testid="statuses">{state.statuses}</p>
          <p data-testid="header">{state.header}</p>
          <pre data-testid="section">{state.section}</pre>
        </>
      )}
      {state.status === "error" && <p data-testid="error">{state.error}</p>}
    </section>
  );
}
