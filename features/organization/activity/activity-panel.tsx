import { Button } from "@blueprintjs/core";
import { Download, Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { AuditExportFormat } from "../../../core/audit/audit-log-query.ts";
import { CommonListStateMessage } from "../../../ui/components/list-state-message.tsx";
import { downloadBlob, downloadCsv } from "../../../ui/csv/download-csv.ts";
import { useAddressedViewModel } from "../../../ui/hooks/use-addressed-view-model.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { ReportPagination } from "../report/report-pagination-nav.tsx";
import { activityNoticeOf, shownRange } from "./activity.state.ts";
import type { ActivityViewModel } from "./activity.view-model.ts";
import { createActivityViewModel } from "./activity.view-model-factory.ts";
import { ActivityFilters } from "./activity-filters.tsx";
import { ActivityTable } from "./activity-table.tsx";
import { ActivityVerification } from "./activity-verification.tsx";

const EXPORT_FORMATS: readonly AuditExportFormat[] = ["csv", "json"];

/** The audit log: filters, the head and its verification, one page of entries, the page buttons and the exports. */
export function ActivityPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useAddressedViewModel((search, showSearch) =>
    createActivityViewModel(services, organizationId, search, showSearch),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const exportAs = async (format: AuditExportFormat) => {
    const file = await viewModel.exportEntries(format);
    // A CSV gets the byte-order mark spreadsheets need to read UTF-8; JSON is saved as it came.
    if (file?.fileName.endsWith(".csv")) downloadCsv(file);
    else if (file) downloadBlob(file.fileName, file.content);
  };
  const range = shownRange(state);
  return (
    // The status and address shown let tests (and styles) tell when the page matches the address.
    <div
      className="organization-activity"
      data-testid="activity"
      data-status={state.status}
      data-address={state.address}
    >
      <ActivityFilters
        view={state.view}
        actors={state.actors}
        onChange={(change) => viewModel.setView(change)}
        onClear={() => viewModel.clearFilters()}
      />
      <ActivityVerification
        head={state.head}
        verification={state.verification}
        onVerify={() => viewModel.verify()}
      />
      <div className="organization-activity-toolbar">
        <p className="organization-activity-summary" data-testid="activity-summary" aria-live="polite">
          {range ? t("organization.activity.summary", range) : null}
        </p>
        <Button
          icon={<Refresh />}
          onClick={() => viewModel.refresh()}
          loading={state.status === "loading" && state.items.length > 0}
        >
          {t("common.refresh")}
        </Button>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            icon={<Download />}
            intent="primary"
            loading={state.exporting === format}
            disabled={state.total === 0 || state.exporting !== null}
            onClick={() => exportAs(format)}
            data-testid={`activity-export-${format}`}
          >
            {t(`organization.activity.export.${format}`)}
          </Button>
        ))}
      </div>
      <ActivityContent viewModel={viewModel} />
    </div>
  );
}

function ActivityContent({ viewModel }: { viewModel: ActivityViewModel }) {
  const { t } = useTranslation();
  const state = useObservable(viewModel.state$, viewModel.current());
  const notice = activityNoticeOf(state);
  if (notice !== null)
    return (
      <CommonListStateMessage
        state={notice}
        frame={STATE_FRAME}
        texts="organization.activity.notices"
        onRetry={() => viewModel.refresh()}
        clear={{ label: t("organization.activity.filters.clear"), onClear: () => viewModel.clearFilters() }}
      />
    );
  return (
    <>
      <ActivityTable items={state.items} busy={state.status === "loading"} />
      <ReportPagination window={state.pages} onPage={(page) => viewModel.goToPage(page)} />
    </>
  );
}

/** Loading, empty, nothing matching or failed: said in place of the table. */
const STATE_FRAME = { className: "organization-activity-state", testId: "activity-state" };
