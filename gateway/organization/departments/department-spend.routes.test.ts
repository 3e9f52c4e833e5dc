import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  recordDepartmentSpend,
  seedDepartmentKey,
} from "../../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});

afterAll(() => gateway.close());

describe("a department's spend this month", () => {
  it("is what its requests cost since the 1st (UTC), in the department and in the list", async () => {
    const person = await gateway.signIn();
    const { organizationId, departmentId } = await seedDepartmentKey(gateway.db, person.user);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20)).toISOString();
    const spend = (totalCost: number, createdAt: string) =>
      recordDepartmentSpend(gateway.db, {
        userId: person.uid,
        organizationId,
        departmentId,
        totalCost,
        createdAt,
      });
    await spend(1.25, now.toISOString());
    await spend(0.0000004, now.toISOString());
    await spend(40, lastMonth);

    const departments = `${gateway.apiUrl}/organization/${organizationId}/departments`;
    const one = await fetch(`${departments}/${departmentId}`, { headers: person.headers });
    expect(one.status).toBe(200);
    expect((await one.json()).spentThisMonthInDollar).toBe(1.2500004);
    const list = await (await fetch(departments, { headers: person.headers })).json();
    expect(list).toEqual([expect.objectContaining({ id: departmentId, spentThisMonthInDollar: 1.2500004 })]);
  });

  it("is 0.0 for a department without requests, a decimal as the contract says", async () => {
    const person = await gateway.signIn();
    const { organizationId, departmentId } = await seedDepartmentKey(gateway.db, person.user);
    const answer = await fetch(
      `${gateway.apiUrl}/organization/${organizationId}/departments/${departmentId}`,
      {
        headers: person.headers,
      },
    );
    expect(await answer.text()).toContain('"spentThisMonthInDollar":0.0');
  });
});
