import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";

/** What the model endpoints read of a request: its body and headers. A Fastify request is one. */
export interface ModelRequest {
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
}

/** What the model endpoints answer through. A Fastify reply is one; a test's stand-in keeps what was sent. */
export interface ModelReply {
  code(statusCode: number): ModelReply;
  headers(values: Record<string, string>): ModelReply;
  type(contentType: string): ModelReply;
  /** A whole answer as text, or a stream of server-sent events. */
  send(payload: string | Readable): ModelReply;
  /** The connection: closed before the answer was all written, the client hung up. */
  readonly raw: {
    on(event: "close", listener: () => void): unknown;
    readonly writableFinished: boolean;
  };
}
