import { Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";
import type { ShellReadinessViewModel } from "./shell-readiness.view-model.ts";

/** SPEC §4: the organization problem screen's spinner. */
const PROBLEM_SPINNER_SIZE = 100;
const LOADING_SPINNER_SIZE = 48;

export function LoadingOverlay({ viewModel }: { viewModel: ShellReadinessViewModel }) {
  const { t } = useTranslation();
  const { productName } = useService<Config>(Config);
  const { overlayVisible, organizationProblem } = useObservable(viewModel.state$, viewModel.current());
  const label = organizationProblem ? t("app.organizationProblem") : t("app.loading", { productName });
  return (
    <div
      className={`app-loading-overlay${overlayVisible ? "" : " app-loading-overlay-hidden"}`}
      aria-hidden={!overlayVisible}
      data-testid="loading-overlay"
    >
      <div
        role={organizationProblem ? "alert" : "status"}
        aria-live={organizationProblem ? "assertive" : "polite"}
        className="app-loading-content"
        data-testid={organizationProblem ? "organization-problem" : undefined}
      >
        <Spinner
          size={organizationProblem ? PROBLEM_SPINNER_SIZE : LOADING_SPINNER_SIZE}
          intent={organizationProblem ? "danger" : "none"}
          aria-label={label}
        />
        <span className={organizationProblem ? "app-organization-problem" : "app-loading-label"}>
          {label}
        </span>
      </div>
    </div>
  );
}
