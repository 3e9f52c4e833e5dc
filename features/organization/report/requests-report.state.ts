import type { ReportItem } from "../../../core/organization/report-item.entity.ts";
import type { ReportView } from "./report-address.ts";
import { type PageWindow, pageWindow } from "./report-pagination.ts";

/** A department the person may report on, as the department filter offers it. */
export interface DepartmentChoice {
  readonly id: string;
  readonly name: string;
}

/** Someone whose requests the user filter can show. */
export interface UserChoice {
  readonly id: string;
  readonly email: string;
}

/** What the last export left out when the report held more requests than a file takes. */
export interface ExportCap {
  readonly exported: number;
  readonly total: number;
}

export interface RequestsReportState {
  /** The departments the person may report on: known once `ready`. */
  readonly scope: "loading" | "ready" | "failed";
  /** The page of requests; `loading` also while a page is fetched again (the previous rows stay listed). */
  readonly status: "loading" | "ready" | "failed";
  /** The address query last shown, as given. */
  readonly address: string;
  /** The filters, page and range in force. */
  readonly view: ReportView;
  readonly departments: readonly DepartmentChoice[];
  readonly users: readonly UserChoice[];
  /** The page's requests, newest first. */
  readonly items: readonly ReportItem[];
  /** The requests matching the filters, across every page. */
  readonly total: number;
  readonly pages: PageWindow;
  readonly exporting: boolean;
  readonly exportCap: ExportCap | null;
}

export function initialRequestsReportState(address: string, view: ReportView): RequestsReportState {
  return {
    scope: "loading",
    status: "loading",
    address,
    view,
    departments: [],
    users: [],
    items: [],
    total: 0,
    pages: pageWindow(view.page, 0, view.limit),
    exporting: false,
    exportCap: null,
  };
}

/** What the page says in place of the table, if anything. */
export type ReportNotice = "loading" | "failed" | "noDepartments" | "empty" | "noMatch";

export function reportNoticeOf(state: RequestsReportState): ReportNotice | null {
  if (state.status === "failed" || state.scope === "failed") return "failed";
  if (state.scope === "ready" && state.departments.length === 0) return "noDepartments";
  if (state.items.length > 0) return null;
  if (state.status === "loading") return "loading";
  return state.view.departmentIds.length > 0 || state.view.userId ? "noMatch" : "empty";
}
