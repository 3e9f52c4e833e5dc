import { Button, Callout, Card, Classes } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { sessionEmail } from "../../../core/session/token-claims.ts";
import { KeyValueStore } from "../../../core/storage/key-value-store.port.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useService } from "../../../ui/hooks/use-service.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { regionOfLanguage } from "./country-calling-codes.ts";
import { OrganizationRequestViewModel } from "./organization-request.view-model.ts";
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
  const gateway = useService(OrganizationGateway);
  const notifier = useService(Notifier);
  const store = useService(KeyValueStore);
  const sessions = useService(SessionStore);
  const viewModel = useViewModel(
    () =>
      new OrganizationRequestViewModel({
        gateway,
        notifier,
        store,
        reload,
        defaults: {
          email: sessionEmail(sessions.current()) ?? "",
          country: regionOfLanguage(i18n.language),
        },
        texts: {
          requested: (name) => i18n.t("organization.overview.request.sent", { name }),
          failed: () => i18n.t("organization.overview.request.failed"),
        },
      }),
  );
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
