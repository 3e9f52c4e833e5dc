import { describe, expect, it } from "vitest";
import { usageLogTotals } from "./usage-log-totals.ts";

describe("the totals of the listed requests", () => {
  it("count the requests and add up their tokens and cost, energy being 15 % of the cost", () => {
    const totals = usageLogTotals([
      { tokensIn: 812, tokensOut: 240, totalCost: 0.0002658 },
      { tokensIn: 12, tokensOut: 0, totalCost: 0 },
      { tokensIn: 2310, tokensOut: 615, totalCost: 0.016155 },
    ]);
    expect(totals).toMatchObject({ requests: 3, tokensIn: 3134, tokensOut: 855, tokens: 3989 });
    expect(totals.totalCost).toBeCloseTo(0.0164208, 12);
    expect(totals.energyCost).toBeCloseTo(0.00246312, 12);
    expect(totals.totalCostText).toBe("$0.0164208");
    expect(totals.energyCostText).toBe("$0.0024631");
  });

  it("are all zero when nothing is listed", () => {
    expect(usageLogTotals([])).toEqual({
      requests: 0,
      tokensIn: 0,
      tokensOut: 0,
      tokens: 0,
      totalCost: 0,
      energyCost: 0,
      totalCostText: "$0.0000000",
      energyCostText: "$0.0000000",
    });
  });

  it("add up 50,000 requests at once", () => {
    const many = Array.from({ length: 50_000 }, () => ({
      tokensIn: 10,
      tokensOut: 20,
      totalCost: 0.0000135,
    }));
    const totals = usageLogTotals(many);
    expect(totals).toMatchObject({ requests: 50_000, tokens: 1_500_000, totalCostText: "$0.6750000" });
  });
});
