import { Button } from "@blueprintjs/core";
import { LogIn, LogOut } from "@blueprintjs/icons";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { map } from "rxjs";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { SignOut } from "../../core/session/sign-out.use-case.ts";
import { sessionEmail } from "../../core/session/token-claims.ts";
import { UserRole } from "../../core/session/user-role.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";

/** Sign in for visitors; for a signed-in person, who they are (the token's email) and sign out. */
export function SessionButton({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const signOut = useService(SignOut);
  const sessions = useService(SessionStore);
  const email$ = useMemo(() => sessions.session$.pipe(map(sessionEmail)), [sessions]);
  const email = useObservable(email$, sessionEmail(sessions.current()));
  const navigate = useNavigate();
  if (role === UserRole.REGISTERED_USER) {
    return (
      <>
        {email ? (
          <span className="app-session-email app-narrow-hidden" data-testid="session-email">
            {email}
          </span>
        ) : null}
        <Button variant="minimal" icon={<LogOut />} onClick={() => void signOut.execute(t("nav.signedOut"))}>
          <span className="app-narrow-hidden">{t("nav.signOut")}</span>
        </Button>
      </>
    );
  }
  return (
    <Button
      variant="minimal"
      intent="primary"
      icon={<LogIn />}
      onClick={() => navigate(pathOf(RouteName.AUTH_PAGE))}
    >
      <span className="app-narrow-hidden">{t("nav.signIn")}</span>
    </Button>
  );
}
