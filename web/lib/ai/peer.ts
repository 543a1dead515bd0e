// The server hook behind `clientKey` (instrumentation.ts): stamps every HTTP request with its TCP
// peer's address in `x-wolfcore-peer`, replacing any copy the client sent. Server only.
import http from "node:http";
import { PEER_HEADER } from "./http";

const INSTALLED = Symbol.for("wolfcore.peerHeader");

/** Wraps `http.Server.prototype.emit` once per process so each "request" carries its peer address. */
export function installPeerHeader(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") stamp(args[0] as http.IncomingMessage);
    return (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}

/** Sets the peer header of one request from its socket (exported for the unit test). */
export function stamp(req: http.IncomingMessage): void {
  delete req.headers[PEER_HEADER];
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_HEADER] = address;
}
