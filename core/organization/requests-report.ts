import { AsList, Derived } from "../mapping/entity-decorators.ts";
import { ReportItem, type ReportItemJson } from "./report-item.entity.ts";

/** Which requests to report: GET /organization/{orgId}/requests. Pages count from 1. */
export interface RequestsReportQuery {
  readonly departmentIds: readonly string[];
  readonly page: number;
  readonly limit: number;
  /** Only this user's requests. */
  readonly userId?: string;
  /** The `meta.nextCursor` of the page before: the page after it, `page` set aside. */
  readonly cursor?: string;
}

/** One page of the report and the number of requests across all pages. */
export class RequestsReport {
  @AsList(() => ReportItem) readonly items!: readonly ReportItem[];
  @Derived((record: RequestsReportJson) => record.meta?.total ?? 0) readonly total!: number;
}

export interface RequestsReportJson {
  items: ReportItemJson[];
  /** `nextCursor`: where the next, older page starts (null on the last page); gateways of before leave it out. */
  meta: { total: number; page: number; limit: number; nextCursor?: string | null };
}
