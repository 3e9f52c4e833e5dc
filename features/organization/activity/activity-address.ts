import { isAuditKind } from "../../../core/audit/audit-kind.ts";
import type { AuditLogFilters } from "../../../core/audit/audit-log-query.ts";

/** The Activity page's filters and page as the address keeps them, so a view survives a reload or a shared link. */
export interface ActivityView extends AuditLogFilters {
  /** Counts from 1. */
  readonly page: number;
}

export const DEFAULT_ACTIVITY_VIEW: ActivityView = { page: 1 };

const NAMES = ["actor", "kind", "from", "to", "page"] as const;
const MAX_TEXT = 320;
const MAX_PAGE = 1_000_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view an address asks for. What cannot be a filter (a kind the log does not have, a day not written
 * YYYY-MM-DD, a page that is not a whole number, a name given twice) is left out rather than refused: a stale link
 * still opens.
 */
export function activityViewOfSearch(search: string): ActivityView {
  const params = new URLSearchParams(search);
  const single = (name: (typeof NAMES)[number]): string | undefined => {
    const values = params.getAll(name);
    const value = values.length === 1 ? values[0]?.trim() : undefined;
    return value && value.length <= MAX_TEXT ? value : undefined;
  };
  const actor = single("actor");
  const kind = single("kind");
  const from = day(single("from"));
  const to = day(single("to"));
  const page = single("page");
  return {
    ...(actor ? { actor } : {}),
    ...(kind && isAuditKind(kind) ? { kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: page && /^\d{1,7}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE ? Number(page) : 1,
  };
}

/** The address query of a view, always written the same way; the first page and unset filters left out. */
export function searchOfActivityView(view: ActivityView): string {
  const params = new URLSearchParams();
  for (const name of ["actor", "kind", "from", "to"] as const) {
    const value = view[name];
    if (value) params.set(name, value);
  }
  if (view.page !== 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The view with some things changed; another filter starts again at the first page. */
export function changedActivityView(view: ActivityView, change: Partial<ActivityView>): ActivityView {
  const merged: Record<string, unknown> = { ...view, ...change };
  const refilters = NAMES.some((name) => name !== "page" && name in change && change[name] !== view[name]);
  const kept = Object.fromEntries(
    Object.entries(merged).filter(([, value]) => value !== undefined && value !== ""),
  );
  return {
    ...(kept as unknown as ActivityView),
    page: refilters && !("page" in change) ? 1 : (merged.page as number),
  };
}

/** Whether any filter narrows the log. */
export function isFiltered(view: ActivityView): boolean {
  return Boolean(view.actor || view.kind || view.from || view.to);
}

/** The filters alone, for an export of what the page shows. */
export function filtersOf(view: ActivityView): AuditLogFilters {
  const { page: _, ...filters } = view;
  return filters;
}

function day(text: string | undefined): string | undefined {
  if (!text || !DAY.test(text)) return undefined;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : undefined;
}
