"use client";

// A client component that uses wolfcore while rendering, so Next.js renders it on the server
// too (SSR, the Node entry: ready at import) and then hydrates it in the browser (the browser
// entry: `use(ready)` suspends until the .wasm has loaded, so the first client render matches
// the server's HTML).
import { use } from "react";
import init from "wolfcore";
import { ledgerResult } from "../ledger.js";

const ready = init();

export default function SsrClaims() {
  use(ready);
  const { statuses, section } = ledgerResult();
  return (
    <section data-testid="ssr">
      <p data-testid="ssr-statuses">{statuses}</p>
      <pre data-testid="ssr-section">{section}</pre>
    </section>
  );
}
