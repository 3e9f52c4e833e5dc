import { describe, expect, it } from "vitest";
import { CSV_FORMULA_START, CSV_NEWLINE } from "./csv-rules.ts";

describe("CSV rules", () => {
  it("treats a cell starting with = + - @ or a tab or carriage return as a formula", () => {
    for (const cell of ["=SUM(A1)", "+1", "-1", "@x", "\t=1", "\r=1", "=HYPERLINK(x)\n"])
      expect(CSV_FORMULA_START.test(cell)).toBe(true);
  });

  it("leaves other cells alone, a formula sign past the start included", () => {
    for (const cell of ["", "a=b", " =1", "1-2", "\n=1", "x@y"])
      expect(CSV_FORMULA_START.test(cell)).toBe(false);
  });

  it("ends lines with CRLF", () => {
    expect(CSV_NEWLINE).toBe("\r\n");
  });
});
