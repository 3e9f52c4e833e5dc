import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { askChat, question, seedModels } from "../chat-completions/chat-completions.test-helper.ts";
import { type SecondInstance, secondInstance } from "../testing/second-instance.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

describe("Best Available on two instances sharing Redis", () => {
  let redis: RedisServer;
  let first: TestGateway;
  let second: SecondInstance;
  beforeAll(async () => {
    redis = await startRedisServer();
    first = await startTestGateway({ catalogue: false, redisUrl: redis.url });
    await seedModels(first.db, [{ systemName: "solo", timeToFirstTokenMs: 30, tokensPerSecondOut: 5000 }]);
    second = await secondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await redis.stop();
  });

  async function reasonOfLatencyPick(apiUrl: string, bearer: string): Promise<string | null> {
    const answer = await askChat(
      apiUrl,
      bearer,
      question("Best Available", undefined, { routing_strategy: "Latency", stream: true }),
    );
    await answer.text();
    return answer.headers.get("x-gateway-routing-reason");
  }

  it("routes by the requests either instance served", async () => {
    const person = await first.signIn();
    // The second instance's one request: alone it would not be enough to trust what was measured.
    expect(await reasonOfLatencyPick(second.apiUrl, person.idToken)).toMatch(/\(catalogue figure\)$/);
    for (let asked = 0; asked < 3; asked++) {
      const answer = await askChat(
        first.apiUrl,
        person.idToken,
        question("solo", undefined, { stream: true }),
      );
      await answer.text();
    }
    // Figures read back from Redis are reused for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await reasonOfLatencyPick(second.apiUrl, person.idToken)).toMatch(/\(observed over 4 requests\)$/);
  });
});
