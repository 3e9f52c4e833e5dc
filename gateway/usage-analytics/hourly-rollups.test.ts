import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestEmissionsGrams } from "../../core/organization/request-emissions.ts";
import { latencyHistogramOf } from "../../core/usage-analytics/latency-histogram.ts";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { seedModels } from "../chat-completions/chat-completions.test-helper.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import {
  type ChatHistoryRow,
  insertChatHistory,
  insertChatHistoryDrafts,
} from "../chat-completions/chat-history-insert.ts";
import type { OpenDatabase } from "../database/database.ts";
import { enforceRetention } from "../retention/request-log-retention.ts";
import { saveRetention } from "../retention/retention.repository.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { usageLogTotals } from "../usage-logs/usage-log-totals.repository.ts";
import { chatHistoryHourly, type RollupGrain } from "./chat-history-hourly.schema.ts";
import { rollupSpansOf, seriesGrainOf } from "./hourly-rollups.ts";
import { rolledUpSeriesSums } from "./hourly-usage-series.ts";
import { usageSeriesSums } from "./usage-analytics.repository.ts";
import type { UsageScope } from "./usage-scope.ts";

const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PEOPLE = ["ada", "bob"] as const;
const MODELS = { frugal: 0.2, hungry: 1.5 } as const;

let database: OpenDatabase;

/**
 * 600 requests of two people over the last ten days (on whole seconds), and 40 of Ada's 500 days ago: a third
 * department traffic of two departments, some failed, some served by a model the catalogue does not know, some on
 * a node without a renewable share, timings from under a millisecond to minutes, some missing.
 */
function requestAt(index: number, createdAt: number): ChatHistoryRow {
  const draw = (salt: number) => ((index + 1) * 2654435761 * (salt + 1)) % 1000;
  const department = index % 3 === 0 ? `dep-${Math.floor(index / 6) % 2}` : null;
  const statusCode = draw(1) < 80 ? 502 : draw(1) < 110 ? 429 : 200;
  const tokensIn = 10 + draw(2);
  const tokensOut = draw(3);
  const totalCost = index % 17 === 0 ? 0 : (tokensIn * 2 + tokensOut * 6) / 1e6;
  const servedModel = draw(4) < 100 ? "retired" : draw(4) < 550 ? "frugal" : "hungry";
  return {
    id: `req-${index}`,
    userId: PEOPLE[index % 2] as string,
    apikey: department ? `mk-${department}` : "playground",
    organizationId: department ? "org-1" : null,
    departmentId: department,
    departmentUserId: null,
    apiKeyId: null,
    vendor: "OpenAI",
    model: servedModel,
    servedModel,
    providerModel: servedModel,
    query: `question ${index}`,
    statusCode,
    error: statusCode >= 400 ? "failed" : null,
    timeToFirstToken: draw(5) < 50 ? null : draw(5) < 80 ? 0.4 : 20 + draw(5) * draw(6),
    generationDuration: draw(7) < 30 ? null : 200 + draw(7) * draw(8) * 3,
    tokenRate: null,
    tokensIn,
    tokensOut,
    totalTokens: tokensIn + tokensOut,
    tokensInCost: (tokensIn * 2) / 1e6,
    tokensOutCost: (tokensOut * 6) / 1e6,
    totalCost,
    usageEstimated: false,
    isStream: false,
    renewablePercentage: draw(9) < 200 ? null : draw(9) / 10,
    routingStrategy: null,
    routingReason: null,
    endpoint: "chat",
    piiRedactions: null,
    createdAt: new Date(createdAt).toISOString(),
  };
}

const recent = Array.from({ length: 600 }, (_, index) =>
  requestAt(index, NOW - 10 * DAY + Math.floor((index * 10 * DAY) / 600 / 1000) * 1000),
);
const ancient = Array.from({ length: 40 }, (_, index) =>
  requestAt(1000 + 2 * index, NOW - 500 * DAY + index * HOUR),
);

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into users (id, email) values ('ada', 'ada@example.test'), ('bob', 'bob@example.test')`,
  );
  await seedModels(
    database.db,
    Object.entries(MODELS).map(([systemName, energy]) => ({ systemName, energyWhPerThousandTokens: energy })),
  );
  // The recorder's batches, and the drafts tests and seeds write.
  for (let start = 0; start < 300; start += 50)
    await insertChatHistory(database.db, recent.slice(start, start + 50));
  await insertChatHistoryDrafts(database.db, [...recent.slice(300), ...ancient]);
});
afterAll(() => database?.close());

/** The first moment of the UTC hour or day of a moment. */
function startOf(grain: RollupGrain, moment: number): string {
  const span = grain === "hour" ? HOUR : DAY;
  return new Date(Math.floor(moment / span) * span).toISOString();
}

/** What chat_history's rows add up to per person, organization, department and UTC hour and day, worked out here. */
async function rollupsOfRows() {
  const rows = await database.db
    .select({ row: chatHistory, energy: providerModels.energyWhPerThousandTokens })
    .from(chatHistory)
    .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel));
  const groups = new Map<string, { row: typeof chatHistory.$inferSelect; energy: number | null }[]>();
  for (const entry of rows)
    for (const grain of ["hour", "day"] as const) {
      const { row } = entry;
      const start = startOf(grain, Date.parse(row.createdAt));
      const key = [row.userId, row.organizationId ?? "", row.departmentId ?? "", grain, start].join("|");
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
  const succeeded = (
    group: { row: typeof chatHistory.$inferSelect }[],
    read: (row: typeof chatHistory.$inferSelect) => number | null,
  ) =>
    latencyHistogramOf(
      group
        .filter(({ row }) => row.statusCode < 400)
        .map(({ row }) => read(row))
        .filter((value): value is number => value !== null),
    );
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        requests: group.length,
        errors: group.filter(({ row }) => row.statusCode >= 400).length,
        costing: group.filter(({ row }) => row.totalCost > 0).length,
        totalTokens: group.reduce((sum, { row }) => sum + row.totalTokens, 0),
        totalCost: group.reduce((sum, { row }) => sum + row.totalCost, 0),
        emissionsGrams: group.reduce(
          (sum, { row, energy }) =>
            sum + requestEmissionsGrams({ ...row, energyWhPerThousandTokens: energy ?? 0 }),
          0,
        ),
        energyKnown: group.filter(({ energy }) => energy !== null).length,
        unsharedCosting: group.filter(({ row }) => row.totalCost > 0 && row.renewablePercentage === null)
          .length,
        ttftBuckets: succeeded(group, (row) => row.timeToFirstToken),
        durationBuckets: succeeded(group, (row) => row.generationDuration),
      },
    ]),
  );
}

async function expectRollupsEqualRows() {
  const expected = await rollupsOfRows();
  const rollups = await database.db.select().from(chatHistoryHourly);
  expect(rollups).toHaveLength(expected.size);
  for (const rollup of rollups) {
    const key = [
      rollup.userId,
      rollup.organizationId,
      rollup.departmentId,
      rollup.grain,
      new Date(rollup.hour).toISOString(),
    ];
    const want = expected.get(key.join("|"));
    expect(want, key.join(" ")).toBeDefined();
    const { totalCost, emissionsGrams, ...counts } = want as NonNullable<typeof want>;
    expect(rollup).toMatchObject(counts);
    expect(rollup.totalCost).toBeCloseTo(totalCost, 12);
    expect(rollup.emissionsGrams).toBeCloseTo(emissionsGrams, 9);
  }
}

/** The totals through the rollups (whole hours) and through the rows (endpoint chat: every request). */
async function expectBothTotalsPathsAgree(
  userId: string,
  filters: UsageLogFilters & { from: Date; to: Date },
) {
  const rolledUp = await usageLogTotals(database.db, userId, filters);
  const summed = await usageLogTotals(database.db, userId, { ...filters, endpoint: "chat" });
  const { totalCost, energyCost, emissions, ...counts } = summed;
  expect(rolledUp).toMatchObject(counts);
  expect(rolledUp.totalCost).toBeCloseTo(totalCost, 12);
  expect(rolledUp.energyCost).toBeCloseTo(energyCost, 12);
  expect(rolledUp.emissions.estimated).toBe(emissions.estimated);
  if (emissions.grams === null) expect(rolledUp.emissions.grams).toBeNull();
  else expect(rolledUp.emissions.grams).toBeCloseTo(emissions.grams, 9);
  return rolledUp;
}

type SeriesSums = Awaited<ReturnType<typeof usageSeriesSums>>;

function expectSameSeries(got: SeriesSums, want: SeriesSums, label: string) {
  const byStart = (sums: SeriesSums) => [...sums].sort((a, b) => a.start.localeCompare(b.start));
  const [sortedGot, sortedWant] = [byStart(got), byStart(want)];
  expect(sortedGot.length, label).toBeGreaterThan(0);
  expect(
    sortedGot.map((sum) => sum.start),
    label,
  ).toEqual(sortedWant.map((sum) => sum.start));
  for (const [index, sum] of sortedWant.entries())
    for (const [field, value] of Object.entries(sum)) {
      const found = (sortedGot[index] as unknown as Record<string, unknown>)[field];
      if (typeof value === "number") expect(found, `${label} ${sum.start} ${field}`).toBeCloseTo(value, 9);
      else expect(found, `${label} ${sum.start} ${field}`).toEqual(value);
    }
}

/**
 * The series through the rollups (no filter but whole hours; days when the buckets and ends allow), through each
 * grain of them, and through the rows (endpoint chat: every request), on a range of whole days and on one of hours.
 */
async function expectEverySeriesPathAgrees(
  scope: UsageScope,
  filters: { departmentId?: string; userId?: string },
) {
  const wholeDays = {
    start: new Date(startOf("day", NOW - 10 * DAY)),
    end: new Date(startOf("day", NOW + DAY)),
  };
  const hours = { start: new Date(NOW - 10 * DAY), end: new Date(NOW + DAY) };
  for (const range of [wholeDays, hours])
    for (const bucket of ["hour", "day", "week"] as const) {
      const label = `${bucket} from ${range.start.toISOString()}`;
      const summed = await usageSeriesSums(
        database.db,
        scope,
        range,
        { ...filters, endpoint: "chat" },
        bucket,
      );
      const chosen = await usageSeriesSums(database.db, scope, range, filters, bucket);
      expectSameSeries(chosen, summed, label);
      const fromHours = await rolledUpSeriesSums(database.db, scope, range, filters, bucket, "hour");
      expectSameSeries(fromHours, summed, `${label} (hours)`);
      if (seriesGrainOf(range, bucket) === "day") {
        const fromDays = await rolledUpSeriesSums(database.db, scope, range, filters, bucket, "day");
        expectSameSeries(fromDays, summed, `${label} (days)`);
      }
    }
}

const scopes: [UsageScope, { departmentId?: string; userId?: string }][] = [
  [{ userId: "ada" }, {}],
  [{ userId: "bob" }, { departmentId: "dep-0" }],
  [{ organizationId: "org-1", departmentIds: ["dep-0", "dep-1"] }, {}],
  [{ organizationId: "org-1", departmentIds: ["dep-1"] }, { userId: "ada" }],
];

/** Whole days, days with hours on both edges, hours within a day, and a range of a department. */
const ranges = [
  { from: new Date(NOW - 600 * DAY), to: new Date(NOW + DAY) },
  { from: new Date(startOf("day", NOW - 7 * DAY)), to: new Date(startOf("day", NOW)) },
  { from: new Date(NOW - 5 * DAY), to: new Date(NOW - 2 * DAY + 7 * HOUR) },
  { from: new Date(NOW - 3 * DAY + HOUR), to: new Date(NOW - 3 * DAY + 5 * HOUR) },
  { from: new Date(NOW - 10 * DAY), to: new Date(NOW), departmentId: "dep-1" },
];

describe("the rollups a read uses", () => {
  const at = (text: string) => new Date(text);

  it("are days for day and week series on whole days, hours for hour series or ends within a day", () => {
    const days = { start: at("2026-05-01T00:00:00Z"), end: at("2026-06-01T00:00:00Z") };
    expect(seriesGrainOf(days, "day")).toBe("day");
    expect(seriesGrainOf(days, "week")).toBe("day");
    expect(seriesGrainOf(days, "hour")).toBe("hour");
    expect(seriesGrainOf({ ...days, end: at("2026-06-01T05:00:00Z") }, "day")).toBe("hour");
  });

  it("are the whole days of a totals' range as days and its edges as hours", () => {
    expect(rollupSpansOf(at("2026-05-01T22:00:00Z"), at("2026-05-04T03:00:00Z"))).toEqual([
      { grain: "day", from: at("2026-05-02T00:00:00Z"), to: at("2026-05-04T00:00:00Z") },
      { grain: "hour", from: at("2026-05-01T22:00:00Z"), to: at("2026-05-02T00:00:00Z") },
      { grain: "hour", from: at("2026-05-04T00:00:00Z"), to: at("2026-05-04T03:00:00Z") },
    ]);
    expect(rollupSpansOf(at("2026-05-01T02:00:00Z"), at("2026-05-01T09:00:00Z"))).toEqual([
      { grain: "hour", from: at("2026-05-01T02:00:00Z"), to: at("2026-05-01T09:00:00Z") },
    ]);
    expect(rollupSpansOf(undefined, at("2026-05-01T09:00:00Z"))).toEqual([
      { grain: "day", from: undefined, to: at("2026-05-01T00:00:00Z") },
      { grain: "hour", from: at("2026-05-01T00:00:00Z"), to: at("2026-05-01T09:00:00Z") },
    ]);
    expect(rollupSpansOf(undefined, undefined)).toEqual([{ grain: "day", from: undefined, to: undefined }]);
  });
});

describe("the hourly and daily rollups of the request logs", () => {
  it("add up exactly the rows recorded through the recorder and as drafts, per person, department, hour and day", async () => {
    await expectRollupsEqualRows();
  });

  it("answer the usage logs' totals as summing the rows does", async () => {
    for (const userId of PEOPLE)
      for (const range of ranges) {
        const totals = await expectBothTotalsPathsAgree(userId, range);
        expect(totals.requests).toBeGreaterThan(0);
      }
  });

  it("answer the usage series, personal and the organization's, from days, from hours and as summing the rows does", async () => {
    for (const [scope, filters] of scopes) await expectEverySeriesPathAgrees(scope, filters);
  });

  it("lose the rows retention deletes in batches, and the hours and days of the months it drops", async () => {
    await saveRetention(
      database.db,
      "person",
      "ada",
      { bodiesDays: 2, metadataDays: 4 },
      new Date(NOW).toISOString(),
    );
    const swept = await enforceRetention(database.db, NOW, 7);
    expect(swept.deletedRequests).toBeGreaterThan(7);
    expect(swept.droppedPartitions).toContain(
      `chat_history_p${new Date(NOW - 500 * DAY).toISOString().slice(0, 7).replace("-", "")}`,
    );
    await expectRollupsEqualRows();
    for (const userId of PEOPLE) for (const range of ranges) await expectBothTotalsPathsAgree(userId, range);
    for (const [scope, filters] of scopes) await expectEverySeriesPathAgrees(scope, filters);
  });
});
