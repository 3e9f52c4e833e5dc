import { Button } from "@blueprintjs/core";
import { LogIn, LogOut } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { signOut } from "../../core/session/sign-out.use-case.ts";
import { UserRole } from "../../core/session/user-role.ts";
import { useService } from "../hooks/use-service.ts";

export function SessionButton({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const sessions = useService(SessionStore);
  const notifier = useService<Notifier>(Notifier);
  const navigate = useNavigate();
  if (role === UserRole.REGISTERED_USER) {
    return (
      <Button
        variant="minimal"
        icon={<LogOut />}
        onClick={() => void signOut({ sessions, notifier }, t("nav.signedOut"))}
      >
        <span className="app-narrow-hidden">{t("nav.signOut")}</span>
      </Button>
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
