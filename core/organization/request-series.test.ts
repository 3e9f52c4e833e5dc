import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import {
  NON_RENEWABLE_GRAMS_CO2E_PER_KWH,
  nonRenewableWh,
  requestEmissionsGrams,
  requestEnergyWh,
} from "./request-emissions.ts";
import { type RequestSeriesRecord, requestSeriesOf, seriesStart } from "./request-series.ts";
import { RequestSeriesQueryDto } from "./request-series-query.dto.ts";

const record = (overrides: Partial<RequestSeriesRecord>): RequestSeriesRecord => ({
  sentAt: "2026-11-20T10:00:00.000Z",
  departmentId: "dep-research",
  requests: 1,
  totalCost: 0.01,
  totalTokens: 2000,
  energyWhPerThousandTokens: 0.5,
  renewablePercentage: 60,
  ...overrides,
});

describe("a request's emissions", () => {
  it("count the non-renewable share of the energy its tokens took, at the fossil grid's intensity", () => {
    // 2,000 tokens at 0.5 Wh per 1,000 = 1 Wh; 40 % of it non-renewable = 0.4 Wh = 0.0004 kWh.
    expect(requestEmissionsGrams(record({}))).toBeCloseTo(0.0004 * NON_RENEWABLE_GRAMS_CO2E_PER_KWH, 10);
  });

  it("count all the energy as non-renewable when the node's share is unknown, none of it on a clean node", () => {
    expect(nonRenewableWh(2, null)).toBe(2);
    expect(nonRenewableWh(2, 100)).toBe(0);
    expect(requestEmissionsGrams(record({ totalTokens: 0 }))).toBe(0);
  });

  it("count the share of the energy the node did not draw from renewables, a share kept within 0 and 100 %", () => {
    expect(nonRenewableWh(2, 25)).toBe(1.5);
    expect(nonRenewableWh(2, undefined)).toBe(2);
    expect(nonRenewableWh(2, 150)).toBe(0);
    expect(nonRenewableWh(2, -20)).toBe(2);
  });

  it("take the energy of the tokens at the model's Wh per 1,000 tokens", () => {
    expect(requestEnergyWh(3000, 0.5)).toBe(1.5);
    expect(requestEnergyWh(500, 2)).toBe(1);
    expect(NON_RENEWABLE_GRAMS_CO2E_PER_KWH).toBe(650);
    // 1 Wh, a quarter renewable: 0.75 Wh = 0.00075 kWh at 650 g per kWh.
    expect(
      requestEmissionsGrams({ totalTokens: 1000, energyWhPerThousandTokens: 1, renewablePercentage: 25 }),
    ).toBeCloseTo(0.4875, 12);
  });
});

describe("the request series", () => {
  it("sums each department's day: requests, spend, its 15 % energy share and the emissions", () => {
    const series = requestSeriesOf([
      record({}),
      record({ sentAt: "2026-11-20T23:59:59.999Z", totalCost: 0.03, renewablePercentage: null }),
      record({ sentAt: "2026-11-20", requests: 3, totalCost: 0.06, totalTokens: 0 }),
    ]);
    expect(series.points).toHaveLength(1);
    const [point] = series.points;
    expect(point).toMatchObject({
      date: "2026-11-20",
      departmentId: "dep-research",
      requests: 5,
      spend: 0.1,
    });
    expect(point?.energyCost).toBeCloseTo(0.015, 10);
    const grams = (0.0004 + 0.001) * NON_RENEWABLE_GRAMS_CO2E_PER_KWH;
    expect(point?.emissions).toBeCloseTo(grams, 4);
  });

  it("lists the oldest day first, the departments of a day by id, and leaves out days without requests", () => {
    const series = requestSeriesOf([
      record({ sentAt: "2026-11-21T00:00:00.000Z", departmentId: "dep-b" }),
      record({ sentAt: "2026-11-18T08:00:00.000Z", departmentId: "dep-b" }),
      record({ sentAt: "2026-11-21T09:00:00.000Z", departmentId: "dep-a" }),
    ]);
    expect(series.points.map((point) => `${point.date} ${point.departmentId}`)).toEqual([
      "2026-11-18 dep-b",
      "2026-11-21 dep-a",
      "2026-11-21 dep-b",
    ]);
  });

  it("keeps 7 decimals of dollars, without the float noise of sums", () => {
    const [point] = requestSeriesOf([record({ totalCost: 0.1 }), record({ totalCost: 0.2 })]).points;
    expect(point?.spend).toBe(0.3);
  });

  it("reaches back to midnight UTC, today counted as the first day", () => {
    const now = Date.parse("2026-11-21T15:30:00.000Z");
    expect(seriesStart(now, 1).toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(seriesStart(now, 30).toISOString()).toBe("2026-10-23T00:00:00.000Z");
  });
});

describe("a request series query", () => {
  it("needs at least one department and 1 to 90 days", () => {
    expect(validateInput(RequestSeriesQueryDto, { departmentIds: ["dep-a"], days: 90 }).errMsgs).toEqual([]);
    expect(validateInput(RequestSeriesQueryDto, { departmentIds: [], days: 91 }).errMsgs).toEqual([
      "departmentIds should not be empty",
      "days must not be greater than 90",
    ]);
    expect(validateInput(RequestSeriesQueryDto, { departmentIds: ["dep-a"], days: 0.5 }).errMsgs).toEqual([
      "days must not be less than 1",
      "days must be an integer number",
    ]);
  });
});
