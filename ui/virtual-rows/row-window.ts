/** A list of rows of one fixed height under a header of its own, scrolled in a box. */
export interface RowGeometry {
  readonly rowHeight: number;
  /** The sticky header above the first row, inside the scrolling box. */
  readonly headerHeight: number;
  /** Rows rendered beyond each edge of the visible ones. */
  readonly overscan: number;
}

/** The rows any part of which is in view, first and last, whatever the list's length. */
export interface VisibleRows {
  readonly first: number;
  readonly last: number;
}

/** The rows to render: from `start` up to `end` (excluded). */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
}

/** Which rows a box scrolled to `scrollTop` and `viewportHeight` tall shows: arithmetic, not a walk of the rows. */
export function visibleRowsOf(scrollTop: number, viewportHeight: number, geometry: RowGeometry): VisibleRows {
  const { rowHeight, headerHeight } = geometry;
  // The sticky header covers the box's top: rows show between it and the box's bottom edge.
  const first = Math.max(0, Math.floor(scrollTop / rowHeight));
  const last = Math.max(first, Math.ceil((scrollTop + viewportHeight - headerHeight) / rowHeight) - 1);
  return { first, last };
}

/** The rows to render for those in view, with the overscan, within a list of `count` rows. */
export function rowWindowOf(visible: VisibleRows, count: number, geometry: RowGeometry): RowWindow {
  const end = Math.min(count, visible.last + 1 + geometry.overscan);
  return { start: Math.min(Math.max(0, visible.first - geometry.overscan), end), end };
}

/**
 * The scrollTop that brings row `index` into view with the least movement: unchanged when it is in view already,
 * just below the header when it is above, at the bottom edge when it is below.
 */
export function scrollTopShowing(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  geometry: RowGeometry,
): number {
  const rowTop = index * geometry.rowHeight;
  const rowBottom = rowTop + geometry.rowHeight + geometry.headerHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return rowBottom - viewportHeight;
  return scrollTop;
}
