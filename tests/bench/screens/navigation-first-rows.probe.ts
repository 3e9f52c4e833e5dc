import type { Page } from "playwright-core";

/** A screen's first rows after an in-app navigation, on the page's performance.now() timeline, in ms. */
export interface NavigationFirstRows {
  /** The router was asked for the screen (no page load: the memory build's gateway keeps what it holds). */
  readonly navigatedAt: number;
  /** A MutationObserver saw the first row in the document (the end of the task that rendered it). */
  readonly rowsInDocument: number;
  /** The frame holding the first rows was painted: a message posted from that frame's requestAnimationFrame. */
  readonly rowsPainted: number;
}

interface Order {
  readonly path: string;
  readonly row: string;
}

/**
 * Navigates to `path` through the test hooks' router (a build made with TEST_HOOKS=true) and times its first
 * `row`. No such row may be in the page when it is called: navigate elsewhere first.
 */
export function firstRowsAfterNavigation(
  page: Page,
  path: string,
  row: string,
): Promise<NavigationFirstRows> {
  return page.evaluate(navigateAndWatch, { path, row });
}

// Runs inside the page: only browser globals.
function navigateAndWatch({ path, row }: Order): Promise<NavigationFirstRows> {
  const hooks = (window as unknown as { __dashboardTestHooks?: { navigate(path: string): unknown } })
    .__dashboardTestHooks;
  if (!hooks)
    throw new Error("window.__dashboardTestHooks is missing: serve a build made by npm run build:test");
  if (document.querySelector(row)) throw new Error(`${row} is already in the page`);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(row)) return;
      observer.disconnect();
      const rowsInDocument = performance.now();
      requestAnimationFrame(() => {
        // Rendering steps (style, layout, paint) follow the frame's animation callbacks; the message is handled
        // once they are done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve({ navigatedAt, rowsInDocument, rowsPainted: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
    const navigatedAt = performance.now();
    void hooks.navigate(path);
  });
}
