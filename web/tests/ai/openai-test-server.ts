// An OpenAI-protocol test server: real HTTP on 127.0.0.1 (a free port), `POST /v1/chat/completions`
// answered from a script, every request recorded (headers, body, and whether the client hung up
// before the answer). A request with `stream: true` is answered as the real servers do: server-sent
// events (a role chunk, the content in pieces, the finish chunk, the usage chunk when
// `stream_options.include_usage` asks for it, `data: [DONE]`), unless the script says otherwise.
// Started and stopped by the tests; nothing else is served.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer. */
export interface Scripted {
  /** HTTP status (default 200). */
  status?: number;
  /** The assistant message's content, wrapped in a chat completion. */
  content?: string;
  /** A raw body instead (used for error bodies and broken JSON). */
  raw?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (ms). */
  delayMs?: number;
  /** Never answer (until the client hangs up). */
  hang?: boolean;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  /** Send the body in 16 KB chunks without a content-length (chunked transfer encoding). */
  chunked?: boolean;
  /** A streamed request answered with JSON anyway (a server that ignores `stream`). */
  ignoreStream?: boolean;
  /** Raw SSE text instead of the generated events (written in `sseWrites`, or in one write). */
  sse?: string;
  /** The raw SSE text split into these writes (each flushed on its own), for split-across-reads tests. */
  sseWrites?: string[];
  /** Streamed content: characters per chunk (default 8). */
  pieceChars?: number;
  /** Streamed content: the wait between chunks (ms), like a server generating token by token. */
  pieceDelayMs?: number;
  /** Streamed: the server drops the connection after this many pieces (a crash mid-generation). */
  dropAfterPieces?: number;
  /** Streamed: extra members of every chunk (llama-cpp-python's chunks carry ids, logprobs, timestamps: ~230 bytes a token). */
  chunkExtra?: Record<string, unknown>;
  /** Streamed: the `finish_reason` of the last chunk (default "stop"). */
  finishReason?: unknown;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
    [k: string]: unknown;
  };
  /** The client closed the connection before the answer was sent (or, streamed, before it ended). */
  aborted: boolean;
  /** Streamed: content chunks written before the end or the client hanging up. */
  piecesSent: number;
  /** Streamed: whether the stream ran to its end (`[DONE]`). */
  streamEnded: boolean;
}

export type Responder = (req: RecordedRequest) => Scripted;

export interface TestServer {
  /** `http://127.0.0.1:PORT/v1` */
  baseURL: string;
  requests: RecordedRequest[];
  /** Answers in order; when empty, `fallback` answers. */
  script: Scripted[];
  fallback: Responder;
  /** Bytes of body written per request (by index), e.g. to see a client hang up mid-body. */
  sentBytes: number[];
  close(): Promise<void>;
}

export function completion(content: string, model: string, usage?: Scripted["usage"]): string {
  return JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model,
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    ...(usage ? { usage } : {}),
  });
}

/** The SSE events of a streamed completion of `content` (the way the OpenAI API sends them). */
export function sseEvents(content: string, model: string, s: Scripted, includeUsage: boolean): { pieces: string[]; tail: string[] } {
  const base = { id: "chatcmpl-test", object: "chat.completion.chunk", created: 0, model, ...s.chunkExtra };
  const ev = (v: unknown) => `data: ${JSON.stringify(v)}\n\n`;
  const size = s.pieceChars ?? 8;
  const pieces: string[] = [ev({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] })];
  for (let i = 0; i < content.length; i += size) {
    pieces.push(ev({ ...base, choices: [{ index: 0, delta: { content: content.slice(i, i + size) }, finish_reason: null }] }));
  }
  const tail = [ev({ ...base, choices: [{ index: 0, delta: {}, finish_reason: s.finishReason === undefined ? "stop" : s.finishReason }] })];
  if (includeUsage && s.usage) tail.push(ev({ ...base, choices: [], usage: s.usage }));
  tail.push("data: [DONE]\n\n");
  return { pieces, tail };
}

export async function startTestServer(fallback: Responder = () => ({ status: 500, raw: '{"error":"unscripted"}' })): Promise<TestServer> {
  const state = { requests: [] as RecordedRequest[], script: [] as Scripted[], fallback, sentBytes: [] as number[] };
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: RecordedRequest["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as RecordedRequest["body"];
      } catch {
        res.writeHead(400).end('{"error":"bad json"}');
        return;
      }
      const rec: RecordedRequest = { path: req.url ?? "", authorization: req.headers.authorization, body, aborted: false, piecesSent: 0, streamEnded: false };
      state.requests.push(rec);
      const index = state.requests.length - 1;
      state.sentBytes[index] = 0;
      let answered = false;
      res.on("close", () => {
        if (!answered) rec.aborted = true;
      });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        answered = true;
        res.writeHead(404).end('{"error":"not found"}');
        return;
      }
      const s = state.script.shift() ?? state.fallback(rec);
      if (s.hang) return;
      const send = () => {
        if (res.destroyed) return;
        answered = true;
        const streamed = body.stream === true && (s.status ?? 200) === 200 && s.raw === undefined && !s.ignoreStream;
        if (streamed) {
          res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", ...s.headers });
          const include = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
          const writes = s.sse !== undefined ? (s.sseWrites ?? [s.sse]) : null;
          const { pieces, tail } = writes ? { pieces: writes, tail: [] } : sseEvents(s.content ?? "", body.model, s, include);
          let i = 0;
          answered = false; // streamed: "answered" only once the stream has ended
          const next = () => {
            if (res.destroyed) return;
            if (s.dropAfterPieces !== undefined && i >= s.dropAfterPieces) {
              answered = true; // the server's doing, not the client's
              res.socket?.destroy();
              return;
            }
            if (i < pieces.length) {
              const piece = pieces[i++]!;
              state.sentBytes[index]! += Buffer.byteLength(piece);
              rec.piecesSent = i;
              res.write(piece);
              if (s.pieceDelayMs) setTimeout(next, s.pieceDelayMs);
              else setImmediate(next);
              return;
            }
            for (const t of tail) res.write(t);
            answered = true;
            rec.streamEnded = true;
            res.end();
          };
          next();
          return;
        }
        const text = s.raw ?? completion(s.content ?? "", body.model, s.usage);
        if (!s.chunked) {
          res.writeHead(s.status ?? 200, { "content-type": "application/json", ...s.headers });
          state.sentBytes[index] = Buffer.byteLength(text);
          res.end(text);
          return;
        }
        res.writeHead(s.status ?? 200, { "content-type": "application/json", ...s.headers });
        const bytes = Buffer.from(text);
        let at = 0;
        const pump = () => {
          while (at < bytes.length && !res.destroyed) {
            const chunk = bytes.subarray(at, at + 16_384);
            at += chunk.length;
            state.sentBytes[index]! += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          if (!res.destroyed) res.end();
        };
        pump();
      };
      if (s.delayMs) setTimeout(send, s.delayMs);
      else send();
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get sentBytes() {
      return state.sentBytes;
    },
    get script() {
      return state.script;
    },
    set script(v) {
      state.script = v;
    },
    get fallback() {
      return state.fallback;
    },
    set fallback(v) {
      state.fallback = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  } as TestServer;
}
