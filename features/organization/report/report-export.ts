import type { ReportItem } from "../../../core/organization/report-item.entity.ts";
import type { RequestsReport } from "../../../core/organization/requests-report.ts";
import { MAX_REPORT_PAGE_SIZE } from "../../../core/organization/requests-report-query.dto.ts";

/** The most requests one export holds: a file a spreadsheet opens at once, fetched in a few dozen calls. */
export const EXPORT_ROW_CAP = 5_000;

/** Every request of the filtered report up to the cap, newest first, and whether the cap cut it short. */
export interface CollectedReport {
  readonly items: readonly ReportItem[];
  /** How many requests the report held when the export began. */
  readonly total: number;
  readonly capped: boolean;
}

/**
 * Fetches the report page by page (the gateway's largest pages) until every request is in or the cap is reached.
 * A request that moved to the next page while fetching (newer ones arrived) is kept once.
 */
export async function collectReport(
  fetchPage: (page: number, limit: number) => Promise<RequestsReport>,
  cap: number = EXPORT_ROW_CAP,
): Promise<CollectedReport> {
  const byId = new Map<string, ReportItem>();
  let total = 0;
  for (let page = 1; byId.size < cap; page++) {
    const report = await fetchPage(page, MAX_REPORT_PAGE_SIZE);
    if (page === 1) total = report.total;
    for (const item of report.items) if (byId.size < cap) byId.set(item.id, item);
    if (report.items.length < MAX_REPORT_PAGE_SIZE || page * MAX_REPORT_PAGE_SIZE >= report.total) break;
  }
  return { items: [...byId.values()], total, capped: total > byId.size && byId.size >= cap };
}
