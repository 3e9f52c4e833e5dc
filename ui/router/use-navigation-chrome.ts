import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";
import { useCurrentRouteName } from "./use-current-route.ts";

export const PAGE_HEADING_ID = "page-heading";

/**
 * What every navigation does besides rendering (SPEC §2): scroll to the top-left corner, title the browser tab,
 * and move focus to the new page's heading so keyboard and screen-reader users start at the top.
 */
export function useNavigationChrome(): void {
  const { t } = useTranslation();
  const { productName } = useService<Config>(Config);
  const { pathname } = useLocation();
  const routeName = useCurrentRouteName();
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = `${t(`routes.${routeName}` as "routes.NOT_FOUND")} · ${productName}`;
  }, [t, routeName, productName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of path is what triggers it
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(PAGE_HEADING_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
