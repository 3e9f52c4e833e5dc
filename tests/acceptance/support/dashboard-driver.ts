import type { ToastRequest } from "../../../core/notifier/notifier.port.ts";
import type { AppState } from "../../../core/preferences/app-state.ts";
import type { AppliedTheme, ThemeMode } from "../../../core/theme/theme-mode.ts";

export interface VisibleToast {
  /** The toast's text as a person reads it. */
  readonly text: string;
  /** The markup actually inserted into the page, to check that nothing executable survived. */
  readonly html: string;
  readonly position: string;
  readonly repeatCount: number;
}

/**
 * What a person can do with the dashboard, in words of the product. The core world does it through view models
 * and core rules over memory adapters; the browser world through Chromium on the built app. Steps call only this.
 */
export interface DashboardDriver {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Opens an address the way typing it in the address bar would (guards apply). */
  open(pathWithQuery: string): Promise<void>;
  /** Reloads the page: whatever the dashboard stored must come back. */
  reload(): Promise<void>;
  /** The address shown now: path plus query. */
  location(): Promise<string>;
  /** The text of the page's main heading. */
  heading(): Promise<string>;
  signInWithDemoAccount(): Promise<void>;
  signOut(): Promise<void>;
  chooseTheme(mode: ThemeMode): Promise<void>;
  setSystemPrefersDark(dark: boolean): Promise<void>;
  appliedTheme(): Promise<AppliedTheme>;
  /** The browser theme-colour (meta tag) once its 500 ms delay has passed. */
  themeColor(): Promise<string>;
  storedAppState(): Promise<AppState | null>;
  /** Raises a toast as a screen would (through the Notifier port). */
  raiseToast(request: ToastRequest, kind: "default" | "interface"): Promise<string | null>;
  visibleToasts(): Promise<readonly VisibleToast[]>;
  /** Console errors seen since start. */
  consoleErrors(): Promise<readonly string[]>;
}
