import { Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteName } from "../../../core/routing/route-name.ts";
import { pathOf } from "../../../core/routing/route-table.ts";
import { OverviewCardHeading } from "./overview-card-heading.tsx";

type LinkedPage =
  | RouteName.ORGANIZATION_DEPARTMENT_PAGE
  | RouteName.ORGANIZATION_USER_PAGE
  | RouteName.ORGANIZATION_MODEL_PAGE
  | RouteName.ORGANIZATION_REPORT_PAGE
  | RouteName.ORGANIZATION_ANALYTICS_PAGE
  | RouteName.ORGANIZATION_ACTIVITY_PAGE;

/** The other organization pages the person's role may use, each with what it holds. */
export function OverviewLinksCard({ links }: { readonly links: readonly RouteName[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Card className="organization-overview-card" data-testid="organization-links">
      <OverviewCardHeading id="organization-links-title">
        {t("organization.overview.links.title")}
      </OverviewCardHeading>
      <ul className="organization-overview-links" aria-labelledby="organization-links-title">
        {links.map((route) => (
          <li key={route}>
            <Link to={pathOf(route)} data-testid="organization-link">
              {t(`routes.${route as LinkedPage}`)}
            </Link>
            <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
              {t(`organization.overview.links.hints.${route as LinkedPage}`)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
