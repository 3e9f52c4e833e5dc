import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd.ts";

describe("an amount in US dollars", () => {
  it("shows two decimals unless told otherwise", () => {
    expect(formatUsd(12.5)).toBe("$12.50");
    expect(formatUsd(0.000123456, 7)).toBe("$0.0001235");
    expect(formatUsd(0, 7)).toBe("$0.0000000");
  });

  it("groups thousands with commas", () => {
    expect(formatUsd(1399.856)).toBe("$1,399.86");
    expect(formatUsd(1_234_567.5, 0)).toBe("$1,234,568");
    expect(formatUsd(999.994)).toBe("$999.99");
    expect(formatUsd(-12_000)).toBe("-$12,000.00");
  });

  it("puts the sign before the dollar", () => {
    expect(formatUsd(-3)).toBe("-$3.00");
  });
});

describe("an amount in US dollars in another language", () => {
  it("is written the way that language writes amounts", () => {
    expect(formatUsd(1399.856, 2, "de-DE")).toBe("1.399,86\u00a0$");
    expect(formatUsd(1399.856, 2, "fr-FR")).toBe("1\u202f399,86\u00a0$US");
    expect(formatUsd(0.000123456, 7, "ja-JP")).toBe("$0.0001235");
  });
});

describe("an amount in US dollars, written again", () => {
  it("keeps each locale's and each precision's own form when they alternate", () => {
    expect(formatUsd(1.5, 2, "en-US")).toBe("$1.50");
    expect(formatUsd(1.5, 3, "en-US")).toBe("$1.500");
    expect(formatUsd(1.5, 2, "de-DE")).toBe("1,50\u00a0$");
    expect(formatUsd(1.5, 2, "en-US")).toBe("$1.50");
  });
});
