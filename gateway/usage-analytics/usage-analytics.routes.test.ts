import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestEmissionsGrams } from "../../core/organization/request-emissions.ts";
import { LATENCY_PERCENTILE_RELATIVE_ERROR } from "../../core/usage-analytics/latency-histogram.ts";
import type { UsageSeriesJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import {
  DATE_OUT_OF_YEARS,
  END_NOT_AFTER_START,
  HOURLY_RANGE_TOO_LONG,
  RANGE_TOO_LONG,
} from "../../core/usage-analytics/usage-range.ts";
import {
  type UsageRecord,
  usageSeriesOf,
  usageSeriesSumsOf,
} from "../../core/usage-analytics/usage-series.ts";
import { APIKEY_FILTER_REFUSAL } from "../../core/usage-logs/usage-log-filters.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { NUL_CHARACTERS } from "../organization/nul-characters.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { requestEmissionsGramsSql } from "./request-emissions.sql.ts";
import { loggedRequest } from "./usage-analytics.fixtures.ts";

let gateway: TestGateway;
let person: SignedInPerson;
const call = jsonCalls(() => gateway);
const KEY = "mk-usage-aaaa1111bbbb2222cccc";
const OTHER_KEY = "mk-other-dddd3333eeee4444ffff";
const KEY_IDS = new Map([
  [KEY, "key-usage"],
  [OTHER_KEY, "key-other"],
]);

/**
 * The person's requests in the week of Monday 10 March 2025 and the next Monday: three on Monday (one failed from
 * the playground), one on Wednesday served by Best Available's choice through Responses on a node reporting
 * 120 % renewable, one on Sunday's last second by a model the catalogue does not know, one the next Monday with a
 * department's key; and one in February, served by none, on a node reporting −5 %.
 */
const requestsOf = (userId: string, suffix = "") =>
  [
    {
      id: "mon-1",
      createdAt: "2025-03-10T09:00:00Z",
      apikey: KEY,
      timeToFirstToken: 100,
      generationDuration: 1000,
    },
    {
      id: "mon-2",
      createdAt: "2025-03-10T17:30:00Z",
      model: "mistral-large-latest",
      apikey: KEY,
      timeToFirstToken: 300,
      generationDuration: 3000,
      renewablePercentage: null,
    },
    {
      id: "mon-3",
      createdAt: "2025-03-10T18:00:00Z",
      apikey: "playground",
      statusCode: 502,
      tokensOut: 0,
      timeToFirstToken: 5,
      generationDuration: 5,
    },
    {
      id: "wed-1",
      createdAt: "2025-03-12T08:00:00Z",
      model: "Best Available",
      servedModel: "mistral-large-latest",
      apikey: OTHER_KEY,
      endpoint: "responses",
      renewablePercentage: 120,
    },
    {
      id: "sun-1",
      createdAt: "2025-03-16T23:59:59Z",
      model: "retired-embedder",
      apikey: KEY,
      endpoint: "embeddings",
      timeToFirstToken: null,
    },
    { id: "next-mon-1", createdAt: "2025-03-17T00:00:00Z", apikey: KEY, departmentId: "dep-usage" },
    {
      id: "feb-1",
      createdAt: "2025-02-20T12:00:00Z",
      model: "gpt-4o-mini",
      servedModel: null,
      apikey: KEY,
      renewablePercentage: -5,
    },
  ].map((request) =>
    loggedRequest({
      ...request,
      id: `${request.id}${suffix}`,
      userId,
      apiKeyId: KEY_IDS.get(request.apikey) ?? null,
    }),
  );

beforeAll(async () => {
  gateway = await startTestGateway();
  person = await gateway.signIn();
  const someoneElse = await gateway.signIn();
  await gateway.db
    .insert(chatHistory)
    .values([...requestsOf(person.uid), ...requestsOf(someoneElse.uid, "-else")]);
});
afterAll(() => gateway?.close());

const usage = (path: string, query: Record<string, string>, as: SignedInPerson | null = person) =>
  call("GET", `${path}?${new URLSearchParams(query)}`, as?.headers);
const WEEK_AND_A_DAY = { startDate: "2025-03-10", endDate: "2025-03-18" };

/** The person's requests as core's rule reads them, with the energy of the models that served them. */
async function usageRecords(): Promise<UsageRecord[]> {
  const rows = requestsOf(person.uid);
  const served = rows.map((row) => row.servedModel).filter((name): name is string => Boolean(name));
  const models = await gateway.db
    .select({ name: providerModels.systemName, energy: providerModels.energyWhPerThousandTokens })
    .from(providerModels)
    .where(inArray(providerModels.systemName, served));
  const energyOf = new Map(models.map((model) => [model.name, model.energy]));
  return rows.map((row) => ({
    createdAt: row.createdAt as string,
    statusCode: row.statusCode,
    tokensIn: row.tokensIn ?? 0,
    tokensOut: row.tokensOut ?? 0,
    totalTokens: row.totalTokens ?? 0,
    totalCost: row.totalCost ?? 0,
    timeToFirstToken: row.timeToFirstToken ?? null,
    generationDuration: row.generationDuration ?? null,
    energyWhPerThousandTokens: energyOf.get(row.servedModel ?? "") ?? 0,
    renewablePercentage: row.renewablePercentage ?? null,
  }));
}

function expectWithinLatencyPrecision(actual: unknown, exact: number) {
  expect(actual).toBeTypeOf("number");
  expect(Math.abs((actual as number) - exact)).toBeLessThanOrEqual(exact * LATENCY_PERCENTILE_RELATIVE_ERROR);
}

function expectSameSeries(actual: UsageSeriesJson, expected: UsageSeriesJson) {
  expect(actual.bucket).toBe(expected.bucket);
  expect(actual.data.map((point) => point.start)).toEqual(expected.data.map((point) => point.start));
  for (const [index, point] of expected.data.entries()) {
    for (const [field, value] of Object.entries(point)) {
      const got = (actual.data[index] as unknown as Record<string, unknown>)[field];
      if (typeof value === "number") expect(got, `${point.start} ${field}`).toBeCloseTo(value, 6);
      else expect(got, `${point.start} ${field}`).toEqual(value);
    }
  }
}

describe("the usage series", () => {
  it("sums each day's requests in the database as core's rule sums them, every day of the range listed", async () => {
    const answer = await usage("/usage/series", { ...WEEK_AND_A_DAY, bucket: "day" });
    expect(answer.status).toBe(200);
    const range = { start: new Date("2025-03-10"), end: new Date("2025-03-18") };
    expectSameSeries(
      answer.json,
      usageSeriesOf("day", range, usageSeriesSumsOf(await usageRecords(), "day")),
    );
    expect(answer.json.data.map((point: { requests: number }) => point.requests)).toEqual([
      3, 0, 1, 0, 0, 0, 1, 1,
    ]);
    expect(answer.json.data[0]).toMatchObject({
      start: "2025-03-10T00:00:00.000Z",
      errors: 1,
      tokensIn: 1200,
      tokensOut: 1200,
      totalCost: 0.0096,
      energyCost: 0.00144,
    });
    expect(answer.json.data[0].emissionsGrams).toBeGreaterThan(0);
  });

  it("lists a day without requests as zeros with no percentiles, money written as decimals", async () => {
    const answer = await usage("/usage/series", { ...WEEK_AND_A_DAY, bucket: "day" });
    expect(answer.json.data[1]).toEqual({
      start: "2025-03-11T00:00:00.000Z",
      requests: 0,
      errors: 0,
      tokensIn: 0,
      tokensOut: 0,
      totalCost: 0,
      energyCost: 0,
      emissionsGrams: 0,
      timeToFirstTokenP50: null,
      timeToFirstTokenP95: null,
      durationP50: null,
      durationP95: null,
    });
    expect(answer.text).toContain('"totalCost":0.0,');
  });

  it("takes the p50 and p95 of the timings over the successful requests only", async () => {
    const answer = await usage("/usage/series", { ...WEEK_AND_A_DAY, bucket: "day" });
    // Monday: 100 and 300 ms to the first token, 1 and 3 s in all; the failed request's 5 ms are left out. The
    // percentiles are read from latency histograms: within their stated precision of percentile_cont's.
    const exact = {
      timeToFirstTokenP50: 200,
      timeToFirstTokenP95: 290,
      durationP50: 2000,
      durationP95: 2900,
    };
    for (const [field, value] of Object.entries(exact))
      expectWithinLatencyPrecision(answer.json.data[0][field], value);
    // Sunday's only request measured no first token.
    expect(answer.json.data[6].timeToFirstTokenP50).toBeNull();
    expectWithinLatencyPrecision(answer.json.data[6].durationP50, 900);
  });

  it("starts weeks on Monday in UTC, Sunday's last second in the week before", async () => {
    const answer = await usage("/usage/series", { ...WEEK_AND_A_DAY, bucket: "week" });
    expect(answer.json).toMatchObject({
      bucket: "week",
      data: [
        { start: "2025-03-10T00:00:00.000Z", requests: 5 },
        { start: "2025-03-17T00:00:00.000Z", requests: 1 },
      ],
    });
  });

  it("sums by the hour, a range starting mid-hour included", async () => {
    const answer = await usage("/usage/series", {
      startDate: "2025-03-10T08:30:00Z",
      endDate: "2025-03-10T20:00:00Z",
      bucket: "hour",
    });
    const busy = answer.json.data.filter((point: { requests: number }) => point.requests > 0);
    expect(answer.json.data).toHaveLength(12);
    expect(busy.map((point: { start: string }) => point.start)).toEqual([
      "2025-03-10T09:00:00.000Z",
      "2025-03-10T17:00:00.000Z",
      "2025-03-10T18:00:00.000Z",
    ]);
  });

  it("keeps to the model (asked for or serving), key, endpoint and department asked for", async () => {
    const total = async (filter: Record<string, string>) => {
      const answer = await usage("/usage/series", { ...WEEK_AND_A_DAY, ...filter });
      return answer.json.data.reduce((sum: number, point: { requests: number }) => sum + point.requests, 0);
    };
    expect(await total({})).toBe(6);
    expect(await total({ model: "mistral-large-latest" })).toBe(2);
    expect(await total({ model: "Best Available" })).toBe(0);
    expect(await total({ apiKeyId: "key-usage" })).toBe(4);
    expect(await total({ apikey: "playground" })).toBe(1);
    expect(await total({ endpoint: "embeddings" })).toBe(1);
    expect(await total({ departmentId: "dep-usage" })).toBe(1);
  });

  it("reads the last 30 days up to now, by day, when the query names no range", async () => {
    const answer = await usage("/usage/series", {});
    expect(answer.status).toBe(200);
    expect(answer.json.bucket).toBe("day");
    expect(answer.json.data).toHaveLength(31);
  });

  it("estimates each request's emissions in SQL exactly as core's rule does", async () => {
    const records = new Map(
      (await usageRecords()).map((record, index) => [requestsOf(person.uid)[index]?.id, record]),
    );
    const rows = await gateway.db
      .select({ id: chatHistory.id, grams: requestEmissionsGramsSql.mapWith(Number) })
      .from(chatHistory)
      .leftJoin(providerModels, eq(providerModels.systemName, chatHistory.servedModel))
      .where(eq(chatHistory.userId, person.uid));
    expect(rows).toHaveLength(records.size);
    for (const row of rows) {
      const record = records.get(row.id) as UsageRecord;
      expect(row.grams, row.id).toBeCloseTo(requestEmissionsGrams(record), 12);
    }
  });
});

describe("the usage breakdown", () => {
  it("groups by the model that served each request, costliest first", async () => {
    const answer = await usage("/usage/breakdown", { ...WEEK_AND_A_DAY, by: "model" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      by: "model",
      data: [
        {
          key: "gpt-4o-mini",
          label: "gpt-4o-mini",
          requests: 3,
          errors: 1,
          totalTokens: 2400,
          totalCost: 0.0096,
          energyCost: 0.00144,
        },
        expect.objectContaining({ key: "mistral-large-latest", requests: 2, totalCost: 0.0088 }),
        expect.objectContaining({ key: "retired-embedder", requests: 1, totalCost: 0.0044 }),
      ],
    });
  });

  it("groups by masked key, the playground apart, and never answers a key", async () => {
    const answer = await usage("/usage/breakdown", { ...WEEK_AND_A_DAY, by: "apikey" });
    expect(answer.json.data).toEqual([
      expect.objectContaining({ key: "mk-us...2cccc", label: "mk-us...2cccc", requests: 4 }),
      expect.objectContaining({ key: "mk-ot...4ffff", requests: 1, totalCost: 0.0044 }),
      expect.objectContaining({ key: "playground", requests: 1, errors: 1, totalCost: 0.0008 }),
    ]);
    expect(answer.text).not.toContain(KEY);
    expect(answer.text).not.toContain(OTHER_KEY);
  });

  it("groups by endpoint", async () => {
    const answer = await usage("/usage/breakdown", { ...WEEK_AND_A_DAY, by: "endpoint" });
    expect(answer.json.data.map((row: { key: string; requests: number }) => [row.key, row.requests])).toEqual(
      [
        ["chat", 4],
        ["embeddings", 1],
        ["responses", 1],
      ],
    );
  });

  it("lists the 20 costliest groups", async () => {
    const busy = await gateway.signIn();
    await gateway.db.insert(chatHistory).values(
      Array.from({ length: 25 }, (_, index) =>
        loggedRequest({
          id: `busy-${index}`,
          userId: busy.uid,
          model: `model-${String(index).padStart(2, "0")}`,
          tokensOut: index * 10,
          createdAt: "2025-03-12T12:00:00Z",
        }),
      ),
    );
    const answer = await usage("/usage/breakdown", { ...WEEK_AND_A_DAY, by: "model" }, busy);
    expect(answer.json.data).toHaveLength(20);
    expect(answer.json.data[0].key).toBe("model-24");
    expect(answer.json.data.at(-1).key).toBe("model-05");
  });
});

describe("a usage query", () => {
  it("is refused with 400 and the reason when a date, the range, the bucket, the grouping or a filter is wrong", async () => {
    const refusals: [string, Record<string, string>, string][] = [
      ["/usage/series", { startDate: "10/03/2025" }, "startDate must be an ISO 8601 date"],
      ["/usage/series", { endDate: "2025-02-30" }, "endDate must be an ISO 8601 date"],
      ["/usage/series", { startDate: "2025-03-10", endDate: "2025-03-10" }, END_NOT_AFTER_START],
      ["/usage/series", { startDate: "2024-01-01", endDate: "2025-03-01" }, RANGE_TOO_LONG],
      [
        "/usage/series",
        { startDate: "2025-01-01", endDate: "2025-02-02", bucket: "hour" },
        HOURLY_RANGE_TOO_LONG,
      ],
      ["/usage/series", { startDate: "1969-12-01", endDate: "1970-01-02" }, DATE_OUT_OF_YEARS],
      ["/usage/series", { bucket: "month" }, "bucket must be hour, day or week"],
      ["/usage/series", { endpoint: "images" }, "endpoint must be chat, embeddings, responses or messages"],
      ["/usage/series", { model: "gpt\u0000" }, NUL_CHARACTERS],
      ["/usage/series", { apikey: KEY }, APIKEY_FILTER_REFUSAL],
      ["/usage/breakdown", { by: "model", apikey: "mk-us...2cccc" }, APIKEY_FILTER_REFUSAL],
      ["/usage/breakdown", {}, "by must be model, apikey or endpoint"],
      ["/usage/breakdown", { by: "person" }, "by must be model, apikey or endpoint"],
      [
        "/usage/breakdown",
        { by: "model", startDate: "2025-03-10", endDate: "2024-03-10" },
        END_NOT_AFTER_START,
      ],
    ];
    for (const [path, query, message] of refusals) {
      const answer = await usage(path, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json.errMsgs).toContain(message);
    }
  });

  it("is refused when a parameter comes twice, and without a session", async () => {
    const twice = await call(
      "GET",
      "/usage/series?startDate=2025-03-01&startDate=2025-03-02",
      person.headers,
    );
    expect(twice).toMatchObject({ status: 400, json: { errMsgs: ["startDate must be an ISO 8601 date"] } });
    expect((await usage("/usage/series", {}, null)).status).toBe(401);
    expect((await usage("/usage/breakdown", { by: "model" }, null)).status).toBe(401);
  });
});
