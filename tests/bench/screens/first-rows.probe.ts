import type { Page } from "playwright-core";

/** Moments of the logs' first render on the page's performance.now() timeline, in ms. */
export interface FirstRowsTimeline {
  /** The last byte of GET /chat/history received (Resource Timing responseEnd). */
  readonly responseEnd: number;
  /** JSON.parse of the answer (the one parse of a text over 1 MB). */
  readonly parseStart: number;
  readonly parseEnd: number;
  /** A MutationObserver saw the first usage-log-row in the document (the end of the task that rendered it). */
  readonly rowsInDocument: number;
  /** The frame holding the first rows was painted: a message posted from that frame's requestAnimationFrame. */
  readonly rowsPainted: number;
}

const ROW = '[data-testid="usage-log-row"]';
/** Only the logs' answer is this large: the dashboard's other answers are a few kilobytes. */
const LARGE_TEXT = 1_000_000;

/** Installs the watchers before the app's first script (an init script), for the next navigation. */
export async function watchFirstRows(page: Page): Promise<void> {
  await page.addInitScript(installWatchers, { row: ROW, largeText: LARGE_TEXT });
}

/** Waits for the first rows' paint and reads the timeline. */
export async function firstRowsTimeline(page: Page): Promise<FirstRowsTimeline> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __firstRows: Partial<FirstRowsTimeline> }).__firstRows.rowsPainted !==
      undefined,
  );
  return page.evaluate(() => {
    const seen = (window as unknown as { __firstRows: Omit<FirstRowsTimeline, "responseEnd"> }).__firstRows;
    const answers = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/chat/history")) as PerformanceResourceTiming[];
    const answer = answers.at(-1);
    if (!answer) throw new Error("No GET /chat/history in the page's resource timings");
    return { ...seen, responseEnd: answer.responseEnd };
  });
}

// Runs inside the page: only browser globals.
function installWatchers({ row, largeText }: { row: string; largeText: number }): void {
  const seen: Record<string, number> = {};
  (window as unknown as { __firstRows: Record<string, number> }).__firstRows = seen;
  const parse = JSON.parse;
  JSON.parse = function timedParse(text: string, reviver?: (key: string, value: unknown) => unknown) {
    if (typeof text !== "string" || text.length < largeText) return parse(text, reviver);
    seen.parseStart = performance.now();
    const parsed = parse(text, reviver);
    seen.parseEnd = performance.now();
    return parsed;
  };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(row)) return;
    observer.disconnect();
    seen.rowsInDocument = performance.now();
    requestAnimationFrame(() => {
      // Rendering steps (style, layout, paint) follow the frame's animation callbacks; the message is handled
      // once they are done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        seen.rowsPainted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}
