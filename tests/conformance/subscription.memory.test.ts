import { MemoryPaymentLedger } from "../../adapters/gateway-memory/billing/memory-payment-ledger.ts";
import { MemorySubscriptionGateway } from "../../adapters/gateway-memory/subscription/memory-subscription-gateway.adapter.ts";
import { FIXED_CLOCK, SEEDS } from "./memory-gateway.fixtures.ts";
import { subscriptionGatewayConformance } from "./subscription.conformance.ts";

// The suite's card is the test card every person here has saved, as in the HTTP run.
const TEST_CARD = {
  id: "pm_card_visa",
  brand: "visa",
  last4: "4242",
  expMonth: 12,
  expYear: 2099,
  isDefault: true,
};

subscriptionGatewayConformance(
  SEEDS.subscription,
  async (given) =>
    new MemorySubscriptionGateway(
      given,
      FIXED_CLOCK,
      new MemoryPaymentLedger({ invoices: [], paymentMethods: [TEST_CARD] }, FIXED_CLOCK),
    ),
);
