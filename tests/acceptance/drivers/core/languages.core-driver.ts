import { AppPreferences } from "../../../../core/preferences/app-preferences.ts";
import { findLanguage, SUPPORTED_LANGUAGES } from "../../../../ui/i18n/supported-languages.ts";
import type { LanguagesDriver, ShownLanguage } from "../../support/languages-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { until } from "./wait-until.ts";

/** The picker's choice goes to the stored preferences; the app's language controller applies it to i18n. */
export class CoreLanguagesDriver implements LanguagesDriver {
  constructor(
    private readonly screen: CoreScreenContext,
    private readonly headingKey: () => string,
  ) {}

  async choose(nativeName: string): Promise<void> {
    const language = SUPPORTED_LANGUAGES.find((offered) => offered.nativeName === nativeName);
    if (!language) throw new Error(`The language picker does not list ${nativeName}`);
    this.screen.container().get(AppPreferences).setLanguage(language.iso);
  }

  async offered(): Promise<readonly string[]> {
    return SUPPORTED_LANGUAGES.map((language) => language.nativeName);
  }

  async shown(): Promise<ShownLanguage> {
    const chosen = this.screen.container().get(AppPreferences).current().languageIso;
    const i18n = this.screen.i18n();
    await until(() => (i18n.language === chosen ? true : null), `the interface to switch to ${chosen}`);
    return {
      iso: i18n.language,
      direction: findLanguage(i18n.language)?.direction ?? "ltr",
      heading: String(i18n.t(this.headingKey() as never)),
    };
  }

  async downloadedPacks(): Promise<readonly string[]> {
    throw new Error("Downloads happen in a browser only");
  }

  async topBarMirrored(): Promise<boolean> {
    throw new Error("Layout happens in a browser only");
  }
}
