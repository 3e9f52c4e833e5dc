import "./retention.css";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { map } from "rxjs";
import { actingRole, permissionFor } from "../../core/organization/acting-role.ts";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../core/organization/read-organization-summary.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { RetentionCard } from "./retention-card.tsx";

/** How long requests are kept: the person's own, and their organization's departments' when they have one. */
export function RetentionPage() {
  const { t } = useTranslation();
  const store = useService(OrganizationStore);
  const summary$ = useMemo(
    () => store.details$.pipe(map((details) => readOrganizationSummary(details.organization))),
    [store],
  );
  const initial = useMemo(() => readOrganizationSummary(store.current().organization), [store]);
  const summary = useObservable(summary$, initial);
  const role = actingRole(summary);
  const edit = permissionFor("editOrganizationRetention", role);
  return (
    <section className="app-page app-retention">
      <PageHeader title={t("routes.RETENTION")} />
      <p className="app-retention-intro">{t("retention.intro")}</p>
      <div className="app-retention-cards">
        <RetentionCard
          scope={{ kind: "personal" }}
          title={t("retention.personal.title")}
          description={t("retention.personal.description")}
          testId="personal-retention"
        />
        {summary ? (
          <RetentionCard
            key={`${summary.id}-${edit.allowed}`}
            scope={{ kind: "organization", organizationId: summary.id, edit }}
            title={t("retention.organization.title", { organization: summary.name })}
            description={t("retention.organization.description")}
            readOnlyReason={
              edit.requiredRole
                ? t("organization.shared.needsRole", {
                    role: t(`organization.shared.roles.${edit.requiredRole}`),
                  })
                : null
            }
            testId="organization-retention"
          />
        ) : null}
      </div>
    </section>
  );
}
