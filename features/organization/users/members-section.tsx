import { H2, InputGroup } from "@blueprintjs/core";
import { People, Plus, Search, SearchTemplate } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { Permission } from "../../../core/organization/acting-role.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { PermittedButton } from "../shared/permitted-button.tsx";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import { MemberDepartmentsDialog } from "./member-departments-dialog.tsx";
import { type MembersState, visibleMembers } from "./members.state.ts";
import type { MembersViewModel } from "./members.view-model.ts";
import { createMembersViewModel } from "./members.view-model-factory.ts";
import { MembersTable } from "./members-table.tsx";
import { UsersLoadFailure, UsersLoading, UsersNotice } from "./users-notices.tsx";

/**
 * The organization's people by department, with a search kept in the address; inviting, moving and removing
 * people for those whose role allows it (the invite button says which role does, otherwise).
 */
export function MembersSection({
  organizationId,
  manage,
}: {
  readonly organizationId: string;
  readonly manage: Permission;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const services = useScreenServices();
  const viewModel = useViewModel(() =>
    createMembersViewModel(
      services,
      { organizationId, mayManage: manage.allowed },
      search,
      // The search replaces the address rather than stacking up history entries.
      (next) => navigate({ search: next }, { replace: true }),
    ),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section
      className="app-users-section app-users-members"
      aria-labelledby="members-title"
      aria-busy={state.status === "loading" || state.call !== null}
    >
      <div className="app-users-toolbar">
        <H2 id="members-title" className="app-users-section-title">
          {t("organization.users.members.title")}
        </H2>
        <InputGroup
          className="app-users-search"
          type="search"
          leftIcon={<Search />}
          placeholder={t("organization.users.members.searchPlaceholder")}
          aria-label={t("organization.users.members.search")}
          value={state.search}
          onValueChange={(text) => viewModel.search(text)}
        />
        <PermittedButton
          permission={manage}
          data-testid="member-invite"
          intent="primary"
          icon={<Plus />}
          disabled={state.status !== "ready" || state.call !== null}
          onClick={() => viewModel.startInvitation()}
        >
          {t("organization.users.members.invite")}
        </PermittedButton>
      </div>
      <MembersContent state={state} viewModel={viewModel} manage={manage.allowed} />
      <MemberDepartmentsDialog state={state} viewModel={viewModel} />
      <RemovalAlert
        question={
          state.removal ? t("organization.users.members.confirmRemove", { email: state.removal.email }) : null
        }
        confirmText={t("organization.users.remove")}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </section>
  );
}

function MembersContent({
  state,
  viewModel,
  manage,
}: {
  readonly state: MembersState;
  readonly viewModel: MembersViewModel;
  readonly manage: boolean;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") return <UsersLoading />;
  if (state.status === "failed") {
    return (
      <UsersLoadFailure
        title={t("organization.users.members.failedTitle")}
        failure={state.failure}
        onRetry={() => void viewModel.retry()}
      />
    );
  }
  if (state.members.length === 0) {
    return (
      <UsersNotice
        icon={<People size={40} />}
        title={t("organization.users.members.emptyTitle")}
        description={t("organization.users.members.emptyDescription")}
      />
    );
  }
  const found = visibleMembers(state);
  if (found.length === 0) {
    return (
      <UsersNotice
        icon={<SearchTemplate size={40} />}
        title={t("organization.users.members.noMatchTitle", { search: state.search.trim() })}
        description={t("organization.users.members.noMatchDescription")}
      />
    );
  }
  return (
    <MembersTable
      members={found}
      manage={manage}
      busy={state.call !== null}
      onEdit={(id) => viewModel.editDepartments(id)}
      onRemove={(id) => viewModel.askToRemove(id)}
    />
  );
}
