import { describe, expect, it } from "vitest";
import {
  changedReportView,
  DEFAULT_REPORT_VIEW,
  reportViewOfSearch,
  searchOfReportView,
  searchWithTab,
  tabOfSearch,
} from "./report-address.ts";

describe("the report's address", () => {
  it("keeps departments, user, page, page size and range, and writes them the same way back", () => {
    const search = "?view=requests&department=dep-a&department=dep-b&user=u-1&page=3&limit=50&days=90";
    const view = reportViewOfSearch(search);
    expect(view).toEqual({ departmentIds: ["dep-a", "dep-b"], userId: "u-1", page: 3, limit: 50, days: 90 });
    expect(searchOfReportView(view)).toBe(search);
  });

  it("leaves the defaults out", () => {
    expect(reportViewOfSearch("")).toEqual(DEFAULT_REPORT_VIEW);
    expect(searchOfReportView(DEFAULT_REPORT_VIEW)).toBe("?view=requests");
  });

  it("ignores what cannot be a filter, so a stale or hand-edited link still opens", () => {
    expect(
      reportViewOfSearch("?page=0&limit=7&days=12&user=a&user=b&department=&department=x&department=x"),
    ).toEqual({ ...DEFAULT_REPORT_VIEW, departmentIds: ["x"] });
    expect(reportViewOfSearch("?page=-2").page).toBe(1);
    expect(reportViewOfSearch("?page=2.5").page).toBe(1);
    expect(reportViewOfSearch(`?user=${"u".repeat(201)}`).userId).toBeUndefined();
  });

  it("starts again at page 1 when another department, user or page size is chosen, not when the range changes", () => {
    const view = { ...DEFAULT_REPORT_VIEW, page: 4 };
    expect(changedReportView(view, { departmentIds: ["dep-a"] }).page).toBe(1);
    expect(changedReportView(view, { userId: "u-1" }).page).toBe(1);
    expect(changedReportView(view, { limit: 50 }).page).toBe(1);
    expect(changedReportView(view, { days: 7 }).page).toBe(4);
    expect(changedReportView(view, { page: 5 }).page).toBe(5);
    expect(changedReportView({ ...view, userId: "u-1" }, { userId: undefined })).toEqual(DEFAULT_REPORT_VIEW);
  });

  it("tells and switches the tab, keeping the report's filters", () => {
    expect(tabOfSearch("")).toBe("requests");
    expect(tabOfSearch("?view=matrix")).toBe("matrix");
    expect(tabOfSearch("?view=other")).toBe("requests");
    expect(searchWithTab("?view=requests&department=dep-a", "matrix")).toBe("?view=matrix&department=dep-a");
  });
});
