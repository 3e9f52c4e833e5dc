import { describe, expect, it } from "vitest";
import { type RowGeometry, rowWindowOf, scrollTopShowing, visibleRowsOf } from "./row-window.ts";

const geometry: RowGeometry = { rowHeight: 36, headerHeight: 40, overscan: 4 };

describe("the rows a scrolled list shows", () => {
  it("are the first ones, as many as fill the box, before any scroll", () => {
    // 400 px tall: the header's 40, then 360 px of rows, 10 of them.
    expect(visibleRowsOf(0, 400, geometry)).toEqual({ first: 0, last: 9 });
  });

  it("include a row partly in view at either edge, and not one hidden under the header", () => {
    // Scrolled 50 px: row 0 is under the header, row 1 shows its last 22 px, row 11 its first 2.
    expect(visibleRowsOf(50, 400, geometry)).toEqual({ first: 1, last: 11 });
    expect(visibleRowsOf(36 * 100 + 10, 400, geometry)).toEqual({ first: 100, last: 110 });
  });

  it("are found by arithmetic at the bottom of 50,000 rows", () => {
    const bottom = 40 + 36 * 50_000 - 400;
    expect(visibleRowsOf(bottom, 400, geometry)).toEqual({ first: 49_990, last: 49_999 });
  });
});

describe("the rows rendered", () => {
  it("add the overscan on both sides, within the list", () => {
    expect(rowWindowOf({ first: 100, last: 110 }, 50_000, geometry)).toEqual({ start: 96, end: 115 });
    expect(rowWindowOf({ first: 0, last: 9 }, 50_000, geometry)).toEqual({ start: 0, end: 14 });
    expect(rowWindowOf({ first: 49_989, last: 49_999 }, 50_000, geometry)).toEqual({
      start: 49_985,
      end: 50_000,
    });
  });

  it("are none for an empty list, and all of a short one", () => {
    expect(rowWindowOf({ first: 0, last: 9 }, 0, geometry)).toEqual({ start: 0, end: 0 });
    expect(rowWindowOf({ first: 0, last: 9 }, 3, geometry)).toEqual({ start: 0, end: 3 });
  });

  it("never start past their end when the list became shorter than the scroll", () => {
    expect(rowWindowOf({ first: 400, last: 410 }, 20, geometry)).toEqual({ start: 20, end: 20 });
  });
});

describe("bringing a row into view", () => {
  it("does not move the list when the row is in view", () => {
    expect(scrollTopShowing(5, 0, 400, geometry)).toBe(0);
  });

  it("puts a row above the view just under the header", () => {
    expect(scrollTopShowing(10, 36 * 20, 400, geometry)).toBe(360);
  });

  it("puts a row below the view at its bottom edge", () => {
    // Row 20 ends at 40 + 21 × 36 = 796 px; the box is 400 px tall.
    expect(scrollTopShowing(20, 0, 400, geometry)).toBe(396);
  });
});
