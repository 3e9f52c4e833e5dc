import { NonIdealState } from "@blueprintjs/core";
import { Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { ActivityPanel } from "./activity-panel.tsx";
import "./activity.css";

/**
 * The organization's Activity page: its tamper-evident audit log, for the owner and super admins. Filters live in
 * the address; the chain's head is shown and can be verified; the matching entries export as CSV or JSON.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const scope = useOrganizationScope();
  const { organizationId } = scope;
  const permission = scope.can("viewAuditLog");
  return (
    <section className="app-page organization-activity-page">
      <PageHeader title={t("routes.ORGANIZATION_ACTIVITY_PAGE")}>
        <p className="organization-activity-subtitle">{t("organization.activity.subtitle")}</p>
      </PageHeader>
      {organizationId === null ? (
        <NoOrganizationState />
      ) : permission.allowed ? (
        <ActivityPanel key={organizationId} organizationId={organizationId} />
      ) : (
        <div className="organization-activity-state" data-testid="activity-needs-role">
          <NonIdealState
            icon={<Lock size={48} />}
            title={t("organization.activity.needsRole.title")}
            description={t("organization.activity.needsRole.description")}
          />
        </div>
      )}
    </section>
  );
}
