import "./docs.css";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { outlineOf } from "../../core/docs/doc-outline.ts";
import { readDocsAddress } from "../../core/docs/docs-address.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { DocArticle } from "./doc-article.tsx";
import { DocsToc } from "./docs-toc.tsx";
import { useCurrentSection } from "./use-current-section.ts";

/**
 * A legal page (terms, privacy) from its Markdown, laid out like a documentation page, at its own address. The
 * page header shows the route's title; the document's own title line is left out.
 */
export function LegalDocument({ title, markdown }: { readonly title: string; readonly markdown: string }) {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const outline = useMemo(() => outlineOf(markdown), [markdown]);
  const article = useRef<HTMLElement>(null);
  const reading = useCurrentSection(article, outline.headings);
  const { heading } = readDocsAddress("", hash);
  return (
    <section className="app-page docs-page">
      <PageHeader title={title} />
      <div className="docs-layout docs-layout-legal">
        <div className="docs-content">
          <DocArticle
            articleRef={article}
            markdown={markdown}
            headings={outline.headings}
            hideTitle
            scrollTo={outline.headings.some((each) => each.slug === heading) ? heading : null}
          />
        </div>
        <aside className="docs-aside" aria-label={t("docs.onThisPage")}>
          <DocsToc
            headings={outline.headings}
            current={reading}
            addressOf={(slug) => `${pathname}#${encodeURIComponent(slug)}`}
          />
        </aside>
      </div>
    </section>
  );
}
