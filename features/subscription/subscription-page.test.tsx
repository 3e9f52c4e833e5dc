// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { MemorySubscriptionGateway } from "../../adapters/gateway-memory/subscription/memory-subscription-gateway.adapter.ts";
import type { SubscriptionSeed } from "../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import { SubscriptionTierMother } from "../../core/subscription/subscription-tier.mother.ts";
import { dateAndTime } from "../../core/time/date-and-time.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const DAY = 86_400_000;
const NOW = Date.now();
const clock = { now: () => NOW };
/** The Pro subscription renews in ten days. */
const PRO_RENEWS_ON = dateAndTime(new Date(NOW + 10 * DAY)).date;

/** A tier's features as the gateway lists them: how it is paid, then what the page shows by title. */
function featuresOf(paymentMethod: string, shown: Record<string, string>) {
  return [
    { key: "paymentMethod", title: "", value: paymentMethod },
    ...Object.entries(shown).map(([title, value], index) => ({ key: `feature-${index}`, title, value })),
  ];
}

/** Four tiers, listed out of price order, and the person on Pro, renewing in ten days. */
function tiersAndPro(): SubscriptionSeed {
  const unpaid = { stripeProductId: null, stripePriceId: null };
  const tiers = [
    SubscriptionTierMother.record({
      id: "tier-team",
      name: "Team",
      price: 99,
      teamEnabled: true,
      maxTeamMembers: 10,
      features: featuresOf("stripe", {
        "Requests per day": "100,000",
        "Team workspace": "true",
        Organization: "false",
      }),
    }),
    SubscriptionTierMother.record({
      id: "tier-free",
      name: "Free",
      price: 0,
      ...unpaid,
      features: featuresOf("free", { "Requests per day": "1,000" }),
    }),
    SubscriptionTierMother.record({
      id: "tier-enterprise",
      name: "Enterprise",
      price: 999,
      teamEnabled: true,
      maxTeamMembers: 500,
      organizationEnabled: true,
      ...unpaid,
      features: featuresOf("contact_sale", { "Requests per day": "Unlimited" }),
    }),
    SubscriptionTierMother.record({
      id: "tier-pro",
      name: "Pro",
      price: 19,
      organizationEnabled: true,
      features: featuresOf("stripe", { "Requests per day": "20,000" }),
    }),
  ];
  const started = new Date(NOW - 20 * DAY).toISOString();
  return {
    tiers,
    subscriptions: [
      {
        id: "sub-1",
        createdAt: started,
        updatedAt: started,
        userId: "user-1",
        tierId: "tier-pro",
        stripeCustomerId: "cus_1",
        stripeSubscriptionId: "sub_1",
        status: "active",
        expiresAt: new Date(NOW + 10 * DAY).toISOString(),
        canceledAt: null,
        metadata: null,
        pausedAt: null,
        resumesAt: null,
      },
    ],
  };
}
const NEXT_YEAR_SHORT = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

/** The person's saved cards: a default Visa and a Mastercard; a card added is saved after them. */
function savedCards(): Pick<BillingGateway, "listPaymentMethods" | "addPaymentMethod"> {
  const cards: StoredPaymentMethod[] = [
    { id: "pm_visa", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true },
    { id: "pm_mastercard", brand: "mastercard", last4: "4444", expMonth: 6, expYear: 2028, isDefault: false },
  ];
  return {
    listPaymentMethods: async () => [...cards],
    addPaymentMethod: async (card) => {
      cards.push({ ...card, id: `pm_${cards.length + 1}`, isDefault: false });
      return [...cards];
    },
  };
}

async function openSubscription(
  path = "/subscription",
  { signedIn = true, gateway = new MemorySubscriptionGateway(tiersAndPro(), clock) } = {},
) {
  const app = await renderApp(path, {
    signedIn,
    rebind: (container: Container) => {
      container.rebind(SubscriptionGateway).toConstantValue(gateway);
      const billing = container.get(BillingGateway);
      container.rebind(BillingGateway).toConstantValue(Object.assign(Object.create(billing), savedCards()));
    },
  });
  await screen.findAllByTestId("tier-card");
  return { app, gateway, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole("group", { name });

function features(name: string): [string, string][] {
  return within(card(name))
    .getAllByTestId("tier-feature")
    .map((row) => [
      row.querySelector("dt")?.textContent?.trim() ?? "",
      row.querySelector("dd")?.textContent?.trim() ?? "",
    ]);
}

describe("the subscription page", () => {
  it("lists the tiers cheapest first, each with its price per month, its titled features as Yes or No or text, and its team and organization flags", async () => {
    await openSubscription("/subscription", { signedIn: false });
    const cards = screen.getAllByTestId("tier-card");
    expect(cards.map((shown) => shown.querySelector("h2")?.textContent)).toEqual([
      "Free",
      "Pro",
      "Team",
      "Enterprise",
    ]);
    expect(within(card("Team")).getByTestId("tier-price").textContent).toBe("$99.00 per month");
    expect(features("Team")).toEqual([
      ["Requests per day", "100,000"],
      ["Team workspace", "Yes"],
      ["Organization", "No"],
    ]);
    const flags = (name: string) =>
      ["tier-team", "tier-organization"].map((id) => within(card(name)).getByTestId(id).textContent);
    expect(flags("Team")).toEqual(["Team of up to 10 members", "No organization"]);
    expect(flags("Free")).toEqual(["No team", "No organization"]);
    expect(flags("Enterprise")).toEqual(["Team of up to 500 members", "Organization"]);
    expect(document.body.textContent).not.toMatch(/stripe|contact_sale/);
  });

  it("sends a visitor to sign in with the tier they picked, and offers a mail draft to sales for Enterprise", async () => {
    await openSubscription("/subscription", { signedIn: false });
    expect(
      within(card("Pro")).getByRole("link", { name: "Sign in to subscribe to Pro" }).getAttribute("href"),
    ).toBe("/auth?tier=tier-pro");
    expect(
      within(card("Enterprise"))
        .getByRole("link", { name: "Contact sales about Enterprise" })
        .getAttribute("href"),
    ).toBe("mailto:sales@meridian.example?subject=Enterprise%20Tier%20Request");
  });

  it("scrolls to and marks the tier the address names", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await openSubscription("/subscription?tier=team", { signedIn: false });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
      expect(scrollIntoView.mock.contexts[0]).toBe(card("Team"));
      expect(within(card("Team")).getByText("Your choice")).toBeTruthy();
      expect(screen.getAllByTestId("tier-chosen")).toHaveLength(1);
    } finally {
      // jsdom has no scrollIntoView of its own.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("marks the signed-in person's tier with its status and the day it renews", async () => {
    await openSubscription();
    const pro = card("Pro");
    expect(pro.getAttribute("aria-current")).toBe("true");
    expect(within(pro).getByText("Your tier")).toBeTruthy();
    expect(within(pro).getByTestId("tier-status").textContent).toBe("Active");
    expect(within(pro).getByTestId("tier-renewal").textContent).toBe(`Renews on ${PRO_RENEWS_ON}`);
    expect(within(pro).queryByRole("button", { name: /Subscribe/ })).toBeNull();
  });

  it("subscribes to a card-paid tier with the saved card the person picks, the default one chosen first", async () => {
    const { app, gateway, user } = await openSubscription();
    const subscribe = vi.spyOn(gateway, "subscribe");
    await user.click(within(card("Team")).getByRole("button", { name: "Subscribe to Team" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Team" });
    const visa = await within(dialog).findByRole("radio", { name: /Visa ending in 4242/ });
    expect((visa as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: /Mastercard ending in 4444/ }));
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));

    await waitFor(() => expect(app.toasts()).toContain("You are now subscribed to Team."));
    expect(subscribe).toHaveBeenCalledWith("tier-team", "pm_mastercard");
    await waitFor(() => expect(within(card("Team")).getByText("Your tier")).toBeTruthy());
    expect(within(card("Pro")).queryByText("Your tier")).toBeNull();
  });

  it("adds a card in the card form, chooses it, and subscribes with it", async () => {
    const { app, gateway, user } = await openSubscription();
    const subscribe = vi.spyOn(gateway, "subscribe");
    await user.click(within(card("Team")).getByRole("button", { name: "Subscribe to Team" }));
    const choice = await screen.findByRole("dialog", { name: "Subscribe to Team" });
    await within(choice).findByRole("radio", { name: /Visa ending in 4242/ });
    await user.click(within(choice).getByRole("button", { name: "Add a card" }));
    const form = await screen.findByRole("dialog", { name: "Add a card" });
    await user.type(within(form).getByLabelText("Card number"), "5555555555554444");
    await user.type(within(form).getByLabelText("Expiry date"), `08${NEXT_YEAR_SHORT}`);
    await user.type(within(form).getByLabelText("Security code (CVC)"), "123");
    await user.click(within(form).getByRole("button", { name: "Save card" }));

    const again = await screen.findByRole("dialog", { name: "Subscribe to Team" });
    const cards = await within(again).findAllByRole("radio", { name: /Mastercard ending in 4444/ });
    expect(cards).toHaveLength(2);
    const added = cards.find((radio) => (radio as HTMLInputElement).checked);
    expect(added?.getAttribute("value")).not.toBe("pm_mastercard");
    await user.click(within(again).getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(app.toasts()).toContain("You are now subscribed to Team."));
    expect(subscribe).toHaveBeenCalledWith("tier-team", added?.getAttribute("value"));
  });

  it("asks before subscribing to the free tier, then subscribes without a card", async () => {
    const { app, gateway, user } = await openSubscription();
    const subscribe = vi.spyOn(gateway, "subscribe");
    await user.click(within(card("Free")).getByRole("button", { name: "Subscribe to Free" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("subscription-question").textContent).toBe(
      "Subscribe to the Free tier? It is free: no card is needed. It replaces the tier you are on now, if any.",
    );
    await user.click(within(alert).getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(app.toasts()).toContain("You are now subscribed to Free."));
    expect(subscribe).toHaveBeenCalledWith("tier-free", null);
  });

  it("cancels at the end of the period after a confirmation that says so and names the day, then shows that day", async () => {
    const { app, gateway, user } = await openSubscription();
    const cancel = vi.spyOn(gateway, "cancel");
    await user.click(within(card("Pro")).getByRole("button", { name: "Cancel at period end" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("subscription-question").textContent).toBe(
      `Cancel your Pro subscription at the end of the period? It stays active until ${PRO_RENEWS_ON}, then ends and is not renewed.`,
    );
    await user.click(within(alert).getByRole("button", { name: "Cancel at period end" }));

    await waitFor(() =>
      expect(app.toasts()).toContain(`Your Pro subscription will end on ${PRO_RENEWS_ON}.`),
    );
    expect(cancel).toHaveBeenCalledWith({ immediate: false });
    await waitFor(() =>
      expect(within(card("Pro")).getByTestId("tier-renewal").textContent).toBe(`Ends on ${PRO_RENEWS_ON}`),
    );
    expect(within(card("Pro")).queryByRole("button", { name: "Cancel at period end" })).toBeNull();
  });

  it("cancels now after a confirmation that says so; no tier is then the person's", async () => {
    const { app, gateway, user } = await openSubscription();
    const cancel = vi.spyOn(gateway, "cancel");
    await user.click(within(card("Pro")).getByRole("button", { name: "Cancel now" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("subscription-question").textContent).toBe(
      "Cancel your Pro subscription now? It ends immediately, without waiting for the end of the period.",
    );
    await user.click(within(alert).getByRole("button", { name: "Cancel now" }));
    await waitFor(() => expect(app.toasts()).toContain("Your Pro subscription has ended."));
    expect(cancel).toHaveBeenCalledWith({ immediate: true });
    await waitFor(() => expect(screen.queryAllByTestId("tier-current")).toEqual([]));
  });

  it("keeps the subscription when the person changes their mind", async () => {
    const { gateway, user } = await openSubscription();
    const cancel = vi.spyOn(gateway, "cancel");
    await user.click(within(card("Pro")).getByRole("button", { name: "Cancel now" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Keep my subscription" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(cancel).not.toHaveBeenCalled();
  });

  it("shows a refused subscription's message in an error toast and stays on the page", async () => {
    const { app, gateway, user } = await openSubscription();
    gateway.failNextCall(400, "Your card was declined.");
    await user.click(within(card("Team")).getByRole("button", { name: "Subscribe to Team" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Team" });
    await within(dialog).findByRole("radio", { name: /Visa ending in 4242/ });
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(app.toasts()).toContain("Your card was declined."));
    expect(app.location()).toBe("/subscription");
    expect(screen.getByRole("dialog", { name: "Subscribe to Team" })).toBeTruthy();
  });

  it("shows the server's words and a retry when the tiers cannot be loaded", async () => {
    const gateway = new MemorySubscriptionGateway(tiersAndPro(), clock);
    gateway.failNextCall(503, "The catalogue is being updated");
    await renderApp("/subscription", {
      rebind: (container: Container) => container.rebind(SubscriptionGateway).toConstantValue(gateway),
    });
    expect(await screen.findByText("The tiers could not be loaded")).toBeTruthy();
    expect(screen.getByText("The catalogue is being updated")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("tier-card")).toHaveLength(4);
  });
});
