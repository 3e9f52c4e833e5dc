import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { docsAddress } from "../../core/docs/docs-address.ts";
import type { DocsPageEntry } from "./docs.state.ts";

/** The documentation's pages in reading order, the one shown marked as current. */
export function DocsNav({
  pages,
  current,
}: {
  readonly pages: readonly DocsPageEntry[];
  readonly current: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("docs.pages")} className="docs-nav">
      <ul>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              to={docsAddress(page.slug)}
              className={`docs-nav-link${page.slug === current ? " docs-nav-link-current" : ""}`}
              aria-current={page.slug === current ? "page" : undefined}
            >
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
