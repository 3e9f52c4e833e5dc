import type { i18n } from "i18next";
import type { Notifier } from "../../core/notifier/notifier.port.ts";

/**
 * Starts the service worker once the page has loaded, from a chunk of its own: it must not compete with what the
 * first screen downloads. Production builds only: `rsbuild dev` has no /sw.js.
 */
export function startServiceWorkerAfterLoad(window: Window, notifier: Notifier, i18n: i18n): void {
  if (!import.meta.env.PROD || !("serviceWorker" in window.navigator)) return;
  const start = () => {
    import("./register-service-worker.ts")
      .then(({ registerServiceWorker }) => registerServiceWorker(window, notifier, i18n))
      .catch((error: unknown) => {
        // Without a worker the dashboard works as before, only not offline: nothing to tell the person.
        console.warn("The service worker could not be registered", error);
      });
  };
  if (window.document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
