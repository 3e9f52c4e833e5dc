import { OverlaysProvider } from "@blueprintjs/core";
import type { i18n } from "i18next";
import type { Container } from "inversify";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { OfflineCallout } from "./components/offline-callout.tsx";
import { ContainerContext } from "./hooks/use-service.ts";
import type { AppRouter } from "./router/create-app-router.tsx";
import { LoadingOverlay } from "./shell/loading-overlay.tsx";
import type { ShellReadinessViewModel } from "./shell/shell-readiness.view-model.ts";

export interface AppProps {
  readonly container: Container;
  readonly i18n: i18n;
  readonly router: AppRouter;
  readonly readiness: ShellReadinessViewModel;
}

export function App({ container, i18n, router, readiness }: AppProps) {
  return (
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={i18n}>
        {/* Only the overlay stack: Blueprint's hotkeys provider would add its dialog to the first download. */}
        <OverlaysProvider>
          {/* Above every layout, as the connection concerns the whole dashboard. */}
          <OfflineCallout />
          <RouterProvider router={router} />
          <LoadingOverlay viewModel={readiness} />
        </OverlaysProvider>
      </I18nextProvider>
    </ContainerContext.Provider>
  );
}
