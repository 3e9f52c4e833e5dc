import { describe, expect, it } from "vitest";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ReportItemMother } from "../../../core/organization/report-item.mother.ts";
import { RequestsReport } from "../../../core/organization/requests-report.ts";
import { collectReport } from "./report-export.ts";

/** A report of `total` requests served by pages, remembering the pages asked for. */
function pagesOf(total: number) {
  const items = Array.from({ length: total }, (_, index) =>
    ReportItemMother.create({ id: `r-${index}`, departmentId: "dep-a", minutesAgo: index }),
  );
  const asked: number[] = [];
  const fetchPage = async (page: number, limit: number) => {
    asked.push(page);
    const slice = items.slice((page - 1) * limit, page * limit);
    return toEntity(RequestsReport, { items: slice, meta: { total, page, limit } });
  };
  return { fetchPage, asked };
}

describe("collecting the whole report for an export", () => {
  it("fetches page after page until every request is in", async () => {
    const { fetchPage, asked } = pagesOf(250);
    const collected = await collectReport(fetchPage);
    expect(asked).toEqual([1, 2, 3]);
    expect(collected.items).toHaveLength(250);
    expect(collected).toMatchObject({ total: 250, capped: false });
  });

  it("stops at the cap and says the file is cut short", async () => {
    const { fetchPage, asked } = pagesOf(450);
    const collected = await collectReport(fetchPage, 200);
    expect(asked).toEqual([1, 2]);
    expect(collected.items.map((item) => item.id).slice(-1)).toEqual(["r-199"]);
    expect(collected).toMatchObject({ total: 450, capped: true });
  });

  it("asks once for an empty report", async () => {
    const { fetchPage, asked } = pagesOf(0);
    expect(await collectReport(fetchPage)).toEqual({ items: [], total: 0, capped: false });
    expect(asked).toEqual([1]);
  });
});
