import { useEffect, useState } from "react";
import { LoadMarkdownRenderer, type MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { useService } from "./use-service.ts";

/**
 * The Markdown renderer once its chunk has loaded; null until then (screens show the plain text meanwhile). The
 * chunk is fetched only once there is Markdown to show (`needed`), so a screen that opens empty, like a new
 * playground conversation, does not download it while its first paint is on the way.
 */
export function useMarkdownRenderer(needed = true): MarkdownRenderer | null {
  const load = useService(LoadMarkdownRenderer);
  const [renderer, setRenderer] = useState<MarkdownRenderer | null>(null);
  useEffect(() => {
    if (!needed) return;
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
  }, [load, needed]);
  return renderer;
}
