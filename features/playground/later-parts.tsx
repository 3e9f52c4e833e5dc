import { Spinner } from "@blueprintjs/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { usePreloadedOnceShown } from "../../ui/shell/use-loaded-once-shown.ts";

// The parts of the playground nobody sees before acting (the comparison behind its tab, the request as code, the
// confirmation of clearing): their own chunks, so the page's heading and setup paint without them.
const loadComparePanel = () => import("./compare/compare-panel.tsx");
const loadViewCodeDrawer = () => import("./view-code/view-code-drawer.tsx");
const loadClearConversationAlert = () => import("./clear-conversation-alert.tsx");

export const ComparePanel = lazy(() => loadComparePanel().then((m) => ({ default: m.ComparePanel })));
export const ViewCodeDrawer = lazy(() => loadViewCodeDrawer().then((m) => ({ default: m.ViewCodeDrawer })));
export const ClearConversationAlert = lazy(() =>
  loadClearConversationAlert().then((m) => ({ default: m.ClearConversationAlert })),
);

/** In the comparison's tab while its chunk loads: seldom seen, the chunk is fetched once the page is shown. */
export function ComparePanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="playground-compare-loading">
      <Spinner size={24} aria-label={t("common.loading")} />
    </div>
  );
}

const loadLaterParts = () =>
  Promise.all([loadComparePanel(), loadViewCodeDrawer(), loadClearConversationAlert()]);

/** Fetches the later parts once the page is on screen, so the first view has the network and main thread alone. */
export function usePreloadedLaterParts(): void {
  usePreloadedOnceShown(loadLaterParts);
}
