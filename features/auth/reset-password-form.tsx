import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorsOf } from "../../ui/components/broken-rule-text.ts";
import { AuthField } from "./auth-field.tsx";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";
import { ExplainedAuthForm } from "./explained-auth-form.tsx";
import { FieldErrors } from "./field-errors.tsx";
import { SubmitButton } from "./submit-button.tsx";

export interface ResetPasswordFormProps {
  readonly viewModel: AuthFormViewModel;
  readonly state: AuthFormState;
  /** The out-of-band code from the reset link. */
  readonly oobCode: string;
}

/** The reset-password screen (SPEC §2): a new password for the link's code; success signs the person in. */
export function ResetPasswordForm({ viewModel, state, oobCode }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [newPassword, setNewPassword] = useState("");
  return (
    <ExplainedAuthForm
      name="reset-password"
      title={t("auth.resetPasswordTitle")}
      explanation={t("auth.resetPasswordExplanation")}
      onSubmit={() => void viewModel.resetPassword({ oobCode, newPassword })}
    >
      <AuthField
        label={t("auth.newPassword")}
        name="newPassword"
        kind="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        errors={errorsOf(state.fieldErrors, "newPassword")}
        disabled={state.loading}
      />
      <FieldErrors
        className="app-auth-field-errors app-auth-field-error"
        role="alert"
        errors={errorsOf(state.fieldErrors, "oobCode")}
      />
      <AuthMessages messages={state.resetPasswordErrors} intent="danger" />
      <SubmitButton loading={state.loading} onward>
        {t("auth.resetPassword")}
      </SubmitButton>
    </ExplainedAuthForm>
  );
}
