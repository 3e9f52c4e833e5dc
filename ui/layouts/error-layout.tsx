import { Outlet } from "react-router";
import { AppFooter } from "../components/app-footer.tsx";
import { Brand } from "../components/brand.tsx";
import { PreferenceControls } from "../components/preference-controls.tsx";
import { useNavigationChrome } from "../router/use-navigation-chrome.ts";
import "./error-layout.css";

export function ErrorLayout() {
  useNavigationChrome();
  return (
    <div className="app-error-shell">
      <header className="app-top-bar app-top-bar-transparent">
        <Brand />
        <div className="app-top-bar-spacer" />
        <PreferenceControls />
      </header>
      <main id="main-content" className="app-error-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
