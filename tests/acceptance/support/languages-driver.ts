/** The interface language as the page shows it. */
export interface ShownLanguage {
  /** The language tag the page declares (the html lang attribute, or i18n's language without a page). */
  readonly iso: string;
  readonly direction: "ltr" | "rtl";
  /** The page's main heading, in that language. */
  readonly heading: string;
}

/** The language picker in the top bar, and what the page does with the choice. */
export interface LanguagesDriver {
  /** Chooses a language in the picker by the name it is listed under (its own name). */
  choose(nativeName: string): Promise<void>;
  /** The names the picker lists, in its order. */
  offered(): Promise<readonly string[]>;
  shown(): Promise<ShownLanguage>;
  /** The language-pack files the page downloaded since it was opened (their language tags); browsers only. */
  downloadedPacks(): Promise<readonly string[]>;
  /** Whether the top bar is mirrored: the brand on the right, the preferences on the left; browsers only. */
  topBarMirrored(): Promise<boolean>;
}
