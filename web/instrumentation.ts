// Runs once when the Next.js server starts (Node runtime). The model route's rate limit must key
// on the TCP connection, but a route handler sees only headers, and Next.js keeps a client-sent
// `X-Forwarded-For` (it fills it from the socket only when absent). So every incoming request's
// socket address is put in a header of our own here, before Next.js reads the request, and a
// client's copy of that header is dropped (lib/ai/http.ts `clientKey`). Behind a trusted proxy
// (`WOLFCORE_TRUST_PROXY`), the route reads the proxy's `X-Forwarded-For` instead.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerHeader } = await import("./lib/ai/peer");
  installPeerHeader();
}
