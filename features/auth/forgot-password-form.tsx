import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";
import { EmailField } from "./email-field.tsx";
import { ExplainedAuthForm } from "./explained-auth-form.tsx";
import { SubmitButton } from "./submit-button.tsx";

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
    <ExplainedAuthForm
      name="forgot-password"
      title={t("auth.forgotPasswordTitle")}
      explanation={t("auth.forgotPasswordExplanation")}
      onSubmit={() => void viewModel.requestPasswordReset({ email })}
    >
      <EmailField value={email} onChange={setEmail} state={state} />
      <AuthMessages messages={state.forgotPasswordInfo} intent="success" />
      <AuthMessages messages={state.loginErrors} intent="danger" />
      <SubmitButton loading={state.loading}>{t("auth.sendResetLink")}</SubmitButton>
      <Button variant="minimal" className="app-auth-link" onClick={() => viewModel.showLogin()}>
        {t("auth.backToSignIn")}
      </Button>
    </ExplainedAuthForm>
  );
}
