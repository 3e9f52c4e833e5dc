import type { i18n } from "i18next";
import { AppUpdateOffer } from "../../core/app-update/app-update-offer.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { trustedServiceWorkerUrl } from "../security/trusted-service-worker-url.ts";

/** A tab left open still hears of a deploy: the browser itself checks only when a page is opened. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** What sw.js (Workbox's generateSW without skipWaiting) listens for before it takes over. */
const SKIP_WAITING = { type: "SKIP_WAITING" } as const;

/**
 * Registers /sw.js and offers every new version it finds waiting (core/app-update): the new worker takes over only
 * when the person clicks Refresh, and the page reloads once it has. Written on the bare API rather than
 * workbox-window, which stops following updates found more than a minute after registering.
 */
export async function registerServiceWorker(window: Window, notifier: Notifier, i18n: i18n): Promise<void> {
  const container = window.navigator.serviceWorker;
  const offer = new AppUpdateOffer({
    notifier,
    texts: () => ({
      message: i18n.t("appUpdate.newContent"),
      caption: i18n.t("appUpdate.pleaseRefresh"),
      refresh: i18n.t("appUpdate.refresh"),
    }),
    reload: () => window.location.reload(),
  });
  const registration = await container.register(trustedServiceWorkerUrl(window));
  const offerWaitingVersion = () => {
    const waiting = registration.waiting;
    // Without a controller this is the first install, not an update: it is already in use from the next load.
    if (!waiting || !container.controller) return;
    offer.newVersionWaiting({ activate: () => waiting.postMessage(SKIP_WAITING) });
  };
  offerWaitingVersion();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerWaitingVersion();
    });
  });
  container.addEventListener("controllerchange", () => offer.newVersionInControl());
  window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_INTERVAL_MS);
}
