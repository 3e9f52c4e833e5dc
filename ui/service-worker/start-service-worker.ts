import type { i18n } from "i18next";
import { delay, filter, firstValueFrom, type Observable, race, timer } from "rxjs";
import type { Notifier } from "../../core/notifier/notifier.port.ts";

/** Past this, the worker starts even if the first screen never settles (an organization problem, say). */
const LONGEST_WAIT_FOR_FIRST_SCREEN_MS = 10_000;
/**
 * How long the first screen has the machine to itself once it is up. The worker's install downloads and compiles
 * every precached file: started at once, it took the page's process away from a person's first action (the start
 * of a playground reply).
 */
const FIRST_SCREEN_ALONE_MS = 5_000;
/** How long an idle browser may keep the worker waiting after that. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Starts the service worker, from a chunk of its own, once the first screen has been on display a few seconds and
 * the browser is idle. Production builds only: `rsbuild dev` has no /sw.js.
 */
export function startServiceWorkerWhenSettled(
  window: Window,
  firstScreenShown$: Observable<boolean>,
  notifier: Notifier,
  i18n: i18n,
): void {
  if (!import.meta.env.PROD || !("serviceWorker" in window.navigator)) return;
  void serviceWorkerStartTime(window, firstScreenShown$).then(() =>
    import("./register-service-worker.ts")
      .then(({ registerServiceWorker }) => registerServiceWorker(window, notifier, i18n))
      .catch((error: unknown) => {
        // Without a worker the dashboard works as before, only not offline: nothing to tell the person.
        console.warn("The service worker could not be registered", error);
      }),
  );
}

/** Resolves when the worker may start: the first screen up for a few seconds (or never up), then an idle moment. */
export async function serviceWorkerStartTime(
  window: Window,
  firstScreenShown$: Observable<boolean>,
): Promise<void> {
  await firstValueFrom(
    race(
      firstScreenShown$.pipe(filter(Boolean), delay(FIRST_SCREEN_ALONE_MS)),
      timer(LONGEST_WAIT_FOR_FIRST_SCREEN_MS),
    ),
  );
  await new Promise<void>((idle) => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => idle(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(idle, 0);
  });
}
