import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { setFormattingLocale } from "../../core/i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../../core/i18n/language.ts";
import enUS from "./packs/en-US.json";
import { findLanguage } from "./supported-languages.ts";

export type PackLoader = (iso: string) => Promise<Record<string, unknown>>;

/**
 * Each language comes in two parts: the shell's texts (layouts, sign-in, errors) and the screens' texts, loaded
 * with the first screen that needs them, so the sign-in page does not download every screen's words. Each part of
 * each language is its own JSON file, downloaded only when that language is chosen; en-US's shell texts come with
 * the app, so the first page needs no extra download.
 */
const fetchPack =
  (folder: string): PackLoader =>
  async (iso) => {
    const response = await fetch(`${__LANGUAGE_PACKS__}/${folder}${iso}.json`);
    if (!response.ok) throw new Error(`The ${iso} language pack answered ${response.status}`);
    return response.json();
  };
const loadPack = fetchPack("");
const loadScreensPack = fetchPack("screens/");

/** The instances whose screens' texts were asked for: a language chosen later loads its screens' part too. */
const wantingScreenTexts = new WeakMap<i18n, PackLoader>();

export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // A copy: i18next merges the screens' texts into the bundle it is given, which would change the imported pack
    // for every other instance.
    resources: { [DEFAULT_LANGUAGE]: { translation: structuredClone(enUS) } },
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
    const loadScreens = wantingScreenTexts.get(instance);
    if (loadScreens) await addScreenTexts(instance, iso, loadScreens);
    await instance.changeLanguage(iso);
    setFormattingLocale(iso);
    // Absent only where view models run without a page (the core acceptance world).
    if (typeof document !== "undefined") {
      document.documentElement.lang = iso;
      document.documentElement.dir = language.direction;
    }
    return true;
  } catch (error) {
    console.error(`Could not load the ${iso} language pack`, error);
    return false;
  }
}

/**
 * Makes the screens' texts of the current language available; a screen's route waits for it before the screen
 * renders. Every pack is complete (language-packs.test.ts), so only the chosen language is downloaded; en-US's
 * texts are fetched only when the chosen language's fail to arrive. Loads each part once.
 */
export async function loadScreenTexts(instance: i18n, load: PackLoader = loadScreensPack): Promise<void> {
  wantingScreenTexts.set(instance, load);
  try {
    await addScreenTexts(instance, instance.language, load);
  } catch (error) {
    if (instance.language === DEFAULT_LANGUAGE) throw error;
    console.error(`Could not load the ${instance.language} screens' texts; showing en-US's`, error);
    await addScreenTexts(instance, DEFAULT_LANGUAGE, load);
  }
}

/** Per instance and language, the screens' texts being or already added. */
const screenTextLoads = new WeakMap<i18n, Map<string, Promise<void>>>();

function addScreenTexts(instance: i18n, iso: string, load: PackLoader): Promise<void> {
  const loads = screenTextLoads.get(instance) ?? new Map<string, Promise<void>>();
  screenTextLoads.set(instance, loads);
  const started = loads.get(iso);
  if (started) return started;
  const adding = load(iso).then((texts) => {
    instance.addResourceBundle(iso, "translation", texts, true, true);
  });
  // A failed download may be retried by the next screen that asks.
  adding.catch(() => loads.delete(iso));
  loads.set(iso, adding);
  return adding;
}
