import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { SharedRedis } from "../shared-state/redis-connection.ts";
import { describeRateLimitCounters } from "./describe-rate-limit-counters.test-helper.ts";
import { InProcessRateLimitCounters } from "./in-process-rate-limit-counters.ts";
import { RedisRateLimitCounters } from "./redis-rate-limit-counters.ts";

const silentLog = { warn: () => {}, info: () => {} };
let server: RedisServer;
let redis: SharedRedis;

beforeAll(async () => {
  server = await startRedisServer();
  redis = new SharedRedis(server.url, silentLog);
  await redis.ready(5000);
});

afterAll(async () => {
  await redis?.close();
  await server?.stop();
});

describeRateLimitCounters("in this process", async () => new InProcessRateLimitCounters());

describeRateLimitCounters("in Redis", async () => {
  await redis.client.flushdb();
  return new RedisRateLimitCounters(redis.client);
});

describe("rate-limit counters in Redis, for several instances", () => {
  const START = Date.parse("2026-03-10T12:00:00.000Z");
  const limits = {
    bucket: "key:shared",
    window: { slotMs: 1000, spanMs: 61_000 },
    requests: 10,
    tokens: null,
  };

  it("let exactly the limit through when instances ask at once", async () => {
    await redis.client.flushdb();
    const instances = [1, 2, 3].map(() => new RedisRateLimitCounters(redis.client));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (instances[i % 3] as RedisRateLimitCounters).admit(limits, START)),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
  });

  it("keep a bucket no longer than its span after its last count", async () => {
    await redis.client.flushdb();
    await new RedisRateLimitCounters(redis.client).admit(limits, START);
    const ttl = await redis.client.pttl("gateway:rate-limits:key:shared");
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it("run again after Redis has forgotten its scripts", async () => {
    await redis.client.flushdb();
    await redis.client.script("FLUSH");
    expect(await new RedisRateLimitCounters(redis.client).admit(limits, START)).toBeNull();
  });
});
