import { setTimeout as pause } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { soleValue } from "./prometheus-text.test-helper.ts";

const METRICS_TOKEN = "scrape-secret-for-tests";

let redis: RedisServer;
let gateway: TestGateway;
let origin: string;
beforeAll(async () => {
  redis = await startRedisServer();
  gateway = await startTestGateway({
    redisUrl: redis.url,
    environment: { GATEWAY_METRICS_TOKEN: METRICS_TOKEN },
  });
  origin = new URL(gateway.apiUrl).origin;
});
afterAll(async () => {
  await gateway.close();
  await redis.stop();
});

async function readiness(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sharedStateUp(): Promise<number | undefined> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return soleValue(await response.text(), "gateway_shared_state_up");
}

/** Asks `ask` until its answer is `wanted` (Redis's fall and return are seen within a few hundred ms). */
async function eventually<T>(ask: () => Promise<T>, wanted: (answer: T) => boolean): Promise<T> {
  let answer = await ask();
  for (let tries = 0; tries < 100 && !wanted(answer); tries++) {
    await pause(100);
    answer = await ask();
  }
  return answer;
}

describe("readiness of a gateway sharing state through Redis", () => {
  it("is ready with Redis up, not ready while it is down, and ready again once it is back, without a restart", async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: "ready", checks: { database: "ok", migrations: "ok", redis: "ok", draining: "no" } },
    });
    expect(await sharedStateUp()).toBe(1);

    await redis.stop();
    const down = await eventually(readiness, (answer) => answer.status !== 200);
    expect(down).toEqual({
      status: 503,
      body: {
        status: "not ready",
        checks: { database: "ok", migrations: "ok", redis: "down", draining: "no" },
        errMsgs: ["Redis does not answer: the state shared with other instances is out of reach."],
      },
    });
    expect(await sharedStateUp()).toBe(0);
    // Alive all the same: a balancer takes it out of rotation, a process manager leaves it running.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);

    await redis.start();
    expect((await eventually(readiness, (answer) => answer.status === 200)).status).toBe(200);
    expect(await sharedStateUp()).toBe(1);
  });
});
