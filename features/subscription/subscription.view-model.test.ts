import { BehaviorSubject, filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemorySubscriptionGateway } from "../../adapters/gateway-memory/subscription/memory-subscription-gateway.adapter.ts";
import {
  demoSubscriptionRecord,
  type SubscriptionSeed,
  tierRecords,
} from "../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { Config } from "../../core/config/config.entity.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../ui/testing/session-store-for-test.ts";
import type { ShownTier, SubscriptionState } from "./subscription.state.ts";
import type { SubscriptionViewModel } from "./subscription.view-model.ts";
import { createSubscriptionViewModel } from "./subscription.view-model-factory.ts";

const NOW = new Date(2025, 5, 9, 8, 3).getTime();
const clock = { now: () => NOW };
/** The person's Pro subscription runs ten more days. */
const PRO_RENEWS_ON = "2025-06-19";
/** A subscription made now runs thirty days. */
const NEW_PERIOD_ENDS_ON = "2025-07-09";

const VISA: StoredPaymentMethod = {
  id: "pm_visa",
  brand: "visa",
  last4: "4242",
  expMonth: 12,
  expYear: 2030,
  isDefault: false,
};
const MASTERCARD: StoredPaymentMethod = {
  ...VISA,
  id: "pm_mc",
  brand: "mastercard",
  last4: "4444",
  isDefault: true,
};

/** The demo's tiers, listed most expensive first so the page's order is its own, and a Pro subscription. */
function proSubscriber(): SubscriptionSeed {
  return { tiers: tierRecords().reverse(), subscriptions: [demoSubscriptionRecord(clock, "tier-pro")] };
}

/** Saved cards, in memory: the test's own, as the billing gateway answers them. */
function fakeBilling(cards: StoredPaymentMethod[] = [VISA, MASTERCARD]) {
  const billing = {
    listPaymentMethods: vi.fn(async () => [...cards]),
    addPaymentMethod: vi.fn(async (card: NewCard) => {
      cards.push({ ...card, id: `pm_${cards.length + 1}`, isDefault: false });
      return [...cards];
    }),
  } satisfies Pick<BillingGateway, "listPaymentMethods" | "addPaymentMethod">;
  return billing;
}

function setUp({
  signedIn = true,
  tier = null as string | null,
  subscriptions = new MemorySubscriptionGateway(proSubscriber(), clock),
  billing = fakeBilling(),
} = {}) {
  const toasts: ToastRequest[] = [];
  const notifier = { notify: vi.fn((request: ToastRequest) => String(toasts.push(request))) };
  const session = new BehaviorSubject(signedIn);
  const services = screenServicesForTest((bind) => {
    bind(SubscriptionGateway, subscriptions);
    bind(BillingGateway, billing as unknown as BillingGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(SessionStore, sessionStoreForTest(session));
    bind(Config, createConfig());
  });
  const viewModel = disposedAfterTest(createSubscriptionViewModel(services, tier));
  const messages = () => toasts.map((toast) => `${toast.intent}: ${toast.message}`);
  return { viewModel, subscriptions, billing, session, notifier, messages };
}

/** The state once the tiers, and for a signed-in person the current tier entries, are read. */
function settled(viewModel: SubscriptionViewModel): Promise<SubscriptionState> {
  return firstValueFrom(
    viewModel.state$.pipe(filter((state) => state.status !== "loading" && state.entries !== "loading")),
  );
}

function tierNamed(state: SubscriptionState, name: string): ShownTier {
  const tier = state.tiers.find((candidate) => candidate.name === name);
  if (!tier) throw new Error(`No tier named ${name}`);
  return tier;
}

async function cardsRead(viewModel: SubscriptionViewModel): Promise<void> {
  await firstValueFrom(
    viewModel.state$.pipe(
      filter((state) => state.dialog?.kind === "card" && state.dialog.cards !== "loading"),
    ),
  );
}

describe("the subscription page's tiers", () => {
  it("come cheapest first, each with its price per period, titled features as yes, no or text, and its team and organization flags", async () => {
    const { viewModel } = setUp({ signedIn: false });
    const state = await settled(viewModel);

    expect(state.tiers.map((tier) => [tier.name, tier.price, tier.period])).toEqual([
      ["Free", "$0.00", "month"],
      ["Pro", "$19.99", "month"],
      ["Team", "$99.99", "month"],
      ["Enterprise", "$999.99", "month"],
    ]);
    expect(tierNamed(state, "Team")).toMatchObject({
      description: "For teams sharing keys, budgets and policies",
      features: [
        { key: "requestsPerDay", title: "Requests per day", value: "100,000" },
        { key: "apiKeys", title: "API keys", value: true },
        { key: "organization", title: "Organization and departments", value: true },
        { key: "teamMembers", title: "Team members", value: "10" },
        { key: "compliance", title: "Compliance policies (PII, budgets, residency)", value: true },
        { key: "support", title: "Support", value: "Priority email" },
      ],
      teamEnabled: true,
      maxTeamMembers: 10,
      organizationEnabled: true,
    });
    expect(tierNamed(state, "Free")).toMatchObject({
      features: expect.arrayContaining([
        { key: "organization", title: "Organization and departments", value: false },
      ]),
      teamEnabled: false,
      organizationEnabled: false,
    });
  });

  it("send a visitor to sign in first, carrying the tier, and open a mail draft to sales for a tier sold by them", async () => {
    const { viewModel } = setUp({ signedIn: false });
    const state = await settled(viewModel);

    expect(state.entries).toBe("visitor");
    expect(tierNamed(state, "Pro").action).toEqual({ kind: "sign-in", href: "/auth?tier=tier-pro" });
    expect(tierNamed(state, "Free").action).toEqual({ kind: "sign-in", href: "/auth?tier=tier-free" });
    expect(tierNamed(state, "Enterprise").action).toEqual({
      kind: "mail",
      href: "mailto:sales@meridian.example?subject=Enterprise%20Tier%20Request",
    });
  });

  it("mark the tier the address names, by id or by name in any case, and follow the address", async () => {
    const { viewModel } = setUp({ tier: "tier-team" });
    const preselected = (state: SubscriptionState) =>
      state.tiers.filter((tier) => tier.preselected).map((tier) => tier.name);

    expect(preselected(await settled(viewModel))).toEqual(["Team"]);
    viewModel.preselectTier("enterprise");
    expect(preselected(viewModel.current())).toEqual(["Enterprise"]);
    viewModel.preselectTier("no-such-tier");
    expect(preselected(viewModel.current())).toEqual([]);
  });

  it("say they could not be loaded, in the server's words, and load on a retry", async () => {
    const { viewModel, subscriptions } = setUp({ signedIn: false });
    await settled(viewModel);
    subscriptions.failNextCall(503, "The catalogue is being updated");
    await viewModel.retry();
    expect(viewModel.current()).toMatchObject({ status: "ready" });

    const failing = new MemorySubscriptionGateway(proSubscriber(), clock);
    failing.failNextCall(503, "The catalogue is being updated");
    const second = setUp({ signedIn: false, subscriptions: failing });
    expect(await settled(second.viewModel)).toMatchObject({
      status: "failed",
      failure: ["The catalogue is being updated"],
      tiers: [],
    });
    await second.viewModel.retry();
    expect(second.viewModel.current().tiers).toHaveLength(4);
  });
});

describe("the signed-in person's current tier", () => {
  it("is marked with its status and the day it renews, and can be cancelled either way", async () => {
    const { viewModel } = setUp();
    const pro = tierNamed(await settled(viewModel), "Pro");

    expect(pro.current).toEqual({
      status: "active",
      renewal: "renews",
      on: PRO_RENEWS_ON,
      cancelModes: ["period-end", "now"],
    });
    expect(pro.action).toEqual({ kind: "current" });
    expect(tierNamed(viewModel.current(), "Team").current).toBeNull();
  });

  it("is forgotten when the person signs out, and read again when they sign in", async () => {
    const { viewModel, session } = setUp();
    await settled(viewModel);
    session.next(false);
    expect(viewModel.current().entries).toBe("visitor");
    expect(tierNamed(viewModel.current(), "Pro")).toMatchObject({
      current: null,
      action: { kind: "sign-in" },
    });
    session.next(true);
    expect(tierNamed(await settled(viewModel), "Pro").current?.status).toBe("active");
  });

  it("stays unknown when it cannot be read, the tiers still shown, until read again", async () => {
    const subscriptions = new MemorySubscriptionGateway(proSubscriber(), clock);
    vi.spyOn(subscriptions, "currentTiers").mockRejectedValueOnce(GatewayError.http(503, "Try later"));
    const { viewModel } = setUp({ subscriptions });
    const state = await settled(viewModel);
    expect(state.entries).toBe("failed");
    expect(state.tiers.map((tier) => tier.current)).toEqual([null, null, null, null]);
    await viewModel.retryEntries();
    expect(tierNamed(viewModel.current(), "Pro").current?.status).toBe("active");
  });
});

describe("subscribing to a card-paid tier", () => {
  it("offers the saved cards, the default one chosen, and subscribes with the card the person picks", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    const subscribe = vi.spyOn(subscriptions, "subscribe");

    viewModel.choose("tier-team");
    await cardsRead(viewModel);
    expect(viewModel.current().dialog).toMatchObject({
      kind: "card",
      tier: { name: "Team" },
      savedCards: [VISA, MASTERCARD],
      chosenCardId: MASTERCARD.id,
    });
    viewModel.chooseCard(VISA.id);
    await viewModel.confirm();

    expect(subscribe).toHaveBeenCalledWith("tier-team", VISA.id);
    expect(messages()).toEqual(["positive: You are now subscribed to Team."]);
    const state = viewModel.current();
    expect(state.dialog).toBeNull();
    expect(tierNamed(state, "Team").current).toMatchObject({ renewal: "renews", on: NEW_PERIOD_ENDS_ON });
    expect(tierNamed(state, "Pro").current).toBeNull();
  });

  it("saves a new card, chooses it, then subscribes with it", async () => {
    const { viewModel, subscriptions, billing } = setUp();
    await settled(viewModel);
    const subscribe = vi.spyOn(subscriptions, "subscribe");

    viewModel.choose("tier-team");
    await cardsRead(viewModel);
    viewModel.startAddingCard();
    expect(viewModel.current().dialog).toMatchObject({ addingCard: true });
    const card = { brand: "amex", last4: "0005", expMonth: 4, expYear: 2031 };
    await viewModel.addCard(card);

    expect(billing.addPaymentMethod).toHaveBeenCalledWith(card);
    expect(viewModel.current().dialog).toMatchObject({ addingCard: false, chosenCardId: "pm_3" });
    await viewModel.confirm();
    expect(subscribe).toHaveBeenCalledWith("tier-team", "pm_3");
  });

  it("keeps the card form open when a card is refused, for the form to say why", async () => {
    const billing = fakeBilling();
    const refusal = GatewayError.http(400, "Your card has expired.");
    billing.addPaymentMethod.mockRejectedValueOnce(refusal);
    const { viewModel, messages } = setUp({ billing });
    await settled(viewModel);
    viewModel.choose("tier-team");
    await cardsRead(viewModel);
    viewModel.startAddingCard();

    await expect(
      viewModel.addCard({ brand: "visa", last4: "4242", expMonth: 1, expYear: 2020 }),
    ).rejects.toBe(refusal);
    expect(messages()).toEqual([]);
    expect(viewModel.current()).toMatchObject({
      call: null,
      dialog: { addingCard: true, chosenCardId: MASTERCARD.id },
    });
  });

  it("with no saved card chooses none until one is added", async () => {
    const { viewModel, subscriptions } = setUp({ billing: fakeBilling([]) });
    await settled(viewModel);
    const subscribe = vi.spyOn(subscriptions, "subscribe");
    viewModel.choose("tier-team");
    await cardsRead(viewModel);
    expect(viewModel.current().dialog).toMatchObject({ savedCards: [], chosenCardId: null });
    await viewModel.confirm();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("says when the saved cards cannot be read, and reads them again", async () => {
    const billing = fakeBilling();
    billing.listPaymentMethods.mockRejectedValueOnce(GatewayError.http(502, "The payment provider is away"));
    const { viewModel, messages } = setUp({ billing });
    await settled(viewModel);
    viewModel.choose("tier-team");
    await cardsRead(viewModel);
    expect(viewModel.current().dialog).toMatchObject({ cards: "failed" });
    expect(messages()).toEqual(["negative: The payment provider is away"]);
    await viewModel.retryCards();
    expect(viewModel.current().dialog).toMatchObject({ cards: "ready", chosenCardId: MASTERCARD.id });
  });
});

describe("subscribing to a free tier", () => {
  it("asks for confirmation, then subscribes without a payment method", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    const subscribe = vi.spyOn(subscriptions, "subscribe");

    viewModel.choose("tier-free");
    expect(viewModel.current().dialog).toMatchObject({ kind: "free", tier: { name: "Free" } });
    expect(subscribe).not.toHaveBeenCalled();
    await viewModel.confirm();

    expect(subscribe).toHaveBeenCalledWith("tier-free", null);
    expect(messages()).toEqual(["positive: You are now subscribed to Free."]);
    expect(tierNamed(viewModel.current(), "Free").current?.renewal).toBe("renews");
  });

  it("does nothing when the person does not confirm", async () => {
    const { viewModel, subscriptions } = setUp();
    await settled(viewModel);
    const subscribe = vi.spyOn(subscriptions, "subscribe");
    viewModel.choose("tier-free");
    viewModel.dismiss();
    expect(viewModel.current().dialog).toBeNull();
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe("a refused subscription", () => {
  it.each([
    [400, "Your card was declined."],
    [404, "Tier not found"],
    [500, "The payment provider is unavailable"],
  ])(
    "answered %i shows the server's message in an error toast, the card choice still open",
    async (status, text) => {
      const { viewModel, subscriptions, messages } = setUp();
      await settled(viewModel);
      viewModel.choose("tier-team");
      await cardsRead(viewModel);
      subscriptions.failNextCall(status, text);
      await viewModel.confirm();

      expect(messages()).toEqual([`negative: ${text}`]);
      expect(viewModel.current()).toMatchObject({ dialog: { kind: "card" }, call: null });
    },
  );

  it.each([
    [409, "An unexpected error occurred"],
    [null, "Token is null"],
  ])("answered %s shows '%s'", async (status, text) => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    viewModel.choose("tier-free");
    subscriptions.failNextCall(status, "Internal detail");
    await viewModel.confirm();
    expect(messages()).toEqual([`negative: ${text}`]);
    expect(viewModel.current().dialog).toBeNull();
  });

  it("to a tier withdrawn since the page listed it says the tier is not found", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    subscriptions.withdrawTier("tier-free");
    viewModel.choose("tier-free");
    await viewModel.confirm();
    expect(messages()).toEqual(["negative: Tier not found"]);
  });

  it("without a payment method for a tier now paid by card says one is required", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    subscriptions.changePaymentMethod("tier-free", "stripe");
    viewModel.choose("tier-free");
    await viewModel.confirm();
    expect(messages()).toEqual(["negative: A payment method is required"]);
  });
});

describe("cancelling", () => {
  it("at the end of the period asks first, then says the day it ends and shows it on the tier", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    const cancel = vi.spyOn(subscriptions, "cancel");

    viewModel.askToCancel("tier-pro", "period-end");
    expect(viewModel.current().dialog).toMatchObject({
      kind: "cancel",
      mode: "period-end",
      tier: { name: "Pro" },
    });
    expect(cancel).not.toHaveBeenCalled();
    await viewModel.confirm();

    expect(cancel).toHaveBeenCalledWith({ immediate: false });
    expect(messages()).toEqual([`positive: Your Pro subscription will end on ${PRO_RENEWS_ON}.`]);
    const pro = tierNamed(viewModel.current(), "Pro");
    expect(pro.current).toEqual({
      status: "active",
      renewal: "ends",
      on: PRO_RENEWS_ON,
      cancelModes: ["now"],
    });
    expect(pro.action).toEqual({ kind: "subscribe", paymentMethod: "stripe" });
  });

  it("now asks first, then says it has ended and no tier is current", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    const cancel = vi.spyOn(subscriptions, "cancel");

    viewModel.askToCancel("tier-pro", "now");
    expect(viewModel.current().dialog).toMatchObject({ kind: "cancel", mode: "now" });
    await viewModel.confirm();

    expect(cancel).toHaveBeenCalledWith({ immediate: true });
    expect(messages()).toEqual(["positive: Your Pro subscription has ended."]);
    expect(viewModel.current().tiers.filter((tier) => tier.current)).toEqual([]);
  });

  it("keeps the subscription when the person changes their mind", async () => {
    const { viewModel, subscriptions } = setUp();
    await settled(viewModel);
    const cancel = vi.spyOn(subscriptions, "cancel");
    viewModel.askToCancel("tier-pro", "now");
    viewModel.dismiss();
    expect(viewModel.current().dialog).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });

  it("that fails says why in an error toast", async () => {
    const { viewModel, subscriptions, messages } = setUp();
    await settled(viewModel);
    viewModel.askToCancel("tier-pro", "period-end");
    subscriptions.failNextCall(409, "There is no subscription to cancel");
    await viewModel.confirm();
    expect(messages()).toEqual(["negative: There is no subscription to cancel"]);
    expect(viewModel.current().dialog).toBeNull();
  });

  it("of a subscription already ending is offered only at once", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.askToCancel("tier-pro", "period-end");
    await viewModel.confirm();
    viewModel.askToCancel("tier-pro", "period-end");
    expect(viewModel.current().dialog).toBeNull();
  });
});

describe("a current tier the gateway no longer lists", () => {
  it("is still shown, so it can be cancelled", async () => {
    const subscriptions = new MemorySubscriptionGateway(proSubscriber(), clock);
    subscriptions.withdrawTier("tier-pro");
    const { viewModel } = setUp({ subscriptions });
    const state = await settled(viewModel);
    expect(state.tiers.map((tier) => tier.name)).toEqual(["Free", "Pro", "Team", "Enterprise"]);
    expect(tierNamed(state, "Pro").current?.cancelModes).toEqual(["period-end", "now"]);
  });
});
