import "./organization-overview.css";
import { Button, Classes } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/components/page-header.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenViewModel } from "../../../ui/hooks/use-screen-view-model.ts";
import { createOrganizationOverviewViewModel } from "./organization-overview.view-model-factory.ts";
import { OverviewContent } from "./overview-content.tsx";

/**
 * The organization overview (SPEC §2 /organization): the signed-in person's organization, their role in it and
 * where it lets them go; or, without one, the way to ask for one that their tier allows.
 */
export function OrganizationOverviewPage() {
  const { t } = useTranslation();
  const viewModel = useScreenViewModel(createOrganizationOverviewViewModel);
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section
      className="app-page organization-overview"
      aria-busy={state.organization === "loading" || state.refreshing}
    >
      <PageHeader title={t("routes.ORGANIZATION_PAGE")}>
        <Button
          icon={<Refresh />}
          loading={state.refreshing}
          disabled={state.organization === "loading"}
          onClick={() => void viewModel.refresh()}
        >
          {t("common.refresh")}
        </Button>
      </PageHeader>
      {state.organization === "ready" ? (
        <p className={`${Classes.TEXT_MUTED} organization-overview-intro`}>
          {t("organization.overview.intro")}
        </p>
      ) : null}
      <OverviewContent viewModel={viewModel} state={state} />
    </section>
  );
}
