import { setTimeout as pause } from "node:timers/promises";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { drainOnClose } from "./drain-on-close.ts";

/**
 * A server set up as the gateway's (forceCloseConnections), listening, with a route answering after `answerMs`;
 * `answering` resolves once a request is in its handler.
 */
async function listeningServer(graceMs: number, answerMs: number) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  drainOnClose(app, graceMs);
  let handlerReached = () => {};
  const answering = new Promise<void>((resolve) => {
    handlerReached = resolve;
  });
  app.get("/slow", async () => {
    handlerReached();
    await pause(answerMs);
    return { answered: true };
  });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, url, answering };
}

describe("closing the gateway's server", () => {
  it("lets a request being answered finish before the connections are cut", async () => {
    const { app, url, answering } = await listeningServer(5000, 300);
    const answer = fetch(`${url}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await answering;
    await app.close();
    expect(await answer).toEqual({ status: 200, body: { answered: true } });
  });

  it("takes no new connection once closing", async () => {
    const { app, url, answering } = await listeningServer(5000, 300);
    const first = fetch(`${url}/slow`);
    await answering;
    const closing = app.close();
    await expect(fetch(`${url}/slow`, { headers: { connection: "close" } })).rejects.toThrow();
    await closing;
    expect((await first).status).toBe(200);
  });

  it("cuts a request still unanswered after the grace period", async () => {
    const { app, url, answering } = await listeningServer(200, 3000);
    const answer = fetch(`${url}/slow`);
    await answering;
    const closedAt = performance.now();
    await app.close();
    expect(performance.now() - closedAt).toBeLessThan(2000);
    await expect(answer).rejects.toThrow();
  });
});
