import { type Browser, chromium, type Page } from "playwright-core";

// Playwright's own browser download fails here: use the Debian package. Without the background-networking
// flags Chromium floods the closed network with refused connections.
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The Chromium binary tests, scripts and benchmarks drive: Debian's headless shell (the same engine without the
 * desktop browser's user interface, which Playwright also uses for headless runs by default; it ran the browser
 * worlds' scenarios faster on the same machine), unless CHROMIUM_PATH names another.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
}

/** The desktop browser, for Lighthouse: it audits pages as the browser people use loads them. */
export function desktopChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/** The one way tests, scripts and benchmarks start Chromium through Playwright. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
}

/** Waits for the dashboard's loading overlay to step aside and for the network to fall quiet. */
export async function waitForDashboardReady(page: Page): Promise<void> {
  await page
    .locator('[data-testid="loading-overlay"].app-loading-overlay-hidden')
    .waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until every finite animation of the page has ended (a theme's colour transition, an overlay's entry), or
 * `timeoutMs` has passed: a picture or a check then sees the page at rest, without a fixed sleep.
 */
export async function animationsEnded(page: Page, timeoutMs = 3_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    // Two frames first: a transition whose class is added on the next frame has begun by then.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((done) => setTimeout(done, timeout)),
    ]);
  }, timeoutMs);
}
