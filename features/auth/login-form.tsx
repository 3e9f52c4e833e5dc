import { Button, Classes } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Credentials } from "../../core/auth/auth-provider.port.ts";
import { errorsOf } from "../../ui/components/broken-rule-text.ts";
import { AuthField } from "./auth-field.tsx";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";
import { EmailField } from "./email-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

export interface LoginFormProps {
  readonly viewModel: AuthFormViewModel;
  readonly state: AuthFormState;
  readonly demoAccount?: Credentials;
}

/** Email and password (SPEC §2 LOGIN): a new email gets an account, a known one is signed in. */
export function LoginForm({ viewModel, state, demoAccount }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    <form
      className="app-auth-form"
      noValidate
      aria-label={t("routes.AUTH_PAGE")}
      onSubmit={(event) => {
        event.preventDefault();
        void viewModel.logIn({ email, password });
      }}
    >
      <p className={Classes.TEXT_MUTED}>{t("auth.logInExplanation")}</p>
      {demoAccount ? (
        <div className="app-auth-demo" data-testid="demo-hint">
          <p>{t("auth.demoExplanation")}</p>
          <p>{t("auth.demoHint", { email: demoAccount.email, password: demoAccount.password })}</p>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setEmail(demoAccount.email);
              setPassword(demoAccount.password);
            }}
          >
            {t("auth.fillDemoAccount")}
          </Button>
        </div>
      ) : null}
      <EmailField value={email} onChange={setEmail} state={state} />
      <AuthField
        label={t("auth.password")}
        name="password"
        kind="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errors={errorsOf(state.fieldErrors, "password")}
        disabled={state.loading}
      />
      <AuthMessages messages={state.loginErrors} intent="danger" />
      <SubmitButton loading={state.loading} onward>
        {t("auth.logIn")}
      </SubmitButton>
      <Button variant="minimal" className="app-auth-link" onClick={() => viewModel.showForgotPassword()}>
        {t("auth.forgotPasswordLink")}
      </Button>
    </form>
  );
}
