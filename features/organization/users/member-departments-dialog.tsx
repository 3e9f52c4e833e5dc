import {
  Button,
  Checkbox,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from "@blueprintjs/core";
import { Envelope, People } from "@blueprintjs/icons";
import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../ui/components/app-dialog.tsx";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import type { DepartmentsForm, MembersState } from "./members.state.ts";
import type { MembersViewModel } from "./members.view-model.ts";
import { UsersFieldErrors } from "./users-field-errors.tsx";

/** Invites someone by email into departments, or changes the departments of someone listed. */
export function MemberDepartmentsDialog({
  state,
  viewModel,
}: {
  readonly state: MembersState;
  readonly viewModel: MembersViewModel;
}) {
  const { t } = useTranslation();
  // Still drawn while the dialog fades out after it was answered.
  const shown = useRef<DepartmentsForm | null>(state.form);
  if (state.form) shown.current = state.form;
  const form = shown.current;
  const sending = state.call === "sending";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.submitForm();
  };
  const title =
    form?.kind === "edit"
      ? t("organization.users.form.editTitle", { email: form.email })
      : t("organization.users.form.inviteTitle");
  return (
    <AppDialog
      isOpen={state.form !== null}
      onClose={() => viewModel.closeForm()}
      title={title}
      icon={form?.kind === "edit" ? <People /> : <Envelope />}
      canEscapeKeyClose={!sending}
      isCloseButtonShown={!sending}
      className="app-users-dialog"
    >
      <form onSubmit={submit} noValidate data-testid="member-form" aria-busy={sending}>
        <DialogBody>
          {form ? <FormFields form={form} state={state} viewModel={viewModel} /> : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" disabled={sending} onClick={() => viewModel.closeForm()}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" intent="primary" loading={sending}>
                {form?.kind === "edit"
                  ? t("organization.users.form.save")
                  : t("organization.users.form.invite")}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}

function FormFields({
  form,
  state,
  viewModel,
}: {
  readonly form: DepartmentsForm;
  readonly state: MembersState;
  readonly viewModel: MembersViewModel;
}) {
  const { t } = useTranslation();
  const emailErrors = errorsOf(form.fieldErrors, "email");
  const departmentErrors = errorsOf(form.fieldErrors, "departments");
  return (
    <>
      {form.kind === "invite" ? (
        <FormGroup label={t("organization.users.form.email")} labelFor="member-email">
          <InputGroup
            id="member-email"
            type="email"
            autoFocus
            autoComplete="off"
            placeholder={t("organization.users.form.emailPlaceholder")}
            value={form.email}
            intent={emailErrors.length > 0 ? "danger" : "none"}
            aria-invalid={emailErrors.length > 0}
            aria-describedby={emailErrors.length > 0 ? "member-email-errors" : undefined}
            onValueChange={(email) => viewModel.changeEmail(email)}
          />
          <UsersFieldErrors id="member-email-errors" errors={emailErrors} />
        </FormGroup>
      ) : null}
      <fieldset
        className="app-users-departments"
        aria-invalid={departmentErrors.length > 0}
        aria-describedby={
          departmentErrors.length > 0 ? "member-departments-errors" : "member-departments-help"
        }
      >
        <legend className={Classes.LABEL}>{t("organization.users.form.departments")}</legend>
        <p id="member-departments-help" className={Classes.TEXT_MUTED}>
          {form.kind === "invite"
            ? t("organization.users.form.departmentsHelp")
            : t("organization.users.form.departmentsEditHelp")}
        </p>
        {state.departments.map((department, index) => (
          <Checkbox
            key={department.id}
            label={department.name}
            checked={form.departments.includes(department.id)}
            autoFocus={form.kind === "edit" && index === 0}
            onChange={(event) => viewModel.chooseDepartment(department.id, event.currentTarget.checked)}
          />
        ))}
        <UsersFieldErrors id="member-departments-errors" errors={departmentErrors} />
      </fieldset>
    </>
  );
}
