import { describe, expect, it } from "vitest";
import { MAX_PAGE_BUTTONS, pageWindow } from "./report-pagination.ts";

describe("the page buttons of the report", () => {
  it("show one page when there is nothing or less than a page", () => {
    expect(pageWindow(1, 0, 20)).toEqual({ current: 1, last: 1, pages: [1] });
    expect(pageWindow(1, 20, 20).pages).toEqual([1]);
  });

  it("show every page when there are five or fewer", () => {
    expect(pageWindow(2, 81, 20)).toEqual({ current: 2, last: 5, pages: [1, 2, 3, 4, 5] });
  });

  it("show at most five pages, the current one in the middle when it can be", () => {
    expect(pageWindow(1, 1000, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 1000, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 1000, 20).pages).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(49, 1000, 20).pages).toEqual([46, 47, 48, 49, 50]);
    expect(pageWindow(50, 1000, 20)).toEqual({ current: 50, last: 50, pages: [46, 47, 48, 49, 50] });
  });

  it("never show more than five, whatever the page and total", () => {
    for (let total = 0; total < 400; total += 7)
      for (let current = 1; current <= Math.ceil(total / 10) + 1; current++) {
        const { pages, last } = pageWindow(current, total, 10);
        expect(pages.length).toBeLessThanOrEqual(MAX_PAGE_BUTTONS);
        expect(pages.every((page) => page >= 1 && page <= last)).toBe(true);
        if (current <= last) expect(pages).toContain(current);
      }
  });
});
