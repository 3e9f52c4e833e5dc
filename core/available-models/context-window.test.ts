import { describe, expect, it } from "vitest";
import { formatContextWindow } from "./context-window.ts";

describe("a context window as the catalogue shows it", () => {
  it.each([
    [128_000, "128K"],
    [131_072, "131K"],
    [32_768, "33K"],
    [200_000, "200K"],
    [1_047_576, "1.05M"],
    [2_000_000, "2M"],
    [999_600, "1M"],
    [512, "512"],
    [0, "0"],
    [999, "999"],
    [999.4, "999"],
    [1_000, "1K"],
    [999_499, "999K"],
    [999_500, "1M"],
  ])("writes %i tokens as %s", (tokens, shown) => {
    expect(formatContextWindow(tokens)).toBe(shown);
  });

  it("says nothing when the gateway does not know it", () => {
    expect(formatContextWindow(null)).toBeNull();
    expect(formatContextWindow(Number.NaN)).toBeNull();
    expect(formatContextWindow(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatContextWindow(-1)).toBeNull();
  });
});
