import { describe, expect, it } from "vitest";
import { chartFormats } from "./report-chart-format.ts";

const { value, tick } = chartFormats("en-US", (grams) => `${grams} g`);

describe("the charts' numbers", () => {
  it("write dollars with 2 decimals, or the logs' 7 below a cent so small spend still reads", () => {
    expect(value.spend(1234.5)).toBe("$1,234.50");
    expect(value.spend(0.16)).toBe("$0.16");
    expect(value.energyCost(0.0012)).toBe("$0.0012000");
    expect(value.spend(0)).toBe("$0.00");
  });

  it("write requests whole and emissions in grams with one decimal", () => {
    expect(value.requests(1234)).toBe("1,234");
    expect(value.emissions(1.26)).toBe("1.3 g");
  });

  it("keep the axis short: two significant digits", () => {
    expect(tick.spend(0.015)).toBe("$0.015");
    expect(tick.energyCost(0.0021)).toBe("$0.0021");
    expect(tick.emissions(0.25)).toBe("0.25 g");
    expect(tick.requests(8)).toBe("8");
  });
});
