import "./docs.css";
import { Button, Callout, Classes } from "@blueprintjs/core";
import { ArrowLeft, ArrowRight, Share } from "@blueprintjs/icons";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { docsAddress, readDocsAddress } from "../../core/docs/docs-address.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { DocArticle } from "./doc-article.tsx";
import { createDocsViewModel } from "./docs.view-model-factory.ts";
import { DocsNav } from "./docs-nav.tsx";
import { DocsSearch } from "./docs-search.tsx";
import { DocsToc } from "./docs-toc.tsx";
import { DOCUMENTATION_SOURCES } from "./documentation-sources.ts";
import { useCurrentSection } from "./use-current-section.ts";

/**
 * The product documentation (public): the page and heading in the address (/document?page=x#heading), the pages
 * listed, a table of contents with the section being read, and a search across every page.
 */
export function DocsPage() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { documentationUrl } = useService(Config);
  const services = useScreenServices();
  const viewModel = useViewModel(() =>
    createDocsViewModel(
      services,
      { pages: DOCUMENTATION_SOURCES, navigate: (path) => navigate(path) },
      readDocsAddress(search, hash),
    ),
  );
  useEffect(() => viewModel.show(readDocsAddress(search, hash)), [viewModel, search, hash]);
  const state = useObservable(viewModel.state$, viewModel.current());
  const article = useRef<HTMLElement>(null);
  const reading = useCurrentSection(article, state.page.headings);
  const index = state.pages.findIndex((page) => page.slug === state.page.slug);
  const previous = state.pages[index - 1];
  const next = state.pages[index + 1];
  // The default configuration points the full documentation at this very page: no link to itself then.
  const fullDocumentation = documentationUrl !== pathOf(RouteName.DOCUMENT) ? documentationUrl : null;

  return (
    <section className="app-page docs-page">
      <PageHeader title={t("docs.title")}>
        {fullDocumentation ? (
          <a href={fullDocumentation} target="_blank" rel="noopener noreferrer" className="docs-full-link">
            <Share /> {t("docs.fullDocumentation")}
          </a>
        ) : null}
      </PageHeader>
      <div className="docs-layout">
        <aside className="docs-sidebar">
          <DocsSearch viewModel={viewModel} state={state} />
          <DocsNav pages={state.pages} current={state.page.slug} />
        </aside>
        <div className="docs-content">
          {state.unknownPage ? (
            <Callout intent="warning" className="docs-unknown-page">
              {t("docs.unknownPage", { page: state.unknownPage, first: state.pages[0]?.title })}
            </Callout>
          ) : null}
          <DocArticle
            key={state.page.slug}
            articleRef={article}
            markdown={state.page.markdown}
            headings={state.page.headings}
            scrollTo={state.heading}
          />
          <nav aria-label={t("docs.morePages")} className={`docs-pager ${Classes.TEXT_SMALL}`}>
            {previous ? (
              <Button
                variant="outlined"
                icon={<ArrowLeft />}
                onClick={() => navigate(docsAddress(previous.slug))}
              >
                {previous.title}
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button
                variant="outlined"
                endIcon={<ArrowRight />}
                onClick={() => navigate(docsAddress(next.slug))}
              >
                {next.title}
              </Button>
            ) : null}
          </nav>
        </div>
        <aside className="docs-aside">
          <DocsToc
            headings={state.page.headings}
            current={reading}
            addressOf={(slug) => docsAddress(state.page.slug, slug)}
          />
        </aside>
      </div>
    </section>
  );
}
