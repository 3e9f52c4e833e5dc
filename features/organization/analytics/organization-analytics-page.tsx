import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { ReportNeedsAdmin } from "../report/report-needs-admin.tsx";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { OrganizationAnalyticsPanel } from "./organization-analytics-panel.tsx";

/**
 * The organization's analytics, for whoever may read the report (ADMIN or higher in a department): usage over
 * time per department and per person, with the top departments, people and models by spend.
 */
export function OrganizationAnalyticsPage() {
  const { t } = useTranslation();
  const scope = useOrganizationScope();
  const { organizationId } = scope;
  const viewReport = scope.can("viewReport");
  return (
    <section className="app-page usage-page" data-testid="organization-analytics-page">
      <PageHeader title={t("routes.ORGANIZATION_ANALYTICS_PAGE")}>
        <p className="usage-subtitle">{t("organization.analytics.subtitle")}</p>
      </PageHeader>
      {organizationId === null ? (
        <NoOrganizationState />
      ) : viewReport.allowed ? (
        <OrganizationAnalyticsPanel key={organizationId} organizationId={organizationId} />
      ) : (
        <ReportNeedsAdmin permission={viewReport} role={scope.role} />
      )}
    </section>
  );
}
