import LedgerClaims from "./ledger-claims.jsx";

// The ledger module alone in the browser (issue 22): only ledger_bg.wasm is fetched.
export default function LedgerPage() {
  return (
    <main>
      <h1>wolfcore/ledger smoke test</h1>
      <LedgerClaims />
    </main>
  );
}
