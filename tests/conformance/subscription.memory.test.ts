import { MemorySubscriptionGateway } from "../../adapters/gateway-memory/subscription/memory-subscription-gateway.adapter.ts";
import { FIXED_CLOCK, SEEDS } from "./memory-gateway.fixtures.ts";
import { subscriptionGatewayConformance } from "./subscription.conformance.ts";

subscriptionGatewayConformance(
  SEEDS.subscription,
  async (given) => new MemorySubscriptionGateway(given, FIXED_CLOCK),
);
