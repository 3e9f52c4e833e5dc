import type { AuditEntry } from "../../../core/audit/audit-entry.ts";
import type { AuditVerificationReport, ShownAuditHead } from "../../../core/audit/audit-log-gateway.port.ts";
import type { AuditExportFormat } from "../../../core/audit/audit-log-query.ts";
import { type PageWindow, pageWindow } from "../report/report-pagination.ts";
import { type ActivityView, isFiltered } from "./activity-address.ts";

/** The Verify button's answer: not asked yet, under way, the chain's verification, or a failure (a toast said it). */
export type VerificationState =
  | { readonly status: "idle" }
  | { readonly status: "verifying" }
  | { readonly status: "done"; readonly report: AuditVerificationReport }
  | { readonly status: "failed" };

export interface ActivityState {
  /** The page of entries; `loading` also while another is fetched (the previous rows stay listed). */
  readonly status: "loading" | "ready" | "failed";
  /** The address query last shown, as given. */
  readonly address: string;
  readonly view: ActivityView;
  /** The page's entries, newest first. */
  readonly items: readonly AuditEntry[];
  /** The entries matching the filters, across every page. */
  readonly total: number;
  readonly pages: PageWindow;
  /** The chain's head when the page was read. */
  readonly head: ShownAuditHead | null;
  /** The emails the actor filter offers: the organization's people and everyone seen acting. */
  readonly actors: readonly string[];
  /** The format being exported, if any. */
  readonly exporting: AuditExportFormat | null;
  readonly verification: VerificationState;
}

/** Entries per page: the gateway's default. */
export const ACTIVITY_PAGE_SIZE = 25;

export function initialActivityState(address: string, view: ActivityView): ActivityState {
  return {
    status: "loading",
    address,
    view,
    items: [],
    total: 0,
    pages: pageWindow(view.page, 0, ACTIVITY_PAGE_SIZE),
    head: null,
    actors: [],
    exporting: null,
    verification: { status: "idle" },
  };
}

/** What the page says in place of the entries, if anything. */
export type ActivityNotice = "loading" | "failed" | "empty" | "noMatch";

export function activityNoticeOf(state: ActivityState): ActivityNotice | null {
  if (state.status === "failed") return "failed";
  if (state.items.length > 0) return null;
  if (state.status === "loading") return "loading";
  return isFiltered(state.view) ? "noMatch" : "empty";
}

/** Which entries the page shows, counted from 1 across pages ("26–50 of 112"); null when none. */
export function shownRange(state: ActivityState): { from: number; to: number; total: number } | null {
  if (state.total === 0 || state.items.length === 0) return null;
  const from = (state.view.page - 1) * ACTIVITY_PAGE_SIZE + 1;
  return { from, to: from + state.items.length - 1, total: state.total };
}
