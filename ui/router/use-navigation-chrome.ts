import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";
import { useCurrentRouteName } from "./use-current-route.ts";

export const PAGE_HEADING_ID = "page-heading";

/**
 * The key of the location the document was loaded at. Reaching it is not a navigation within the app, so focus
 * stays where the browser put it; every later page does get its heading focused, even when the layout changes
 * with it (signing in leaves the auth layout for the main one, which mounts afresh).
 */
let loadedLocationKey: string | undefined;

/**
 * What every navigation does besides rendering (SPEC §2): scroll to the top-left corner, title the browser tab,
 * and move focus to the new page's heading so keyboard and screen-reader users start at the top.
 */
export function useNavigationChrome(): void {
  const { t } = useTranslation();
  const { productName } = useService(Config);
  const { pathname, key } = useLocation();
  const routeName = useCurrentRouteName();

  useEffect(() => {
    document.title = `${t(`routes.${routeName}` as "routes.NOT_FOUND")} · ${productName}`;
  }, [t, routeName, productName]);

  // A change of path is what triggers it: a change of query only (a tab, a filter) keeps the focus where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, key is read
  useEffect(() => {
    window.scrollTo(0, 0);
    loadedLocationKey ??= key;
    if (key === loadedLocationKey) return;
    document.getElementById(PAGE_HEADING_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
