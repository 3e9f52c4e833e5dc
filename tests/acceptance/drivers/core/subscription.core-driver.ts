import { filter, firstValueFrom, map } from "rxjs";
import { BillingGateway } from "../../../../core/billing/billing-gateway.port.ts";
import { checkCardEntry } from "../../../../core/billing/card-entry.ts";
import { Config } from "../../../../core/config/config.entity.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { SessionStore } from "../../../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../../../core/session/user-role.ts";
import { PaymentMethod } from "../../../../core/subscription/payment-method.ts";
import { SubscriptionGateway } from "../../../../core/subscription/subscription-gateway.port.ts";
import type {
  ShownTier,
  SubscriptionDialog,
  SubscriptionState,
} from "../../../../features/subscription/subscription.state.ts";
import { SubscriptionViewModel } from "../../../../features/subscription/subscription.view-model.ts";
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

const PATH = pathOf(RouteName.SUBSCRIPTION);

type CardChoice = Extract<SubscriptionDialog, { kind: "card" }>;

/**
 * The subscription screen without a browser: its view model from the app's container, created as the screen would
 * be when the page is first used (with the address's tier), and read as the screen writes it.
 */
export class CoreSubscriptionDriver implements SubscriptionDriver {
  private viewModel: SubscriptionViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

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
    const viewModel = await this.onScreen();
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
    (await this.onScreen()).chooseCard(card.id);
  }

  async addCard(typed: TypedCard): Promise<void> {
    // The card form's own rules (core), as the form applies them before it lets a card go.
    const check = checkCardEntry({ ...typed, name: "" }, Date.now());
    if (!check.ok)
      throw new Error(`The card form refuses ${JSON.stringify(typed)}: ${JSON.stringify(check.problems)}`);
    const viewModel = await this.onScreen();
    await this.cardsRead();
    viewModel.startAddingCard();
    // A refusal is shown in the card form, which stays open.
    await viewModel.addCard(check.card).catch(() => {});
  }

  async closeCardChoice(): Promise<void> {
    (await this.onScreen()).dismiss();
  }

  async subscribe(): Promise<void> {
    await (await this.onScreen()).confirm();
  }

  async askToCancel(tierName: string, way: CancelWay): Promise<void> {
    const tier = await this.tierNamed(tierName);
    const viewModel = await this.onScreen();
    viewModel.askToCancel(tier.id, way === "now" ? "now" : "period-end");
    if (viewModel.current().dialog?.kind !== "cancel")
      throw new Error(`The ${tierName} subscription cannot be cancelled ${way}`);
  }

  async question(): Promise<string | null> {
    const { dialog } = await this.settled();
    return dialog && dialog.kind !== "card" ? questionText(this.screen.i18n().t, dialog) : null;
  }

  async confirmCancellation(): Promise<void> {
    await (await this.onScreen()).confirm();
  }

  async keepSubscription(): Promise<void> {
    (await this.onScreen()).dismiss();
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
    const viewModel = await this.onScreen();
    const dialog = await firstValueFrom(
      viewModel.state$.pipe(
        map((state) => state.dialog),
        filter((open) => open?.kind !== "card" || open.cards !== "loading"),
      ),
    );
    if (dialog?.kind !== "card") throw new Error("No card choice is open");
    return dialog;
  }

  /** The state once the tiers and the current tier entries are read and no call is running. */
  private async settled(): Promise<SubscriptionState> {
    const viewModel = await this.onScreen();
    return firstValueFrom(
      viewModel.state$.pipe(
        filter((state) => state.status !== "loading" && state.entries !== "loading" && state.call === null),
      ),
    );
  }

  /** The screen's view model, made when the page is first used; let go when the address changes. */
  private async onScreen(): Promise<SubscriptionViewModel> {
    if (this.viewModel) return this.viewModel;
    const url = new URL(await this.screen.location(), "http://dashboard.test");
    if (url.pathname !== PATH) throw new Error(`Not on the subscription page but at ${url.pathname}`);
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const sessions = container.get(SessionStore);
    const viewModel = new SubscriptionViewModel(
      {
        subscriptions: container.get(SubscriptionGateway),
        billing: container.get(BillingGateway),
        notifier: container.get(Notifier),
        signedIn$: sessions.session$.pipe(
          map((session) => deriveUserRole(session) === UserRole.REGISTERED_USER),
        ),
        salesEmail: container.get(Config).salesEmail,
        texts: {
          subscribed: (tier) => t("subscription.subscribed", { tier }),
          cancelledAtPeriodEnd: (tier, date) => t("subscription.cancelledAtPeriodEnd", { tier, date }),
          cancelledNow: (tier) => t("subscription.cancelledNow", { tier }),
          cardsFailed: () => t("subscription.cardsFailed"),
          cancelFailed: () => t("subscription.cancelFailed"),
        },
      },
      url.searchParams.get("tier"),
    );
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}

/** MemorySubscriptionGateway's test seams, as its lazily loaded port answers them. */
interface SubscriptionSeams {
  withdrawTier(tierId: string): Promise<void>;
  changePaymentMethod(tierId: string, paymentMethod: string): Promise<void>;
  failNextCall(status: number | null, ...serverMessages: string[]): Promise<void>;
}
