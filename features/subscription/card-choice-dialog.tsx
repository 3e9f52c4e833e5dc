import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  Radio,
  RadioGroup,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { CreditCard, Plus, Refresh } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { AddCardDialog } from "../../ui/components/add-card-dialog.tsx";
import { AppDialog } from "../../ui/components/app-dialog.tsx";
import type { SubscriptionDialog, SubscriptionState } from "./subscription.state.ts";
import type { SubscriptionViewModel } from "./subscription.view-model.ts";
import { perPeriodText, savedCardText } from "./tier-texts.ts";

type CardChoice = Extract<SubscriptionDialog, { kind: "card" }>;

/**
 * The card a card-paid tier is charged to: the saved cards (the default one chosen), or a new one added through
 * the card form, which opens over this dialog. Subscribing waits for a chosen card.
 */
export function CardChoiceDialog({
  state,
  viewModel,
}: {
  readonly state: SubscriptionState;
  readonly viewModel: SubscriptionViewModel;
}) {
  const { t } = useTranslation();
  const open = state.dialog?.kind === "card" ? state.dialog : null;
  // Still titled while the dialog fades out after it was answered.
  const shown = useRef<CardChoice | null>(open);
  if (open) shown.current = open;
  const choice = shown.current;
  const subscribing = state.call === "subscribing";
  return (
    <>
      <AppDialog
        isOpen={open !== null && !open.addingCard}
        onClose={() => viewModel.dismiss()}
        title={choice ? t("subscription.cardTitle", { tier: choice.tier.name }) : ""}
        icon={<CreditCard />}
        canEscapeKeyClose={!subscribing}
        isCloseButtonShown={!subscribing}
        className="app-card-choice-dialog"
      >
        <div data-testid="card-choice" aria-busy={choice?.cards === "loading" || state.call !== null}>
          <DialogBody>
            {choice ? (
              <CardChoiceBody choice={choice} busy={state.call !== null} viewModel={viewModel} />
            ) : null}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button variant="minimal" disabled={subscribing} onClick={() => viewModel.dismiss()}>
                  {t("common.cancel")}
                </Button>
                <Button
                  intent="primary"
                  loading={subscribing}
                  disabled={!choice?.chosenCardId || state.call !== null}
                  onClick={() => void viewModel.confirm()}
                >
                  {t("subscription.subscribe")}
                </Button>
              </>
            }
          />
        </div>
      </AppDialog>
      <AddCardDialog
        isOpen={open?.addingCard === true}
        onClose={() => viewModel.stopAddingCard()}
        onSubmit={(card) => viewModel.addCard(card)}
      />
    </>
  );
}

function CardChoiceBody({
  choice,
  busy,
  viewModel,
}: {
  readonly choice: CardChoice;
  readonly busy: boolean;
  readonly viewModel: SubscriptionViewModel;
}) {
  const { t } = useTranslation();
  const intro = (
    <p>
      {t("subscription.cardIntro", { price: choice.tier.price, per: perPeriodText(t, choice.tier.period) })}
    </p>
  );
  const addCard = (
    <Button
      icon={<Plus />}
      disabled={busy || choice.cards === "loading"}
      onClick={() => viewModel.startAddingCard()}
    >
      {t("subscription.addCard")}
    </Button>
  );
  if (choice.cards === "loading") {
    return (
      <>
        {intro}
        <Spinner size={30} aria-label={t("common.loading")} />
      </>
    );
  }
  if (choice.cards === "failed") {
    return (
      <>
        {intro}
        <Callout intent="danger" compact>
          <p>{t("subscription.cardsFailed")}</p>
          <Button icon={<Refresh />} onClick={() => void viewModel.retryCards()}>
            {t("common.retry")}
          </Button>
        </Callout>
      </>
    );
  }
  return (
    <>
      {intro}
      {choice.savedCards.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("subscription.noSavedCards")}</p>
      ) : (
        <RadioGroup
          label={t("subscription.savedCards")}
          selectedValue={choice.chosenCardId ?? undefined}
          disabled={busy}
          onChange={(event) => viewModel.chooseCard(event.currentTarget.value)}
          className="app-saved-cards"
        >
          {choice.savedCards.map((card) => (
            <Radio key={card.id} value={card.id} labelElement={<SavedCardLabel card={card} />} />
          ))}
        </RadioGroup>
      )}
      {addCard}
    </>
  );
}

function SavedCardLabel({ card }: { readonly card: StoredPaymentMethod }) {
  const { t } = useTranslation();
  return (
    <span className="app-saved-card" data-testid="saved-card">
      <span data-testid="saved-card-label">{savedCardText(t, card)}</span>
      {card.isDefault ? (
        <Tag minimal className="app-saved-card-default" data-testid="saved-card-default">
          {t("subscription.defaultCard")}
        </Tag>
      ) : null}
    </span>
  );
}
