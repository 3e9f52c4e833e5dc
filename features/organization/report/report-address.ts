/** The two views of the report page: the requests (with their charts) and the compliance matrix. */
export type ReportTab = "requests" | "matrix";

export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 20;
/** The ranges the charts offer, in days back from today. */
export const SERIES_RANGES = [7, 30, 90] as const;
export const DEFAULT_SERIES_DAYS = 30;

/** The report's filters, page and chart range as the address keeps them, so a view survives a reload. */
export interface ReportView {
  /** Chosen departments; none means every department the person may report on. */
  readonly departmentIds: readonly string[];
  readonly userId?: string;
  /** Counts from 1. */
  readonly page: number;
  readonly limit: number;
  readonly days: number;
}

export const DEFAULT_REPORT_VIEW: ReportView = {
  departmentIds: [],
  page: 1,
  limit: DEFAULT_REPORT_PAGE_SIZE,
  days: DEFAULT_SERIES_DAYS,
};

const NAMES = {
  tab: "view",
  department: "department",
  user: "user",
  page: "page",
  limit: "limit",
  days: "days",
} as const;

const MAX_ID_LENGTH = 200;
const MAX_DEPARTMENTS = 100;
const MAX_PAGE = 1_000_000;

/** The view an address asks for: the compliance matrix only when it says so. */
export function tabOfSearch(search: string): ReportTab {
  return new URLSearchParams(search).get(NAMES.tab) === "matrix" ? "matrix" : "requests";
}

/** The same address showing another tab: the report's filters stay, to be found again on coming back. */
export function searchWithTab(search: string, tab: ReportTab): string {
  const params = new URLSearchParams(search);
  params.set(NAMES.tab, tab);
  return `?${params.toString()}`;
}

/**
 * The report view an address asks for. What cannot be a filter (a page that is not a whole number, a page size or
 * range not offered, an id given twice or too long) is ignored rather than refused: a stale link still opens.
 */
export function reportViewOfSearch(search: string): ReportView {
  const params = new URLSearchParams(search);
  const single = (name: string): string | undefined => {
    const values = params.getAll(name);
    const value = values.length === 1 ? values[0]?.trim() : undefined;
    return value && value.length <= MAX_ID_LENGTH ? value : undefined;
  };
  const departmentIds = [
    ...new Set(
      params
        .getAll(NAMES.department)
        .map((id) => id.trim())
        .filter((id) => id.length > 0 && id.length <= MAX_ID_LENGTH),
    ),
  ].slice(0, MAX_DEPARTMENTS);
  const userId = single(NAMES.user);
  return {
    departmentIds,
    ...(userId ? { userId } : {}),
    page: wholeNumberIn(single(NAMES.page), 1, MAX_PAGE) ?? 1,
    limit: oneOf(single(NAMES.limit), REPORT_PAGE_SIZES) ?? DEFAULT_REPORT_PAGE_SIZE,
    days: oneOf(single(NAMES.days), SERIES_RANGES) ?? DEFAULT_SERIES_DAYS,
  };
}

/** The address query of the requests view, always written the same way; defaults are left out. */
export function searchOfReportView(view: ReportView): string {
  const params = new URLSearchParams({ [NAMES.tab]: "requests" });
  for (const id of view.departmentIds) params.append(NAMES.department, id);
  if (view.userId) params.set(NAMES.user, view.userId);
  if (view.page !== 1) params.set(NAMES.page, String(view.page));
  if (view.limit !== DEFAULT_REPORT_PAGE_SIZE) params.set(NAMES.limit, String(view.limit));
  if (view.days !== DEFAULT_SERIES_DAYS) params.set(NAMES.days, String(view.days));
  return `?${params.toString()}`;
}

/**
 * The view with some things changed. Another choice of departments, user or page size starts again at the first
 * page: the page asked for may not exist any more. `userId: undefined` removes the user filter.
 */
export function changedReportView(view: ReportView, change: Partial<ReportView>): ReportView {
  const refilters =
    ("departmentIds" in change && !sameIds(change.departmentIds ?? [], view.departmentIds)) ||
    ("userId" in change && change.userId !== view.userId) ||
    ("limit" in change && change.limit !== view.limit);
  const merged = { ...view, ...change };
  const { userId, ...rest } = merged;
  return {
    ...rest,
    ...(userId ? { userId } : {}),
    page: refilters && !("page" in change) ? 1 : merged.page,
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function wholeNumberIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function oneOf<T extends number>(text: string | undefined, allowed: readonly T[]): T | undefined {
  const value = wholeNumberIn(text, 1, MAX_PAGE);
  return allowed.find((choice) => choice === value);
}
