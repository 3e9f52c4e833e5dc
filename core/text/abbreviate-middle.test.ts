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

describe("the length at which an identifier is shortened", () => {
  it("is one past its head and tail together", () => {
    expect(abbreviateMiddle("abcdefgh", 4, 4)).toBe("abcdefgh");
    expect(abbreviateMiddle("abcdefghi", 4, 4)).toBe("abcd...fghi");
    expect(abbreviateMiddle("abcdefghi", 2, 3)).toBe("ab...ghi");
  });
});
