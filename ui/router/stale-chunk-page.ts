import type { StaleChunkPage } from "../../core/app-update/stale-chunk.ts";

/** Kept in sessionStorage: it outlives the reload, and only this tab's reloads count. */
const LAST_RELOAD_KEY = "staleChunkReloadAt";

/**
 * The browser tab, for recovering from a stale chunk (core/app-update/stale-chunk.ts). The reload opens the
 * address being navigated to, when there is one: the router changes the address only once the screen has loaded.
 */
export function browserStaleChunkPage(window: Window, pendingAddress: () => string | null): StaleChunkPage {
  return {
    now: () => Date.now(),
    lastReloadAt: () => {
      try {
        const stored = window.sessionStorage.getItem(LAST_RELOAD_KEY);
        return stored === null ? null : Number(stored);
      } catch {
        // Without storage the reload could not be remembered: act as if it had just happened, so none loops.
        return Date.now();
      }
    },
    reload: (at) => {
      window.sessionStorage.setItem(LAST_RELOAD_KEY, String(at));
      const address = pendingAddress();
      if (address === null) window.location.reload();
      else window.location.assign(address);
    },
  };
}
