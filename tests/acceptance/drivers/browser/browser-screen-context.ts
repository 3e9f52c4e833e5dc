import type { BrowserContext, Page } from "playwright-core";

/**
 * What a browser-world screen driver works with: the scenario's page on the built app, and the browser driver's
 * navigation and settling (the loading overlay gone, no request in flight, the address steady).
 */
export interface BrowserScreenContext {
  /** The page shown, once a restored session's first page is open (it throws before: open or settle first). */
  page(): Page;
  /** The scenario's tab whatever it shows, for routes and listeners set before a page is open. */
  tab(): Page;
  /** The built app's origin, e.g. http://127.0.0.1:40123. */
  readonly baseUrl: () => string;
  /** Whether the app runs against the reference gateway and the Auth emulator (the `local` build). */
  readonly againstLocalStack: boolean;
  open(pathWithQuery: string): Promise<void>;
  /**
   * The app's path the page shows now, or null when it shows none yet (the blank page a scenario starts on, or a
   * restored session whose first page the next `open` or `settle` opens).
   */
  shownPath(): string | null;
  location(): Promise<string>;
  /** Waits for the page to settle after an action that may navigate or call the gateway. */
  settle(): Promise<void>;
  /** Marks the page as changing, so the next `settle()` waits again. */
  unsettle(): void;
  /** Counts the Content Security Policy violations of another context of the scenario against it too. */
  watchPolicyViolations(context: BrowserContext): Promise<void>;
}
