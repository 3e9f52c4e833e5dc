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
