import { Button, Callout, Card, Classes } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { createOrganizationRequestViewModel } from "./organization-request.view-model-factory.ts";
import { OrganizationRequestForm } from "./organization-request-form.tsx";
import { OverviewCardHeading } from "./overview-card-heading.tsx";

interface OrganizationRequestCardProps {
  /** The tier could not be read: the form is offered anyway and the gateway decides. */
  readonly tierUnknown: boolean;
  readonly onRetryTier: () => void;
  /** Reads the organization again once it was created (reports its own failure). */
  readonly reload: () => Promise<void>;
}

/** For someone without an organization whose tier allows one: what it is, and the request form. */
export function OrganizationRequestCard({ tierUnknown, onRetryTier, reload }: OrganizationRequestCardProps) {
  const { t, i18n } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createOrganizationRequestViewModel(services, reload, i18n.language));
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <Card className="organization-overview-card organization-request-card">
      <OverviewCardHeading id="organization-request-title">
        {t("organization.overview.request.title")}
      </OverviewCardHeading>
      <p className={Classes.TEXT_MUTED}>{t("organization.overview.request.intro")}</p>
      {tierUnknown ? (
        <Callout intent="warning" compact className="organization-request-tier-unknown">
          <p>{t("organization.overview.request.tierFailed")}</p>
          <Button size="small" icon={<Refresh />} onClick={onRetryTier}>
            {t("common.retry")}
          </Button>
        </Callout>
      ) : null}
      <OrganizationRequestForm viewModel={viewModel} state={state} />
    </Card>
  );
}
