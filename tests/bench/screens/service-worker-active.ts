import type { Page } from "playwright-core";

/** The dashboard registers its worker 5 s after its first screen is up, or 10 s after start, at an idle moment. */
const LONGEST_WAIT_MS = 30_000;

/**
 * Waits until the page's service worker is installed and active. Its install downloads and compiles every
 * precached file, work of a first visit that a person's first seconds of reading cover, but that would otherwise
 * land in the middle of what a benchmark measures a moment after the page opened.
 */
export async function serviceWorkerActive(page: Page): Promise<void> {
  const active = await page.evaluate(
    (longestWaitMs) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), longestWaitMs)),
      ]),
    LONGEST_WAIT_MS,
  );
  if (!active)
    throw new Error(
      `The dashboard's service worker was not active ${LONGEST_WAIT_MS / 1000} s after sign-in`,
    );
}
