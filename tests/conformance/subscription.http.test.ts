import { HttpSubscriptionGateway } from "../../adapters/gateway-http/subscription/http-subscription-gateway.adapter.ts";
import { subscriptionSeed } from "../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { recordCards, recordSubscription } from "../../gateway/billing/ledger-records.ts";
import { customerIdOf } from "../../gateway/billing/payment-customer.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { TEST_CARD_ID } from "../../gateway/subscription/subscription.provider-states.ts";
import { subscriptions, tiers } from "../../gateway/subscription/subscription.schema.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";
import { subscriptionGatewayConformance } from "./subscription.conformance.ts";

const reference = gatewayForConformance();

// The suite's card is the test card every person here has saved.
subscriptionGatewayConformance(subscriptionSeed(systemClock), async (given) => {
  const { person, client } = await reference.freshPerson();
  const { db, deps } = reference.gateway;
  await db.insert(tiers).values(
    given.tiers.map(({ stripeProductId, stripePriceId, ...tier }) => ({
      ...tier,
      paymentProductId: stripeProductId,
      paymentPriceId: stripePriceId,
    })),
  );
  const customerId = await customerIdOf(deps, person.user);
  const card = {
    id: TEST_CARD_ID,
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2099,
    isDefault: true,
  };
  await recordCards(db, customerId, [card]);
  for (const { stripeCustomerId, stripeSubscriptionId, ...subscription } of given.subscriptions) {
    const tier = given.tiers.find((candidate) => candidate.id === subscription.tierId);
    if (stripeSubscriptionId && tier) {
      await recordSubscription(db, {
        id: stripeSubscriptionId,
        customerId,
        description: `${tier.name} tier`,
        amount: tier.price,
        startedAt: subscription.createdAt,
        currentPeriodEnd: subscription.expiresAt ?? subscription.createdAt,
        canceledAt: subscription.canceledAt,
      });
    }
    await db.insert(subscriptions).values({
      ...subscription,
      userId: person.uid,
      paymentCustomerId: stripeSubscriptionId ? customerId : null,
      paymentSubscriptionId: stripeSubscriptionId,
    });
  }
  return new HttpSubscriptionGateway(client);
});
