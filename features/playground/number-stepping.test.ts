import { describe, expect, it } from "vitest";
import { clampedToBounds, steppedValue, typedNumberInBounds } from "./number-stepping.ts";

const temperature = { min: 0, max: 2, step: 0.1 };
const maxTokens = { min: 1, max: Number.POSITIVE_INFINITY, step: 1 };

describe("stepping a bounded number", () => {
  it("moves by the step, rounded to its decimals", () => {
    expect(steppedValue(0.2, 1, false, temperature)).toBe(0.3);
    expect(steppedValue(0.7, -1, false, temperature)).toBe(0.6);
  });

  it("moves ten steps with Shift below a step of 1, a hundred from 1 up", () => {
    expect(steppedValue(0.7, 1, true, temperature)).toBe(1.7);
    expect(steppedValue(1024, 1, true, maxTokens)).toBe(1124);
  });

  it("stops at the bounds, an open maximum included", () => {
    expect(steppedValue(1.95, 1, false, temperature)).toBe(2);
    expect(steppedValue(0, -1, true, temperature)).toBe(0);
    expect(clampedToBounds(9_999_999, maxTokens)).toBe(9_999_999);
  });
});

describe("a typed number", () => {
  it("is passed on only when it is a number inside the bounds", () => {
    expect(typedNumberInBounds("1.5", temperature)).toBe(1.5);
    expect(typedNumberInBounds("1.", temperature)).toBe(1);
    expect(typedNumberInBounds("", temperature)).toBeNull();
    expect(typedNumberInBounds("abc", temperature)).toBeNull();
    expect(typedNumberInBounds("2.5", temperature)).toBeNull();
    expect(typedNumberInBounds("-1", temperature)).toBeNull();
  });
});
