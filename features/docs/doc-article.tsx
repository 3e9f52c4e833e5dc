import { Classes, Spinner } from "@blueprintjs/core";
import { type Ref, useLayoutEffect, useMemo, useRef } from "react";
import type { DocHeading } from "../../core/docs/doc-outline.ts";
import type { MarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { useMarkdownRenderer } from "../../ui/hooks/use-markdown-renderer.ts";
import { trustedMarkdownHtml } from "../../ui/security/trusted-markdown-html.ts";
import { demotedHeadings, withoutTitle } from "./demoted-headings.ts";

interface DocArticleProps {
  readonly markdown: string;
  /** The page's headings in the renderer's order; each rendered heading gets its slug as id. */
  readonly headings: readonly DocHeading[];
  /** Leave the document's own title out (the page header shows it). */
  readonly hideTitle?: boolean;
  /** The heading to bring into view once rendered; null for the top of the page. */
  readonly scrollTo: string | null;
  readonly articleRef?: Ref<HTMLElement>;
}

/**
 * A documentation page rendered by the MarkdownRenderer port (sanitized: no raw HTML), its headings one level
 * below the page title and anchored by their slugs, so `#slug` addresses and the table of contents reach them.
 */
export function DocArticle({ markdown, headings, hideTitle = false, scrollTo, articleRef }: DocArticleProps) {
  const renderer = useMarkdownRenderer();
  const content = useRef<HTMLDivElement>(null);
  const anchored = useMemo(
    () => (hideTitle ? headings.filter((heading, index) => index > 0 || heading.level !== 1) : headings),
    [headings, hideTitle],
  );
  const html = useMemo(
    () =>
      renderer
        ? trustedMarkdownHtml(hideTitle ? withoutTitle(markdown) : markdown, demoting(renderer))
        : null,
    [renderer, markdown, hideTitle],
  );

  useLayoutEffect(() => {
    if (html === null) return;
    const elements = Array.from(content.current?.querySelectorAll("h2, h3, h4, h5, h6") ?? []);
    elements.forEach((element, index) => {
      const heading = anchored[index];
      if (heading) element.id = heading.slug;
    });
    const target = scrollTo ? elements.find((element) => element.id === scrollTo) : undefined;
    if (target instanceof HTMLElement) {
      target.tabIndex = -1;
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [html, anchored, scrollTo]);

  return (
    <article ref={articleRef} className="docs-article" aria-busy={html === null}>
      {html === null ? (
        <Spinner size={32} className="docs-article-spinner" />
      ) : (
        <RenderedMarkdown html={html} contentRef={content} />
      )}
    </article>
  );
}

/** Renders with every heading one level lower, under the page's own title. */
function demoting(renderer: MarkdownRenderer): MarkdownRenderer {
  return { render: (markdown) => demotedHeadings(renderer.render(markdown)) };
}

/** The only HTML the page inserts: what the MarkdownRenderer port made of the bundled Markdown, sanitized. */
function RenderedMarkdown({
  html,
  contentRef,
}: {
  readonly html: string;
  readonly contentRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={contentRef}
      className={`${Classes.RUNNING_TEXT} docs-markdown`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the MarkdownRenderer port
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
