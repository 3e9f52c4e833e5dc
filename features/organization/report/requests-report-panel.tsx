import { Button, Callout } from "@blueprintjs/core";
import { Lock, Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { CommonListStateMessage, ListStateMessage } from "../../../ui/components/list-state-message.tsx";
import { ExportCsvButton } from "../../../ui/csv/export-csv-button.tsx";
import { useAddressedViewModel } from "../../../ui/hooks/use-addressed-view-model.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { ReportChartsSection } from "./report-charts-section.tsx";
import { ReportFilters } from "./report-filters.tsx";
import { ReportPagination } from "./report-pagination-nav.tsx";
import { ReportTable } from "./report-table.tsx";
import { type RequestsReportState, reportNoticeOf } from "./requests-report.state.ts";
import type { RequestsReportViewModel } from "./requests-report.view-model.ts";
import { createRequestsReportViewModel } from "./requests-report.view-model-factory.ts";

/** The requests tab: filters, one page of requests, the page buttons, the export and the charts. */
export function RequestsReportPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useAddressedViewModel((search, showSearch) =>
    createRequestsReportViewModel(services, organizationId, search, showSearch),
  );
  const state = useObservable(viewModel.state$, viewModel.current());

  return (
    // The status and address shown let tests (and styles) tell when the page matches the address.
    <div
      className="organization-report-requests"
      data-testid="report-requests"
      data-status={state.status}
      data-address={state.address}
    >
      <ReportFilters
        view={state.view}
        departments={state.departments}
        users={state.users}
        onChange={(change) => viewModel.setView(change)}
        onClear={() => viewModel.clearFilters()}
      />
      <div className="organization-report-toolbar">
        <p className="organization-report-summary" data-testid="report-summary" aria-live="polite">
          {state.total > 0
            ? t("organization.report.summary", {
                from: (state.view.page - 1) * state.view.limit + 1,
                to: (state.view.page - 1) * state.view.limit + state.items.length,
                total: state.total,
              })
            : null}
        </p>
        <Button
          icon={<Refresh />}
          onClick={() => viewModel.refresh()}
          loading={state.status === "loading" && state.items.length > 0}
        >
          {t("common.refresh")}
        </Button>
        <ExportCsvButton
          label={t("organization.report.export")}
          exporting={state.exporting}
          disabled={state.total === 0}
          exportFile={async () => (await viewModel.exportCsv())?.file}
        />
      </div>
      {state.exportCap ? (
        <Callout intent="warning" compact role="status" data-testid="report-export-capped">
          {t("organization.report.exportCapped", { ...state.exportCap })}
        </Callout>
      ) : null}
      <ReportContent state={state} viewModel={viewModel} />
      <ReportChartsSection
        viewModel={viewModel.charts}
        days={state.view.days}
        onDays={(days) => viewModel.setView({ days })}
      />
    </div>
  );
}

function ReportContent({
  state,
  viewModel,
}: {
  state: RequestsReportState;
  viewModel: RequestsReportViewModel;
}) {
  const { t } = useTranslation();
  const notice = reportNoticeOf(state);
  if (notice === "noDepartments") {
    return (
      <ListStateMessage
        frame={STATE_FRAME}
        kind="no-departments"
        icon={<Lock size={48} />}
        title={t("organization.report.notices.noDepartments.title")}
        description={t("organization.report.notices.noDepartments.description")}
      />
    );
  }
  if (notice !== null) {
    return (
      <CommonListStateMessage
        state={notice}
        frame={STATE_FRAME}
        texts="organization.report.notices"
        onRetry={() => viewModel.refresh()}
        clear={{ label: t("organization.report.filters.clear"), onClear: () => viewModel.clearFilters() }}
      />
    );
  }
  const departmentNames = new Map(state.departments.map((department) => [department.id, department.name]));
  return (
    <>
      <ReportTable
        items={state.items}
        busy={state.status === "loading"}
        departmentName={(id) => departmentNames.get(id) ?? id}
      />
      <ReportPagination window={state.pages} onPage={(page) => viewModel.goToPage(page)} />
    </>
  );
}

/** Loading, empty, nothing matching, no departments or failed: said in place of the table. */
const STATE_FRAME = { className: "organization-report-state", testId: "report-state" };
