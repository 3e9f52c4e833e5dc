import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SecondInstance, secondInstance } from "../testing/second-instance.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { until } from "./api-key-changes.conformance.ts";

function listModels(apiUrl: string, key: string): Promise<number> {
  return fetch(`${apiUrl}/models`, { headers: { Authorization: `Bearer ${key}` } }).then((answer) => {
    void answer.body?.cancel();
    return answer.status;
  });
}

describe("an API key revoked on one instance", () => {
  let redis: RedisServer;
  let first: TestGateway;
  let second: SecondInstance;
  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startTestGateway({ redisUrl: redis.url });
    second = await secondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  it("is refused by the other, which had it remembered, within a second", async () => {
    const call = jsonCalls(() => first);
    const person = await first.signIn();
    const [key] = (await call("POST", "/users/apikeys", person.headers)).json;
    expect(await listModels(first.apiUrl, key.value)).toBe(200);
    expect(await listModels(second.apiUrl, key.value)).toBe(200);

    expect((await call("POST", `/users/apikeys/${key.id}/revoke`, person.headers)).status).toBe(200);
    const revoked = performance.now();
    let status = 0;
    while (performance.now() - revoked < 1000) {
      status = await listModels(second.apiUrl, key.value);
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
    expect(performance.now() - revoked).toBeLessThan(1000);
  });
});

describe("API keys while key changes fail closed and Redis is down", () => {
  let redis: RedisServer;
  let gateway: TestGateway;
  beforeAll(async () => {
    redis = await startRedisServer();
    gateway = await startTestGateway({
      redisUrl: redis.url,
      environment: { GATEWAY_REDIS_FAILURE_KEY_CHANGES: "closed" },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await redis.stop();
  });

  it("are answered 503 with Retry-After, and work again once Redis is back without a restart", async () => {
    const call = jsonCalls(() => gateway);
    const person = await gateway.signIn();
    const [key] = (await call("POST", "/users/apikeys", person.headers)).json;
    expect(await listModels(gateway.apiUrl, key.value)).toBe(200);

    await redis.stop();
    await until(() => !gateway.deps.sharedState.redis?.isUp, 2000);
    const refused = await fetch(`${gateway.apiUrl}/models`, {
      headers: { Authorization: `Bearer ${key.value}` },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(JSON.stringify(await refused.json())).toContain("shared state (key-changes)");
    // A signed-in person's own requests need no key change heard.
    expect((await fetch(`${gateway.apiUrl}/models`, { headers: person.headers })).status).toBe(200);

    await redis.start();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 5000 && status !== 200) {
      status = await listModels(gateway.apiUrl, key.value);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });
});
