import { Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouteName } from "../../../core/routing/route-name.ts";
import { pathOf } from "../../../core/routing/route-table.ts";
import { OverviewCardHeading } from "./overview-card-heading.tsx";

/**
 * Where the organization's retention is set (the retention page, which shows the person's own beside it): how
 * long its departments' request bodies and records are kept.
 */
export function RetentionLinkCard() {
  const { t } = useTranslation();
  return (
    <Card className="organization-overview-card" data-testid="organization-retention-link">
      <OverviewCardHeading id="organization-retention-title">{t("routes.RETENTION")}</OverviewCardHeading>
      <p className={Classes.TEXT_MUTED}>{t("organization.overview.links.hints.RETENTION")}</p>
      <p>
        <Link to={pathOf(RouteName.RETENTION)}>{t("organization.overview.retention.open")}</Link>
      </p>
    </Card>
  );
}
