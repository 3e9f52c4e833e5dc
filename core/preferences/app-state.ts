import { DEFAULT_LANGUAGE, isLanguageIso } from "../i18n/language.ts";
import type { KeyValueStore } from "../storage/key-value-store.port.ts";
import { isThemeMode, type ThemeMode } from "../theme/theme-mode.ts";

/** What the dashboard remembers about the person's choices across reloads (stored under the key `app`). */
export interface AppState {
  readonly themeMode: ThemeMode;
  readonly languageIso: string;
}

export function readAppState(store: KeyValueStore, defaultTheme: ThemeMode): AppState {
  const fallback: AppState = { themeMode: defaultTheme, languageIso: DEFAULT_LANGUAGE };
  const raw = store.read("app");
  if (!raw) return fallback;
  try {
    // Anything but an object has neither field (each falls back below), and null cannot be read at all (caught).
    const { themeMode, languageIso } = JSON.parse(raw) as Record<string, unknown>;
    return {
      themeMode: isThemeMode(themeMode) ? themeMode : fallback.themeMode,
      languageIso: isLanguageIso(languageIso) ? languageIso : fallback.languageIso,
    };
  } catch {
    return fallback;
  }
}

export function writeAppState(store: KeyValueStore, state: AppState): void {
  store.write("app", JSON.stringify(state));
}
