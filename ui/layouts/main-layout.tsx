import { Button } from "@blueprintjs/core";
import { Menu } from "@blueprintjs/icons";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { UserRole } from "../../core/session/user-role.ts";
import { AppFooter } from "../components/app-footer.tsx";
import { Brand } from "../components/brand.tsx";
import { PreferenceControls } from "../components/preference-controls.tsx";
import { useService } from "../hooks/use-service.ts";
import { useUserRole } from "../hooks/use-user-role.ts";
import { useNavigationChrome } from "../router/use-navigation-chrome.ts";
import { useLoadedOnceShown } from "../shell/use-loaded-once-shown.ts";
import { SessionButton } from "./session-button.tsx";
import { SideNav } from "./side-nav.tsx";
import "./main-layout.css";

// The drawer holding the navigation on narrow viewports, and Blueprint's overlay machinery with it, is a chunk of
// its own, fetched once the page is on screen: the closed menu shows nothing.
const loadMenuDrawer = () => import("./menu-drawer.tsx");
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));

/** Parts of the top bar built in features, handed in by the screen table (ui never imports a feature). */
export interface ShellParts {
  /** The signed-in person's notifications. */
  readonly NotificationsButton?: ComponentType;
}

/** The main layout with these parts in its top bar. */
export function mainLayoutWith(parts: ShellParts): ComponentType {
  return function MainLayoutWithParts() {
    return <MainLayout parts={parts} />;
  };
}

export function MainLayout({ parts = {} }: { readonly parts?: ShellParts }) {
  useNavigationChrome();
  const { t } = useTranslation();
  const { productName } = useService(Config);
  const role = useUserRole();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuDrawer = useLoadedOnceShown(loadMenuDrawer);
  const openMenu = () => {
    menuDrawer.need();
    setMenuOpen(true);
  };
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="app-shell">
      <a href="#main-content" className="app-skip-link">
        {t("app.skipToContent")}
      </a>
      <header className="app-top-bar">
        <Button
          className="app-menu-button"
          variant="minimal"
          icon={<Menu />}
          aria-label={t("nav.openMenu")}
          aria-expanded={menuOpen}
          onClick={openMenu}
        />
        <Brand />
        <div className="app-top-bar-spacer" />
        <PreferenceControls />
        {role === UserRole.REGISTERED_USER && parts.NotificationsButton ? (
          <Suspense fallback={null}>
            <parts.NotificationsButton />
          </Suspense>
        ) : null}
        <SessionButton role={role} />
      </header>
      <div className="app-body">
        <aside className="app-sidebar">
          <SideNav role={role} />
        </aside>
        {menuDrawer.needed ? (
          <Suspense fallback={null}>
            <MenuDrawer isOpen={menuOpen} onClose={closeMenu} title={productName} role={role} />
          </Suspense>
        ) : null}
        <main id="main-content" className="app-main" tabIndex={-1}>
          <Outlet />
          <AppFooter />
        </main>
      </div>
    </div>
  );
}
