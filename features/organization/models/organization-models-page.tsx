import "./organization-models.css";
import { Classes } from "@blueprintjs/core";
import { Build, Cube, Globe, Lock, Plus } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { NoOrganizationState } from "../shared/no-organization-state.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import { useOrganizationScope } from "../shared/use-organization-scope.ts";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import { AddAvailableModelDialog } from "./add-available-model-dialog.tsx";
import { AddCustomModelDialog } from "./add-custom-model-dialog.tsx";
import { EmbeddingModelSetting } from "./embedding-model-setting.tsx";
import { GridNodesTable } from "./grid-nodes-table.tsx";
import { ListNotice } from "./list-notice.tsx";
import type { OrganizationModelsState } from "./organization-models.state.ts";
import type { OrganizationModelsViewModel } from "./organization-models.view-model.ts";
import { createOrganizationModelsViewModel } from "./organization-models.view-model-factory.ts";
import { OrganizationModelsTable } from "./organization-models-table.tsx";
import { useGridNodeSortAddress } from "./use-grid-node-sort-address.ts";

/**
 * The organization's models (SPEC §2, issue 8 item 4) and the grid nodes they run on. Those whose role may manage
 * the models add and delete them; the others read, told which role may.
 */
export function OrganizationModelsPage() {
  const { organizationId, role } = useOrganizationScope();
  // A new organization or role (after a sign-in as someone else) starts the screen afresh.
  return (
    <OrganizationModelsScreen key={`${organizationId}:${role}`} organizationId={organizationId} role={role} />
  );
}

function OrganizationModelsScreen({
  organizationId,
  role,
}: {
  readonly organizationId: string | null;
  readonly role: string | null;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const services = useScreenServices();
  const viewModel = useViewModel(() =>
    createOrganizationModelsViewModel(services, { organizationId, role }, search),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  useGridNodeSortAddress(state.gridNodeSort);
  const busy =
    state.models.status === "loading" || state.gridNodes.status === "loading" || state.call !== null;
  const { dialog } = state;
  return (
    <section className="app-page app-organization-models" aria-busy={busy}>
      <PageHeader title={t("routes.ORGANIZATION_MODEL_PAGE")}>
        <p className={`${Classes.TEXT_MUTED} app-page-intro`}>{t("organization.models.intro")}</p>
      </PageHeader>
      <section className="app-org-models-section" aria-labelledby="org-models-title">
        <div className="app-org-models-toolbar">
          <h2 id="org-models-title" className={Classes.HEADING}>
            {t("organization.models.modelsTitle")}
          </h2>
          {organizationId ? <AddButtons viewModel={viewModel} state={state} /> : null}
        </div>
        {organizationId ? <ReadOnlyReason state={state} /> : null}
        {organizationId ? <ModelsContent viewModel={viewModel} state={state} /> : <NoOrganizationState />}
      </section>
      {organizationId ? <EmbeddingModelSetting organizationId={organizationId} role={role} /> : null}
      <section className="app-org-models-section" aria-labelledby="org-grid-nodes-title">
        <h2 id="org-grid-nodes-title" className={Classes.HEADING}>
          {t("organization.models.gridNodes.title")}
        </h2>
        <p className={Classes.TEXT_MUTED}>{t("organization.models.gridNodes.intro")}</p>
        <ListNotice
          list={state.gridNodes}
          emptyIcon={<Globe size={40} />}
          emptyTitle={t("organization.models.gridNodes.emptyTitle")}
          emptyDescription={t("organization.models.gridNodes.emptyDescription")}
          failedTitle={t("organization.models.gridNodes.failedTitle")}
          failedDescription={t("organization.models.failedDescription")}
          onRetry={() => void viewModel.retryGridNodes()}
        />
        {state.gridNodes.items.length > 0 ? (
          <GridNodesTable
            nodes={state.gridNodes.items}
            sort={state.gridNodeSort}
            onSort={(key) => viewModel.sortGridNodes(key)}
          />
        ) : null}
      </section>
      <AddAvailableModelDialog
        dialog={dialog?.kind === "available" ? dialog : null}
        adding={state.call === "adding"}
        onChoose={(internalId) => viewModel.chooseAvailableModel(internalId)}
        onRetry={() => void viewModel.retryAvailableModels()}
        onSubmit={() => void viewModel.submitDialog()}
        onClose={() => viewModel.closeDialog()}
      />
      <AddCustomModelDialog
        dialog={dialog?.kind === "custom" ? dialog : null}
        gridNodes={state.gridNodes.items}
        adding={state.call === "adding"}
        onEdit={(field, value) => viewModel.editCustomModel(field, value)}
        onTestConnection={() => void viewModel.testDialogConnection()}
        onSubmit={() => void viewModel.submitDialog()}
        onClose={() => viewModel.closeDialog()}
      />
      <RemovalAlert
        question={state.removal ? t("organization.models.confirmDelete", { name: state.removal.name }) : null}
        confirmText={t("common.delete")}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </section>
  );
}

function AddButtons({
  viewModel,
  state,
}: {
  readonly viewModel: OrganizationModelsViewModel;
  readonly state: OrganizationModelsState;
}) {
  const { t } = useTranslation();
  const waiting = state.models.status !== "ready" || state.call !== null;
  return (
    <div className="app-org-models-actions" data-testid="org-model-add-actions">
      <PermittedButton
        permission={state.permission}
        data-testid="org-model-add-available"
        icon={<Plus />}
        disabled={waiting}
        onClick={() => void viewModel.openAvailableModels()}
      >
        {t("organization.models.addAvailable")}
      </PermittedButton>
      <PermittedButton
        permission={state.permission}
        data-testid="org-model-add-custom"
        intent="primary"
        icon={<Build />}
        disabled={waiting}
        onClick={() => viewModel.openCustomModel()}
      >
        {t("organization.models.addCustom")}
      </PermittedButton>
    </div>
  );
}

/** Why the list is read-only, in plain sight (the disabled buttons also say it). */
function ReadOnlyReason({ state }: { readonly state: OrganizationModelsState }) {
  const reason = usePermissionReason(state.permission);
  return reason ? (
    <p className={`${Classes.TEXT_MUTED} app-org-models-reason`} data-testid="org-models-read-only">
      <Lock /> {reason}
    </p>
  ) : null;
}

function ModelsContent({
  viewModel,
  state,
}: {
  readonly viewModel: OrganizationModelsViewModel;
  readonly state: OrganizationModelsState;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ListNotice
        list={state.models}
        emptyIcon={<Cube size={40} />}
        emptyTitle={t("organization.models.emptyTitle")}
        emptyDescription={t("organization.models.emptyDescription")}
        failedTitle={t("organization.models.failedTitle")}
        failedDescription={t("organization.models.failedDescription")}
        onRetry={() => void viewModel.retryModels()}
      />
      {state.models.items.length > 0 ? (
        <OrganizationModelsTable
          models={state.models.items}
          manageable={state.permission.allowed}
          busy={state.call !== null}
          removingId={state.call === "removing" ? (state.removal?.id ?? null) : null}
          connectionTests={state.connectionTests}
          onRemove={(id) => viewModel.askToRemove(id)}
          onTestConnection={(id) => void viewModel.testModelConnection(id)}
        />
      ) : null}
    </>
  );
}
