import { checkCardEntry } from "../../../../core/billing/card-entry.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { PaymentMethod } from "../../../../core/subscription/payment-method.ts";
import { SubscriptionGateway } from "../../../../core/subscription/subscription-gateway.port.ts";
import type {
  ShownTier,
  SubscriptionDialog,
  SubscriptionState,
} from "../../../../features/subscription/subscription.state.ts";
import type { SubscriptionViewModel } from "../../../../features/subscription/subscription.view-model.ts";
import { createSubscriptionViewModel } from "../../../../features/subscription/subscription.view-model-factory.ts";
import {
  perPeriodText,
  questionText,
  renewalText,
  savedCardText,
  statusText,
  tierActionText,
  tierFlagTexts,
} from "../../../../features/subscription/tier-texts.ts";
import type {
  CancelWay,
  ListedTier,
  OfferedCard,
  SubscriptionDriver,
  TypedCard,
} from "../../support/subscription-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.SUBSCRIPTION);

type CardChoice = Extract<SubscriptionDialog, { kind: "card" }>;

/**
 * The subscription screen without a browser: its view model made by the feature's factory when the page is first
 * used (with the address's tier), as the screen makes it, and read as the screen writes it.
 */
export class CoreSubscriptionDriver implements SubscriptionDriver {
  private readonly page: ViewModelOnScreen<SubscriptionViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createSubscriptionViewModel(services, address.searchParams.get("tier")),
    );
  }

  async open(tier?: string): Promise<void> {
    await this.screen.open(tier === undefined ? PATH : `${PATH}?${new URLSearchParams({ tier })}`);
    await this.settled();
  }

  async listedTiers(): Promise<readonly ListedTier[]> {
    const { t } = this.screen.i18n();
    return (await this.settled()).tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      price: `${tier.price} ${perPeriodText(t, tier.period)}`,
      features: tier.features.map(({ title, value }) => [
        title,
        typeof value === "boolean" ? t(value ? "common.yes" : "common.no") : value,
      ]),
      ...tierFlagTexts(t, tier),
      mine: tier.current !== null,
      status: tier.current ? statusText(t, tier.current.status) : null,
      renewal: tier.current ? renewalText(t, tier.current) : null,
      chosen: tier.preselected,
      action: tierActionText(t, tier),
    }));
  }

  async pickAsVisitor(tierName: string): Promise<void> {
    const { action } = await this.tierNamed(tierName);
    if (action.kind !== "sign-in") throw new Error(`${tierName} offers no sign-in link but ${action.kind}`);
    this.screen.navigate(action.href);
    await this.screen.location();
  }

  async contactSales(tierName: string): Promise<string> {
    const { action } = await this.tierNamed(tierName);
    if (action.kind !== "mail") throw new Error(`${tierName} offers no mail draft but ${action.kind}`);
    return action.href;
  }

  async choose(tierName: string): Promise<void> {
    const tier = await this.tierNamed(tierName);
    const viewModel = await this.page.get();
    viewModel.choose(tier.id);
    const dialog = viewModel.current().dialog;
    if (!dialog) throw new Error(`${tierName} cannot be subscribed to now`);
    if (dialog.kind === "card") await this.cardsRead();
  }

  async offeredCards(): Promise<readonly OfferedCard[]> {
    const { t } = this.screen.i18n();
    const dialog = await this.cardsRead();
    return dialog.savedCards.map((card) => ({
      label: savedCardText(t, card),
      isDefault: card.isDefault,
      chosen: card.id === dialog.chosenCardId,
    }));
  }

  async pickCard(label: string): Promise<void> {
    const { t } = this.screen.i18n();
    const dialog = await this.cardsRead();
    const card = dialog.savedCards.find((saved) => savedCardText(t, saved).startsWith(label));
    if (!card) throw new Error(`No saved card reads "${label}"`);
    (await this.page.get()).chooseCard(card.id);
  }

  async addCard(typed: TypedCard): Promise<void> {
    // The card form's own rules (core), as the form applies them before it lets a card go.
    const check = checkCardEntry({ ...typed, name: "" }, Date.now());
    if (!check.ok)
      throw new Error(`The card form refuses ${JSON.stringify(typed)}: ${JSON.stringify(check.problems)}`);
    const viewModel = await this.page.get();
    await this.cardsRead();
    viewModel.startAddingCard();
    // A refusal is shown in the card form, which stays open.
    await viewModel.addCard(check.card).catch(() => {});
  }

  async closeCardChoice(): Promise<void> {
    (await this.page.get()).dismiss();
  }

  async subscribe(): Promise<void> {
    await (await this.page.get()).confirm();
  }

  async askToCancel(tierName: string, way: CancelWay): Promise<void> {
    const tier = await this.tierNamed(tierName);
    const viewModel = await this.page.get();
    viewModel.askToCancel(tier.id, way === "now" ? "now" : "period-end");
    if (viewModel.current().dialog?.kind !== "cancel")
      throw new Error(`The ${tierName} subscription cannot be cancelled ${way}`);
  }

  async question(): Promise<string | null> {
    const { dialog } = await this.settled();
    return dialog && dialog.kind !== "card" ? questionText(this.screen.i18n().t, dialog) : null;
  }

  async confirmCancellation(): Promise<void> {
    await (await this.page.get()).confirm();
  }

  async keepSubscription(): Promise<void> {
    (await this.page.get()).dismiss();
  }

  async showWithdrawnTier(): Promise<string> {
    const tier = await this.freeTierOnOffer();
    await this.gateway().withdrawTier(tier.id);
    return tier.name;
  }

  async showCardTierAsFree(): Promise<string> {
    const tier = await this.freeTierOnOffer();
    await this.gateway().changePaymentMethod(tier.id, PaymentMethod.STRIPE);
    return tier.name;
  }

  async refuseNextCall(status: number | null, message: string): Promise<void> {
    // On the page, the tiers were read when it opened, as the screen does: the refusal is for what comes next.
    if (new URL(await this.screen.location(), "http://dashboard.test").pathname === PATH)
      await this.settled();
    await this.gateway().failNextCall(status, message);
  }

  /** A free tier the person may subscribe to, as listed. */
  private async freeTierOnOffer(): Promise<ShownTier> {
    const tier = (await this.settled()).tiers.find(
      (candidate) =>
        candidate.action.kind === "subscribe" && candidate.action.paymentMethod === PaymentMethod.FREE,
    );
    if (!tier) throw new Error("No free tier is on offer");
    return tier;
  }

  /** The memory gateway's test seams, through the lazily loaded port (each answers once the adapter is loaded). */
  private gateway(): SubscriptionSeams {
    return this.screen.container().get(SubscriptionGateway) as unknown as SubscriptionSeams;
  }

  private async tierNamed(name: string): Promise<ShownTier> {
    const tier = (await this.settled()).tiers.find((candidate) => candidate.name === name);
    if (!tier) throw new Error(`No tier named ${name} is listed`);
    return tier;
  }

  /** The open card choice once its saved cards are read. */
  private async cardsRead(): Promise<CardChoice> {
    const { dialog } = await this.page.settled(
      (state) => state.dialog?.kind !== "card" || state.dialog.cards !== "loading",
    );
    if (dialog?.kind !== "card") throw new Error("No card choice is open");
    return dialog;
  }

  /** The state once the tiers and the current tier entries are read and no call is running. */
  private settled(): Promise<SubscriptionState> {
    return this.page.settled(
      (state) => state.status !== "loading" && state.entries !== "loading" && state.call === null,
    );
  }
}

/** MemorySubscriptionGateway's test seams, as its lazily loaded port answers them. */
interface SubscriptionSeams {
  withdrawTier(tierId: string): Promise<void>;
  changePaymentMethod(tierId: string, paymentMethod: string): Promise<void>;
  failNextCall(status: number | null, ...serverMessages: string[]): Promise<void>;
}
