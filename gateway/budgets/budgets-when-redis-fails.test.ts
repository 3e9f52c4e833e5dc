import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { askChat, seedModels, seedPersonalKey } from "../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

const QUESTION = {
  model: "gpt-4o",
  max_tokens: 200,
  messages: [{ role: "user", content: "What is a watt?" }],
};

/** A gateway sharing state through a Redis of its own, with these settings of what budgets do when it fails. */
async function gatewayOnRedis(environment: Record<string, string>) {
  const redis = await startRedisServer();
  const gateway = await startTestGateway({ redisUrl: redis.url, catalogue: false, environment });
  await seedModels(gateway.db, [{ systemName: "gpt-4o", prices: [2.5, 10] }]);
  return { redis, gateway };
}

async function budgetedKey(gateway: TestGateway, monthlyBudgetUsd: number): Promise<string> {
  const person = await gateway.signIn();
  return (await seedPersonalKey(gateway.db, person.user, { monthlyBudgetUsd })).secret;
}

/** Redis reconnects by itself, at most a second apart: the gateway recovers without a restart. */
async function untilRedisIsBack(gateway: TestGateway): Promise<void> {
  for (let waited = 0; !gateway.deps.sharedState.redis?.isUp; waited += 50) {
    if (waited > 5000) throw new Error("Redis did not come back within 5 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("budgets while Redis is down, failing closed (the default)", () => {
  let redis: RedisServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    ({ redis, gateway } = await gatewayOnRedis({}));
  });
  afterEach(async () => {
    await redis.start().catch(() => {});
    await untilRedisIsBack(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await redis.stop();
  });

  it("answer a budgeted key's request 503 with Retry-After in the API's error shape, and serve it again once Redis is back", async () => {
    const secret = await budgetedKey(gateway, 5);
    expect((await askChat(gateway.apiUrl, secret, QUESTION)).status).toBe(200);

    await redis.stop();
    const refused = await askChat(gateway.apiUrl, secret, QUESTION);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect((await refused.json()).error).toMatchObject({
      message: "The gateway cannot reach its shared state (budgets) to check this request. Retry in 2 s.",
      type: "service_unavailable",
    });

    await redis.start();
    await untilRedisIsBack(gateway);
    expect((await askChat(gateway.apiUrl, secret, QUESTION)).status).toBe(200);
  });

  it("still serve a key without a budget: it holds nothing, so it needs no shared state for its budget", async () => {
    const person = await gateway.signIn();
    const { secret } = await seedPersonalKey(gateway.db, person.user, {});
    await redis.stop();
    expect((await askChat(gateway.apiUrl, secret, QUESTION)).status).toBe(200);
  });
});

describe("budgets while Redis is down, failing open", () => {
  let redis: RedisServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    ({ redis, gateway } = await gatewayOnRedis({ GATEWAY_REDIS_FAILURE_BUDGETS: "open" }));
  });
  afterAll(async () => {
    await gateway.close();
    await redis.stop();
  });

  it("hold budgeted requests in this instance's own ledger, which still refuses a spent budget", async () => {
    // Room for part of one request: the first is let through, capped; once it spent, nothing is left.
    const secret = await budgetedKey(gateway, 0.001);
    await redis.stop();

    const first = await askChat(gateway.apiUrl, secret, QUESTION);
    expect(first.status).toBe(200);
    const second = await askChat(gateway.apiUrl, secret, QUESTION);
    expect(second.status).toBe(429);
    expect((await second.json()).error.message).toMatch(/^Monthly budget of this API key reached/);
    expect(gateway.deps.budgetReservations.heldHere()).toEqual({ reservations: 0, usd: 0 });
  });
});
