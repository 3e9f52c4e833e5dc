/** The places the dashboard shows text it did not write, each fed every hostile payload. */
export const HOSTILE_TEXT_PLACES = [
  "HTML toasts",
  "playground answers",
  "usage-log contents",
  "department names",
  "policy file names",
  "custom model names",
  "user emails",
  "server error messages",
] as const;

export type HostileTextPlace = (typeof HOSTILE_TEXT_PLACES)[number];

/** What the page did with hostile text, seen from outside the page. */
export interface HostileTextOutcome {
  /** Ids of the payloads whose marker `__xss(id)` was called. */
  readonly markersCalled: readonly number[];
  /** Messages of the dialogs (alert, confirm, prompt) that opened. */
  readonly dialogs: readonly string[];
  /** Addresses the browser asked for outside the allow-list (the app, its gateway, the identity provider). */
  readonly requestsOffTheList: readonly string[];
}

/** What the place shows once every payload went through it. */
export interface ShownHostileText {
  /** How many payloads went through the place (some places take only the payloads they can store). */
  readonly payloads: number;
  /** Ids of payloads the place does not show, as text or as harmless markup. */
  readonly missing: readonly number[];
  /** Whatever in the place's markup could execute script (elements, handlers, script URLs). */
  readonly executableMarkup: readonly string[];
}

/**
 * Hostile text pushed through every place untrusted text appears, stored by the real gateway wherever it can store
 * it. Only a browser against the reference gateway can do this: the scenarios are @http-only.
 */
export interface XssDriver {
  /**
   * Watches the browser from now on: marker calls, dialogs and every request; the page's Content Security Policy
   * is bypassed so that only the rendering itself keeps the payloads from running.
   */
  watch(): Promise<void>;
  /** Stores (or raises) every payload in this place and opens the screen that shows it. */
  showEverywhere(place: HostileTextPlace): Promise<ShownHostileText>;
  outcome(): Promise<HostileTextOutcome>;
  /** Takes away what the scenario stored that can be taken away. */
  cleanUp(): Promise<void>;
}
