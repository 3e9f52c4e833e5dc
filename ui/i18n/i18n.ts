import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "../../core/i18n/language.ts";
import enUS from "./packs/en-US.json";
import { findLanguage } from "./supported-languages.ts";

export type PackLoader = (iso: string) => Promise<Record<string, unknown>>;

/** Each non-source pack is its own chunk, downloaded only when that language is chosen. */
const loadPack: PackLoader = async (iso) =>
  (await import(/* webpackChunkName: "lang-[request]" */ `./packs/${iso}.json`)).default;

export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Switches the interface language, loading its pack first. A pack that fails to load is logged and the
 * interface stays in the language it had (SPEC §4).
 */
export async function applyLanguage(
  instance: i18n,
  iso: string,
  load: PackLoader = loadPack,
): Promise<boolean> {
  const language = findLanguage(iso);
  if (!language) {
    console.error(`Unsupported language ${iso}`);
    return false;
  }
  try {
    if (!instance.hasResourceBundle(iso, "translation")) {
      instance.addResourceBundle(iso, "translation", await load(iso), true, true);
    }
    await instance.changeLanguage(iso);
    document.documentElement.lang = iso;
    document.documentElement.dir = language.direction;
    return true;
  } catch (error) {
    console.error(`Could not load the ${iso} language pack`, error);
    return false;
  }
}
