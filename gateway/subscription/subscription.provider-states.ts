import { eq, sql } from "drizzle-orm";
import { recordCards } from "../billing/ledger-records.ts";
import { customerIdOf } from "../billing/payment-customer.ts";
import type { Database } from "../database/database.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { booleanParam, stringListParam, stringParam } from "../verification/state-params.ts";
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

/** The subscription area's provider states (tiers, subscribing, cancelling). */
export const subscriptionProviderStates: ProviderStates = {
  "tiers on sale": async (params, { gateway }) => {
    for (const name of stringListParam(params, "names")) await tierNamed(gateway.db, name);
    return undefined;
  },

  "a user subscribed to a tier": async (params, { gateway, actor }) => {
    const tier = await tierNamed(gateway.db, stringParam(params, "tier"));
    const person = await actor();
    const customerId = await customerIdOf(gateway.deps, person.user);
    const expYear = new Date(gateway.deps.clock.now()).getUTCFullYear() + 4;
    const card = await gateway.deps.payments.addPaymentMethod(customerId, {
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear,
    });
    await subscribe(gateway.deps, person.user, tier.id, card.id);
    if (booleanParam(params, "canceled", false))
      await cancelSubscription(gateway.deps, person.user.id, false);
    return undefined;
  },

  "a tier paid by card": async (params, { gateway, actor }) => {
    const tier = await tierNamed(gateway.db, stringParam(params, "tier"));
    const person = await actor();
    const customerId = await customerIdOf(gateway.deps, person.user);
    const expYear = new Date(gateway.deps.clock.now()).getUTCFullYear() + 4;
    await recordCards(gateway.db, customerId, [
      { id: TEST_CARD_ID, brand: "visa", last4: "4242", expMonth: 12, expYear, isDefault: true },
    ]);
    return { tierId: tier.id };
  },

  "no tier with the id": async (params, { gateway, actor }) => {
    await gateway.db
      .update(tiers)
      .set({ deletedAt: sql`now()` })
      .where(eq(tiers.id, stringParam(params, "tierId")));
    await actor();
    return undefined;
  },
};
