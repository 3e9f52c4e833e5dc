import { NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { OrganizationDashboard } from "./organization-dashboard.tsx";
import type { OrganizationOverviewState } from "./organization-overview.state.ts";
import type { OrganizationOverviewViewModel } from "./organization-overview.view-model.ts";
import { OrganizationRequestCard } from "./organization-request-card.tsx";
import { OrganizationUpgradeState } from "./organization-upgrade-state.tsx";

interface OverviewContentProps {
  readonly viewModel: OrganizationOverviewViewModel;
  readonly state: OrganizationOverviewState;
}

/** The organization when there is one; otherwise the request form, or the upgrade path when the tier lacks it. */
export function OverviewContent({ viewModel, state }: OverviewContentProps) {
  const { t } = useTranslation();
  if (state.organization === "ready" && state.summary) {
    return <OrganizationDashboard state={state} summary={state.summary} />;
  }
  const { tier } = state;
  if (state.organization === "loading" || tier.status === "loading") {
    const title =
      state.organization === "loading" ? t("common.loading") : t("organization.overview.loadingTier");
    return (
      <NonIdealState className="organization-overview-notice" icon={<Spinner size={40} />} title={title} />
    );
  }
  if (tier.status === "ready" && !tier.limits.organizationEnabled) {
    return <OrganizationUpgradeState tierName={tier.tierName} />;
  }
  return (
    <OrganizationRequestCard
      tierUnknown={tier.status === "failed"}
      onRetryTier={() => void viewModel.retryTier()}
      reload={() => viewModel.refresh()}
    />
  );
}
