import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Office, Print } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "../../../ui/csv/export-csv-button.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { createComplianceMatrixViewModel } from "./compliance-matrix.view-model-factory.ts";
import { ComplianceMatrixTable } from "./compliance-matrix-table.tsx";
import "./compliance-matrix.css";

/** The compliance matrix tab: the grid, its legend, and the CSV export and print for an auditor. */
export function ComplianceMatrixPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createComplianceMatrixViewModel(services, organizationId));
  const state = useObservable(viewModel.state$, viewModel.current());

  return (
    <div className="compliance-matrix" data-testid="compliance-matrix" data-status={state.status}>
      <div className="compliance-matrix-toolbar">
        <p className="compliance-matrix-description">{t("organization.matrix.description")}</p>
        <div className="compliance-matrix-actions">
          <Button icon={<Print />} onClick={() => window.print()} disabled={state.rows.length === 0}>
            {t("organization.matrix.print")}
          </Button>
          <ExportCsvButton
            label={t("organization.matrix.export")}
            exporting={state.exporting}
            disabled={state.rows.length === 0}
            exportFile={() => viewModel.exportCsv()}
          />
        </div>
      </div>
      {state.status === "loading" ? (
        <NonIdealState
          icon={<Spinner size={40} aria-label={t("common.loading")} />}
          description={t("common.loading")}
        />
      ) : state.status === "failed" ? (
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={t("organization.matrix.notices.failed.title")}
          description={t("organization.matrix.notices.failed.description")}
          action={<Button onClick={() => void viewModel.retry()}>{t("common.retry")}</Button>}
        />
      ) : state.rows.length === 0 ? (
        <NonIdealState
          icon={<Office size={48} />}
          title={t("organization.matrix.notices.empty.title")}
          description={t("organization.matrix.notices.empty.description")}
        />
      ) : (
        <>
          <p className="compliance-matrix-legend">{t("organization.matrix.legend")}</p>
          <ComplianceMatrixTable rows={state.rows} />
        </>
      )}
    </div>
  );
}
