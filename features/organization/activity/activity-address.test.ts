import { describe, expect, it } from "vitest";
import { activityViewOfSearch, changedActivityView, searchOfActivityView } from "./activity-address.ts";

describe("the Activity page's address", () => {
  it("reads every filter and the page, and writes them back the same way", () => {
    const search = "?actor=amara%40meridian.example&kind=MODEL_ADDED&from=2025-03-01&to=2025-03-31&page=3";
    const view = activityViewOfSearch(search);
    expect(view).toEqual({
      actor: "amara@meridian.example",
      kind: "MODEL_ADDED",
      from: "2025-03-01",
      to: "2025-03-31",
      page: 3,
    });
    expect(searchOfActivityView(view)).toBe(search);
  });

  it("leaves out a kind it does not know, a day that does not exist and a name given twice", () => {
    expect(activityViewOfSearch("?kind=SOMETHING&from=2025-02-29&to=2025-13-01&actor=a&actor=b")).toEqual({
      page: 1,
    });
  });

  it("writes the first page and no filter as an empty query", () => {
    expect(searchOfActivityView({ page: 1 })).toBe("");
  });

  it("starts again at page 1 when a filter changes, and keeps the page otherwise", () => {
    const view = { kind: "MODEL_ADDED" as const, page: 4 };
    expect(changedActivityView(view, { from: "2025-03-01" })).toEqual({
      kind: "MODEL_ADDED",
      from: "2025-03-01",
      page: 1,
    });
    expect(changedActivityView(view, { page: 5 })).toEqual({ kind: "MODEL_ADDED", page: 5 });
    expect(changedActivityView(view, { kind: undefined })).toEqual({ page: 1 });
  });
});
