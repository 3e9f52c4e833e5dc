import type { Server } from "node:http";
import { setImmediate as nextTurn, setTimeout as pause } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { HttpProblem } from "./http-problem.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered while the server drains (readiness says so); every other route then answers 503. */
    answersWhileDraining?: boolean;
  }
}

export const GATEWAY_STOPPING =
  "The gateway is stopping: send the request again, another instance will answer it";

const DRAINING = new WeakSet<Server>();

/** Whether the server is stopping: it finishes the requests it is answering and takes no new ones. */
export function isDraining(app: FastifyInstance): boolean {
  return DRAINING.has(app.server);
}

/**
 * How long a stop waits for the requests being answered: long enough for a completion (a streamed one of a slow
 * model runs for seconds), short enough for a process manager's own grace period (10 s or more usually).
 */
export const DRAIN_GRACE_MS = 8000;

/**
 * Makes closing the server graceful: it stops taking connections at once, lets the requests being answered finish
 * (up to `graceMs`), and only then do Fastify's forceCloseConnections cut what is left (a stream to a client that
 * went away on a kept-alive connection would otherwise hold the close forever). Without it, a stop would cut every
 * request in flight, and their answers, already paid for upstream, with them.
 */
export function drainOnClose(app: FastifyInstance, graceMs: number): void {
  let inFlight = 0;
  let allDone: (() => void) | null = null;
  app.addHook("onRequest", (request, reply, done) => {
    inFlight++;
    reply.raw.once("close", () => {
      inFlight--;
      if (inFlight === 0) allDone?.();
    });
    if (isDraining(app) && !request.routeOptions.config.answersWhileDraining) {
      // A request on a kept-alive connection that was busy when the stop began: refused, in the API's own shape.
      reply.header("Connection", "close");
      done(new HttpProblem(503, GATEWAY_STOPPING).describedAs({ retryAfterSeconds: 1 }));
      return;
    }
    done();
  });
  app.addHook("preClose", async () => {
    DRAINING.add(app.server);
    // Not listening (a test calling inject()): nothing to drain.
    if (!app.server.listening) return;
    // Stops listening and closes idle kept-alive connections; a request arriving on a busy one is answered 503.
    app.server.close();
    if (inFlight > 0) {
      const drained = new Promise<void>((resolve) => {
        allDone = resolve;
      });
      const timeout = new AbortController();
      await Promise.race([drained, pause(graceMs, undefined, { signal: timeout.signal }).catch(() => {})]);
      timeout.abort();
    }
    // The handlers' own last steps (recording the request) run after their answer is out.
    await nextTurn();
  });
}
