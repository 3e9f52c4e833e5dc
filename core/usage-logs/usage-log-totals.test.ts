import { describe, expect, it } from "vitest";
import type { UsageLogTotalsJson } from "./usage-log-page.ts";
import { usageLogTotalsOf } from "./usage-log-sums.ts";
import { shownUsageLogTotals } from "./usage-log-totals.ts";

const counted: UsageLogTotalsJson = {
  requests: 3,
  errors: 1,
  tokensIn: 3134,
  tokensOut: 855,
  totalTokens: 3989,
  totalCost: 0.0164208,
  energyCost: 0.00246312,
  emissions: { grams: 0.4215, estimated: true },
};

describe("the totals the logs show", () => {
  it("are the gateway's counts, the tokens in and out added up", () => {
    expect(shownUsageLogTotals(counted)).toMatchObject({
      requests: 3,
      tokensIn: 3134,
      tokensOut: 855,
      tokens: 3989,
      totalCost: 0.0164208,
      energyCost: 0.00246312,
      emissions: { grams: 0.4215, estimated: true },
    });
  });

  it("write the costs in dollars with 7 decimals", () => {
    const shown = shownUsageLogTotals(counted);
    expect(shown.totalCostText).toBe("$0.0164208");
    expect(shown.energyCostText).toBe("$0.0024631");
  });

  it("are all zero for no requests, with no emissions known", () => {
    expect(shownUsageLogTotals(usageLogTotalsOf([]))).toEqual({
      requests: 0,
      tokensIn: 0,
      tokensOut: 0,
      tokens: 0,
      totalCost: 0,
      energyCost: 0,
      totalCostText: "$0.0000000",
      energyCostText: "$0.0000000",
      emissions: { grams: null, estimated: false },
    });
  });
});
