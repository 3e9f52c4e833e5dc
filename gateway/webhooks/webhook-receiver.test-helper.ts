import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A webhook receiver on loopback: it keeps what it is sent and answers 200, or the statuses it is told to. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedDelivery[];
  /** The statuses of the next answers, in order; 200 once they are used up (or always, with `forever`). */
  answerWith(statuses: readonly number[], forever?: boolean): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  let statuses: number[] = [];
  let always: number | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = statuses.shift() ?? always ?? 200;
      response.end("ok");
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/budget`,
    received,
    answerWith: (next, forever = false) => {
      statuses = [...next];
      always = forever ? (next.at(-1) ?? null) : null;
    },
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
