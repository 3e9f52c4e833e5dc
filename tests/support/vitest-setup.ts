import { afterEach, beforeAll } from "vitest";
import { setFormattingLocale } from "../../core/i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../../core/i18n/language.ts";

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`).
beforeAll(async () => {
  if (typeof document === "undefined") return;
  const { configure } = await import("@testing-library/react");
  // The first render of a lazily loaded screen pays for transforming its module; two cores are slow at that.
  configure({ asyncUtilTimeout: 5000 });
});

// Test files share their workers' modules (vitest isolate: false): a language one test applied must not change how
// the next one formats money and dates, as it would not across two fresh page loads.
afterEach(() => {
  setFormattingLocale(DEFAULT_LANGUAGE);
});

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
