import { Button, NonIdealState } from "@blueprintjs/core";
import {
  ArrowLeft,
  Disable,
  Error as ErrorIcon,
  Headset,
  Home,
  Offline,
  Search,
  Shield,
  Time,
} from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RouteName } from "../../core/routing/route-name.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useCurrentRouteName } from "../../ui/router/use-current-route.ts";
import { asErrorRoute, ERROR_STATUS, type ErrorRouteName } from "./error-page-content.ts";

const ICONS: Record<ErrorRouteName, ReactElement> = {
  [RouteName.SERVER_ERROR]: <ErrorIcon size={48} />,
  [RouteName.CONNECTION_ERROR]: <Offline size={48} />,
  [RouteName.ACCESS_DENIED]: <Shield size={48} />,
  [RouteName.CONTACT_SUPPORT]: <Headset size={48} />,
  [RouteName.MANY_REQUEST]: <Time size={48} />,
  [RouteName.CORS_POLICY]: <Disable size={48} />,
  [RouteName.NOT_FOUND]: <Search size={48} />,
};

/** One screen for every error route of SPEC §2 and the not-found page; the route decides what it says. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = asErrorRoute(useCurrentRouteName());
  const status = ERROR_STATUS[routeName];
  return (
    <section className="app-page app-error-page" data-route={routeName}>
      <NonIdealState
        icon={ICONS[routeName]}
        title={<PageHeader title={t(`routes.${routeName}`)} />}
        description={
          <>
            {status ? <p className="app-error-code">{t("errors.code", { code: status })}</p> : null}
            <p>{t(`errors.${routeName}`)}</p>
          </>
        }
        action={
          <div className="app-error-actions">
            <Button icon={<ArrowLeft />} onClick={() => navigate(-1)}>
              {t("errors.goBack")}
            </Button>
            <Button intent="primary" icon={<Home />} onClick={() => navigate("/")}>
              {t("errors.goHome")}
            </Button>
          </div>
        }
      />
    </section>
  );
}
