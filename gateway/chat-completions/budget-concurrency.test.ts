import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approximatePromptTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  askChat,
  recordedRows,
  seedDepartmentKey,
  seedModels,
  seedPersonalKey,
} from "./chat-completions.test-helper.ts";

const PRICES = [2.5, 10] as const;
const MAX_TOKENS = 200;
const SIMULTANEOUS = 50;
const QUESTION = {
  model: "gpt-4o",
  max_tokens: MAX_TOKENS,
  messages: [{ role: "user", content: "Tell me about watts, volts and amperes." }],
};
/** What one request reserves: its estimated input and its whole max_tokens, at gpt-4o's prices. */
const ONE_RESERVATION =
  (approximatePromptTokens(QUESTION.messages, undefined) * PRICES[0] + MAX_TOKENS * PRICES[1]) / 1_000_000;
/** Room for a few requests' reservations at once, far from all fifty. */
const BUDGET = 0.01;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  // Answers take a while, so every request is in flight while the others arrive.
  await seedModels(gateway.db, [{ systemName: "gpt-4o", prices: PRICES, timeToFirstTokenMs: 150 }]);
});
afterAll(() => gateway.close());

/** Fifty requests sent at once over HTTP, each on its own connection; then what the request log says they spent. */
async function fiftyAtOnce(secret: string, userId: string) {
  const statuses = await Promise.all(
    Array.from(
      { length: SIMULTANEOUS },
      async () => (await askChat(gateway.apiUrl, secret, QUESTION)).status,
    ),
  );
  const rows = await recordedRows(gateway.db, userId, SIMULTANEOUS);
  const spent = rows.reduce((total, row) => total + row.totalCost, 0);
  return { statuses, rows, spent };
}

describe("fifty simultaneous requests against a small budget", () => {
  it("overshoot a key's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { secret } = await seedPersonalKey(gateway.db, person.user, { monthlyBudgetUsd: BUDGET });

    const { statuses, rows, spent } = await fiftyAtOnce(secret, person.user.id);

    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(SIMULTANEOUS);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(
      rows
        .filter((row) => row.statusCode === 429)
        .every((row) => row.error?.startsWith("Monthly budget of this API key reached")),
    ).toBe(true);
    expect(spent, `${answered} answered`).toBeLessThanOrEqual(BUDGET + ONE_RESERVATION);
  });

  it("overshoot a department's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { key } = await seedDepartmentKey(gateway.db, person.user, { monthlyBudgetInDollar: BUDGET });

    const { statuses, rows, spent } = await fiftyAtOnce(key, person.user.id);

    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(SIMULTANEOUS);
    expect(
      rows
        .filter((row) => row.statusCode === 429)
        .every((row) => row.error?.startsWith("Monthly budget of the department reached")),
    ).toBe(true);
    expect(spent, `${answered} answered`).toBeLessThanOrEqual(BUDGET + ONE_RESERVATION);
  });
});
