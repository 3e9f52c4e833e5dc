import { DepartmentResourceTableHead } from "./department-resource-table-head.tsx";
import "./department-resources.css";
import { Callout, Classes, Tag } from "@blueprintjs/core";
import { Lock, Unlock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { OrganizationTable } from "../shared/organization-table.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import type { DepartmentModelsState } from "./department-models.state.ts";
import { createDepartmentModelsViewModel } from "./department-models.view-model-factory.ts";
import type { DepartmentPanelProps } from "./department-panel-props.ts";
import { ModelPicker } from "./model-picker.tsx";
import { useDepartmentViewModel } from "./use-department-view-model.ts";

const KEYS = "organization.departmentResources.models";

/**
 * The models a department may use (SPEC §7 department models): those assigned, none meaning every model of the
 * organization is allowed; an admin assigns one of the organization's other models, or removes one after a
 * confirmation.
 */
export function DepartmentModelsPanel({ organizationId, department, onChanged }: DepartmentPanelProps) {
  const { t } = useTranslation();
  const viewModel = useDepartmentViewModel(
    { organizationId, department, onChanged },
    createDepartmentModelsViewModel,
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const assignReason = usePermissionReason(state.assign);
  const lastOne = state.removal !== null && state.assigned.length === 1;
  return (
    <section
      className="app-department-resource app-department-models"
      aria-label={t(`${KEYS}.title`)}
      aria-busy={state.call !== null || state.choice.status === "loading"}
    >
      <p className={`app-department-resource-intro ${Classes.TEXT_MUTED}`}>
        {t(`${KEYS}.intro`, { department: state.departmentName })}
      </p>
      {state.assign.allowed ? (
        <ModelPicker viewModel={viewModel} state={state} />
      ) : (
        <Callout icon={<Lock />} className="app-department-resource-reason" data-testid="models-reason">
          {t(`${KEYS}.readOnly`, { reason: assignReason })}
        </Callout>
      )}
      {state.assigned.length === 0 ? (
        <Callout
          intent="primary"
          icon={<Unlock />}
          title={t(`${KEYS}.allAllowedTitle`)}
          data-testid="all-models-allowed"
        >
          {t(`${KEYS}.allAllowed`, { department: state.departmentName })}
        </Callout>
      ) : (
        <AssignedModelsTable state={state} onRemove={(modelId) => viewModel.askToRemove(modelId)} />
      )}
      <RemovalAlert
        question={
          state.removal
            ? t(lastOne ? `${KEYS}.confirmRemoveLast` : `${KEYS}.confirmRemove`, {
                model: state.removal.name,
                department: state.departmentName,
              })
            : null
        }
        confirmText={t(`${KEYS}.remove`)}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </section>
  );
}

function AssignedModelsTable({
  state,
  onRemove,
}: {
  readonly state: DepartmentModelsState;
  readonly onRemove: (modelId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="app-department-resource-note">
        {t(`${KEYS}.onlyThese`, { department: state.departmentName })}
      </p>
      <OrganizationTable className="app-department-resource-table" striped label={t(`${KEYS}.title`)}>
        <DepartmentResourceTableHead
          columns={[t(`${KEYS}.columns.name`), t(`${KEYS}.columns.provider`), t(`${KEYS}.columns.type`)]}
        />
        <tbody>
          {state.assigned.map((model) => (
            <tr
              key={model.id}
              data-testid="department-model-row"
              data-model-id={model.id}
              data-model-name={model.name}
            >
              <td data-column="name" className="app-department-resource-name">
                {model.name}
              </td>
              <td data-column="provider">{model.provider}</td>
              <td data-column="type">
                <Tag minimal>{t(`${KEYS}.types.${model.type}`)}</Tag>
              </td>
              <td className="app-department-resource-actions">
                <PermittedButton
                  permission={state.assign}
                  variant="minimal"
                  intent="danger"
                  aria-label={t(`${KEYS}.removeModel`, { model: model.name })}
                  disabled={state.call !== null}
                  data-testid="department-model-remove"
                  onClick={() => onRemove(model.id)}
                >
                  {t(`${KEYS}.remove`)}
                </PermittedButton>
              </td>
            </tr>
          ))}
        </tbody>
      </OrganizationTable>
    </>
  );
}
