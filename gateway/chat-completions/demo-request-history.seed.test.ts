import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { recordedRows, seedDepartmentKey } from "./chat-completions.test-helper.ts";
import { seedDemoRequestHistory } from "./demo-request-history.seed.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe("the demo account's request history", () => {
  it("holds 6,000 requests of the last 180 days: several models, keys and playground, some failed", async () => {
    const person = await gateway.signIn();
    const department = await seedDepartmentKey(gateway.db, person.user);
    const now = gateway.deps.clock.now();
    await seedDemoRequestHistory(gateway.db, person.user, gateway.deps.clock);
    const rows = await recordedRows(gateway.db, person.uid, 6000);
    expect(rows).toHaveLength(6000);
    for (const row of rows) {
      const at = Date.parse(row.createdAt);
      expect(at).toBeLessThanOrEqual(now);
      expect(at).toBeGreaterThan(now - 180 * 86_400_000);
    }
    expect(new Set(rows.map((row) => row.model)).size).toBeGreaterThanOrEqual(4);
    const failed = rows.filter((row) => row.statusCode >= 400);
    expect(failed.length).toBeGreaterThan(150);
    expect(failed.length).toBeLessThan(1800);
    expect(failed.every((row) => row.error && row.tokensOut === 0)).toBe(true);
    expect(rows.filter((row) => row.apikey === "playground").length).toBeGreaterThan(1500);
    expect(rows.filter((row) => row.apikey?.startsWith("mk-") && !row.departmentId).length).toBeGreaterThan(
      600,
    );
    expect(rows.some((row) => row.departmentId === department.departmentId)).toBe(true);
    const succeeded = rows.find((row) => row.statusCode === 200 && row.tokensOut > 0);
    expect(succeeded?.totalCost).toBeCloseTo(
      (succeeded?.tokensInCost ?? 0) + (succeeded?.tokensOutCost ?? 0),
      12,
    );
    expect(succeeded?.timeToFirstToken).toBeGreaterThan(0);
  });

  it("is written once: a second seeding leaves the history as it is", async () => {
    const person = await gateway.signIn();
    await seedDemoRequestHistory(gateway.db, person.user, gateway.deps.clock);
    await seedDemoRequestHistory(gateway.db, person.user, gateway.deps.clock);
    expect(await recordedRows(gateway.db, person.uid)).toHaveLength(6000);
  });
});
