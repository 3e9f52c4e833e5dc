import { describe, expect, it } from "vitest";
import { followsOtherNumberCue, isCompactPhoneNumber, isGroupedPhoneNumber } from "./phone-numbers.ts";

const phones = (texts: readonly string[]) => texts.filter((text) => isGroupedPhoneNumber(text));

describe("a telephone number written in groups", () => {
  it("is international with + and 8 to 15 digits", () => {
    expect(phones(["+1 234 567", "+1 234 5678", "+49 1512 3456 78901", "+49 1512 3456 789012"])).toEqual([
      "+1 234 5678",
      "+49 1512 3456 78901",
    ]);
  });

  it("has an area code in parentheses and 9 to 12 digits", () => {
    expect(phones(["(41) 555 267", "(415) 555 267", "(415) 555 2671 12", "(415) 555 2671 123"])).toEqual([
      "(415) 555 267",
      "(415) 555 2671 12",
    ]);
  });

  it("starts with a trunk 0 and has 9 to 12 digits", () => {
    expect(phones(["0151 2345", "0151 23456", "0151 2345 6789", "0151 2345 67890"])).toEqual([
      "0151 23456",
      "0151 2345 6789",
    ]);
  });

  it("is not a date with a 0 further in", () => {
    expect(isGroupedPhoneNumber("2024-01-15-12")).toBe(false);
  });

  it("has the North American 3-3-4 shape, with a leading 1 or not, and nothing around it", () => {
    expect(
      phones([
        "415-555-2671",
        "415.555.2671",
        "1-415-555-2671",
        "1 415 555 2671",
        "5 415-555-2671",
        "415-555-26711",
      ]),
    ).toEqual(["415-555-2671", "415.555.2671", "1-415-555-2671", "1 415 555 2671"]);
  });

  it("has a Spanish shape, 3-3-3 or 3-2-2-2, from 6, 7 or 9, and nothing around it", () => {
    expect(
      phones([
        "612 345 678",
        "712 34 56 78",
        "912 345 678",
        "512 345 678",
        "612 34 567 8",
        "612 345 678 9",
        "1 612 345 678",
      ]),
    ).toEqual(["612 345 678", "712 34 56 78", "912 345 678"]);
  });

  it("is not in the shape of a US social security number, even after a trunk 0", () => {
    expect(phones(["012-34-5678", "012 34 5678", "012.34.5678", "01 123 45 6789", "012 34 56789"])).toEqual([
      "012.34.5678",
      "01 123 45 6789",
      "012 34 56789",
    ]);
  });
});

describe("a telephone number written in one run", () => {
  it("is one with a +, whatever comes before", () => {
    expect(isCompactPhoneNumber("+4915123456789", "order ")).toBe(true);
  });

  it("is one of 10 or 11 digits after a word that says so", () => {
    const afterCue = (digits: string) => isCompactPhoneNumber(digits, "call me on ");
    expect(["415555267", "4155552671", "14155552671", "141555526710"].filter(afterCue)).toEqual([
      "4155552671",
      "14155552671",
    ]);
  });

  it("is one after each way of saying so", () => {
    for (const before of [
      "phone ",
      '"phone": "',
      "call ",
      "call me ",
      "call on ",
      "reach me ",
      "reach me at ",
      "my number ",
      "my number is ",
      "our no ",
      "their no. is ",
    ])
      expect(isCompactPhoneNumber("4155552671", before), before).toBe(true);
  });

  it("is not one after any other word", () => {
    for (const before of ["order ", "invoice no. ", "phone bill paid with ", "telephoned "])
      expect(isCompactPhoneNumber("4155552671", before), before).toBe(false);
  });
});

describe("a number said to be an NHS number or an ISBN", () => {
  it("follows the word, a field name or a number label, with a few signs between", () => {
    for (const before of [
      "NHS ",
      "NHS: ",
      "NHS number: ",
      "nhs_number=",
      '{"nhsNumber": "',
      "ISBN no ",
      "ISBN no. ",
    ])
      expect(followsOtherNumberCue(before), before).toBe(true);
  });

  it("does not follow a mention further back", () => {
    for (const before of ["the NHS helpline is ", "ISBN lookup, or call ", "NHS number:        "])
      expect(followsOtherNumberCue(before), before).toBe(false);
  });
});
