import type { LoadMarkdownRenderer, MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";

/** markdown-it and its sanitizer in their own chunk, fetched once, when the first answer is shown. */
export function lazyMarkdownItRenderer(window: Window): LoadMarkdownRenderer {
  let loading: Promise<MarkdownRenderer> | null = null;
  return () => {
    loading ??= import("./markdown-it-renderer.adapter.ts").then(
      ({ MarkdownItRenderer }) => new MarkdownItRenderer(window),
    );
    // A failed download may succeed later (flaky network): do not cache the failure.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}
