import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { OrganizationBreakdownBy } from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { useAddressedViewModel } from "../../../ui/hooks/use-addressed-view-model.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { UsageBreakdownTable } from "../../../ui/usage-analytics/usage-breakdown-table.tsx";
import { createUsageFormat } from "../../../ui/usage-analytics/usage-format.ts";
import { UsageOverview } from "../../../ui/usage-analytics/usage-overview.tsx";
import { UsageToolbar } from "../../../ui/usage-analytics/usage-toolbar.tsx";
import { TOP_LIST_LENGTH } from "./organization-analytics.view-model.ts";
import { createOrganizationAnalyticsViewModel } from "./organization-analytics.view-model-factory.ts";
import { OrganizationAnalyticsFilters } from "./organization-analytics-filters.tsx";

/** The top lists in the order shown, each with its title and the heading of its groups' column. */
const TOP_LISTS = [
  {
    by: "department",
    title: "organization.analytics.top.departments",
    group: "organization.report.columns.department",
  },
  { by: "person", title: "organization.analytics.top.people", group: "organization.report.columns.user" },
  { by: "model", title: "organization.analytics.top.models", group: "organization.report.columns.model" },
] as const satisfies readonly { by: OrganizationBreakdownBy; title: string; group: string }[];

/** The organization's usage over the range, department and person in the address, with its top lists. */
export function OrganizationAnalyticsPanel({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const services = useScreenServices();
  const viewModel = useAddressedViewModel((search, showSearch) =>
    createOrganizationAnalyticsViewModel(services, organizationId, search, showSearch),
  );
  const state = useObservable(viewModel.analytics.state$, viewModel.analytics.current());
  const choices = useObservable(viewModel.choices$, viewModel.currentChoices());
  const format = useMemo(() => createUsageFormat(t, i18n.language), [t, i18n.language]);

  return (
    // The status and address shown let tests (and styles) tell when the figures match the address.
    <div data-testid="organization-analytics" data-status={state.status} data-address={state.address}>
      <UsageToolbar state={state} viewModel={viewModel}>
        <OrganizationAnalyticsFilters
          view={state.view}
          choices={choices}
          onChange={(change) => viewModel.setView(change)}
        />
      </UsageToolbar>
      <UsageOverview
        state={state}
        format={format}
        emptyDescription={t("organization.analytics.emptyDescription")}
        onRetry={() => viewModel.refresh()}
        breakdownsTitle={t("organization.analytics.top.title")}
      >
        {state.breakdowns
          ? TOP_LISTS.map(({ by, title, group }) => (
              <UsageBreakdownTable
                key={by}
                breakdown={state.breakdowns?.[by] ?? { by, data: [] }}
                title={t(title)}
                groupHeading={t(group)}
                labelOf={(row) => row.label}
                format={format}
                top={TOP_LIST_LENGTH}
              />
            ))
          : null}
      </UsageOverview>
    </div>
  );
}
