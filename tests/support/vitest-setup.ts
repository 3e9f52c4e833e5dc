import { afterEach, beforeAll, beforeEach } from "vitest";
import { setFormattingLocale } from "../../core/i18n/formatting-locale.ts";
import { DEFAULT_LANGUAGE } from "../../core/i18n/language.ts";
import { disposeViewModelsOfDiscardedRenders } from "../../ui/hooks/use-view-model.ts";
import { disposeWhatTestsHanded } from "../../ui/testing/disposed-after-test.ts";
import { trackDisposables } from "../../ui/wiring/disposable-tracker.ts";

// Registered first so it runs after every other clean-up (vitest runs after-hooks in reverse): a view model a
// factory made and nobody disposed, not even the unmounted screen, fails the test that made it.
let disposedCheck: (() => readonly string[]) | null = null;
beforeEach(() => {
  disposedCheck = trackDisposables();
});
afterEach(() => {
  disposeWhatTestsHanded();
  const leaks = disposedCheck?.() ?? [];
  disposedCheck = null;
  if (leaks.length > 0) throw new Error(`Leaked view models:\n${leaks.join("\n")}`);
});

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
  disposeViewModelsOfDiscardedRenders();
});
