import "./subscription.css";
import { Button, Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Refresh, Shop } from "@blueprintjs/icons";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { CancelSubscriptionAlert } from "./cancel-subscription-alert.tsx";
import { CardChoiceDialog } from "./card-choice-dialog.tsx";
import { FreeTierAlert } from "./free-tier-alert.tsx";
import type { SubscriptionState } from "./subscription.state.ts";
import type { SubscriptionViewModel } from "./subscription.view-model.ts";
import { createSubscriptionViewModel } from "./subscription.view-model-factory.ts";
import { TierCard } from "./tier-card.tsx";
import { useScrollToChosenTier } from "./use-scroll-to-chosen-tier.ts";

/**
 * The public subscription page (SPEC §2): the tiers cheapest first, the one the `tier` parameter names scrolled to
 * and marked; for a signed-in person their current tier with its renewal, subscribing and cancelling.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tierParameter = params.get("tier");
  const services = useScreenServices();
  const viewModel = useViewModel(() => createSubscriptionViewModel(services, tierParameter));
  const state = useObservable(viewModel.state$, viewModel.current());
  useEffect(() => viewModel.preselectTier(tierParameter), [viewModel, tierParameter]);
  useScrollToChosenTier(state.tiers.find((tier) => tier.preselected)?.id ?? null);
  return (
    <section
      className="app-page app-subscription"
      aria-busy={state.status === "loading" || state.entries === "loading" || state.call !== null}
    >
      <PageHeader title={t("subscription.title")}>
        <p className={`${Classes.TEXT_MUTED} app-page-intro`}>{t("subscription.intro")}</p>
      </PageHeader>
      {state.entries === "failed" ? (
        <Callout
          intent="warning"
          compact
          className="app-subscription-entries-failed"
          data-testid="entries-failed"
        >
          <span>{t("subscription.entriesFailed")}</span>
          <Button size="small" icon={<Refresh />} onClick={() => void viewModel.retryEntries()}>
            {t("common.retry")}
          </Button>
        </Callout>
      ) : null}
      <SubscriptionContent viewModel={viewModel} state={state} />
      <CardChoiceDialog state={state} viewModel={viewModel} />
      <FreeTierAlert
        state={state}
        onConfirm={() => void viewModel.confirm()}
        onCancel={() => viewModel.dismiss()}
      />
      <CancelSubscriptionAlert
        state={state}
        onConfirm={() => void viewModel.confirm()}
        onCancel={() => viewModel.dismiss()}
      />
    </section>
  );
}

function SubscriptionContent({
  viewModel,
  state,
}: {
  readonly viewModel: SubscriptionViewModel;
  readonly state: SubscriptionState;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") {
    return (
      <NonIdealState
        className="app-subscription-notice"
        icon={<Spinner size={40} />}
        title={t("common.loading")}
      />
    );
  }
  if (state.status === "failed") {
    return (
      <NonIdealState
        className="app-subscription-notice"
        icon={<ErrorIcon size={48} />}
        title={t("subscription.failedTitle")}
        description={
          state.failure.length > 0
            ? state.failure.map((message) => <p key={message}>{message}</p>)
            : t("subscription.failedDescription")
        }
        action={
          <Button intent="primary" icon={<Refresh />} onClick={() => void viewModel.retry()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  if (state.tiers.length === 0) {
    return (
      <NonIdealState
        className="app-subscription-notice"
        icon={<Shop size={48} />}
        title={t("subscription.emptyTitle")}
        description={t("subscription.emptyDescription")}
      />
    );
  }
  return (
    <div className="app-tier-grid">
      {state.tiers.map((tier) => (
        <TierCard
          key={tier.id}
          tier={tier}
          busy={state.call !== null || state.dialog !== null}
          onChoose={(tierId) => viewModel.choose(tierId)}
          onCancel={(tierId, mode) => viewModel.askToCancel(tierId, mode)}
        />
      ))}
    </div>
  );
}
