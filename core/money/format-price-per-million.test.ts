import { describe, expect, it } from "vitest";
import { formatPricePerMillion } from "./format-price-per-million.ts";

describe("a price per million tokens", () => {
  it("reads in cents when it is a whole number of cents", () => {
    expect(formatPricePerMillion(2.5, "en-US")).toBe("$2.50");
    expect(formatPricePerMillion(0, "en-US")).toBe("$0.00");
  });

  it("keeps the fractions of a cent it has, up to four decimals", () => {
    expect(formatPricePerMillion(0.075, "en-US")).toBe("$0.075");
    expect(formatPricePerMillion(0.0125, "en-US")).toBe("$0.0125");
    expect(formatPricePerMillion(0.000_01, "en-US")).toBe("$0.00");
  });
});
