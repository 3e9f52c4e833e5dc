import { Classes } from "@blueprintjs/core";
import { paletteCssVariables, themeColorMeta } from "../../core/theme/palette.ts";
import type { ThemeState, ThemeViewModel } from "./theme.view-model.ts";

/** SPEC §9: the browser's theme colour follows a theme change after this delay. */
export const THEME_COLOR_DELAY_MS = 500;

export interface TimerScheduler {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: TimerScheduler = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Paints the document with the theme: Blueprint's dark class, the app theme class, the native `color-scheme`
 * and the palette's CSS variables at once; the `theme-color` meta tag after THEME_COLOR_DELAY_MS, so a burst of
 * changes writes only the last one.
 */
export function startThemeController(
  document: Document,
  themeViewModel: ThemeViewModel,
  scheduler: TimerScheduler = globalTimers,
): { stop(): void } {
  let pending: unknown;
  let painted = false;

  const writeThemeColor = (state: ThemeState) =>
    themeColorElement(document).setAttribute("content", themeColorMeta(state.applied));

  const subscription = themeViewModel.state$.subscribe((state) => {
    paint(document, state);
    if (pending !== undefined) scheduler.clearTimeout(pending);
    pending = undefined;
    // The first paint happens at start-up: the browser chrome should match the page from the beginning.
    if (!painted) {
      painted = true;
      writeThemeColor(state);
      return;
    }
    pending = scheduler.setTimeout(() => {
      pending = undefined;
      writeThemeColor(state);
    }, THEME_COLOR_DELAY_MS);
  });

  return {
    stop() {
      subscription.unsubscribe();
      if (pending !== undefined) scheduler.clearTimeout(pending);
      pending = undefined;
    },
  };
}

function paint(document: Document, { applied, palette }: ThemeState): void {
  const dark = applied === "dark";
  const { body, documentElement } = document;
  body.classList.toggle(Classes.DARK, dark);
  body.classList.toggle("app-theme-dark", dark);
  body.classList.toggle("app-theme-light", !dark);
  documentElement.style.colorScheme = applied;
  for (const [name, value] of Object.entries(paletteCssVariables(palette))) {
    documentElement.style.setProperty(name, value);
  }
}

function themeColorElement(document: Document): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (existing) return existing;
  const meta = document.createElement("meta");
  meta.name = "theme-color";
  document.head.append(meta);
  return meta;
}
