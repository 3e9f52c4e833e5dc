import { Card, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import { OverviewCardHeading } from "./overview-card-heading.tsx";
import { isKnownStatus, STATUS_INTENT } from "./overview-texts.ts";

/** Name, status (a coloured tag and what it means), and how many departments and users the organization has. */
export function SummaryCard({ summary }: { readonly summary: OrganizationSummary }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const known = isKnownStatus(summary.status);
  return (
    <Card
      className="organization-overview-card organization-overview-summary"
      data-testid="organization-summary"
    >
      <OverviewCardHeading id="organization-summary-title">
        {t("organization.overview.summary.title")}
      </OverviewCardHeading>
      <dl className="organization-overview-facts" aria-labelledby="organization-summary-title">
        <dt>{t("organization.overview.summary.name")}</dt>
        <dd data-testid="organization-name">{summary.name}</dd>
        <dt>{t("organization.overview.summary.status")}</dt>
        <dd>
          <Tag intent={known ? STATUS_INTENT[summary.status] : "none"} data-testid="organization-status">
            {known ? t(`organization.overview.statuses.${summary.status}`) : summary.status}
          </Tag>
          {known ? (
            <p className="organization-overview-status-meaning" data-testid="organization-status-meaning">
              {t(`organization.overview.statusMeanings.${summary.status}`)}
            </p>
          ) : null}
        </dd>
        <dt>{t("organization.overview.summary.departments")}</dt>
        <dd data-testid="organization-departments">{count.format(summary.totalDepartments)}</dd>
        <dt>{t("organization.overview.summary.users")}</dt>
        <dd data-testid="organization-users">{count.format(summary.totalUsers)}</dd>
      </dl>
    </Card>
  );
}
