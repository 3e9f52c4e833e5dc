export interface SupportedLanguage {
  readonly iso: string;
  /** The language's name in itself, as the picker shows it. */
  readonly nativeName: string;
  readonly direction: "ltr" | "rtl";
}

/** en-US is the source pack; the languages issue grows this list to about seventy. */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  { iso: "en-US", nativeName: "English (US)", direction: "ltr" },
  { iso: "fr-FR", nativeName: "Français", direction: "ltr" },
];

export function findLanguage(iso: string): SupportedLanguage | undefined {
  return SUPPORTED_LANGUAGES.find((language) => language.iso === iso);
}
