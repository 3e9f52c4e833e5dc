import type { Page } from "playwright-core";

/** What a scroll through a list listed a page at a time saw, on the page's performance.now() timeline. */
export interface PagedScrollRun {
  readonly startedAt: number;
  readonly endedAt: number;
  readonly frames: number;
  /** The longest time between two animation frames during the scroll. */
  readonly longestFrameMs: number;
  /** The frames spent at the bottom of what was listed, waiting for the next page. */
  readonly waitingFrames: number;
  /** The most elements the whole document held in any frame of the scroll. */
  readonly mostDomNodes: number;
  /** How many rows the list holds once it said every row is listed (its data-listed-rows). */
  readonly listedRows: number;
  /** data-request-id of the rows rendered at the bottom, once the list's end was reached. */
  readonly bottomRowIds: string[];
}

export interface PagedScrollOrder {
  /** The list's scrolling box. */
  readonly list: string;
  readonly row: string;
  /** What says where the paging stands: its data-paging is `end` once every row is listed, `failed` on a failure. */
  readonly listEnd: string;
  /** How far each frame scrolls down. */
  readonly stepPx: number;
  readonly timeoutMs: number;
}

/**
 * Scrolls the list from its top down by `stepPx` every animation frame, as a fast, steady fling would, on to its
 * very end: at the bottom of what is listed it waits, frame after frame, for the page the list asks for as it nears
 * its last row, until the list says every row is listed.
 */
export function scrollThroughPages(page: Page, order: PagedScrollOrder): Promise<PagedScrollRun> {
  return page.evaluate(pagedFling, order);
}

// Runs inside the page: only browser globals.
async function pagedFling({
  list,
  row,
  listEnd,
  stepPx,
  timeoutMs,
}: PagedScrollOrder): Promise<PagedScrollRun> {
  const box = document.querySelector<HTMLElement>(list);
  if (!box) throw new Error(`No ${list} on the page`);
  box.scrollTop = 0;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const nodes = document.getElementsByTagName("*");
  const startedAt = performance.now();
  let frames = 0;
  let waitingFrames = 0;
  let longestFrameMs = 0;
  let mostDomNodes = nodes.length;
  let previous = startedAt;
  await new Promise<void>((done, fail) => {
    const step = (now: number) => {
      frames += 1;
      longestFrameMs = Math.max(longestFrameMs, now - previous);
      previous = now;
      mostDomNodes = Math.max(mostDomNodes, nodes.length);
      const paging = document.querySelector(listEnd)?.getAttribute("data-paging");
      const bottom = box.scrollHeight - box.clientHeight;
      const atBottom = box.scrollTop >= bottom - 1;
      if (atBottom && paging === "end") return done();
      if (paging === "failed") return fail(new Error("A page of the list could not be loaded"));
      if (now - startedAt > timeoutMs) return fail(new Error(`The list did not end within ${timeoutMs} ms`));
      if (atBottom) waitingFrames += 1;
      else box.scrollTop = Math.min(bottom, box.scrollTop + stepPx);
      requestAnimationFrame(step);
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
    waitingFrames,
    mostDomNodes,
    listedRows: Number(box.dataset.listedRows),
    bottomRowIds: [...document.querySelectorAll<HTMLElement>(row)].map(
      (shown) => shown.dataset.requestId ?? "",
    ),
  };
}
