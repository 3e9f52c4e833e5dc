import "./organization-overview.css";
import { Button, Classes } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Clock } from "../../../core/clock/clock.port.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationStore } from "../../../core/organization/organization-store.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../../core/session/user-role.ts";
import { SubscriptionGateway } from "../../../core/subscription/subscription-gateway.port.ts";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useService } from "../../../ui/hooks/use-service.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { OrganizationOverviewViewModel } from "./organization-overview.view-model.ts";
import { OverviewContent } from "./overview-content.tsx";

/**
 * The organization overview (SPEC §2 /organization): the signed-in person's organization, their role in it and
 * where it lets them go; or, without one, the way to ask for one that their tier allows.
 */
export function OrganizationOverviewPage() {
  const { t, i18n } = useTranslation();
  const organizations = useService(OrganizationStore);
  const sessions = useService(SessionStore);
  const gateway = useService(OrganizationGateway);
  const subscriptions = useService(SubscriptionGateway);
  const clock = useService(Clock);
  const notifier = useService(Notifier);
  const viewModel = useViewModel(
    () =>
      new OrganizationOverviewViewModel({
        organizations,
        gateway,
        subscriptions,
        clock,
        notifier,
        signedIn: () => deriveUserRole(sessions.current()) === UserRole.REGISTERED_USER,
        texts: { refreshFailed: () => i18n.t("organization.overview.refreshFailed") },
      }),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section
      className="app-page organization-overview"
      aria-busy={state.organization === "loading" || state.refreshing}
    >
      <PageHeader title={t("routes.ORGANIZATION_PAGE")}>
        <Button
          icon={<Refresh />}
          loading={state.refreshing}
          disabled={state.organization === "loading"}
          onClick={() => void viewModel.refresh()}
        >
          {t("common.refresh")}
        </Button>
      </PageHeader>
      {state.organization === "ready" ? (
        <p className={`${Classes.TEXT_MUTED} organization-overview-intro`}>
          {t("organization.overview.intro")}
        </p>
      ) : null}
      <OverviewContent viewModel={viewModel} state={state} />
    </section>
  );
}
