import { Button, Classes, FormGroup, H2, InputGroup } from "@blueprintjs/core";
import { Plus } from "@blueprintjs/icons";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { RemovalAlert } from "../shared/removal-alert.tsx";
import type { SuperAdminsState } from "./super-admins.state.ts";
import type { SuperAdminsViewModel } from "./super-admins.view-model.ts";
import { createSuperAdminsViewModel } from "./super-admins.view-model-factory.ts";
import { SuperAdminsTable } from "./super-admins-table.tsx";
import { UsersFieldErrors } from "./users-field-errors.tsx";
import { UsersLoadFailure, UsersLoading } from "./users-notices.tsx";

/** The people who run the organization with the owner (SPEC §6: shown to owners and super admins). */
export function SuperAdminsSection({ organizationId }: { readonly organizationId: string }) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createSuperAdminsViewModel(services, organizationId));
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section
      className="app-users-section app-users-super-admins"
      aria-labelledby="super-admins-title"
      aria-busy={state.status === "loading" || state.call !== null}
      data-testid="super-admins"
    >
      <H2 id="super-admins-title" className="app-users-section-title">
        {t("organization.users.superAdmins.title")}
      </H2>
      <p className={Classes.TEXT_MUTED}>{t("organization.users.superAdmins.intro")}</p>
      <AddSuperAdminForm state={state} viewModel={viewModel} />
      <SuperAdminsContent state={state} viewModel={viewModel} />
      <RemovalAlert
        question={
          state.removal
            ? t("organization.users.superAdmins.confirmRemove", { email: state.removal.email })
            : null
        }
        confirmText={t("organization.users.remove")}
        removing={state.call === "removing"}
        onConfirm={() => void viewModel.confirmRemoval()}
        onCancel={() => viewModel.cancelRemoval()}
      />
    </section>
  );
}

function AddSuperAdminForm({
  state,
  viewModel,
}: {
  readonly state: SuperAdminsState;
  readonly viewModel: SuperAdminsViewModel;
}) {
  const { t } = useTranslation();
  const broken = state.fieldErrors.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.add();
  };
  return (
    <form className="app-users-add-admin" onSubmit={submit} noValidate>
      <FormGroup label={t("organization.users.superAdmins.email")} labelFor="super-admin-email">
        <div className="app-users-add-admin-row">
          <InputGroup
            id="super-admin-email"
            type="email"
            autoComplete="off"
            placeholder={t("organization.users.form.emailPlaceholder")}
            value={state.email}
            intent={broken ? "danger" : "none"}
            aria-invalid={broken}
            aria-describedby={broken ? "super-admin-email-errors" : undefined}
            onValueChange={(email) => viewModel.changeEmail(email)}
          />
          <Button
            type="submit"
            intent="primary"
            icon={<Plus />}
            loading={state.call === "adding"}
            disabled={state.status !== "ready" || state.call !== null}
          >
            {t("organization.users.superAdmins.add")}
          </Button>
        </div>
        <UsersFieldErrors id="super-admin-email-errors" errors={state.fieldErrors} />
      </FormGroup>
    </form>
  );
}

function SuperAdminsContent({
  state,
  viewModel,
}: {
  readonly state: SuperAdminsState;
  readonly viewModel: SuperAdminsViewModel;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") return <UsersLoading />;
  if (state.status === "failed") {
    return (
      <UsersLoadFailure
        title={t("organization.users.superAdmins.failedTitle")}
        failure={state.failure}
        onRetry={() => void viewModel.retry()}
      />
    );
  }
  return (
    <SuperAdminsTable
      admins={state.admins}
      busy={state.call !== null}
      onRemove={(id) => viewModel.askToRemove(id)}
    />
  );
}
