import { Callout, Card, Spinner } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { AuthFormMode, resetCodeOf } from "./auth-form.state.ts";
import { createAuthFormViewModel } from "./auth-form.view-model-factory.ts";
import { LoginForm } from "./login-form.tsx";
import { SocialSignIn } from "./social-sign-in.tsx";

// Shown on demand only, so the sign-in page's first download leaves them out.
const ForgotPasswordForm = lazy(() =>
  import("./forgot-password-form.tsx").then((module) => ({ default: module.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import("./reset-password-form.tsx").then((module) => ({ default: module.ResetPasswordForm })),
);

/**
 * The auth page: the sign-in and forgot-password forms, or the reset-password screen when opened from a reset
 * link. It offers only what the identity provider supports (no password form under Auth0, say).
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  // The form's state belongs to one address: a reset link followed from the page starts afresh.
  return <AuthCard key={search} search={search} />;
}

function AuthCard({ search }: { search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useService(AuthProvider);
  const services = useScreenServices();
  const viewModel = useViewModel(() =>
    createAuthFormViewModel(services, search, (path) => navigate(path, { replace: true })),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const { capabilities } = auth;
  const oobCode = capabilities.passwordForm ? resetCodeOf(search) : null;
  return (
    <Card className="app-auth-card" elevation={2} aria-busy={state.loading}>
      <PageHeader title={t("routes.AUTH_PAGE")} />
      {state.tier ? (
        <Callout intent="primary" className="app-auth-tier">
          {t("auth.tierSelected", { tier: state.tier })}
        </Callout>
      ) : null}
      {oobCode !== null ? (
        <Suspense fallback={<Spinner size={32} />}>
          <ResetPasswordForm viewModel={viewModel} state={state} oobCode={oobCode} />
        </Suspense>
      ) : state.mode === AuthFormMode.FORGOT_PASSWORD ? (
        <Suspense fallback={<Spinner size={32} />}>
          <ForgotPasswordForm viewModel={viewModel} state={state} />
        </Suspense>
      ) : (
        <>
          {capabilities.passwordForm ? (
            <LoginForm viewModel={viewModel} state={state} demoAccount={capabilities.demoAccount} />
          ) : null}
          <SocialSignIn viewModel={viewModel} state={state} capabilities={capabilities} />
        </>
      )}
    </Card>
  );
}
