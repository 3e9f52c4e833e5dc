import { Button, Classes } from "@blueprintjs/core";
import { ArrowRight } from "@blueprintjs/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthField } from "./auth-field.tsx";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";
import { errorsOf, fieldErrorText } from "./field-error-text.ts";

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
  const codeErrors = errorsOf(state.fieldErrors, "oobCode");
  return (
    <form
      className="app-auth-form"
      noValidate
      aria-labelledby="reset-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void viewModel.resetPassword({ oobCode, newPassword });
      }}
    >
      <h2 id="reset-password-title" className={`${Classes.HEADING} app-auth-form-title`}>
        {t("auth.resetPasswordTitle")}
      </h2>
      <p className={Classes.TEXT_MUTED}>{t("auth.resetPasswordExplanation")}</p>
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
      {codeErrors.length > 0 ? (
        <p className="app-auth-field-errors app-auth-field-error" role="alert">
          {codeErrors.map((error) => (
            <span key={error.constraint} data-testid="field-error">
              {fieldErrorText(t, error)}
            </span>
          ))}
        </p>
      ) : null}
      <AuthMessages messages={state.resetPasswordErrors} intent="danger" />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={state.loading}
        endIcon={<ArrowRight />}
      >
        {t("auth.resetPassword")}
      </Button>
    </form>
  );
}
