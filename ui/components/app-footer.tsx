import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";

export function AppFooter() {
  const { t } = useTranslation();
  const config = useService(Config);
  return (
    <footer className={`app-footer ${Classes.TEXT_MUTED}`}>
      <span>
        {t("footer.copyright", { year: new Date().getFullYear(), companyName: config.companyName })}
      </span>
      <nav aria-label={t("nav.sectionHelp")} className="app-footer-links">
        <a href={config.termsUrl}>{t("nav.terms")}</a>
        <a href={config.privacyUrl}>{t("nav.privacy")}</a>
        <a href={config.communityUrl} target="_blank" rel="noopener noreferrer">
          {t("nav.community")}
        </a>
      </nav>
    </footer>
  );
}
