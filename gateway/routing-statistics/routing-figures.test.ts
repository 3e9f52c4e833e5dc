import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { SharedRedis } from "../shared-state/redis-connection.ts";
import { DEFAULT_FAILURE_MODES, FailureMode, SharedStateKind } from "../shared-state/shared-state-failure.ts";
import { SharedStateGuard } from "../shared-state/shared-state-guard.ts";
import { FailoverRoutingFigures } from "./failover-routing-figures.ts";
import { InProcessRoutingFigures } from "./in-process-routing-figures.ts";
import { RedisRoutingFigures } from "./redis-routing-figures.ts";
import { describeRoutingFigures } from "./routing-figures.conformance.ts";
import { HOUR_MS, hourOf } from "./routing-figures.ts";

const silentLog = { warn: () => {}, info: () => {} };
const NOON = Date.parse("2026-03-10T12:00:00.000Z");
const opened: SharedRedis[] = [];

let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  for (const redis of opened) await redis.close();
  await server.stop();
});

async function redisOn(url: string): Promise<SharedRedis> {
  const redis = new SharedRedis(url, silentLog);
  opened.push(redis);
  await redis.ready(2000);
  return redis;
}

describeRoutingFigures("in process", async () => new InProcessRoutingFigures());
describeRoutingFigures("Redis", async () => {
  const redis = await redisOn(server.url);
  // Each case on its own empty database, so cases do not see each other's samples.
  await redis.client.flushall();
  return new RedisRoutingFigures(redis.client);
});

describe("routing figures in Redis", () => {
  it("are shared: one instance's samples are in the other's figures within a second", async () => {
    await (await redisOn(server.url)).client.flushall();
    const [one, other] = [
      new RedisRoutingFigures((await redisOn(server.url)).client),
      new RedisRoutingFigures((await redisOn(server.url)).client),
    ];
    expect(await other.current(NOON)).toEqual(new Map());
    await one.add({ model: "shared", timeToFirstTokenMs: 80, tokensPerSecondOut: 40 }, NOON);
    expect(await other.current(NOON + 1_000)).toEqual(
      new Map([["shared", { samples: 1, timeToFirstTokenMs: 80, tokensPerSecondOut: 40 }]]),
    );
  });

  it("expire each hour's bucket after 25 hours", async () => {
    const redis = await redisOn(server.url);
    const model = `expiring-${randomUUID()}`;
    await new RedisRoutingFigures(redis.client).add(
      { model, timeToFirstTokenMs: 1, tokensPerSecondOut: 1 },
      NOON,
    );
    const ttl = await redis.client.ttl(`gateway:routing-statistics:${hourOf(NOON)}`);
    expect(ttl).toBeGreaterThan(24 * 3600);
    expect(ttl).toBeLessThanOrEqual(25 * 3600);
  });
});

describe("routing figures seeded from the request log", () => {
  it("read the log's last day once, then add samples to it", async () => {
    const asked: number[] = [];
    const figures = new InProcessRoutingFigures(async (sinceHour) => {
      asked.push(sinceHour);
      return new Map([
        [
          hourOf(NOON) - 1,
          new Map([
            [
              "logged",
              {
                samples: 2,
                timeToFirstTokenMsSum: 100,
                timeToFirstTokenSamples: 1,
                tokensPerSecondSum: 60,
                tokensPerSecondSamples: 2,
              },
            ],
          ]),
        ],
      ]);
    });
    await figures.add({ model: "logged", timeToFirstTokenMs: 300, tokensPerSecondOut: 90 }, NOON);
    expect(await figures.current(NOON)).toEqual(
      new Map([["logged", { samples: 3, timeToFirstTokenMs: 200, tokensPerSecondOut: 50 }]]),
    );
    expect(asked).toEqual([hourOf(NOON) - 23]);
  });
});

describe("routing figures while Redis is down", () => {
  const modes = (mode: FailureMode) => ({
    ...DEFAULT_FAILURE_MODES,
    [SharedStateKind.ROUTING_STATISTICS]: mode,
  });

  async function failover(mode: FailureMode) {
    const redis = await redisOn(server.url);
    await redis.client.flushall();
    const own = new InProcessRoutingFigures();
    const figures = new FailoverRoutingFigures(
      new RedisRoutingFigures(redis.client),
      own,
      new SharedStateGuard(modes(mode), silentLog),
    );
    return { redis, own, figures };
  }

  it("open: route by this instance's own figures, and by the shared ones again once Redis is back", async () => {
    const { redis, figures } = await failover(FailureMode.OPEN);
    await figures.add({ model: "mine", timeToFirstTokenMs: 10, tokensPerSecondOut: 100 }, NOON);
    const other = new RedisRoutingFigures((await redisOn(server.url)).client);
    await other.add({ model: "theirs", timeToFirstTokenMs: 20, tokensPerSecondOut: 200 }, NOON);
    expect([...(await figures.current(NOON + 2_000)).keys()].sort()).toEqual(["mine", "theirs"]);

    await server.stop();
    await figures.add({ model: "mine", timeToFirstTokenMs: 30, tokensPerSecondOut: 300 }, NOON + 3_000);
    expect(await figures.current(NOON + 4_000)).toEqual(
      new Map([["mine", { samples: 2, timeToFirstTokenMs: 20, tokensPerSecondOut: 200 }]]),
    );

    await server.start();
    const deadline = performance.now() + 3_000;
    while (!redis.isUp && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Redis came back empty: the shared figures start again from the samples added since.
    await figures.add({ model: "after", timeToFirstTokenMs: 5, tokensPerSecondOut: 5 }, NOON + 5_000);
    expect([...(await figures.current(NOON + 6_000)).keys()]).toEqual(["after"]);
  });

  it("closed: refuse Best Available's read with a 503, and still take samples without failing", async () => {
    const { redis, figures } = await failover(FailureMode.CLOSED);
    await server.stop();
    await expect(
      figures.add({ model: "mine", timeToFirstTokenMs: 10, tokensPerSecondOut: 100 }, NOON),
    ).resolves.toBeUndefined();
    await expect(figures.current(NOON + 2 * HOUR_MS)).rejects.toMatchObject({ statusCode: 503 });
    await server.start();
    const deadline = performance.now() + 3_000;
    while (!redis.isUp && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await figures.current(NOON + 3 * HOUR_MS)).toEqual(new Map());
  });
});
