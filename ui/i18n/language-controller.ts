import type { i18n } from "i18next";
import type { Subscription } from "rxjs";
import type { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { applyLanguage, type PackLoader } from "./i18n.ts";

/** Keeps the interface language in step with the stored choice (SPEC §4). */
export function startLanguageController(
  preferences: AppPreferences,
  instance: i18n,
  load?: PackLoader,
): Subscription {
  return preferences.languageIso$.subscribe((iso) => {
    if (instance.language !== iso) void applyLanguage(instance, iso, load);
  });
}
