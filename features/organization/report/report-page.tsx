import { Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { ComplianceMatrixPanel } from "../compliance-matrix/compliance-matrix-panel.tsx";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { type ReportTab, searchWithTab, tabOfSearch } from "./report-address.ts";
import { ReportNeedsAdmin } from "./report-needs-admin.tsx";
import { RequestsReportPanel } from "./requests-report-panel.tsx";
import "./report.css";

/**
 * The organization's report: the requests of the departments the person may report on, with charts over time and
 * a CSV export, and the compliance matrix of every department they can see. The tab is kept in the address.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const scope = useOrganizationScope();
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = tabOfSearch(search);
  const { organizationId } = scope;
  const viewReport = scope.can("viewReport");

  return (
    <section className="app-page organization-report-page">
      <PageHeader title={t("routes.ORGANIZATION_REPORT_PAGE")}>
        <p className="organization-report-subtitle">{t("organization.report.subtitle")}</p>
      </PageHeader>
      {organizationId === null ? (
        <NoOrganizationState />
      ) : (
        <Tabs
          id="organization-report-tabs"
          aria-label={t("organization.report.tabs.label")}
          selectedTabId={tab}
          onChange={(next) => navigate({ search: searchWithTab(search, next as ReportTab) })}
          renderActiveTabPanelOnly
          large
        >
          <Tab
            id="requests"
            title={t("organization.report.tabs.requests")}
            panel={
              viewReport.allowed ? (
                <RequestsReportPanel key={organizationId} organizationId={organizationId} />
              ) : (
                <ReportNeedsAdmin permission={viewReport} role={scope.role} />
              )
            }
          />
          <Tab
            id="matrix"
            title={t("organization.report.tabs.matrix")}
            panel={<ComplianceMatrixPanel key={organizationId} organizationId={organizationId} />}
          />
        </Tabs>
      )}
    </section>
  );
}
