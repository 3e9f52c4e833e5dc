import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

/** Three requests a minute per client: every request of these tests comes from 127.0.0.1, one client. */
async function gatewayLimitedToThree(redisUrl: string, environment: Record<string, string> = {}) {
  const gateway = await startTestGateway({ redisUrl, requestsPerSecond: 3, environment, catalogue: false });
  gateway.deps.rateLimit.windowMs = 60_000;
  return gateway;
}

async function statusOf(gateway: TestGateway): Promise<number> {
  const response = await fetch(`${gateway.apiUrl}/providers/models`);
  await response.body?.cancel();
  return response.status;
}

async function untilRedisIsBack(...gateways: TestGateway[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!gateways.every((gateway) => gateway.deps.sharedState.redis?.isUp)) {
    if (Date.now() > deadline) throw new Error("the gateways did not reconnect to Redis within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

describe("clients' rate limits shared by two instances through Redis, failing open", () => {
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    first = await gatewayLimitedToThree(redis.url);
    second = await gatewayLimitedToThree(redis.url);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("count both instances' requests together, fall back on each one's own while Redis is down, and share again once it is back", async () => {
    expect([await statusOf(first), await statusOf(second), await statusOf(first)]).toEqual([200, 200, 200]);
    expect([await statusOf(second), await statusOf(first)]).toEqual([429, 429]);

    await redis.stop();
    const ownCounts = [
      await statusOf(first),
      await statusOf(first),
      await statusOf(first),
      await statusOf(first),
    ];
    expect(ownCounts).toEqual([200, 200, 200, 429]);
    expect(await statusOf(second)).toBe(200);

    await redis.start();
    await untilRedisIsBack(first, second);
    expect([await statusOf(second), await statusOf(first), await statusOf(second)]).toEqual([200, 200, 200]);
    expect([await statusOf(first), await statusOf(second)]).toEqual([429, 429]);
  });
});

describe("clients' rate limits through Redis, failing closed", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    await redis.stop();
    await redis.start();
    gateway = await gatewayLimitedToThree(redis.url, { GATEWAY_REDIS_FAILURE_RATE_LIMITS: "closed" });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("answer 503 with Retry-After and a message while Redis is down, and let requests through once it is back", async () => {
    expect(await statusOf(gateway)).toBe(200);

    await redis.stop();
    const refused = await fetch(`${gateway.apiUrl}/providers/models`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({
      errMsgs: [expect.stringContaining("cannot reach its shared state (rate-limits)")],
    });

    await redis.start();
    await untilRedisIsBack(gateway);
    expect(await statusOf(gateway)).toBe(200);
  });
});
