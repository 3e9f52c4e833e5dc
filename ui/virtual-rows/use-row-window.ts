import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import {
  type RowGeometry,
  type RowWindow,
  rowWindowOf,
  scrollTopShowing,
  type VisibleRows,
  visibleRowsOf,
} from "./row-window.ts";

export interface RowWindowControl extends RowWindow {
  /** The height of every row together (below the header). */
  readonly totalHeight: number;
  /** Scrolls the box the least that shows row `index`. */
  scrollToIndex(index: number): void;
  /** Back to the first row, if the box was scrolled (setting a scroll position lays the page out on the spot). */
  scrollToTop(): void;
}

/**
 * The rows of a fixed-height list that its scrolling box shows, followed as it scrolls and resizes. The window is
 * worked out by arithmetic, so a list of 50,000 rows costs what a list of 50 does; the component re-renders only
 * when another row comes into view. Until the box has been laid out, `expectedHeight` stands in for its height
 * (the window's by default, never less than the box's): the first frame shows its rows without forcing a layout of
 * the page from the render.
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  geometry: RowGeometry,
  expectedHeight: () => number = () => window.innerHeight,
): RowWindowControl {
  const [visible, setVisible] = useState<VisibleRows>(() => visibleRowsOf(0, expectedHeight(), geometry));
  const { rowHeight, headerHeight, overscan } = geometry;
  /** Where the box was last seen scrolled to. */
  const scrolledTo = useRef(0);

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const follow = () => {
      scrolledTo.current = box.scrollTop;
      const next = visibleRowsOf(box.scrollTop, box.clientHeight, { rowHeight, headerHeight, overscan });
      setVisible((shown) => (shown.first === next.first && shown.last === next.last ? shown : next));
    };
    box.addEventListener("scroll", follow, { passive: true });
    // The first report comes once the box is laid out, before its first paint.
    const resizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(follow);
    resizes?.observe(box);
    return () => {
      box.removeEventListener("scroll", follow);
      resizes?.disconnect();
    };
  }, [scrollRef, rowHeight, headerHeight, overscan]);

  const scrollToIndex = useCallback(
    (index: number) => {
      const box = scrollRef.current;
      if (!box) return;
      const top = scrollTopShowing(index, box.scrollTop, box.clientHeight, {
        rowHeight,
        headerHeight,
        overscan,
      });
      if (top !== box.scrollTop) box.scrollTop = top;
    },
    [scrollRef, rowHeight, headerHeight, overscan],
  );

  const scrollToTop = useCallback(() => {
    const box = scrollRef.current;
    if (!box || scrolledTo.current === 0) return;
    box.scrollTop = 0;
    scrolledTo.current = 0;
  }, [scrollRef]);

  return {
    ...rowWindowOf(visible, count, geometry),
    totalHeight: count * rowHeight,
    scrollToIndex,
    scrollToTop,
  };
}
