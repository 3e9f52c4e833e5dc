import { describe, expect, it } from "vitest";
import { requestEmissionsGrams } from "../organization/request-emissions.ts";
import { type UsageLogSums, usageLogTotalsOf } from "./usage-log-sums.ts";

const group = (overrides: Partial<UsageLogSums>): UsageLogSums => ({
  requests: 2,
  errors: 1,
  costing: 2,
  tokensIn: 300,
  tokensOut: 700,
  totalTokens: 1000,
  totalCost: 0.004,
  energyWhPerThousandTokens: 0.5,
  renewablePercentage: 60,
  ...overrides,
});

describe("the totals of the usage logs", () => {
  it("add up every group, the energy cost taken from the summed cost", () => {
    const totals = usageLogTotalsOf([group({}), group({ requests: 3, errors: 0, totalCost: 0.006 })]);
    expect(totals).toMatchObject({
      requests: 5,
      errors: 1,
      tokensIn: 600,
      tokensOut: 1400,
      totalTokens: 2000,
    });
    expect(totals.totalCost).toBeCloseTo(0.01, 12);
    expect(totals.energyCost).toBeCloseTo(0.0015, 12);
  });

  it("count each group's emissions by the organization's rule, and none for groups no known model served", () => {
    const clean = group({ renewablePercentage: 100 });
    const unknownModel = group({ energyWhPerThousandTokens: null, totalTokens: 50_000 });
    const totals = usageLogTotalsOf([group({}), clean, unknownModel]);
    expect(totals.emissions.grams).toBeCloseTo(
      requestEmissionsGrams({ totalTokens: 1000, energyWhPerThousandTokens: 0.5, renewablePercentage: 60 }),
      12,
    );
    expect(totals.emissions.estimated).toBe(false);
  });

  it("know no emissions when no request's model is known, nor for no requests at all", () => {
    expect(usageLogTotalsOf([group({ energyWhPerThousandTokens: null })]).emissions.grams).toBeNull();
    expect(usageLogTotalsOf([])).toEqual({
      requests: 0,
      errors: 0,
      tokensIn: 0,
      tokensOut: 0,
      totalTokens: 0,
      totalCost: 0,
      energyCost: 0,
      emissions: { grams: null, estimated: false },
    });
  });

  it("are an estimate when a request that cost anything had no renewable share, not when only free ones had none", () => {
    expect(usageLogTotalsOf([group({ renewablePercentage: null })]).emissions.estimated).toBe(true);
    expect(
      usageLogTotalsOf([group({ renewablePercentage: null, costing: 0, totalCost: 0 })]).emissions.estimated,
    ).toBe(false);
  });
});
