import { afterAll, beforeAll, describe, it } from "vitest";
import {
  BUDGETED_QUESTION,
  expectBudgetHeld,
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

/** Fifty requests sent at once over HTTP, each on its own connection; then the request log's rows of them. */
async function fiftyAtOnce(secret: string, userId: string) {
  const statuses = await Promise.all(
    Array.from(
      { length: SIMULTANEOUS },
      async () => (await askChat(gateway.apiUrl, secret, BUDGETED_QUESTION)).status,
    ),
  );
  return { statuses, rows: await recordedRows(gateway.db, userId, SIMULTANEOUS) };
}

describe("fifty simultaneous requests against a small budget", () => {
  it("overshoot a key's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { secret } = await seedPersonalKey(gateway.db, person.user, { monthlyBudgetUsd: SMALL_BUDGET });

    expectBudgetHeld(await fiftyAtOnce(secret, person.user.id), "Monthly budget of this API key reached");
  });

  it("overshoot a department's budget by at most one request's reservation", async () => {
    const person = await gateway.signIn();
    const { key } = await seedDepartmentKey(gateway.db, person.user, { monthlyBudgetInDollar: SMALL_BUDGET });

    expectBudgetHeld(await fiftyAtOnce(key, person.user.id), "Monthly budget of the department reached");
  });
});
