import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approximatePromptTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import {
  askChat,
  recordedRows,
  seedModels,
  seedPersonalKey,
} from "../chat-completions/chat-completions.test-helper.ts";
import { buildServer } from "../server/build-server.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { type SharedState, sharedStateFor } from "../shared-state/shared-state.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { budgetReservationsFor } from "./budget-reservations-for.ts";

const PRICES = [2.5, 10] as const;
const MAX_TOKENS = 200;
const SIMULTANEOUS = 60;
const QUESTION = {
  model: "gpt-4o",
  max_tokens: MAX_TOKENS,
  messages: [{ role: "user", content: "Tell me about watts, volts and amperes." }],
};
/** What one request reserves: its estimated input and its whole max_tokens, at gpt-4o's prices. */
const ONE_RESERVATION =
  (approximatePromptTokens(QUESTION.messages, undefined) * PRICES[0] + MAX_TOKENS * PRICES[1]) / 1_000_000;
/** Room for a few requests' reservations at once, far from all sixty, and far from twice a few. */
const BUDGET = 0.01;

let redis: RedisServer;
let first: TestGateway;
let second: { app: FastifyInstance; apiUrl: string; deps: GatewayDeps; sharedState: SharedState };

beforeAll(async () => {
  redis = await startRedisServer();
  first = await startTestGateway({ redisUrl: redis.url, catalogue: false });
  // Answers take a while, so every request is in flight while the others arrive.
  await seedModels(first.db, [{ systemName: "gpt-4o", prices: PRICES, timeToFirstTokenMs: 150 }]);
  // Two test gateways cannot share one database (each opens a PGlite of its own), so the second instance is a
  // second server built on the first's deps (its database, as instances on one PostgreSQL server share theirs)
  // with a Redis connection and budget reservations of its own: its ledger shares nothing with the first's but
  // what goes through Redis.
  const sharedState = await sharedStateFor(first.deps.config, { warn: () => {}, info: () => {} });
  const deps = { ...first.deps, sharedState, budgetReservations: budgetReservationsFor(sharedState) };
  const app = await buildServer(deps, false);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  second = { app, apiUrl: `${url}/v1/api`, deps, sharedState };
});
afterAll(async () => {
  await second?.app.close();
  await second?.sharedState.close();
  await first?.close();
  await redis?.stop();
});

describe("two gateway instances sharing budget reservations through Redis", () => {
  it("let sixty simultaneous requests of one key, spread over both, overshoot its budget by at most one reservation", async () => {
    const person = await first.signIn();
    const { secret } = await seedPersonalKey(first.db, person.user, { monthlyBudgetUsd: BUDGET });

    const statuses = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, async (_, i) => {
        const apiUrl = i % 2 === 0 ? first.apiUrl : second.apiUrl;
        return (await askChat(apiUrl, secret, QUESTION)).status;
      }),
    );
    const rows = await recordedRows(first.db, person.user.id, SIMULTANEOUS);
    const spent = rows.reduce((total, row) => total + row.totalCost, 0);

    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(
      rows
        .filter((row) => row.statusCode === 429)
        .every((row) => row.error?.startsWith("Monthly budget of this API key reached")),
    ).toBe(true);
    expect(spent, `${answered} answered`).toBeLessThanOrEqual(BUDGET + ONE_RESERVATION);
    expect(first.deps.budgetReservations.heldHere()).toEqual({ reservations: 0, usd: 0 });
    expect(second.deps.budgetReservations.heldHere()).toEqual({ reservations: 0, usd: 0 });
  });
});
