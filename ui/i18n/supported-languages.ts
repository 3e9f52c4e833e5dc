export interface SupportedLanguage {
  readonly iso: string;
  /** The language's name in itself, as the picker shows it. */
  readonly nativeName: string;
  readonly direction: "ltr" | "rtl";
}

const RIGHT_TO_LEFT = new Set(["ar-SA", "fa-IR", "he-IL", "ur-PK"]);

/**
 * The interface languages, ordered by their tag; docs/languages.md says why these seventy. Each has a shell pack
 * and a screens pack in ./packs, complete and translated (language-packs.test.ts).
 */
const NATIVE_NAMES: Readonly<Record<string, string>> = {
  "af-ZA": "Afrikaans",
  "am-ET": "አማርኛ",
  "ar-SA": "العربية",
  "az-AZ": "Azərbaycanca",
  "bg-BG": "Български",
  "bn-BD": "বাংলা",
  "ca-ES": "Català",
  "cs-CZ": "Čeština",
  "da-DK": "Dansk",
  "de-DE": "Deutsch",
  "el-GR": "Ελληνικά",
  "en-US": "English (US)",
  "es-ES": "Español",
  "et-EE": "Eesti",
  "eu-ES": "Euskara",
  "fa-IR": "فارسی",
  "fi-FI": "Suomi",
  "fil-PH": "Filipino",
  "fr-FR": "Français",
  "gl-ES": "Galego",
  "gu-IN": "ગુજરાતી",
  "he-IL": "עברית",
  "hi-IN": "हिन्दी",
  "hr-HR": "Hrvatski",
  "hu-HU": "Magyar",
  "hy-AM": "Հայերեն",
  "id-ID": "Bahasa Indonesia",
  "is-IS": "Íslenska",
  "it-IT": "Italiano",
  "ja-JP": "日本語",
  "ka-GE": "ქართული",
  "kk-KZ": "Қазақ тілі",
  "km-KH": "ខ្មែរ",
  "kn-IN": "ಕನ್ನಡ",
  "ko-KR": "한국어",
  "lo-LA": "ລາວ",
  "lt-LT": "Lietuvių",
  "lv-LV": "Latviešu",
  "mk-MK": "Македонски",
  "ml-IN": "മലയാളം",
  "mn-MN": "Монгол",
  "mr-IN": "मराठी",
  "ms-MY": "Bahasa Melayu",
  "my-MM": "မြန်မာ",
  "nb-NO": "Norsk bokmål",
  "ne-NP": "नेपाली",
  "nl-NL": "Nederlands",
  "pa-IN": "ਪੰਜਾਬੀ",
  "pl-PL": "Polski",
  "pt-BR": "Português (Brasil)",
  "pt-PT": "Português (Portugal)",
  "ro-RO": "Română",
  "ru-RU": "Русский",
  "si-LK": "සිංහල",
  "sk-SK": "Slovenčina",
  "sl-SI": "Slovenščina",
  "sq-AL": "Shqip",
  "sr-RS": "Српски",
  "sv-SE": "Svenska",
  "sw-KE": "Kiswahili",
  "ta-IN": "தமிழ்",
  "te-IN": "తెలుగు",
  "th-TH": "ไทย",
  "tr-TR": "Türkçe",
  "uk-UA": "Українська",
  "ur-PK": "اردو",
  "uz-UZ": "Oʻzbekcha",
  "vi-VN": "Tiếng Việt",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文",
};

export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = Object.entries(NATIVE_NAMES).map(
  ([iso, nativeName]) => ({ iso, nativeName, direction: RIGHT_TO_LEFT.has(iso) ? "rtl" : "ltr" }),
);

export function findLanguage(iso: string): SupportedLanguage | undefined {
  return SUPPORTED_LANGUAGES.find((language) => language.iso === iso);
}
