declare const __PROFILE__: string;
declare const __RAW_CONFIG__: Record<string, string | undefined>;
declare const __TEST_HOOKS__: boolean;
/** Where the build publishes the language packs, e.g. /static/locales/0123456789 (see language-packs-folder.ts). */
declare const __LANGUAGE_PACKS__: string;
