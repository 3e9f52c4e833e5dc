import { Button, Classes } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthField } from "./auth-field.tsx";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";
import { errorsOf } from "./field-error-text.ts";

/** SPEC §2 FORGOT_PASSWORD: asks for a reset link by email. */
export function ForgotPasswordForm({
  viewModel,
  state,
}: {
  viewModel: AuthFormViewModel;
  state: AuthFormState;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  return (
    <form
      className="app-auth-form"
      noValidate
      aria-labelledby="forgot-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void viewModel.requestPasswordReset({ email });
      }}
    >
      <h2 id="forgot-password-title" className={`${Classes.HEADING} app-auth-form-title`}>
        {t("auth.forgotPasswordTitle")}
      </h2>
      <p className={Classes.TEXT_MUTED}>{t("auth.forgotPasswordExplanation")}</p>
      <AuthField
        label={t("auth.email")}
        name="email"
        kind="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        errors={errorsOf(state.fieldErrors, "email")}
        disabled={state.loading}
      />
      <AuthMessages messages={state.forgotPasswordInfo} intent="success" />
      <AuthMessages messages={state.loginErrors} intent="danger" />
      <Button type="submit" intent="primary" size="large" fill loading={state.loading}>
        {t("auth.sendResetLink")}
      </Button>
      <Button variant="minimal" className="app-auth-link" onClick={() => viewModel.showLogin()}>
        {t("auth.backToSignIn")}
      </Button>
    </form>
  );
}
