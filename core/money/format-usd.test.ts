import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd.ts";

describe("an amount in US dollars", () => {
  it("shows two decimals unless told otherwise", () => {
    expect(formatUsd(12.5)).toBe("$12.50");
    expect(formatUsd(0.000123456, 7)).toBe("$0.0001235");
    expect(formatUsd(0, 7)).toBe("$0.0000000");
  });

  it("puts the sign before the dollar", () => {
    expect(formatUsd(-3)).toBe("-$3.00");
  });
});
