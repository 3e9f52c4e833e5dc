import "./departments.css";
import { Button, Classes, InputGroup, NonIdealState } from "@blueprintjs/core";
import { DiagramTree, Error as ErrorIcon, Plus, Search } from "@blueprintjs/icons";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Permission } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { ListLoadFailure, ListLoading } from "../../../ui/components/list-notices.tsx";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { CreateDepartmentDialog } from "./create-department-dialog.tsx";
import { DepartmentDetail } from "./department-detail.tsx";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import type { DepartmentsState } from "./departments.state.ts";
import type { DepartmentsViewModel } from "./departments.view-model.ts";
import { createDepartmentsViewModel } from "./departments.view-model-factory.ts";
import { DepartmentsTable } from "./departments-table.tsx";
import { DiscardChangesAlert } from "./discard-changes-alert.tsx";

/** The organization's departments (SPEC §2 /organization/departments): list, search, create, and one shown. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const scope = useOrganizationScope();
  if (!scope.organizationId) {
    return (
      <section className="app-page app-departments">
        <PageHeader title={t("routes.ORGANIZATION_DEPARTMENT_PAGE")} />
        <NoOrganizationState />
      </section>
    );
  }
  return (
    <DepartmentsView
      key={scope.organizationId}
      organizationId={scope.organizationId}
      createPermission={scope.can("createDepartment")}
    />
  );
}

function DepartmentsView({
  organizationId,
  createPermission,
}: {
  readonly organizationId: string;
  readonly createPermission: Permission;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const services = useScreenServices();
  const settings = useRef<DepartmentSettingsViewModel | null>(null);
  const viewModel = useViewModel(() =>
    createDepartmentsViewModel(
      services,
      { organizationId, hasUnsavedChanges: () => settings.current?.current().dirty ?? false },
      search,
      (next, { replace }) => navigate({ search: next }, { replace }),
    ),
  );
  useEffect(() => viewModel.showAddress(search), [viewModel, search]);
  const state = useObservable(viewModel.state$, viewModel.current());
  const onSettings = useCallback((shown: DepartmentSettingsViewModel | null) => {
    settings.current = shown;
  }, []);
  const onSaved = useCallback((department: Department) => viewModel.replace(department), [viewModel]);
  const onChanged = useCallback(() => void viewModel.reloadSelected(), [viewModel]);

  return (
    <section
      className="app-page app-departments"
      aria-busy={state.status === "loading" || state.creation?.saving === true}
      data-status={state.status}
    >
      <PageHeader title={t("routes.ORGANIZATION_DEPARTMENT_PAGE")} />
      <div className="app-departments-toolbar">
        <p className={Classes.TEXT_MUTED}>{t("organization.departments.intro")}</p>
        <PermittedButton
          permission={createPermission}
          intent="primary"
          icon={<Plus />}
          data-testid="create-department"
          disabled={state.status !== "ready"}
          onClick={() => viewModel.openCreation()}
        >
          {t("organization.departments.create")}
        </PermittedButton>
      </div>
      <InputGroup
        type="search"
        className="app-departments-search"
        leftIcon={<Search />}
        placeholder={t("organization.departments.search")}
        aria-label={t("organization.departments.search")}
        value={state.address.query}
        onValueChange={(query) => viewModel.search(query)}
      />
      <DepartmentsList state={state} viewModel={viewModel} canCreate={createPermission.allowed} />
      {state.selected ? (
        <DepartmentDetail
          key={state.selected.id}
          organizationId={organizationId}
          department={state.selected}
          tab={state.address.tab}
          reloading={state.reloading}
          onTab={(tab) => viewModel.showTab(tab)}
          onClose={() => viewModel.closeSelection()}
          onSaved={onSaved}
          onChanged={onChanged}
          onSettings={onSettings}
        />
      ) : (
        <SelectionNotice state={state} />
      )}
      <CreateDepartmentDialog creation={state.creation} viewModel={viewModel} />
      <DiscardChangesAlert
        isOpen={state.pendingAddress !== null}
        question={t("organization.departments.settings.confirmLeave", { name: state.selected?.name ?? "" })}
        onConfirm={() => viewModel.confirmLeave()}
        onCancel={() => viewModel.cancelLeave()}
      />
    </section>
  );
}

function DepartmentsList({
  state,
  viewModel,
  canCreate,
}: {
  readonly state: DepartmentsState;
  readonly viewModel: DepartmentsViewModel;
  readonly canCreate: boolean;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") return <ListLoading className="app-departments-notice" />;
  if (state.status === "failed") {
    return (
      <ListLoadFailure
        className="app-departments-notice"
        title={t("organization.departments.failedTitle")}
        failure={state.failure}
        fallback={t("organization.departments.failedDescription")}
        onRetry={() => void viewModel.retry()}
      />
    );
  }
  if (state.departments.length === 0) {
    return (
      <NonIdealState
        className="app-departments-notice"
        icon={<DiagramTree size={48} />}
        title={t("organization.departments.emptyTitle")}
        description={
          canCreate
            ? t("organization.departments.emptyDescription")
            : t("organization.departments.emptyDescriptionReadOnly")
        }
      />
    );
  }
  if (state.listed.length === 0) {
    return (
      <NonIdealState
        className="app-departments-notice"
        icon={<Search size={48} />}
        title={t("organization.departments.noMatchTitle")}
        description={t("organization.departments.noMatchDescription", { query: state.address.query })}
        action={
          <Button onClick={() => viewModel.search("")}>{t("organization.departments.clearSearch")}</Button>
        }
      />
    );
  }
  return (
    <DepartmentsTable
      departments={state.listed}
      selectedId={state.address.departmentId}
      onSelect={(id) => viewModel.select(id)}
    />
  );
}

/** What shows below the list when no department is: an invitation to pick one, or why the one asked for is not. */
function SelectionNotice({ state }: { readonly state: DepartmentsState }) {
  const { t } = useTranslation();
  if (state.status !== "ready" || state.departments.length === 0) return null;
  return state.selectionMissing ? (
    <NonIdealState
      className="app-departments-notice"
      icon={<ErrorIcon size={40} />}
      title={t("organization.departments.missingTitle")}
      description={t("organization.departments.missingDescription")}
    />
  ) : (
    <NonIdealState
      className="app-departments-notice"
      icon={<DiagramTree size={40} />}
      title={t("organization.departments.chooseTitle")}
      description={t("organization.departments.chooseDescription")}
    />
  );
}
