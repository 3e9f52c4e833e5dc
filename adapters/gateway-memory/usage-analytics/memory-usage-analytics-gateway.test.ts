import { describe, expect, it } from "vitest";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { UsageEndpoint } from "../../../core/usage-logs/usage-endpoint.ts";
import { UsageLogRecordMother } from "../../../core/usage-logs/usage-log-record.mother.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";
import { MemoryUsageAnalyticsGateway } from "./memory-usage-analytics-gateway.adapter.ts";

const NOW = Date.parse("2025-03-20T12:00:00.000Z");
const clock = { now: () => NOW };
const DAY = 86_400_000;
const lastDays = (days: number) => ({ start: new Date(NOW - days * DAY), end: new Date(NOW) });
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

const KEY = "mk-test-0123456789abcdef0123456789abcdef";
const KEY_ID = "key-test";

/** A person's requests over the last weeks: with a key and from the playground, through every endpoint. */
const RECORDS = [
  UsageLogRecordMother.create({
    id: "r-1",
    createdAt: daysAgo(1),
    apikey: KEY,
    apiKeyId: KEY_ID,
    model: "gpt-4o-mini",
  }),
  UsageLogRecordMother.create({
    id: "r-2",
    createdAt: daysAgo(2),
    apikey: "playground",
    apiKeyId: null,
    model: "o3-mini",
  }),
  UsageLogRecordMother.create({
    id: "r-3",
    createdAt: daysAgo(9),
    apikey: KEY,
    apiKeyId: KEY_ID,
    model: "o3-mini",
    totalCost: 0.01,
    endpoint: UsageEndpoint.RESPONSES,
  }),
  UsageLogRecordMother.create({
    id: "r-4",
    createdAt: daysAgo(12),
    apikey: KEY,
    apiKeyId: KEY_ID,
    model: "claude-test",
    totalCost: 0.02,
    endpoint: UsageEndpoint.MESSAGES,
  }),
  UsageLogRecordMother.create({
    id: "r-5",
    createdAt: daysAgo(20),
    apikey: "playground",
    apiKeyId: null,
    model: "embedding-test",
    totalCost: 0.0001,
    endpoint: UsageEndpoint.EMBEDDINGS,
  }),
];

const ALICE = { id: "user-alice", email: "alice@example.test" };
const BOB = { id: "user-bob", email: "bob@example.test" };
const CARL = { id: "user-carl", email: "carl@example.test" };

/** An organization whose two departments sent requests this month, acting as `actingAs`. */
function organizationAnalytics(actingAs = OrganizationSeedBuilder.OWNER.id) {
  const { context } = OrganizationSeedMother.create()
    .department({ id: "dep-a", name: "Alpha" })
    .department({ id: "dep-b", name: "Beta" })
    .member(ALICE, "dep-a", DepartmentRole.ADMIN)
    .member(BOB, "dep-b")
    .member(CARL, "dep-a")
    .request(ALICE, "dep-a", { createdAt: daysAgo(1), totalCost: 0.3 })
    .request(ALICE, "dep-a", { createdAt: daysAgo(3), totalCost: 0.1 })
    .request(BOB, "dep-b", { createdAt: daysAgo(2), totalCost: 0.2 })
    .request(BOB, "dep-b", { createdAt: daysAgo(45), totalCost: 0.5 })
    .gateways(clock);
  context.db.actAs(actingAs);
  return {
    gateway: new MemoryUsageAnalyticsGateway([], async () => context),
    context,
    organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
    range: lastDays(30),
  };
}

describe("the memory usage analytics of a person", () => {
  const seeded = new MemoryUsageAnalyticsGateway(RECORDS);

  it("sums the requests in daily buckets, every day of the range listed", async () => {
    const series = await seeded.series({ range: lastDays(30), bucket: "day" });
    expect(series.bucket).toBe("day");
    expect(series.data).toHaveLength(31);
    const requests = series.data.reduce((sum, point) => sum + point.requests, 0);
    expect(requests).toBe(RECORDS.length);
    expect(series.data.some((point) => point.totalCost > 0 && point.timeToFirstTokenP50 !== null)).toBe(true);
  });

  it("counts a request the gateway answered later", async () => {
    const gateway = new MemoryUsageAnalyticsGateway([]);
    gateway.record(
      UsageLogRecordMother.create({ createdAt: new Date(NOW - 3_600_000).toISOString(), statusCode: 502 }),
    );
    const series = await gateway.series({ range: lastDays(1), bucket: "hour" });
    expect(series.data.filter((point) => point.requests > 0)).toMatchObject([{ requests: 1, errors: 1 }]);
  });

  it("breaks the requests down by masked key, never showing a key", async () => {
    const breakdown = await seeded.breakdown({ range: lastDays(30), by: "apikey" });
    expect(breakdown.data.map((row) => row.key).sort()).toEqual(["mk-te...bcdef", "playground"]);
    expect(JSON.stringify(breakdown)).not.toContain(KEY);
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
    expect(requests).toBe(2);
  });

  it("keeps to one key, named by its id, in the series and the breakdowns", async () => {
    const series = await seeded.series({ range: lastDays(30), bucket: "week", apiKeyId: KEY_ID });
    expect(series.data.reduce((sum, point) => sum + point.requests, 0)).toBe(3);
    const byModel = await seeded.breakdown({ range: lastDays(30), by: "model", apikey: "playground" });
    expect(byModel.data.map((row) => row.key).sort()).toEqual(["embedding-test", "o3-mini"]);
  });

  it("refuses a key named by its value with the gateway's words", async () => {
    await expect(seeded.series({ range: lastDays(30), bucket: "day", apikey: KEY })).rejects.toMatchObject({
      status: 400,
      serverMessages: ["apikey filters only playground requests; filter a key by apiKeyId"],
    });
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
    const { gateway, organizationId, range } = organizationAnalytics(CARL.id);
    await expect(gateway.organizationSeries(organizationId, { range, bucket: "day" })).rejects.toMatchObject({
      status: 403,
    });
  });
});
