import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { SharedRedis } from "../shared-state/redis-connection.ts";
import type { SharedState } from "../shared-state/shared-state.ts";
import {
  DEFAULT_FAILURE_MODES,
  FailureMode,
  type FailureModes,
  SharedStateKind,
} from "../shared-state/shared-state-failure.ts";
import { SharedStateGuard } from "../shared-state/shared-state-guard.ts";
import { describeApiKeyChanges, until } from "./api-key-changes.conformance.ts";
import { type ApiKeyChanges, InProcessApiKeyChanges } from "./api-key-changes.ts";
import { apiKeyChangesFor } from "./api-key-changes-for.ts";

const silentLog = { warn: () => {}, info: () => {} };

let server: RedisServer;
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server.stop());

/** One gateway instance's shared state on the test Redis. */
async function instanceOn(url: string, modes: FailureModes = DEFAULT_FAILURE_MODES): Promise<SharedState> {
  const redis = new SharedRedis(url, silentLog);
  await redis.ready(2000);
  return { redis, guard: new SharedStateGuard(modes, silentLog), close: () => redis.close() };
}

describeApiKeyChanges("in process", async () => {
  const changes = new InProcessApiKeyChanges();
  return { one: changes, other: changes, close: async () => {} };
});

describeApiKeyChanges("Redis", async () => {
  const [first, second] = [await instanceOn(server.url), await instanceOn(server.url)];
  return {
    one: await apiKeyChangesFor(first, silentLog),
    other: await apiKeyChangesFor(second, silentLog),
    close: async () => {
      await first.close();
      await second.close();
    },
  };
});

describe("API key changes while Redis is down", () => {
  function keyChangesFailing(mode: FailureMode): FailureModes {
    return { ...DEFAULT_FAILURE_MODES, [SharedStateKind.KEY_CHANGES]: mode };
  }

  async function watched(changes: ApiKeyChanges): Promise<{ missed: () => number; heard: string[] }> {
    let missed = 0;
    const heard: string[] = [];
    changes.onChangesMissed(() => {
      missed += 1;
    });
    changes.onChange((keyId) => heard.push(keyId));
    return { missed: () => missed, heard };
  }

  it("open: remembers no key and forgets every key, still tells its own changes, and is shared again once Redis is back", async () => {
    const states = [
      await instanceOn(server.url, keyChangesFailing(FailureMode.OPEN)),
      await instanceOn(server.url, keyChangesFailing(FailureMode.OPEN)),
    ];
    const [one, other] = [
      await apiKeyChangesFor(states[0] as SharedState, silentLog),
      await apiKeyChangesFor(states[1] as SharedState, silentLog),
    ] as [ApiKeyChanges, ApiKeyChanges];
    const ours = await watched(one);
    const theirs = await watched(other);
    await server.stop();
    await until(() => !one.mayRemember(), 2000);
    expect(ours.missed()).toBe(1);

    await one.changed("key-revoked-in-outage");
    expect(ours.heard).toEqual(["key-revoked-in-outage"]);

    await server.start();
    // The publishing connection too: a change published while it is still down is not queued (5 s of remembering
    // covers it), and this test is about what is heard once everything is back.
    const publishing = states[0]?.redis;
    await until(() => one.mayRemember() && other.mayRemember() && publishing?.isUp === true, 3000);
    // Forgotten again on coming back: the changes made meanwhile were not heard.
    expect(ours.missed()).toBe(2);
    expect(theirs.missed()).toBe(2);
    expect(theirs.heard).toEqual([]);
    await one.changed("key-revoked-after");
    await until(() => theirs.heard.length > 0, 1000);
    expect(theirs.heard).toEqual(["key-revoked-after"]);
    for (const state of states) await state.close();
  });

  it("closed: refuses the use of keys with a 503 until Redis is back", async () => {
    const state = await instanceOn(server.url, keyChangesFailing(FailureMode.CLOSED));
    const changes = await apiKeyChangesFor(state, silentLog);
    await server.stop();
    await until(() => {
      try {
        changes.mayRemember();
        return false;
      } catch {
        return true;
      }
    }, 2000);
    expect(() => changes.mayRemember()).toThrow(
      expect.objectContaining({ statusCode: 503, message: expect.stringContaining("key-changes") }),
    );
    await server.start();
    await until(() => {
      try {
        return changes.mayRemember();
      } catch {
        return false;
      }
    }, 3000);
    await state.close();
  });
});
