import { useEffect, useState } from "react";
import { LoadMarkdownRenderer, type MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { useService } from "./use-service.ts";

/** The Markdown renderer once its chunk has loaded; null until then (screens show the plain text meanwhile). */
export function useMarkdownRenderer(): MarkdownRenderer | null {
  const load = useService<LoadMarkdownRenderer>(LoadMarkdownRenderer);
  const [renderer, setRenderer] = useState<MarkdownRenderer | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      (loaded) => {
        if (mounted) setRenderer(loaded);
      },
      // The text stays readable as it is; the next visit tries again.
      (error: unknown) => console.warn("The Markdown renderer could not be loaded:", error),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return renderer;
}
