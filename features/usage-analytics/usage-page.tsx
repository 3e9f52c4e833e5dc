import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useAddressedViewModel } from "../../ui/hooks/use-addressed-view-model.ts";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { UsageBreakdownTable } from "../../ui/usage-analytics/usage-breakdown-table.tsx";
import { createUsageFormat } from "../../ui/usage-analytics/usage-format.ts";
import { UsageOverview } from "../../ui/usage-analytics/usage-overview.tsx";
import { UsageToolbar } from "../../ui/usage-analytics/usage-toolbar.tsx";
import { createUsageViewModel } from "./usage.view-model-factory.ts";
import { breakdownLabels, SHOWN_BREAKDOWNS } from "./usage-breakdown-labels.ts";
import { UsageKeyFilter } from "./usage-key-filter.tsx";

/** The group column's heading of each breakdown. */
const GROUP_HEADINGS = {
  model: "usageLogs.columns.model",
  apikey: "usageLogs.columns.apiKey",
  endpoint: "usageLogs.columns.endpoint",
} as const;

/**
 * The person's usage over the range in the address (the last 30 days by day unless it says otherwise), of one of
 * their keys or the playground if chosen: what it added up to, charts over time each with a table view, and
 * breakdowns by model, API key and endpoint.
 */
export function UsagePage() {
  const { t, i18n } = useTranslation();
  const services = useScreenServices();
  const viewModel = useAddressedViewModel((search, showSearch) =>
    createUsageViewModel(services, search, showSearch),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const keyChoices = useObservable(viewModel.keys.choices$, viewModel.keys.current());
  const format = useMemo(() => createUsageFormat(t, i18n.language), [t, i18n.language]);
  const labels = useMemo(() => breakdownLabels(t), [t]);

  return (
    // The status and address shown let tests (and styles) tell when the figures match the address.
    <section
      className="app-page usage-page"
      data-testid="usage-page"
      data-status={state.status}
      data-address={state.address}
    >
      <PageHeader title={t("usageAnalytics.title")}>
        <p className="usage-subtitle">{t("usageAnalytics.subtitle")}</p>
      </PageHeader>
      <UsageToolbar state={state} viewModel={viewModel}>
        <UsageKeyFilter
          keyId={state.view.key}
          choices={keyChoices}
          onChange={(key) => viewModel.setView({ key })}
        />
      </UsageToolbar>
      <UsageOverview
        state={state}
        format={format}
        emptyDescription={t("usageAnalytics.empty.description")}
        onRetry={() => viewModel.refresh()}
        breakdownsTitle={t("usageAnalytics.breakdowns.title")}
      >
        {state.breakdowns
          ? SHOWN_BREAKDOWNS.map((by) => (
              <UsageBreakdownTable
                key={by}
                breakdown={state.breakdowns?.[by] ?? { by, data: [] }}
                title={t(`usageAnalytics.breakdowns.${by}`)}
                groupHeading={t(GROUP_HEADINGS[by])}
                labelOf={labels[by]}
                format={format}
              />
            ))
          : null}
      </UsageOverview>
    </section>
  );
}
