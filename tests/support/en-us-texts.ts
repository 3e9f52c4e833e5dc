import shell from "../../ui/i18n/packs/en-US.json" with { type: "json" };
import screens from "../../ui/i18n/packs/screens/en-US.json" with { type: "json" };

/** Every en-US text, the shell's and the screens', for tests that look for the words a person reads. */
export const enUS = { ...shell, ...screens };
