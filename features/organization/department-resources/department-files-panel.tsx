import "./department-resources.css";
import { Callout, Classes, NonIdealState } from "@blueprintjs/core";
import { Document, Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import { createDepartmentFilesViewModel } from "./department-files.view-model-factory.ts";
import type { DepartmentPanelProps } from "./department-panel-props.ts";
import { PolicyFilesTable } from "./policy-files-table.tsx";
import { PolicyFromUrlForm } from "./policy-from-url-form.tsx";
import { PolicySearchForm } from "./policy-search-form.tsx";
import { PolicyUploadForm } from "./policy-upload-form.tsx";
import { useDepartmentViewModel } from "./use-department-view-model.ts";

const KEYS = "organization.departmentResources.files";

/**
 * A department's policy documents (SPEC §7 files): the list with each one's status (pending, indexed with its real
 * counts, failed with the reason), an upload within the limits it states, with a progress bar, a document added
 * from a URL, deletion after a confirmation naming the document, and a search of their passages.
 */
export function DepartmentFilesPanel({ organizationId, department, onChanged }: DepartmentPanelProps) {
  const { t } = useTranslation();
  const viewModel = useDepartmentViewModel(
    { organizationId, department, onChanged },
    createDepartmentFilesViewModel,
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const editReason = usePermissionReason(state.edit);
  return (
    <section
      className="app-department-resource app-department-files"
      aria-label={t(`${KEYS}.title`)}
      aria-busy={state.call !== null}
    >
      <p className={`app-department-resource-intro ${Classes.TEXT_MUTED}`}>
        {t(`${KEYS}.intro`, { department: state.departmentName })}
      </p>
      {state.edit.allowed ? (
        <div className="app-department-resource-forms">
          <PolicyUploadForm viewModel={viewModel} state={state} />
          <PolicyFromUrlForm viewModel={viewModel} state={state} />
        </div>
      ) : (
        <Callout icon={<Lock />} className="app-department-resource-reason" data-testid="files-reason">
          {t(`${KEYS}.readOnly`, { reason: editReason })}
        </Callout>
      )}
      {state.files.length > 0 ? (
        <>
          <PolicyFilesTable state={state} onRemove={(fileId) => viewModel.askToRemove(fileId)} />
          <PolicySearchForm viewModel={viewModel} state={state} />
        </>
      ) : (
        <NonIdealState
          className="app-department-resource-notice"
          icon={<Document size={48} />}
          title={t(`${KEYS}.emptyTitle`)}
          description={state.edit.allowed ? t(`${KEYS}.emptyDescription`) : undefined}
        />
      )}
      <RemovalAlert
        question={
          state.removal
            ? t(`${KEYS}.confirmDelete`, { name: state.removal.name, department: state.departmentName })
            : null
        }
        confirmText={t("common.delete")}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </section>
  );
}
