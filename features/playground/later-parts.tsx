import { Spinner } from "@blueprintjs/core";
import { lazy, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { afterNextPaint } from "../../ui/scheduling/after-next-paint.ts";
import { whenIdle } from "../../ui/scheduling/when-idle.ts";

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

/**
 * Fetches the later parts once the page is on screen: after the organization is ready (the loading overlay waits
 * for it), the frame that shows the page, and an idle moment. Before that they would share the network and the
 * main thread with what the first view needs.
 */
export function usePreloadedLaterParts(): void {
  const organization = useService(OrganizationLifecycle);
  useEffect(() => {
    let cancel = () => {};
    let active = true;
    void organization.whenReady().then(() => {
      if (!active) return;
      cancel = afterNextPaint(() => {
        cancel = whenIdle(() => {
          const ignoreFailure = () => {};
          // A failure here is tried again, and reported, when the part is first shown.
          loadComparePanel().catch(ignoreFailure);
          loadViewCodeDrawer().catch(ignoreFailure);
          loadClearConversationAlert().catch(ignoreFailure);
        });
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [organization]);
}
