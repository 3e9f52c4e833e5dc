/** SPEC §9: "Pagination shows at most 5 pages." */
export const MAX_PAGE_BUTTONS = 5;

/** The page buttons to show: the current page among its neighbours, never more than five. */
export interface PageWindow {
  readonly current: number;
  /** The last page there is (1 when there is nothing). */
  readonly last: number;
  readonly pages: readonly number[];
}

export function pageWindow(current: number, total: number, limit: number): PageWindow {
  const last = Math.max(1, Math.ceil(total / limit));
  const shown = Math.min(MAX_PAGE_BUTTONS, last);
  const centred = current - Math.floor(MAX_PAGE_BUTTONS / 2);
  const first = Math.min(Math.max(1, centred), last - shown + 1);
  return { current, last, pages: Array.from({ length: shown }, (_, index) => first + index) };
}
