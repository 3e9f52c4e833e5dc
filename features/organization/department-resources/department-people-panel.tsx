import "./department-resources.css";
import { NonIdealState } from "@blueprintjs/core";
import { Lock, People } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ListLoadFailure, ListLoading } from "../../../ui/components/list-notices.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import type { DepartmentPanelProps } from "./department-panel-props.ts";
import type { DepartmentPeopleState } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";
import { createDepartmentPeopleViewModel } from "./department-people.view-model-factory.ts";
import { DepartmentPeopleTable } from "./department-people-table.tsx";
import { PersonKeyDialogs } from "./person-key-dialogs.tsx";
import { useDepartmentViewModel } from "./use-department-view-model.ts";

const KEYS = "organization.departmentResources.people";

/**
 * The people of a department (SPEC §7 department users): their role there, removal, and the API keys each sends
 * requests with, made, edited, rotated, revoked and deleted there (a secret shown in full once). A member is shown
 * why the list is not theirs to see.
 */
export function DepartmentPeoplePanel({ organizationId, department, onChanged }: DepartmentPanelProps) {
  const { t } = useTranslation();
  const viewModel = useDepartmentViewModel(
    { organizationId, department, onChanged },
    createDepartmentPeopleViewModel,
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section
      className="app-department-resource app-department-people"
      aria-label={t(`${KEYS}.title`)}
      aria-busy={state.status === "loading" || state.call !== null}
    >
      <PeopleContent viewModel={viewModel} state={state} />
      <RemovalAlert
        question={
          state.removal
            ? t(`${KEYS}.confirmRemove`, {
                email: state.removal.person.email,
                department: state.departmentName,
              })
            : null
        }
        confirmText={t(`${KEYS}.remove`)}
        removing={state.call?.kind === "removingPerson"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
      <PersonKeyDialogs viewModel={viewModel} state={state} />
    </section>
  );
}

function PeopleContent({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
}) {
  const { t } = useTranslation();
  const viewReason = usePermissionReason(state.view);
  switch (state.status) {
    case "forbidden":
      return (
        <NonIdealState
          className="app-department-resource-notice"
          icon={<Lock size={48} />}
          title={t(`${KEYS}.forbiddenTitle`, { department: state.departmentName })}
          description={<span data-testid="people-reason">{viewReason}</span>}
        />
      );
    case "loading":
      return <ListLoading className="app-department-resource-notice" />;
    case "failed":
      return (
        <ListLoadFailure
          className="app-department-resource-notice"
          title={t(`${KEYS}.failedTitle`)}
          failure={state.failure}
          fallback={t(`${KEYS}.failedDescription`)}
          onRetry={() => void viewModel.retry()}
        />
      );
    case "ready":
      return state.people.length === 0 ? (
        <NonIdealState
          className="app-department-resource-notice"
          icon={<People size={48} />}
          title={t(`${KEYS}.emptyTitle`)}
          description={t(`${KEYS}.emptyDescription`)}
        />
      ) : (
        <DepartmentPeopleTable viewModel={viewModel} state={state} />
      );
  }
}
