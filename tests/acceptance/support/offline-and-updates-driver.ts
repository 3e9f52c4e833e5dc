/** The toast that offers a new version, as shown. */
export interface UpdateToast {
  readonly message: string;
  readonly caption: string;
  readonly buttons: readonly string[];
}

/**
 * Offline use and updates (SPEC §1, §2): two builds served in turn at one address, the service worker, the network
 * going and coming back. Only a real browser has a service worker: the core world has no such driver.
 */
export interface OfflineAndUpdatesDriver {
  /**
   * Serves the first build and opens this address; with the service worker, it is installed and in control (as on
   * a second visit), without it the page runs from the network alone.
   */
  openFirstBuild(pathWithQuery: string, serviceWorker: boolean): Promise<void>;
  /** Serves the second build at the same address, as a deploy would. */
  deploySecondBuild(): Promise<void>;
  /** Makes the page's service worker look for a new version now, as it does every hour and at each visit. */
  checkForUpdate(): Promise<void>;
  /** The update toast, once it shows. */
  updateToast(): Promise<UpdateToast>;
  clickRefresh(): Promise<void>;
  /** Which build the page runs: "first" or "second". */
  runningBuild(): Promise<string>;
  /** How many times the page has loaded since it was opened (1 without any reload). */
  pageLoads(): Promise<number>;
  setOffline(offline: boolean): Promise<void>;
  /** Reloads the page and waits for what it then shows. */
  reload(): Promise<void>;
  /** The main heading shown. */
  heading(): Promise<string>;
  /** The offline notice's text, as its live region announces it, once it shows; null when none comes. */
  offlineNotice(): Promise<string | null>;
  /** Whether the offline notice goes away (soon after the connection is back). */
  offlineNoticeLeaves(): Promise<boolean>;
  /** Removes from the server every lazy chunk the page has not loaded yet, as a deploy of a new build does. */
  removeChunksNotYetLoaded(): Promise<void>;
  /** Goes to an address within the app (no page load), the way a link in the side navigation would. */
  navigateWithinApp(path: string): Promise<void>;
  /** Whether the router shows an error instead of a screen. */
  showsRouteError(): Promise<boolean>;
  stop(): Promise<void>;
}
