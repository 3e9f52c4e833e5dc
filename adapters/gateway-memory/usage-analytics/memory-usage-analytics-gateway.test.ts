import { describe, expect, it } from "vitest";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";
import { memoryOrganizationGateways } from "../organization/memory-organization-gateways.ts";
import { usageLogsSeed } from "../usage-logs/usage-logs.seed.ts";
import { MemoryUsageAnalyticsGateway } from "./memory-usage-analytics-gateway.adapter.ts";

const NOW = Date.parse("2025-03-20T12:00:00.000Z");
const clock = { now: () => NOW };
const DAY = 86_400_000;
const lastDays = (days: number) => ({ start: new Date(NOW - days * DAY), end: new Date(NOW) });

function aRecord(overrides: Partial<UsageLogRecord>): UsageLogRecord {
  const [seeded] = usageLogsSeed(clock, 1);
  return { ...(seeded as UsageLogRecord), ...overrides };
}

function organizationAnalytics(actingAs: string = DEMO_PEOPLE.owner.id) {
  const { context } = memoryOrganizationGateways();
  context.db.actAs(actingAs);
  const organizationId = context.access.organizationOf(DEMO_PEOPLE.owner.id)?.id as string;
  const now = context.db.now();
  const range = { start: new Date(now - 30 * DAY), end: new Date(now) };
  return {
    gateway: new MemoryUsageAnalyticsGateway([], async () => context),
    context,
    organizationId,
    range,
  };
}

describe("the memory usage analytics of a person", () => {
  const seeded = new MemoryUsageAnalyticsGateway(usageLogsSeed(clock));

  it("sums the seeded requests in daily buckets, every day of the range listed", async () => {
    const series = await seeded.series({ range: lastDays(30), bucket: "day" });
    expect(series.bucket).toBe("day");
    expect(series.data).toHaveLength(31);
    const requests = series.data.reduce((sum, point) => sum + point.requests, 0);
    expect(requests).toBe(usageLogsSeed(clock).length);
    expect(series.data.some((point) => point.totalCost > 0 && point.timeToFirstTokenP50 !== null)).toBe(true);
  });

  it("counts a request the gateway answered later", async () => {
    const gateway = new MemoryUsageAnalyticsGateway([]);
    gateway.record(aRecord({ createdAt: new Date(NOW - 3_600_000).toISOString(), statusCode: 502 }));
    const series = await gateway.series({ range: lastDays(1), bucket: "hour" });
    expect(series.data.filter((point) => point.requests > 0)).toMatchObject([{ requests: 1, errors: 1 }]);
  });

  it("breaks the requests down by masked key, never showing a key", async () => {
    const breakdown = await seeded.breakdown({ range: lastDays(30), by: "apikey" });
    expect(breakdown.data.map((row) => row.key).sort()).toEqual(["mk-de...b8a7f", "playground"]);
    expect(JSON.stringify(breakdown)).not.toContain("mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f");
  });

  it("breaks the requests down by model and by endpoint, costliest first", async () => {
    const byModel = await seeded.breakdown({ range: lastDays(30), by: "model" });
    const costs = byModel.data.map((row) => row.totalCost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const byEndpoint = await seeded.breakdown({ range: lastDays(30), by: "endpoint" });
    expect(byEndpoint.data.map((row) => row.key).sort()).toEqual([
      "chat",
      "embeddings",
      "messages",
      "responses",
    ]);
  });

  it("keeps to the filters of a series", async () => {
    const series = await seeded.series({ range: lastDays(30), bucket: "week", model: "o3-mini" });
    const requests = series.data.reduce((sum, point) => sum + point.requests, 0);
    expect(requests).toBe(usageLogsSeed(clock).filter((record) => record.model === "o3-mini").length);
  });

  it("refuses hour buckets over more than 31 days with the gateway's words", async () => {
    await expect(seeded.series({ range: lastDays(40), bucket: "hour" })).rejects.toMatchObject({
      status: 400,
      serverMessages: ["hour buckets need a range of at most 31 days; use day or week buckets"],
    });
  });
});

describe("the memory usage analytics of an organization", () => {
  it("gives the owner the spend per department, named", async () => {
    const { gateway, organizationId, context, range } = organizationAnalytics();
    const breakdown = await gateway.organizationBreakdown(organizationId, { range, by: "department" });
    const names = context.db.departments.all().map((department) => department.name);
    expect(breakdown.data.length).toBeGreaterThan(1);
    for (const row of breakdown.data) expect(names).toContain(row.label);
  });

  it("names people by their email in the top people", async () => {
    const { gateway, organizationId, range } = organizationAnalytics();
    const breakdown = await gateway.organizationBreakdown(organizationId, { range, by: "person" });
    expect(breakdown.data.length).toBeGreaterThan(1);
    for (const row of breakdown.data) expect(row.label).toMatch(/@/);
  });

  it("sums one department's requests when it is named", async () => {
    const { gateway, organizationId, context, range } = organizationAnalytics();
    const departmentId = context.db.requests.all()[0]?.departmentId as string;
    const series = await gateway.organizationSeries(organizationId, { range, bucket: "day", departmentId });
    const expected = context.db.requests
      .all()
      .filter(
        (row) => row.departmentId === departmentId && Date.parse(row.createdAt) >= range.start.getTime(),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(series.data.reduce((sum, point) => sum + point.requests, 0)).toBe(expected.length);
    expect(series.data.every((point) => point.timeToFirstTokenP50 === null)).toBe(true);
  });

  it("refuses a member, as the report does", async () => {
    const { gateway, organizationId, range } = organizationAnalytics(DEMO_PEOPLE.researcher.id);
    await expect(gateway.organizationSeries(organizationId, { range, bucket: "day" })).rejects.toMatchObject({
      status: 403,
    });
  });
});
