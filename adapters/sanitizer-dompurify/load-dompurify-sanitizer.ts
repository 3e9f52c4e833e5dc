import type { HtmlSanitizer, LoadHtmlSanitizer } from "../../core/notifier/html-sanitizer.port.ts";

/** DOMPurify in its own chunk, fetched once on first use. */
export function lazyDomPurifySanitizer(window: Window): LoadHtmlSanitizer {
  let loading: Promise<HtmlSanitizer> | null = null;
  return () => {
    loading ??= import("./dompurify-sanitizer.adapter.ts").then(({ DomPurifySanitizer }) => {
      return new DomPurifySanitizer(window);
    });
    // A failed download may succeed later (flaky network): do not cache the failure.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}
