import type { i18n } from "i18next";
import { filter, firstValueFrom, type Observable, race, timer } from "rxjs";
import type { Notifier } from "../../core/notifier/notifier.port.ts";

/** Past this, the worker starts even if the first screen never settles (an organization problem, say). */
const LONGEST_WAIT_FOR_FIRST_SCREEN_MS = 10_000;
/** How long an idle browser may keep the worker waiting once the first screen is up. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Starts the service worker, from a chunk of its own, once the first screen is on display and the browser is idle:
 * its install downloads and compiles every precached file, which on a phone's two cores would slow the first
 * screen's own rendering. Production builds only: `rsbuild dev` has no /sw.js.
 */
export function startServiceWorkerWhenSettled(
  window: Window,
  firstScreenShown$: Observable<boolean>,
  notifier: Notifier,
  i18n: i18n,
): void {
  if (!import.meta.env.PROD || !("serviceWorker" in window.navigator)) return;
  const start = () => {
    import("./register-service-worker.ts")
      .then(({ registerServiceWorker }) => registerServiceWorker(window, notifier, i18n))
      .catch((error: unknown) => {
        // Without a worker the dashboard works as before, only not offline: nothing to tell the person.
        console.warn("The service worker could not be registered", error);
      });
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, 0);
  void firstValueFrom(
    race(firstScreenShown$.pipe(filter(Boolean)), timer(LONGEST_WAIT_FOR_FIRST_SCREEN_MS)),
  ).then(whenIdle);
}
