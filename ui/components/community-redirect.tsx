import { Spinner } from "@blueprintjs/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";
import { PageHeader } from "./page-header.tsx";

/** The DISCORD route: the community chat lives elsewhere, so this page hands the visitor over to it. */
export function CommunityRedirect() {
  const { t } = useTranslation();
  const { communityUrl } = useService(Config);
  useEffect(() => {
    window.location.assign(communityUrl);
  }, [communityUrl]);
  return (
    <section className="app-page">
      <PageHeader title={t("routes.DISCORD")} />
      <p>
        <Spinner size={16} className="app-inline-spinner" />{" "}
        <a href={communityUrl}>{t("community.opening")}</a>
      </p>
    </section>
  );
}
