import { Button, Callout, Checkbox, HTMLSelect } from "@blueprintjs/core";
import { Download, Error as ErrorIcon } from "@blueprintjs/icons";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import type { Department } from "../../../core/organization/department.entity.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import type { EvidenceDownloadViewModel } from "./evidence-download.view-model.ts";
import { createEvidenceDownloadViewModel } from "./evidence-download.view-model-factory.ts";

interface EvidenceDownloadProps {
  readonly organizationId: string;
  readonly department: Pick<Department, "id" | "name" | "role">;
}

/** The department's compliance evidence download, under its settings; nothing for a role that may not download it. */
export function EvidenceDownload({ organizationId, department }: EvidenceDownloadProps) {
  const services = useScreenServices();
  const viewModel = useViewModel(() =>
    createEvidenceDownloadViewModel(services, { organizationId }, department),
  );
  useEffect(() => viewModel.setDepartment(department), [viewModel, department]);
  const { mayDownload } = useObservable(viewModel.state$, viewModel.current());
  return mayDownload ? <EvidenceDownloadPanel viewModel={viewModel} /> : null;
}

/** A month, request bodies for the roles allowed them, and the download with its progress and failure. */
export function EvidenceDownloadPanel({ viewModel }: { readonly viewModel: EvidenceDownloadViewModel }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const state = useObservable(viewModel.state$, viewModel.current());
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <section
      className="app-departments-fieldset app-departments-evidence"
      aria-labelledby={`${id}-title`}
      aria-busy={state.downloading}
      data-testid="evidence-download"
    >
      <h3 id={`${id}-title`} className="app-departments-legend">
        {t("organization.departments.evidence.title")}
      </h3>
      <p className="app-departments-hint">{t("organization.departments.evidence.help")}</p>
      <div className="app-departments-evidence-controls">
        <label htmlFor={`${id}-month`}>{t("organization.departments.evidence.month")}</label>
        <HTMLSelect
          id={`${id}-month`}
          value={state.month}
          disabled={state.downloading}
          data-testid="evidence-month"
          onChange={(event) => viewModel.chooseMonth(event.currentTarget.value)}
          options={state.months.map((month) => ({
            value: month,
            label: monthName.format(new Date(`${month}-01T00:00:00Z`)),
          }))}
        />
        {state.mayIncludeBodies ? (
          <Checkbox
            checked={state.includeBodies}
            disabled={state.downloading}
            data-testid="evidence-bodies"
            label={t("organization.departments.evidence.includeBodies")}
            aria-describedby={`${id}-bodies-help`}
            onChange={(event) => viewModel.includeBodies(event.currentTarget.checked)}
          />
        ) : null}
        <Button
          type="button"
          intent="primary"
          icon={<Download />}
          loading={state.downloading}
          data-testid="evidence-download-button"
          onClick={() => void viewModel.download()}
        >
          {t("organization.departments.evidence.download")}
        </Button>
      </div>
      <p id={`${id}-bodies-help`} className="app-departments-hint">
        {t("organization.departments.evidence.bodiesHelp")}
      </p>
      {state.downloading ? (
        <p role="status" className="app-departments-hint">
          {t("organization.departments.evidence.downloading")}
        </p>
      ) : null}
      {state.error ? (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" data-testid="evidence-error">
          <span className="app-departments-evidence-error">{state.error}</span>
        </Callout>
      ) : null}
    </section>
  );
}
