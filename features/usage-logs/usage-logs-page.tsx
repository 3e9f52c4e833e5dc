import { Button } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { CommonListStateMessage } from "../../ui/components/list-state-message.tsx";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { ExportCsvButton } from "../../ui/csv/export-csv-button.tsx";
import { useAddressedViewModel } from "../../ui/hooks/use-addressed-view-model.ts";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { UsageLogDrawer } from "./usage-log-drawer.tsx";
import { createUsageLogFormat, type UsageLogFormat } from "./usage-log-format.ts";
import { listNoticeOf, type UsageLogsState } from "./usage-logs.state.ts";
import type { UsageLogsViewModel } from "./usage-logs.view-model.ts";
import { createUsageLogsViewModel } from "./usage-logs.view-model-factory.ts";
import { isFiltered } from "./usage-logs-address.ts";
import { UsageLogsFilters } from "./usage-logs-filters.tsx";
import { UsageLogsGrid } from "./usage-logs-grid.tsx";
import { UsageLogsTotals } from "./usage-logs-totals.tsx";
import "./usage-logs.css";

/**
 * The usage logs (registered users): the requests that pass the filters in the address, a page at a time as the
 * list is scrolled, what all of them add up to, a detail drawer per request and a CSV export of all of them.
 */
export function UsageLogsPage() {
  const { t, i18n } = useTranslation();
  const services = useScreenServices();
  const viewModel = useAddressedViewModel((search, showSearch) =>
    createUsageLogsViewModel(services, search, showSearch),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const format = useMemo(() => createUsageLogFormat(t, i18n.language), [t, i18n.language]);

  return (
    // The status and address shown let tests (and styles) tell when the list matches the address.
    <section className="app-page usage-logs-page" data-status={state.status} data-address={state.address}>
      <PageHeader title={t("usageLogs.title")}>
        <div className="usage-logs-header">
          <p className="usage-logs-subtitle">{t("usageLogs.subtitle")}</p>
          <div className="usage-logs-actions">
            {/* How long these requests are kept is set on the retention page. */}
            <Link to={pathOf(RouteName.RETENTION)} className="usage-logs-retention-link">
              {t("routes.RETENTION")}
            </Link>
            <Button
              icon={<Refresh />}
              onClick={() => viewModel.refresh()}
              loading={state.status === "loading" && state.entries.length > 0}
            >
              {t("common.refresh")}
            </Button>
            <ExportCsvButton
              label={t("usageLogs.export")}
              exporting={state.exporting}
              disabled={state.entries.length === 0}
              exportFile={() => viewModel.exportCsv()}
            />
          </div>
        </div>
      </PageHeader>
      <UsageLogsFilters
        view={state.view}
        choices={state.choices}
        onChange={(change) => viewModel.setFilters(change)}
        onClear={() => viewModel.clearFilters()}
      />
      <UsageLogsTotals totals={state.totals} failed={state.totalsFailed} format={format} />
      <UsageLogsContent state={state} viewModel={viewModel} format={format} />
      <UsageLogDrawer entry={state.selected} format={format} onClose={() => viewModel.close()} />
    </section>
  );
}

function UsageLogsContent({
  state,
  viewModel,
  format,
}: {
  state: UsageLogsState;
  viewModel: UsageLogsViewModel;
  format: UsageLogFormat;
}) {
  const { t } = useTranslation();
  const loadMore = useCallback(() => void viewModel.loadMore(), [viewModel]);
  const notice = listNoticeOf(state, isFiltered(state.view));
  if (notice !== null) {
    return (
      <CommonListStateMessage
        state={notice}
        frame={STATE_FRAME}
        texts="usageLogs"
        onRetry={() => viewModel.refresh()}
        clear={{ label: t("usageLogs.filters.clear"), onClear: () => viewModel.clearFilters() }}
      />
    );
  }
  return (
    <>
      <UsageLogsGrid
        entries={state.entries}
        listing={state.listing}
        paging={state.paging}
        format={format}
        selectedId={state.selected?.id ?? null}
        busy={state.status === "loading"}
        onOpen={(id) => viewModel.open(id)}
        onMore={loadMore}
      />
      {state.hasEstimates ? <p className="usage-logs-note">{t("usageLogs.estimateNote")}</p> : null}
    </>
  );
}

/** Loading, empty, nothing matching or failed: said in place of the list. */
const STATE_FRAME = { className: "usage-logs-state", testId: "usage-logs-state" };
