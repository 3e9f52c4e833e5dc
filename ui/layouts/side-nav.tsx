import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { canAccess } from "../../core/routing/route-guard.ts";
import { routeNamed } from "../../core/routing/route-table.ts";
import type { UserRole } from "../../core/session/user-role.ts";
import { NAVIGATION } from "./navigation-items.tsx";

export function SideNav({ role, onNavigate }: { role: UserRole; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="app-side-nav" aria-label={t("nav.mainNavigation")}>
      {NAVIGATION.map(({ section, items }) => {
        const visible = items.filter((item) => canAccess(routeNamed(item.route).access, role));
        if (visible.length === 0) return null;
        return (
          <div key={section} className="app-side-nav-section">
            <h2 className={`${Classes.HEADING} app-side-nav-heading`}>{t(`nav.${section}`)}</h2>
            <ul className="app-side-nav-list">
              {visible.map((item) => (
                <li key={item.route}>
                  <NavLink
                    to={routeNamed(item.route).path}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `app-side-nav-link${isActive ? " app-side-nav-link-active" : ""}`
                    }
                  >
                    <span className="app-side-nav-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                    <span>{t(`nav.${item.label}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
