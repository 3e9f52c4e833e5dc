import { Button, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { AuthCapabilities } from "../../core/auth/auth-provider.port.ts";
import type { AuthFormState } from "./auth-form.state.ts";
import type { AuthFormViewModel } from "./auth-form.view-model.ts";
import { AuthMessages } from "./auth-messages.tsx";

export interface SocialSignInProps {
  readonly viewModel: AuthFormViewModel;
  readonly state: AuthFormState;
  readonly capabilities: AuthCapabilities;
}

/**
 * Sign-in through the provider's own pages in a popup: its hosted page (Auth0) and the social accounts it offers.
 * Without an embedded password form this is the whole page, so it then also shows the errors.
 */
export function SocialSignIn({ viewModel, state, capabilities }: SocialSignInProps) {
  const { t } = useTranslation();
  const { hostedLogin, socialProviders, passwordForm } = capabilities;
  if (!hostedLogin && socialProviders.length === 0) return null;
  return (
    <div className="app-auth-social">
      {passwordForm ? (
        <p className={`${Classes.TEXT_MUTED} app-auth-divider`}>{t("auth.orContinueWith")}</p>
      ) : null}
      {hostedLogin ? (
        <>
          <p className={Classes.TEXT_MUTED}>{t("auth.hostedExplanation")}</p>
          <Button
            intent="primary"
            size="large"
            fill
            loading={state.loading}
            onClick={() => void viewModel.signInWithHostedPage()}
          >
            {t("auth.hostedLogin")}
          </Button>
        </>
      ) : null}
      {socialProviders.map((provider) => (
        <Button
          key={provider}
          size="large"
          fill
          variant="outlined"
          disabled={state.loading}
          onClick={() => void viewModel.signInWithProvider(provider)}
        >
          {t("auth.continueWithProvider", { provider: t(`auth.provider.${provider}`) })}
        </Button>
      ))}
      {passwordForm ? null : <AuthMessages messages={state.loginErrors} intent="danger" />}
    </div>
  );
}
