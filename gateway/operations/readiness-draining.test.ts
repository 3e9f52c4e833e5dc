import { connect } from "node:net";
import { setTimeout as pause } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { question, seedModels, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { GATEWAY_STOPPING } from "../server/drain-on-close.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
let key: string;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, [{ systemName: "slow-chat", timeToFirstTokenMs: 1200 }]);
  key = await seedUserKey(gateway.db, (await gateway.signIn()).user);
});
afterAll(() => gateway.close());

interface RawAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The answers read off one connection, in order: each a status line, headers with a Content-Length, a JSON body. */
function answersOf(raw: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf("\r\n\r\n");
    const head = rest.subarray(0, headEnd).toString();
    const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1]);
    const body = rest.subarray(headEnd + 4, headEnd + 4 + length).toString();
    answers.push({ status: Number(head.split(" ")[1]), body: JSON.parse(body) });
    rest = rest.subarray(headEnd + 4 + length);
  }
  return answers;
}

function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body = ""): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * A kept-alive connection busy when the stop began is the one way in once it began: `first` is sent, then `second`
 * behind it on the same connection once the gateway is closing. Resolves with the answers the connection got.
 */
function busyConnection(first: string) {
  const url = new URL(gateway.apiUrl);
  const socket = connect(Number(url.port), url.hostname);
  const received: Buffer[] = [];
  socket.on("data", (chunk) => received.push(chunk));
  const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(first);
  return {
    sendBehind: (second: string) => socket.write(second),
    answers: async () => {
      await ended;
      return answersOf(Buffer.concat(received));
    },
  };
}

describe("readiness during a stop", () => {
  it("answers 503 draining while the requests in flight finish, and refuses new work with a message", async () => {
    const chat = rawRequest(
      "POST",
      `${new URL(gateway.apiUrl).pathname}/chat/completions`,
      { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      JSON.stringify(question("slow-chat")),
    );
    const asksReadiness = busyConnection(chat);
    const asksMore = busyConnection(chat);
    await pause(400);

    const stopped = gateway.app.close();
    await pause(50);
    asksReadiness.sendBehind(rawRequest("GET", "/readyz"));
    asksMore.sendBehind(chat);
    await stopped;

    const [answered, readiness] = await asksReadiness.answers();
    expect(answered?.status).toBe(200);
    expect(answered?.body).toMatchObject({ model: "slow-chat", object: "chat.completion" });
    expect(readiness).toEqual({
      status: 503,
      body: {
        status: "not ready",
        checks: { database: "ok", migrations: "ok", draining: "draining" },
        errMsgs: ["The gateway is stopping: it finishes the requests it is answering."],
      },
    });
    const [alsoAnswered, refused] = await asksMore.answers();
    expect(alsoAnswered?.status).toBe(200);
    expect(refused?.status).toBe(503);
    expect(refused?.body).toMatchObject({ errMsgs: [GATEWAY_STOPPING] });
  });
});
