import { Button, Callout, Card, Classes } from "@blueprintjs/core";
import { ArrowRight } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Profile } from "../../core/config/profile.ts";
import { destinationAfterSignIn } from "../../core/routing/after-sign-in.ts";
import { signInWithDemoAccount } from "../../core/session/demo-sign-in.use-case.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useService } from "../../ui/hooks/use-service.ts";

/**
 * The sign-in screen. Until the identity issue lands it offers the memory profile's demo account only; the
 * guards then send the person on to their home (or to the tier they picked).
 */
export function AuthPage() {
  const { t } = useTranslation();
  const profile = useService<Profile>(Profile);
  const sessions = useService(SessionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tier = params.get("tier");
  return (
    <Card className="app-auth-card" elevation={2}>
      <PageHeader title={t("routes.AUTH_PAGE")} />
      {tier ? (
        <Callout intent="primary" className="app-auth-tier">
          {t("auth.tierSelected", { tier })}
        </Callout>
      ) : null}
      {profile === "memory" ? (
        <>
          <p className={Classes.TEXT_MUTED}>{t("auth.demoExplanation")}</p>
          <Button
            intent="primary"
            size="large"
            fill
            endIcon={<ArrowRight />}
            onClick={() => {
              signInWithDemoAccount(sessions);
              navigate(destinationAfterSignIn(params.toString()), { replace: true });
            }}
          >
            {t("auth.demoSignIn")}
          </Button>
        </>
      ) : null}
    </Card>
  );
}
