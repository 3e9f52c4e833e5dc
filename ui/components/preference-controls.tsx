import { LanguagePicker } from "../i18n/language-picker.tsx";
import { ThemeSwitcher } from "../theme/theme-switcher.tsx";

/** Language and theme, offered in the top bar of every layout. */
export function PreferenceControls() {
  return (
    <div className="app-preference-controls">
      <LanguagePicker />
      <ThemeSwitcher />
    </div>
  );
}
