import { Suspense } from "react";
import SsrClaims from "./ssr-claims.jsx";

export default function SsrPage() {
  return (
    <main>
      <Suspense fallback={<p data-testid="ssr-loading">loading</p>}>
        <SsrClaims />
      </Suspense>
    </main>
  );
}
