import { type RefObject, useEffect, useState } from "react";
import type { DocHeading } from "../../core/docs/doc-outline.ts";

/** How far below the top of the window a heading still counts as the one being read (the top bar's height and more). */
const READING_LINE_PX = 120;

/**
 * The slug of the section being read: the last heading of the article that has scrolled past the reading line.
 * Null above the first heading.
 */
export function useCurrentSection(
  article: RefObject<HTMLElement | null>,
  headings: readonly DocHeading[],
): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let reading: string | null = null;
      for (const heading of headings) {
        const element = article.current?.ownerDocument.getElementById(heading.slug);
        if (element && element.getBoundingClientRect().top <= READING_LINE_PX) reading = heading.slug;
      }
      setCurrent(reading);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [article, headings]);
  return current;
}
