import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DocHeading, tableOfContents } from "../../core/docs/doc-outline.ts";

interface DocsTocProps {
  readonly headings: readonly DocHeading[];
  /** The section being read, marked as the current location. */
  readonly current: string | null;
  /** The address of a section, by its heading's slug. */
  readonly addressOf: (slug: string) => string;
}

/** "On this page": links to the page's sections, the one being read highlighted. */
export function DocsToc({ headings, current, addressOf }: DocsTocProps) {
  const { t } = useTranslation();
  const sections = tableOfContents(headings);
  if (sections.length === 0) return null;
  return (
    <nav aria-label={t("docs.onThisPage")} className="docs-toc">
      <p className="docs-toc-title">{t("docs.onThisPage")}</p>
      <ul>
        {sections.map((heading) => (
          <li key={heading.slug} className={`docs-toc-level-${heading.level}`}>
            <Link
              to={addressOf(heading.slug)}
              className={`docs-toc-link${heading.slug === current ? " docs-toc-link-current" : ""}`}
              aria-current={heading.slug === current ? "location" : undefined}
            >
              {heading.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
