import { Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";
import type { ShellReadinessViewModel } from "./shell-readiness.view-model.ts";

export function LoadingOverlay({ viewModel }: { viewModel: ShellReadinessViewModel }) {
  const { t } = useTranslation();
  const { productName } = useService<Config>(Config);
  const { overlayVisible } = useObservable(viewModel.state$, { overlayVisible: true });
  return (
    <div
      className={`app-loading-overlay${overlayVisible ? "" : " app-loading-overlay-hidden"}`}
      aria-hidden={!overlayVisible}
      data-testid="loading-overlay"
    >
      <div role="status" aria-live="polite" className="app-loading-content">
        <Spinner size={48} aria-label={t("app.loading", { productName })} />
        <span className="app-loading-label">{t("app.loading", { productName })}</span>
      </div>
    </div>
  );
}
