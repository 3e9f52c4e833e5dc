import type { Page } from "playwright-core";

/** What a scripted scroll saw, on the page's performance.now() timeline. */
export interface ScrollRun {
  readonly startedAt: number;
  readonly endedAt: number;
  readonly frames: number;
  /** The longest time between two animation frames during the scroll. */
  readonly longestFrameMs: number;
  readonly scrolledPx: number;
  /** The most elements the whole document held in any frame of the scroll. */
  readonly mostDomNodes: number;
  /** data-request-id of the rows rendered once the scroll reached the bottom. */
  readonly bottomRowIds: string[];
}

interface ScrollOrder {
  readonly list: string;
  readonly row: string;
  readonly durationMs: number;
}

/**
 * Scrolls the list's scrolling box from top to bottom over `durationMs`, one step per animation frame (scrollTop
 * set to the share of the time gone by), as a fast, steady fling would; the box is the list itself or its
 * nearest scrollable ancestor.
 */
export function flingThroughList(
  page: Page,
  list: string,
  row: string,
  durationMs: number,
): Promise<ScrollRun> {
  return page.evaluate(fling, { list, row, durationMs });
}

// Runs inside the page: only browser globals.
async function fling({ list, row, durationMs }: ScrollOrder): Promise<ScrollRun> {
  const listElement = document.querySelector<HTMLElement>(list);
  if (!listElement) throw new Error(`No ${list} on the page`);
  let box: HTMLElement | null = listElement;
  while (
    box &&
    !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))
  )
    box = box.parentElement;
  const scroller = box ?? (document.scrollingElement as HTMLElement);
  scroller.scrollTop = 0;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const bottom = scroller.scrollHeight - scroller.clientHeight;
  const nodes = document.getElementsByTagName("*");
  const startedAt = performance.now();
  let frames = 0;
  let longestFrameMs = 0;
  let mostDomNodes = nodes.length;
  let previous = startedAt;
  await new Promise<void>((done) => {
    const step = (now: number) => {
      frames += 1;
      longestFrameMs = Math.max(longestFrameMs, now - previous);
      previous = now;
      mostDomNodes = Math.max(mostDomNodes, nodes.length);
      const share = Math.min(1, (now - startedAt) / durationMs);
      scroller.scrollTop = bottom * share;
      if (share < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  // Two more frames: the virtualizer renders the last rows after the last scroll event.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  mostDomNodes = Math.max(mostDomNodes, nodes.length);
  return {
    startedAt,
    endedAt: performance.now(),
    frames,
    longestFrameMs,
    scrolledPx: scroller.scrollTop,
    mostDomNodes,
    bottomRowIds: [...document.querySelectorAll<HTMLElement>(row)].map(
      (shown) => shown.dataset.requestId ?? "",
    ),
  };
}
