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
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return fallback;
    const { themeMode, languageIso } = parsed as Record<string, unknown>;
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
