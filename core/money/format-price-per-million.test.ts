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

describe("a price per million tokens at the edges", () => {
  it("stops at four decimals however fine the price", () => {
    expect(formatPricePerMillion(0.123_456, "en-US")).toBe("$0.1235");
    expect(formatPricePerMillion(1.5, "en-US")).toBe("$1.50");
    expect(formatPricePerMillion(-0.075, "en-US")).toBe("-$0.075");
  });

  it("reads a price that is not a number as such, without hanging", () => {
    expect(formatPricePerMillion(Number.NaN, "en-US")).toBe("$NaN");
    expect(formatPricePerMillion(Number.POSITIVE_INFINITY, "en-US")).toBe("$∞");
  });

  it("follows the locale it is given", () => {
    expect(formatPricePerMillion(0.075, "de-DE")).toBe("0,075\u00a0$");
  });
});
