import { describe, expect, it } from "vitest";
import { isCardShaped } from "./card-brands.ts";

const zeros = (prefix: string, length: number) => prefix.padEnd(length, "0");

describe("the shape of a payment card number", () => {
  it.each([
    ["Visa", "4", [13, 16, 19]],
    ["Mastercard", "51", [16]],
    ["Mastercard", "55", [16]],
    ["Mastercard, 2-series", "2221", [16]],
    ["Mastercard, 2-series", "2230", [16]],
    ["Mastercard, 2-series", "2300", [16]],
    ["Mastercard, 2-series", "2710", [16]],
    ["Mastercard, 2-series", "2720", [16]],
    ["American Express", "34", [15]],
    ["JCB", "3528", [16, 19]],
    ["JCB", "3589", [16, 19]],
    ["Diners Club", "300", [14, 19]],
    ["Diners Club", "3095", [14]],
    ["Diners Club", "38", [14]],
    ["Discover", "6011", [16, 19]],
    ["UnionPay", "62", [16, 19]],
    ["Maestro", "50", [12, 19]],
    ["Maestro", "56", [12]],
    ["Mir", "2200", [16, 19]],
    ["Mir", "2204", [16]],
  ] as const)("is a %s number from %s at its lengths", (_brand, prefix, lengths) => {
    for (const length of lengths) expect(isCardShaped(zeros(prefix, length)), `${length} digits`).toBe(true);
  });

  it("is not a number of a brand's prefix at another length", () => {
    for (const number of [zeros("4", 14), zeros("4", 18), zeros("51", 15), zeros("34", 16), zeros("50", 11)])
      expect(isCardShaped(number), number).toBe(false);
  });

  it("is not a number just outside a brand's prefixes", () => {
    for (const prefix of ["2220", "2721", "2205", "3527", "3590", "306", "59", "1"])
      expect(isCardShaped(zeros(prefix, 16)), prefix).toBe(false);
  });

  it("is not a number that holds a brand's prefix further in", () => {
    for (const prefix of ["14", "151", "16011", "13528", "136", "162", "150", "12200"])
      expect(isCardShaped(zeros(prefix, 16)), prefix).toBe(false);
  });

  it("is a number written in its brand's groups: fours, 4-6-5, 4-6-4 and 6-13", () => {
    for (const written of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "4111-1111-1111-1111",
      "4111 1111 1111 1",
      "3782 822463 10005",
      "3056-930902-5904",
      "622126 1234567890123",
    ])
      expect(isCardShaped(written), written).toBe(true);
  });

  it("is not a number in other groups, with two kinds of separators, or with a separator at an end", () => {
    for (const written of [
      "41 1111 1111 1111 11",
      "4111 1111 1111 111 1",
      "4111 1111-1111 1111",
      "3 7828 224631 0005",
      "3782 822463 1000 5",
      "3782-822463 10005",
      "6221261 234567890123",
      "-622126-1234567890123",
      "622126 1234567890123 ",
    ])
      expect(isCardShaped(written), written).toBe(false);
  });
});
