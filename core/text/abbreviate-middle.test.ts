import { describe, expect, it } from "vitest";
import { abbreviateMiddle } from "./abbreviate-middle.ts";

describe("a long identifier shortened for display", () => {
  it("keeps its head and tail around an ellipsis", () => {
    expect(abbreviateMiddle("sk-meridian-0123456789abcdef", 5, 5)).toBe("sk-me...bcdef");
  });

  it("is shown whole when it is too short to shorten", () => {
    expect(abbreviateMiddle("0123456789", 5, 5)).toBe("0123456789");
    expect(abbreviateMiddle("", 8, 8)).toBe("");
  });
});
