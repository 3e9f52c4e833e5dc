import { Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";
import { useCurrentRouteName } from "../router/use-current-route.ts";
import { PageHeader } from "./page-header.tsx";

/** Stands in for a screen whose issue has not landed yet: its title, and a short note. */
export function PagePlaceholder() {
  const { t } = useTranslation();
  const { productName } = useService<Config>(Config);
  const routeName = useCurrentRouteName();
  return (
    <section className="app-page" data-route={routeName}>
      <PageHeader title={t(`routes.${routeName}` as "routes.NOT_FOUND")} />
      <Card className="app-placeholder-card">
        <p className={Classes.TEXT_MUTED}>{t("placeholder.description", { productName })}</p>
      </Card>
    </section>
  );
}
