import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGETED_QUESTION,
  ONE_RESERVATION,
  SMALL_BUDGET,
  seedSlowGpt4o,
} from "../budgets/budgeted-question.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { askChat, recordedRows, seedDepartmentKey, seedPersonalKey } from "./chat-completions.test-helper.ts";

const SIMULTANEOUS = 50;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedSlowGpt4o(gateway.db);
});
afterAll(() => gateway.close());

/** Fifty requests sent at once over HTTP, each on its own connection; then what the request log says they spent. */
async function fiftyAtOnce(secret: string, userId: string) {
  const statuses = await Promise.all(
    Array.from(
      { length: SIMULTANEOUS },
      async () => (await askChat(gateway.apiUrl, secret, BUDGETED_QUESTION)).status,
    ),
  );
  const rows = await recordedRows(gateway.db, userId, SIMULTANEOUS);
  const spent = rows.reduce((total, row) => total + row.totalCost, 0);
  return { statuses, rows, spent };
}

describe("fifty simultaneous requests against a small budget", () => {
  it("overshoot a key's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { secret } = await seedPersonalKey(gateway.db, person.user, { monthlyBudgetUsd: SMALL_BUDGET });

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
    expect(spent, `${answered} answered`).toBeLessThanOrEqual(SMALL_BUDGET + ONE_RESERVATION);
  });

  it("overshoot a department's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { key } = await seedDepartmentKey(gateway.db, person.user, { monthlyBudgetInDollar: SMALL_BUDGET });

    const { statuses, rows, spent } = await fiftyAtOnce(key, person.user.id);

    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(SIMULTANEOUS);
    expect(
      rows
        .filter((row) => row.statusCode === 429)
        .every((row) => row.error?.startsWith("Monthly budget of the department reached")),
    ).toBe(true);
    expect(spent, `${answered} answered`).toBeLessThanOrEqual(SMALL_BUDGET + ONE_RESERVATION);
  });
});
