import { eq, sql } from "drizzle-orm";
import { recordCards } from "../billing/ledger-records.ts";
import { customerIdOf } from "../billing/payment-customer.ts";
import type { Database } from "../database/database.ts";
import type { ProviderStateContext, ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { cancelSubscription } from "./cancel-subscription.service.ts";
import { subscribe } from "./subscribe.service.ts";
import { tiers } from "./subscription.schema.ts";

/** Stripe's test card id, which the consumer sends; the ledger keeps it as one of the person's saved cards. */
export const TEST_CARD_ID = "pm_card_visa";

/** The catalogue's tier of that name, put on sale. */
async function tierNamed(db: Database, name: string) {
  const [tier] = await db
    .update(tiers)
    .set({ isActive: true, deletedAt: null })
    .where(eq(tiers.name, name))
    .returning();
  if (!tier) throw new Error(`the catalogue has no tier named ${name}`);
  return tier;
}

/** The signed-in person, their customer at the payment provider, and a test card valid for years yet. */
async function customerWithTestCard({ gateway, actor }: ProviderStateContext) {
  const person = await actor();
  const customerId = await customerIdOf(gateway.deps, person.user);
  const expYear = new Date(gateway.deps.clock.now()).getUTCFullYear() + 4;
  return { person, customerId, testCard: { brand: "visa", last4: "4242", expMonth: 12, expYear } };
}

/** The subscription area's provider states (tiers, subscribing, cancelling). */
export const subscriptionProviderStates: ProviderStates = {
  "tiers on sale": async (params, { gateway }) => {
    for (const name of stateParams(params).texts("names")) await tierNamed(gateway.db, name);
    return undefined;
  },

  "a user subscribed to a tier": async (params, context) => {
    const { gateway } = context;
    const tier = await tierNamed(gateway.db, stateParams(params).text("tier"));
    const { person, customerId, testCard } = await customerWithTestCard(context);
    const card = await gateway.deps.payments.addPaymentMethod(customerId, testCard);
    await subscribe(gateway.deps, person.user, tier.id, card.id);
    if (stateParams(params).flag("canceled", false))
      await cancelSubscription(gateway.deps, person.user.id, false);
    return undefined;
  },

  "a tier paid by card": async (params, context) => {
    const { gateway } = context;
    const tier = await tierNamed(gateway.db, stateParams(params).text("tier"));
    const { customerId, testCard } = await customerWithTestCard(context);
    await recordCards(gateway.db, customerId, [{ id: TEST_CARD_ID, ...testCard, isDefault: true }]);
    return { tierId: tier.id };
  },

  "no tier with the id": async (params, { gateway, actor }) => {
    await gateway.db
      .update(tiers)
      .set({ deletedAt: sql`now()` })
      .where(eq(tiers.id, stateParams(params).text("tierId")));
    await actor();
    return undefined;
  },
};
