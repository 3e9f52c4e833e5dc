import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";
import { screenServicesForTest } from "../testing/screen-services-for-test.ts";
import type { ThemeViewModel } from "./theme.view-model.ts";
import { createThemeViewModel } from "./theme.view-model-factory.ts";

/** The theme made by its factory from these preferences and this operating-system scheme. */
export function themeOf(preferences: AppPreferences, scheme: ColorSchemeSource): ThemeViewModel {
  return createThemeViewModel(
    screenServicesForTest((bind) => {
      bind(AppPreferences, preferences);
      bind(ColorSchemeSource, scheme);
    }),
  );
}
