import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { SharedRedis } from "../shared-state/redis-connection.ts";
import { describeBudgetReservations } from "./budget-reservations.conformance.ts";
import { InProcessBudgetReservations } from "./in-process-budget-reservations.ts";
import { RedisBudgetReservations } from "./redis-budget-reservations.ts";

describeBudgetReservations("in this process", () => new InProcessBudgetReservations());

describe("on Redis", () => {
  let server: RedisServer;
  let redis: SharedRedis;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new SharedRedis(server.url, { warn: () => {}, info: () => {} });
    await redis.ready(5000);
  });
  afterAll(async () => {
    await redis.close();
    await server.stop();
  });

  describeBudgetReservations("in Redis", () => new RedisBudgetReservations(redis.client));

  it("keeps an account's month under gateway: keys that expire a day after the month ends", async () => {
    const now = Date.parse("2026-03-31T12:00:00.000Z");
    const account = { holder: "apiKey", id: "key-that-expires", monthlyBudgetUsd: 1 } as const;
    await new RedisBudgetReservations(redis.client).reserve(
      [account],
      { inputUsd: 0.01, maxOutputUsd: 0.1 },
      now,
    );
    const keys = await redis.client.keys("*key-that-expires*");
    expect(keys.sort()).toEqual([
      "gateway:budget:apiKey:key-that-expires:2026-03",
      "gateway:budget:apiKey:key-that-expires:2026-03:expiries",
    ]);
    const expectedMs = Date.parse("2026-04-02T00:00:00.000Z") - now;
    for (const key of keys) {
      const ttlMs = await redis.client.pttl(key);
      expect(ttlMs).toBeLessThanOrEqual(expectedMs);
      expect(ttlMs).toBeGreaterThan(expectedMs - 5000);
    }
  });
});
