import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";
import type { ScreenServices } from "../wiring/screen-services.ts";
import { ThemeViewModel } from "./theme.view-model.ts";

/**
 * The shell's theme, as the composition root and the theme's tests make it. Not tracked as a screen's view model
 * is: the app holds one for as long as it runs.
 */
export function createThemeViewModel({ container }: Pick<ScreenServices, "container">): ThemeViewModel {
  return new ThemeViewModel(container.get(AppPreferences), container.get(ColorSchemeSource));
}
