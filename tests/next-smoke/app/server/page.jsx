// A server component: prerendered by `next build`, rendered on request by `next dev`. It uses
// wolfcore straight after the import (the Node entry is ready at import); `await init()` stays
// valid and resolves at once.
import init from "wolfcore";
import { ledgerResult } from "../ledger.js";

export default async function ServerPage() {
  await init();
  const { version, statuses, section } = ledgerResult();
  return (
    <main data-testid="server">
      <p data-testid="server-version">{version}</p>
      <p data-testid="server-statuses">{statuses}</p>
      <pre data-testid="server-section">{section}</pre>
    </main>
  );
}
