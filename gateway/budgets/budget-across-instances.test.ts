import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { askChat, recordedRows, seedPersonalKey } from "../chat-completions/chat-completions.test-helper.ts";
import { type SecondInstance, secondInstance } from "../testing/second-instance.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  BUDGETED_QUESTION,
  expectBudgetHeld,
  SMALL_BUDGET,
  seedSlowGpt4o,
} from "./budgeted-question.test-helper.ts";

const SIMULTANEOUS = 60;

let redis: RedisServer;
let first: TestGateway;
let second: SecondInstance;

beforeAll(async () => {
  redis = await startRedisServer();
  first = await startTestGateway({ redisUrl: redis.url, catalogue: false });
  await seedSlowGpt4o(first.db);
  second = await secondInstance(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await redis?.stop();
});

describe("two gateway instances sharing budget reservations through Redis", () => {
  it("let sixty simultaneous requests of one key, spread over both, overshoot its budget by at most one reservation", async () => {
    const person = await first.signIn();
    const { secret } = await seedPersonalKey(first.db, person.user, { monthlyBudgetUsd: SMALL_BUDGET });

    const statuses = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, async (_, i) => {
        const apiUrl = i % 2 === 0 ? first.apiUrl : second.apiUrl;
        return (await askChat(apiUrl, secret, BUDGETED_QUESTION)).status;
      }),
    );
    const rows = await recordedRows(first.db, person.user.id, SIMULTANEOUS);

    expectBudgetHeld({ statuses, rows }, "Monthly budget of this API key reached");
    expect(first.deps.budgetReservations.heldHere()).toEqual({ reservations: 0, usd: 0 });
    expect(second.deps.budgetReservations.heldHere()).toEqual({ reservations: 0, usd: 0 });
  });
});
