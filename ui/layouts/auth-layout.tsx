import { Dashboard, Lightning, Shield } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { AppFooter } from "../components/app-footer.tsx";
import { Brand } from "../components/brand.tsx";
import { PreferenceControls } from "../components/preference-controls.tsx";
import { useService } from "../hooks/use-service.ts";
import { useNavigationChrome } from "../router/use-navigation-chrome.ts";
import "./auth-layout.css";

const HIGHLIGHTS = [
  { key: "routing", icon: <Lightning /> },
  { key: "governance", icon: <Shield /> },
  { key: "footprint", icon: <Dashboard /> },
] as const;

export function AuthLayout() {
  useNavigationChrome();
  const { t } = useTranslation();
  const { productName } = useService(Config);
  return (
    <div className="app-auth-shell">
      <header className="app-top-bar app-top-bar-transparent">
        <Brand />
        <div className="app-top-bar-spacer" />
        <PreferenceControls />
      </header>
      <div className="app-auth-body">
        <section className="app-auth-story" aria-labelledby="auth-story-title">
          {/* Large, but not a heading: the page's one h1 is the sign-in card's title. */}
          <p id="auth-story-title" className="app-auth-story-title">
            {t("auth.welcome", { productName })}
          </p>
          <p className="app-auth-story-tagline">{t("auth.tagline")}</p>
          <ul className="app-auth-highlights">
            {HIGHLIGHTS.map(({ key, icon }) => (
              <li key={key}>
                <span className="app-auth-highlight-icon" aria-hidden="true">
                  {icon}
                </span>
                <span>{t(`auth.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <main id="main-content" className="app-auth-main">
          <Outlet />
        </main>
      </div>
      <AppFooter />
    </div>
  );
}
