import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the scripted server saw it. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** What the server answers: a status, optional headers, and a body sent as JSON unless it is already a string. */
export interface ScriptedAnswer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

/**
 * A real HTTP server on 127.0.0.1 for adapter tests (no mocking library): it records every request and answers
 * each from `answer`, which sees the request and how many came before it.
 */
export async function startScriptedServer(answer: (request: SeenRequest, index: number) => ScriptedAnswer) {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const seen: SeenRequest = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const reply = answer(seen, requests.length);
      requests.push(seen);
      const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? null);
      const type = typeof reply.body === "string" ? "text/plain" : "application/json";
      outgoing.writeHead(reply.status, { "Content-Type": type, ...reply.headers });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
