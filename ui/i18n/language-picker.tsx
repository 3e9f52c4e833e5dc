import { HTMLSelect } from "@blueprintjs/core";
import { Translate } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";
import { SUPPORTED_LANGUAGES } from "./supported-languages.ts";

/** Each language is listed by its own name, so a person can find theirs whatever the current language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const preferences = useService(AppPreferences);
  const languageIso = useObservable(preferences.languageIso$, preferences.current().languageIso);
  const id = useId();
  return (
    <div className="app-language-picker">
      <Translate aria-hidden="true" className="app-language-picker-icon" />
      <label htmlFor={id} className="app-visually-hidden">
        {t("language.label")}
      </label>
      <HTMLSelect
        id={id}
        minimal
        value={languageIso}
        onChange={(event) => preferences.setLanguage(event.currentTarget.value)}
        options={SUPPORTED_LANGUAGES.map((language) => ({
          value: language.iso,
          label: language.nativeName,
          lang: language.iso,
        }))}
      />
    </div>
  );
}
