import { describe, expect, it } from "vitest";
import { formatPricesReadOn } from "./prices-read-on.ts";

describe("the day a model's prices were read, as the catalogue shows it", () => {
  it("is written YYYY-MM-DD in en-US", () => {
    expect(formatPricesReadOn("2026-12-06", "en-US")).toBe("2026-12-06");
  });

  it("is written the locale's way in other languages, on the same calendar day wherever the reader is", () => {
    expect(formatPricesReadOn("2026-12-06", "de-DE")).toBe("06.12.2026");
    expect(formatPricesReadOn("2026-01-01", "fr-FR")).toBe("1 janv. 2026");
  });

  it("is not shown when the gateway gives no date, or one that is not a day", () => {
    expect(formatPricesReadOn(null, "en-US")).toBeNull();
    expect(formatPricesReadOn("06/12/2026", "en-US")).toBeNull();
    expect(formatPricesReadOn("2026-02-30", "de-DE")).toBeNull();
  });
});

describe("what counts as a day the prices were read", () => {
  it("is exactly YYYY-MM-DD, nothing before or after it", () => {
    for (const text of [
      "on 2026-12-06",
      "2026-12-06T00:00:00Z",
      "12026-12-06",
      "226-12-06",
      "2026-1-06",
      "2026-012-06",
      "2026-12-6",
      "2026-12-006",
      "2026/12/06",
      "YYYY-MM-DD",
    ])
      expect(formatPricesReadOn(text, "de-DE"), text).toBeNull();
  });

  it("is a day the month has: not month 00 or 13, not day 00 or past the month's end", () => {
    for (const text of ["2026-00-10", "2026-13-06", "2026-03-00", "2026-04-31", "2026-01-32", "2025-02-29"])
      expect(formatPricesReadOn(text, "en-US"), text).toBeNull();
    expect(formatPricesReadOn("2028-02-29", "de-DE")).toBe("29.02.2028");
    expect(formatPricesReadOn("2026-12-31", "de-DE")).toBe("31.12.2026");
    expect(formatPricesReadOn("2026-01-31", "en-GB")).toBe("31 Jan 2026");
  });

  it("is written in the interface's language when no locale is given", () => {
    expect(formatPricesReadOn("2026-12-06")).toBe("2026-12-06");
  });
});
