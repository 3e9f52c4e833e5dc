import { type Browser, chromium, type Page } from "playwright-core";

const HEADING_TIMEOUT_MS = 30_000;

/** One response that finished before the heading painted. */
export interface ResponseBeforeHeading {
  /** The path and query on the served origin, e.g. /static/js/index.1a2b.js */
  readonly path: string;
  /** The body as it crossed the network (compressed when the server compressed it), in bytes. */
  readonly encodedBytes: number;
}

export interface FirstDownload {
  /** Milliseconds from the navigation's start to the frame in which the heading was first shown. */
  readonly headingPaintedMs: number;
  readonly responses: readonly ResponseBeforeHeading[];
  /** The sum of every response's encoded body bytes. */
  readonly encodedBytes: number;
}

/** What the page reports to the bench once the heading has been shown. */
interface HeadingReport {
  readonly paintedAt: number;
  readonly responses: ReadonlyArray<{ readonly url: string; readonly encodedBytes: number }>;
}

declare global {
  interface Window {
    __headingPainted?: Promise<HeadingReport>;
  }
}

/**
 * Watches every frame from the document's start for the page's heading (the shell's single h1, #page-heading)
 * showing `headingText` while the loading overlay has stepped aside (before that the overlay covers the page, so
 * nothing of it is seen). That frame's paint is the moment judged: the time is taken after the frame, and every
 * response that had finished by then counts, the document and each script, stylesheet, font, language pack or
 * data read, by its encoded body (Resource Timing). Runs in the page, injected before its own scripts.
 */
function watchForHeading(headingText: string): void {
  const shown = (): boolean => {
    const heading = document.getElementById("page-heading");
    const overlay = document.querySelector('[data-testid="loading-overlay"]');
    return (
      heading?.textContent?.trim() === headingText &&
      heading.getBoundingClientRect().height > 0 &&
      (overlay === null || overlay.classList.contains("app-loading-overlay-hidden"))
    );
  };
  window.__headingPainted = new Promise((report) => {
    const afterThisFramePaints = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintedAt = performance.now();
        const entries = [
          ...performance.getEntriesByType("navigation"),
          ...performance.getEntriesByType("resource"),
        ] as PerformanceResourceTiming[];
        report({
          paintedAt,
          responses: entries
            .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= paintedAt)
            .map((entry) => ({ url: entry.name, encodedBytes: entry.encodedBodySize })),
        });
      };
      channel.port2.postMessage(null);
    };
    const everyFrame = () => {
      if (shown()) afterThisFramePaints();
      else requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

/**
 * Opens `url` in the default context of the Chromium listening on `debuggingPort` (where a session was stored by
 * signing in) as a first visit of a person already signed in: no service worker, no cached responses, the
 * stored session kept. Resolves once `headingText` shows as the page's heading.
 */
export async function measureFirstDownload(
  debuggingPort: number,
  url: string,
  headingText: string,
): Promise<FirstDownload> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const page = await firstVisitPage(browser, new URL(url).origin);
    try {
      // tsx names functions with a helper of its own, which the page lacks.
      await page.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
      await page.addInitScript(watchForHeading, headingText);
      await page.goto(url);
      const report = await page.evaluate(
        (timeout) =>
          Promise.race([
            window.__headingPainted,
            new Promise<never>((_, fail) =>
              setTimeout(() => fail(new Error("the heading was not shown")), timeout),
            ),
          ]),
        HEADING_TIMEOUT_MS,
      );
      if (!report) throw new Error(`${url}: the heading watcher did not start`);
      const origin = new URL(url).origin;
      const responses = report.responses.map((response) => {
        const address = new URL(response.url);
        return {
          path: address.origin === origin ? `${address.pathname}${address.search}` : response.url,
          encodedBytes: response.encodedBytes,
        };
      });
      return {
        headingPaintedMs: report.paintedAt,
        responses,
        encodedBytes: responses.reduce((sum, response) => sum + response.encodedBytes, 0),
      };
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser stays for the benches that share it.
    await browser.close();
  }
}

/** A tab in the default context with the origin's service worker and caches gone and the HTTP cache off. */
async function firstVisitPage(browser: Browser, origin: string): Promise<Page> {
  const [context] = browser.contexts();
  if (!context) throw new Error("Chromium has no default browser context");
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Storage.clearDataForOrigin", {
    origin,
    storageTypes: "service_workers,cache_storage",
  });
  await devtools.send("Network.enable");
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  return page;
}
