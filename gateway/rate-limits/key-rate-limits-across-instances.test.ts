import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { seedModels, seedPersonalKey } from "../chat-completions/chat-completions.test-helper.ts";
import { type SecondInstance, secondInstance } from "../testing/second-instance.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let redis: RedisServer;
let first: TestGateway;
let second: SecondInstance;

beforeAll(async () => {
  redis = await startRedisServer();
  first = await startTestGateway({ redisUrl: redis.url, catalogue: false });
  await seedModels(first.db, [{ systemName: "gpt-4o", prices: [2.5, 10] }]);
  second = await secondInstance(first);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.stop();
});

const ask = (apiUrl: string, secret: string) =>
  fetch(`${apiUrl}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ model: "gpt-4o", max_tokens: 20, messages: [{ role: "user", content: "Hi" }] }),
  });

describe("a key's requests per minute with two instances sharing Redis", () => {
  it("are counted over both: the request over the limit is refused by whichever instance gets it", async () => {
    const person = await first.signIn();
    const { secret } = await seedPersonalKey(first.db, person.user, { requestsPerMinute: 3 });
    const statuses = [];
    for (const apiUrl of [first.apiUrl, second.apiUrl, first.apiUrl])
      statuses.push((await ask(apiUrl, secret)).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await ask(second.apiUrl, secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    expect((await refused.json()).error).toMatchObject({
      code: "rate_limit_exceeded",
      message: expect.stringMatching(
        /^Rate limit reached for requests per minute on this API key: limit 3\./,
      ),
    });
  });
});
